/**
 * Artwork preflighted as the shopper uploads it to an order (issue 18), on a real database: a file
 * the preflight refuses (72 ppi at the item's size, a decompression bomb, a damaged image, a
 * scripted PDF) refuses the upload with its message and nothing is stored; a file with warnings is
 * stored with its verdict, which the order's artwork view returns with the file, beside what each
 * item's artwork is judged at.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, type testVisitor } from '../../../test/api-client.js';
import { corruptPng, jpegImage, PDF_WITH_JAVASCRIPT, pixelsAt, pngBomb, pngImage } from '../../../test/artwork-files.js';
import { attachmentsForm, TINY_PDF } from '../../../test/order-proof.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import type { OrderArtworkView } from './order-artwork.schemas.js';
import { orderFiles, orders } from './orders.tables.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Visitor = ReturnType<typeof testVisitor>;

/** 100 die-cut stickers of 50 × 50 mm, cut to the design's outline (Custom Shape), and, when asked, 50 square ones of 100 × 100 mm. */
const CONTOUR_50 = { ...DIE_CUT_50, shape_id: 5 };
const SQUARE_100 = { ...DIE_CUT_50, shape_id: 2, width: 100, height: 100 };
const placeOrder = (lines = [{ config: CONTOUR_50, quantity: 100 }]) => placeGuestOrder(shop, lines);

const upload = (v: Visitor, orderNo: string, files: readonly { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) =>
  v.send<OrderArtworkView>('POST', `/api/orders/${orderNo}/artwork`, attachmentsForm(files, fields));

async function fileCount(orderNo: string): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(orderFiles).innerJoin(orders, eq(orders.id, orderFiles.order_id)).where(eq(orders.order_no, orderNo));
  return row?.n ?? 0;
}
async function storedFileCount(): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(storedFiles);
  return row?.n ?? 0;
}

describe('artwork preflighted at upload', () => {
  it('refuses a 72 ppi image with its message and stores nothing', async () => {
    const { shopper, order } = await placeOrder();
    const before = await storedFileCount();
    const side = pixelsAt(50, 72);
    expectClientError(await upload(shopper, order.order_no, [{ name: 'logo.png', bytes: await pngImage(side, side, { transparent: true }) }], { line: '0' }), 422, {
      message: 'At 50 × 50 mm this image prints at 72 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.',
      field: 'attachments',
    });
    expect(await fileCount(order.order_no)).toBe(0);
    expect(await storedFileCount()).toBe(before);
    const view = expectOk(await shopper.send<OrderArtworkView>('GET', `/api/orders/${order.order_no}/artwork`));
    expect(view).toMatchObject({ stage: 'awaiting_artwork', artwork: [] });
  });

  it('refuses hostile and damaged files with their messages; one refused file refuses the upload, named', async () => {
    const { shopper, order } = await placeOrder();
    const before = await storedFileCount();
    expectClientError(await upload(shopper, order.order_no, [{ name: 'huge.png', bytes: pngBomb() }]), 422, {
      message:
        'This image is 30,000 × 30,000 px, more than we can process (at most 100 megapixels and 30,000 px on a side): save it smaller and upload it again. 591 × 591 px is enough for 300 ppi at 50 × 50 mm.',
    });
    expectClientError(await upload(shopper, order.order_no, [{ name: 'damaged.png', bytes: await corruptPng() }]), 422, {
      message: 'This image could not be read: the file is damaged or incomplete. Export it again and upload it.',
    });
    expectClientError(
      await upload(shopper, order.order_no, [
        { name: 'front.pdf', bytes: TINY_PDF },
        { name: 'script.pdf', bytes: PDF_WITH_JAVASCRIPT },
      ]),
      422,
      {
        message:
          'script.pdf: This PDF contains JavaScript or actions that run on their own (such as opening other files): we don’t print files with active content. Export it again as a plain PDF (PDF/X if your program offers it) and upload that.',
      },
    );
    expect(await fileCount(order.order_no)).toBe(0);
    expect(await storedFileCount()).toBe(before);
  });

  it('stores a file with warnings and returns its verdict in the artwork view', async () => {
    const { shopper, order } = await placeOrder();
    const side = pixelsAt(50, 200);
    const view = expectOk(await upload(shopper, order.order_no, [{ name: 'photo.jpg', bytes: await jpegImage(side, side) }], { line: '0' }));
    const [file] = view.artwork;
    expect(file?.preflight?.level).toBe('warning');
    expect(file?.preflight?.notes.map((n) => [n.level, n.code])).toEqual([
      ['warning', 'resolution_fair'],
      ['warning', 'transparency_missing'],
      ['ok', 'colour_rgb'],
    ]);
    expect(file?.preflight?.notes[0]?.message).toBe(
      'At 50 × 50 mm this image prints at 200 ppi: fine for photos, but small text and thin lines may look soft. For the sharpest print, upload one at least 591 × 591 px (300 ppi).',
    );
    expect(view.targets).toEqual([expect.objectContaining({ width_mm: 50, height_mm: 50, contour_cut: true, cut_words: 'die cut', fit: 'pad' })]);
    // Read again: the verdict was stored with the file.
    const seen = expectOk(await shopper.send<OrderArtworkView>('GET', `/api/orders/${order.order_no}/artwork`));
    expect(seen.artwork[0]?.preflight).toEqual(file?.preflight);
  });

  it('judges a whole-order file at the only item’s size; with several items, only what needs no size', async () => {
    const single = await placeOrder();
    const low = await pngImage(100, 100, { transparent: true });
    expectClientError(await upload(single.shopper, single.order.order_no, [{ name: 'logo.png', bytes: low }]), 422, { message: /^At 50 × 50 mm this image prints at 50 ppi/ });

    const two = await placeOrder([
      { config: CONTOUR_50, quantity: 100 },
      { config: SQUARE_100, quantity: 50 },
    ]);
    expect(expectOk(await two.shopper.send<OrderArtworkView>('GET', `/api/orders/${two.order.order_no}/artwork`)).targets.map((t) => t?.size_words)).toEqual(['50 × 50 mm', '100 × 100 mm']);
    const wholeOrder = expectOk(await upload(two.shopper, two.order.order_no, [{ name: 'logo.png', bytes: low }]));
    expect(wholeOrder.artwork[0]?.preflight?.notes.map((n) => n.code)).toEqual(['size_unknown', 'colour_rgb']);
    // For item 2 (100 × 100 mm) the same image is judged at its size.
    expectClientError(await upload(two.shopper, two.order.order_no, [{ name: 'logo.png', bytes: low }], { line: '1' }), 422, { message: /^At 100 × 100 mm this image prints at 25 ppi/ });
  });

  it('keeps proofs without a verdict', async () => {
    const { shopper, order } = await placeOrder();
    expectOk(await upload(shopper, order.order_no, [{ name: 'logo.pdf', bytes: TINY_PDF }]));
    const staff = (await registeredMember(shop, { staff: true })).v;
    const view = expectOk(await staff.send<OrderArtworkView>('POST', `/api/staff/orders/${order.order_no}/proof`, attachmentsForm([{ name: 'proof.pdf', bytes: TINY_PDF }])));
    expect(view.proofs[0]?.preflight).toBeNull();
    expect(view.artwork[0]?.preflight).toEqual({ level: 'ok', notes: [{ level: 'ok', code: 'pdf_bleed', message: 'The page is 54 × 54 mm: 50 × 50 mm with 2 mm bleed on every side.' }] });
  });
});
