/**
 * Delivering the outbox: every email_outbox row has a delivery job on the shop's job queue
 * (src/server/jobs, pg-boss), queued in the same transaction as the row (outbox.ts). Servers with
 * SMTP_URL work the jobs; a server without it only queues them, for a server that has it.
 *
 * 1. An attempt reads the row. Already sent (an earlier attempt sent it and died before its job was
 *    recorded done) or gone: nothing to do. Otherwise it counts the attempt on the row, hands the
 *    email to the SMTP server (with a deadline, and aborted if the server stops) and writes sent_at.
 * 2. A refused or failed send fails the attempt; in the same transaction as the job's new state the
 *    row gets the error and when the queue tries again (retryDelaySeconds, doubling each time with
 *    retryBackoff), or, after the last attempt, failed_at: the job is then listed as failed too.
 * 3. A server killed mid-send: the job stays active until its expiry (EXPIRE_SECONDS) passes, then
 *    the queue's maintenance fails that attempt and any server retries it. The one case an email can
 *    go twice is a server killed after the SMTP server accepted it and before it wrote sent_at.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle, Transaction } from '../../server/db/client.js';
import type { FailedAttempt, JobKind, JobQueue, RunningJob } from '../../server/jobs/job-queue.js';
import { emailOutbox } from './email.tables.js';
import type { MailTransport } from './mail-transport.js';

export const emailDeliveryPayload = z.object({ emailId: z.number().int().positive() });
export type EmailDelivery = z.infer<typeof emailDeliveryPayload>;

/** How long one attempt may take before it is presumed dead (and, after a crash, retried). */
const EXPIRE_SECONDS = 120;
/** A send that takes longer than this is cut off and counted as failed, well inside the expiry. */
const SEND_DEADLINE_MS = 60_000;
/** Rows without a job adopted per transaction at start. */
const ADOPT_BATCH = 100;

export interface DeliverySettings {
  /** Attempts in all before the email is given up (default 10). */
  attempts: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds: number;
  /** Each retry waits about twice as long as the one before, with jitter (default on): 30 s, 1, 2, 4 … minutes. */
  retryBackoff: boolean;
}

export const DEFAULT_DELIVERY: DeliverySettings = { attempts: 10, retryDelaySeconds: 30, retryBackoff: true };

export function defineEmailDelivery(jobs: JobQueue, settings: DeliverySettings): JobKind<EmailDelivery> {
  return jobs.define({
    name: 'email-delivery',
    payload: emailDeliveryPayload,
    retryLimit: settings.attempts - 1,
    retryDelaySeconds: settings.retryDelaySeconds,
    retryBackoff: settings.retryBackoff,
    expireInSeconds: EXPIRE_SECONDS,
  });
}

/** One delivery attempt (step 1). */
export function deliverEmail(database: DatabaseHandle, transport: MailTransport, log: FastifyBaseLogger) {
  const { db } = database;
  return async (job: RunningJob<EmailDelivery>): Promise<void> => {
    const { emailId } = job.payload;
    const [email] = await db
      .select({ to: emailOutbox.to_address, subject: emailOutbox.subject, html: emailOutbox.html, text: emailOutbox.text, attachments: emailOutbox.attachments, sentAt: emailOutbox.sent_at })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, emailId));
    if (!email || email.sentAt) return;
    await db.update(emailOutbox).set({ attempts: sql`${emailOutbox.attempts} + 1`, next_attempt_at: null }).where(eq(emailOutbox.id, emailId));
    const { sentAt: _sentAt, ...outgoing } = email;
    await transport.send(outgoing, AbortSignal.any([AbortSignal.timeout(SEND_DEADLINE_MS), job.signal]));
    await db.update(emailOutbox).set({ sent_at: sql`now()`, failed_at: null }).where(eq(emailOutbox.id, emailId));
    log.info({ emailId, attempt: job.attempt }, 'email sent');
  };
}

/** A failed attempt, recorded on the row with the job's new state (step 2). */
export async function recordDeliveryFailure(tx: Transaction, job: RunningJob<EmailDelivery>, failure: FailedAttempt): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ last_error: failure.error, next_attempt_at: failure.retryAt, failed_at: failure.retryAt ? null : sql`now()` })
    .where(eq(emailOutbox.id, job.payload.emailId));
}

/**
 * Queues a delivery for every row still waiting without a job: only rows written before the
 * queue existed (the hand-written worker's outbox, migration 0014). Run at start, after the queue
 * started; servers starting together each take different rows (SKIP LOCKED).
 */
export async function adoptUnqueuedEmails(database: DatabaseHandle, queue: (tx: Transaction, emailId: number, jobId: string) => Promise<void>): Promise<number> {
  let adopted = 0;
  for (;;) {
    const batch = await database.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.job_id), isNull(emailOutbox.sent_at), isNull(emailOutbox.failed_at)))
        .orderBy(asc(emailOutbox.id))
        .limit(ADOPT_BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const jobId = randomUUID();
        await tx.update(emailOutbox).set({ job_id: jobId }).where(eq(emailOutbox.id, row.id));
        await queue(tx, row.id, jobId);
      }
      return rows.length;
    });
    adopted += batch;
    if (batch < ADOPT_BATCH) return adopted;
  }
}
