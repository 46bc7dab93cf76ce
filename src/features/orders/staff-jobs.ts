/**
 * Background work that failed for good, for the staff desk (issue 18): every kind of job on the
 * shop's queue (an email's delivery, an automatic proof, an order's print files) whose retries are
 * spent, described in the shop's words (which order, which file, which email) with its last error,
 * so staff can act: prepare the proof by hand, check the address, or try again.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import type { JobStatus } from '../../server/jobs/job-queue.js';
import { artworkUploads } from '../artwork/artwork.tables.js';
import { emailOutbox } from '../email/email.tables.js';
import { orderFiles, orders } from './orders.tables.js';

export interface FailedJobDto {
  id: string;
  kind: string;
  /** "Automatic proof of sun.png (order S261126-…, line 2)". */
  what: string;
  /** The order it concerns, to open on the desk; null when none. */
  order_no: string | null;
  error: string;
  attempts: number;
  failed_at: string | null;
}

const KIND_WORDS: Record<string, string> = { 'artwork-proof': 'Automatic proof', 'email-delivery': 'Email', 'print-files': 'Print files' };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function describeFailedJob(db: Database, job: JobStatus): Promise<FailedJobDto> {
  const payload = (job.payload ?? {}) as Record<string, unknown>;
  const base = { id: job.id, kind: job.kind, error: job.error ?? 'No error was recorded.', attempts: job.attemptsStarted, failed_at: job.finishedAt?.toISOString() ?? null };
  const words = KIND_WORDS[job.kind] ?? job.kind;
  const orderFileId = text(payload.orderFileId);
  if (orderFileId) {
    const [row] = await db.select({ name: orderFiles.name, line: orderFiles.line_position, orderNo: orders.order_no }).from(orderFiles).innerJoin(orders, eq(orders.id, orderFiles.order_id)).where(eq(orderFiles.id, orderFileId));
    if (row) return { ...base, what: `${words} of ${row.name} (order ${row.orderNo}${row.line === null ? '' : `, line ${row.line + 1}`})`, order_no: row.orderNo };
  }
  const uploadId = text(payload.uploadId);
  if (uploadId) {
    const [row] = await db.select({ name: artworkUploads.name }).from(artworkUploads).where(eq(artworkUploads.id, uploadId));
    if (row) return { ...base, what: `${words} of ${row.name} (chosen on a product page, not ordered yet)`, order_no: null };
  }
  const orderId = text(payload.orderId);
  if (orderId) {
    const [row] = await db.select({ orderNo: orders.order_no }).from(orders).where(eq(orders.id, orderId));
    if (row) return { ...base, what: `${words} of order ${row.orderNo}`, order_no: row.orderNo };
  }
  const emailId = typeof payload.emailId === 'number' ? payload.emailId : null;
  if (emailId !== null) {
    const [row] = await db.select({ to: emailOutbox.to_address, subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.id, emailId));
    if (row) return { ...base, what: `${words} to ${row.to}: “${row.subject}”`, order_no: null };
  }
  return { ...base, what: words, order_no: null };
}
