/**
 * The job queue (pg-boss) in the real app, on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a job sent with a write runs once, a failing one is retried with backoff and
 * then listed as failed with its error, a server killed or stopped mid-job leaves the job to
 * another that runs it to completion once, and two servers on one PostgreSQL database share the
 * queue without running a job to completion twice.
 *
 * Each test defines its own kind of job (a queue of its own) whose handler records what it did in
 * job_effects, a table of this file: one row per attempt started and one per attempt finished.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ageJob, secondsUntilRetry } from '../../../test/jobs.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp, type ShopApp } from '../app.js';
import { openPostgres, type DatabaseHandle } from '../db/client.js';
import type { JobKind, JobKindOptions, JobQueue, JobSettings, RunningJob } from './job-queue.js';

const NO_RATE_LIMITS = { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 0 };
/** Quick polls and maintenance every second, so a test waits for the queue, not for its intervals. */
const QUICK: Partial<JobSettings> = { pollMs: 20, maintenanceSeconds: 1, stopGraceMs: 200 };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(`CREATE TABLE job_effects (id serial PRIMARY KEY, job_id uuid NOT NULL, server text NOT NULL, what text NOT NULL)`);
});
afterAll(async () => {
  await database.close();
});

/** Servers and pools a test started, closed after it (servers first, as a shutdown would). */
let running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of running.reverse()) await item.close();
  running = [];
});

let queues = 0;
const payload = z.object({ orderNo: z.string().regex(/^PS-\d+$/) });
type Payload = z.infer<typeof payload>;
/** A kind of job of its own for each test: 2 retries at once, a minute to run. */
const testKind = (options: Partial<JobKindOptions<Payload>> = {}): JobKindOptions<Payload> => ({
  name: `test-job-${process.pid}-${queues++}`,
  payload,
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 60,
  ...options,
});

/** A server of the shop whose job queue also has the test's kind of job (and, with a handler, works it). */
async function startServer(
  name: string,
  kind: JobKindOptions<Payload>,
  handler?: (job: RunningJob<Payload>, record: (what: string) => Promise<void>) => Promise<void>,
  options: { jobs?: Partial<JobSettings>; concurrency?: number; handle?: DatabaseHandle } = {},
): Promise<{ app: ShopApp; jobs: JobQueue; kind: JobKind<Payload> }> {
  const handle = options.handle ?? database;
  const app = await buildApp({ database: handle, validateResponses: true, rateLimits: NO_RATE_LIMITS, jobs: { ...QUICK, ...options.jobs } });
  running.push(app);
  const defined = app.jobs.define(kind);
  if (handler) {
    const record = (job: RunningJob<Payload>) => async (what: string) => {
      await handle.executeSql('INSERT INTO job_effects (job_id, server, what) VALUES ($1, $2, $3)', [job.id, name, what]);
    };
    app.jobs.work(defined, (job) => handler(job, record(job)), { concurrency: options.concurrency });
  }
  await app.ready();
  return { app, jobs: app.jobs, kind: defined };
}

/** What the handlers did for a job, in order: "server: what". */
async function effects(jobId: string): Promise<string[]> {
  const { rows } = await database.executeSql('SELECT server, what FROM job_effects WHERE job_id = $1 ORDER BY id', [jobId]);
  return rows.map((row) => `${String(row.server)}: ${String(row.what)}`);
}

async function sendOne(jobs: JobQueue, kind: JobKind<Payload>, orderNo = 'PS-1001'): Promise<string> {
  const id = await database.db.transaction((tx) => jobs.send(tx, kind, { orderNo }));
  if (!id) throw new Error('the job was not queued');
  jobs.nudge(kind);
  return id;
}

/** Resolves when the job's signal aborts (a server stopping), rejecting with its reason. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

describe('a job', () => {
  it('comes with every database: pg-boss schema is in the template, so no test (or server) creates it', async () => {
    const { rows } = await database.executeSql('SELECT version FROM pgboss.version');
    expect(rows).toHaveLength(1);
  });

  it('sent in the transaction of a write runs once and its effect is seen; rolled back, it never exists', async () => {
    const { jobs, kind } = await startServer('A', testKind(), async (job, record) => record(`printed ${job.payload.orderNo}`));

    let sent: string | null = null;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO job_effects (job_id, server, what) VALUES (gen_random_uuid(), 'request', 'order PS-1001 written')`);
      sent = await jobs.send(tx, kind, { orderNo: 'PS-1001' });
    });
    if (!sent) throw new Error('the job was not queued');
    const id: string = sent;
    jobs.nudge(kind);
    await expect.poll(async () => (await jobs.status(id))?.state).toBe('completed');
    expect(await effects(id)).toEqual(['A: printed PS-1001']);
    expect(await jobs.status(id)).toMatchObject({ kind: kind.name, payload: { orderNo: 'PS-1001' }, attemptsStarted: 1, attempts: 3, error: null, finishedAt: expect.any(Date) });

    let rolledBack: string | null = null;
    const change = database.db.transaction(async (tx) => {
      rolledBack = await jobs.send(tx, kind, { orderNo: 'PS-1002' });
      throw new Error('the order could not be saved');
    });
    await expect(change).rejects.toThrow('the order could not be saved');
    expect(rolledBack).toEqual(expect.any(String));
    expect(await jobs.status(rolledBack ?? '')).toBeNull();
    // Jobs run oldest first: once a later one is done, the rolled-back one would have run before it.
    const later = await sendOne(jobs, kind, 'PS-1003');
    await expect.poll(async () => (await jobs.status(later))?.state).toBe('completed');
    expect(await effects(rolledBack ?? '')).toEqual([]);
  });

  it('is refused when its payload does not fit its schema, and nothing is queued', async () => {
    const { jobs, kind } = await startServer('A', testKind());
    await expect(database.db.transaction((tx) => jobs.send(tx, kind, { orderNo: 'not an order' }))).rejects.toThrow(/Invalid string/);
  });

  it('that throws is retried, then failed: its error is on the job and in the list of failed jobs', async () => {
    const { jobs, kind } = await startServer('A', testKind({ retryLimit: 2 }), async (job, record) => {
      await record(`attempt ${job.attempt} of ${job.attempts}`);
      throw new Error(`The cutter is offline (attempt ${job.attempt})`);
    });
    const id = await sendOne(jobs, kind);

    await expect.poll(async () => (await jobs.status(id))?.state).toBe('failed');
    expect(await effects(id)).toEqual(['A: attempt 1 of 3', 'A: attempt 2 of 3', 'A: attempt 3 of 3']);
    const failed = await jobs.failed({ kind });
    expect(failed).toEqual([expect.objectContaining({ id, kind: kind.name, state: 'failed', payload: { orderNo: 'PS-1001' }, attemptsStarted: 3, attempts: 3, error: 'The cutter is offline (attempt 3)', finishedAt: expect.any(Date) })]);
    expect((await jobs.failed()).map((job) => job.id)).toContain(id);
  });

  it('retries with backoff: each wait about twice the one before, and a later attempt can succeed', async () => {
    const { jobs, kind } = await startServer('A', testKind({ retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true }), async (job, record) => {
      await record(`attempt ${job.attempt}`);
      if (job.attempt < 3) throw new Error('The printer is out of magenta');
    });
    const id = await sendOne(jobs, kind);

    // pg-boss waits retryDelay × 2^(n−1) to twice that (jitter) before retry n.
    await expect.poll(async () => (await jobs.status(id))?.state).toBe('retry');
    expect(await jobs.status(id)).toMatchObject({ attemptsStarted: 1, error: 'The printer is out of magenta' });
    const firstWait = await secondsUntilRetry(database, id);
    expect(firstWait).toBeGreaterThan(8);
    expect(firstWait).toBeLessThanOrEqual(20);

    await ageJob(database, id, 20); // twenty seconds later
    jobs.nudge(kind);
    await expect.poll(async () => (await jobs.status(id))?.attemptsStarted).toBe(2);
    await expect.poll(async () => (await jobs.status(id))?.state).toBe('retry');
    const secondWait = await secondsUntilRetry(database, id);
    expect(secondWait).toBeGreaterThan(18);
    expect(secondWait).toBeLessThanOrEqual(40);

    await ageJob(database, id, 40);
    jobs.nudge(kind);
    await expect.poll(async () => (await jobs.status(id))?.state).toBe('completed');
    expect(await effects(id)).toEqual(['A: attempt 1', 'A: attempt 2', 'A: attempt 3']);
  });

  it('with a singleton key is queued once while it waits', async () => {
    const { jobs, kind } = await startServer('A', testKind({ policy: 'short' }));
    const send = () => database.db.transaction((tx) => jobs.send(tx, kind, { orderNo: 'PS-1001' }, { singletonKey: 'artwork-42' }));
    const first = await send();
    expect(first).toEqual(expect.any(String));
    expect(await send()).toBeNull();
    expect(await jobs.status(first ?? '')).toMatchObject({ state: 'created' });
  });
});

describe('a server that dies or stops mid-job', () => {
  /**
   * Server A takes the job and is killed while its handler runs. A killed process writes nothing
   * more: the database is left with the job active and its attempt started, which is what A leaves
   * here, frozen (its one slot held by the handler, its maintenance not due for an hour) and never
   * heard from again. Server B runs meanwhile. The job's clock is moved past its expiry (60 s);
   * B's maintenance then fails A's attempt and B runs the job to completion, once. When A's
   * process is finally cleaned up, its late report changes nothing.
   */
  it('a server killed mid-job: after the job expires, another server retries it and runs it to completion once', async () => {
    const kind = testKind({ expireInSeconds: 60 });
    const serverA = await startServer(
      'A',
      kind,
      async (job, record) => {
        await record(`started attempt ${job.attempt}`);
        await untilAborted(job.signal); // killed here: never returns on its own
      },
      { concurrency: 1, jobs: { maintenanceSeconds: 3600 } },
    );
    const id = await sendOne(serverA.jobs, serverA.kind);
    await expect.poll(() => effects(id)).toEqual(['A: started attempt 1']);

    const serverB = await startServer('B', kind, async (job, record) => {
      await record(`started attempt ${job.attempt}`);
      await record('finished');
    });
    // B's workers skip the job A holds.
    expect(await serverB.jobs.status(id)).toMatchObject({ state: 'active', attemptsStarted: 1 });

    await ageJob(database, id, 61);
    await expect.poll(async () => (await serverB.jobs.status(id))?.state).toBe('completed');
    expect(await effects(id)).toEqual(['A: started attempt 1', 'B: started attempt 2', 'B: finished']);

    await serverA.app.close();
    expect(await serverB.jobs.status(id)).toMatchObject({ state: 'completed', attemptsStarted: 2 });
    expect(await effects(id)).toEqual(['A: started attempt 1', 'B: started attempt 2', 'B: finished']);
  });

  it('a server stopped mid-job (SIGTERM) hands the job back after its grace; another server runs it once', async () => {
    const kind = testKind();
    const serverA = await startServer('A', kind, async (job, record) => {
      await record(`started attempt ${job.attempt}`);
      await untilAborted(job.signal);
    });
    const id = await sendOne(serverA.jobs, serverA.kind);
    await expect.poll(() => effects(id)).toEqual(['A: started attempt 1']);

    await serverA.app.close();
    expect(await serverA.jobs.status(id)).toMatchObject({ state: 'retry', error: 'The server is shutting down; the job will be retried.' });

    const serverB = await startServer('B', kind, async (job, record) => record(`finished attempt ${job.attempt}`));
    serverB.jobs.nudge(serverB.kind);
    await expect.poll(async () => (await serverB.jobs.status(id))?.state).toBe('completed');
    expect(await effects(id)).toEqual(['A: started attempt 1', 'B: finished attempt 2']);
  });
});

describe('worker servers', () => {
  it('a server with JOBS_RUN=false queues jobs but runs none: a worker server runs them', async () => {
    const kind = testKind();
    // Were it running jobs, the web server (polling every 20 ms, and nudged at once) would take the job before the worker exists.
    const web = await startServer('web', kind, async (job, record) => record(`printed ${job.payload.orderNo}`), { jobs: { run: false } });
    const id = await sendOne(web.jobs, web.kind);
    const worker = await startServer('worker', kind, async (job, record) => record(`printed ${job.payload.orderNo}`));
    worker.jobs.nudge(worker.kind);
    await expect.poll(async () => (await worker.jobs.status(id))?.state).toBe('completed');
    expect(await effects(id)).toEqual(['worker: printed PS-1001']);
  });
});

describe('two servers on one database', () => {
  it.skipIf(!onPostgres)(
    'share the queue and no job is run to completion twice (PostgreSQL only: on PGlite no second process can open the same database)',
    async () => {
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      const secondPool = openPostgres(database.url, 4);
      running.push(secondPool);
      const kind = testKind();
      // Every handler waits until both servers have a job under way, so both surely take part.
      const started = new Set<string>();
      let bothStarted: () => void = () => undefined;
      const both = new Promise<void>((resolve) => {
        bothStarted = resolve;
      });
      const handler = (server: string) => async (job: RunningJob<Payload>, record: (what: string) => Promise<void>) => {
        started.add(server);
        if (started.size === 2) bothStarted();
        await Promise.race([both, untilAborted(job.signal)]);
        await record(`finished ${job.payload.orderNo}`);
      };
      const serverA = await startServer('A', kind, handler('A'), { concurrency: 2 });
      const serverB = await startServer('B', kind, handler('B'), { concurrency: 2, handle: secondPool });

      const orders = Array.from({ length: 40 }, (_, i) => `PS-${2000 + i}`);
      const ids = await database.db.transaction(async (tx) => {
        const sent: (string | null)[] = [];
        for (const orderNo of orders) sent.push(await serverA.jobs.send(tx, serverA.kind, { orderNo }));
        return sent;
      });
      serverA.jobs.nudge(serverA.kind);
      serverB.jobs.nudge(serverB.kind);

      await expect
        .poll(async () => (await database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [kind.name])).rows[0]?.n, { timeout: 20_000 })
        .toBe(orders.length);
      const { rows } = await database.executeSql(`SELECT job_id::text AS id, server, what FROM job_effects WHERE job_id = ANY($1::uuid[])`, [ids]);
      expect(rows).toHaveLength(orders.length);
      expect(new Set(rows.map((row) => row.id)).size).toBe(orders.length);
      expect(rows.map((row) => row.what).sort()).toEqual(orders.map((orderNo) => `finished ${orderNo}`).sort());
      expect(new Set(rows.map((row) => row.server))).toEqual(new Set(['A', 'B']));
    },
  );
});
