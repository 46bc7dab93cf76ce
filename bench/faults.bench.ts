/**
 * npm run bench:faults: what shoppers see, and what the shop keeps, when a part of it fails under
 * load (issue 20). The image's contents as 2 servers behind HAProxy (scripts/cluster.ts) on a
 * fresh PostgreSQL database (shop_faults_bench, dropped at the end), files in S3 (FILE_STORE=s3,
 * a local s3rver in a process of its own, its folder kept across restarts).
 *
 *   npm run bench:faults -- [--seconds 90] [--shoppers 6] [--servers 2] [--faults kill,postgres,s3] [--app .tmp/image]
 *
 * IT RESTARTS THE POSTGRESQL SERVER (PG_RESTART_COMMAND, default Debian's
 * `pg_ctlcluster --skip-systemctl-redirect <major version> main restart`): anything else using that
 * server fails meanwhile, so run it when nothing else does.
 *
 * Shoppers (a new guest each journey, no pauses) price a configuration, upload their artwork
 * (a PNG made for the bench, each one different), add the line with it to the cart and check out,
 * with an email verified before the clock started. They act as the web app does: the cart add and
 * checkout keep their Idempotency-Key and are sent again with it when no answer came (up to 2
 * times, api-client.ts); the upload goes without one, as the page sends it; and, as a shopper
 * would, a step that failed is tried again a second later (a write with the same key) for up to
 * 30 s. Every request's time and outcome is recorded.
 *
 * Meanwhile, 15 s apart: (a) one server killed (SIGKILL) and started again, (b) PostgreSQL
 * restarted, (c) the S3 server stopped for 10 s and started again on the same port and folder.
 *
 * Afterwards: every acknowledged order (201) is in the database, no journey has two orders;
 * every acknowledged upload has its upload row, its stored_files row with the SHA-256 of the bytes
 * sent, and its object in the bucket with the same bytes. For each fault: how many requests failed
 * (by status; 0 = no answer), the first and last failure after it, and the longest request.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startCluster, type Cluster } from '../scripts/cluster.js';
import type { ArtworkUploadDto } from '../src/features/artwork/artwork-upload.schemas.js';
import type { Cart } from '../src/features/cart/cart.schemas.js';
import type { Order } from '../src/features/orders/orders.schemas.js';
import type { PricingData } from '../src/features/pricing/pricing.schemas.js';
import { pngImage } from '../test/artwork-files.js';
import { HttpShopper, type HttpAnswer } from '../test/http-shopper.js';
import { ADMIN_URL, NO_RATE_LIMITS, checkoutBody, dropDatabase, freshDatabase, machine, verifiedGuests, type VerifiedGuest } from './cluster-bench.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SECONDS = Number(option('seconds', '90'));
const SHOPPERS = Number(option('shoppers', '6'));
const SERVERS = Number(option('servers', '2'));
const APP_DIR = resolve(option('app', '.tmp/image'));
/** Which faults to make (all three unless said; the others' times stay as they are). */
const FAULTS = new Set(option('faults', 'kill,postgres,s3').split(','));
const DATABASE = 'shop_faults_bench';
/** Ports clear of the cluster tests (18080/18443, 13101+), the load bench (8180/8543, 3201+) and a shop on 3000. */
const PORTS = { httpPort: 8280, httpsPort: 8643, firstServerPort: 3301 };
const S3_PORT = Number(process.env.FAULTS_S3_PORT ?? 9390);
const BUCKET = 'shop-files';
/** When each fault starts, s from the start of the load; the S3 server stays away this long. */
const FAULT_AT = { kill: 15, postgres: 30, s3: 45 } as const;
const S3_DOWN_SECONDS = 10;
/** A step that failed is tried again this often, for this long, as a shopper clicking again would. */
const RETRY_EVERY_MS = 1000;
const GIVE_UP_AFTER_MS = 30_000;
/** Retries with the same key when no answer came at all, as the web app's api-client does. */
const NETWORK_RETRIES = 2;
/** Standard vinyl stickers die cut to the design's outline (shape 5), 50 × 50 mm, 100 pieces: the line every shopper orders, with their artwork checked at that size. */
const CONTOUR_50 = { featured_item_id: 2, product_id: 5, cutting_id: 1, shape_id: 5, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1, quantity: 100 };
const UPLOAD_FIELDS = { product_id: '5', cutting_id: '1', shape_id: '5', width_mm: '50', height_mm: '50' };
const GUESTS = Math.ceil(SECONDS * 8 + SHOPPERS * 2);
const FILES = 24;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const run = promisify(execFile);

// ---- The S3 server, in a process of its own (a fault kills it) -----------------------------------

const S3RVER = `import S3rver from 's3rver';
const server = new S3rver({ address: '127.0.0.1', port: Number(process.argv[2]), directory: process.argv[1], silent: true, resetOnClose: false, configureBuckets: [{ name: '${BUCKET}' }] });
await server.run();
console.log('ready');`;

async function startS3(directory: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', S3RVER, directory, String(S3_PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) ready();
    });
    child.once('exit', (code) => failed(new Error(`the S3 server exited with ${code}`)));
  });
  return child;
}

async function killed(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  await exited;
}

// ---- Recording ------------------------------------------------------------------------------

interface Attempt {
  /** ms from the start of the load. */
  start: number;
  end: number;
  what: string;
  status: number;
  problem?: string;
}

const attempts: Attempt[] = [];
const acknowledged = {
  orders: [] as { order_no: string; email: string }[],
  uploads: [] as { id: string; sha256: string }[],
};
const journeys = { started: 0, finished: 0, abandoned: [] as string[] };
let loadStart = 0;
const now = () => performance.now() - loadStart;
const failedStatus = (status: number) => status === 0 || status >= 500;

/**
 * One step as the shopper's browser and the shopper make it. A keyed write (cart add, checkout:
 * the web app's apiSend) is sent again with its key when no answer came, NETWORK_RETRIES times; a
 * read or the artwork upload (the page sends it without a key) is not. Then, while the step fails
 * for a reason the shopper can't fix (no answer, 5xx), the shopper tries again every second (a
 * keyed write with the same key, as the checkout page keeps it), until GIVE_UP_AFTER_MS. A 4xx is
 * the shop refusing the request itself: not retried, the journey stops.
 */
async function step<T>(what: string, send: (headers: Record<string, string>) => Promise<HttpAnswer<T>>, options: { keyed: boolean }): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = options.keyed ? { 'idempotency-key': randomUUID() } : {};
  const until = now() + GIVE_UP_AFTER_MS;
  for (;;) {
    let answer: HttpAnswer<T> | undefined;
    for (let network = 0; network <= (options.keyed ? NETWORK_RETRIES : 0); network++) {
      const start = now();
      answer = await send(headers);
      attempts.push({ start, end: now(), what, status: answer.status, ...(answer.problem ? { problem: answer.problem } : {}) });
      if (answer.status !== 0) break;
    }
    if (!failedStatus(answer!.status)) {
      if (answer!.status >= 400) throw new Error(`${what}: ${answer!.status} ${answer!.problem ?? ''}`);
      return answer!;
    }
    if (now() > until) throw new Error(`${what}: still failing after ${GIVE_UP_AFTER_MS / 1000} s (${answer!.status} ${answer!.problem ?? ''})`);
    await sleep(RETRY_EVERY_MS);
  }
}

async function journey(proxyUrl: string, guest: VerifiedGuest, file: Buffer, fileName: string): Promise<void> {
  const shopper = new HttpShopper(proxyUrl);
  const query = new URLSearchParams(Object.entries(CONTOUR_50).map(([k, v]) => [k, String(v)])).toString();
  const priced = await step('price', () => shopper.request<PricingData>('GET', `/api/pricing/v2?${query}`), { keyed: false });
  const uploaded = await step(
    'upload artwork',
    () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(UPLOAD_FIELDS)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), fileName);
      return shopper.request<ArtworkUploadDto>('POST', '/api/artwork/uploads', form);
    },
    { keyed: false },
  );
  acknowledged.uploads.push({ id: uploaded.data!.id, sha256: sha256(file) });
  const line = { ...CONTOUR_50, cost: priced.data!.single_pricing!.total_price, artwork_upload_id: uploaded.data!.id };
  const added = await step('add to cart', (headers) => shopper.request<Cart>('POST', '/api/cart/items', line, { headers }), { keyed: true });
  const placed = await step('checkout', (headers) => shopper.request<Order>('POST', '/api/checkout', checkoutBody(guest, added.data!.total_cents), { headers }), { keyed: true });
  acknowledged.orders.push({ order_no: placed.data!.order_no, email: guest.email });
}

// ---- The run --------------------------------------------------------------------------------

/** A server that exited without being told to, and when the bench had it ready again. */
interface SelfExit {
  server: string;
  at: number;
  back?: number;
}
const selfExits: SelfExit[] = [];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Fault {
  name: string;
  at: number;
  /** When the part was back (the server ready again, the restart command done, the S3 server listening). */
  back?: number;
}

const postgresMajor = async (): Promise<string> => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return String(Math.floor(Number((await admin.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]!.server_version_num) / 10000));
  } finally {
    await admin.end();
  }
};

async function restartPostgres(): Promise<void> {
  const command = process.env.PG_RESTART_COMMAND;
  if (command) await run('sh', ['-c', command]);
  else await run('pg_ctlcluster', ['--skip-systemctl-redirect', await postgresMajor(), 'main', 'restart']);
}

/** Who else is on the PostgreSQL server the bench will restart. */
async function othersOnPostgres(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string; n: string }>(
      `SELECT datname, count(*) AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname IS NOT NULL GROUP BY datname ORDER BY datname`,
    );
    return rows.map((r) => `${r.datname} (${r.n})`);
  } finally {
    await admin.end();
  }
}

console.log(`Fault bench: ${SERVERS} servers behind HAProxy (${APP_DIR}), PostgreSQL, files in a local S3; ${SHOPPERS} shoppers for ${SECONDS} s. ${machine()}`);
console.log('Settings: RATE_LIMIT_*=0 (all the load comes from this one address), LOG_LEVEL=warn. This bench RESTARTS the PostgreSQL server.');
const others = await othersOnPostgres();
if (others.length > 0) console.log(`Also connected to that PostgreSQL server now (they will see the restart): ${others.join(', ')}`);

const s3Directory = mkdtempSync(join(tmpdir(), 'shop-faults-s3-'));
const workDir = resolve('.tmp/faults-bench');
// The servers' logs are read afterwards: this run's only.
rmSync(workDir, { recursive: true, force: true });
let s3: ChildProcess | undefined;
let cluster: Cluster | undefined;
const faults: Fault[] = [];
let problems = 0;
try {
  s3 = await startS3(s3Directory);
  const databaseUrl = await freshDatabase(DATABASE);
  const s3Env = { FILE_STORE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`, S3_REGION: 'ap-southeast-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  cluster = await startCluster({ servers: SERVERS, databaseUrl, appDir: APP_DIR, workDir, ...PORTS, env: { ...NO_RATE_LIMITS, LOG_LEVEL: 'warn', ...s3Env } });
  const proxyUrl = cluster.proxyUrl;
  const guests = await verifiedGuests(proxyUrl, databaseUrl, 'faults', 0, GUESTS);
  // Each upload a different file (a disc of another size), so a mix-up of contents would show.
  const files = await Promise.all(Array.from({ length: FILES }, (_, i) => pngImage(600 + i * 7, 600 + i * 7, { transparent: true })));
  console.log(`${GUESTS} guests verified their email and ${FILES} PNGs made before the clock started.`);

  let running = true;
  loadStart = performance.now();
  let serial = 0;
  const shopperLoop = async () => {
    while (running) {
      const n = serial++;
      const guest = guests[n];
      if (!guest) {
        journeys.abandoned.push('no verified guest left');
        return;
      }
      journeys.started++;
      try {
        await journey(proxyUrl, guest, files[n % FILES]!, `logo-${n}.png`);
        journeys.finished++;
      } catch (error) {
        journeys.abandoned.push((error as Error).message);
      }
    }
  };
  const load = Promise.all(Array.from({ length: SHOPPERS }, shopperLoop));

  // A server that exits on its own is started again, as a supervisor (restart: always) would, and noted.
  const killedByTheBench = new Set<string>();
  const servers = cluster.servers;
  const supervisor = (async () => {
    while (running) {
      for (const server of servers) {
        const pid = server.pid();
        if (killedByTheBench.has(server.name) || pid === undefined || alive(pid)) continue;
        const exit: SelfExit = { server: server.name, at: now() };
        selfExits.push(exit);
        await server.start();
        exit.back = now();
      }
      await sleep(250);
    }
  })();

  const at = (seconds: number) => sleep(Math.max(0, seconds * 1000 - now()));
  await at(FAULT_AT.kill);
  if (FAULTS.has('kill')) {
    const victim = cluster.servers[0]!;
    const kill: Fault = { name: `(a) ${victim.name} killed (SIGKILL), started again`, at: now() };
    faults.push(kill);
    killedByTheBench.add(victim.name);
    await victim.stop('SIGKILL');
    await victim.start();
    killedByTheBench.delete(victim.name);
    kill.back = now();
  }

  await at(FAULT_AT.postgres);
  if (FAULTS.has('postgres')) {
    const restart: Fault = { name: '(b) PostgreSQL restarted', at: now() };
    faults.push(restart);
    await restartPostgres();
    restart.back = now();
  }

  await at(FAULT_AT.s3);
  if (FAULTS.has('s3')) {
    const outage: Fault = { name: `(c) S3 server stopped ${S3_DOWN_SECONDS} s, started again`, at: now() };
    faults.push(outage);
    await killed(s3);
    await sleep(S3_DOWN_SECONDS * 1000);
    s3 = await startS3(s3Directory);
    outage.back = now();
  }

  await at(SECONDS);
  running = false;
  await load;
  await supervisor;
  const ended = now();

  // ---- What the shop kept ----
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const bucket = new S3Client({ endpoint: `http://127.0.0.1:${S3_PORT}`, region: 'ap-southeast-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    const orderNos = acknowledged.orders.map((o) => o.order_no);
    const { rows: kept } = await db.query<{ order_no: string }>('SELECT order_no FROM orders WHERE order_no = ANY($1)', [orderNos]);
    const lostOrders = orderNos.filter((no) => !kept.some((row) => row.order_no === no));
    const { rows: doubled } = await db.query<{ email: string; n: string }>(`SELECT email, count(*) AS n FROM orders WHERE email LIKE 'faults-%' GROUP BY email HAVING count(*) > 1`);
    const { rows: allOrders } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE email LIKE 'faults-%'`);

    const uploadIds = acknowledged.uploads.map((u) => u.id);
    const { rows: files } = await db.query<{ id: string; key: string; sha256: string; location: string }>(
      'SELECT u.id, f.key, f.sha256, f.location FROM artwork_uploads u JOIN stored_files f ON f.key = u.file_key WHERE u.id = ANY($1)',
      [uploadIds],
    );
    const uploadProblems: string[] = [];
    for (const upload of acknowledged.uploads) {
      const row = files.find((f) => f.id === upload.id);
      if (!row) {
        uploadProblems.push(`${upload.id}: no upload or stored_files row`);
        continue;
      }
      if (row.sha256 !== upload.sha256) uploadProblems.push(`${upload.id}: stored_files says ${row.sha256}, the bytes sent were ${upload.sha256}`);
      if (row.location !== 's3') uploadProblems.push(`${upload.id}: stored in ${row.location}, not s3`);
      try {
        const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: row.key }));
        const bytes = await object.Body!.transformToByteArray();
        if (sha256(bytes) !== upload.sha256) uploadProblems.push(`${upload.id}: the object ${row.key} differs from the bytes sent`);
      } catch (error) {
        uploadProblems.push(`${upload.id}: the object ${row.key} is not in the bucket (${(error as Error).name})`);
      }
    }
    const { rows: allUploads } = await db.query<{ n: string }>('SELECT count(*) AS n FROM artwork_uploads');

    // ---- Printing ----
    console.log(`\n${machine()}`);
    console.log(`${(ended / 1000).toFixed(1)} s of load: ${attempts.length} requests, ${journeys.started} journeys started, ${journeys.finished} finished, ${journeys.abandoned.length} given up.`);
    for (const why of [...new Set(journeys.abandoned)].slice(0, 5)) console.log(`  given up: ${why}`);
    console.log(`Orders acknowledged (201): ${orderNos.length}; in the database: ${kept.length}; lost: ${lostOrders.length}${lostOrders.length ? ` (${lostOrders.slice(0, 5).join(', ')})` : ''}. Orders of the bench's guests in all: ${allOrders[0]!.n}; guests with more than one: ${doubled.length}${doubled.length ? ` (${doubled.slice(0, 5).map((d) => `${d.email} × ${d.n}`).join(', ')})` : ''}.`);
    console.log(`Uploads acknowledged (201): ${uploadIds.length}; with their row, SHA-256 and object in the bucket: ${uploadIds.length - new Set(uploadProblems.map((p) => p.split(':')[0])).size}; problems: ${uploadProblems.length}. Upload rows in all: ${allUploads[0]!.n}.`);
    for (const p of uploadProblems.slice(0, 5)) console.log(`  ${p}`);
    problems += lostOrders.length + doubled.length + uploadProblems.length;

    console.log(`\n| fault | at | back after | requests failed (by status; 0 = no answer) | failures from – to (after the fault) | longest request |`);
    console.log('| --- | --- | --- | --- | --- | --- |');
    const bounds = [...faults.map((f) => f.at), ended];
    const before = attempts.filter((a) => a.end < (faults[0]?.at ?? ended) && failedStatus(a.status));
    console.log(`| (none: before the first fault) | 0 s | — | ${before.length} | — | ${(Math.max(0, ...attempts.filter((a) => a.end < (faults[0]?.at ?? ended)).map((a) => a.end - a.start)) / 1000).toFixed(2)} s |`);
    faults.forEach((fault, i) => {
      const inWindow = attempts.filter((a) => a.end >= fault.at && a.end < bounds[i + 1]!);
      const failed = inWindow.filter((a) => failedStatus(a.status));
      const byStatus = new Map<number, number>();
      for (const a of failed) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
      const span = failed.length > 0 ? `${((failed[0]!.end - fault.at) / 1000).toFixed(1)} s – ${((Math.max(...failed.map((a) => a.end)) - fault.at) / 1000).toFixed(1)} s` : '—';
      const statuses = failed.length > 0 ? [...byStatus].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${n} × ${status}`).join(', ') : 'none';
      const longest = Math.max(0, ...inWindow.map((a) => a.end - a.start));
      console.log(`| ${fault.name} | ${(fault.at / 1000).toFixed(1)} s | ${fault.back !== undefined ? `${((fault.back - fault.at) / 1000).toFixed(1)} s` : '—'} | ${failed.length} of ${inWindow.length}: ${statuses} | ${span} | ${(longest / 1000).toFixed(2)} s |`);
    });
    if (selfExits.length > 0) {
      console.log(`\nServers that exited on their own (the bench started each again, as a supervisor would): ${selfExits.map((e) => `${e.server} at ${(e.at / 1000).toFixed(1)} s, ready again ${e.back !== undefined ? `${((e.back - e.at) / 1000).toFixed(1)} s later` : 'never'}`).join('; ')}.`);
      problems += selfExits.length;
    }
    const failedKinds = new Map<string, number>();
    for (const a of attempts.filter((x) => failedStatus(x.status))) {
      const kind = `${a.what}: ${a.status} ${(a.problem ?? '').slice(0, 120)}`;
      failedKinds.set(kind, (failedKinds.get(kind) ?? 0) + 1);
    }
    if (failedKinds.size > 0) console.log('\nThe failures, by step and answer:');
    for (const [kind, n] of [...failedKinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(5)} × ${kind}`);
    const refused = attempts.filter((a) => a.status >= 400 && a.status < 500);
    if (refused.length > 0) console.log(`\n4xx answers (the journey stopped there): ${refused.length}; ${[...new Set(refused.map((a) => `${a.what} ${a.status} ${a.problem ?? ''}`))].slice(0, 5).join('; ')}`);
    const errorLines = cluster.servers.flatMap((s) => readFileSync(s.logFile, 'utf8').split('\n').filter((l) => /"level":(50|60)/.test(l)).map((l) => `${s.name}: ${(/"msg":"([^"]*)"/.exec(l)?.[1] ?? '').slice(0, 100)} ${(/"message":"([^"]*)"/.exec(l)?.[1] ?? '').slice(0, 140)}`));
    const errorKinds = new Map<string, number>();
    for (const l of errorLines) errorKinds.set(l, (errorKinds.get(l) ?? 0) + 1);
    console.log(`\nError lines in the servers' logs: ${errorLines.length}`);
    for (const [l, n] of [...errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${String(n).padStart(5)} × ${l}`);
  } finally {
    bucket.destroy();
    await db.end();
  }
} finally {
  await cluster?.stop();
  await killed(s3);
  rmSync(s3Directory, { recursive: true, force: true });
  await dropDatabase(DATABASE);
}
if (problems > 0) {
  console.log(`\n${problems} problems: acknowledged writes lost, doubled or wrong, or servers that exited (see above).`);
  process.exitCode = 1;
}
