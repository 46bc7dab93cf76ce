/**
 * The web checkout and the order page (issue 12) at 1280 and 390 px: a guest adds a sticker,
 * checks out with a verified email (the code read from the outbox), lands on the order's page
 * awaiting payment with the PayNow QR code, the cart's total and the order number as reference;
 * the cart is empty afterwards. Then, from another browser, the order is found by number and
 * email (a wrong email is refused). axe finds nothing serious on either page. Issue 17: an address
 * line counts its characters near its 200 and says when a paste was cut; a wrong code keeps the
 * catalogue's message with a line under it saying the typed code doesn't match.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { fieldDescription, pasteInto } from '../../../test/page-helpers.js';
import { newEmail, verificationCode } from '../account/account-browser-helpers.js';
import { ORDER_MESSAGES, ORDER_NO_PATTERN } from './order-rules.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Orders placed by the checkout tests, for the look-up test: viewport name → number and email. */
const placed = new Map<string, { orderNo: string; email: string; total: string }>();

async function addStickerAndOpenCart(page: Page): Promise<string> {
  await page.goto('/stickers/vinyl/standard');
  const total = page.getByRole('status', { name: /Total/ });
  await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
  await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.waitFor();
  const cartTotal = /TotalS\$([\d,]+\.\d{2})/.exec((await summary.textContent()) ?? '')?.[1];
  expect(cartTotal).toBeTruthy();
  return `S$${cartTotal}`;
}

async function qrImageLoaded(page: Page): Promise<void> {
  const qr = page.getByRole('img', { name: /^PayNow QR code/ });
  await qr.waitFor();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('guest checkout (%s)', (name, viewport) => {
  it('adds a sticker, verifies the email, places the order and lands on the order awaiting PayNow payment', async () => {
    const page = await shop.newPage(viewport);
    // A guest's checkout asks nothing that can only be refused (the address book is a member's).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    const cartTotal = await addStickerAndOpenCart(page);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/checkout$/);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.getByTestId('checkout-total').textContent()).toBe(cartTotal);

    // Nothing filled in: the rules' messages appear under their fields, and nothing is sent.
    await page.getByRole('button', { name: 'Place order' }).click();
    const line1 = page.getByLabel('Address line 1');
    await expect.poll(() => line1.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#checkout-address-line1-error').textContent()).toBe('Address Line 1 is required. Please try again.');
    expect(await page.locator('#checkout-address-postcode-error').textContent()).toBe('Postcode is required. Please try again.');
    expect(await page.locator('#checkout-contact-phone-error').textContent()).toBe('Phone number is required. Please try again.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-contact-first_name');

    const email = newEmail(`buyer-${name}`);
    await page.getByLabel('First name').fill('Mei Ling');
    await page.getByLabel('Last name').fill('Tan');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone').fill('9123 4567');
    await line1.fill('Blk 123 Ang Mo Kio Avenue 3, #05-67');
    // An address line says how near its 200 characters it is, and that a paste past them was cut.
    const line2 = page.getByLabel('Address line 2 (optional)');
    await line2.fill('Care of the front desk, '.repeat(8));
    await page.getByText('192 of 200 characters', { exact: true }).waitFor();
    expect(await fieldDescription(line2)).toBe('192 of 200 characters');
    await pasteInto(line2, 'Tower 2, Level 5, reception on the left after the lifts', { select: true });
    await expect.poll(() => line2.inputValue()).toBe('Tower 2, Level 5, reception on the left after the lifts');
    expect(await page.getByText(/of 200 characters|were kept/).count()).toBe(0);
    await pasteInto(line2, 'Mapletree Business City, 10 Pasir Panjang Road, '.repeat(5), { select: true });
    expect(await line2.inputValue()).toHaveLength(200);
    expect(await fieldDescription(line2)).toBe('Only the first 200 characters were kept. 200 of 200 characters. That is the limit: nothing more can be typed.');
    await line2.fill('');
    expect(await page.getByText(/of 200 characters/).count()).toBe(0);
    await page.getByLabel('Postcode').fill('560123');
    await page.getByLabel('Label (optional)').fill('Home');

    // Placing the order before verifying the email says so.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Verify your email' }).textContent()).toContain(ORDER_MESSAGES.emailNotVerified);

    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await verificationCode(shop, email);
    // A wrong code: the catalogue's message stays, and a line under it says the typed code doesn't match.
    const codeField = page.getByLabel('Verification code');
    await codeField.fill(code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const mismatch = "The code you typed doesn't match the one we sent. Check the newest email, or send a new code.";
    await page.getByText(mismatch, { exact: true }).waitFor();
    expect(await fieldDescription(codeField)).toBe(`Please enter the verification code sent to your email. ${mismatch}`);
    await page.getByLabel('Verification code').fill(code);
    expect(await page.getByText(mismatch).count()).toBe(0);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText(`${email} is verified.`).waitFor();
    expect(await seriousAccessibilityViolations(page), 'axe on /checkout').toEqual([]);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/);
    const orderNo = page.url().split('/orders/')[1] ?? '';
    expect(orderNo).toMatch(ORDER_NO_PATTERN);
    expect(refused, 'calls answered 401 during a guest checkout').toEqual([]);
    await page.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    expect(await page.locator('.order-status').textContent()).toBe('Awaiting payment');
    expect(await page.getByTestId('order-total').textContent()).toBe(cartTotal);
    const paynow = page.getByRole('region', { name: 'Pay with PayNow' });
    expect(await paynow.getByTestId('paynow-reference').textContent()).toBe(orderNo);
    expect(await paynow.textContent()).toContain(cartTotal);
    await qrImageLoaded(page);
    const steps = page.getByRole('region', { name: 'Progress' }).getByRole('listitem');
    expect(await steps.count()).toBe(9);
    expect(await steps.nth(1).getAttribute('aria-current')).toBe('step');
    expect(await page.textContent('body')).toContain('nothing is printed before you approve it');
    expect(await seriousAccessibilityViolations(page), 'axe on the order page').toEqual([]);
    placed.set(name, { orderNo, email, total: cartTotal });

    // The cart was emptied by the order: the header says so at once, and so does the cart page.
    await expect.poll(() => page.getByRole('link', { name: /^Cart( \(\d+\))?$/ }).textContent()).toBe('Cart');
    await page.goto('/cart');
    await page.getByText('Your cart is empty.').waitFor();
  });
});

describe('finding an order from another browser', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('the order page asks for the number and email; a wrong email is refused, the right one shows the order (%s)', async (name, viewport) => {
    const order = placed.get(name);
    expect(order, 'the checkout test placed an order').toBeDefined();
    const { orderNo, email, total } = order!;
    const page = await shop.newPage(viewport);
    await page.goto(`/orders/${orderNo}`);
    await page.getByRole('heading', { name: 'Find your order', level: 1 }).waitFor();
    expect(await page.getByLabel('Order number').inputValue()).toBe(orderNo);
    expect(await seriousAccessibilityViolations(page), 'axe on the look-up form').toEqual([]);

    await page.getByLabel('Email').fill('someone.else@example.sg');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(ORDER_MESSAGES.notFound);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    expect(await page.getByTestId('order-total').textContent()).toBe(total);
    expect(await page.getByTestId('paynow-reference').textContent()).toBe(orderNo);
    // The look-up's answer has no QR image address: the page draws the code from the payload.
    await qrImageLoaded(page);
    expect(await page.getByRole('img', { name: /^PayNow QR code/ }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('/orders without a number says the catalogue’s message', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Find your order', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect.poll(() => page.locator('#lookup-order-no-error').textContent()).toBe(ORDER_MESSAGES.orderNoRequired);
  });
});
