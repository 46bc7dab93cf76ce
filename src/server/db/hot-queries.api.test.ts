/**
 * The hot queries stay on their indexes as the shop grows (issue 20). The database holds a shop's
 * history (test/shop-history.ts: 20,000 orders with about 200,000 lines and 100,000 events, 20,000
 * members, their sessions, carts and audit entries, and three reviews of every delivered order, as
 * many as a million orders bring; then VACUUM (ANALYZE)). Each thing staff, shoppers and the
 * background jobs do often is done through the real app, every statement it sends
 * is captured as sent (Drizzle's query log: the SQL and its parameters), and PostgreSQL's plan for
 * it (EXPLAIN with those parameters) must read none of the grown tables whole: no Seq Scan. So the
 * check follows the code: a changed query is checked as it now is.
 *
 * PostgreSQL only: the plans are its planner's, and the shop runs on it once it grows (PGlite, the
 * embedded database, holds one small shop in one process).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, testVisitor } from '../../../test/api-client.js';
import { addPricedLines, DIE_CUT_50, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { GROWN_TABLES, historySteps } from '../../../test/shop-history.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { sweepAccountLeftovers } from '../../features/account/account-housekeeping.js';
import { sweepAbandonedGuestCarts } from '../../features/cart/cart-housekeeping.js';
import type { Cart } from '../../features/cart/cart.schemas.js';
import { OrderCancellations } from '../../features/orders/order-cancellation.js';
import type { Order, StaffOrderList } from '../../features/orders/orders.schemas.js';
import { buildApp } from '../app.js';
import { sweepIdempotencyKeys } from '../plugins/idempotency.js';
import { sweepCounters } from '../plugins/rate-limit-store.js';
import type { Database, DatabaseHandle } from './client.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const now = DEFAULT_TEST_NOW;

/** A statement as the app sent it. */
interface Sent {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const relationsOf = (node: PlanNode): string[] => [...(node['Relation Name'] ? [node['Relation Name']] : []), ...(node.Plans ?? []).flatMap(relationsOf)];
/** The plan in one line, for the failure message: "Limit > Hash Anti Join (Seq Scan on carts, Hash > Seq Scan on members)". */
const outline = (node: PlanNode): string => {
  const self = `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
  const children = (node.Plans ?? []).map(outline);
  return children.length === 0 ? self : children.length === 1 ? `${self} > ${children[0]}` : `${self} (${children.join(', ')})`;
};
const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

let smtp: TestSmtpServer;
let shop: TestShop;
let pool: pg.Pool;
/** The app's database as its statements are logged: what `captured` runs is recorded. */
let logged: Database;
let recording: Sent[] | null = null;

/** Runs `work` and answers every statement it (and any job meanwhile) sent, with PostgreSQL's plan for each. */
async function plansOf(work: () => Promise<unknown>): Promise<{ sql: string; plan: PlanNode }[]> {
  const sent: Sent[] = [];
  recording = sent;
  try {
    await work();
  } finally {
    recording = null;
  }
  const distinct = new Map(sent.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s.sql)).map((s) => [`${s.sql}\n${JSON.stringify(s.params)}`, s]));
  const plans: { sql: string; plan: PlanNode }[] = [];
  for (const { sql, params } of distinct.values()) {
    const result = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    plans.push({ sql, plan: result.rows[0]!['QUERY PLAN'][0]!.Plan });
  }
  return plans;
}

/** What `work` sent reads no grown table whole, and reads each of `tables` (so the check checked something). */
async function expectIndexedReads(work: () => Promise<unknown>, tables: string[]): Promise<void> {
  const plans = await plansOf(work);
  const wholeReads = plans.flatMap(({ sql, plan }) =>
    seqScansOf(plan)
      .filter((table) => (GROWN_TABLES as readonly string[]).includes(table))
      .map((table) => `${table} read whole (Seq Scan) by: ${sql}\n  plan: ${outline(plan)}`),
  );
  expect(wholeReads).toEqual([]);
  const touched = new Set(plans.flatMap(({ plan }) => relationsOf(plan)));
  for (const table of tables) expect([...touched], `no statement read ${table}`).toContain(table);
}

/** A grown order (placed by a guest a few weeks before the test's day), as staff would look it up. */
let grown: { order_no: string; phone: string; first_name: string; last_name: string; email: string };
let staff: ReturnType<typeof testVisitor>;
let member: { v: ReturnType<typeof testVisitor>; email: string; order: Order };
const PASSWORD = 'Kopi-O kosong 88';

/** A member's checkout of what is in their cart, with an Idempotency-Key as the page sends it. */
async function memberCheckout(v: ReturnType<typeof testVisitor>, cart: Cart, key: string): Promise<Order> {
  const answer = await v.send<Order>(
    'POST',
    '/api/checkout',
    {
      contact: { first_name: 'Siew Ling', last_name: 'Goh', phone: '91234567' },
      address: { line1: '10 Tampines Central 1, #08-01', line2: 'Tampines One', postcode: '529536', label: 'Office' },
      expected_total_cents: cart.total_cents,
    },
    { 'idempotency-key': key },
  );
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await startTestSmtpServer();
  const base = await createTestDatabase();
  pool = new pg.Pool({ connectionString: base.url ?? '', max: 4 });
  // Dropping the database at the end cuts the pool's idle connections: not news.
  pool.on('error', () => undefined);
  logged = drizzle({ client: pool, logger: { logQuery: (sql, params) => recording?.push({ sql, params }) } });
  const database: DatabaseHandle = {
    ...base,
    db: logged,
    close: async () => {
      await pool.end();
      await base.close();
    },
  };
  // Rate limits on (high), so each write counts its hit as the shop does.
  const app = await buildApp({
    database,
    now: () => now,
    validateResponses: true,
    rateLimits: { writesPerVisitor: 100_000, writesPerIp: 100_000, lookupsPerIp: 100_000 },
    email: { smtpUrl: smtp.url, workerPollMs: 20 },
  });
  await app.ready();
  shop = {
    app,
    database,
    setNow: () => undefined,
    close: async () => {
      await app.close();
      await database.close();
    },
  };

  // A few real orders first: their lines and email are what the history copies.
  await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }, { config: { product_id: 8, cutting_id: 1, width: 20, height: 20 }, quantity: 100 }]);
  await placeGuestOrder(shop, [{ config: { product_id: 7, cutting_id: 1, width: 50, height: 50 }, quantity: 100 }]);
  const registered = await registeredMember(shop);
  const cart = await addPricedLines(shop, registered.v, [{ config: DIE_CUT_50, quantity: 200 }]);
  member = { ...registered, order: await memberCheckout(registered.v, cart, 'first-order') };
  staff = (await registeredMember(shop, { staff: true })).v;

  for (const step of await historySteps(database.executeSql, { orders: 20_000, members: 20_000, years: 1, batchSize: 5_000, reviewShare: 100, reviewedLines: 3 }, now, 'not a password hash')) {
    await database.executeSql(step.sql);
  }
  // As autovacuum leaves a table after a load: statistics, and the visibility map index-only scans rely on.
  await database.executeSql('VACUUM (ANALYZE)');
  const [row] = (await pool.query<typeof grown>(`SELECT order_no, phone, first_name, last_name, email FROM orders WHERE member_id IS NULL AND created_at < $1 ORDER BY created_at DESC LIMIT 1`, [new Date(now.getTime() - 30 * 86_400_000)])).rows;
  grown = row!;
}, 240_000);

afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

describe.skipIf(!onPostgres)('hot queries on a grown shop read no big table whole (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const desk = (query: Record<string, string>) => () => staff.send('GET', `/api/staff/orders?${new URLSearchParams(query).toString()}`).then(expectOk);

  it('staff search by phone, as people write it, and by its first digits', async () => {
    await expectIndexedReads(desk({ q: `+65 ${grown.phone.slice(0, 4)} ${grown.phone.slice(4)}` }), ['orders', 'order_lines']);
    const found = expectOk(await staff.send<StaffOrderList>('GET', `/api/staff/orders?q=${grown.phone}`));
    expect(found.orders.map((o) => o.order_no)).toContain(grown.order_no);
    expect(found.more).toBe(false);
    await expectIndexedReads(desk({ q: grown.phone.slice(0, 4) }), ['orders']);
  });

  it('staff search by order number, and by its start (a day’s orders)', async () => {
    await expectIndexedReads(desk({ q: grown.order_no.toLowerCase() }), ['orders', 'order_lines']);
    await expectIndexedReads(desk({ q: grown.order_no.slice(0, 7) }), ['orders']);
  });

  it('staff search by name (first and last), by surname, by email and by email domain', async () => {
    await expectIndexedReads(desk({ q: `${grown.first_name} ${grown.last_name}` }), ['orders']);
    await expectIndexedReads(desk({ q: grown.last_name.toLowerCase() }), ['orders']);
    await expectIndexedReads(desk({ q: grown.email }), ['orders']);
    await expectIndexedReads(desk({ q: `@${grown.email.split('@')[1]}` }), ['orders']);
  });

  it('the desk’s order list, unfiltered, in each sort order: it counts up to 1,000 and says there are more', async () => {
    for (const sort of ['placed_desc', 'placed_asc', 'total_desc', 'total_asc', 'dispatch_asc', 'dispatch_desc']) await expectIndexedReads(desk({ sort }), ['orders']);
    const opened = expectOk(await staff.send<StaffOrderList>('GET', '/api/staff/orders'));
    expect([opened.total, opened.more, opened.orders.length]).toEqual([1000, true, 25]);
    const past = expectOk(await staff.send<StaffOrderList>('GET', '/api/staff/orders?page=41'));
    expect([past.total, past.more, past.orders.length]).toEqual([1000, true, 25]);
  });

  it('the desk’s filters: a status, paid, unpaid, refunded, a product, dispatch dates', async () => {
    await expectIndexedReads(desk({ status: 'awaiting_payment' }), ['orders']);
    await expectIndexedReads(desk({ payment: 'paid' }), ['orders']);
    await expectIndexedReads(desk({ payment: 'unpaid' }), ['orders']);
    await expectIndexedReads(desk({ payment: 'refunded' }), ['orders']);
    await expectIndexedReads(desk({ product: '7' }), ['orders', 'order_lines']);
    await expectIndexedReads(desk({ from: '2026-11-20', to: '2026-11-27' }), ['orders']);
  });

  it('the Today dashboard and its lists (proofs to release, to dispatch today)', async () => {
    await expectIndexedReads(() => staff.send('GET', '/api/staff/dashboard').then(expectOk), ['orders']);
    await expectIndexedReads(desk({ queue: 'proofs_to_release' }), ['orders']);
    await expectIndexedReads(desk({ queue: 'dispatch_today' }), ['orders']);
  });

  it('an order page for staff: the order, its lines, events, files and refunds', async () => {
    await expectIndexedReads(
      () => Promise.all([staff.send('GET', `/api/staff/orders/${grown.order_no}`).then(expectOk), staff.send('GET', `/api/staff/orders/${grown.order_no}/artwork`).then(expectOk)]),
      ['orders', 'order_lines', 'order_events', 'order_files'],
    );
  });

  it('an order page for its shopper, and a guest’s look-up by number and email', async () => {
    const { v, order } = member;
    await expectIndexedReads(
      () => Promise.all([v.send('GET', `/api/orders/${order.order_no}`).then(expectOk), v.send('GET', `/api/orders/${order.order_no}/artwork`).then(expectOk)]),
      ['orders', 'order_lines', 'order_events', 'member_sessions'],
    );
    await expectIndexedReads(() => testVisitor(shop).send('POST', '/api/orders/lookup', { order_no: grown.order_no, email: grown.email }).then(expectOk), ['orders']);
  });

  it('a member’s order list, newest first', async () => {
    await expectIndexedReads(() => member.v.send('GET', '/api/user/orders').then(expectOk), ['orders', 'order_lines', 'member_sessions']);
  });

  it('checkout: a member’s cart becomes an order (cart, points, order number, coupon, idempotency key, rate limit, email queued)', async () => {
    const cart = await addPricedLines(shop, member.v, [{ config: DIE_CUT_50, quantity: 300 }]);
    await expectIndexedReads(() => memberCheckout(member.v, cart, 'second-order'), ['carts', 'cart_items', 'orders', 'points_ledger', 'idempotency_keys', 'rate_limit_counters', 'email_outbox']);
  });

  it('the email outbox worker sends an order’s email', async () => {
    const cart = await addPricedLines(shop, member.v, [{ config: DIE_CUT_50, quantity: 400 }]);
    const sentBefore = smtp.messages.length;
    await expectIndexedReads(async () => {
      const order = await memberCheckout(member.v, cart, 'third-order');
      await smtp.waitForMail((mail) => mail.subject.includes(order.order_no) && smtp.messages.indexOf(mail) >= sentBefore);
    }, ['email_outbox']);
  });

  it('a guest’s cart: adding a line, then the cart', async () => {
    const guest = testVisitor(shop);
    await expectIndexedReads(async () => {
      await addPricedLines(shop, guest, [{ config: DIE_CUT_50, quantity: 100 }]);
      expectOk(await guest.send('GET', '/api/cart'));
    }, ['carts', 'cart_items', 'visitors']);
  });

  it('signing in, and a signed-in page finding its session', async () => {
    const v = testVisitor(shop);
    await expectIndexedReads(async () => {
      expectOk(await v.send('POST', '/api/user/login', { email: member.email, password: PASSWORD }));
      expectOk(await v.send('GET', '/api/user/me'));
    }, ['members', 'member_sessions']);
  });

  it('the audit log: newest first, the next page, by who, by order number, by action (common and rare)', async () => {
    const page = expectOk(await staff.send<{ entries: { id: number }[] }>('GET', '/api/staff/audit'));
    const before = page.entries.at(-1)?.id ?? 1;
    // A rare filter is where a missing index shows: walking the log newest first to find the few would read it all.
    const queries: Record<string, string>[] = [
      {},
      { before_id: String(before) },
      { actor: 'desk@printshop.sg' },
      { actor: 'system' },
      { subject_type: 'order', subject_id: grown.order_no },
      { subject_id: grown.order_no },
      { action: 'order' },
      { action: 'staff' },
    ];
    for (const query of queries) {
      await expectIndexedReads(() => staff.send('GET', `/api/staff/audit?${new URLSearchParams(query).toString()}`).then(expectOk), ['audit_log']);
    }
  });

  it('a product’s reviews, and the desk’s reviews to check', async () => {
    await expectIndexedReads(() => testVisitor(shop).send('GET', '/api/reviews?type=stickers&product_id=5').then(expectOk), ['reviews']);
    await expectIndexedReads(() => staff.send('GET', '/api/staff/reviews').then(expectOk), ['reviews']);
  });

  it('the production view', async () => {
    await expectIndexedReads(() => staff.send('GET', '/api/staff/production').then(expectOk), ['orders']);
  });

  it('the hourly sweeps (sessions, codes, guest carts, keys, counters) and the PayNow expiry job', async () => {
    const cancellations = new OrderCancellations({ db: logged, now: () => now, email: shop.app.emailOutbox.context, snapshot: () => shop.app.shop.catalogue.current() });
    await expectIndexedReads(
      async () => {
        await sweepAccountLeftovers(logged, now);
        await sweepAbandonedGuestCarts(logged, now);
        await sweepIdempotencyKeys(logged);
        await sweepCounters(logged, 60_000);
        await cancellations.expireUnpaid();
      },
      ['member_sessions', 'email_verifications', 'carts', 'idempotency_keys', 'rate_limit_counters', 'orders'],
    );
  });
});
