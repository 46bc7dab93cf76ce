/**
 * npx tsx bench/jobs.bench.ts: the job queue (src/server/jobs, pg-boss) on the embedded PGlite
 * database, and on PostgreSQL when BENCH_DATABASE_URL names a server whose user may create
 * databases (a scratch database is created and dropped). For each engine it prints:
 *   1. how long installing pg-boss's schema takes on a fresh database (prepareDatabase does it once;
 *      the tests' template carries it to every test file);
 *   2. latency: one job sent in a transaction, the worker nudged after the commit, until the job is
 *      recorded completed (p50 and p95 of 50);
 *   3. throughput: 500 jobs sent in one transaction, then worked by one server at JOBS_CONCURRENCY
 *      (default 2, as in production) with a no-op handler, from the commit until all are completed:
 *      the queue's own cost per job (fetch, complete), not any real work's.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.js';
import { DEFAULT_JOB_SETTINGS, installJobQueue, JobQueue } from '../src/server/jobs/job-queue.js';
import { sqlOnHandle } from '../src/server/jobs/sql-on.js';

const CONCURRENCY = Number(process.env.JOBS_CONCURRENCY ?? DEFAULT_JOB_SETTINGS.concurrency);
const LATENCY_RUNS = 50;
const BATCH = 500;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Checks every `everyMs` (the check itself takes the database's time too: PGlite has one connection). */
async function until(check: () => Promise<boolean>, everyMs: number): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

async function measure(engine: string, database: DatabaseHandle): Promise<void> {
  let started = performance.now();
  await installJobQueue(sqlOnHandle(database));
  const installMs = performance.now() - started;

  const queue = new JobQueue(database, { ...DEFAULT_JOB_SETTINGS, concurrency: CONCURRENCY }, Fastify({ logger: false }).log);
  const kind = queue.define({ name: 'bench', payload: z.object({ n: z.number() }), retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 });
  let done = 0;
  queue.work(kind, async () => {
    done++;
  });
  await queue.start();
  const completed = async () => Number((await database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'bench' AND state = 'completed'`)).rows[0]?.n);

  const latencies: number[] = [];
  for (let n = 0; n < LATENCY_RUNS; n++) {
    started = performance.now();
    await database.db.transaction((tx) => queue.send(tx, kind, { n }));
    queue.nudge(kind);
    await until(async () => (await completed()) === n + 1, 2);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);

  started = performance.now();
  await database.db.transaction(async (tx) => {
    for (let n = 0; n < BATCH; n++) await queue.send(tx, kind, { n });
  });
  const sentMs = performance.now() - started;
  started = performance.now();
  queue.nudge(kind);
  await until(async () => (await completed()) === LATENCY_RUNS + BATCH, 20);
  const workedMs = performance.now() - started;
  await queue.stop();

  console.log(`${engine}:`);
  console.log(`  install pg-boss schema on a fresh database: ${installMs.toFixed(0)} ms`);
  console.log(`  one job, send → completed: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${LATENCY_RUNS} jobs)`);
  console.log(`  ${BATCH} jobs: sent in ${sentMs.toFixed(0)} ms (one transaction), then all completed in ${workedMs.toFixed(0)} ms: ${((BATCH / workedMs) * 1000).toFixed(0)} jobs/s at concurrency ${CONCURRENCY} (${done} handled)`);
}

const pglite = openPglite(await PGlite.create());
await measure('PGlite (in memory)', pglite);
await pglite.close();

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `shop_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = openPostgres(url.toString(), 10);
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)');
}
