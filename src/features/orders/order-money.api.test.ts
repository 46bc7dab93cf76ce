/**
 * Money the shop tracks (issue 19) on a real database: an unpaid PayNow order left past its QR
 * code's expiry is cancelled by the background job (coupon use and points given back, the email,
 * the audit entry by system); staff cancel before production with a reason (not after); refunds
 * in parts with credit notes read back from the PDF, never over what was paid, a desk member
 * limited by DESK_REFUND_LIMIT while an owner is not, and an Idempotency-Key retry storing one.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { ageJob } from '../../../test/jobs.js';
import { pdfText } from '../../../test/pdf-text.js';
import { attachmentsForm, TINY_PDF } from '../../../test/order-proof.js';
import { ARTWORK_MESSAGES } from './order-artwork.js';
import { addPricedLines, DIE_CUT_50, guestCheckoutBody, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { formatSgd } from '../../shared/money.js';
import { pointsLedger } from '../account/account.tables.js';
import { emailOutbox } from '../email/email.tables.js';
import { coupons } from '../promotions/promotions.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import { EXPIRED_REASON, OrderCancellations, PAYMENT_EXPIRY_JOB } from './order-cancellation.js';
import { MONEY_MESSAGES } from './order-money-rules.js';
import type { Order, StaffOrder } from './orders.schemas.js';
import { couponRedemptions, orderEvents, orderRefunds, orders } from './orders.tables.js';

type Visitor = ReturnType<typeof testVisitor>;

let shop: TestShop;
let owner: { v: Visitor; email: string };
let desk: { v: Visitor; email: string };
/** A desk member refunds up to S$10.00 at once in this shop. */
const DESK_LIMIT_CENTS = 1000;

beforeAll(async () => {
  shop = await createTestShop({ appOptions: { deskRefundLimitCents: DESK_LIMIT_CENTS } });
  owner = await registeredMember(shop, { staff: 'owner' });
  desk = await registeredMember(shop, { staff: 'desk' });
});
afterAll(async () => {
  await shop?.close();
});

const placeOrder = () => placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 300 }], { first_name: 'Mei Ling', last_name: 'Tan' });

async function auditOf(orderNo: string) {
  return shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'order'), eq(auditLog.subject_id, orderNo))).orderBy(asc(auditLog.id));
}

async function emailsOf(to: string, kind: string) {
  return shop.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.id))
    // The text is wrapped at 78 characters: read it as one line.
    .then((rows) => rows.map((row) => ({ subject: row.subject, text: row.text.replace(/\s+/g, ' ') })));
}

async function markPaid(order: Order) {
  expectOk(await owner.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents, reference: 'PAYNOW 001' }));
}

const refund = (v: Visitor, orderNo: string, body: object, key?: string) => v.send<StaffOrder>('POST', `/api/staff/orders/${orderNo}/refunds`, body, key ? { 'idempotency-key': key } : {});
const cancel = (v: Visitor, orderNo: string, body: object) => v.send<StaffOrder>('POST', `/api/staff/orders/${orderNo}/cancel`, body);

describe('an unpaid PayNow order past its expiry', () => {
  it('is cancelled by the background job: the coupon use and the points come back, the shopper is emailed, the audit log says system did it', async () => {
    await shop.database.db.insert(coupons).values({ code: 'MONEY-BACK', description: 'S$3 off', amount_off_cents: 300, max_redemptions: 5, once_per_customer: true });
    const member = await registeredMember(shop);
    const cart = await addPricedLines(shop, member.v, [{ config: DIE_CUT_50, quantity: 300 }]);
    const quote = expectOk(await member.v.send<{ total_cents: number }>('POST', '/api/checkout/quote', { coupon_code: 'MONEY-BACK', use_points: true }));
    expect(quote.total_cents).toBe(cart.total_cents - 300 - 200);
    const placed = await member.v.send<Order>('POST', '/api/checkout', {
      contact: { first_name: 'Wei', last_name: 'Lim', phone: '91234567' },
      address: guestCheckoutBody('').address,
      coupon_code: 'MONEY-BACK',
      use_points: true,
      expected_total_cents: quote.total_cents,
    });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({ coupon_code: 'MONEY-BACK', points_redeemed: 2, cancellation: null, money: { paid_cents: 0, refunded_cents: 0, net_cents: 0, refunds: [] } });
    const redemptions = async () => (await shop.database.db.select().from(coupons).where(eq(coupons.code, 'MONEY-BACK')))[0]?.redemptions;
    expect(await redemptions()).toBe(1);

    // Not yet due: the job leaves it.
    const before = expectOk(await member.v.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(before.status).toBe('awaiting_payment');

    // The clock passes the QR code's expiry; the job's next run is brought forward to now.
    shop.setNow(new Date(new Date(order.payment.expires_at).getTime() + 60_000));
    await expect
      .poll(
        async () => {
          const { rows } = await shop.database.executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'created'`, [PAYMENT_EXPIRY_JOB]);
          for (const row of rows) await ageJob(shop.database, String(row.id), 3600);
          const [row] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.order_no, order.order_no));
          return row?.status;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('cancelled');

    const seen = expectOk(await member.v.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.status).toBe('cancelled');
    expect(seen.status_label).toBe('Cancelled');
    expect(seen.cancellation).toMatchObject({ by: 'system', reason: EXPIRED_REASON, heading: 'This order was cancelled' });
    expect(seen.cancellation?.money).toContain('Nothing was charged');
    expect(seen.timeline.map((t) => t.status)).toEqual(['placed', 'awaiting_payment', 'cancelled']);

    // The coupon's use is back (and the once-per-customer code free again); the 2 points are back, once.
    expect(await redemptions()).toBe(0);
    expect(await shop.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.coupon_code, 'MONEY-BACK'))).toHaveLength(0);
    const ledger = await shop.database.db.select().from(pointsLedger).where(eq(pointsLedger.reason_key, `order-cancelled:${order.order_no}`));
    expect(ledger.map((r) => r.points)).toEqual([2]);

    const [mail] = await emailsOf(member.email, 'order-cancelled');
    expect(mail?.subject).toContain(`Order ${order.order_no} was cancelled`);
    expect(mail?.text).toContain('Nothing was charged');
    expect(mail?.text).toContain('The coupon MONEY-BACK can be used again.');
    expect(mail?.text).toContain('The 2 points you used are back in your account.');

    const audit = await auditOf(order.order_no);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: 'system', actor_member_id: null, action: 'order.cancel' });
    // Through the desk's audit page too.
    const page = expectOk(await owner.v.send<{ entries: { actor: string; action: string }[] }>('GET', `/api/staff/audit?subject_type=order&subject_id=${order.order_no}`));
    expect(page.entries.map((e) => [e.actor, e.action])).toEqual([['system', 'order.cancel']]);

    // Staff can't record a payment on it any more, nor cancel it again.
    expectClientError(await owner.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents }), 409);
    expectClientError(await cancel(owner.v, order.order_no, { reason: 'again' }), 409, { message: MONEY_MESSAGES.alreadyCancelled(order.order_no) });
  });
});

describe('the expiry job under races', () => {
  /** The job's work as a second server would run it, on the same database and clock. */
  const anotherServer = () => new OrderCancellations({ db: shop.database.db, now: shop.app.shop.now, email: shop.app.emailOutbox.context, snapshot: () => shop.app.shop.catalogue.current() });

  it('two servers running it at once cancel an expired order once: one event, one email, one audit entry', async () => {
    const { order, email } = await placeOrder();
    shop.setNow(new Date(new Date(order.payment.expires_at).getTime() + 60_000));
    const [a, b] = await Promise.all([anotherServer().expireUnpaid(), anotherServer().expireUnpaid()]);
    expect([...a, ...b].filter((no) => no === order.order_no)).toEqual([order.order_no]);
    const events = await shop.database.db.select().from(orderEvents).innerJoin(orders, eq(orders.id, orderEvents.order_id)).where(and(eq(orders.order_no, order.order_no), eq(orderEvents.status, 'cancelled')));
    expect(events).toHaveLength(1);
    expect(await emailsOf(email, 'order-cancelled')).toHaveLength(1);
    expect((await auditOf(order.order_no)).map((e) => e.action)).toEqual(['order.cancel']);
  });

  it('a payment marked a moment before wins: the paid order is left alone', async () => {
    const { order } = await placeOrder();
    shop.setNow(new Date(new Date(order.payment.expires_at).getTime() + 60_000));
    await markPaid(order);
    expect(await anotherServer().expireUnpaid()).not.toContain(order.order_no);
    const [row] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.order_no, order.order_no));
    expect(row?.status).toBe('paid');
  });
});

describe('staff cancel an order', () => {
  it('needs a reason (422 on reason), cancels an unpaid order before production with an email and an audit entry', async () => {
    const { order, email, shopper } = await placeOrder();
    expectClientError(await cancel(desk.v, order.order_no, {}), 422, { field: 'reason', message: MONEY_MESSAGES.reasonRequired });
    expectClientError(await cancel(desk.v, order.order_no, { reason: '   ' }), 422, { field: 'reason', message: MONEY_MESSAGES.reasonRequired });
    expect(await auditOf(order.order_no)).toHaveLength(0);

    const done = await cancel(desk.v, order.order_no, { reason: 'The shopper ordered the wrong size and will order again.' });
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(MONEY_MESSAGES.cancelledUnpaid(order.order_no));
    expect(done.body.data).toMatchObject({ status: 'cancelled', next_actions: [], cancellation: { by: 'staff', reason: 'The shopper ordered the wrong size and will order again.' } });
    expect(done.body.data.events.at(-1)).toMatchObject({ status: 'cancelled', actor: `staff:${desk.email}` });

    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.cancellation?.text).toBe('We cancelled this order: The shopper ordered the wrong size and will order again.');
    expect((await emailsOf(email, 'order-cancelled'))[0]?.text).toContain('The reason: The shopper ordered the wrong size');
    const audit = await auditOf(order.order_no);
    expect(audit.map((a) => [a.actor_email, a.action])).toEqual([[desk.email, 'order.cancel']]);
  });

  it('a cancelled order takes no more artwork and no proof: nothing of it is printed', async () => {
    const { order, shopper } = await placeOrder();
    expectOk(await shopper.send('POST', `/api/orders/${order.order_no}/artwork`, attachmentsForm([{ name: 'artwork.pdf', bytes: TINY_PDF }])));
    expectOk(await desk.v.send('POST', `/api/staff/orders/${order.order_no}/proof`, attachmentsForm([{ name: 'proof.pdf', bytes: TINY_PDF }])));
    expectOk(await cancel(desk.v, order.order_no, { reason: 'Ordered twice by mistake.' }));
    const cancelled = { message: ARTWORK_MESSAGES.orderCancelled };
    expectClientError(await shopper.send('POST', `/api/orders/${order.order_no}/proof/approve`, {}), 409, cancelled);
    expectClientError(await shopper.send('POST', `/api/orders/${order.order_no}/proof/changes`, { message: 'Bigger logo' }), 409, cancelled);
    expectClientError(await shopper.send('POST', `/api/orders/${order.order_no}/artwork`, attachmentsForm([{ name: 'artwork.pdf', bytes: TINY_PDF }])), 409, cancelled);
    expectClientError(await desk.v.send('POST', `/api/staff/orders/${order.order_no}/proof`, attachmentsForm([{ name: 'proof.pdf', bytes: TINY_PDF }])), 409, cancelled);
    const [row] = await shop.database.db.select({ status: orders.status, approved: orders.approved_at }).from(orders).where(eq(orders.order_no, order.order_no));
    expect(row).toEqual({ status: 'cancelled', approved: null });
  });

  it('refuses an order in production (409 in words) and changes nothing', async () => {
    const { order } = await placeOrder();
    await markPaid(order);
    await shop.database.db.update(orders).set({ status: 'in_production' }).where(eq(orders.order_no, order.order_no));
    const audited = (await auditOf(order.order_no)).length;
    expectClientError(await cancel(desk.v, order.order_no, { reason: 'Too late' }), 409, { message: MONEY_MESSAGES.notCancellable(order.order_no, 'in_production') });
    const [row] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.order_no, order.order_no));
    expect(row?.status).toBe('in_production');
    expect(await auditOf(order.order_no)).toHaveLength(audited);
  });

  it('a paid order cancelled says the money must be refunded, and the refund then settles it', async () => {
    const { order, shopper } = await placeOrder();
    await markPaid(order);
    const done = await cancel(owner.v, order.order_no, { reason: 'Shop closure' });
    expect(done.body.message).toBe(MONEY_MESSAGES.cancelledPaid(order.order_no, order.total_cents));
    expect(done.body.data.money).toMatchObject({ paid_cents: order.total_cents, refunded_cents: 0, refundable_cents: order.total_cents });
    expectOk(await refund(owner.v, order.order_no, { amount_cents: order.total_cents, method: 'paynow', reference: 'PN-REF-1' }));
    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.cancellation?.money).toBe(`Your payment of ${formatSgd(order.total_cents)} has been refunded.`);
    expect(seen.money).toMatchObject({ paid_cents: order.total_cents, refunded_cents: order.total_cents, net_cents: 0 });
  });
});

describe('refunds', () => {
  it('a paid order refunded in two parts, each with its credit note; a third over the rest refused; the totals reconcile', async () => {
    const { order, email, shopper } = await placeOrder();
    expectClientError(await refund(owner.v, order.order_no, { amount_cents: 100, method: 'cash', reference: 'R1' }), 409, { message: MONEY_MESSAGES.notPaid(order.order_no) });
    await markPaid(order);
    expectClientError(await refund(owner.v, order.order_no, { method: 'cash', reference: 'R1' }), 422, { field: 'amount_cents' });
    expectClientError(await refund(owner.v, order.order_no, { amount_cents: 100, method: 'cheque', reference: 'R1' }), 422, { field: 'method', message: MONEY_MESSAGES.methodRequired });
    expectClientError(await refund(owner.v, order.order_no, { amount_cents: 100, method: 'cash', reference: ' ' }), 422, { field: 'reference' });

    const first = 500;
    const one = await refund(desk.v, order.order_no, { amount_cents: first, method: 'paynow', reference: 'PN 7781', reason: 'Five sheets misprinted' }, 'refund-1');
    expect(one.statusCode, JSON.stringify(one.body)).toBe(200);
    const firstNote = one.body.data.money.refunds[0]?.credit_note_no ?? '';
    expect(firstNote).toMatch(/^C\d{6}-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(one.body.message).toBe(MONEY_MESSAGES.refunded(first, order.order_no, firstNote));
    // The same click again: one refund stored.
    const again = await refund(desk.v, order.order_no, { amount_cents: first, method: 'paynow', reference: 'PN 7781', reason: 'Five sheets misprinted' }, 'refund-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const rest = order.total_cents - first;
    const two = expectOk(await refund(owner.v, order.order_no, { amount_cents: rest - 250, method: 'bank_transfer', reference: 'DBS 4410' }, 'refund-2'));
    expect(two.money).toMatchObject({ paid_cents: order.total_cents, refunded_cents: order.total_cents - 250, net_cents: 250, refundable_cents: 250 });
    expect(two.money.refunds).toHaveLength(2);
    expect(two.events.filter((e) => e.note.startsWith('Refunded'))).toHaveLength(2);

    // A third over what is left: refused in words, nothing stored.
    expectClientError(await refund(owner.v, order.order_no, { amount_cents: 251, method: 'cash', reference: 'C3' }), 409, { message: `Only S$2.50 of this order's ${formatSgd(order.total_cents)} is left to refund.` });
    const stored = await shop.database.db.select().from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.order_id)).where(eq(orders.order_no, order.order_no));
    expect(stored).toHaveLength(2);
    expect(stored.reduce((sum, r) => sum + r.order_refunds.amount_cents, 0)).toBe(stored[0]?.orders.refunded_cents);

    // The shopper sees both, with their credit notes; the PDF says what was refunded.
    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.money.refunds.map((r) => r.amount_cents)).toEqual([first, rest - 250]);
    const url = seen.money.refunds[0]?.pdf_url ?? '';
    expect(url).toBe(`/pdf/orders/${order.order_no}/credit-notes/${firstNote}`);
    const pdf = await shopper.raw(url);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(firstNote);
    expect(text).toContain(`INV-${order.order_no}`);
    expect(text).toContain('Five sheets misprinted');
    expect(text).toMatch(/by PayNow, reference PN 7781/);
    expect(text).toContain(formatSgd(first));
    // Staff get it too; a stranger doesn't.
    const staffPdf = await owner.v.raw(`/api/staff/orders/${order.order_no}/credit-notes/${seen.money.refunds[1]?.credit_note_no ?? ''}`);
    expect(staffPdf.statusCode).toBe(200);
    expect(pdfText(staffPdf.bytes)).toContain('by Bank transfer, reference DBS 4410');
    expect((await testVisitor(shop).raw(url)).statusCode).toBe(404);

    const mails = await emailsOf(email, 'order-refunded');
    expect(mails.map((m) => m.subject.split(' – ')[0])).toEqual([`Refund for order ${order.order_no}`, `Refund for order ${order.order_no}`]);
    expect(mails[0]?.text).toContain(`We have refunded ${formatSgd(first)} for order ${order.order_no} by PayNow.`);

    const audit = (await auditOf(order.order_no)).filter((a) => a.action === 'order.refund');
    expect(audit.map((a) => a.actor_email)).toEqual([desk.email, owner.email]);
  });

  it('a desk member over DESK_REFUND_LIMIT is refused (403 in words); an owner is not', async () => {
    const { order } = await placeOrder();
    await markPaid(order);
    expect(order.total_cents).toBeGreaterThan(DESK_LIMIT_CENTS);
    expectClientError(await refund(desk.v, order.order_no, { amount_cents: DESK_LIMIT_CENTS + 1, method: 'cash', reference: 'R' }), 403, { message: 'Refunds over S$10.00 need an owner.' });
    const [n] = await shop.database.db.select({ n: count() }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.order_id)).where(eq(orders.order_no, order.order_no));
    expect(n?.n).toBe(0);
    expectOk(await refund(desk.v, order.order_no, { amount_cents: DESK_LIMIT_CENTS, method: 'cash', reference: 'R' }));
    expectOk(await refund(owner.v, order.order_no, { amount_cents: DESK_LIMIT_CENTS + 1, method: 'other', reference: 'Store credit 12' }));
  });

  it('production staff and shoppers get 404 on the money routes', async () => {
    const { order, shopper } = await placeOrder();
    const production = await registeredMember(shop, { staff: 'production' });
    for (const v of [production.v, shopper]) {
      expect((await cancel(v, order.order_no, { reason: 'x' })).statusCode).toBe(404);
      expect((await refund(v, order.order_no, { amount_cents: 1, method: 'cash', reference: 'x' })).statusCode).toBe(404);
    }
  });
});
