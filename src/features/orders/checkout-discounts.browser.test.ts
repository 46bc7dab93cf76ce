/**
 * Coupon and points on the checkout page (issue 12) at 1280 and 390 px: a member with 1,000
 * stickers in the cart meets the catalogue's coupon messages, applies the kick-off sticker coupon
 * (1,000 free, the total unchanged), swaps it for a 10% coupon, spends the 2 welcome points, and
 * places the order: the order page charges exactly the total the checkout showed. The empty code's
 * 'Coupon Issue is required.' gets a line under it saying what to do (issue 17).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi } from '../../../test/browser-orders.js';
import { fieldDescription } from '../../../test/page-helpers.js';
import { formatSgd } from '../../shared/money.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { COUPON_MESSAGES } from '../promotions/coupon-rules.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('coupon and points at checkout (%s)', (_name, viewport) => {
  it('shows the coupon messages, applies the kick-off coupon and a 10% coupon, spends points, and the order charges the total shown', async () => {
    const page = await shop.newPage(viewport);
    await page.goto('/');
    await registerThroughApi(shop, page, newMember('Siew Ling', 'Ong'));
    await addStickersThroughApi(page.request, 1000);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const total = summary.getByTestId('checkout-total');
    await expect.poll(() => total.textContent()).toMatch(/^S\$/);
    const cartTotal = cents(await total.textContent());
    const subtotal = cents(await summary.locator('dt:text-is("Subtotal") + dd').textContent());

    // The kick-off note is the field's hint; the catalogue's messages for an empty and an unknown code.
    const field = summary.getByLabel('Coupon code');
    expect(await summary.textContent()).toContain('apply the kick-off sticker coupon KICKOFF1000 at checkout');
    await summary.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => summary.getByRole('alert').textContent()).toBe(COUPON_MESSAGES.required);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The catalogue's words stay; the line under them says what to do, and the field names both.
    const help = 'Type the coupon code from your email or the promotion, then press Apply.';
    await summary.getByText(help, { exact: true }).waitFor();
    expect(await fieldDescription(field)).toContain(`${COUPON_MESSAGES.required} ${help}`);
    await field.fill('NOT-A-CODE');
    await field.press('Enter');
    await expect.poll(() => summary.getByRole('alert').textContent()).toBe(COUPON_MESSAGES.invalid);
    expect(await summary.getByText(help).count()).toBe(0);

    // The kick-off coupon, offered in one click because the cart qualifies: 1,000 free on the line, the money unchanged.
    await field.fill('');
    await summary.getByRole('button', { name: 'Apply KICKOFF1000' }).click();
    await expect.poll(() => summary.getByRole('status').filter({ hasText: 'applied' }).textContent()).toContain('KICKOFF1000 applied');
    await expect.poll(() => summary.getByRole('list', { name: 'Items' }).textContent()).toContain('+ 1,000 free (kick-off coupon)');
    expect(cents(await total.textContent())).toBe(cartTotal);
    expect(await seriousAccessibilityViolations(page), 'axe on checkout with a coupon').toEqual([]);

    // Swapped for WELCOME10: 10% off the items.
    await summary.getByRole('button', { name: 'Remove coupon' }).click();
    await summary.getByLabel('Coupon code').fill('WELCOME10');
    await summary.getByRole('button', { name: 'Apply', exact: true }).click();
    const couponDiscount = Math.round(subtotal / 10);
    await expect.poll(() => summary.locator('dt:text-is("Coupon (WELCOME10)") + dd').textContent()).toBe(`−${formatSgd(couponDiscount)}`);
    await expect.poll(async () => cents(await total.textContent())).toBe(cartTotal - couponDiscount);

    // The 2 welcome points at S$1.00 each.
    expect(await summary.textContent()).toContain('You have 2 points (1 point = S$1.00).');
    await summary.getByLabel('Use 2 points (−S$2.00)').check();
    await expect.poll(() => summary.locator('dt:text-is("Points (2)") + dd').textContent()).toBe('−S$2.00');
    await expect.poll(async () => cents(await total.textContent())).toBe(cartTotal - couponDiscount - 200);
    const shown = await total.textContent();

    await page.getByLabel('Phone').fill('8123 4567');
    await page.getByLabel('Address line 1').fill('1 Raffles Place, #20-01');
    await page.getByLabel('Postcode').fill('048616');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/, { timeout: 15_000 });
    expect(await page.getByTestId('order-total').textContent()).toBe(shown);
    const totals = page.locator('.order-totals');
    expect(await totals.textContent()).toContain(`Coupon (WELCOME10)−${formatSgd(couponDiscount)}`);
    expect(await totals.textContent()).toContain('Points (2)−S$2.00');
    expect(await page.getByRole('region', { name: 'Pay with PayNow' }).textContent()).toContain(shown ?? '');
  });
});
