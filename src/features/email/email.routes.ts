/**
 * The shop's email, as one plugin registered with the services (app.ts):
 *
 * - `app.emailOutbox`: the context every email is queued with (the shop's details, its public
 *   address and the delivery job) for `queueEmail(tx, email, app.emailOutbox.context)`
 *   (outbox.ts), and `nudge()` to deliver at once after the transaction that queued an email
 *   commits, rather than at the delivery worker's next poll.
 * - The delivery job (email-delivery.ts) on the shop's job queue (app.jobs): every server queues
 *   it; with an SMTP URL a server also works it, and its transport closes after the queue's workers
 *   stopped (app.close, close-with-grace in server.ts). Without one, this server sends nothing: the
 *   email waits in email_outbox, and its job for a server that has SMTP_URL.
 * - At start, rows written before the job queue existed that still wait get their job.
 * - With `devOutbox`, the viewer: GET /dev/outbox (every email, newest first), /dev/outbox/:id
 *   (one, as the shopper sees it), /dev/outbox/:id/html (inline images as data: URLs) and
 *   /dev/outbox/:id/text. Left out of the OpenAPI document. server.ts turns it on only off
 *   production (mail-settings.ts).
 */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from './email.tables.js';
import { notFound } from '../../server/errors.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { outboxEmailPage, outboxListPage, withInlineImages, type ViewerState } from './dev-outbox-pages.js';
import { adoptUnqueuedEmails, DEFAULT_DELIVERY, defineEmailDelivery, deliverEmail, recordDeliveryFailure, type DeliverySettings } from './email-delivery.js';
import { defaultMailFrom } from './mail-settings.js';
import { smtpTransport } from './mail-transport.js';
import type { EmailContext } from './outbox.js';

export interface EmailOptions extends Partial<DeliverySettings> {
  /** Where to send (SMTP_URL); without it this server delivers nothing and email waits in the outbox. */
  smtpUrl?: string | undefined;
  /** The From of every email (MAIL_FROM); by default the shop's name at no-reply@ its e-mail's domain. */
  mailFrom?: string | undefined;
  /** How often the delivery worker looks for emails when idle, ms (default: the job queue's poll, JOBS_POLL_MS). */
  workerPollMs?: number | undefined;
  /** Serve the outbox viewer at /dev/outbox (default off; never in production). */
  devOutbox?: boolean | undefined;
}

export interface EmailServices {
  context: EmailContext;
  /** Looks for emails to deliver now (no-op without SMTP). */
  nudge(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailOutbox: EmailServices;
  }
}

const LIST_LIMIT = 200;
const NO_EMAIL = 'There is no email with this number in the outbox.';

export const emailFeature = fp(
  async (app: FastifyInstance, options: EmailOptions & { shopInfo: ShopInfo; publicUrl: string }) => {
    const database = app.shop.database;
    const db = database.db;
    const delivery = defineEmailDelivery(app.jobs, {
      attempts: options.attempts ?? DEFAULT_DELIVERY.attempts,
      retryDelaySeconds: options.retryDelaySeconds ?? DEFAULT_DELIVERY.retryDelaySeconds,
      retryBackoff: options.retryBackoff ?? DEFAULT_DELIVERY.retryBackoff,
    });
    const queueDelivery = async (on: typeof db, emailId: number, jobId: string) => {
      await app.jobs.send(on, delivery, { emailId }, { id: jobId });
    };
    const context: EmailContext = { shop: options.shopInfo, publicUrl: options.publicUrl.replace(/\/+$/, ''), queueDelivery };
    app.decorate('emailOutbox', { context, nudge: () => app.jobs.nudge(delivery) });

    if (options.smtpUrl) {
      const transport = smtpTransport({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? defaultMailFrom(options.shopInfo), replyTo: options.shopInfo.email });
      app.jobs.work(delivery, deliverEmail(database, transport, app.log), { pollMs: options.workerPollMs, onFailure: recordDeliveryFailure });
      // The queue's workers stop in preClose, before this: no send is under way when the transport closes.
      app.addHook('onClose', async () => transport.close());
    } else {
      app.log.info('no SMTP URL: this server sends no email; it waits in the email_outbox table, its delivery queued for a server that has one');
    }
    // The backlog: emails written but neither sent nor given up on (a partial index keeps it one short read).
    const waiting = sql`${emailOutbox.sent_at} IS NULL AND ${emailOutbox.failed_at} IS NULL`;
    app.metrics.gauge('email_outbox_backlog', 'Emails waiting to be sent (shop-wide).', [], async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(emailOutbox).where(waiting);
      return [{ value: row?.count ?? 0 }];
    });
    app.metrics.gauge('email_outbox_oldest_waiting_seconds', 'How long the oldest waiting email has waited (0 when none waits).', [], async () => {
      const [row] = await db.select({ oldest: sql<string | null>`min(${emailOutbox.created_at})::text` }).from(emailOutbox).where(waiting);
      return [{ value: row?.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0 }];
    });

    // After the job queue started (its onReady runs first: it was registered first).
    app.addHook('onReady', async () => {
      const adopted = await adoptUnqueuedEmails(database, queueDelivery);
      if (adopted > 0) app.log.info({ adopted }, 'queued the delivery of emails written before the job queue');
    });

    if (!options.devOutbox) return;
    const state: ViewerState = { sending: options.smtpUrl !== undefined };
    await app.register(async (viewer) => {
      const api = viewer.withTypeProvider<ZodTypeProvider>();
      viewer.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
      const { html: _html, text: _text, attachments: _attachments, ...listColumns } = getTableColumns(emailOutbox);
      const byId = async (id: number) => {
        const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
        if (!row) throw notFound(NO_EMAIL);
        return row;
      };

      api.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
        const rows = await db.select(listColumns).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(LIST_LIMIT);
        return reply.type('text/html; charset=utf-8').send(outboxListPage(rows, state, LIST_LIMIT));
      });
      api.get('/dev/outbox/:id', { schema: { hide: true, params } }, async (request, reply) => {
        return reply.type('text/html; charset=utf-8').send(outboxEmailPage(await byId(request.params.id), state));
      });
      api.get('/dev/outbox/:id/html', { schema: { hide: true, params } }, async (request, reply) => {
        return reply.type('text/html; charset=utf-8').send(withInlineImages(await byId(request.params.id)));
      });
      api.get('/dev/outbox/:id/text', { schema: { hide: true, params } }, async (request, reply) => {
        return reply.type('text/plain; charset=utf-8').send((await byId(request.params.id)).text);
      });
    });
    app.log.info('email outbox viewer at /dev/outbox (development only)');
  },
  { name: 'email', dependencies: ['shop-services', 'jobs', 'metrics'] },
);
