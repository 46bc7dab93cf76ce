/**
 * The order page's documents and Reorder (issue 12) at 1280 and 390 px: a member's order (placed
 * through the API) shows "Order confirmation (PDF)", which opens as a PDF, and no invoice before
 * payment; Reorder puts the order's line back into the cart and the cart view opens with the
 * shop's message and the line; My orders in /account has a Reorder button for it. axe finds
 * nothing serious on the order page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { memberOrderThroughApi } from '../../../test/browser-orders.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { splitSummary } from '../pricing/summary-text.js';

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
])('order documents and Reorder (%s)', (_name, viewport) => {
  it('links the order confirmation, and Reorder opens the cart view with the line', async () => {
    const page = await shop.newPage(viewport);
    await registerThroughApi(shop, page, newMember());
    const order = await memberOrderThroughApi(page.request);
    await page.goto(order.page_url);
    await page.getByRole('heading', { name: `Order ${order.order_no}`, level: 1 }).waitFor();

    const confirmation = page.getByRole('link', { name: 'Order confirmation (PDF)' });
    expect(await confirmation.getAttribute('href')).toBe(`/pdf/orders/${order.order_no}/confirmation`);
    const pdf = await page.request.get(`/pdf/orders/${order.order_no}/confirmation`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await page.getByRole('link', { name: /invoice \(PDF\)/i }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Reorder' }).click();
    const view = page.getByRole('dialog');
    await view.waitFor();
    await expect.poll(() => view.textContent()).toContain(`Added to your cart from order ${order.order_no}`);
    const line = order.lines[0];
    expect(line).toBeDefined();
    expect(await view.textContent()).toContain(splitSummary(line?.summary ?? '').details);

    await page.goto('/account');
    await page.getByRole('button', { name: `Reorder ${order.order_no}` }).waitFor();
    await page.close();
  });
});
