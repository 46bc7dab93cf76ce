/**
 * The whole order path in the browser, as a guest and a staff member live it, at 1280 and 390 px:
 * a guest (fresh context, no account) configures stickers, sees the price, adds them to the cart,
 * checks out with Express shipping, a Singapore address and the email verified with the emailed
 * code, and lands on the order page awaiting PayNow payment. The QR code shown there is fetched
 * and decoded (rasterised in the page's canvas, read with jsQR): its payload carries the order
 * number and the exact total, and its CRC checks. The guest uploads artwork. A staff member, in
 * another context, finds the order on the desk, marks it paid with the exact total and uploads a
 * proof PDF. The guest's page then shows the payment, the tax invoice and the proof; the guest
 * approves it, and the timeline shows "Proof approved" with the estimated dispatch date.
 * axe finds nothing serious on the checkout, order and desk pages.
 */
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addToCartButton, choose, describeViolations, openConfigurator, parseSgd, settledTotal, totalText } from '../../../test/page-helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { TINY_PDF } from '../../../test/order-proof.js';
import { members } from '../account/account.tables.js';
import { formatSgd } from '../../shared/money.js';
import { newEmail, newMember, registerThroughApi, verificationCode } from '../account/account-browser-helpers.js';
import { parseEmvPayload, verifyPayloadCrc } from '../payment/paynow.js';
import { ORDER_NO_PATTERN } from './order-rules.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** A small PDF with one page: the artwork (preflighted when it arrives) and the proof. */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(TINY_PDF) });

/** An amount as the shop writes it: S$1,234.50. */
const SGD = /^S\$\d{1,3}(,\d{3})*\.\d{2}$/;
/** A dispatch date as the shop writes it: Wed, 25 Nov 2026. */
const SHOP_DATE = /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/;
/** A time on the timeline: 23 Nov 2026, 10:00 AM. */
const SHOP_DATE_TIME = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/;

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, `axe on ${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The text of a locator, trimmed. */
const text = async (locator: Locator): Promise<string> => ((await locator.textContent()) ?? '').trim();

/** The order page's dispatch date: "Estimated dispatch" (or "Dispatch date" once it is worked out from payment and approval). */
const dispatchDateOf = (page: Page): Locator => page.getByRole('region', { name: /^(Estimated dispatch|Dispatch date)$/ }).locator('.order-dispatch');

/** One step of the order page's timeline, by its label. */
const timelineStep = (page: Page, label: string): Locator => page.getByRole('region', { name: 'Progress' }).getByRole('listitem').filter({ hasText: label });

/**
 * Step 1, the configurator: Matte laminate, 20 pieces; the total settles on a new S$ amount, and
 * Add to Cart opens the cart view. Returns the configurator's total (cents).
 */
async function configureAndAddToCart(page: Page): Promise<number> {
  await openConfigurator(page, '/stickers/vinyl/standard');
  await page.getByRole('heading', { name: 'Standard Vinyl Stickers', level: 1 }).waitFor();
  const first = await settledTotal(page);
  await choose(page, 'Finishing', 'Matte Laminate');
  await choose(page, 'Quantity', '20');
  const total = await settledTotal(page, { not: first });
  // "S$20.00 S$1.00 each · save 38%": the total, then the price of one piece.
  const shown = await totalText(page);
  expect(shown.startsWith(formatSgd(total)), shown).toBe(true);
  expect(shown).toMatch(/^S\$[\d,]+\.\d{2}\s*S\$[\d,]+\.\d{2} each/);
  await addToCartButton(page).click();
  const added = page.getByRole('dialog', { name: 'Added to your cart' });
  await added.waitFor();
  expect(await added.textContent()).toContain(formatSgd(total));
  await added.getByRole('link', { name: 'View cart' }).click();
  return total;
}

/**
 * Step 2, cart and checkout: the cart shows the line at the configurator's price; the checkout
 * form is filled as a guest, the email verified with the code from the outbox, Express picked
 * (its fee joins the total) and the order placed. Returns what the checkout showed.
 */
async function checkOut(page: Page, lineCents: number, email: string): Promise<{ orderNo: string; total: string; dispatchDate: string }> {
  await page.waitForURL(/\/cart$/);
  const cartSummary = page.getByRole('complementary', { name: 'Order summary' });
  await cartSummary.waitFor();
  expect(await page.getByRole('main').textContent()).toContain('Standard Vinyl Stickers');
  expect(await cartSummary.textContent()).toContain(`Subtotal${formatSgd(lineCents)}`);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  expect(page.url()).toMatch(/\/checkout$/);

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const items = summary.getByRole('list', { name: 'Items' });
  expect(await items.getByRole('listitem').count()).toBe(1);
  expect(await text(items)).toMatch(/Standard Vinyl Stickers.*Matte Laminate.*· 20 pcs/);
  expect(await text(items)).toContain(formatSgd(lineCents));

  // Shipping: Express, and its fee joins the total.
  const shipping = summary.getByRole('group', { name: 'Shipping' });
  expect(await shipping.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
  expect(await summary.getByTestId('checkout-total').textContent()).toBe(formatSgd(lineCents));
  await shipping.getByRole('radio', { name: /Express/ }).check({ force: true });
  await expect.poll(() => text(summary), { message: 'the summary should charge Express shipping' }).toContain('Shipping (Express)S$15.00');
  await expect.poll(() => summary.getByTestId('checkout-total').textContent(), { message: 'the total should include the Express fee' }).toBe(formatSgd(lineCents + 1500));
  const dispatchDate = /Estimated dispatch: ([A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4})/.exec(await text(summary))?.[1] ?? '';
  expect(dispatchDate).toMatch(SHOP_DATE);

  // Contact and a Singapore address: 8-digit phone, 6-digit postcode.
  await page.getByLabel('First name').fill('Mei Ling');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('9123 4567');
  await page.getByLabel('Address line 1').fill('Blk 123 Ang Mo Kio Avenue 3, #05-67');
  await page.getByLabel('Address line 2 (optional)').fill('Kebun Baru');
  await page.getByLabel('Postcode').fill('560123');
  await page.getByLabel('Label (optional)').fill('Home');

  // The email check: the code comes by email (read from the outbox: the tests run without SMTP).
  const verify = page.getByRole('group', { name: 'Verify your email' });
  await verify.getByRole('button', { name: 'Send code' }).click();
  await verify.getByText(`We emailed a 4-character code to ${email}.`, { exact: false }).waitFor();
  await verify.getByLabel('Verification code').fill(await verificationCode(shop, email));
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(`${email} is verified.`).waitFor();
  await expectNoSeriousViolations(page, '/checkout');

  const total = await text(summary.getByTestId('checkout-total'));
  expect(total).toMatch(SGD);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/, { timeout: 10_000 }).catch(async () => {
    throw new Error(`Place order did not open the order page; the page says: ${(await page.getByRole('alert').allInnerTexts()).join(' | ') || '(no alert)'}`);
  });
  const orderNo = page.url().split('/orders/')[1] ?? '';
  expect(orderNo).toMatch(ORDER_NO_PATTERN);
  return { orderNo, total, dispatchDate };
}

/**
 * The PayNow QR code on the page, fetched (the owner's image is the server's SVG), drawn at 8 px
 * a module on a canvas in the page and decoded with jsQR: returns the payload it carries.
 */
async function decodePayNowQr(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: /^PayNow QR code/ });
  await qr.waitFor();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: 'the QR code image should load' }).toBeGreaterThan(0);
  const src = (await qr.getAttribute('src')) ?? '';
  const response = await page.request.get(src);
  expect(response.status(), `GET ${src}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await response.text();
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  expect(modules, 'the SVG has a square viewBox of whole modules').toBeGreaterThan(20);
  const size = modules * 8;
  // Drawn from the fetched SVG (given a pixel size) as a data: image, which the shop's CSP allows for the QR code.
  const rgba = await page.evaluate(
    async ({ svgText, px }) => {
      const image = new Image(px, px);
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText.replace('<svg ', `<svg width="${px}" height="${px}" `))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = px;
      canvas.height = px;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, px, px);
      context.drawImage(image, 0, 0, px, px);
      return Array.from(context.getImageData(0, 0, px, px).data);
    },
    { svgText: svg, px: size },
  );
  const decoded = jsQR(Uint8ClampedArray.from(rgba), size, size);
  expect(decoded, 'jsQR should read the PayNow QR code').not.toBeNull();
  return decoded?.data ?? '';
}

/**
 * Step 4, the staff desk in its own context: a staff account (registered, then made staff as the
 * shop's admin would), the order found in the list, marked paid with its exact total and a proof
 * PDF uploaded. The guest's artwork is there to download.
 */
async function staffMarkPaidAndSendProof(viewport: { width: number; height: number }, orderNo: string, total: string, email: string): Promise<void> {
  const staff = await shop.newPage(viewport);
  const staffMember = newMember('Siti', 'Rahman');
  await registerThroughApi(shop, staff, staffMember);
  await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));

  await staff.goto('/staff/orders');
  await staff.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  const row = staff.getByRole('row').filter({ hasText: orderNo });
  await row.waitFor({ timeout: 10_000 });
  const rowText = await text(row);
  expect(rowText).toContain('Mei Ling Tan');
  expect(rowText).toContain(email);
  expect(rowText).toContain('Awaiting payment');
  expect(rowText).toContain(total);
  await row.getByRole('link', { name: orderNo }).click();

  const detail = staff.getByRole('article', { name: orderNo });
  await detail.getByRole('heading', { name: 'History' }).waitFor();
  const detailText = await text(detail);
  expect(detailText).toContain('Blk 123 Ang Mo Kio Avenue 3, #05-67');
  expect(detailText).toContain('Singapore 560123');
  expect(detailText).toContain('+65 9123 4567');
  expect(detailText).toContain('Express');
  expect(detailText).toContain(`${total} by PayNow or bank transfer`);
  const proofBlock = detail.getByRole('region', { name: 'Artwork and proof' });
  await proofBlock.getByRole('link', { name: 'logo.pdf' }).waitFor();
  await expectNoSeriousViolations(staff, 'the staff desk');

  // Mark paid: the confirmation names the exact total and the reference.
  await detail.getByRole('button', { name: 'Mark paid…' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mark this order paid?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(`Only when ${total} with reference ${orderNo} has arrived`);
  await dialog.getByRole('button', { name: `Confirm ${total} received` }).click();
  await detail.getByRole('status').filter({ hasText: `Order ${orderNo} is marked paid.` }).waitFor();
  await expect.poll(() => text(detail), { message: 'the history should show the payment' }).toContain(`${total} received`);
  // The artwork was already in: the order moves on to "Artwork received".
  await expect.poll(() => text(detail.locator('.staff-order-status .order-status')), { message: 'the order should be at Artwork received' }).toBe('Artwork received');

  // The proof.
  await proofBlock.getByLabel('Proof (PDF)').setInputFiles(pdf('proof-v1.pdf'));
  await proofBlock.getByRole('button', { name: 'Upload proof' }).click();
  await proofBlock.getByRole('link', { name: 'proof-v1.pdf' }).waitFor();
  expect(await text(proofBlock)).toContain('Proof sent');
  await expect.poll(() => text(detail.locator('.staff-order-status .order-status')), { message: 'the order should be at Proof sent' }).toBe('Proof sent');
  await staff.close();
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('a guest’s order from the configurator to an approved proof (%s)', (name, viewport) => {
  // The whole path in one test, with two browser contexts and axe four times: about 15 s on an idle 2-CPU machine, so more room than the project's 60 s.
  it('configures, checks out, pays by the PayNow QR code’s details, gets a proof from staff and approves it', { timeout: 120_000 }, async () => {
    // 1. The configurator.
    const guest = await shop.newPage(viewport);
    const lineCents = await configureAndAddToCart(guest);

    // 2. Cart and checkout.
    const email = newEmail(`journey-${name}`);
    const { orderNo, total, dispatchDate } = await checkOut(guest, lineCents, email);
    const totalCents = parseSgd(total) ?? 0;
    expect(totalCents).toBe(lineCents + 1500);

    // 3. The order page: awaiting payment, the PayNow QR code for the exact total and the order number.
    await guest.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    expect(await text(guest.locator('.order-head .order-status'))).toBe('Awaiting payment');
    expect(await text(guest.getByTestId('order-total'))).toBe(total);
    expect(await text(timelineStep(guest, 'Awaiting payment'))).toMatch(SHOP_DATE_TIME);
    expect(await timelineStep(guest, 'Awaiting payment').getAttribute('aria-current')).toBe('step');
    const paynow = guest.getByRole('region', { name: 'Pay with PayNow' });
    expect(await text(paynow.getByTestId('paynow-reference'))).toBe(orderNo);
    expect(await text(paynow)).toContain(`Amount${total}`);
    expect(await guest.getByRole('img', { name: /^PayNow QR code/ }).getAttribute('alt')).toBe(`PayNow QR code: ${total}, reference ${orderNo}`);
    const payload = await decodePayNowQr(guest);
    expect(verifyPayloadCrc(payload), `CRC of ${payload}`).toBe(true);
    const fields = parseEmvPayload(payload);
    expect(fields['54'], 'the amount in the QR code').toBe((totalCents / 100).toFixed(2));
    expect(fields['62'], 'the bill number in the QR code').toEqual({ '01': orderNo });
    expect(fields['26']).toMatchObject({ '00': 'SG.PAYNOW', '03': '0' });
    expect(fields['53'], 'Singapore dollars').toBe('702');
    const delivery = guest.getByRole('region', { name: 'Delivery', exact: true });
    expect(await text(delivery)).toMatch(/Home\s*Mei Ling Tan\s*Blk 123 Ang Mo Kio Avenue 3, #05-67\s*Kebun Baru\s*Singapore 560123/);
    expect(await text(dispatchDateOf(guest))).toBe(dispatchDate);
    expect(await guest.getByRole('link', { name: /invoice \(PDF\)/i }).count()).toBe(0);
    await expectNoSeriousViolations(guest, 'the order page awaiting payment');

    // The guest sends the artwork.
    const artwork = guest.getByRole('region', { name: 'Artwork' });
    await artwork.getByText('Please upload your file').waitFor();
    await artwork.getByLabel(/Your files/).setInputFiles(pdf('logo.pdf'));
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    await artwork.getByRole('link', { name: 'logo.pdf' }).waitFor();

    // 4. Staff: paid, then the proof.
    await staffMarkPaidAndSendProof(viewport, orderNo, total, email);

    // 5. The guest's page: paid, the tax invoice, the proof; the guest approves it.
    await guest.reload();
    await guest.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    expect(await text(guest.locator('.order-head .order-status'))).toBe('Proof sent');
    expect(await text(guest.locator('.order-note'))).toMatch(/^We received your payment on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\./);
    expect(await guest.getByRole('region', { name: 'Pay with PayNow' }).count()).toBe(0);
    expect(await guest.getByRole('img', { name: /^PayNow QR code/ }).count()).toBe(0);
    for (const step of ['Payment received', 'Artwork received', 'Proof sent']) expect(await text(timelineStep(guest, step)), step).toMatch(SHOP_DATE_TIME);
    expect(await timelineStep(guest, 'Proof sent').getAttribute('aria-current')).toBe('step');

    const invoiceLink = guest.getByRole('link', { name: 'Tax invoice (PDF)' });
    await invoiceLink.waitFor();
    const invoice = await guest.request.get((await invoiceLink.getAttribute('href')) ?? '');
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    const invoiceText = pdfText(await invoice.body());
    expect(invoiceText).toContain('TAX INVOICE');
    expect(invoiceText).toContain(`INV-${orderNo}`);
    expect(invoiceText).toContain(`Total payable: ${total}, inclusive of GST.`);

    const proof = guest.getByRole('region', { name: 'Proof' });
    await proof.getByRole('link', { name: 'View your proof (PDF): proof-v1.pdf' }).waitFor();
    await proof.getByRole('button', { name: 'Approve proof' }).click();
    await guest.getByRole('dialog', { name: 'Approve this proof?' }).getByRole('button', { name: 'Approve and print' }).click();
    await proof.getByText(/^You approved this proof on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\.$/).waitFor();
    expect(await proof.getByRole('button', { name: 'Approve proof' }).count()).toBe(0);
    await expect
      .poll(() => timelineStep(guest, 'Proof approved').getAttribute('aria-current'), { message: 'the timeline should be at Proof approved' })
      .toBe('step');
    expect(await text(timelineStep(guest, 'Proof approved'))).toMatch(SHOP_DATE_TIME);
    expect(await text(guest.locator('.order-head .order-status'))).toBe('Proof approved');
    // Paid and approved: queued for printing (not "printing" until production starts).
    await guest.getByText('You approved your proof: your order is queued for printing.').waitFor();
    expect(await text(guest.getByRole('region', { name: 'Artwork' }))).toContain('Your proof is approved: your artwork is final.');
    // Paid and approved the same morning (the shop's clock is pinned), before the 6 PM cut-off: the date the checkout promised.
    expect(await text(dispatchDateOf(guest))).toMatch(SHOP_DATE);
    expect(await text(dispatchDateOf(guest))).toBe(dispatchDate);
    await expectNoSeriousViolations(guest, 'the order page with the approved proof');
    await guest.close();
  });
});
