/**
 * The email outbox: `queueEmail` renders a shop email, writes it to email_outbox and queues its
 * delivery job (src/server/jobs, pg-boss), both on the caller's database handle. Call it with the
 * transaction of the change that causes the email (`db` is then that transaction): the email and
 * its delivery exist exactly when the change does, a rollback takes both away, and a server that
 * dies after the commit leaves the job to the delivery workers of this or any other server
 * (email-delivery.ts). It renders first, then writes the row and the job, so the transaction is
 * held no longer than two INSERTs.
 *
 *   await db.transaction(async (tx) => {
 *     …the change…
 *     await queueEmail(tx, { kind: 'welcome', to, firstName, points: 2 }, app.emailOutbox.context);
 *   });
 *   app.emailOutbox.nudge(); // optional: deliver now rather than at the next poll
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client.js';
import { emailOutbox } from './email.tables.js';
import { renderShopEmail } from './render-email.js';
import type { EmailContext as RenderContext, ShopEmail } from './shop-email.js';

/** What queueEmail needs: what every email says about the shop, and how to queue a delivery (email.routes.ts). */
export interface EmailContext extends RenderContext {
  /** Queues the delivery job `jobId` of outbox row `emailId` on `db` (the caller's transaction). */
  queueDelivery(db: Database, emailId: number, jobId: string): Promise<void>;
}

export async function queueEmail(db: Database, email: ShopEmail, context: EmailContext): Promise<void> {
  const rendered = await renderShopEmail(email, context);
  const jobId = randomUUID();
  const [row] = await db
    .insert(emailOutbox)
    .values({ kind: email.kind, to_address: email.to, subject: rendered.subject, html: rendered.html, text: rendered.text, attachments: rendered.attachments, job_id: jobId })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('The outbox did not return the email it wrote.');
  await context.queueDelivery(db, row.id, jobId);
}
