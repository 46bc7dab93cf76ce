/**
 * npm run bench:growth: does the shop stay as quick when its database holds years of orders?
 * (issue 20; target: each step's p95 within 2× of the empty shop's.)
 *
 * On PostgreSQL (the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432; its user
 * must be allowed to create databases), in two databases of its own, `shop_growth_bench_empty` and
 * `shop_growth_bench`, created afresh and dropped at the end unless `--keep`:
 *
 *   1. starts the built shop on each (dist/server/server.js, as bench-server.ts starts it: it
 *      migrates and seeds the catalogue), rate limits raised out of the way;
 *   2. on each, through the API as the pages do: registers a desk member (made staff in the
 *      database), a member who places 10 orders and a member who checks out in the checkout step,
 *      and places 10 guest orders (each email verified with its emailed code, read from the outbox);
 *   3. grows the second with test/shop-history.ts (set-based SQL in batches of 20,000 orders):
 *      GROWTH_ORDERS orders (1,000,000; about 10 lines and 5 events each), GROWTH_MEMBERS members
 *      (100,000) and what goes with them, the grown tables' secondary indexes dropped during the
 *      load and built again after it (as a restore does), then VACUUM (ANALYZE), as autovacuum
 *      would have by then; and runs the hourly sweeps once on it, timed;
 *   4. measures each step below GROWTH_RUNS times (200) on each shop, one request at a time, after
 *      10 for warm-up, the two shops taking turns request by request (the nearly empty one first,
 *      then the grown one, then the other way round): whatever else the machine is doing meanwhile
 *      falls on both alike. The grown shop's orders are drawn at random from its million.
 *
 * The steps: the desk's search by phone (typed "+65 9123 4567"), by name ("first last") and by
 * order number; the desk's list as it opens (no search); an order's page for staff and for its
 * shopper (the order and its artwork, both requests at once, as the page asks); a member's order
 * list; and a member's checkout of a one-line cart (the line added beforehand, not timed).
 *
 * Prints p50/p95/p99 per step for both, the ratio of the p95s, the time each part of the growth
 * took, the tables' sizes (pg_total_relation_size) and rows, and the date, CPU and load average.
 * BENCH_PORT (3996, and the next one) sets the servers' ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sweepAccountLeftovers } from '../src/features/account/account-housekeeping.js';
import { hashPassword } from '../src/features/account/secrets.js';
import { sweepAbandonedGuestCarts } from '../src/features/cart/cart-housekeeping.js';
import { openPostgres } from '../src/server/db/client.js';
import { GROWN_TABLES, historySteps } from '../test/shop-history.js';
import { startBenchServer, type BenchServer } from './bench-server.js';

const KEEP = process.argv.includes('--keep');
const PORT = Number(process.env.BENCH_PORT ?? 3996);
const RUNS = Number(process.env.GROWTH_RUNS ?? 200);
const WARM_UP = 10;
const ORDERS = Number(process.env.GROWTH_ORDERS ?? 1_000_000);
const MEMBERS = Number(process.env.GROWTH_MEMBERS ?? 100_000);
const DATABASES = { empty: 'shop_growth_bench_empty', grown: 'shop_growth_bench' } as const;
const PASSWORD = 'Kopi-O kosong 88';
const TARGET_RATIO = 2;

/** Priced lines of a few sticker products, as the configurator sends them. */
const CONFIGURATIONS = [
  { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1 },
  { featured_item_id: 2, product_id: 8, cutting_id: 1, width: 20, height: 20 },
  { product_id: 7, cutting_id: 1, width: 50, height: 50 },
];
const QUANTITIES = [100, 200, 300];

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withDatabase = (url: string, database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const bytes = (value: number) => (value >= 1024 ** 3 ? `${(value / 1024 ** 3).toFixed(2)} GB` : `${(value / 1024 ** 2).toFixed(0)} MB`);
const count = (value: number) => value.toLocaleString('en');

function machine(): string {
  const load = loadavg().map((n) => n.toFixed(2)).join(', ');
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, load average ${load}`;
}

interface Envelope<T> {
  status: string;
  message?: string;
  data: T;
}

/** A browser of the shop: keeps the cookies it is given and sends them back. */
class Shopper {
  private readonly jar = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async send<T>(method: string, path: string, body?: unknown, expected = [200, 201]): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.jar.size > 0 ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) this.jar.set(name.trim(), value ?? '');
    }
    const answer = (await response.json()) as Envelope<T>;
    if (!expected.includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${answer.message ?? ''}`);
    return answer.data;
  }
}

// ---- A shop, and its own flows through the API ---------------------------------------------

const ADDRESS = { line1: '10 Tampines Central 1, #08-01', line2: 'Tampines One', postcode: '529536', label: 'Office' };

interface Inputs {
  /** Orders staff look up: their number, phone and name. */
  orders: { order_no: string; phone: string; first_name: string; last_name: string }[];
  /** The member's own orders, for the shopper's view. */
  own: string[];
}

interface BenchShop {
  url: string;
  db: pg.Pool;
  server: BenchServer;
  staff: Shopper;
  lister: Shopper;
  buyer: Shopper;
  own: string[];
  /** Guest orders drawn at random. */
  sample(limit: number): Promise<Inputs['orders']>;
}

/** `email` verified with the code the shop emailed (read from its outbox): the single-use token. */
async function verifiedToken(db: pg.Pool, shopper: Shopper, email: string, name: { first_name: string; last_name: string }): Promise<string> {
  await shopper.send('POST', '/api/user/verification-code', { email, first_name: name.first_name });
  const { rows } = await db.query<{ subject: string; text: string }>(`SELECT subject, text FROM email_outbox WHERE to_address = $1 AND kind = 'verification-code' ORDER BY id DESC LIMIT 1`, [email]);
  const code = /\b([0-9A-HJKMNP-TV-Z]{4})\b/.exec(`${rows[0]?.subject}\n${rows[0]?.text}`)?.[1];
  if (!code) throw new Error(`no verification code emailed to ${email}`);
  return (await shopper.send<{ registration_token: string }>('POST', '/api/user/verify', { ...name, email, verification_code: code })).registration_token;
}

async function registeredMember(db: pg.Pool, url: string, email: string, name: { first_name: string; last_name: string }): Promise<Shopper> {
  const shopper = new Shopper(url);
  const token = await verifiedToken(db, shopper, email, name);
  await shopper.send('POST', '/api/user/register', { ...name, email, password: PASSWORD, registration_token: token });
  return shopper;
}

/** One priced line added to the cart as the configurator adds it; the cart's total after. */
async function addLine(shopper: Shopper, n: number): Promise<number> {
  const config = CONFIGURATIONS[n % CONFIGURATIONS.length]!;
  const quantity = QUANTITIES[n % QUANTITIES.length]!;
  const query = new URLSearchParams(Object.entries({ ...config, quantity }).map(([k, v]) => [k, String(v)]));
  const quote = await shopper.send<{ single_pricing?: { total_price: number } }>('GET', `/api/pricing/v2?${query.toString()}`);
  return (await shopper.send<{ total_cents: number }>('POST', '/api/cart/items', { ...config, quantity, cost: quote.single_pricing?.total_price })).total_cents;
}

async function checkout(shopper: Shopper, totalCents: number, contact: Record<string, string>, emailToken?: string): Promise<string> {
  const order = await shopper.send<{ order_no: string }>('POST', '/api/checkout', { contact, address: ADDRESS, expected_total_cents: totalCents, ...(emailToken ? { email_token: emailToken } : {}) });
  return order.order_no;
}

const GUESTS = [
  ['Wei Jie', 'Lim'], ['Hui Min', 'Ng'], ['Muhammad', 'Rahman'], ['Priya', 'Nair'], ['Daniel', 'Wong'],
  ['Nur', 'Ismail'], ['Jun Hao', 'Teo'], ['Rachel', 'Chua'], ['Arjun', 'Pillai'], ['Xin Yi', 'Koh'],
] as const;

/** A new database with the shop started on it, and the few orders of a shop just opened: a member's ten, ten guests', staff to look them up. */
async function openShop(admin: pg.Client, database: string, port: number, dataDir: string): Promise<BenchShop> {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = withDatabase(serverUrl, database);
  const limits = { RATE_LIMIT_WRITES_PER_VISITOR: '1000000', RATE_LIMIT_WRITES_PER_IP: '1000000', RATE_LIMIT_LOOKUPS_PER_IP: '1000000' };
  const server = await startBenchServer({ port, dataDir, env: { DATABASE_URL: databaseUrl, ...limits } });
  const url = server.baseUrl;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const staffEmail = 'desk.bench@printshop.sg';
  const staff = await registeredMember(db, url, staffEmail, { first_name: 'Desk', last_name: 'Bench' });
  await db.query(`UPDATE members SET staff_role = 'desk' WHERE email = $1`, [staffEmail]);
  const lister = await registeredMember(db, url, 'siew.ling.goh@example.sg', { first_name: 'Siew Ling', last_name: 'Goh' });
  const buyer = await registeredMember(db, url, 'mei.ling.tan@example.sg', { first_name: 'Mei Ling', last_name: 'Tan' });
  const own: string[] = [];
  for (let n = 0; n < 10; n++) own.push(await checkout(lister, await addLine(lister, n), { first_name: 'Siew Ling', last_name: 'Goh', phone: '98765432' }));
  for (const [n, [first_name, last_name]] of GUESTS.entries()) {
    const guest = new Shopper(url);
    const total = await addLine(guest, n);
    const email = `${first_name.replace(' ', '').toLowerCase()}.${last_name.toLowerCase()}${n}@example.sg`;
    const token = await verifiedToken(db, guest, email, { first_name, last_name });
    await checkout(guest, total, { first_name, last_name, email, phone: `9${String(1234567 + n * 1111).padStart(7, '0')}` }, token);
  }
  const sample = async (limit: number) =>
    (await db.query<Inputs['orders'][number]>(`SELECT order_no, phone, first_name, last_name FROM orders WHERE member_id IS NULL ORDER BY random() LIMIT ${limit}`)).rows;
  return { url, db, server, staff, lister, buyer, own, sample };
}

// ---- Measuring ------------------------------------------------------------------------------

interface Step {
  name: string;
  /** Untimed, before each run (the checkout's cart line). */
  prepare?: (n: number) => Promise<void>;
  run: (n: number) => Promise<unknown>;
}

function steps({ staff, lister, buyer, own }: BenchShop, orders: Inputs['orders']): Step[] {
  const order = (n: number) => orders[n % orders.length]!;
  const desk = (q: string) => staff.send('GET', `/api/staff/orders?${new URLSearchParams({ q }).toString()}`);
  let cartTotal = 0;
  return [
    { name: 'staff search by phone', run: (n) => desk(`+65 ${order(n).phone.slice(0, 4)} ${order(n).phone.slice(4)}`) },
    { name: 'staff search by name', run: (n) => desk(`${order(n).first_name} ${order(n).last_name}`) },
    { name: 'staff search by order number', run: (n) => desk(order(n).order_no) },
    { name: "the desk's list (no search)", run: () => staff.send('GET', '/api/staff/orders') },
    {
      name: 'order page, staff view',
      run: (n) => Promise.all([staff.send('GET', `/api/staff/orders/${order(n).order_no}`), staff.send('GET', `/api/staff/orders/${order(n).order_no}/artwork`)]),
    },
    {
      name: "order page, shopper's view",
      run: (n) => {
        const no = own[n % own.length]!;
        return Promise.all([lister.send('GET', `/api/orders/${no}`), lister.send('GET', `/api/orders/${no}/artwork`)]);
      },
    },
    { name: "a member's order list", run: () => lister.send('GET', '/api/user/orders') },
    {
      name: 'checkout (a member, one line)',
      prepare: async (n) => {
        cartTotal = await addLine(buyer, n);
      },
      run: () => checkout(buyer, cartTotal, { first_name: 'Mei Ling', last_name: 'Tan', phone: '91234567' }),
    },
  ];
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
}

const figuresOf = (times: number[]): Figures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** Each step on both shops, taking turns request by request; the figures of each. */
async function measure(empty: Step[], grown: Step[]): Promise<{ name: string; empty: Figures; grown: Figures }[]> {
  console.log(`\nMeasuring (${machine()}), ${RUNS} runs a step on each shop, one request at a time, the shops taking turns:`);
  const results: { name: string; empty: Figures; grown: Figures }[] = [];
  for (const [i, step] of empty.entries()) {
    const times = { empty: [] as number[], grown: [] as number[] };
    const once = async (which: 'empty' | 'grown', n: number) => {
      const own = which === 'empty' ? step : grown[i]!;
      await own.prepare?.(n);
      const started = performance.now();
      await own.run(n);
      if (n >= WARM_UP) times[which].push(performance.now() - started);
    };
    for (let n = 0; n < WARM_UP + RUNS; n++) {
      for (const which of n % 2 === 0 ? (['empty', 'grown'] as const) : (['grown', 'empty'] as const)) await once(which, n);
    }
    const row = { name: step.name, empty: figuresOf(times.empty), grown: figuresOf(times.grown) };
    results.push(row);
    console.log(`  ${step.name.padEnd(32)} p95 ${ms(row.empty.p95).padStart(9)} nearly empty, ${ms(row.grown.p95).padStart(9)} grown`);
  }
  return results;
}

// ---- The run --------------------------------------------------------------------------------

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const [{ server_version: version }] = (await admin.query<{ server_version: string }>('SHOW server_version')).rows as [{ server_version: string }];
console.log(`Growth bench on PostgreSQL ${version}, databases ${DATABASES.empty} and ${DATABASES.grown}: ${count(ORDERS)} orders, ${count(MEMBERS)} members. ${machine()}`);

const dataDirs = [mkdtempSync(join(tmpdir(), 'shop-growth-')), mkdtempSync(join(tmpdir(), 'shop-growth-'))] as const;
const shops: BenchShop[] = [];
try {
  const empty = await openShop(admin, DATABASES.empty, PORT, dataDirs[0]);
  shops.push(empty);
  const grown = await openShop(admin, DATABASES.grown, PORT + 1, dataDirs[1]);
  shops.push(grown);
  const { db } = grown;

  // Growing, timed by part: as a bulk load (or a restore) does it, the grown tables' secondary
  // indexes are dropped first and built again after; kept up row by row, they took most of the time.
  console.log(`\nGrowing ${DATABASES.grown} (${machine()}):`);
  const parts = new Map<string, number>();
  const time = async (part: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    parts.set(part, (parts.get(part) ?? 0) + performance.now() - t);
    return performance.now() - t;
  };
  const started = performance.now();
  const { rows: secondary } = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace ns ON ns.oid = t.relnamespace
     WHERE ns.nspname = 'public' AND t.relname = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [[...GROWN_TABLES]],
  );
  await time('dropping indexes', () => db.query(secondary.map((index) => `DROP INDEX ${index.name};`).join('\n')));
  const history = await historySteps(async (text) => ({ rows: (await db.query(text)).rows }), { orders: ORDERS, members: MEMBERS }, new Date(), await hashPassword(PASSWORD));
  for (const [n, step] of history.entries()) {
    const took = await time(step.name.split(' ')[0]!, () => db.query(step.sql));
    if (n % 10 === 0 || n === history.length - 1) console.log(`  ${step.name}: ${seconds(took)} (${seconds(performance.now() - started)} so far)`);
  }
  const builder = await db.connect();
  await builder.query(`SET maintenance_work_mem = '512MB'`);
  for (const index of secondary) await time('building indexes', () => builder.query(index.definition));
  builder.release();
  console.log(`  ${secondary.length} indexes built again (${seconds(parts.get('building indexes') ?? 0)})`);
  await time('VACUUM (ANALYZE)', () => db.query('VACUUM (ANALYZE)'));
  const growing = performance.now() - started;
  console.log(`  in all ${seconds(growing)}: ${[...parts].map(([part, took]) => `${part} ${seconds(took)}`).join(', ')}`);

  // The hourly sweeps on the grown database, as the job runs them (each batch by index).
  const sweeps = openPostgres(withDatabase(serverUrl, DATABASES.grown), 2);
  const sweepsStarted = performance.now();
  const account = await sweepAccountLeftovers(sweeps.db, new Date());
  const accountMs = performance.now() - sweepsStarted;
  const cartsStarted = performance.now();
  const guestCarts = await sweepAbandonedGuestCarts(sweeps.db, new Date());
  const cartsMs = performance.now() - cartsStarted;
  await sweeps.close();
  console.log(`  hourly sweeps: account ${ms(accountMs)} (${account.sessions} sessions, ${account.verification_codes} codes), guest carts ${ms(cartsMs)} (${guestCarts.guest_carts} carts)`);

  const results = await measure(steps(empty, await empty.sample(10)), steps(grown, await grown.sample(RUNS)));

  // What the grown database holds.
  const { rows: tables } = await db.query<{ name: string; rows: string; size: string }>(
    `SELECT c.relname AS name, c.reltuples::bigint AS rows, pg_total_relation_size(c.oid) AS size
     FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace WHERE c.relkind = 'r' AND ns.nspname = 'public' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 16`,
  );
  const [{ total }] = (await db.query<{ total: string }>(`SELECT pg_database_size(current_database()) AS total`)).rows as [{ total: string }];
  console.log(`\nThe grown database: ${bytes(Number(total))} in all; the largest tables (rows as ANALYZE counted them, size with indexes and TOAST):`);
  for (const table of tables) console.log(`  ${table.name.padEnd(24)} ${count(Number(table.rows)).padStart(12)} rows  ${bytes(Number(table.size)).padStart(9)}`);

  console.log(`\nResults (target: grown p95 ≤ ${TARGET_RATIO}× nearly empty p95). ${machine()}`);
  console.log('| step | nearly empty p50 / p95 / p99 | grown p50 / p95 / p99 | p95 grown ÷ empty |');
  console.log('| --- | --- | --- | --- |');
  let missed = 0;
  const row = (f: Figures) => `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} / ${f.p99.toFixed(1)} ms`;
  for (const result of results) {
    const ratio = result.grown.p95 / result.empty.p95;
    if (ratio > TARGET_RATIO) missed++;
    console.log(`| ${result.name} | ${row(result.empty)} | ${row(result.grown)} | ${ratio.toFixed(2)}${ratio > TARGET_RATIO ? ' (missed)' : ''} |`);
  }
  console.log(`\nGrowing took ${seconds(growing)}; ${missed === 0 ? 'every step met the target' : `${missed} step(s) missed the target`}.`);
} finally {
  for (const shop of shops) {
    await shop.db.end();
    await shop.server.stop();
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  for (const database of Object.values(DATABASES)) {
    if (KEEP) console.log(`Kept the database: ${withDatabase(serverUrl, database)}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  await admin.end();
}
