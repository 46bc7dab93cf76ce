/**
 * node --expose-gc --import tsx bench/files.bench.ts: stored files (src/server/file-store.ts) on a
 * local S3 (s3rver, its objects on this machine's disk), on the embedded PGlite database (in a
 * temporary folder) and on PostgreSQL when BENCH_DATABASE_URL names a server whose user may create
 * databases (a scratch database is created and dropped). For each engine it prints:
 *   1. downloads: 8 at once of a 25 MB file, from the database and from the bucket, sent whole (as
 *      before: `get`, the file in memory per request) and streamed (`open`, as the routes do now):
 *      the time and how much the process grew;
 *   2. npm run files:move: 40 files of 5 MB and the two of 25 MB (250 MB) to the bucket and back, the
 *      time and the growth.
 * "grew" is the resident set's peak over its value before, sampled every 5 ms: a rough figure.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startTestS3 } from '../test/s3-server.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/prepare.js';
import { moveFiles } from '../src/server/file-move.js';
import { fileStores, newStorageKey } from '../src/server/file-store.js';
import { ObjectBucket } from '../src/server/object-bucket.js';

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Runs `work`, answering its seconds and the resident set's growth in MB at its peak. */
async function measured(work: () => Promise<void>): Promise<string> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  await work();
  clearInterval(timer);
  return `${((performance.now() - started) / 1000).toFixed(1)} s, grew ${Math.round((peak - base) / MB)} MB`;
}

async function bench(engine: string, database: DatabaseHandle): Promise<void> {
  await prepareDatabase(database);
  const s3 = await startTestS3();
  const bucket = new ObjectBucket(s3.s3);
  try {
    // 1. Downloads through a plain HTTP server, as a route sends them.
    const keys = { database: newStorageKey('bench/download'), s3: newStorageKey('bench/download') };
    for (const where of ['database', 's3'] as const) await fileStores(where, bucket).on(database.db).put({ key: keys[where], content: randomBytes(25 * MB), contentType: 'application/pdf' });
    const store = fileStores('s3', bucket).on(database.db);
    let whole = true;
    const server = createServer((request, response) => {
      const key = request.url === '/s3' ? keys.s3 : keys.database;
      void (async () => {
        if (whole) response.end((await store.get(key))?.content);
        else {
          const file = await store.open(key);
          response.setHeader('content-length', file?.sizeBytes ?? 0);
          if (file) await pipeline(file.stream, response);
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    for (const where of ['database', 's3'] as const) {
      for (const sentWhole of [true, false]) {
        whole = sentWhole;
        const figure = await measured(async () => {
          await Promise.all(
            Array.from({ length: 8 }, async () => {
              const answer = await fetch(`http://127.0.0.1:${port}/${where}`);
              let bytes = 0;
              if (answer.body) for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
              if (bytes !== 25 * MB) throw new Error(`a download was cut short: ${bytes} bytes`);
            }),
          );
        });
        console.log(`${engine}: 8 downloads at once of 25 MB from the ${where === 's3' ? 'bucket' : 'database'}, ${sentWhole ? 'whole' : 'streamed'}: ${figure}`);
      }
    }
    server.close();

    // 2. The move, both ways.
    for (let i = 0; i < 40; i++) await fileStores('database', bucket).on(database.db).put({ key: newStorageKey('bench/move'), content: randomBytes(5 * MB), contentType: 'application/pdf' });
    for (const to of ['s3', 'database'] as const) {
      let summary = { moved: 0, bytes: 0 };
      const figure = await measured(async () => {
        summary = await moveFiles(database.db, bucket, to);
      });
      console.log(`${engine}: files:move of ${summary.moved} files (${Math.round(summary.bytes / MB)} MB) to the ${to === 's3' ? 'bucket' : 'database'}: ${figure}`);
    }
  } finally {
    bucket.close();
    await s3.close();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'files-bench-'));
const embedded = openPglite(await PGlite.create(folder));
try {
  await bench('PGlite', embedded);
} finally {
  await embedded.close();
  rmSync(folder, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)');
else {
  const name = `files_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 10);
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
