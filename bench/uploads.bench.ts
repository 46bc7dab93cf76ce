/**
 * npm run bench:uploads: how much memory a server takes to receive, check and store artwork
 * uploads (issue 20: an upload goes to a temporary file as it arrives, never whole into memory;
 * src/server/upload-spool.ts).
 *
 *   npm run bench:uploads -- [--app .] [--at-once 4] [--mb 24]
 *
 * Starts the built shop (`<app>/dist/server/server.js`, JOBS_RUN=false so no proof is drawn
 * meanwhile) in a process of its own, a fresh one for each run, on a copy of one embedded database
 * made first (its creation's memory is not the uploads'). Each run sends one file, then
 * `--at-once` of the same together, each `--mb` MB, multipart, streamed from disk by the client:
 *   - to POST /api/artwork/preflight (nothing stored): a PNG padded with a private chunk (large,
 *     cheap to decode: the cost of receiving and checking alone), and a PDF (PDF.js reads a PDF
 *     whole: the one check that does, at most 2 at once);
 *   - to POST /api/artwork/uploads: the padded PNG and a PNG of noise (sharp decodes every pixel)
 *     stored in the embedded database, and the padded PNG stored in S3 (s3rver in this process).
 * It prints how far the server's resident set rose above its value after the first file: the
 * kernel's own peak (VmHWM, reset through /proc/<pid>/clear_refs), so nothing is missed between
 * samples; libvips', PDF.js' and PGlite's memory included. Linux only.
 *
 * To compare with an earlier commit: build it in a worktree (node_modules linked) and pass
 * `--app <that folder>`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { cpSync, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startTestS3 } from '../test/s3-server.js';

const MB = 1024 * 1024;
const { values: args } = parseArgs({ options: { app: { type: 'string', default: '.' }, 'at-once': { type: 'string', default: '4' }, mb: { type: 'string', default: '24' } } });
const appDir = resolve(args.app);
const atOnce = Number(args['at-once']);
const megabytes = Number(args.mb);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
/** A die-cut sticker of 50 × 50 mm: the size every upload is judged at. */
const FIELDS = { product_id: '5', cutting_id: '1', width_mm: '50', height_mm: '50' };

/** VmRSS: resident now; VmHWM: the most it has ever been resident (the kernel's own peak, nothing missed between samples). */
const residentBytes = (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1] ?? 0) * 1024;
};

/** A PNG of noise (it does not compress) of about `bytes`, different for each `seed`. */
async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * A PNG of 1000 × 1000 px padded to about `bytes` with a private ancillary chunk (decoders skip
 * it): a large file whose check costs next to nothing, so what remains is the upload's own cost.
 */
async function paddedPng(bytes: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const data = randomBytes(bytes);
  const type = Buffer.from('prVt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  // After the signature (8 bytes) and IHDR (25 bytes).
  return Buffer.concat([png.subarray(0, 33), length, type, data, crc, png.subarray(33)]);
}

/** A one-page PDF of 50 × 50 mm (plus bleed) padded with a stream of noise to about `bytes`. */
function paddedPdf(bytes: number): Buffer {
  const side = ((54 / 25.4) * 72).toFixed(2);
  const noise = randomBytes(bytes);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}] /Contents 4 0 R /Resources << >> >>`,
    '<< /Length 8 >>\nstream\n0 0 m S\nendstream',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(at);
    const part = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(part);
    at += part.length;
  });
  offsets.push(at);
  const head = Buffer.from(`5 0 obj\n<< /Length ${noise.length} >>\nstream\n`);
  const tail = Buffer.from('\nendstream\nendobj\n');
  parts.push(head, noise, tail);
  at += head.length + noise.length + tail.length;
  const xref = `xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** What is sent, and where: the preflight stores nothing (the upload's own cost); the uploads route also writes to the database. */
const RUNS = [
  { label: 'preflight, PNG padded (receiving and checking alone)', file: 'padded', type: 'image/png', route: '/api/artwork/preflight' },
  { label: 'preflight, PDF (PDF.js reads it whole)', file: 'pdf', type: 'application/pdf', route: '/api/artwork/preflight' },
  { label: 'upload, PNG padded (stored in the database)', file: 'padded', type: 'image/png', route: '/api/artwork/uploads' },
  { label: 'upload, PNG of noise (sharp decodes every pixel, stored)', file: 'png', type: 'image/png', route: '/api/artwork/uploads' },
  { label: 'upload, PNG padded (stored in S3, FILE_STORE=s3)', file: 'padded', type: 'image/png', route: '/api/artwork/uploads', s3: true },
] as const;
const extension = (file: 'padded' | 'png' | 'pdf'): string => (file === 'pdf' ? 'pdf' : 'png');

async function waitUntilReady(): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the shop did not become ready in 60 s');
}

async function upload(path: string, name: string, type: string, route = '/api/artwork/uploads'): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries(FIELDS)) form.append(key, value);
  form.append('file', await openAsBlob(path, { type }), name);
  const answer = await fetch(`${base}${route}`, { method: 'POST', body: form, headers: { origin: base } });
  await answer.arrayBuffer();
  return answer.status;
}

async function main(): Promise<void> {
  console.log(`app ${appDir}`);
  const folder = mkdtempSync(join(tmpdir(), 'shop-uploads-bench-'));
  const files = { png: join(folder, 'art.png'), padded: join(folder, 'padded.png'), pdf: join(folder, 'art.pdf') };
  writeFileSync(files.png, await noisePng(megabytes * MB));
  writeFileSync(files.padded, await paddedPng(megabytes * MB));
  writeFileSync(files.pdf, paddedPdf(megabytes * MB));
  // A local S3 (s3rver, in this process) for the run that stores in a bucket.
  const s3 = await startTestS3();
  const bucketSettings = {
    FILE_STORE: 's3',
    S3_BUCKET: s3.s3.bucket,
    S3_ENDPOINT: s3.s3.endpoint ?? '',
    S3_ACCESS_KEY_ID: s3.s3.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.s3.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const start = (dataDir: string, inBucket = false) =>
    spawn(process.execPath, [join(appDir, 'dist/server/server.js')], {
      cwd: appDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JOBS_RUN: 'false', LOG_LEVEL: 'error', LOG_FORMAT: 'json', MALLOC_ARENA_MAX: '2', ...(inBucket ? bucketSettings : {}) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const stop = async (server: ReturnType<typeof start>) => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  try {
    // The database made once (created, migrated, seeded: that start's memory is not the uploads'), then copied for each run.
    const template = join(folder, 'data');
    const first = start(template);
    await waitUntilReady();
    await stop(first);
    for (const [index, run] of RUNS.entries()) {
      // A fresh server for each run, so one run's memory is not reused by the next.
      const dataDir = join(folder, `data-${index}`);
      cpSync(template, dataDir, { recursive: true });
      const server = start(dataDir, 's3' in run);
      try {
        await waitUntilReady();
        const pid = server.pid!;
        // One first: the code paths are loaded and PGlite has grown to its working size.
        const warm = await upload(files[run.file], `warm.${extension(run.file)}`, run.type, run.route);
        await new Promise((r) => setTimeout(r, 1000));
        const idle = residentBytes(pid);
        // Resets VmHWM to the resident set now (Linux's clear_refs 5): the peak read below is the uploads'.
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        const started = performance.now();
        const statuses = await Promise.all(Array.from({ length: atOnce }, (_, i) => upload(files[run.file], `art-${i}.${extension(run.file)}`, run.type, run.route)));
        const seconds = (performance.now() - started) / 1000;
        const peak = residentBytes(pid, 'VmHWM');
        console.log(
          `${run.label}: ${atOnce} at once of ${megabytes} MB; answers ${[warm, ...statuses].join(', ')}; ${seconds.toFixed(1)} s; ` +
            `resident ${Math.round(idle / MB)} MB before, peak ${Math.round(peak / MB)} MB (+${Math.round((peak - idle) / MB)} MB)`,
        );
      } finally {
        await stop(server);
      }
    }
  } finally {
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
