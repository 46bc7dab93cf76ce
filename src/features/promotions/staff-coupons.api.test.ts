/**
 * Coupons on the desk (issue 19) on a real database, with two servers on it: a coupon created on
 * server A applies at checkout on server B at once, and once ended there it is refused; limits
 * change (never below the orders that used it); a code is never reused; each change is checked in
 * words on its field, allowed to desk staff and owners, refused to production staff, and written
 * to the audit log with before and after. No route deletes a coupon.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { addPricedLines, DIE_CUT_50, registeredMember } from '../../../test/place-order.js';
import { createSecondServer, createTestShop, type TestShop } from '../../../test/test-app.js';
import { auditLog } from '../staff/staff.tables.js';
import { COUPON_MESSAGES } from './coupon-rules.js';
import { coupons } from './promotions.tables.js';
import { STAFF_COUPON_MESSAGES as M } from './staff-coupon-rules.js';
import type { StaffCoupons } from './staff-coupons.schemas.js';

type Visitor = ReturnType<typeof testVisitor>;

let shop: TestShop;
let shopB: TestShop;
let owner: Visitor;
let desk: Visitor;
let production: Visitor;
beforeAll(async () => {
  shop = await createTestShop();
  shopB = await createSecondServer(shop);
  owner = (await registeredMember(shop, { staff: 'owner' })).v;
  desk = (await registeredMember(shop, { staff: 'desk' })).v;
  production = (await registeredMember(shop, { staff: 'production' })).v;
});
afterAll(async () => {
  await shopB?.close();
  await shop?.close();
});

const entriesFor = (code: string) =>
  shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'coupon'), eq(auditLog.subject_id, code))).orderBy(asc(auditLog.id));
const create = (v: Visitor, body: Record<string, unknown>) => v.send<StaffCoupons>('POST', '/api/staff/settings/coupons', body);
const checkoutQuote = (v: Visitor, code: string) => v.send<{ discount_cents: number; coupon: { code: string } | null }>('POST', '/api/checkout/quote', { coupon_code: code });

describe('a coupon staff create', () => {
  it('applies at checkout on the other server at once, and is refused there once ended; the list shows its status and redemptions', async () => {
    const shopper = testVisitor(shopB);
    const cart = await addPricedLines(shopB, shopper, [{ config: DIE_CUT_50, quantity: 100 }]);
    expectClientError(await checkoutQuote(shopper, 'xmas-15'), 422, { message: COUPON_MESSAGES.invalid });

    const created = await create(desk, { code: 'xmas-15', kind: 'percent', value: '15', minimum: '0', ends_on: '2026-12-31', max_redemptions: '100', once_per_customer: true });
    expect(created.body.message).toBe('XMAS-15 is ready: 15% off your order.');
    expect(expectOk(created).coupons.find((c) => c.code === 'XMAS-15')).toMatchObject({ percent_off: 15, amount_off_cents: null, starts_on: '2026-11-23', ends_on: '2026-12-31', max_redemptions: 100, redemptions: 0, status: 'running', status_label: 'Running' });

    const quoted = expectOk(await checkoutQuote(shopper, 'xmas-15'));
    expect(quoted.coupon?.code).toBe('XMAS-15');
    expect(quoted.discount_cents).toBe(Math.round(cart.sub_total_cents * 0.15));

    const [made] = await entriesFor('XMAS-15');
    expect(made).toMatchObject({ action: 'coupon.create', actor_role: 'desk', before: null, after: { percent_off: 15, ends_on: '2026-12-31', max_redemptions: 100, active: true } });

    const ended = await desk.send<StaffCoupons>('POST', '/api/staff/settings/coupons/XMAS-15/end');
    expect(ended.body.message).toBe(M.ended('XMAS-15'));
    expect(expectOk(ended).coupons.find((c) => c.code === 'XMAS-15')).toMatchObject({ active: false, status: 'ended', status_label: 'Ended' });
    expectClientError(await checkoutQuote(shopper, 'XMAS-15'), 422, { message: COUPON_MESSAGES.invalid });
    // Ending it again changes nothing and writes nothing.
    expect((await desk.send('POST', '/api/staff/settings/coupons/XMAS-15/end')).body.message).toBe(M.alreadyEnded('XMAS-15'));
    const entries = await entriesFor('XMAS-15');
    expect(entries.map((e) => e.action)).toEqual(['coupon.create', 'coupon.end']);
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('an amount off with a minimum reads as what it gives; limits change, never below the orders that used it', async () => {
    const made = expectOk(await create(owner, { code: 'FIVER', kind: 'amount', value: '5.00', minimum: '40', once_per_customer: false }));
    expect(made.coupons.find((c) => c.code === 'FIVER')).toMatchObject({ description: 'S$5.00 off orders with items of S$40.00 or more', amount_off_cents: 500, minimum_sub_total_cents: 4000, max_redemptions: null, ends_on: null });

    const limited = await desk.send<StaffCoupons>('POST', '/api/staff/settings/coupons/FIVER/limits', { ends_on: '2027-01-31', max_redemptions: 3 });
    expect(expectOk(limited).coupons.find((c) => c.code === 'FIVER')).toMatchObject({ ends_on: '2027-01-31', max_redemptions: 3 });
    const [, entry] = await entriesFor('FIVER');
    expect(entry).toMatchObject({ action: 'coupon.limits', before: { ends_on: null, max_redemptions: null }, after: { ends_on: '2027-01-31', max_redemptions: 3 } });

    // STICK5 (seeded) has been used on orders: its limit can't go below them.
    await shop.database.db.update(coupons).set({ redemptions: 4 }).where(eq(coupons.code, 'STICK5'));
    expectClientError(await desk.send('POST', '/api/staff/settings/coupons/STICK5/limits', { ends_on: '2027-12-31', max_redemptions: 3 }), 422, { message: M.belowRedemptions(4), field: 'max_redemptions' });
    expectClientError(await desk.send('POST', '/api/staff/settings/coupons/FIVER/limits', { ends_on: '2026-11-01', max_redemptions: 3 }), 422, { message: M.endsInPast, field: 'ends_on' });
    expectClientError(await desk.send('POST', '/api/staff/settings/coupons/NOPE/limits', { ends_on: null, max_redemptions: null }), 404, { message: M.noSuchCoupon('NOPE') });
  });

  it('refuses a code of the wrong shape, one that exists (409), a value out of range and dates in the wrong order; nothing is written', async () => {
    const audited = (await shop.database.db.select().from(auditLog)).length;
    const good = { code: 'NEWYEAR', kind: 'percent', value: '10', minimum: '0' };
    expectClientError(await create(desk, { ...good, code: 'NY' }), 422, { message: M.code, field: 'code' });
    expectClientError(await create(desk, { ...good, code: 'NEW YEAR!' }), 422, { field: 'code' });
    expectClientError(await create(desk, { ...good, code: 'welcome10' }), 409, { message: M.codeTaken('WELCOME10'), field: 'code' });
    expectClientError(await create(desk, { ...good, value: '0' }), 422, { field: 'value' });
    expectClientError(await create(desk, { ...good, value: '101' }), 422, { field: 'value' });
    expectClientError(await create(desk, { ...good, kind: 'amount', value: 'five' }), 422, { field: 'value' });
    expectClientError(await create(desk, { ...good, kind: 'free' }), 422, { field: 'kind' });
    expectClientError(await create(desk, { ...good, minimum: '-5' }), 422, { message: M.minimum, field: 'minimum' });
    expectClientError(await create(desk, { ...good, starts_on: '2026-12-10', ends_on: '2026-12-01' }), 422, { message: M.endsBeforeStart, field: 'ends_on' });
    expectClientError(await create(desk, { ...good, max_redemptions: '0' }), 422, { field: 'max_redemptions' });
    expect((await shop.database.db.select().from(auditLog)).length).toBe(audited);
  });
});

describe('who may run coupons', () => {
  it('desk staff and owners list and change them; production staff and shoppers get the 404 of a path that does not exist', async () => {
    expect(expectOk(await desk.send<StaffCoupons>('GET', '/api/staff/settings/coupons')).coupons.map((c) => c.code)).toContain('WELCOME10');
    expectOk(await owner.send('GET', '/api/staff/settings/coupons'));
    expect((await production.send('GET', '/api/staff/settings/coupons')).statusCode).toBe(404);
    expect((await production.send('POST', '/api/staff/settings/coupons', { code: 'PROD-1', kind: 'percent', value: '10' })).statusCode).toBe(404);
    expect((await production.send('POST', '/api/staff/settings/coupons/WELCOME10/end')).statusCode).toBe(404);
    expect((await testVisitor(shop).send('POST', '/api/staff/settings/coupons/WELCOME10/limits', { ends_on: null, max_redemptions: null })).statusCode).toBe(404);
    expect(await entriesFor('PROD-1')).toEqual([]);
    expect(await entriesFor('WELCOME10')).toEqual([]);
  });
});
