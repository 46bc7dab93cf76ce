/**
 * The desk's shipping settings (issue 19) on a real database, with two servers on it (as two
 * instances behind a load balancer): a holiday or shop closure added on server A moves the
 * dispatch date and the calendar on server B's very next request; a fee change shows in B's cart;
 * the free-shipping threshold changes B's free shipping and its wording. Every change is checked
 * like the seeded data (422 on the field, in words; 409 for a day already in the calendar), is
 * refused to roles that may not make it, and writes its audit entry with before and after.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { addPricedLines, DIE_CUT_50, registeredMember } from '../../../test/place-order.js';
import { createSecondServer, createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { auditLog } from '../staff/staff.tables.js';
import { dispatchSchedule } from './dispatch-date.js';
import type { StaffShippingSettings } from './staff-settings.schemas.js';
import type { ShippingInfoData, ShopDeliveryData } from './shipping.schemas.js';
import { dollarsText, SHIPPING_SETTINGS_MESSAGES as M } from './shipping-settings-rules.js';

type Visitor = ReturnType<typeof testVisitor>;

let shop: TestShop;
/** A second server over the same database. */
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

const entriesFor = (type: string, id: string) =>
  shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, type), eq(auditLog.subject_id, id))).orderBy(asc(auditLog.id));

/** Vinyl die-cut (product 5) on server B: the quote page's dispatch date. */
const dispatchOnB = async () => expectOk(await testVisitor(shopB).send<ShippingInfoData>('GET', '/api/quote/get/shipping-info/2?product_id=5')).shipping_date.quote_page.dispatch_date;

describe('holidays and shop closures', () => {
  it('a closure added on one server moves the dispatch date and the calendar on the other at once; removing it moves them back', async () => {
    const before = await dispatchOnB();
    const expected = dispatchSchedule({ now: DEFAULT_TEST_NOW, printingDays: 4, holidays: [] }).dispatchDate;
    expect(before).toBe(expected); // Fri 27 Nov 2026
    const added = await desk.send<StaffShippingSettings>('POST', '/api/staff/settings/holidays', { date: '2026-11-25', name: 'Stocktake', kind: 'closure' });
    expect(expectOk(added).holidays).toContainEqual({ date: '2026-11-25', name: 'Stocktake', type: 'closure', kind_label: 'Shop closure' });
    expect(added.body.message).toBe('Wed, 25 Nov 2026 is now a shop closure: dispatch dates skip it.');

    expect(await dispatchOnB()).toBe(dispatchSchedule({ now: DEFAULT_TEST_NOW, printingDays: 4, holidays: ['2026-11-25'] }).dispatchDate);
    expect(await dispatchOnB()).toBe('2026-11-30');
    const calendar = expectOk(await testVisitor(shopB).send<{ date: string; type: string }[]>('GET', '/api/quote/get/holidays?year=2026'));
    expect(calendar).toContainEqual({ date: '2026-11-25', name: 'Stocktake', type: 'closure' });

    const [entry] = await entriesFor('holiday', '2026-11-25');
    expect(entry).toMatchObject({ action: 'holiday.create', actor_role: 'desk', before: null, after: { date: '2026-11-25', name: 'Stocktake', type: 'closure' } });

    const removed = await desk.send<StaffShippingSettings>('DELETE', '/api/staff/settings/holidays/2026-11-25');
    expect(expectOk(removed).holidays.map((h) => h.date)).not.toContain('2026-11-25');
    expect(await dispatchOnB()).toBe(before);
    const entries = await entriesFor('holiday', '2026-11-25');
    expect(entries[1]).toMatchObject({ action: 'holiday.delete', before: { date: '2026-11-25', name: 'Stocktake', type: 'closure' }, after: null });
  });

  it('refuses a past day, a day already in the calendar (409), a missing name or kind, and a day not there; nothing is written', async () => {
    const audited = (await shop.database.db.select().from(auditLog)).length;
    expectClientError(await desk.send('POST', '/api/staff/settings/holidays', { date: '2026-11-20', name: 'Too late', kind: 'closure' }), 422, { message: M.datePast('2026-11-23'), field: 'date' });
    expectClientError(await desk.send('POST', '/api/staff/settings/holidays', { date: '2026-12-25', name: 'Christmas again', kind: 'public' }), 409, { message: 'Fri, 25 Dec 2026 is already in the calendar as Christmas Day.', field: 'date' });
    expectClientError(await desk.send('POST', '/api/staff/settings/holidays', { date: '2026-12-28', name: '  ', kind: 'closure' }), 422, { message: M.nameRequired, field: 'name' });
    expectClientError(await desk.send('POST', '/api/staff/settings/holidays', { date: '2026-12-28', name: 'Stocktake', kind: 'holiday' }), 422, { message: M.kindRequired, field: 'kind' });
    expectClientError(await desk.send('POST', '/api/staff/settings/holidays', { date: '2027-02-30', name: 'Stocktake', kind: 'closure' }), 422, { message: M.dateRequired, field: 'date' });
    expectClientError(await desk.send('DELETE', '/api/staff/settings/holidays/2026-12-28'), 404, { message: M.noSuchDay('2026-12-28') });
    expect((await shop.database.db.select().from(auditLog)).length).toBe(audited);
  });
});

describe('shipping methods and fees', () => {
  it('an owner’s new fee shows in the cart on the other server at once, and a method no longer offered leaves the quote page', async () => {
    const settings = expectOk(await owner.send<StaffShippingSettings>('GET', '/api/staff/settings/shipping'));
    const standard = settings.methods.find((m) => m.product_id === 5 && m.method === 'Standard');
    const express = settings.methods.find((m) => m.product_id === 5 && m.method === 'Express');
    if (!standard || !express) throw new Error('product 5 has Standard and Express');
    expect(standard.cost_cents).toBe(0);

    const shopper = testVisitor(shopB);
    const cart = await addPricedLines(shopB, shopper, [{ config: DIE_CUT_50, quantity: 20 }]);
    expect(cart.sub_total_cents).toBeLessThan(10000);
    expect(cart.shipping_fee_cents).toBe(0);

    const saved = await owner.send<StaffShippingSettings>('POST', `/api/staff/settings/shipping-methods/${standard.id}`, { method: 'Standard', fee: '7.50', offered: true });
    expect(expectOk(saved).methods.find((m) => m.id === standard.id)).toMatchObject({ cost_cents: 750, offered: true });
    expect(expectOk(await shopper.send<{ shipping_fee_cents: number }>('GET', '/api/cart')).shipping_fee_cents).toBe(750);
    const [entry] = await entriesFor('shipping_method', String(standard.id));
    expect(entry).toMatchObject({ action: 'shipping_method.update', actor_role: 'owner', before: { method: 'Standard', cost_cents: 0, offered: true }, after: { method: 'Standard', cost_cents: 750, offered: true } });

    expectOk(await owner.send('POST', `/api/staff/settings/shipping-methods/${express.id}`, { method: 'Express', fee: '15.00', offered: false }));
    const info = expectOk(await testVisitor(shopB).send<ShippingInfoData>('GET', '/api/quote/get/shipping-info/2?product_id=5'));
    expect(info.shipping_methods.filter((m) => m.product_id === 5).map((m) => m.method)).toEqual(['Standard']);
    expectOk(await owner.send('POST', `/api/staff/settings/shipping-methods/${express.id}`, { method: 'Express', fee: '15.00', offered: true }));
    expectOk(await owner.send('POST', `/api/staff/settings/shipping-methods/${standard.id}`, { method: 'Standard', fee: '0', offered: true }));
  });

  it('refuses a fee that is not an amount, an empty name, a name the product has, and leaving a product with no method offered', async () => {
    const settings = expectOk(await owner.send<StaffShippingSettings>('GET', '/api/staff/settings/shipping'));
    const [standard, express] = settings.methods.filter((m) => m.product_id === 1);
    if (!standard || !express) throw new Error('product 1 has two methods');
    const url = `/api/staff/settings/shipping-methods/${standard.id}`;
    expectClientError(await owner.send('POST', url, { method: 'Standard', fee: '-1', offered: true }), 422, { message: M.money('fee'), field: 'fee' });
    expectClientError(await owner.send('POST', url, { method: 'Standard', fee: 'free', offered: true }), 422, { message: M.money('fee'), field: 'fee' });
    expectClientError(await owner.send('POST', url, { method: 'Standard', fee: '5000', offered: true }), 422, { message: M.feeTooHigh, field: 'fee' });
    expectClientError(await owner.send('POST', url, { method: ' ', fee: '0', offered: true }), 422, { message: M.methodNameRequired, field: 'method' });
    expectClientError(await owner.send('POST', url, { method: 'express', fee: '0', offered: true }), 422, { field: 'method' });
    expectOk(await owner.send('POST', `/api/staff/settings/shipping-methods/${express.id}`, { method: express.method, fee: '15.00', offered: false }));
    expectClientError(await owner.send('POST', url, { method: 'Standard', fee: '0', offered: false }), 422, { field: 'offered', message: /needs at least one method shoppers can choose/ });
    expectOk(await owner.send('POST', `/api/staff/settings/shipping-methods/${express.id}`, { method: express.method, fee: '15.00', offered: true }));
    expectClientError(await owner.send('POST', '/api/staff/settings/shipping-methods/99999', { method: 'Standard', fee: '0', offered: true }), 404, { message: M.noSuchMethod });
  });
});

describe('the free-shipping threshold', () => {
  it('an owner’s new threshold changes free shipping and its wording on the other server at once', async () => {
    const settings = expectOk(await owner.send<StaffShippingSettings>('GET', '/api/staff/settings/shipping'));
    expect(settings.free_shipping_threshold_cents).toBe(10000);
    const gold = settings.methods.find((m) => m.product_id === 8 && m.method === 'Standard');
    if (!gold) throw new Error('Gold Vinyl (product 8) has a Standard method');
    expect(gold.cost_cents).toBeGreaterThan(0);

    const shopper = testVisitor(shopB);
    const cart = await addPricedLines(shopB, shopper, [{ config: { ...DIE_CUT_50, product_id: 8, finishing_id: 8 }, quantity: 20 }]);
    expect(cart.shipping_fee_cents).toBe(gold.cost_cents);
    const threshold = cart.sub_total_cents - 1;
    const dollars = dollarsText(threshold);

    expectOk(await owner.send('POST', '/api/staff/settings/free-shipping', { threshold: dollars }));
    expect(expectOk(await shopper.send<{ shipping_fee_cents: number }>('GET', '/api/cart')).shipping_fee_cents).toBe(0);
    const delivery = expectOk(await testVisitor(shopB).send<ShopDeliveryData>('GET', '/api/shop/delivery'));
    expect(delivery.free_shipping_threshold_cents).toBe(threshold);
    const [entry] = await entriesFor('setting', 'free_shipping_threshold');
    expect(entry).toMatchObject({ action: 'settings.free_shipping_threshold', before: { threshold_cents: 10000 }, after: { threshold_cents: threshold } });

    expectClientError(await owner.send('POST', '/api/staff/settings/free-shipping', { threshold: 'lots' }), 422, { message: M.money('threshold'), field: 'threshold' });
    const back = await owner.send('POST', '/api/staff/settings/free-shipping', { threshold: 'S$100.00' });
    expect(back.body.message).toBe('Shipping is now free on orders of S$100.00 or more.');
    expect(expectOk(await shopper.send<{ shipping_fee_cents: number }>('GET', '/api/cart')).shipping_fee_cents).toBe(gold.cost_cents);
  });
});

describe('who may change what', () => {
  it('desk staff keep the calendar but not fees or the threshold; production staff neither; the refused change writes nothing', async () => {
    const audited = (await shop.database.db.select().from(auditLog)).length;
    expectOk(await desk.send('GET', '/api/staff/settings/shipping'));
    expect(expectOk(await desk.send<StaffShippingSettings>('GET', '/api/staff/settings/shipping')).can_change_fees).toBe(false);
    expect(expectOk(await owner.send<StaffShippingSettings>('GET', '/api/staff/settings/shipping')).can_change_fees).toBe(true);
    expect((await desk.send('POST', '/api/staff/settings/free-shipping', { threshold: '50.00' })).statusCode).toBe(404);
    expect((await desk.send('POST', '/api/staff/settings/shipping-methods/1', { method: 'Standard', fee: '9.00', offered: true })).statusCode).toBe(404);
    expect((await production.send('GET', '/api/staff/settings/shipping')).statusCode).toBe(404);
    expect((await production.send('POST', '/api/staff/settings/holidays', { date: '2026-12-28', name: 'Stocktake', kind: 'closure' })).statusCode).toBe(404);
    expect((await production.send('DELETE', '/api/staff/settings/holidays/2026-12-25')).statusCode).toBe(404);
    expect((await shop.database.db.select().from(auditLog)).length).toBe(audited);
    // An owner holds every role: the calendar too.
    expectOk(await owner.send('POST', '/api/staff/settings/holidays', { date: '2026-12-28', name: 'Stocktake', kind: 'closure' }));
    expectOk(await owner.send('DELETE', '/api/staff/settings/holidays/2026-12-28'));
  });
});
