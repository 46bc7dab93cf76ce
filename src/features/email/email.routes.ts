/**
 * The shop's email, as one plugin registered with the services (app.ts):
 *
 * - `app.emailOutbox`: the context every email is rendered with (the shop's details and public
 *   address) for `queueEmail(tx, email, app.emailOutbox.context)` (outbox.ts), and `nudge()` to
 *   send at once after the transaction that queued an email commits, rather than at the next poll.
 * - With an SMTP URL, the outbox worker (outbox-worker.ts): started when the app is ready, stopped
 *   when it closes (sends under way finish first), so close-with-grace in server.ts covers it.
 *   Without one, nothing is sent: emails stay in email_outbox.
 * - With `devOutbox`, the viewer: GET /dev/outbox (every email, newest first), /dev/outbox/:id
 *   (one, as the shopper sees it), /dev/outbox/:id/html and /dev/outbox/:id/text. Left out of
 *   the OpenAPI document. server.ts turns it on only off production (mail-settings.ts).
 */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from './email.tables.js';
import { notFound } from '../../server/errors.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { outboxEmailPage, outboxListPage, type ViewerState } from './dev-outbox-pages.js';
import { defaultMailFrom } from './mail-settings.js';
import { smtpTransport } from './mail-transport.js';
import type { EmailContext } from './shop-email.js';
import { OutboxWorker } from './outbox-worker.js';

export interface EmailOptions {
  /** Where to send (SMTP_URL); without it no worker runs and email stays in the outbox. */
  smtpUrl?: string | undefined;
  /** The From of every email (MAIL_FROM); by default the shop's name at no-reply@ its e-mail's domain. */
  mailFrom?: string | undefined;
  /** How often the worker looks for due emails, ms (default 1000). */
  workerPollMs?: number | undefined;
  /** The first retry's delay after a failed send, ms (default 30 000; doubles each time, capped at 120×). */
  retryBaseMs?: number | undefined;
  /** Serve the outbox viewer at /dev/outbox (default off; never in production). */
  devOutbox?: boolean | undefined;
}

export interface EmailServices {
  context: EmailContext;
  /** Looks for due emails now (no-op without SMTP). */
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
    const context: EmailContext = { shop: options.shopInfo, publicUrl: options.publicUrl.replace(/\/+$/, '') };
    const db = app.shop.database.db;
    const worker = options.smtpUrl
      ? new OutboxWorker({
          db,
          transport: smtpTransport({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? defaultMailFrom(options.shopInfo), replyTo: options.shopInfo.email }),
          log: app.log,
          pollMs: options.workerPollMs ?? 1000,
          retryBaseMs: options.retryBaseMs ?? 30_000,
        })
      : undefined;
    app.decorate('emailOutbox', { context, nudge: () => worker?.nudge() });
    if (worker) {
      app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', async () => worker.stop());
    } else {
      app.log.info('no SMTP URL: emails are not sent; they stay in the email_outbox table');
    }

    if (!options.devOutbox) return;
    const state: ViewerState = { sending: worker !== undefined };
    await app.register(async (viewer) => {
      const api = viewer.withTypeProvider<ZodTypeProvider>();
      viewer.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
      const { html: _html, text: _text, ...listColumns } = getTableColumns(emailOutbox);
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
        return reply.type('text/html; charset=utf-8').send((await byId(request.params.id)).html);
      });
      api.get('/dev/outbox/:id/text', { schema: { hide: true, params } }, async (request, reply) => {
        return reply.type('text/plain; charset=utf-8').send((await byId(request.params.id)).text);
      });
    });
    app.log.info('email outbox viewer at /dev/outbox (development only)');
  },
  { name: 'email', dependencies: ['shop-services'] },
);
