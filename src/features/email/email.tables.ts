/**
 * The email outbox.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A file sent with an email, kept on its row so any server sends the email as written: an inline
 * image that the HTML shows with `<img src="cid:…">` (the order email's PayNow QR code).
 */
export interface EmailAttachment {
  filename: string;
  /** Its MIME type, e.g. image/png. */
  contentType: string;
  /** Its Content-ID, without the angle brackets: the HTML refers to it as `cid:<this>`. */
  cid: string;
  /** The file's bytes, base64. */
  base64: string;
}

/**
 * Every email the shop wrote, the record of what was sent: written in the same transaction as the
 * change that causes it, together with its delivery job (src/server/jobs), which sends it with
 * retries and records here how that went.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Inline images the HTML refers to by Content-ID (a few KB; most emails have none). */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /** Its delivery job (pgboss.job): queued with the row; null only for a row written before the queue, until a server adopts it at start. */
    job_id: uuid('job_id'),
    /** Delivery attempts started. */
    attempts: integer('attempts').notNull().default(0),
    /** After a failed attempt: when the queue tries again (null before any failure, and once it gave up). */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Every attempt failed: the queue gave up (the delivery job is listed as failed too). */
    failed_at: timestamp('failed_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Rows waiting without a job are looked for at every start (only rows written before the queue can be): kept cheap.
  (t) => [
    index('email_outbox_unqueued_idx').on(t.id).where(sql`${t.job_id} IS NULL AND ${t.sent_at} IS NULL AND ${t.failed_at} IS NULL`),
    // The backlog the metrics report (count and oldest): only the waiting rows, never the sent history.
    index('email_outbox_waiting_idx').on(t.created_at).where(sql`${t.sent_at} IS NULL AND ${t.failed_at} IS NULL`),
  ],
);
