/**
 * A quote answered with a price and ordered (issue 19), in the browser at 1280 and 390 px: a member
 * sends a Special Size request; staff open it on the desk and answer with a priced option; the
 * shopper opens the quote page, puts the option in the cart with one click, sees it at the quoted
 * price with its quantity fixed, and places the order at exactly that price.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { formatSgd } from '../../shared/money.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('a quote answered with a price (%s)', (_name, viewport) => {
  // A journey of several pages and two people: about 20 s alone, three times that with the whole suite on 2 cores.
  it('staff answer on the desk, the shopper adds the option to the cart in one click and orders it at the quoted price', { timeout: 120_000 }, async () => {
    const shopper = await shop.newPage(viewport);
    await shopper.goto('/');
    await registerThroughApi(shop, shopper, newMember('Wei', 'Lim'));
    const sent = await shopper.request.post('/api/quote/create/quote-request', {
      headers: { 'idempotency-key': `quote-${viewport.width}-${Date.now()}` },
      multipart: { quote_type: 'Special Size', featured_item_id: '2', product_id: '5', cutting_id: '1', width: '900', height: '600', quantity: '2000', comment: 'Window stickers for our three shops' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const requestNo = ((await sent.json()) as { data: { request_no: string } }).data.request_no;

    // Staff answer it on the desk.
    const staff = await shop.newPage(viewport);
    const deskMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, deskMember);
    await shop.database.db.update(members).set({ staff_role: 'desk' }).where(eq(members.email, deskMember.email));
    await staff.goto(`/staff/quote-requests?request=${requestNo}`);
    const detail = staff.getByRole('article', { name: requestNo });
    const answer = detail.getByRole('region', { name: 'Answer with a price' });
    await answer.getByLabel('Description').fill('2,000 printed vinyl stickers, 900 × 600 mm, matte');
    await answer.getByLabel('Quantity').fill('2000');
    await answer.getByLabel('Price (S$)').fill('1,864.50');
    await answer.getByLabel('Dispatch (business days)').fill('7');
    await answer.getByLabel('Valid until').fill('2026-12-07');
    await answer.getByLabel(/Message to the shopper/).fill('Printed on our outdoor vinyl.');
    await answer.getByRole('button', { name: 'Send quote' }).click();
    await answer.getByText('The quote is sent to the shopper.').waitFor();
    await detail.getByRole('heading', { name: 'Options given' }).waitFor();
    expect(await detail.getByText('S$1,864.50').count()).toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(staff), 'axe on the desk with the answer form').toEqual([]);

    // The shopper opens the quote and adds the option to the cart.
    await shopper.goto(`/quote-requests/${requestNo}`);
    await shopper.getByRole('heading', { name: `Quote ${requestNo}`, level: 1 }).waitFor();
    expect(await shopper.getByText('Printed on our outdoor vinyl.').count()).toBe(1);
    expect(await seriousAccessibilityViolations(shopper), 'axe on the quote page').toEqual([]);
    await shopper.getByRole('button', { name: 'Add to cart at this price: option 1, S$1,864.50' }).click();
    await shopper.getByText('The quoted option is in your cart at the quoted price.').waitFor();
    await shopper.getByRole('link', { name: 'View your cart' }).click();
    const line = shopper.locator('.cart-line').filter({ hasText: requestNo });
    await line.waitFor();
    expect(await line.textContent()).toContain(formatSgd(186_450));
    expect(await line.textContent()).toContain('valid until Mon, 7 Dec 2026');
    // Its quantity is the quote's: no box to change it, no Edit.
    expect(await line.getByLabel('Quantity').count()).toBe(0);
    expect(await line.getByRole('link', { name: /^Edit/ }).count()).toBe(0);

    await shopper.goto('/checkout');
    await shopper.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    const total = shopper.getByRole('complementary', { name: 'Order summary' }).getByTestId('checkout-total');
    await expect.poll(() => total.textContent()).toMatch(/^S\$/);
    const shown = await total.textContent();
    await shopper.getByLabel('Phone').fill('8123 4567');
    await shopper.getByLabel('Address line 1').fill('1 Raffles Place, #20-01');
    await shopper.getByLabel('Postcode').fill('048616');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await shopper.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/, { timeout: 15_000 });
    expect(await shopper.getByTestId('order-total').textContent()).toBe(shown);
    expect(await shopper.locator('.order-page').textContent()).toContain('S$1,864.50');
  });
});
