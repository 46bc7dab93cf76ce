/**
 * npm run bench:artwork: artwork uploads and their automatic proofs (issue 18) on the built shop
 * (dist/server/server.js, a child process on a scratch PGlite data directory, as bench-server.ts
 * starts it), through the API as the product page uses it:
 *
 *   1. for three files the bench draws itself (a ~1 MB 1200 × 1200 PNG of noise on a transparent
 *      disc; a ~20 MB 6000 × 6000 PNG likewise, the noise keeping it from compressing; a ~10 MB
 *      vector PDF of some 26,000 filled Bézier shapes on a transparent page), each uploaded N times
 *      by one visitor (POST /api/artwork/uploads, multipart, die cut to the design's outline, so
 *      the proof traces a cut line), and:
 *        - upload → verdict: the POST's duration (the body sent, preflight, the file stored, 201);
 *        - upload → proof ready: from the POST's start until GET /api/artwork/uploads/:id, asked
 *          every 100 ms, says `proof_state: ready` (a `failed` proof is reported, not timed);
 *      p50 and p95 of each;
 *   2. on a second, fresh server: four 20 MB PNGs uploaded at once, and the server's peak RSS
 *      (VmHWM in /proc/<pid>/status) once all four proofs are ready, with JOBS_CONCURRENCY=4 so
 *      the four proof jobs run at the same time (the shop's default is 2 at once); they draw in
 *      the server's ARTWORK_RENDERS_AT_ONCE render slots (2 by default; set it to 4 to draw all
 *      four at once).
 *
 * The servers are started as `npm start` starts the shop: with MALLOC_ARENA_MAX=2
 * (ARTWORK_BENCH_MALLOC_ARENA_MAX= with nothing after it leaves glibc's default).
 *
 * Targets (2-core machine): verdict ≤ 1 s and proof ≤ 10 s at p95 for the 20 MB file; peak RSS
 * under 1 GB with four proofs rendering. Runs: ARTWORK_BENCH_RUNS_SMALL (10), _LARGE (5), _PDF (5);
 * ARTWORK_BENCH_CONCURRENT (4) uploads for the RSS; BENCH_PORT (3997, and the next port for the
 * second server).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { seededRandom } from '../test/seeded-random.js';
import type { ArtworkUploadDto } from '../src/features/artwork/artwork-upload.schemas.js';

const PORT = Number(process.env.BENCH_PORT ?? 3997);
const RUNS = {
  small: Number(process.env.ARTWORK_BENCH_RUNS_SMALL ?? 10),
  large: Number(process.env.ARTWORK_BENCH_RUNS_LARGE ?? 5),
  pdf: Number(process.env.ARTWORK_BENCH_RUNS_PDF ?? 5),
};
const CONCURRENT = Number(process.env.ARTWORK_BENCH_CONCURRENT ?? 4);
const MALLOC_ARENA_MAX = process.env.ARTWORK_BENCH_MALLOC_ARENA_MAX ?? '2';
const POLL_MS = 100;
/** A proof not ready after this is reported as timed out (the job itself expires after 120 s). */
const PROOF_TIMEOUT_MS = 180_000;
const TARGETS = { verdictP95Ms: 1000, proofP95Ms: 10_000, peakRssBytes: 1024 ** 3 } as const;
/** Standard vinyl stickers (product 5), die cut (cutting 1) to the design's outline: no shape, so the cut line is traced. */
const DIE_CUT = { product_id: '5', cutting_id: '1' } as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

// ---- The files -------------------------------------------------------------------------------


/**
 * A `side` × `side` PNG: a disc (90 % of the side across) of noise, each channel one of `levels`
 * values, on a transparent margin. The levels set the size: noise does not compress.
 */
async function noisyPng(side: number, levels: number, seed: number): Promise<Buffer> {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(side * side * 4);
  const centre = side / 2;
  const radius = side * 0.45;
  const step = 255 / (levels - 1);
  const channel = () => Math.round(Math.floor(next() * levels) * step);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if ((x - centre) ** 2 + (y - centre) ** 2 > radius * radius) continue;
      const at = (y * side + x) * 4;
      pixels[at] = channel();
      pixels[at + 1] = channel();
      pixels[at + 2] = channel();
      pixels[at + 3] = 255;
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 4 } }).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
}

/** A `mm` × `mm` vector PDF (pdfkit, compressed): `shapes` filled closed Bézier blobs in random colours on a disc; no background. */
function vectorPdf(mm: number, shapes: number, seed: number): Promise<Buffer> {
  const next = seededRandom(seed);
  const size = (mm * 72) / 25.4;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [size, size], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const centre = size / 2;
    for (let n = 0; n < shapes; n++) {
      const angle = next() * Math.PI * 2;
      const distance = Math.sqrt(next()) * size * 0.42;
      const x = centre + Math.cos(angle) * distance;
      const y = centre + Math.sin(angle) * distance;
      const spread = size * 0.01 * (0.3 + next());
      const near = (v: number) => v + spread * (next() - 0.5) * 2;
      doc.moveTo(near(x), near(y));
      for (let k = 0; k < 12; k++) doc.bezierCurveTo(near(x), near(y), near(x), near(y), near(x), near(y));
      doc.closePath().fillColor([Math.floor(next() * 256), Math.floor(next() * 256), Math.floor(next() * 256)]).fill();
    }
    doc.end();
  });
}

interface BenchFile {
  label: string;
  name: string;
  content: Buffer;
  /** The size ordered, mm (square): about 300 ppi for the images, the page's size for the PDF. */
  sizeMm: number;
  runs: number;
}

// ---- The server --------------------------------------------------------------------------------

interface Server {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** bench-server.ts's start, keeping the child's pid (for /proc/<pid>/status). */
async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    // MALLOC_ARENA_MAX as `npm start` sets it (README, Settings); ARTWORK_BENCH_MALLOC_ARENA_MAX= (empty) leaves glibc's default.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MALLOC_ARENA_MAX: MALLOC_ARENA_MAX, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && child.pid !== undefined) return { baseUrl, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error('the shop did not start within 90 s');
}

/** A figure of /proc/<pid>/status (VmHWM, VmRSS), bytes. */
function procStatus(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)\s*kB/.exec(line ?? '')?.[1] ?? NaN) * 1024;
}

/** A visitor: keeps the cookies the shop sets (guest_id) and sends them back, with the shop's Origin, as the page would. */
function visitor(baseUrl: string) {
  const jar = new Map<string, string>();
  const headers = (): Record<string, string> => ({ origin: baseUrl, ...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) });
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  return {
    async upload(file: BenchFile): Promise<ArtworkUploadDto> {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...DIE_CUT, width_mm: String(file.sizeMm), height_mm: String(file.sizeMm) })) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
      const response = await fetch(`${baseUrl}/api/artwork/uploads`, { method: 'POST', body: form, headers: headers() });
      keep(response);
      const body = (await response.json()) as { data?: ArtworkUploadDto; message?: string };
      if (response.status !== 201 || !body.data) throw new Error(`upload of ${file.name}: ${response.status} ${body.message ?? ''}`);
      return body.data;
    },
    async state(id: string): Promise<ArtworkUploadDto> {
      const response = await fetch(`${baseUrl}/api/artwork/uploads/${id}`, { headers: headers() });
      keep(response);
      const body = (await response.json()) as { data?: ArtworkUploadDto; message?: string };
      if (response.status !== 200 || !body.data) throw new Error(`GET upload ${id}: ${response.status} ${body.message ?? ''}`);
      return body.data;
    },
  };
}

type Visitor = ReturnType<typeof visitor>;

interface Run {
  verdictMs: number;
  /** NaN when the proof failed or timed out. */
  proofMs: number;
  failure: string | null;
}

/** One upload, timed to its verdict and to its proof being ready. */
async function uploadAndWait(client: Visitor, file: BenchFile): Promise<Run> {
  const started = performance.now();
  const upload = await client.upload(file);
  const verdictMs = performance.now() - started;
  let state = upload;
  while (state.proof_state === 'pending') {
    if (performance.now() - started > PROOF_TIMEOUT_MS) return { verdictMs, proofMs: NaN, failure: `not ready after ${PROOF_TIMEOUT_MS / 1000} s` };
    await sleep(POLL_MS);
    state = await client.state(upload.id);
  }
  const proofMs = performance.now() - started;
  if (state.proof_state === 'failed') return { verdictMs, proofMs: NaN, failure: `proof failed: ${state.proof_error ?? 'no reason given'}` };
  return { verdictMs, proofMs, failure: null };
}

// ---- The bench ---------------------------------------------------------------------------------

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? pad(cell, widths[index] ?? 0) : padLeft(cell, widths[index] ?? 0))).join('  ');
}

const generating = performance.now();
const files: BenchFile[] = [
  { label: 'PNG 1200 × 1200', name: 'small-art.png', content: await noisyPng(1200, 5, 1), sizeMm: 100, runs: RUNS.small },
  { label: 'PNG 6000 × 6000', name: 'large-art.png', content: await noisyPng(6000, 3, 2), sizeMm: 500, runs: RUNS.large },
  { label: 'vector PDF', name: 'vector-art.pdf', content: await vectorPdf(200, 26_000, 3), sizeMm: 200, runs: RUNS.pdf },
];
const largeFile = files[1] as BenchFile;
console.log(`Files drawn in ${seconds(performance.now() - generating)}: ${files.map((f) => `${f.name} ${mb(f.content.length)} (printed ${f.sizeMm} × ${f.sizeMm} mm)`).join(', ')}`);

const dataDirs: string[] = [];
const results = new Map<BenchFile, Run[]>();
let seriesPeakRss = NaN;
let concurrent: { runs: Run[]; wallMs: number; baselineRss: number; peakRss: number; sampledPeakRss: number } | undefined;
try {
  dataDirs.push(mkdtempSync(join(tmpdir(), 'shop-bench-artwork-')));
  const server = await startServer(PORT, dataDirs[0] as string);
  try {
    const client = visitor(server.baseUrl);
    for (const file of files) {
      // One upload first, not counted: the first PDF.js load, sharp's threads, the queue's first fetch.
      await uploadAndWait(client, file);
      const runs: Run[] = [];
      for (let n = 0; n < file.runs; n++) runs.push(await uploadAndWait(client, file));
      results.set(file, runs);
      const done = runs.filter((r) => r.failure === null).map((r) => r.proofMs);
      console.log(`  ${file.label}: ${runs.length} runs, proofs ready ${done.length}${runs.some((r) => r.failure) ? ` (${[...new Set(runs.map((r) => r.failure).filter(Boolean))].join('; ')})` : ''}`);
    }
    seriesPeakRss = procStatus(server.pid, 'VmHWM');
  } finally {
    await server.stop();
  }

  // A new server process, so its peak is this phase's, not the series'; on the first server's data
  // directory, reopened, as a running shop restarts: creating a PGlite directory (initdb, migrations,
  // seed) alone peaks near 950 MB of WASM heap, which a restarted shop never holds.
  const second = await startServer(PORT + 1, dataDirs[0] as string, { JOBS_CONCURRENCY: String(CONCURRENT) });
  try {
    const baselineRss = procStatus(second.pid, 'VmHWM');
    let sampledPeakRss = 0;
    const sampler = setInterval(() => {
      sampledPeakRss = Math.max(sampledPeakRss, procStatus(second.pid, 'VmRSS'));
    }, 50);
    const started = performance.now();
    // Each its own visitor (as four shoppers would be), all sent at once.
    const runs = await Promise.all(Array.from({ length: CONCURRENT }, () => uploadAndWait(visitor(second.baseUrl), largeFile)));
    const wallMs = performance.now() - started;
    clearInterval(sampler);
    concurrent = { runs, wallMs, baselineRss, peakRss: procStatus(second.pid, 'VmHWM'), sampledPeakRss };
  } finally {
    await second.stop();
  }
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

// ---- The report --------------------------------------------------------------------------------

const widths = [30, 7, 12, 12, 12, 12, 8];
console.log('');
console.log(`Artwork upload → verdict and → proof ready (${new Date().toISOString()}, ${process.env.JOBS_CONCURRENCY ?? 'default'} job concurrency, polled every ${POLL_MS} ms)`);
console.log(row(['file', 'runs', 'verdict p50', 'verdict p95', 'proof p50', 'proof p95', 'failed'], widths));
for (const file of files) {
  const runs = results.get(file) ?? [];
  const verdicts = runs.map((r) => r.verdictMs).sort((a, b) => a - b);
  const proofs = runs.filter((r) => r.failure === null).map((r) => r.proofMs).sort((a, b) => a - b);
  console.log(
    row(
      [`${file.label} (${mb(file.content.length)})`, String(runs.length), seconds(percentile(verdicts, 50)), seconds(percentile(verdicts, 95)), seconds(percentile(proofs, 50)), seconds(percentile(proofs, 95)), String(runs.length - proofs.length)],
      widths,
    ),
  );
}
const largeRuns = results.get(largeFile) ?? [];
const largeVerdictP95 = percentile(largeRuns.map((r) => r.verdictMs).sort((a, b) => a - b), 95);
const largeProofs = largeRuns.filter((r) => r.failure === null).map((r) => r.proofMs).sort((a, b) => a - b);
const largeProofP95 = largeProofs.length === largeRuns.length ? percentile(largeProofs, 95) : NaN;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log('');
console.log('Targets (20 MB PNG, p95):');
console.log(`  upload → verdict      ${seconds(largeVerdictP95)}  target ≤ ${seconds(TARGETS.verdictP95Ms)}  ${verdict(largeVerdictP95 <= TARGETS.verdictP95Ms)}`);
console.log(`  upload → proof ready  ${seconds(largeProofP95)}  target ≤ ${seconds(TARGETS.proofP95Ms)}  ${verdict(largeProofP95 <= TARGETS.proofP95Ms)}${Number.isNaN(largeProofP95) ? ' (a proof failed or timed out)' : ''}`);
if (concurrent) {
  const failures = concurrent.runs.filter((r) => r.failure !== null);
  const proofs = concurrent.runs.map((r) => r.proofMs);
  console.log(
    `  peak RSS, ${CONCURRENT} × 20 MB PNG at once (JOBS_CONCURRENCY=${CONCURRENT}): VmHWM ${mb(concurrent.peakRss)} (after start ${mb(concurrent.baselineRss)}; VmRSS sampled every 50 ms peaked at ${mb(concurrent.sampledPeakRss)})  target < ${mb(TARGETS.peakRssBytes)}  ${verdict(concurrent.peakRss < TARGETS.peakRssBytes)}`,
  );
  console.log(
    `    all ${CONCURRENT} proofs ready after ${seconds(concurrent.wallMs)}; each: verdict ${concurrent.runs.map((r) => seconds(r.verdictMs)).join(', ')}; proof ${proofs.map(seconds).join(', ')}${failures.length > 0 ? `; ${failures.length} failed: ${failures.map((r) => r.failure).join('; ')}` : ''}`,
  );
}
console.log(`  (server peak RSS over the series above: VmHWM ${mb(seriesPeakRss)})`);
console.log(`  20 MB PNG, each run: verdict ${largeRuns.map((r) => seconds(r.verdictMs)).join(', ')}; proof ${largeRuns.map((r) => seconds(r.proofMs)).join(', ')}`);
console.log(`  servers started with MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX || '(glibc default)'}, ARTWORK_RENDERS_AT_ONCE=${process.env.ARTWORK_RENDERS_AT_ONCE ?? 'default (2)'}`);
