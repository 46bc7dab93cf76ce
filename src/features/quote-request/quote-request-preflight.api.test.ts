/**
 * A quote request's attachments preflighted as artwork (issue 18), on a real database: a file the
 * preflight refuses (a decompression bomb, a damaged image, a scripted PDF, a 72 ppi image at the
 * request's size) refuses the whole request with its message, its name first when several were
 * sent, and nothing is stored (the request, its files, stored_files); a renamed text file is still
 * refused by the upload's own rule; an image with a warning (200 ppi) is stored.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, testVisitor, type ApiAnswer } from '../../../test/api-client.js';
import { corruptPng, jpegImage, PDF_WITH_JAVASCRIPT, pixelsAt, pngBomb, pngImage, TEXT_FILE } from '../../../test/artwork-files.js';
import { attachmentsForm, TINY_PDF } from '../../../test/order-proof.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { PREFLIGHT_MESSAGES } from '../artwork/preflight-rules.js';
import { QUOTE_REQUEST_MESSAGES } from './quote-request-rules.js';
import type { CreatedQuoteRequest } from './quote-request.schemas.js';
import { quoteRequestFiles, quoteRequests } from './quote-request.tables.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

let serial = 0;
/** Standard Vinyl, die cut, 50 × 50 mm, with gold foil: the Special Processing form's fields. */
const fields = () => ({
  quote_type: 'Special Processing',
  firstname: 'Mei Ling',
  lastname: 'Tan',
  email_address: `preflight${++serial}-${Date.now().toString(36)}@example.sg`,
  featured_item_id: '2',
  product_id: '5',
  cutting_id: '1',
  width: '50',
  height: '50',
  finishing_id: '1',
  adhesive_id: '1',
  color_id: '1',
  quantity: '500',
  'addons[]': '1',
  comment: 'Gold foil on the logo only, please.',
});

type Upload = { name: string; bytes: Uint8Array };
const submit = (files: readonly Upload[]): Promise<ApiAnswer<CreatedQuoteRequest>> =>
  testVisitor<CreatedQuoteRequest>(shop).send('POST', '/api/quote/create/quote-request', attachmentsForm(files, fields()));

async function counts() {
  const n = async (table: typeof quoteRequests | typeof quoteRequestFiles | typeof storedFiles) => (await shop.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { requests: await n(quoteRequests), files: await n(quoteRequestFiles), stored: await n(storedFiles) };
}

/** Refused with this message on attachments, and nothing stored anywhere. */
async function expectRefused(files: readonly Upload[], message: string) {
  const before = await counts();
  expectClientError(await submit(files), 422, { message, field: 'attachments' });
  expect(await counts()).toEqual(before);
}

describe('quote request attachments preflighted as artwork', () => {
  it('refuses a decompression bomb and a renamed text file with their messages, and stores nothing', async () => {
    await expectRefused(
      [{ name: 'huge.png', bytes: pngBomb() }],
      'This image is 30,000 × 30,000 px, more than we can process (at most 100 megapixels and 30,000 px on a side): save it smaller and upload it again. 591 × 591 px is enough for 300 ppi at 50 × 50 mm.',
    );
    await expectRefused([{ name: 'logo.png', bytes: TEXT_FILE }], QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted);
  });

  it('refuses damaged and scripted files, the refused one named when several were sent', async () => {
    await expectRefused([{ name: 'damaged.png', bytes: await corruptPng() }], PREFLIGHT_MESSAGES.imageUnreadable);
    await expectRefused(
      [
        { name: 'front.pdf', bytes: TINY_PDF },
        { name: 'script.pdf', bytes: PDF_WITH_JAVASCRIPT },
      ],
      `script.pdf: ${PREFLIGHT_MESSAGES.pdfActiveContent}`,
    );
  });

  it('refuses a 72 ppi image at the request’s size with the fix', async () => {
    const side = pixelsAt(50, 72);
    await expectRefused(
      [{ name: 'logo.png', bytes: await pngImage(side, side, { transparent: true }) }],
      'At 50 × 50 mm this image prints at 72 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.',
    );
  });

  it('stores a 200 ppi image (a warning is not a refusal) beside a PDF', async () => {
    const side = pixelsAt(50, 200);
    const before = await counts();
    const files = [
      { name: 'photo.jpg', bytes: new Uint8Array(await jpegImage(side, side)) },
      { name: 'front.pdf', bytes: TINY_PDF },
    ];
    const answer = await submit(files);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.files).toEqual(files.map((f) => ({ name: f.name, size_bytes: f.bytes.length })));
    expect(await counts()).toEqual({ requests: before.requests + 1, files: before.files + 2, stored: before.stored + 2 });
  });
});
