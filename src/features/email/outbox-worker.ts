/**
 * Sends what queueEmail (outbox.ts) wrote to email_outbox. Every server with SMTP_URL runs one
 * worker; they share the table, so a server that dies leaves its emails to the others, or to
 * itself after a restart.
 *
 * 1. Claim. One statement takes up to BATCH due rows (not sent, next attempt due, fewer than
 *    MAX_ATTEMPTS tries, not held by a live lock), oldest first, `FOR UPDATE SKIP LOCKED`, and
 *    holds each for LOCK (locked_until) while counting the attempt. Workers claiming at the same
 *    moment skip each other's rows, and a claimed row is not due for anyone else until its lock
 *    runs out, so in normal operation no email goes twice. A server killed mid-send leaves its
 *    rows locked; LOCK later another worker sends them (the one case an email can arrive twice:
 *    the server died after the SMTP server accepted it and before it wrote sent_at).
 * 2. Send. The batch goes out at once, each send with a deadline (SEND_DEADLINE) well inside
 *    LOCK, so a slow SMTP server can't outlive the lock and let a second worker in.
 * 3. Record. Accepted: sent_at. Refused or failed: last_error, and the next attempt after
 *    retryBaseMs × 2^(attempts − 1), at most 120 × retryBaseMs (30 s, 1 min, 2 min … capped at
 *    1 hour by default); after MAX_ATTEMPTS tries (about 3 hours) the row stays unsent with its
 *    last error, for staff to see (/dev/outbox in development, or SQL).
 *
 * All times here are the database's clock (now()), so servers with skewed clocks agree on locks
 * and retries; the shop's clock (app.shop.now, pinned in tests) is for what shoppers see. The
 * worker never throws: an SMTP or database failure is logged and the next poll tries again.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { emailOutbox } from './email.tables.js';
import type { MailTransport } from './mail-transport.js';

export const MAX_ATTEMPTS = 10;
const BATCH = 10;
const LOCK = sql.raw(`interval '2 minutes'`);
const SEND_DEADLINE_MS = 60_000;
/** When stopping, sends under way get this long to finish before they are cut off (and retried later). */
const STOP_GRACE_MS = 5_000;
const ERROR_MAX_LENGTH = 1000;

interface ClaimedEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** Claims up to `limit` due emails for this worker (step 1), counting the attempt. */
export async function claimDueEmails(db: Database, limit = BATCH): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sent_at),
        lte(emailOutbox.next_attempt_at, sql`now()`),
        lt(emailOutbox.attempts, MAX_ATTEMPTS),
        or(isNull(emailOutbox.locked_until), lt(emailOutbox.locked_until, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ locked_until: sql`now() + ${LOCK}`, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning({ id: emailOutbox.id, to: emailOutbox.to_address, subject: emailOutbox.subject, html: emailOutbox.html, text: emailOutbox.text, attempts: emailOutbox.attempts });
  return claimed.sort((a, b) => a.id - b.id);
}

async function markSent(db: Database, id: number): Promise<void> {
  await db.update(emailOutbox).set({ sent_at: sql`now()`, locked_until: null }).where(eq(emailOutbox.id, id));
}

async function markFailed(db: Database, email: ClaimedEmail, error: string, retryBaseMs: number): Promise<void> {
  const delayMs = Math.min(retryBaseMs * 2 ** (email.attempts - 1), retryBaseMs * 120);
  await db
    .update(emailOutbox)
    .set({ last_error: error.slice(0, ERROR_MAX_LENGTH), locked_until: null, next_attempt_at: sql`now() + (${Math.round(delayMs)}::integer * interval '1 millisecond')` })
    .where(eq(emailOutbox.id, email.id));
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // nodemailer's SMTP errors carry the server's answer ("451 4.3.0 Try again later") in `response`.
  const response = 'response' in error && typeof error.response === 'string' ? error.response : undefined;
  return response && !error.message.includes(response) ? `${error.message}: ${response}` : error.message;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often to look for due emails, ms. */
  pollMs: number;
  /** The first retry's delay, ms; each next one doubles, up to 120 times this. */
  retryBaseMs: number;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly stopping = new AbortController();

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /** Looks for due emails now instead of at the next poll (after a transaction that queued one committed). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (!this.stopped) this.timer = setTimeout(() => this.nudge(), this.options.pollMs);
    });
  }

  /** Stops polling and waits for sends under way (cut off after STOP_GRACE_MS), then closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const cutOff = setTimeout(() => this.stopping.abort(new Error('the server is shutting down')), STOP_GRACE_MS);
    try {
      await this.running;
    } finally {
      clearTimeout(cutOff);
      this.options.transport.close();
    }
  }

  /** Sends batches until nothing is due (a full batch may mean more are waiting). */
  private async drain(): Promise<void> {
    try {
      let claimed: number;
      do {
        this.again = false;
        claimed = await this.sendBatch();
      } while (!this.stopped && (this.again || claimed === BATCH));
    } catch (err) {
      this.options.log.error({ err }, 'email outbox: could not read or update the outbox; trying again at the next poll');
    }
  }

  private async sendBatch(): Promise<number> {
    const { db, transport, log, retryBaseMs } = this.options;
    const emails = await claimDueEmails(db);
    const outcomes = await Promise.allSettled(
      emails.map(async (email) => {
        try {
          await transport.send(email, AbortSignal.any([AbortSignal.timeout(SEND_DEADLINE_MS), this.stopping.signal]));
        } catch (err) {
          const gaveUp = email.attempts >= MAX_ATTEMPTS;
          log.warn({ err, emailId: email.id, attempts: email.attempts }, gaveUp ? 'email outbox: sending failed for the last time; the email stays unsent' : 'email outbox: sending failed; will retry');
          await markFailed(db, email, errorText(err), retryBaseMs);
          return;
        }
        await markSent(db, email.id);
        log.info({ emailId: email.id, attempts: email.attempts }, 'email sent');
      }),
    );
    // Every send has ended; a failure to record one (the database) ends this drain, and the row's lock lapses.
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return emails.length;
  }
}
