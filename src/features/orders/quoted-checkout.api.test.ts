/**
 * A quoted price at checkout (issue 19): the option the shopper accepts on their quote page goes in
 * the cart at exactly the quoted total (never re-priced, its quantity fixed), checkout honours it
 * until the quote's date and records the line as quoted; after that date it is refused and
 * nothing is stored.
 */
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { DIE_CUT_50, addPricedLines, guestCheckoutBody, guestEmail, registeredMember, verifiedEmailToken } from '../../../test/place-order.js';
import { sendSpecialSizeRequest, TWO_OPTIONS } from '../../../test/quote-requests.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { QUOTED_LINE_MESSAGES } from '../cart/cart-messages.js';
import type { Cart } from '../cart/cart.schemas.js';
import { QUOTE_OFFER_MESSAGES } from '../quote-request/quote-offer-rules.js';
import type { ShopperQuote, StaffQuoteRequest } from '../quote-request/quote-request.schemas.js';
import { orderLines, orders } from './orders.tables.js';
import type { Order } from './orders.schemas.js';
import type { ReorderResult } from './order-documents.schemas.js';
import { ORDER_MESSAGES } from './order-rules.js';

type Visitor = ReturnType<typeof testVisitor>;
let shop: TestShop;
let desk: { v: Visitor; email: string };
beforeAll(async () => {
  shop = await createTestShop();
  desk = await registeredMember(shop, { staff: 'desk' });
});
afterAll(async () => {
  await shop?.close();
});

describe('an accepted option', () => {
  it('goes in the cart at exactly the quoted price with one click, and checkout honours it, recorded as quoted', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const answered = expectOk(await desk.v.send<StaffQuoteRequest>('POST', `/api/staff/quote-requests/${request.request_no}/answer`, TWO_OPTIONS));
    const [first, second] = answered.conversation.offers;
    // A priced line from the tables too: the cart holds both, and only the quoted one keeps its price.
    await addPricedLines(shop, shopper, [{ config: DIE_CUT_50, quantity: 100 }]);

    const accepted = await shopper.send<ShopperQuote>('POST', `/api/quote-requests/${request.request_no}/offers/${second!.id}/accept`);
    expect(accepted.body.message).toBe(QUOTED_LINE_MESSAGES.added);
    expect(expectOk(accepted)).toMatchObject({ status: 'accepted' });
    expect(accepted.body.data.conversation.offers.map((o) => o.state)).toEqual(['withdrawn', 'accepted']);
    // A double click adds nothing twice; the other option is closed now.
    expect((await shopper.send('POST', `/api/quote-requests/${request.request_no}/offers/${second!.id}/accept`)).body.message).toBe(QUOTED_LINE_MESSAGES.alreadyInCart);
    expectClientError(await shopper.send('POST', `/api/quote-requests/${request.request_no}/offers/${first!.id}/accept`), 409, { message: QUOTE_OFFER_MESSAGES.alreadyAccepted });

    const cart = expectOk(await shopper.send<Cart>('GET', '/api/cart'));
    const quoted = cart.items.find((item) => item.quoted !== null);
    expect(cart.items).toHaveLength(2);
    expect(quoted).toMatchObject({ quantity: 2000, total_price_cents: 99_900, quoted: { request_no: request.request_no, valid_until: '2026-11-30', dispatch_days: 10 }, page_url: `/quote-requests/${request.request_no}` });
    // Its quantity is the quote's.
    expectClientError(await shopper.send('PATCH', `/api/cart/items/${quoted!.id}`, { quantity: 3000 }), 409, { message: QUOTED_LINE_MESSAGES.fixed });

    const email = guestEmail();
    const token = await verifiedEmailToken(shop, shopper, email);
    const placed = await shopper.send<Order>('POST', '/api/checkout', { ...guestCheckoutBody(email), email_token: token, expected_total_cents: cart.total_cents });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order.lines.map((line) => line.total_price_cents).sort((a, b) => a - b)).toEqual([...cart.items.map((i) => i.total_price_cents)].sort((a, b) => a - b));
    const stored = await shop.database.db.select({ source: orderLines.price_source, offer: orderLines.quote_offer_id, total: orderLines.total_cents }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.order_id)).where(eq(orders.order_no, order.order_no)).orderBy(asc(orderLines.position));
    expect(stored.find((line) => line.source === 'quote')).toEqual({ source: 'quote', offer: second!.id, total: 99_900 });
    expect(stored.filter((line) => line.source === 'tables')).toHaveLength(1);
    expect(order.lines.map((line) => line.quoted).sort()).toEqual([false, true]);

    // Reordering repeats the priced line; the quoted one points back to its quote, and nothing of it goes in the cart.
    const reordered = await shopper.send<ReorderResult>('POST', `/api/orders/${order.order_no}/reorder`, undefined, { 'idempotency-key': `reorder-quoted-${order.order_no}` });
    expect(reordered.statusCode, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.not_added).toEqual([{ summary: quoted!.summary, reason: ORDER_MESSAGES.reorderQuoted }]);
    expect(reordered.body.data.cart.items.map((item) => item.quoted)).toEqual([null]);
  });

  it('is refused at checkout after its date, and cannot be accepted once expired', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const answered = expectOk(await desk.v.send<StaffQuoteRequest>('POST', `/api/staff/quote-requests/${request.request_no}/answer`, TWO_OPTIONS));
    const [first, second] = answered.conversation.offers;
    expectOk(await shopper.send('POST', `/api/quote-requests/${request.request_no}/offers/${second!.id}/accept`));
    const cart = expectOk(await shopper.send<Cart>('GET', '/api/cart'));
    const email = guestEmail();
    const token = await verifiedEmailToken(shop, shopper, email);
    try {
      // 1 Dec: the accepted option held until 30 Nov.
      shop.setNow(new Date('2026-12-01T02:00:00Z'));
      const later = expectOk(await shopper.send<Cart>('GET', '/api/cart'));
      expect(later.price_changes).toContain(QUOTED_LINE_MESSAGES.expired(later.items[0]!.summary, 'Mon, 30 Nov 2026'));
      const refused = await shopper.send('POST', '/api/checkout', { ...guestCheckoutBody(email), email_token: token, expected_total_cents: cart.total_cents });
      expectClientError(refused, 422, { field: 'lines.0', message: QUOTE_OFFER_MESSAGES.quotedLineExpired(later.items[0]!.summary, 'Mon, 30 Nov 2026') });
      expect((await shop.database.db.select({ n: count() }).from(orders).where(eq(orders.email, email)))[0]?.n).toBe(0);
      // Another shopper's request: an option past its date cannot be accepted.
      const other = testVisitor(shop);
      const otherRequest = await sendSpecialSizeRequest(other);
      shop.setNow(DEFAULT_TEST_NOW);
      const otherAnswer = expectOk(await desk.v.send<StaffQuoteRequest>('POST', `/api/staff/quote-requests/${otherRequest.request_no}/answer`, TWO_OPTIONS));
      shop.setNow(new Date('2026-12-01T02:00:00Z'));
      expectClientError(await other.send('POST', `/api/quote-requests/${otherRequest.request_no}/offers/${otherAnswer.conversation.offers[1]!.id}/accept`), 409, { message: QUOTE_OFFER_MESSAGES.offerExpired('Mon, 30 Nov 2026') });
      expect(expectOk(await other.send<Cart>('GET', '/api/cart')).items).toHaveLength(0);
      expect(first).toBeTruthy();
    } finally {
      shop.setNow(DEFAULT_TEST_NOW);
    }
  });
});

