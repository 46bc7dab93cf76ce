/**
 * The email outbox: `queueEmail` renders a shop email and writes it to email_outbox on the
 * caller's database handle. Call it with the transaction of the change that causes the email
 * (`db` is then that transaction): the email exists exactly when the change does, a rollback
 * takes it away, and a server that dies after the commit leaves it in the table for the worker
 * (outbox-worker.ts) of this or any other server to send. It renders first, then writes one row,
 * so the transaction is held no longer than one INSERT.
 *
 *   await db.transaction(async (tx) => {
 *     …the change…
 *     await queueEmail(tx, { kind: 'welcome', to, firstName, points: 2 }, app.emailOutbox.context);
 *   });
 *   app.emailOutbox.nudge(); // optional: send now rather than at the next poll
 */
import type { Database } from '../../server/db/client.js';
import { emailOutbox } from './email.tables.js';
import { renderShopEmail } from './render-email.js';
import type { EmailContext, ShopEmail } from './shop-email.js';

export type { EmailContext } from './shop-email.js';

export async function queueEmail(db: Database, email: ShopEmail, context: EmailContext): Promise<void> {
  const rendered = await renderShopEmail(email, context);
  await db.insert(emailOutbox).values({ kind: email.kind, to_address: email.to, subject: rendered.subject, html: rendered.html, text: rendered.text });
}
