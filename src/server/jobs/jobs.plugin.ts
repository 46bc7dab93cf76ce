/**
 * The job queue (job-queue.ts) as a service of the app, `app.jobs`, registered by app.ts with the
 * shop's services, before the features that define jobs. It follows the app's life, which
 * close-with-grace in server.ts drives:
 * - ready: the queues of every kind defined are created if missing, maintenance and workers start;
 * - preClose (the HTTP server stops taking requests): workers stop taking jobs, jobs under way get
 *   their grace, then are aborted and handed back; this is before any feature's onClose, so a
 *   worker's resources (the SMTP transport) are still open while its jobs finish;
 * - onClose: maintenance stops. The database is closed after the app (server.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_JOB_SETTINGS, JobQueue, type JobSettings } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const jobQueue = fp(
  async (app: FastifyInstance, options: Partial<JobSettings>) => {
    const queue = new JobQueue(app.shop.database, { ...DEFAULT_JOB_SETTINGS, ...options }, app.log);
    app.decorate('jobs', queue);
    // Shop-wide figures (every server reports the same): jobs waiting, running, and failed for good (kept 30 days).
    app.metrics.gauge('jobs', 'Background jobs by kind and state: created and retry are waiting, active are running, failed gave up.', ['queue', 'state'], async () =>
      (await queue.countsByState()).map(({ queue: name, state, count }) => ({ labels: { queue: name, state }, value: count })),
    );
    app.addHook('onReady', async () => queue.start());
    app.addHook('preClose', async () => queue.stopWorkers());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['shop-services', 'metrics'] },
);
