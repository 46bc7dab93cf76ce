/**
 * The desk's Money part (issue 19) at 1280 and 390 px: on a paid order, Record refund… opens with
 * what is left prefilled, the server's message shows under the field it is about, a part refund is
 * recorded and its credit note listed; Cancel order… needs a reason, and cancelling the paid order
 * goes straight on to recording the rest of the refund. axe finds nothing serious in either dialog.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { formatSgd } from '../../shared/money.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { members } from '../account/account.tables.js';
import { MONEY_MESSAGES } from './order-money-rules.js';

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
])('the desk’s Money part (%s)', (_name, viewport) => {
  // A journey of several pages and two people: about 20 s alone, three times that with the whole suite on 2 cores.
  it('records a part refund with its credit note, then cancels the paid order with a reason and refunds the rest', { timeout: 120_000 }, async () => {
    const staff = await shop.newPage(viewport);
    const owner = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, owner);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, owner.email));
    const order = await memberOrderThroughApi(staff.request);
    await apiData(await staff.request.post(`/api/staff/orders/${order.order_no}/payment`, { data: { amount_cents: order.total_cents } }));

    await staff.goto(`/staff/orders?order=${order.order_no}`);
    const money = staff.getByRole('region', { name: 'Money' });
    await money.getByRole('button', { name: 'Record refund…' }).click();
    const refund = staff.getByRole('dialog', { name: `Record a refund on ${order.order_no}` });
    await refund.waitFor();
    expect(await refund.getByLabel('Amount (S$)').inputValue()).toBe((order.total_cents / 100).toFixed(2));
    await refund.getByLabel('Amount (S$)').fill('5');
    await refund.getByRole('button', { name: 'Record the refund' }).click();
    await refund.getByRole('alert').filter({ hasText: MONEY_MESSAGES.methodRequired }).waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await refund.getByLabel('Paid back by').selectOption('paynow');
    await refund.getByLabel('Reference').fill('PN 7781');
    await refund.getByRole('button', { name: 'Record the refund' }).click();
    await money.getByRole('link', { name: /^Credit note C\d{6}-/ }).waitFor();
    await money.getByText(`Refund of S$5.00 for order ${order.order_no} recorded`).waitFor();
    expect(await money.getByTestId('staff-money-net').textContent()).toBe(formatSgd(order.total_cents - 500));

    await money.getByRole('button', { name: 'Cancel order…' }).click();
    const cancel = staff.getByRole('dialog', { name: `Cancel order ${order.order_no}?` });
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await cancel.getByRole('alert').filter({ hasText: MONEY_MESSAGES.reasonRequired }).waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await cancel.getByLabel('Reason (the shopper reads it)').fill('The shopper changed their mind before the proof.');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    // Paid: the dialog goes on to the refund of what is left.
    const rest = staff.getByRole('dialog', { name: `Record a refund on ${order.order_no}` });
    await expect.poll(async () => rest.getByLabel('Amount (S$)').inputValue(), { timeout: 5000 }).toBe(((order.total_cents - 500) / 100).toFixed(2));
    await rest.getByLabel('Paid back by').selectOption('bank_transfer');
    await rest.getByLabel('Reference').fill('DBS 4410');
    await rest.getByRole('button', { name: 'Record the refund' }).click();
    await expect.poll(async () => money.getByRole('link', { name: /^Credit note / }).count(), { timeout: 5000 }).toBe(2);
    expect(await money.getByTestId('staff-money-net').textContent()).toBe('S$0.00');
    expect(await staff.getByRole('article', { name: order.order_no }).textContent()).toContain('Cancelled');
  });
});
