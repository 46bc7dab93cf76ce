/**
 * Orders found in seconds (issue 19) on a real database: the desk's one search box (order number
 * in lower case, an email's start or its domain, a first name, "first last", a phone number in the
 * forms people write it), each filter (status, payment, dispatch dates, product, the Today queues),
 * both sort orders, pages of 25 with the count of every match, bad values answered 422 in words;
 * the Today dashboard's counts, which move when an order is marked paid; who may use each.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { addPricedLines, DIE_CUT_50, guestCheckoutBody, registeredMember, verifiedEmailToken } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { artworkProofs } from '../artwork/artwork.tables.js';
import { orderNumber } from './order-rules.js';
import { orders } from './orders.tables.js';
import type { Order, StaffDashboard, StaffOrderList } from './orders.schemas.js';

/** Paper stickers, product 8 (the other product the orders below are for). */
const PAPER_20 = { featured_item_id: 2, product_id: 8, cutting_id: 1, width: 20, height: 20 };

let shop: TestShop;
type Visitor = ReturnType<typeof testVisitor>;
let desk: Visitor;
let production: Visitor;

/** A guest's order with this name, email and phone (as typed at checkout), of these lines. */
async function placeFor(contact: { first_name: string; last_name: string; email: string; phone: string }, lines: { config: Record<string, number>; quantity: number }[]): Promise<Order> {
  const shopper = testVisitor(shop);
  const cart = await addPricedLines(shop, shopper, lines);
  const token = await verifiedEmailToken(shop, shopper, contact.email);
  const body = guestCheckoutBody(contact.email);
  const answer = await shopper.send<Order>('POST', '/api/checkout', { ...body, contact, email_token: token, expected_total_cents: cart.total_cents });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const list = async (query: Record<string, string>, who: Visitor = desk) => expectOk(await who.send<StaffOrderList>('GET', `/api/staff/orders?${new URLSearchParams(query).toString()}`));
const found = async (query: Record<string, string>) => (await list(query)).orders.map((o) => o.order_no);

let meiLing: Order; // Mei Ling Tan, +65 9123 4567, vinyl, awaiting payment, dispatch 2026-11-25
let ahmad: Order; // Ahmad Ibrahim, paper, paid, dispatch 2026-11-27
let priya: Order; // Priya Nair, vinyl and paper, approved, dispatch today (2026-11-23)
let weiJie: Order; // Wei Jie Lim, in production, dispatch 2026-11-20 (late)
let meiLingGoh: Order; // Mei Ling Goh, paper, awaiting payment, its payment window ends today, an automatic proof waiting

beforeAll(async () => {
  shop = await createTestShop();
  desk = (await registeredMember(shop, { staff: 'desk' })).v;
  production = (await registeredMember(shop, { staff: 'production' })).v;
  meiLing = await placeFor({ first_name: 'Mei Ling', last_name: 'Tan', email: 'mei.ling.tan@example.sg', phone: '+65 9123 4567' }, [{ config: DIE_CUT_50, quantity: 100 }]);
  ahmad = await placeFor({ first_name: 'Ahmad', last_name: 'Ibrahim', email: 'ahmad@kopi.com.sg', phone: '8111 2222' }, [{ config: PAPER_20, quantity: 500 }]);
  priya = await placeFor({ first_name: 'Priya', last_name: 'Nair', email: 'priya.nair@example.sg', phone: '6222-3333' }, [
    { config: DIE_CUT_50, quantity: 300 },
    { config: PAPER_20, quantity: 100 },
  ]);
  weiJie = await placeFor({ first_name: 'Wei Jie', last_name: 'Lim', email: 'weijie@lim.sg', phone: '98765432' }, [{ config: DIE_CUT_50, quantity: 1000 }]);
  meiLingGoh = await placeFor({ first_name: 'Mei Ling', last_name: 'Goh', email: 'goh.ml@kopi.com.sg', phone: '93334444' }, [{ config: PAPER_20, quantity: 200 }]);

  const db = shop.database.db;
  const set = (order: Order, values: Partial<typeof orders.$inferInsert>) => db.update(orders).set(values).where(eq(orders.order_no, order.order_no));
  const paidAt = new Date('2026-11-22T03:00:00Z');
  // The test clock stands still: placed a minute apart, in the order above.
  for (const [i, order] of [meiLing, ahmad, priya, weiJie, meiLingGoh].entries()) await set(order, { created_at: new Date(Date.UTC(2026, 10, 23, 1, i)) });
  await set(meiLing, { dispatch_date: '2026-11-25' });
  expectOk(await desk.send('POST', `/api/staff/orders/${ahmad.order_no}/payment`, { amount_cents: ahmad.total_cents }));
  await set(ahmad, { dispatch_date: '2026-11-27' });
  await set(priya, { status: 'approved', paid_at: paidAt, approved_at: paidAt, dispatch_date: '2026-11-23' });
  await set(weiJie, { status: 'in_production', paid_at: paidAt, approved_at: paidAt, dispatch_date: '2026-11-20' });
  // Its payment window ends at 8 PM today (Singapore), and its automatic proof is made, waiting for staff.
  await set(meiLingGoh, { dispatch_date: '2026-11-26', payment_expires_at: new Date('2026-11-23T12:00:00Z') });
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.order_no, meiLingGoh.order_no));
  await db.insert(storedFiles).values({ key: 'test-auto-proof', content_type: 'application/pdf', size_bytes: 1, sha256: '0'.repeat(64) });
  await db.insert(artworkProofs).values({
    id: randomUUID(),
    order_id: row!.id,
    order_file_id: randomUUID(),
    status: 'ready',
    target: {} as never,
    cut_line: {} as never,
    proof_key: 'test-auto-proof',
    preview_light_key: 'test-auto-proof',
    preview_dark_key: 'test-auto-proof',
  });
});
afterAll(async () => {
  await shop?.close();
});

describe('the search box', () => {
  it('finds an order by its number in lower case, with spaces, or by its start', async () => {
    expect(await found({ q: meiLing.order_no.toLowerCase() })).toEqual([meiLing.order_no]);
    expect(await found({ q: ` ${meiLing.order_no.slice(0, 8)} ${meiLing.order_no.slice(8).toLowerCase()} ` })).toEqual([meiLing.order_no]);
    expect(await found({ q: meiLing.order_no.slice(0, 12) })).toContain(meiLing.order_no);
    expect(await found({ q: 'O261123-AAAAAAAAAA' })).toEqual([]);
  });

  it('finds an order by phone number written the ways people write it', async () => {
    for (const phone of ['+65 9123 4567', '9123-4567', '91234567', '(65) 9123 4567']) {
      const answer = await list({ q: phone });
      expect(answer.orders.map((o) => o.order_no), phone).toEqual([meiLing.order_no]);
      expect(answer.total).toBe(1);
    }
    expect((await list({ q: '9123 4567' })).orders[0]).toMatchObject({ name: 'Mei Ling Tan', email: 'mei.ling.tan@example.sg', phone: '+65 9123 4567', dispatch_date: '2026-11-25' });
    // Its first digits: every order whose phone starts so.
    expect(await found({ q: '6222' })).toEqual([priya.order_no]);
  });

  it('finds orders by an email, its start or its domain', async () => {
    expect(await found({ q: 'Priya.Nair@Example.sg' })).toEqual([priya.order_no]);
    expect(await found({ q: 'priya.n' })).toEqual([priya.order_no]);
    expect((await found({ q: '@kopi.com.sg' })).sort()).toEqual([ahmad.order_no, meiLingGoh.order_no].sort());
  });

  it('finds orders by first name, last name, or "first last", in any case', async () => {
    expect((await found({ q: 'mei' })).sort()).toEqual([meiLing.order_no, meiLingGoh.order_no].sort());
    expect((await found({ q: 'MEI LING' })).sort()).toEqual([meiLing.order_no, meiLingGoh.order_no].sort());
    expect(await found({ q: 'mei ling tan' })).toEqual([meiLing.order_no]);
    expect(await found({ q: 'ibrahim' })).toEqual([ahmad.order_no]);
    expect(await found({ q: 'nobody like this' })).toEqual([]);
    // LIKE's wildcards are only themselves.
    expect(await found({ q: '%' })).toEqual([]);
  });
});

describe('the filters', () => {
  it('by status, payment, dispatch dates and product, alone and together', async () => {
    expect((await found({ status: 'awaiting_payment' })).sort()).toEqual([meiLing.order_no, meiLingGoh.order_no].sort());
    expect(await found({ status: 'approved' })).toEqual([priya.order_no]);
    expect((await found({ payment: 'paid' })).sort()).toEqual([ahmad.order_no, priya.order_no, weiJie.order_no].sort());
    expect((await found({ payment: 'unpaid' })).sort()).toEqual([meiLing.order_no, meiLingGoh.order_no].sort());
    expect(await found({ payment: 'refunded' })).toEqual([]);
    expect((await found({ from: '2026-11-25', to: '2026-11-26' })).sort()).toEqual([meiLing.order_no, meiLingGoh.order_no].sort());
    expect((await found({ from: '2026-11-26' })).sort()).toEqual([ahmad.order_no, meiLingGoh.order_no].sort());
    expect((await found({ to: '2026-11-23' })).sort()).toEqual([priya.order_no, weiJie.order_no].sort());
    expect((await found({ product: '8' })).sort()).toEqual([ahmad.order_no, priya.order_no, meiLingGoh.order_no].sort());
    expect((await found({ product: '5' })).sort()).toEqual([meiLing.order_no, priya.order_no, weiJie.order_no].sort());
    expect(await found({ product: '5', payment: 'unpaid' })).toEqual([meiLing.order_no]);
    expect(await found({ q: 'mei', product: '8' })).toEqual([meiLingGoh.order_no]);
    // Empty parameters (as a form sends them) are filters not chosen.
    expect((await list({ q: '', status: '', payment: '', from: '', to: '', product: '', sort: '', page: '' })).total).toBe(5);
  });

  it('offers the catalogue’s products to filter by', async () => {
    const { products } = await list({});
    expect(products).toContainEqual({ id: 5, name: 'Standard Vinyl' });
    expect(products).toContainEqual({ id: 8, name: 'Gold Vinyl' });
  });

  it('the Today queues: proofs to release, and what leaves today (approved or in production, dispatch today or earlier)', async () => {
    expect(await found({ queue: 'proofs_to_release' })).toEqual([meiLingGoh.order_no]);
    expect((await found({ queue: 'dispatch_today' })).sort()).toEqual([priya.order_no, weiJie.order_no].sort());
  });
});

describe('sorting and pages', () => {
  it('sorts newest first by default, and by when placed, total or dispatch date either way', async () => {
    const placed = [meiLing, ahmad, priya, weiJie, meiLingGoh].map((o) => o.order_no);
    expect(await found({})).toEqual([...placed].reverse());
    expect(await found({ sort: 'placed_asc' })).toEqual(placed);
    const totals = (await list({ sort: 'total_desc' })).orders.map((o) => o.total_cents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(new Set(totals).size).toBeGreaterThan(1);
    const ascending = (await list({ sort: 'total_asc' })).orders.map((o) => o.total_cents);
    expect(ascending).toEqual([...totals].reverse());
    expect(await found({ sort: 'dispatch_asc' })).toEqual([weiJie, priya, meiLing, meiLingGoh, ahmad].map((o) => o.order_no));
    expect(await found({ sort: 'dispatch_desc' })).toEqual([ahmad, meiLingGoh, meiLing, priya, weiJie].map((o) => o.order_no));
  });

  it('answers 25 a page, page 2 with the rest, and the count of every match', async () => {
    // 27 more orders by one customer, copied from one placed order, a minute apart.
    const db = shop.database.db;
    const [template] = await db.select().from(orders).where(eq(orders.order_no, ahmad.order_no));
    if (!template) throw new Error('no order to copy');
    const copies = Array.from({ length: 27 }, (_, i) => ({
      ...template,
      id: randomUUID(),
      order_no: orderNumber('2026-11-23', randomBytes(10)),
      first_name: 'Bulk',
      last_name: `Buyer ${i}`,
      email: `bulk${i}@example.sg`,
      created_at: new Date(Date.UTC(2026, 10, 23, 3, i)),
    }));
    await db.insert(orders).values(copies);
    try {
      const first = await list({ q: 'bulk' });
      expect([first.total, first.page, first.page_size, first.orders.length]).toEqual([27, 1, 25, 25]);
      expect(first.orders[0]?.email).toBe('bulk26@example.sg');
      const second = await list({ q: 'bulk', page: '2' });
      expect([second.total, second.page, second.orders.map((o) => o.email)]).toEqual([27, 2, ['bulk1@example.sg', 'bulk0@example.sg']]);
      // Past the last page: no orders, the same count.
      const third = await list({ q: 'bulk', page: '3' });
      expect([third.total, third.orders.length]).toEqual([27, 0]);
      expect((await list({})).total).toBe(32);
    } finally {
      await db.delete(orders).where(
        inArray(
          orders.id,
          copies.map((c) => c.id),
        ),
      );
    }
  });
});

describe('bad values', () => {
  it('are answered 422 in words naming the parameter', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ status: 'lost' }, 'status must be one of: placed, awaiting_payment, paid, artwork_received, proof_sent, approved, in_production, dispatched, delivered, cancelled.'],
      [{ payment: 'maybe' }, 'payment must be one of: paid, unpaid, refunded.'],
      [{ from: '23/11/2026' }, 'from (the first dispatch date) must be a date written YYYY-MM-DD, like 2026-11-27.'],
      [{ to: '2026-02-30' }, 'to (the last dispatch date) is not a date on the calendar.'],
      [{ from: '2026-11-27', to: '2026-11-20' }, 'from (the first dispatch date) must be on or before to (the last dispatch date).'],
      [{ product: 'stickers' }, 'product must be a whole number.'],
      [{ sort: 'cheapest' }, 'sort must be one of: placed_desc, placed_asc, total_desc, total_asc, dispatch_asc, dispatch_desc.'],
      [{ page: '0' }, 'page must be 1 or more.'],
      [{ page: 'two' }, 'page must be a whole number.'],
      [{ queue: 'later' }, 'queue must be one of: proofs_to_release, dispatch_today.'],
      [{ q: 'x'.repeat(201) }, 'q (the search) must be at most 200 characters.'],
    ];
    for (const [query, message] of bad) {
      expectClientError(await desk.send('GET', `/api/staff/orders?${new URLSearchParams(query).toString()}`), 422, { message, field: Object.keys(query).at(-1) === 'to' && query.from ? 'from' : Object.keys(query)[0] });
    }
  });
});

describe('the Today dashboard', () => {
  it('counts the day’s work with links to those lists, and the counts move when an order is marked paid', async () => {
    const today = expectOk(await desk.send<StaffDashboard>('GET', '/api/staff/dashboard'));
    expect([today.today, today.today_text]).toEqual(['2026-11-23', expect.stringContaining('23')]);
    expect(today.cards).toEqual([
      { key: 'awaiting_payment', label: 'Awaiting payment', count: 2, note: '1 payment window ends today', link: '/staff/orders?status=awaiting_payment' },
      { key: 'proofs_to_release', label: 'Proofs to release', count: 1, note: null, link: '/staff/orders?queue=proofs_to_release' },
      { key: 'approved_to_print', label: 'Approved, to print', count: 1, note: null, link: '/staff/orders?status=approved' },
      { key: 'dispatch_today', label: 'To dispatch today', count: 2, note: null, link: '/staff/orders?queue=dispatch_today' },
    ]);
    // Each card's count is its list's total.
    for (const card of today.cards) expect((await list(Object.fromEntries(new URL(card.link, 'http://shop').searchParams))).total, card.key).toBe(card.count);

    expectOk(await desk.send('POST', `/api/staff/orders/${meiLing.order_no}/payment`, { amount_cents: meiLing.total_cents }));
    const after = expectOk(await desk.send<StaffDashboard>('GET', '/api/staff/dashboard'));
    expect(after.cards.find((c) => c.key === 'awaiting_payment')).toMatchObject({ count: 1, note: '1 payment window ends today' });
    expect(await found({ payment: 'unpaid' })).toEqual([meiLingGoh.order_no]);
  });
});

describe('who may use them', () => {
  it('desk staff use both; production staff find orders but get no dashboard; anyone else gets 404', async () => {
    const shopper = (await registeredMember(shop)).v;
    for (const who of [testVisitor(shop), shopper]) {
      expectClientError(await who.send('GET', '/api/staff/orders?q=mei'), 404, { message: 'There is no GET /api/staff/orders here.' });
      expectClientError(await who.send('GET', '/api/staff/dashboard'), 404, { message: 'There is no GET /api/staff/dashboard here.' });
    }
    expect((await list({ q: '91234567' }, production)).orders.map((o) => o.order_no)).toEqual([meiLing.order_no]);
    expectClientError(await production.send('GET', '/api/staff/dashboard'), 404, { message: 'There is no GET /api/staff/dashboard here.' });
    const owner = (await registeredMember(shop, { staff: 'owner' })).v;
    expect(expectOk(await owner.send<StaffDashboard>('GET', '/api/staff/dashboard')).cards).toHaveLength(4);
  });
});
