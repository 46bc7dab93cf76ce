/**
 * npm run bench:load: the shop as deployed (scripts/cluster.ts: the image's contents as N servers on
 * one PostgreSQL database behind HAProxy), under a mix of shoppers and staff, every request through
 * the proxy; first with 2 servers, then with 4, each on a fresh database (shop_load_bench, dropped
 * at the end). Issue 20.
 *
 *   npm run bench:load -- --seconds 60 --shoppers 16 --staff 2 [--servers 2,4] [--warmup 10] [--app .tmp/image]
 *
 * A shopper (a new guest each journey, no pause between requests) opens the configurator page
 * (its HTML, then the three calls the page makes as it loads, at once), prices 20 configurations
 * (sizes and listed quantities drawn from the catalogue), adds the last to the cart and views the
 * cart, creates a quotation, checks out (with an email verified BEFORE the clock started: a pool
 * of guests prepared per run), and opens the order page (its HTML, then its four calls at once).
 * A desk member, signed in, takes the orders the shoppers placed in turn: searches for one (by
 * phone as people type it, by "first last", or by order number), opens it (the order and its
 * artwork, at once, as the desk does) and marks it paid.
 *
 * The servers run with the rate limits off (RATE_LIMIT_*=0: all the load comes from this one
 * address) and LOG_LEVEL=warn (no access log). The load generator, HAProxy, PostgreSQL and the
 * servers share this machine's cores: on 2 cores, 4 servers are not expected to be faster than 2.
 *
 * Reported per run: journeys/s and requests/s over the measured seconds (after --warmup), p50/p95/p99
 * of every step, the errors (any answer other than 2xx/3xx, or no answer: the first few printed),
 * PostgreSQL connections to the database (pg_stat_activity each second: max and mean), and CPU as
 * % of one core from /proc (each server, HAProxy, PostgreSQL's backends of this database and all
 * of PostgreSQL, the load generator); then a table for the README and the 4-server / 2-server ratio.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '../scripts/cluster.js';
import { createStaffAccount } from '../src/features/account/staff-account.js';
import type { Cart } from '../src/features/cart/cart.schemas.js';
import type { Order, StaffOrderList } from '../src/features/orders/orders.schemas.js';
import type { PricingData } from '../src/features/pricing/pricing.schemas.js';
import { openPostgres } from '../src/server/db/client.js';
import { HttpShopper, type HttpAnswer } from '../test/http-shopper.js';
import {
  ADMIN_URL,
  CONFIGURATOR_LOAD,
  CONFIGURATOR_PAGE,
  NO_RATE_LIMITS,
  artPaperChoices,
  checkoutBody,
  dropDatabase,
  expectOk,
  freshDatabase,
  machine,
  percentile,
  pricingPath,
  shownPrice,
  someConfiguration,
  verifiedGuests,
  type Configuration,
  type VerifiedGuest,
} from './cluster-bench.js';
import { seededRandom } from '../test/seeded-random.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SECONDS = Number(option('seconds', '60'));
const WARM_UP_SECONDS = Number(option('warmup', '10'));
const SHOPPERS = Number(option('shoppers', '16'));
const STAFF = Number(option('staff', '2'));
const SERVER_COUNTS = option('servers', '2,4').split(',').map(Number);
const APP_DIR = resolve(option('app', '.tmp/image'));
const DATABASE = 'shop_load_bench';
/** Ports clear of the cluster tests (18080/18443, 13101+) and of a shop on 3000. */
const PORTS = { httpPort: 8180, httpsPort: 8543, firstServerPort: 3201 };
const PRICINGS_PER_JOURNEY = 20;
const STAFF_PASSWORD = 'Kopi-O kosong 88 desk';
/**
 * Guests verified before each run, one per journey: 35 a second, more than 2 servers managed on this
 * 2-core machine quiet (27 a second). Should they run out, a journey verifies its guest untimed, counted.
 */
const GUESTS_PER_RUN = Math.ceil((SECONDS + WARM_UP_SECONDS) * 35 + SHOPPERS * 2);
const SHOWN_ERRORS = 8;

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---- CPU from /proc ------------------------------------------------------------------------

/** utime + stime of a process, in clock ticks (undefined once it is gone). */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces), from field 3 (state): utime is field 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The whole machine's busy and total time, in clock ticks (the first line of /proc/stat): to tell this bench's CPU from everyone else's. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - values[3]! - values[4]!, total };
}

/** PostgreSQL's processes now: every one, and which are backends of `database` (their title names it). */
function postgresProcesses(database: string): { all: number[]; backends: number[] } {
  const all: number[] = [];
  const backends: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      all.push(Number(entry));
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) backends.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return { all, backends };
}

function haproxyPid(configFile: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(configFile)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/**
 * CPU a group of processes used between start() and the last sample(): a process seen at start
 * counts from its figure then, one that appeared later from zero, one that exited up to its last
 * sample (PostgreSQL's backends come and go with the servers' pools; sampled each second).
 */
class CpuUse {
  private readonly from = new Map<number, number>();
  private readonly to = new Map<number, number>();
  start(pids: readonly number[]): void {
    for (const pid of pids) {
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      this.from.set(pid, ticks);
      this.to.set(pid, ticks);
    }
  }
  sample(pids: readonly number[]): void {
    for (const pid of pids) {
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      if (!this.from.has(pid)) this.from.set(pid, 0);
      this.to.set(pid, ticks);
    }
  }
  seconds(): number {
    let ticks = 0;
    for (const [pid, to] of this.to) ticks += to - (this.from.get(pid) ?? 0);
    return ticks / TICKS_PER_SECOND;
  }
}

// ---- Recording ------------------------------------------------------------------------------

interface StepSample {
  step: string;
  start: number;
  end: number;
}

class Recorder {
  readonly steps: StepSample[] = [];
  /** When each request's answer arrived (or failed). */
  readonly requests: number[] = [];
  readonly errors: { at: number; step: string; what: string }[] = [];
  readonly journeys: { kind: 'shopper' | 'staff'; end: number }[] = [];
  readonly unfinished: { kind: 'shopper' | 'staff'; why: string }[] = [];
  guestsPreparedDuringRun = 0;

  /** Runs one step (one request, or several at once as a page makes them) and records it; throws when any answer is not 2xx/3xx. */
  async step<T>(step: string, requests: () => { what: string; answer: Promise<HttpAnswer<T>> }[]): Promise<HttpAnswer<T>[]> {
    const start = performance.now();
    const sent = requests();
    const answers = await Promise.all(sent.map((r) => r.answer));
    const end = performance.now();
    let failed: string | undefined;
    answers.forEach((answer, i) => {
      this.requests.push(end);
      if (answer.status === 0 || answer.status >= 400) {
        failed = `${sent[i]!.what}: ${answer.status === 0 ? 'no answer' : answer.status} ${answer.problem ?? ''}`.trim();
        this.errors.push({ at: end, step, what: failed });
      }
    });
    this.steps.push({ step, start, end });
    if (failed) throw new Error(failed);
    return answers;
  }
}

const get = <T>(shopper: HttpShopper, path: string) => ({ what: `GET ${path}`, answer: shopper.request<T>('GET', path) });
const post = <T>(shopper: HttpShopper, path: string, body: unknown) => ({ what: `POST ${path}`, answer: shopper.request<T>('POST', path, body, { idempotent: true }) });

// ---- The journeys -------------------------------------------------------------------------

interface PlacedOrder {
  order_no: string;
  total_cents: number;
  guest: VerifiedGuest;
}

interface Run {
  proxyUrl: string;
  databaseUrl: string;
  choices: { min: number; max: number; quantities: number[] };
  guests: VerifiedGuest[];
  placed: PlacedOrder[];
  record: Recorder;
  running: () => boolean;
  guestSerial: number;
}

async function shopperJourney(run: Run, next: () => number): Promise<void> {
  const { record } = run;
  const shopper = new HttpShopper(run.proxyUrl);
  await record.step('configurator page (HTML)', () => [get(shopper, CONFIGURATOR_PAGE)]);
  await record.step('configurator page data (3 at once)', () => CONFIGURATOR_LOAD.map((path) => get(shopper, path)));
  let config: Configuration | undefined;
  let price: number | undefined;
  for (let i = 0; i < PRICINGS_PER_JOURNEY; i++) {
    const tried = someConfiguration(next, run.choices);
    const [answer] = await record.step('price a configuration', () => [get<PricingData>(shopper, pricingPath(tried))]);
    config = tried;
    price = shownPrice(answer!);
  }
  if (!config || price === undefined) throw new Error('the last configuration had no price');
  const line = { ...config, cost: price };
  const [added] = await record.step('add to cart', () => [post<Cart>(shopper, '/api/cart/items', line)]);
  await record.step('view cart', () => [get(shopper, '/api/cart')]);
  await record.step('create quotation', () => [post(shopper, '/api/quotations', { quotations: [line], sub_total: price })]);
  let guest = run.guests.shift();
  if (!guest) {
    // The pool ran out: one verified now, untimed (but still load on the shop), and counted.
    record.guestsPreparedDuringRun++;
    [guest] = await verifiedGuests(run.proxyUrl, run.databaseUrl, 'load-late', run.guestSerial++, 1, 1);
  }
  const [placed] = await record.step('checkout', () => [post<Order>(shopper, '/api/checkout', checkoutBody(guest!, added!.data!.total_cents))]);
  const order = placed!.data!;
  const no = encodeURIComponent(order.order_no);
  await record.step('order page (HTML)', () => [get(shopper, `/orders/${no}`)]);
  await record.step('order page data (4 at once)', () => [
    get(shopper, `/api/orders/${no}`),
    get(shopper, `/api/orders/${no}/artwork`),
    get(shopper, `/api/seo/meta?url_from=${encodeURIComponent(`/orders/${order.order_no}`)}`),
    get(shopper, `/api/orders/${no}/paynow.svg`),
  ]);
  run.placed.push({ order_no: order.order_no, total_cents: order.total_cents, guest: guest! });
}

/** How the desk looks an order up: by phone as people type it, by name, or by its number; in turn. */
function searchFor(order: PlacedOrder, n: number): { q: string; unique: boolean } {
  const { phone, first_name, last_name } = order.guest;
  switch (n % 3) {
    case 0:
      return { q: `+65 ${phone.slice(0, 4)} ${phone.slice(4)}`, unique: true };
    case 1:
      return { q: `${first_name} ${last_name}`, unique: false };
    default:
      return { q: order.order_no, unique: true };
  }
}

async function staffJourney(run: Run, desk: HttpShopper, n: number): Promise<boolean> {
  const { record } = run;
  const order = run.placed.shift();
  if (!order) return false;
  const search = searchFor(order, n);
  const [found] = await record.step('staff: search orders', () => [get<StaffOrderList>(desk, `/api/staff/orders?${new URLSearchParams({ q: search.q }).toString()}`)]);
  // By phone or number the order is the one found; by name it is among the newest of that name.
  if (search.unique && !found!.data?.orders.some((o) => o.order_no === order.order_no)) {
    record.errors.push({ at: performance.now(), step: 'staff: search orders', what: `searching "${search.q}" did not find ${order.order_no}` });
    throw new Error(`search "${search.q}" did not find ${order.order_no}`);
  }
  const no = encodeURIComponent(order.order_no);
  await record.step('staff: open an order', () => [get(desk, `/api/staff/orders/${no}`), get(desk, `/api/staff/orders/${no}/artwork`)]);
  await record.step('staff: mark paid', () => [post(desk, `/api/staff/orders/${no}/payment`, { amount_cents: order.total_cents })]);
  return true;
}

// ---- One run --------------------------------------------------------------------------------

interface RunResult {
  servers: number;
  seconds: number;
  journeys: { shopper: number; staff: number };
  requests: number;
  steps: Map<string, number[]>;
  errors: Recorder['errors'];
  unfinished: Recorder['unfinished'];
  connections: { max: number; mean: number };
  /** % of one core; `machine` is every process's on all cores (at most cores × 100 %). */
  cpu: { servers: number[]; haproxy: number; postgresBackends: number; postgresAll: number; generator: number; machine: number };
  guestsPrepared: number;
  guestsPreparedDuringRun: number;
  startedAt: string;
  endedAt: string;
}

async function deskMembers(databaseUrl: string, proxyUrl: string): Promise<HttpShopper[]> {
  const database = openPostgres(databaseUrl, 1);
  const desks: HttpShopper[] = [];
  try {
    for (let i = 0; i < STAFF; i++) {
      const email = `desk${i + 1}.load@printshop.sg`;
      await createStaffAccount(database.db, { email, name: `Desk Member${i + 1 > 1 ? ` ${i + 1}` : ''} Tan`, password: STAFF_PASSWORD, role: 'desk' }, new Date());
      const desk = new HttpShopper(proxyUrl);
      expectOk(`sign-in of ${email}`, await desk.request('POST', '/api/user/login', { email, password: STAFF_PASSWORD }));
      desks.push(desk);
    }
  } finally {
    await database.close();
  }
  return desks;
}

async function runWith(servers: number): Promise<RunResult> {
  console.log(`\n== ${servers} servers: ${machine()}`);
  const databaseUrl = await freshDatabase(DATABASE);
  const workDir = resolve(`.tmp/load-bench/${servers}-servers`);
  rmSync(workDir, { recursive: true, force: true }); // logs of this run only
  let cluster: Cluster | undefined;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    cluster = await startCluster({ servers, databaseUrl, appDir: APP_DIR, workDir, ...PORTS, env: { ...NO_RATE_LIMITS, LOG_LEVEL: 'warn' } });
    const proxyUrl = cluster.proxyUrl;
    const desks = await deskMembers(databaseUrl, proxyUrl);
    const choices = await artPaperChoices(proxyUrl);
    let t = performance.now();
    const guests = await verifiedGuests(proxyUrl, databaseUrl, `load${servers}`, 0, GUESTS_PER_RUN);
    console.log(`${GUESTS_PER_RUN} guests verified their email before the clock started (${((performance.now() - t) / 1000).toFixed(1)} s); ${STAFF} desk members signed in.`);

    const record = new Recorder();
    let running = true;
    const run: Run = { proxyUrl, databaseUrl, choices, guests, placed: [], record, running: () => running, guestSerial: GUESTS_PER_RUN };
    const shopperLoop = async (i: number) => {
      const next = seededRandom(1000 * servers + i);
      while (running) {
        try {
          await shopperJourney(run, next);
          record.journeys.push({ kind: 'shopper', end: performance.now() });
        } catch (error) {
          record.unfinished.push({ kind: 'shopper', why: (error as Error).message });
        }
      }
    };
    const staffLoop = async (desk: HttpShopper) => {
      for (let n = 0; running; ) {
        try {
          if (await staffJourney(run, desk, n)) {
            n++;
            record.journeys.push({ kind: 'staff', end: performance.now() });
          } else {
            await sleep(50); // no order placed yet to work on
          }
        } catch (error) {
          record.unfinished.push({ kind: 'staff', why: (error as Error).message });
        }
      }
    };

    const loops = Promise.all([...Array.from({ length: SHOPPERS }, (_, i) => shopperLoop(i)), ...desks.map((desk) => staffLoop(desk))]);
    console.log(`${SHOPPERS} shoppers and ${STAFF} desk members through the proxy: ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s measured…`);
    await sleep(WARM_UP_SECONDS * 1000);

    // The measured window: CPU and connections sampled each second.
    const serverPids = cluster.servers.map((s) => s.pid()!);
    const proxyPid = haproxyPid(resolve(workDir, 'haproxy.cfg'));
    const serverCpu = serverPids.map((pid) => {
      const use = new CpuUse();
      use.start([pid]);
      return use;
    });
    const proxyCpu = new CpuUse();
    const pgBackendCpu = new CpuUse();
    const pgAllCpu = new CpuUse();
    if (proxyPid !== undefined) proxyCpu.start([proxyPid]);
    const startPg = postgresProcesses(DATABASE);
    pgBackendCpu.start(startPg.backends);
    pgAllCpu.start(startPg.all);
    const generatorFrom = process.cpuUsage();
    const machineFrom = machineTicks();
    const connections: number[] = [];
    const startedAt = machine();
    const t0 = performance.now();
    const t1 = t0 + SECONDS * 1000;
    while (performance.now() < t1) {
      const { rows } = await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [DATABASE]);
      connections.push(Number(rows[0]?.n ?? 0));
      serverCpu.forEach((use, i) => use.sample([serverPids[i]!]));
      if (proxyPid !== undefined) proxyCpu.sample([proxyPid]);
      const now = postgresProcesses(DATABASE);
      pgBackendCpu.sample(now.backends);
      pgAllCpu.sample(now.all);
      await sleep(Math.max(0, Math.min(1000, t1 - performance.now())));
    }
    serverCpu.forEach((use, i) => use.sample([serverPids[i]!]));
    if (proxyPid !== undefined) proxyCpu.sample([proxyPid]);
    const end = postgresProcesses(DATABASE);
    pgBackendCpu.sample(end.backends);
    pgAllCpu.sample(end.all);
    const generator = process.cpuUsage(generatorFrom);
    const machineTo = machineTicks();
    const measured = (performance.now() - t0) / 1000;
    const endedAt = machine();
    running = false;
    t = performance.now();
    await loops;
    console.log(`(the journeys under way finished ${((performance.now() - t) / 1000).toFixed(1)} s after the clock stopped; not counted)`);

    const inWindow = (at: number) => at >= t0 && at <= t1;
    const steps = new Map<string, number[]>();
    for (const s of record.steps) {
      if (!inWindow(s.start) || !inWindow(s.end)) continue;
      const list = steps.get(s.step) ?? [];
      list.push(s.end - s.start);
      steps.set(s.step, list);
    }
    for (const list of steps.values()) list.sort((a, b) => a - b);
    const percentOfCore = (secondsOfCpu: number) => (100 * secondsOfCpu) / measured;
    return {
      servers,
      seconds: measured,
      journeys: {
        shopper: record.journeys.filter((j) => j.kind === 'shopper' && inWindow(j.end)).length,
        staff: record.journeys.filter((j) => j.kind === 'staff' && inWindow(j.end)).length,
      },
      requests: record.requests.filter(inWindow).length,
      steps,
      errors: record.errors,
      unfinished: record.unfinished,
      connections: { max: Math.max(...connections), mean: connections.reduce((a, b) => a + b, 0) / Math.max(1, connections.length) },
      cpu: {
        servers: serverCpu.map((use) => percentOfCore(use.seconds())),
        haproxy: proxyPid === undefined ? NaN : percentOfCore(proxyCpu.seconds()),
        postgresBackends: percentOfCore(pgBackendCpu.seconds()),
        postgresAll: percentOfCore(pgAllCpu.seconds()),
        generator: percentOfCore((generator.user + generator.system) / 1e6),
        machine: percentOfCore((machineTo.busy - machineFrom.busy) / TICKS_PER_SECOND),
      },
      guestsPrepared: GUESTS_PER_RUN,
      guestsPreparedDuringRun: record.guestsPreparedDuringRun,
      startedAt,
      endedAt,
    };
  } finally {
    await cluster?.stop();
    await admin.end();
    await dropDatabase(DATABASE);
  }
}

// ---- Printing -------------------------------------------------------------------------------

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)}` : '—');
const pct = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} %` : '—');
const STEP_ORDER = [
  'configurator page (HTML)',
  'configurator page data (3 at once)',
  'price a configuration',
  'add to cart',
  'view cart',
  'create quotation',
  'checkout',
  'order page (HTML)',
  'order page data (4 at once)',
  'staff: search orders',
  'staff: open an order',
  'staff: mark paid',
];

function printRun(r: RunResult): void {
  const journeys = r.journeys.shopper + r.journeys.staff;
  console.log(`\n${r.servers} servers, ${r.seconds.toFixed(1)} s measured (from ${r.startedAt} to ${r.endedAt}):`);
  console.log(`  ${(r.journeys.shopper / r.seconds).toFixed(2)} shopper journeys/s (${r.journeys.shopper}), ${(r.journeys.staff / r.seconds).toFixed(2)} staff journeys/s (${r.journeys.staff}), ${(r.requests / r.seconds).toFixed(1)} requests/s (${r.requests}); ${journeys} journeys in all`);
  console.log(`  errors: ${r.errors.length}${r.errors.length > 0 ? ` (first ${Math.min(SHOWN_ERRORS, r.errors.length)} below)` : ''}; journeys cut short by one: ${r.unfinished.length}`);
  for (const e of r.errors.slice(0, SHOWN_ERRORS)) console.log(`    [${e.step}] ${e.what}`);
  console.log(`  PostgreSQL connections to ${DATABASE}: max ${r.connections.max}, mean ${r.connections.mean.toFixed(1)}`);
  console.log(`  CPU, % of one core: ${r.cpu.servers.map((c, i) => `shop${i + 1} ${pct(c)}`).join(', ')} (servers together ${pct(r.cpu.servers.reduce((a, b) => a + b, 0))}); HAProxy ${pct(r.cpu.haproxy)}; PostgreSQL ${pct(r.cpu.postgresBackends)} in this database's backends, ${pct(r.cpu.postgresAll)} all its processes (other databases' too); load generator ${pct(r.cpu.generator)}`);
  const ours = r.cpu.servers.reduce((a, b) => a + b, 0) + r.cpu.haproxy + r.cpu.postgresAll + r.cpu.generator;
  console.log(`  the whole machine: ${pct(r.cpu.machine)} of ${cpus().length * 100} % busy, of which ${pct(Math.max(0, r.cpu.machine - ours))} neither the shop, its proxy, PostgreSQL nor the load generator`);
  if (r.guestsPreparedDuringRun > 0) console.log(`  the ${r.guestsPrepared} guests prepared ran out: ${r.guestsPreparedDuringRun} verified their email during the run (untimed)`);
  console.log('  step                                   count     p50 ms     p95 ms     p99 ms');
  for (const name of STEP_ORDER) {
    const list = r.steps.get(name) ?? [];
    console.log(`  ${name.padEnd(36)} ${String(list.length).padStart(7)} ${ms(percentile(list, 50)).padStart(10)} ${ms(percentile(list, 95)).padStart(10)} ${ms(percentile(list, 99)).padStart(10)}`);
  }
}

function printTables(results: RunResult[]): void {
  console.log(`\nFor the README (${machine()}; ${SHOPPERS} shoppers + ${STAFF} desk members, ${SECONDS} s each after ${WARM_UP_SECONDS} s warm-up; rate limits off, LOG_LEVEL=warn; the load generator, HAProxy, PostgreSQL and the servers on the same ${cpus().length} cores):\n`);
  console.log('| servers | shopper journeys/s | staff journeys/s | requests/s | errors | PostgreSQL connections max / mean | CPU % of a core: servers (each) / HAProxy / PostgreSQL / generator | machine busy (others) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const ours = r.cpu.servers.reduce((a, b) => a + b, 0) + r.cpu.haproxy + r.cpu.postgresAll + r.cpu.generator;
    console.log(
      `| ${r.servers} | ${(r.journeys.shopper / r.seconds).toFixed(2)} | ${(r.journeys.staff / r.seconds).toFixed(2)} | ${(r.requests / r.seconds).toFixed(0)} | ${r.errors.length} | ${r.connections.max} / ${r.connections.mean.toFixed(1)} | ${r.cpu.servers.map((c) => c.toFixed(0)).join(' + ')} / ${r.cpu.haproxy.toFixed(0)} / ${r.cpu.postgresAll.toFixed(0)} / ${r.cpu.generator.toFixed(0)} | ${r.cpu.machine.toFixed(0)} % of ${cpus().length * 100} % (${Math.max(0, r.cpu.machine - ours).toFixed(0)} %) |`,
    );
  }
  console.log(`\n| step | ${results.map((r) => `${r.servers} servers p50 / p95 / p99 ms`).join(' | ')} |`);
  console.log(`| --- | ${results.map(() => '---').join(' | ')} |`);
  for (const name of STEP_ORDER) {
    const cells = results.map((r) => {
      const list = r.steps.get(name) ?? [];
      return `${ms(percentile(list, 50))} / ${ms(percentile(list, 95))} / ${ms(percentile(list, 99))}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  const two = results.find((r) => r.servers === 2);
  const four = results.find((r) => r.servers === 4);
  if (two && four) {
    const rate = (r: RunResult) => r.journeys.shopper / r.seconds;
    console.log(`\n4 servers / 2 servers: ${(rate(four) / rate(two)).toFixed(2)}× the shopper journeys, ${(four.requests / four.seconds / (two.requests / two.seconds)).toFixed(2)}× the requests.`);
  }
}

console.log(`Load bench: the image's contents (${APP_DIR}) as ${SERVER_COUNTS.join(', then ')} servers behind HAProxy on PostgreSQL; ${SHOPPERS} shoppers and ${STAFF} desk members, no pauses.`);
console.log(`Settings: RATE_LIMIT_*=0 (all the load comes from this one address), LOG_LEVEL=warn (no access log).`);
console.log(`The load generator, HAProxy, PostgreSQL and the servers share this machine's ${cpus().length} cores (${machine()}): more servers than cores is not expected to be faster.`);
const results: RunResult[] = [];
let failed = false;
for (const servers of SERVER_COUNTS) {
  const result = await runWith(servers);
  printRun(result);
  results.push(result);
  if (result.errors.length > 0) failed = true;
}
printTables(results);
if (failed) {
  console.log('\nSome requests failed (see above): the figures are not the shop working as it should.');
  process.exitCode = 1;
}
