/**
 * The staff order desk (issue 12) on a real database: staff-only routes (404 for anyone else),
 * mark paid (the exact total, once: a second time answers the order as it is, with no second
 * event or email), the moves forward only (in production, dispatched with carrier and tracking
 * number, delivered), each change an event with the staff member and an email in the outbox, and
 * the shopper's timeline and shipment following.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { emailOutbox } from '../email/email.tables.js';
import { orderEvents, orders } from './orders.tables.js';
import { formatSgd } from '../../shared/money.js';
import { approveThroughProof } from '../../../test/order-proof.js';
import { STAFF_ORDER_MESSAGES } from './order-rules.js';
import type { Order, StaffOrder, StaffOrderList } from './orders.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Visitor = ReturnType<typeof testVisitor>;
/** A guest's order of 100 stickers, awaiting payment. */
const placeOrder = () => placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }], { first_name: 'Mei Ling', last_name: 'Tan' });

/** A registered member; staff when `staff`. */
const member = (staff: boolean) => registeredMember(shop, { staff });

async function statusEmails(to: string) {
  return shop.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, 'order-status')))
    .orderBy(asc(emailOutbox.id));
}

async function eventCount(orderNo: string): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(orderEvents).innerJoin(orders, eq(orders.id, orderEvents.order_id)).where(eq(orders.order_no, orderNo));
  return row?.n ?? 0;
}

let staff: { v: Visitor; email: string };
beforeAll(async () => {
  staff = await member(true);
});

describe('who may use the desk', () => {
  it('anonymous visitors, guests with an order and members who are not staff get 404 on every staff route', async () => {
    const { shopper, order } = await placeOrder();
    const notStaff = await member(false);
    const calls = [
      ['GET', '/api/staff/orders'],
      ['GET', '/api/staff/orders?status=awaiting_payment'],
      ['GET', `/api/staff/orders/${order.order_no}`],
      ['POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents }],
      ['POST', `/api/staff/orders/${order.order_no}/status`, { status: 'in_production' }],
    ] as const;
    for (const who of [testVisitor(shop), shopper, notStaff.v]) {
      for (const [method, url, body] of calls) {
        const answer = await who.send(method, url, body);
        expectClientError(answer, 404, { message: `There is no ${method} ${url.split('?')[0]} here.` });
      }
    }
    // Nothing changed.
    expect(expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`)).status).toBe('awaiting_payment');
    expect(await eventCount(order.order_no)).toBe(2);
  });
});

describe('the staff order desk', () => {
  it('lists orders newest first, by status, and opens one with its events', async () => {
    const { order } = await placeOrder();
    const all = expectOk(await staff.v.send<StaffOrderList>('GET', '/api/staff/orders')).orders;
    expect(all.map((o) => o.order_no)).toContain(order.order_no);
    const waiting = expectOk(await staff.v.send<StaffOrderList>('GET', '/api/staff/orders?status=awaiting_payment')).orders;
    expect(waiting.every((o) => o.status === 'awaiting_payment')).toBe(true);
    expect(waiting.find((o) => o.order_no === order.order_no)).toMatchObject({ name: 'Mei Ling Tan', email: order.contact.email, total_cents: order.total_cents, item_count: 1, paid_at: null });
    expect(expectOk(await staff.v.send<StaffOrderList>('GET', '/api/staff/orders?status=dispatched')).orders.map((o) => o.order_no)).not.toContain(order.order_no);
    expectClientError(await staff.v.send('GET', '/api/staff/orders?status=lost'), 422);

    const detail = expectOk(await staff.v.send<StaffOrder>('GET', `/api/staff/orders/${order.order_no.toLowerCase()}`));
    expect(detail).toMatchObject({ order_no: order.order_no, status: 'awaiting_payment', total_cents: order.total_cents, contact: order.contact, next_actions: ['paid'] });
    expect(detail.events.map((e) => [e.status, e.actor])).toEqual([
      ['placed', 'shopper'],
      ['awaiting_payment', 'system'],
    ]);
    expectClientError(await staff.v.send('GET', '/api/staff/orders/O261123-AAAAAAAAAA'), 404, { message: STAFF_ORDER_MESSAGES.notFound });
  });

  it('mark paid: the exact total only; one event with the staff member, the "payment received" email, the shopper’s timeline; a second time changes nothing', async () => {
    const { shopper, order } = await placeOrder();
    const url = `/api/staff/orders/${order.order_no}/payment`;

    const wrong = await staff.v.send('POST', url, { amount_cents: order.total_cents - 1 });
    expectClientError(wrong, 422, { field: 'amount_cents', message: STAFF_ORDER_MESSAGES.wrongAmount(formatSgd(order.total_cents - 1), formatSgd(order.total_cents)) });
    expect(await eventCount(order.order_no)).toBe(2);

    const paid = await staff.v.send<StaffOrder>('POST', url, { amount_cents: order.total_cents, reference: 'DBS FAST 8812' });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.message).toBe(`Order ${order.order_no} is marked paid.`);
    // Nothing is printed before the shopper approves a proof: no move until then.
    expect(paid.body.data).toMatchObject({ status: 'paid', next_actions: [], payment: { paid_at: DEFAULT_TEST_NOW.toISOString() } });
    expect(paid.body.data.events.at(-1)).toEqual({
      status: 'paid',
      label: 'Payment received',
      at: DEFAULT_TEST_NOW.toISOString(),
      actor: `staff:${staff.email}`,
      note: `${formatSgd(order.total_cents)} received, reference DBS FAST 8812`,
    });
    const mails = await statusEmails(order.contact.email);
    expect(mails.map((m) => m.subject)).toEqual([`Payment received for order ${order.order_no} – Print Shop Singapore`]);
    expect(mails[0]?.text).toContain(`your payment of ${formatSgd(order.total_cents)}`);

    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.status).toBe('paid');
    expect(seen.payment.paid_at).toBe(DEFAULT_TEST_NOW.toISOString());
    expect(seen.timeline.filter((t) => t.at !== null).map((t) => t.status)).toEqual(['placed', 'awaiting_payment', 'paid']);

    // Twice: the order as it is, no second event, no second email.
    const again = await staff.v.send<StaffOrder>('POST', url, { amount_cents: order.total_cents });
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(`Order ${order.order_no} was already marked paid.`);
    expect(await eventCount(order.order_no)).toBe(3);
    expect(await statusEmails(order.contact.email)).toHaveLength(1);
  });

  it('moves forward only: not into production before payment and an approved proof, not dispatched before production, dispatch needs carrier and tracking number; an email at each step', async () => {
    const { shopper, order } = await placeOrder();
    const move = (body: object) => staff.v.send<StaffOrder>('POST', `/api/staff/orders/${order.order_no}/status`, body);

    expectClientError(await move({ status: 'in_production' }), 409, { message: `Order ${order.order_no} is still awaiting payment: mark it paid before it moves to "In production".` });
    expectClientError(await move({ status: 'paid' }), 422, { field: 'status', message: STAFF_ORDER_MESSAGES.unknownMove });
    expectOk(await staff.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents }));
    expectClientError(await move({ status: 'dispatched', carrier: 'Ninja Van', tracking_number: 'NV123' }), 409, {
      message: `Order ${order.order_no} is at "Payment received": it can move to "Dispatched" only from "In production".`,
    });
    expectClientError(await move({ status: 'delivered' }), 409);
    expectClientError(await move({ status: 'in_production' }), 409, {
      message: `Order ${order.order_no} is at "Payment received": nothing is printed before the shopper approves a proof, so it can move to "In production" only from "Proof approved".`,
    });
    await approveThroughProof(shopper, staff.v, order.order_no);

    const production = await move({ status: 'in_production' });
    expect(production.statusCode).toBe(200);
    expect(production.body.data).toMatchObject({ status: 'in_production', next_actions: ['dispatched'] });
    expect((await move({ status: 'in_production' })).body.message).toBe(`Order ${order.order_no} was already “In production”.`);

    expectClientError(await move({ status: 'dispatched', carrier: 'Ninja Van' }), 422, { field: 'tracking_number', message: STAFF_ORDER_MESSAGES.trackingRequired });
    expectClientError(await move({ status: 'dispatched', tracking_number: 'NVSG1234567' }), 422, { field: 'carrier', message: STAFF_ORDER_MESSAGES.carrierRequired });
    const dispatched = expectOk(await move({ status: 'dispatched', carrier: ' Ninja Van ', tracking_number: ' NVSG1234567 ' }));
    expect(dispatched).toMatchObject({ status: 'dispatched', next_actions: ['delivered'], shipment: { carrier: 'Ninja Van', tracking_number: 'NVSG1234567', delivered_at: null } });
    expect(dispatched.events.at(-1)).toMatchObject({ status: 'dispatched', actor: `staff:${staff.email}`, note: 'Ninja Van, tracking number NVSG1234567' });

    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.timeline.filter((t) => t.at !== null).map((t) => t.status)).toEqual(['placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved', 'in_production', 'dispatched']);
    expect(seen.shipment).toEqual({ carrier: 'Ninja Van', tracking_number: 'NVSG1234567', dispatched_at: DEFAULT_TEST_NOW.toISOString(), delivered_at: null });

    const delivered = expectOk(await move({ status: 'delivered' }));
    expect(delivered).toMatchObject({ status: 'delivered', next_actions: [], shipment: { delivered_at: DEFAULT_TEST_NOW.toISOString() } });
    expectClientError(await move({ status: 'in_production' }), 409);

    const mails = await statusEmails(order.contact.email);
    expect(mails.map((m) => m.subject.replace(' – Print Shop Singapore', ''))).toEqual([
      `Payment received for order ${order.order_no}`,
      `Order ${order.order_no} is in production`,
      `Order ${order.order_no} is on its way`,
      `Order ${order.order_no} has been delivered`,
    ]);
    expect(mails[2]?.text).toContain('Ninja Van');
    expect(mails[2]?.text).toContain('NVSG1234567');
    expect(await eventCount(order.order_no)).toBe(9);
  });

  it('a change that fails stores nothing: no event, no email, the order unchanged', async () => {
    const { order } = await placeOrder();
    const before = await eventCount(order.order_no);
    expectClientError(await staff.v.send('POST', `/api/staff/orders/${order.order_no}/status`, { status: 'delivered' }), 409);
    expectClientError(await staff.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: 1 }), 422);
    expect(await eventCount(order.order_no)).toBe(before);
    expect(await statusEmails(order.contact.email)).toEqual([]);
    const [row] = await shop.database.db.select({ status: orders.status, paid_at: orders.paid_at, updated_at: orders.updated_at }).from(orders).where(eq(orders.order_no, order.order_no));
    expect(row).toMatchObject({ status: 'awaiting_payment', paid_at: null });
  });
});
