/**
 * Artwork and proofs in the browser (issue 12) at 1280 and 390 px: a member's order page shows the
 * Artwork block ("Please upload your file" until a file is sent), the member uploads a PDF; staff
 * upload the proof on the desk ("Upload proof") and the payment is marked; the member sees the proof
 * and "Estimated dispatch", is told a change request needs a message, and approves it: the heading
 * becomes "Dispatch date" (worked out from payment and approval), the estimated delivery apart from
 * it. The proof's first page is shown as a picture on the page and in "Approve this proof?", and
 * opens large (and zoomed) in a dialog; PDF.js is fetched only once there is a proof to draw, and a
 * proof it cannot draw says so and offers the download. axe finds nothing serious on either page.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi, apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { ONE_PAGE_PDF, TINY_PDF } from '../../../test/order-proof.js';
import { DIE_CUT_50 } from '../../../test/place-order.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { QUOTE_REQUEST_MESSAGES } from '../quote-request/quote-request-rules.js';
import type { Order } from './orders.schemas.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const PDF = Buffer.from(TINY_PDF);

/** Waits until the picture has loaded with pixels, and returns its box on the page. */
async function drawnPicture(picture: Locator): Promise<{ x: number; width: number; height: number }> {
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalHeight > 0), { message: 'the proof picture should be drawn' })
    .toBe(true);
  const box = await picture.boundingBox();
  if (!box) throw new Error('the proof picture is not laid out');
  return box;
}

/** The picture sits within the screen's width (no sideways scrolling to see the proof). */
async function expectWithinWidth(page: Page, box: { x: number; width: number }): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Requests for PDF.js (its chunk or worker), which only a page with a proof to draw makes. */
const isPdfJs = (url: string): boolean => /\/assets\/(proof-render|pdf\.worker)[^/]*\.m?js$/.test(url);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('artwork and proof (%s)', (_name, viewport) => {
  // Two browser contexts, PDF previews drawn in the page, and the automatic proof made meanwhile by the server: room for a busy machine.
  it('the member uploads artwork, staff upload the proof, the member approves it', { timeout: 120_000 }, async () => {
    const page = await shop.newPage(viewport);
    const pdfJsRequests: string[] = [];
    page.on('request', (request) => {
      if (isPdfJs(request.url())) pdfJsRequests.push(request.url());
    });
    await registerThroughApi(shop, page, newMember());
    const order = await memberOrderThroughApi(page.request);
    await page.goto(order.page_url);
    const artwork = page.getByRole('region', { name: 'Artwork' });
    await artwork.getByText('Please upload your file').waitFor();
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    await artwork.getByRole('alert').filter({ hasText: 'Please upload your file' }).waitFor();
    await artwork.getByLabel(/Your files/).setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    await artwork.getByRole('link', { name: 'logo.pdf' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // No proof yet: the page never fetched PDF.js.
    expect(pdfJsRequests).toEqual([]);

    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    await staff.goto(`/staff/orders?order=${order.order_no}`);
    const proofBlock = staff.getByRole('region', { name: 'Artwork and proof' });
    await proofBlock.getByRole('link', { name: 'logo.pdf' }).waitFor();
    await proofBlock.getByLabel('Proof (PDF)').setInputFiles({ name: 'proof-v1.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ONE_PAGE_PDF) });
    await proofBlock.getByRole('button', { name: 'Upload proof' }).click();
    await proofBlock.getByRole('link', { name: 'proof-v1.pdf' }).waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    // The payment arrives (marked on the desk's API): the dispatch date is still an estimate until the proof is approved.
    await apiData(await staff.request.post(`/api/staff/orders/${order.order_no}/payment`, { data: { amount_cents: order.total_cents } }));

    await page.reload();
    const estimated = page.getByRole('region', { name: 'Estimated dispatch' });
    await estimated.getByText('This date holds if you pay and approve your proof by 6:00 PM Singapore time on a business day; otherwise it moves.').waitFor();
    expect(await page.getByRole('region', { name: 'Estimated delivery' }).textContent()).toMatch(/\d{4}By Standard shipping\.$/);
    const proof = page.getByRole('region', { name: 'Proof' });
    await proof.getByRole('link', { name: /View your proof \(PDF\): proof-v1\.pdf/ }).waitFor();
    // The proof's first page is on the page, drawn, within the screen.
    const pictureName = 'Proof version 1 (proof-v1.pdf), page 1';
    const inBlock = await drawnPicture(proof.getByRole('img', { name: pictureName }));
    await expectWithinWidth(page, inBlock);
    expect(pdfJsRequests.length).toBeGreaterThan(0);
    // Enlarged in a dialog from the keyboard; "Zoom in" makes it wider than the dialog, to pan over.
    const enlarge = proof.getByRole('button', { name: 'Enlarge the proof' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const large = page.getByRole('dialog', { name: 'Proof version 1' });
    const largeBox = await drawnPicture(large.getByRole('img', { name: pictureName }));
    await expectWithinWidth(page, largeBox);
    expect(largeBox.width).toBeGreaterThan(inBlock.width);
    const zoom = large.getByRole('button', { name: 'Zoom in' });
    expect(await zoom.getAttribute('aria-pressed')).toBe('false');
    await zoom.click();
    expect(await zoom.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await large.getByRole('img', { name: pictureName }).boundingBox())?.width ?? 0).toBeGreaterThan(largeBox.width * 1.5);
    expect(await seriousAccessibilityViolations(page), 'axe on the enlarged proof').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => large.count()).toBe(0);
    await expect.poll(() => enlarge.evaluate((button) => button === document.activeElement)).toBe(true);
    await proof.getByRole('button', { name: 'Request changes' }).click();
    await proof.getByRole('alert').filter({ hasText: 'Your message is required. Please try again.' }).waitFor();
    // Approving asks first: "Not yet" changes nothing, "Approve and print" approves.
    await proof.getByRole('button', { name: 'Approve proof' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this proof?' });
    expect(await confirm.textContent()).toContain('We print exactly what the proof shows.');
    // The shopper approves what they see: the same picture in the dialog, which a click enlarges.
    const inDialog = confirm.getByRole('img', { name: pictureName });
    await expectWithinWidth(page, await drawnPicture(inDialog));
    await expect.poll(async () => (await confirm.getByRole('button', { name: 'Approve and print' }).boundingBox())?.y ?? Infinity, { message: 'Approve and print is on screen' }).toBeLessThan(page.viewportSize()?.height ?? 0);
    await inDialog.click();
    await drawnPicture(large.getByRole('img', { name: pictureName }));
    await page.keyboard.press('Escape');
    await expect.poll(() => large.count()).toBe(0);
    expect(await confirm.count(), 'closing the large view leaves the question open').toBe(1);
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await proof.getByText(/You approved this proof on/).count()).toBe(0);
    await proof.getByRole('button', { name: 'Approve proof' }).click();
    await confirm.getByRole('button', { name: 'Approve and print' }).click();
    await proof.getByText(/You approved this proof on/).waitFor();
    // Paid and approved: the heading says the date is worked out, not estimated; delivery stays apart.
    const dispatch = page.getByRole('region', { name: 'Dispatch date' });
    await dispatch.getByText('Worked out from your payment and proof approval.').waitFor();
    expect(await page.getByRole('region', { name: 'Estimated dispatch' }).count()).toBe(0);
    const seen = await apiData<Order>(await page.request.get(`/api/orders/${order.order_no}`));
    expect(seen.dispatch_date_basis).toBe('confirmed');
    expect(await page.getByTestId('order-dispatch-date').textContent()).toBe(seen.dispatch_date_text);
    expect(await page.getByTestId('order-delivery-date').textContent()).toBe(seen.delivery_date_text);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
    await staff.close();
  });
});

describe('a proof PDF.js cannot draw', () => {
  it('says the preview is not available and offers the download', async () => {
    const page = await shop.newPage(MOBILE);
    await registerThroughApi(shop, page, newMember('Wei', 'Ling'));
    const order = await memberOrderThroughApi(page.request);
    const staff = await shop.newPage(MOBILE);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    const pdf = (name: string, buffer = PDF) => ({ 'attachments[]': { name, mimeType: 'application/pdf', buffer } });
    await apiData(await page.request.post(`/api/orders/${order.order_no}/artwork`, { multipart: pdf('logo.pdf') }));
    // A file that starts like a PDF but has no page to draw (proofs are not preflighted: staff send them).
    const noPage = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await apiData(await staff.request.post(`/api/staff/orders/${order.order_no}/proof`, { multipart: pdf('broken.pdf', noPage) }));
    await page.goto(order.page_url);
    const proof = page.getByRole('region', { name: 'Proof' });
    const fallback = proof.getByText('Preview not available — download the proof');
    await fallback.waitFor();
    const view = await apiData<{ proofs: { url: string }[] }>(await page.request.get(`/api/orders/${order.order_no}/artwork`));
    expect(await fallback.getByRole('link', { name: 'download the proof' }).getAttribute('href')).toBe(view.proofs[0]?.url);
    expect(await proof.getByRole('img').count()).toBe(0);
    await proof.getByRole('button', { name: 'Approve proof' }).click();
    await page.getByRole('dialog', { name: 'Approve this proof?' }).getByText('Preview not available — download the proof').waitFor();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('artwork per item, at checkout and on the order page (%s)', (_name, viewport) => {
  it('a member attaches artwork to item 2 at checkout, then to item 1 from the order page; each file is listed with its item', async () => {
    const page = await shop.newPage(viewport);
    await page.goto('/');
    await registerThroughApi(shop, page, newMember('Kumar', 'Raj'));
    for (const width of [50, 80]) await addStickersThroughApi(page.request, 100, { ...DIE_CUT_50, width, height: width });
    await page.goto('/checkout');
    const artwork = page.getByRole('group', { name: 'Artwork (optional)' });
    await artwork.waitFor();
    // Five files for one item: four are kept, the fifth is refused here with the quote form's message; the shopper removes them again.
    const item1 = artwork.getByLabel('Item 1: Standard Vinyl Stickers');
    await item1.setInputFiles(['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: `${n}.pdf`, mimeType: 'application/pdf', buffer: PDF })));
    await artwork.getByRole('alert').filter({ hasText: QUOTE_REQUEST_MESSAGES.tooManyFiles }).waitFor();
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']) await artwork.getByRole('button', { name: `Remove ${name}` }).click();
    expect(await artwork.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await artwork.getByLabel('Item 2: Standard Vinyl Stickers').setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Phone').fill('9123 4567');
    await page.getByLabel('Address line 1').fill('1 Raffles Place, #20-01');
    await page.getByLabel('Postcode').fill('048616');
    expect(await seriousAccessibilityViolations(page), 'axe on checkout with artwork').toEqual([]);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/, { timeout: 15_000 });

    const block = page.getByRole('region', { name: 'Artwork' });
    await block.getByRole('link', { name: 'back.pdf' }).waitFor();
    expect(await block.getByRole('listitem').filter({ hasText: 'back.pdf' }).textContent()).toContain('item 2');
    await block.getByLabel('These files are for').selectOption({ label: 'Item 1: Standard Vinyl Stickers' });
    await block.getByLabel(/Your files/).setInputFiles({ name: 'front.pdf', mimeType: 'application/pdf', buffer: PDF });
    await block.getByRole('button', { name: 'Upload artwork' }).click();
    await block.getByRole('link', { name: 'front.pdf' }).waitFor();
    expect(await block.getByRole('listitem').filter({ hasText: 'front.pdf' }).textContent()).toContain('item 1');
    const orderNo = page.url().split('/orders/')[1] ?? '';
    const view = await apiData<{ artwork: { name: string; line_position: number | null }[] }>(await page.request.get(`/api/orders/${orderNo}/artwork`));
    expect(view.artwork.map((f) => [f.name, f.line_position])).toEqual([
      ['back.pdf', 1],
      ['front.pdf', 0],
    ]);
    expect(await seriousAccessibilityViolations(page), 'axe on the order page with two items').toEqual([]);
  });
});
