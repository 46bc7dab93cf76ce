/**
 * A file is judged the moment it is chosen (issue 17), at 1280 and 390 px: on the order page, the
 * staff desk's proof field and checkout, a text file renamed logo.pdf is listed at once as not
 * added, with its name and the catalogue's "File type not accepted. Please try again.", the field
 * points to that list for a screen reader, no native alert opens, the good file beside it is kept,
 * and only the good file is sent.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi, apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { TINY_PDF } from '../../../test/order-proof.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { QUOTE_REQUEST_MESSAGES } from '../quote-request/quote-request-rules.js';
import { ARTWORK_MESSAGES } from './order-artwork-rules.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const PDF = Buffer.from(TINY_PDF);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]);
/** notes.txt, renamed. */
const renamedText = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('Notes for the printer: gold foil on the logo, please.\n') });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** What a screen reader reads after the field's name: the text of the elements its aria-describedby names. */
const description = (field: Locator): Promise<string> =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

/** Native dialogs (alert, confirm) the page opens: there should be none. */
function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('file fields judge a file as it is chosen (%s)', (_name, viewport) => {
  it('the order page, the staff desk and checkout list a renamed text file as refused and keep the good file beside it', async () => {
    const page = await shop.newPage(viewport);
    const dialogs = nativeDialogs(page);
    // A member who is also on the staff desk: one page serves the order, the desk and checkout.
    const member = newMember('Aisyah', 'Rahman');
    await registerThroughApi(shop, page, member);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, member.email));
    const order = await memberOrderThroughApi(page.request);

    // The order page: logo.pdf (text inside) is refused at once, front.pdf is kept and is all that is sent.
    await page.goto(order.page_url);
    const artwork = page.getByRole('region', { name: 'Artwork' });
    const files = artwork.getByLabel(/Your files/);
    await files.setInputFiles([renamedText('logo.pdf'), pdf('front.pdf')]);
    const refusal = artwork.getByRole('alert').filter({ hasText: 'logo.pdf' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      `This file was not added:logo.pdf${QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted} Its name ends in .pdf, but the file is not a PDF.`,
    );
    expect(await artwork.getByRole('list', { name: 'Files to upload' }).getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^front\.pdf /)]);
    expect(await description(files)).toContain(`logo.pdf${QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted}`);
    expect(await files.getAttribute('aria-invalid')).toBe('true');
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    await artwork.getByRole('link', { name: 'front.pdf' }).waitFor();
    const sent = await apiData<{ artwork: { name: string }[] }>(await page.request.get(`/api/orders/${order.order_no}/artwork`));
    expect(sent.artwork.map((f) => f.name)).toEqual(['front.pdf']);
    expect(await artwork.getByRole('alert').count()).toBe(0);

    // The staff desk's proof: a text file named proof.pdf, then a PNG, are each refused with the reason; nothing is sent.
    await page.goto(`/staff/orders?order=${order.order_no}`);
    const desk = page.getByRole('region', { name: 'Artwork and proof' });
    const proofField = desk.getByLabel('Proof (PDF)');
    await proofField.setInputFiles(renamedText('proof.pdf'));
    await desk.getByRole('alert').filter({ hasText: `proof.pdf${QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted}` }).waitFor();
    await proofField.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await desk.getByRole('alert').filter({ hasText: `proof.png${ARTWORK_MESSAGES.proofOnePdf}` }).waitFor();
    expect(await description(proofField)).toBe(`This file was not added:proof.png${ARTWORK_MESSAGES.proofOnePdf}`);
    await desk.getByRole('button', { name: 'Upload proof' }).click();
    await desk.getByRole('alert').filter({ hasText: 'Please choose the proof (one PDF).' }).waitFor();
    const staffView = await apiData<{ proofs: unknown[] }>(await page.request.get(`/api/staff/orders/${order.order_no}/artwork`));
    expect(staffView.proofs).toEqual([]);

    // Checkout: the same, per item.
    await addStickersThroughApi(page.request, 100);
    await page.goto('/checkout');
    const checkoutArtwork = page.getByRole('group', { name: 'Artwork (optional)' });
    const itemField = checkoutArtwork.getByLabel('Standard Vinyl Stickers', { exact: true });
    await itemField.setInputFiles([pdf('back.pdf'), renamedText('logo.pdf')]);
    await checkoutArtwork.getByRole('alert').filter({ hasText: `logo.pdf${QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted}` }).waitFor();
    expect(await checkoutArtwork.getByRole('list', { name: 'Files for Standard Vinyl Stickers' }).getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^back\.pdf /)]);
    expect(await description(itemField)).toContain('logo.pdf');

    expect(dialogs).toEqual([]);
  });
});
