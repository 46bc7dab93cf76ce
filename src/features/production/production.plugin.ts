/**
 * The production feature (issue 18), as one plugin registered just before the orders feature:
 *
 * - defines and works the `print-files` job (print-files-job.ts) on the shop's queue;
 * - offers `app.production` to the features registered after it: the orders feature calls
 *   `queuePrintFiles(tx, orderId)` in the transaction that approves an order, and `nudge()` after
 *   it commits;
 * - at start, queues the job for approved orders not yet dispatched that have no job sheet (orders
 *   approved before this feature, or while it was not wired);
 * - registers the Production view's staff routes (production.routes.ts).
 *
 * Not encapsulated (as the artwork and email features): `app.production` is for later features;
 * the routes sit in their own scope.
 */
import { and, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../server/db/client.js';
import { orders } from '../orders/orders.tables.js';
import { definePrintFilesJob, makePrintFiles } from './print-files-job.js';
import { ProductionService } from './production-service.js';
import { productionRoutes } from './production.routes.js';
import { printFiles } from './production.tables.js';

export interface ProductionServices {
  /** Queues the making of an approved order's print files, in the transaction that approves it. */
  queuePrintFiles(tx: Database, orderId: string): Promise<void>;
  /** Start now rather than at the next poll (after the commit). */
  nudge(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    production: ProductionServices;
  }
}

export interface ProductionOptions {
  /** The shop's public address (PUBLIC_URL): the job sheets' QR codes open the staff order page there. */
  publicUrl: string;
  /** Printed at the top of each job sheet. */
  shopName: string;
}

/** How many approved orders without files are queued at start (the rest at the next start). */
const ADOPT_LIMIT = 500;

export const productionFeature = fp(
  async (app: FastifyInstance, options: ProductionOptions) => {
    const database = app.shop.database;
    const snapshot = () => app.shop.catalogue.current();
    const job = definePrintFilesJob(app.jobs);
    app.jobs.work(job, makePrintFiles({ database, files: app.shop.files, snapshot, publicUrl: options.publicUrl, shopName: options.shopName, drawing: app.artworkProofs.drawing }));
    app.decorate('production', {
      queuePrintFiles: async (tx, orderId) => {
        await app.jobs.send(tx, job, { orderId });
      },
      nudge: () => app.jobs.nudge(job),
    } satisfies ProductionServices);

    // After the job queue started (its onReady runs first: it was registered first).
    app.addHook('onReady', async () => {
      const db = database.db;
      const waiting = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            isNotNull(orders.approved_at),
            isNull(orders.dispatched_at),
            notExists(db.select({ id: printFiles.id }).from(printFiles).where(and(eq(printFiles.order_id, orders.id), eq(printFiles.kind, 'job-sheet')))),
          ),
        )
        .limit(ADOPT_LIMIT);
      if (waiting.length === 0) return;
      await db.transaction(async (tx) => {
        for (const order of waiting) await app.jobs.send(tx, job, { orderId: order.id });
      });
      app.log.info({ orders: waiting.length }, 'queued the print files of approved orders that had none');
    });

    const production = new ProductionService({ db: database.db, files: app.shop.files, catalogue: () => snapshot().catalogue });
    await app.register(productionRoutes, { production });
  },
  { name: 'production', dependencies: ['shop-services', 'jobs', 'request-context', 'staff-access', 'artwork'] },
);
