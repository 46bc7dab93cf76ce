/**
 * The shop's background work: one queue, pg-boss 10 (its tables in the `pgboss` schema), on the
 * embedded PGlite database and on PostgreSQL alike (sql-on.ts; decision 0011). Work that must not
 * hold up a request, or must survive a server that dies, is a job.
 *
 *   // A feature, while it registers: what the job is, and what it carries (a zod schema).
 *   const deliver = app.jobs.define({ name: 'email-delivery', payload: z.object({ emailId: z.number() }), retryLimit: 9, … });
 *   // Where the work is done (a server that cannot do it, e.g. without SMTP, leaves it to others):
 *   app.jobs.work(deliver, async (job) => { …job.payload…; honour job.signal });
 *   // In the transaction of the write that causes it: written and queued together, or neither.
 *   await db.transaction(async (tx) => { …write…; await app.jobs.send(tx, deliver, { emailId }) });
 *   app.jobs.nudge(deliver); // optional, after the commit: start now rather than at the next poll
 *
 * What it promises:
 * 1. Queued with the write. `send(tx, …)` inserts the job on the caller's transaction: a rollback
 *    takes it away, a commit makes it visible to every server's workers.
 * 2. One attempt at a time. A worker claims jobs with pg-boss's fetch (`FOR UPDATE SKIP LOCKED`,
 *    state → active), so two servers never run the same attempt.
 * 3. Retried with backoff. A handler that throws (or runs past `expireInSeconds`) fails the
 *    attempt; pg-boss puts the job back after `retryDelaySeconds` (doubling with `retryBackoff`)
 *    until `retryLimit` retries are spent, then the job is `failed`, its error kept: `failed()`
 *    lists those for staff.
 * 4. A server that dies mid-job: its job stays active until its expiry passes; then the periodic
 *    maintenance (one server at a time, every `maintenanceSeconds`) fails that attempt and the job
 *    is retried by whichever server is alive. A server that stops (SIGTERM) lets jobs under way
 *    finish for `stopGraceMs`, then aborts them (job.signal) and hands them back as failed attempts.
 * 5. At least once, so handlers are idempotent: an attempt that did its work but died before
 *    recording completion runs again. A handler checks what is already done (the email's sent_at,
 *    the proof that exists) before doing it.
 *
 * The workers are this module's, not pg-boss's `work()`: pg-boss 10's worker neither awaits its
 * complete/fail calls (a database hiccup there is an unhandled rejection, which close-with-grace
 * turns into a shutdown) nor fetches again before its polling interval when more jobs wait. Ours
 * use pg-boss's own fetch, complete and fail, await them, and run up to `concurrency` jobs of a
 * kind at once, fetching again as soon as one ends.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, DatabaseHandle, Transaction } from '../db/client.js';
import { sqlOn, sqlOnHandle, type SqlRunner } from './sql-on.js';

/** pg-boss keeps its tables here (created by prepareDatabase with the shop's migrations). */
const JOBS_SCHEMA = 'pgboss';

/** How long a failed job stays listed (`failed()`) before pg-boss archives it. */
const FAILED_KEPT_SECONDS = 30 * 24 * 60 * 60;
/** How long a completed job stays in the job table (then archived, and dropped from the archive after 7 days). */
const COMPLETED_KEPT_SECONDS = 12 * 60 * 60;
const ERROR_MAX_LENGTH = 1000;

export interface JobSettings {
  /** How often an idle worker looks for jobs, ms (JOBS_POLL_MS). A nudge after a commit starts one at once. */
  pollMs: number;
  /** How many jobs of one kind one server runs at once (JOBS_CONCURRENCY); a kind's work() may ask for its own. */
  concurrency: number;
  /** How often maintenance runs (on one server at a time): expired attempts failed and retried, old jobs archived, s. */
  maintenanceSeconds: number;
  /** On stop, how long jobs under way may take to finish before they are aborted and handed back, ms. */
  stopGraceMs: number;
  /**
   * Whether this server runs jobs (JOBS_RUN, default true). A deployment with worker servers turns
   * it off on the servers behind the proxy: they queue jobs (in the write's transaction, as ever)
   * and leave running them, and the queue's maintenance, to the workers.
   */
  run: boolean;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { pollMs: 2000, concurrency: 2, maintenanceSeconds: 60, stopGraceMs: 5000, run: true };

/**
 * pg-boss's queue policies, for jobs sent with a singletonKey: `short` keeps at most one waiting
 * job per key (a second send while one waits is dropped), `singleton` runs at most one per key at
 * a time, `stately` both (one waiting and one running per key). `standard` ignores the key.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobKindOptions<Payload> {
  /** The queue's name: lower-case letters, digits and hyphens, unique in the shop (`email-delivery`). */
  name: string;
  /** What a job carries, checked when it is sent and again when it runs. Keep it small: ids, not documents. */
  payload: z.ZodType<Payload>;
  /** Tries after the first (0: one attempt only). */
  retryLimit: number;
  /** Seconds before the first retry; with retryBackoff each retry waits about twice as long as the last (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How long one attempt may run: then it is aborted (job.signal) and failed, and after a crash it is retried. */
  expireInSeconds: number;
  policy?: JobPolicy;
}

/** A kind of job, as define() returns it: the typed handle to send and work it. */
export interface JobKind<Payload> {
  readonly name: string;
  readonly options: JobKindOptions<Payload>;
}

export interface RunningJob<Payload> {
  id: string;
  payload: Payload;
  /** This attempt, from 1. */
  attempt: number;
  /** Attempts in all (retryLimit + 1): attempt === attempts is the last. */
  attempts: number;
  /** Aborted when the attempt runs past its expiry or the server stops; the handler should give up then. */
  signal: AbortSignal;
}

export interface FailedAttempt {
  /** The handler's error, as recorded on the job. */
  error: string;
  /** When the job will be tried again; null when that was the last attempt and the job is failed. */
  retryAt: Date | null;
}

export interface WorkOptions<Payload> {
  /** Jobs of this kind this server runs at once (default: the queue's concurrency). */
  concurrency?: number;
  /** How often the worker looks for jobs when idle, ms (default: the queue's pollMs). */
  pollMs?: number;
  /**
   * Runs in the transaction that records a failed attempt on the job, so a feature's own record of
   * it (an email row's last error) commits with the job's new state or not at all.
   */
  onFailure?: (tx: Transaction, job: RunningJob<Payload>, failure: FailedAttempt) => Promise<void>;
}

export interface SendOptions {
  /** The job's id, chosen by the caller (a UUID), so the row that causes it can name its job. */
  id?: string;
  /** With the kind's policy, keeps a second job with this key from being queued (send answers null). */
  singletonKey?: string;
  /** Start no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobStatus {
  id: string;
  kind: string;
  state: JobState;
  payload: unknown;
  /** Attempts started so far (0 while the first waits). */
  attemptsStarted: number;
  /** Attempts in all (retryLimit + 1). */
  attempts: number;
  /** While it waits for a retry, or once it failed: the last attempt's error; otherwise null. */
  error: string | null;
  /** When it may (next) run. */
  startAfter: Date;
  createdAt: Date;
  /** When it completed or finally failed. */
  finishedAt: Date | null;
}

/** pg-boss's job table, as this module reads it (pg-boss owns and creates it: not a Drizzle migration). */
const jobTable = pgSchema(JOBS_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  data: jsonb('data'),
  state: text('state').$type<JobState>().notNull(),
  retry_limit: integer('retry_limit').notNull(),
  retry_count: integer('retry_count').notNull(),
  start_after: timestamp('start_after', { withTimezone: true }).notNull(),
  started_on: timestamp('started_on', { withTimezone: true }),
  created_on: timestamp('created_on', { withTimezone: true }).notNull(),
  completed_on: timestamp('completed_on', { withTimezone: true }),
  output: jsonb('output'),
});

const statusColumns = {
  id: jobTable.id,
  kind: jobTable.name,
  state: jobTable.state,
  payload: jobTable.data,
  retryLimit: jobTable.retry_limit,
  retryCount: jobTable.retry_count,
  startedOn: jobTable.started_on,
  output: jobTable.output,
  startAfter: jobTable.start_after,
  createdAt: jobTable.created_on,
  finishedAt: jobTable.completed_on,
};

interface StatusRow {
  id: string;
  kind: string;
  state: JobState;
  payload: unknown;
  retryLimit: number;
  retryCount: number;
  startedOn: Date | null;
  output: unknown;
  startAfter: Date;
  createdAt: Date;
  finishedAt: Date | null;
}

function toStatus(row: StatusRow): JobStatus {
  const { retryLimit, retryCount, startedOn, output, ...rest } = row;
  const message = output && typeof output === 'object' && 'message' in output && typeof output.message === 'string' ? output.message : null;
  // pg-boss counts retries from the second fetch; an attempt has started once started_on is set.
  return { ...rest, attempts: retryLimit + 1, attemptsStarted: startedOn ? retryCount + 1 : 0, error: message };
}

/** The text an attempt's failure is recorded with: nodemailer-style errors keep the server's answer. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, ERROR_MAX_LENGTH);
  const response = 'response' in error && typeof error.response === 'string' ? error.response : undefined;
  const text = response && !error.message.includes(response) ? `${error.message}: ${response}` : error.message;
  return text.slice(0, ERROR_MAX_LENGTH);
}

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, JobKind<unknown>>();
  private readonly workers: Worker<never>[] = [];
  private state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  constructor(
    private readonly database: DatabaseHandle,
    private readonly settings: JobSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: sqlOnHandle(database),
      schema: JOBS_SCHEMA,
      // The schema is created by prepareDatabase; this only checks (and migrates after an upgrade).
      migrate: true,
      // Maintenance (expired attempts retried, old jobs archived) runs where jobs run.
      supervise: settings.run,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      archiveCompletedAfterSeconds: COMPLETED_KEPT_SECONDS,
      archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
      // No cron jobs yet: the timekeeper (cron and clock-skew checks) stays off.
      schedule: false,
    });
    // pg-boss reports maintenance failures as 'error' events; unheard, an EventEmitter would throw.
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue: maintenance failed; it runs again at the next interval'));
  }

  /** Declares a kind of job (while the app registers, before it is ready). */
  define<Payload>(options: JobKindOptions<Payload>): JobKind<Payload> {
    if (this.state !== 'new') throw new Error(`Job kind ${options.name} is defined after the job queue started: define it while the app registers.`);
    if (!NAME.test(options.name)) throw new Error(`Job kind name ${JSON.stringify(options.name)}: use lower-case letters, digits and hyphens.`);
    if (this.kinds.has(options.name)) throw new Error(`Job kind ${options.name} is defined twice.`);
    const kind: JobKind<Payload> = { name: options.name, options };
    this.kinds.set(options.name, kind as JobKind<unknown>);
    return kind;
  }

  /** Runs jobs of this kind on this server (from start until stop). */
  work<Payload>(kind: JobKind<Payload>, run: (job: RunningJob<Payload>) => Promise<void>, options: WorkOptions<Payload> = {}): void {
    if (this.state !== 'new') throw new Error(`Workers for ${kind.name} are added after the job queue started.`);
    if (this.kinds.get(kind.name) !== kind) throw new Error(`Job kind ${kind.name} is not defined on this queue.`);
    const worker = new Worker<Payload>({
      boss: this.boss,
      database: this.database,
      log: this.log,
      kind,
      run,
      onFailure: options.onFailure,
      concurrency: options.concurrency ?? this.settings.concurrency,
      pollMs: options.pollMs ?? this.settings.pollMs,
    });
    this.workers.push(worker as unknown as Worker<never>);
  }

  /**
   * Queues a job on `db`: pass the transaction of the write that causes it, so both commit or
   * neither does (on PGlite a query outside that transaction would wait for it to end: forever).
   * Answers the job's id, or null when the kind's policy kept a job with the same singletonKey.
   */
  async send<Payload>(db: Database, kind: JobKind<Payload>, payload: Payload, options: SendOptions = {}): Promise<string | null> {
    const data = kind.options.payload.parse(payload);
    const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = kind.options;
    const id = await this.boss.send(kind.name, data as object, {
      db: sqlOn(db),
      ...(options.id !== undefined ? { id: options.id } : {}),
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff,
      expireInSeconds,
      ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds !== undefined ? { startAfter: options.startAfterSeconds } : {}),
    });
    // pg-boss inserts nothing, silently, for a queue that doesn't exist (or a job id already taken):
    // never let that pass as sent.
    if (id === null && options.singletonKey === undefined) {
      throw new Error(`A ${kind.name} job was not queued: its queue does not exist yet (jobs are sent once the app is ready) or its id is taken.`);
    }
    return id;
  }

  /** Wakes this server's workers of the kind now (after a commit that queued a job), instead of at their next poll. */
  nudge(kind: JobKind<unknown>): void {
    for (const worker of this.workers) if (worker.kind === kind) worker.nudge();
  }

  /** Failed jobs (every retry spent), newest first, with their error: for staff pages. */
  async failed(options: { kind?: JobKind<unknown>; limit?: number } = {}): Promise<JobStatus[]> {
    const rows = await this.database.db
      .select(statusColumns)
      .from(jobTable)
      .where(and(eq(jobTable.state, 'failed'), options.kind ? eq(jobTable.name, options.kind.name) : undefined))
      .orderBy(desc(jobTable.completed_on))
      .limit(options.limit ?? 100);
    return rows.map(toStatus);
  }

  /** How many jobs of each kind are in each state but completed and cancelled (for the metrics). */
  async countsByState(): Promise<{ queue: string; state: JobState; count: number }[]> {
    const rows = await this.database.db
      .select({ queue: jobTable.name, state: jobTable.state, count: sql<number>`count(*)::int` })
      .from(jobTable)
      .where(inArray(jobTable.state, ['created', 'retry', 'active', 'failed']))
      .groupBy(jobTable.name, jobTable.state);
    return rows.map((row) => ({ ...row, state: row.state as JobState }));
  }

  /**
   * Tries a failed job once more (staff's "Try again"): pg-boss puts it back with one more retry.
   * Answers false when the job is not failed (already retried, or archived).
   */
  async retry(id: string): Promise<boolean> {
    const job = await this.status(id);
    if (!job || job.state !== 'failed') return false;
    await this.boss.retry(job.kind, id);
    for (const worker of this.workers) if (worker.kind.name === job.kind) worker.nudge();
    return true;
  }

  /**
   * One job's state, by its id (null if there is none, or once it was archived). Inside a
   * transaction, pass it as `on`: the embedded database has one connection, which the open
   * transaction holds.
   */
  async status(id: string, on: Database = this.database.db): Promise<JobStatus | null> {
    const [row] = await on.select(statusColumns).from(jobTable).where(eq(jobTable.id, id));
    return row ? toStatus(row) : null;
  }

  /** Checks the schema, creates the queues defined, starts maintenance and the workers. */
  async start(): Promise<void> {
    if (this.state !== 'new') return;
    this.state = 'starting';
    await this.boss.start();
    for (const { name, options } of this.kinds.values()) {
      // Only created when missing; the kind's retry settings also travel with every job sent.
      // Two servers starting at once on one PostgreSQL can deadlock in pg-boss's createQueue (its
      // partition DDL): PostgreSQL aborts one of them, which simply tries again (it is idempotent).
      await retryOnDeadlock(() =>
        this.boss.createQueue(name, {
          name,
          policy: options.policy ?? 'standard',
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: options.retryBackoff,
          expireInSeconds: options.expireInSeconds,
        }),
      );
    }
    // Queues are created either way (a web server may start before any worker has), workers only here.
    if (this.settings.run) for (const worker of this.workers) worker.start();
    else this.log.info('JOBS_RUN=false: this server queues background jobs and leaves running them (and the queue maintenance) to the worker servers');
    this.state = 'started';
  }

  /**
   * Stops taking jobs: jobs under way get stopGraceMs to finish, then are aborted and handed back
   * (failed attempts, retried later by any server). Called before the database closes.
   */
  async stopWorkers(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop(this.settings.stopGraceMs)));
  }

  /** Stops the workers, then maintenance. */
  async stop(): Promise<void> {
    await this.stopWorkers();
    if (this.state === 'started') await this.boss.stop({ graceful: false, close: false });
    this.state = 'stopped';
  }
}

/**
 * Creates pg-boss's schema (or migrates it after an upgrade of pg-boss) on `db`. prepareDatabase
 * runs it after the shop's migrations, under its advisory lock, so every database, the tests'
 * template included, has it before a server starts.
 */
export async function installJobQueue(db: SqlRunner): Promise<void> {
  const boss = new PgBoss({ db, schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

interface WorkerOptions<Payload> {
  boss: PgBoss;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  kind: JobKind<Payload>;
  run: (job: RunningJob<Payload>) => Promise<void>;
  onFailure: WorkOptions<Payload>['onFailure'];
  concurrency: number;
  pollMs: number;
}

/** Runs one kind's jobs on this server: up to `concurrency` at once, fetching again as one ends. */
class Worker<Payload> {
  readonly kind: JobKind<Payload>;
  private readonly running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private loop: Promise<void> | undefined;
  private stopping = false;
  private nudged = false;
  /** The last fetch filled every free slot: more may be waiting, so a job that ends wakes the loop. */
  private saturated = false;
  private wake: (() => void) | undefined;

  constructor(private readonly options: WorkerOptions<Payload>) {
    this.kind = options.kind;
  }

  start(): void {
    this.loop ??= this.poll();
  }

  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    const underWay = [...this.running.values()];
    if (underWay.length === 0) return;
    const cutOff = setTimeout(() => {
      for (const job of underWay) job.abort.abort(new Error('The server is shutting down; the job will be retried.'));
    }, graceMs);
    await Promise.all(underWay.map((job) => job.done));
    clearTimeout(cutOff);
  }

  private async poll(): Promise<void> {
    while (!this.stopping) {
      this.nudged = false;
      const free = this.options.concurrency - this.running.size;
      if (free > 0) {
        const jobs = await this.fetch(free);
        this.saturated = jobs.length === free;
        for (const job of jobs) this.begin(job);
      }
      if (this.stopping) break;
      if (!this.nudged) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async fetch(batchSize: number): Promise<PgBoss.JobWithMetadata<unknown>[]> {
    try {
      // pg-boss answers [] when the statement fails; the next poll tries again.
      return await this.options.boss.fetch<unknown>(this.kind.name, { batchSize, includeMetadata: true });
    } catch (err) {
      this.options.log.error({ err, job: this.kind.name }, 'job queue: could not fetch jobs; trying again at the next poll');
      return [];
    }
  }

  private begin(job: PgBoss.JobWithMetadata<unknown>): void {
    const abort = new AbortController();
    const done = this.attempt(job, abort).finally(() => {
      this.running.delete(job.id);
      // A slot is free and more jobs may be waiting: fetch again now.
      if (this.saturated) this.nudge();
    });
    this.running.set(job.id, { abort, done });
  }

  private async attempt(job: PgBoss.JobWithMetadata<unknown>, abort: AbortController): Promise<void> {
    const { boss, log, run } = this.options;
    const expireMs = Number(job.expireInSeconds) * 1000;
    const deadline = setTimeout(() => abort.abort(new Error(`The job ran longer than ${Number(job.expireInSeconds)} s.`)), expireMs);
    const running: RunningJob<Payload> = { id: job.id, payload: job.data as Payload, attempt: job.retryCount + 1, attempts: job.retryLimit + 1, signal: abort.signal };
    try {
      running.payload = this.kind.options.payload.parse(job.data);
      // A handler that ignores its signal is not waited for past its deadline or the server's stop:
      // the attempt fails then (what it does later is not recorded), as pg-boss's expiry would have it.
      const gaveUp = new Promise<never>((_resolve, reject) => {
        abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true });
      });
      const work = run(running);
      work.catch(() => undefined);
      await Promise.race([work, gaveUp]);
    } catch (error) {
      clearTimeout(deadline);
      await this.recordFailure(running, error);
      return;
    }
    clearTimeout(deadline);
    try {
      const { affected } = (await boss.complete(this.kind.name, job.id)) as unknown as { affected: number };
      if (affected === 0) log.warn({ job: this.kind.name, jobId: job.id }, 'job queue: a job finished after its attempt had expired; it was already retried or done');
    } catch (err) {
      // The job stays active; after its expiry maintenance retries it, and the handler finds its work done.
      log.error({ err, job: this.kind.name, jobId: job.id }, 'job queue: a job finished but could not be recorded as completed');
    }
  }

  private async recordFailure(job: RunningJob<Payload>, error: unknown): Promise<void> {
    const { boss, database, log, onFailure } = this.options;
    const message = errorText(error);
    try {
      const failure = await database.db.transaction(async (tx) => {
        const on = sqlOn(tx);
        const { affected } = (await boss.fail(this.kind.name, job.id, { message }, { db: on })) as unknown as { affected: number };
        // Expired by maintenance (and perhaps running again elsewhere) or done meanwhile: not ours to record.
        if (affected === 0) return undefined;
        const [after] = await tx.select({ state: jobTable.state, startAfter: jobTable.start_after }).from(jobTable).where(and(eq(jobTable.name, this.kind.name), eq(jobTable.id, job.id)));
        const attempt: FailedAttempt = { error: message, retryAt: after?.state === 'retry' ? after.startAfter : null };
        await onFailure?.(tx, job, attempt);
        return attempt;
      });
      if (!failure) return;
      const context = { job: this.kind.name, jobId: job.id, attempt: job.attempt, attempts: job.attempts, error: message };
      if (failure.retryAt) log.warn({ ...context, retryAt: failure.retryAt }, 'job queue: a job failed; it will be retried');
      else log.error(context, 'job queue: a job failed for the last time; it is listed as failed');
    } catch (err) {
      // The job stays active; after its expiry maintenance counts the attempt as failed and retries it.
      log.error({ err, job: this.kind.name, jobId: job.id, error: message }, 'job queue: a failed job could not be recorded as failed');
    }
  }
}

/** PostgreSQL's "deadlock detected": the transaction chosen as the victim was rolled back. */
const DEADLOCK_DETECTED = '40P01';

/** Runs an idempotent step again when PostgreSQL picked it as a deadlock's victim (a few times, after a short random wait). */
async function retryOnDeadlock<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}
