/**
 * Orders (issue 12, first part) on a real database: a guest's checkout with a verified email,
 * server-computed totals (a tampered total stores nothing), one order per Idempotency-Key, the
 * emptied cart, the "order placed" email, the PayNow payload of the exact amount, the owner-only
 * order and QR code, the look-up by number and email, the checkout form's messages, and a
 * member's checkout from the address book with their list of orders.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectEnvelope, expectOk, testVisitor, type ApiAnswer, type Envelope } from '../../../test/api-client.js';
import { addPricedLines, DIE_CUT_50, guestEmail, verifiedEmailToken } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { emailOutbox } from '../email/email.tables.js';
import { orderEvents, orderLines, orders } from './orders.tables.js';
import { formatSgd } from '../../shared/money.js';
import type { MemberAddress } from '../account/account.schemas.js';
import type { Cart } from '../cart/cart.schemas.js';
import { parseEmvPayload, verifyPayloadCrc } from '../payment/paynow.js';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import { ORDER_MESSAGES, ORDER_NO_PATTERN, ORDER_PROGRESS } from './order-rules.js';
import type { Order, OrderSummary } from './orders.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Visitor = ReturnType<typeof testVisitor>;

const newEmail = guestEmail;
const contact = (email: string) => ({ first_name: 'Mei Ling', last_name: 'Tan', email, phone: '+65 9123 4567' });
const address = { line1: 'Blk 123 Ang Mo Kio Avenue 3, #05-67', line2: '', postcode: '560123', label: 'Home' };

/** Priced stickers into `v`'s cart as the configurator adds them; the cart after. */
const addToCart = (v: Visitor, quantity = 100, config: Record<string, number> = DIE_CUT_50): Promise<Cart> => addPricedLines(shop, v, [{ config, quantity }]);

/** A guest verifies their email with the accounts' code flow and gets the single-use token. */
const emailToken = (v: Visitor, email: string): Promise<string> => verifiedEmailToken(shop, v, email);

async function checkout(v: Visitor, body: Record<string, unknown>, key?: string) {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: body,
    headers: { cookie: v.cookie(), ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<Order> } satisfies ApiAnswer<Order>;
}

async function orderCount(): Promise<{ orders: number; lines: number; events: number }> {
  const [o] = await shop.database.db.select({ n: count() }).from(orders);
  const [l] = await shop.database.db.select({ n: count() }).from(orderLines);
  const [e] = await shop.database.db.select({ n: count() }).from(orderEvents);
  return { orders: o?.n ?? 0, lines: l?.n ?? 0, events: e?.n ?? 0 };
}

/** A guest with two lines in the cart and a verified email, ready to check out. */
async function readyGuest() {
  const v = testVisitor(shop);
  await addToCart(v, 100);
  const cart = await addToCart(v, 500, { ...DIE_CUT_50, width: 80, height: 40 });
  const email = newEmail();
  const token = await emailToken(v, email);
  return { v, cart, email, token };
}

describe('POST /api/checkout (guest)', () => {
  it('places the order from the cart with the server’s totals: 201, a number like O261123-XXXXXXXXXX, placed then awaiting payment, the cart emptied', async () => {
    const { v, cart, email, token } = await readyGuest();
    const before = await orderCount();
    const answer = await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents }, 'order-1');
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expectEnvelope(answer);
    expect(answer.body.message).toBe(ORDER_MESSAGES.placed);
    const order = answer.body.data;
    expect(order.order_no).toMatch(ORDER_NO_PATTERN);
    expect(order.order_no.slice(0, 7)).toBe('O261123');
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      status_label: 'Awaiting payment',
      sub_total_cents: cart.sub_total_cents,
      shipping_fee_cents: cart.shipping_fee_cents,
      discount_cents: 0,
      total_cents: cart.total_cents,
      shipping_method: 'Standard',
      contact: { first_name: 'Mei Ling', last_name: 'Tan', email, phone: '91234567' },
      address: { line1: address.line1, line2: '', postcode: '560123', label: 'Home' },
      page_url: `/orders/${order.order_no}`,
      dispatch_date: cart.dispatch_date,
    });
    expect(order.lines.map((l) => [l.summary, l.quantity, l.total_price_cents])).toEqual(cart.items.map((i) => [i.summary, i.quantity, i.total_price_cents]));
    expect(order.lines[0]?.page_url).toMatch(/^\/stickers\//);
    expect(order.timeline.map((t) => t.status)).toEqual([...ORDER_PROGRESS]);
    expect(order.timeline.filter((t) => t.at !== null).map((t) => t.status)).toEqual(['placed', 'awaiting_payment']);
    expect(order.payment).toMatchObject({
      method: 'paynow',
      method_name: 'PayNow',
      amount_cents: cart.total_cents,
      reference: order.order_no,
      expired: false,
      paid_at: null,
      qr_svg_url: `/api/orders/${order.order_no}/paynow.svg`,
      // Without SHOP_BANK_* (tests, development) the demonstration account, marked as such (payment-settings.ts).
      bank_transfer: { bank_name: 'DBS Bank Ltd', account_name: `${DEFAULT_SHOP_INFO.name} (demo)`, account_no: '012-345678-9' },
    });
    expect(new Date(order.payment.expires_at).getTime()).toBe(DEFAULT_TEST_NOW.getTime() + 48 * 3_600_000);
    expect(await orderCount()).toEqual({ orders: before.orders + 1, lines: before.lines + 2, events: before.events + 2 });
    // The cart is empty now.
    expect(expectOk(await v.send<Cart>('GET', '/api/cart')).items).toEqual([]);
    // The owner reads it again.
    expect(expectOk(await v.send<Order>('GET', `/api/orders/${order.order_no.toLowerCase()}`))).toEqual(order);
  });

  it('the PayNow payload is the exact amount to the shop’s UEN with the order number as bill number, CRC checked; the SVG is the owner’s only', async () => {
    const { v, cart, email, token } = await readyGuest();
    const order = (await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents })).body.data;
    const payload = order.payment.qr_payload;
    expect(verifyPayloadCrc(payload)).toBe(true);
    const fields = parseEmvPayload(payload);
    expect(fields['54']).toBe((order.total_cents / 100).toFixed(2));
    expect(fields['62']).toEqual({ '01': order.order_no });
    expect(fields['26']).toMatchObject({ '00': 'SG.PAYNOW', '01': '2', '02': DEFAULT_SHOP_INFO.uen, '03': '0', '04': '20261125' });
    const svg = await v.raw(order.payment.qr_svg_url ?? '');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg|^<\?xml/);
    // Anyone else: the same 404 as a number that doesn't exist.
    const stranger = testVisitor(shop);
    await addToCart(stranger);
    expectClientError(await stranger.send('GET', `/api/orders/${order.order_no}`), 404, { message: ORDER_MESSAGES.notFound });
    expectClientError(await stranger.send('GET', '/api/orders/O261123-0000000000'), 404, { message: ORDER_MESSAGES.notFound });
    expect((await stranger.raw(order.payment.qr_svg_url ?? '')).statusCode).toBe(404);
    expect(expectOk(await stranger.send<OrderSummary[]>('GET', '/api/user/orders'))).toEqual([]);
  });

  it('a total that is not the server’s answers 409 with the server’s total and stores nothing (the cart stays)', async () => {
    const { v, cart, email, token } = await readyGuest();
    const before = await orderCount();
    const answer = await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents - 100 });
    expectClientError(answer, 409, { field: 'expected_total_cents' });
    expect(answer.body.message).toContain(formatSgd(cart.total_cents));
    expect(await orderCount()).toEqual(before);
    expect(expectOk(await v.send<Cart>('GET', '/api/cart')).items).toHaveLength(2);
    // The token was not spent: the right total goes through.
    expect((await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents })).statusCode).toBe(201);
  });

  it('the same Idempotency-Key twice places one order and answers the same', async () => {
    const { v, cart, email, token } = await readyGuest();
    const before = await orderCount();
    const body = { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents };
    const first = await checkout(v, body, 'double-submit');
    const second = await checkout(v, body, 'double-submit');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await orderCount()).orders).toBe(before.orders + 1);
    // A new key now finds an empty cart.
    expectClientError(await checkout(v, body, 'another-key'), 409, { message: ORDER_MESSAGES.emptyCart });
  });

  it('queues the "order placed" email with the amount, the reference, PayNow and bank transfer details and the order page', async () => {
    const { v, cart, email, token } = await readyGuest();
    const order = (await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents })).body.data;
    const [mail] = await shop.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.kind, 'order-placed')));
    expect(mail?.subject).toContain(order.order_no);
    const text = mail?.text ?? '';
    expect(text).toContain(formatSgd(order.total_cents));
    expect(text).toMatch(new RegExp(`Reference\\s+${order.order_no}\\s`));
    expect(text).toContain('PayNow');
    expect(text).toContain(DEFAULT_SHOP_INFO.uen);
    expect(text).toContain('012-345678-9');
    expect(text).toContain(`http://localhost:3000/orders/${order.order_no}`);
    expect(text).toContain('560123');
    expect(mail?.html).toContain(order.order_no);
  });

  it('a guest needs the verified email’s token: none, a made-up one, or another email’s is refused with 422', async () => {
    const { v, cart, email, token } = await readyGuest();
    const base = { contact: contact(email), address, expected_total_cents: cart.total_cents };
    expectClientError(await checkout(v, base), 422, { message: ORDER_MESSAGES.emailNotVerified, field: 'email_token' });
    expectClientError(await checkout(v, { ...base, email_token: 'made-up' }), 422, { message: ORDER_MESSAGES.emailNotVerified });
    expectClientError(await checkout(v, { ...base, contact: contact(newEmail()), email_token: token }), 422, { message: ORDER_MESSAGES.emailNotVerified });
    expectClientError(await checkout(v, { ...base, address_book_id: 1, email_token: token }), 422, { message: ORDER_MESSAGES.signInForAddressBook });
  });

  it('an empty cart answers 409 with a clear message', async () => {
    const v = testVisitor(shop);
    const email = newEmail();
    const token = await emailToken(v, email);
    expectClientError(await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: 0 }), 409, { message: ORDER_MESSAGES.emptyCart });
  });

  it('the checkout form’s messages: the catalogue’s wording for address line 1, postcode and phone, and Singapore formats', async () => {
    const { v, cart, email, token } = await readyGuest();
    const base = { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ address: { ...address, line1: ' ' } }, 'address.line1', 'Address Line 1 is required. Please try again.'],
      [{ address: { ...address, postcode: '' } }, 'address.postcode', 'Postcode is required. Please try again.'],
      [{ address: { ...address, postcode: '56012' } }, 'address.postcode', 'Please enter a valid 6-digit Singapore postcode.'],
      [{ contact: { ...contact(email), phone: '' } }, 'contact.phone', 'Phone number is required. Please try again.'],
      [{ contact: { ...contact(email), phone: '1234 5678' } }, 'contact.phone', 'Please enter a valid Singapore phone number.'],
      [{ contact: { ...contact(email), first_name: '' } }, 'contact.first_name', 'First name is required. Please try again.'],
      [{ contact: { ...contact(email), first_name: 'x'.repeat(101) } }, 'contact.first_name', 'First name must be at most 100 characters.'],
      [{ contact: { ...contact(email), email: 'not-an-email' } }, 'contact.email', 'Please enter a valid email.'],
    ];
    for (const [change, field, message] of cases) {
      expectClientError(await checkout(v, { ...base, ...change }), 422, { field, message });
    }
    // Nothing was spent or stored: the form, fixed, goes through.
    expect((await checkout(v, base)).statusCode).toBe(201);
  });
});

describe('POST /api/orders/lookup', () => {
  it('finds an order by number and email (any case); a wrong email reads like an unknown number; the number is required in the catalogue’s words', async () => {
    const { v, cart, email, token } = await readyGuest();
    const order = (await checkout(v, { contact: contact(email), address, email_token: token, expected_total_cents: cart.total_cents })).body.data;
    const other = testVisitor(shop);
    const found = expectOk(await other.send<Order>('POST', '/api/orders/lookup', { order_no: ` ${order.order_no.toLowerCase()} `, email: email.toUpperCase() }));
    expect(found).toEqual({ ...order, payment: { ...order.payment, qr_svg_url: null } });
    expectClientError(await other.send('POST', '/api/orders/lookup', { order_no: order.order_no, email: 'someone.else@example.sg' }), 404, { message: ORDER_MESSAGES.notFound });
    expectClientError(await other.send('POST', '/api/orders/lookup', { order_no: 'O261123-ZZZZZZZZZZ', email }), 404, { message: ORDER_MESSAGES.notFound });
    expectClientError(await other.send('POST', '/api/orders/lookup', { order_no: '', email }), 422, { message: 'Order Number is required. Please try again.', field: 'order_no' });
    expectClientError(await other.send('POST', '/api/orders/lookup', { email }), 422, { message: 'Order Number is required. Please try again.' });
  });
});

describe('a member’s checkout', () => {
  it('orders with the member’s own email and an address-book address; GET /api/user/orders lists it, newest first', async () => {
    const v = testVisitor(shop);
    const email = newEmail();
    const token = await emailToken(v, email);
    const registered = await v.send('POST', '/api/user/register', { first_name: 'Wei', last_name: 'Lim', email, password: 'Kopi-O kosong 88', registration_token: token });
    expect(registered.statusCode, JSON.stringify(registered.body)).toBe(201);
    const saved = await v.send<MemberAddress>('POST', '/api/user/addresses', { label: 'Office', address_line1: '61 Ubi Avenue 1', address_line2: '#04-12', postcode: '408941', phone: '6741 2280' });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(201);
    const cart = await addToCart(v, 100);
    // The email sent is ignored: a member orders with their own. No token is needed.
    const answer = await checkout(v, { contact: { first_name: 'Wei', last_name: 'Lim', email: 'other@example.sg', phone: '' }, address_book_id: saved.body.data.id, expected_total_cents: cart.total_cents });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data;
    expect(order.contact).toEqual({ first_name: 'Wei', last_name: 'Lim', email, phone: '67412280' });
    expect(order.address).toEqual({ line1: '61 Ubi Avenue 1', line2: '#04-12', postcode: '408941', label: 'Office' });

    shop.setNow(new Date(DEFAULT_TEST_NOW.getTime() + 3_600_000));
    await addToCart(v, 200);
    const second = await checkout(v, { contact: { first_name: 'Wei', last_name: 'Lim', phone: '81234567' }, address, expected_total_cents: (await v.send<Cart>('GET', '/api/cart')).body.data.total_cents });
    expect(second.statusCode, JSON.stringify(second.body)).toBe(201);
    const list = expectOk(await v.send<OrderSummary[]>('GET', '/api/user/orders'));
    shop.setNow(DEFAULT_TEST_NOW);
    expect(list.map((o) => o.order_no)).toEqual([second.body.data.order_no, order.order_no]);
    expect(list[0]).toMatchObject({ status: 'awaiting_payment', status_label: 'Awaiting payment', item_count: 1, page_url: expect.stringMatching(/^\/orders\/O/) });
    // Someone else's address-book id is not theirs.
    await addToCart(v, 100);
    expectClientError(await checkout(v, { contact: { first_name: 'Wei', last_name: 'Lim', phone: '81234567' }, address_book_id: 999_999, expected_total_cents: 1 }), 422, { message: ORDER_MESSAGES.addressBookNotFound });
  });
});
