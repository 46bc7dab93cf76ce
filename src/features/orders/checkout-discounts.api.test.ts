/**
 * Coupons and points at checkout (issue 12) on a real database: the catalogue's coupon messages,
 * money-off coupons (minimum spend, once per customer, a limited number of orders, even when two
 * checkouts race for the last one), the kick-off sticker coupon's free pieces, a member spending
 * points (and a shop that doesn't allow it), totals the server recomputes with discounts (a total
 * without them is refused and nothing is stored), and an idempotent retry that uses a coupon once.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { pdfText } from '../../../test/pdf-text.js';
import { addPricedLines, DIE_CUT_50, guestCheckoutBody, guestEmail, registeredMember, verifiedEmailToken } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { pointsLedger } from '../account/account.tables.js';
import { emailOutbox } from '../email/email.tables.js';
import { couponRedemptions, orders } from './orders.tables.js';
import { coupons } from '../promotions/promotions.tables.js';
import { POINTS_MESSAGES } from '../account/points-rules.js';
import { COUPON_MESSAGES } from '../promotions/coupon-rules.js';
import type { CheckoutQuote, Order } from './orders.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Visitor = ReturnType<typeof testVisitor>;
const line = (quantity: number, width = 50) => ({ config: { ...DIE_CUT_50, width, height: width }, quantity });

const quote = (v: Visitor, body: Record<string, unknown>) => v.send<CheckoutQuote>('POST', '/api/checkout/quote', body);
const checkout = (v: Visitor, body: Record<string, unknown>, key?: string) => v.send<Order>('POST', '/api/checkout', body, key ? { 'idempotency-key': key } : {});

/** A guest with these lines in the cart and a verified email. */
async function guest(lines: ReturnType<typeof line>[]) {
  const v = testVisitor(shop);
  const cart = await addPricedLines(shop, v, lines);
  const email = guestEmail();
  return { v, cart, email, token: await verifiedEmailToken(shop, v, email) };
}

async function redemptionsOf(code: string): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.coupon_code, code));
  return row?.n ?? 0;
}

describe('coupon codes', () => {
  it('answers the catalogue’s messages: "Coupon Issue is required" without a code, "Please enter a valid coupon issue" for an unknown or malformed one', async () => {
    const { v } = await guest([line(100)]);
    expectClientError(await quote(v, { coupon_code: '   ' }), 422, { message: COUPON_MESSAGES.required, field: 'coupon_code' });
    expectClientError(await quote(v, { coupon_code: 'NOSUCHCODE' }), 422, { message: COUPON_MESSAGES.invalid, field: 'coupon_code' });
    expectClientError(await quote(v, { coupon_code: 'DROP TABLE;' }), 422, { message: COUPON_MESSAGES.invalid, field: 'coupon_code' });
    // Without a coupon the quote is the cart's own totals.
    const plain = expectOk(await quote(v, {}));
    const cart = expectOk(await v.send<{ total_cents: number; sub_total_cents: number }>('GET', '/api/cart'));
    expect(plain).toMatchObject({ coupon: null, points: null, discount_cents: 0, total_cents: cart.total_cents, sub_total_cents: cart.sub_total_cents });
  });

  it('refuses an ended coupon as not valid', async () => {
    await shop.database.db.insert(coupons).values({ code: 'ENDED-5', description: 'S$5 off', amount_off_cents: 500, ends_on: '2026-01-31' });
    const { v } = await guest([line(100)]);
    expectClientError(await quote(v, { coupon_code: 'ended-5' }), 422, { message: COUPON_MESSAGES.invalid });
  });
});

describe('a money-off coupon', () => {
  it('takes 10% off items of S$50 or more, once per customer: the order stores the discount and the redemption, the email and PDF show it', async () => {
    const small = await guest([line(20)]);
    expect(small.cart.sub_total_cents).toBeLessThan(5000);
    expectClientError(await quote(small.v, { coupon_code: 'WELCOME10' }), 422, { message: COUPON_MESSAGES.minimumSubTotal(5000) });

    const { v, cart, email, token } = await guest([line(500)]);
    expect(cart.sub_total_cents).toBeGreaterThanOrEqual(5000);
    const priced = expectOk(await quote(v, { coupon_code: ' welcome10 ' }));
    const discount = Math.round(cart.sub_total_cents / 10);
    expect(priced.coupon).toMatchObject({ code: 'WELCOME10', kind: 'money_off', discount_cents: discount });
    expect(priced.total_cents).toBe(cart.sub_total_cents - discount + priced.shipping_fee_cents);

    // The undiscounted total is not what the server charges: 409, nothing stored, the coupon unused.
    const before = await redemptionsOf('WELCOME10');
    const stale = await checkout(v, { ...guestCheckoutBody(email), email_token: token, coupon_code: 'WELCOME10', expected_total_cents: cart.total_cents });
    expectClientError(stale, 409, { message: /now comes to .*discounts −S\$/ });
    expect(await redemptionsOf('WELCOME10')).toBe(before);

    const placed = await checkout(v, { ...guestCheckoutBody(email), email_token: token, coupon_code: 'welcome10', expected_total_cents: priced.total_cents }, 'welcome-1');
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({ coupon_code: 'WELCOME10', coupon_discount_cents: discount, discount_cents: discount, point_discount_cents: 0, total_cents: priced.total_cents });
    expect(order.payment.amount_cents).toBe(priced.total_cents);
    expect(await redemptionsOf('WELCOME10')).toBe(before + 1);
    const [mail] = await shop.database.db.select({ text: emailOutbox.text }).from(emailOutbox).where(sql`${emailOutbox.kind} = 'order-placed' AND ${emailOutbox.to_address} = ${email}`);
    expect(mail?.text).toContain('WELCOME10');
    const pdf = await v.raw(`/pdf/orders/${order.order_no}/confirmation`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.bytes)).toMatch(/Coupon discount \(WELCOME10\)\s+-S\$/);

    // The same email again (a new cart): refused, at the quote and at checkout.
    await addPricedLines(shop, v, [line(500)]);
    expectClientError(await quote(v, { coupon_code: 'WELCOME10', email }), 422, { message: COUPON_MESSAGES.alreadyUsed });
    const token2 = await verifiedEmailToken(shop, v, email);
    expectClientError(await checkout(v, { ...guestCheckoutBody(email), email_token: token2, coupon_code: 'WELCOME10', expected_total_cents: priced.total_cents }), 422, { message: COUPON_MESSAGES.alreadyUsed });
  });

  it('an Idempotency-Key retry answers the first order and uses the coupon once', async () => {
    const { v, email, token } = await guest([line(300)]);
    const priced = expectOk(await quote(v, { coupon_code: 'STICK5' }));
    expect(priced.coupon?.discount_cents).toBe(500);
    const before = await redemptionsOf('STICK5');
    const body = { ...guestCheckoutBody(email), email_token: token, coupon_code: 'STICK5', expected_total_cents: priced.total_cents };
    const first = await checkout(v, body, 'stick5-retry');
    const again = await checkout(v, body, 'stick5-retry');
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    expect(again.body.data.order_no).toBe(first.body.data.order_no);
    expect(await redemptionsOf('STICK5')).toBe(before + 1);
  });

  it('with one use left, two checkouts at the same moment: one order gets it, the other is told it is used up and nothing of it is stored', async () => {
    await shop.database.db.insert(coupons).values({ code: 'LAST-ONE', description: 'S$3 off, one order', amount_off_cents: 300, max_redemptions: 1, once_per_customer: false });
    const a = await guest([line(100)]);
    const b = await guest([line(100)]);
    const totalA = expectOk(await quote(a.v, { coupon_code: 'LAST-ONE' })).total_cents;
    const totalB = expectOk(await quote(b.v, { coupon_code: 'LAST-ONE' })).total_cents;
    const [ra, rb] = await Promise.all([
      checkout(a.v, { ...guestCheckoutBody(a.email), email_token: a.token, coupon_code: 'LAST-ONE', expected_total_cents: totalA }),
      checkout(b.v, { ...guestCheckoutBody(b.email), email_token: b.token, coupon_code: 'LAST-ONE', expected_total_cents: totalB }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 422]);
    const refused = ra.statusCode === 422 ? ra : rb;
    expect(refused.body.message).toBe(COUPON_MESSAGES.usedUp);
    const [row] = await shop.database.db.select().from(coupons).where(eq(coupons.code, 'LAST-ONE'));
    expect(row?.redemptions).toBe(1);
    expect(await redemptionsOf('LAST-ONE')).toBe(1);
    const loserEmail = refused === ra ? a.email : b.email;
    expect(await shop.database.db.select().from(orders).where(eq(orders.email, loserEmail))).toHaveLength(0);
  });
});

describe('the kick-off sticker coupon', () => {
  it('gives 1,000 free stickers on each sticker item of 1,000 or more, changes no money, and shows on the order and its PDF', async () => {
    const few = await guest([line(500)]);
    expectClientError(await quote(few.v, { coupon_code: 'KICKOFF1000' }), 422, { message: COUPON_MESSAGES.kickoffNeedsQuantity(1000) });

    const { v, cart, email, token } = await guest([line(1000), line(200, 60)]);
    const priced = expectOk(await quote(v, { coupon_code: 'kickoff1000' }));
    expect(priced.coupon).toMatchObject({ code: 'KICKOFF1000', kind: 'kickoff', discount_cents: 0 });
    expect(priced.lines.map((l) => l.bonus_quantity)).toEqual([1000, 0]);
    expect(priced.total_cents).toBe(cart.total_cents);
    const placed = await checkout(v, { ...guestCheckoutBody(email), email_token: token, coupon_code: 'KICKOFF1000', expected_total_cents: priced.total_cents });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order.coupon_code).toBe('KICKOFF1000');
    expect(order.lines.map((l) => [l.quantity, l.bonus_quantity])).toEqual([
      [1000, 1000],
      [200, 0],
    ]);
    const pdf = await v.raw(`/pdf/orders/${order.order_no}/confirmation`);
    expect(pdfText(pdf.bytes).replace(/\s+/g, ' ')).toContain('Full Colour + 1,000 free (kick-off coupon)');
  });
});

describe('points', () => {
  it('a member sees the 2 welcome points and their value, spends them on the items, and the ledger records it once', async () => {
    const { v } = await registeredMember(shop);
    const cart = await addPricedLines(shop, v, [line(100)]);
    const shown = expectOk(await quote(v, {}));
    expect(shown.points).toEqual({ balance: 2, value_cents: 100, value_text: '1 point = S$1.00', redeemable: true, usable: 2, used: 0, discount_cents: 0 });
    const used = expectOk(await quote(v, { use_points: true }));
    expect(used.points).toMatchObject({ used: 2, discount_cents: 200 });
    expect(used.total_cents).toBe(cart.total_cents - 200);

    const placed = await checkout(v, { contact: { first_name: 'Wei', last_name: 'Lim', phone: '91234567' }, address: guestCheckoutBody('').address, use_points: true, expected_total_cents: used.total_cents }, 'points-1');
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({ points_redeemed: 2, point_discount_cents: 200, discount_cents: 200, total_cents: used.total_cents });
    const ledger = await shop.database.db.select().from(pointsLedger).where(eq(pointsLedger.reason_key, `order:${placed.body.data.order_no}`));
    expect(ledger.map((row) => row.points)).toEqual([-2]);

    await addPricedLines(shop, v, [line(100)]);
    expect(expectOk(await quote(v, {})).points).toMatchObject({ balance: 0, usable: 0 });
    expectClientError(await quote(v, { use_points: true }), 422, { message: POINTS_MESSAGES.noneToUse, field: 'use_points' });
  });

  it('guests are asked to sign in to use points', async () => {
    const { v } = await guest([line(100)]);
    expectClientError(await quote(v, { use_points: true }), 422, { message: POINTS_MESSAGES.signIn });
  });

  it('when the shop does not let points be spent, the balance still shows and use_points is refused', async () => {
    const closed = await createTestShop({ appOptions: { points: { valueCents: 50, redeemable: false } } });
    try {
      const { v } = await registeredMember(closed);
      await addPricedLines(closed, v, [line(100)]);
      expect(expectOk(await quote(v, {})).points).toMatchObject({ balance: 2, value_text: '1 point = S$0.50', redeemable: false, usable: 0 });
      expectClientError(await quote(v, { use_points: true }), 422, { message: POINTS_MESSAGES.notRedeemable });
    } finally {
      await closed.close();
    }
  });
});
