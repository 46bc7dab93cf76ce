/** Starts the shop: opens (and on first start creates, migrates and seeds) the database, then listens. */
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type ShopApp } from './app.js';
import { sweepStaleUploadSpools } from './upload-spool.js';
import { loadConfig, type ShopConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { startupErrorLine } from './startup-error.js';

/** A start that fails prints one line naming the setting to change, and exits 1: no stack trace. */
function cannotStart(error: unknown, config?: ShopConfig): never {
  const line = startupErrorLine(error, config && { port: config.port, host: config.host, databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  process.stderr.write(`Cannot start the shop: ${line}\n`);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(error);
  process.exit(1);
}

/** JSON lines in production (for the log collector); readable, coloured lines while developing (pino loads pino-pretty by name). */
function loggerFor(config: ShopConfig): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json') return { level: config.logLevel };
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
}

let config: ShopConfig;
try {
  config = loadConfig();
} catch (error) {
  cannotStart(error);
}

let database: DatabaseHandle | undefined;
let app: ShopApp;
try {
  database = await openDatabase(config);
  // Under a PostgreSQL advisory lock: servers starting together migrate and seed exactly once.
  const seeded = await prepareDatabase(database);
  app = await buildApp({
    database,
    webDistDir: config.webDistDir,
    catalogueRefreshMs: 5000,
    pricingCacheEntries: config.pricingCacheEntries,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    shopInfo: config.shop,
    payment: config.payment,
    points: config.points,
    accounts: { allowedEmailDomains: config.allowedEmailDomains },
    email: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, devOutbox: config.devOutbox },
    staffEmails: config.staffEmails,
    jobs: config.jobs,
    artworkRendersAtOnce: config.artworkRendersAtOnce,
    deskRefundLimitCents: config.deskRefundLimitCents,
    fileStore: config.fileStore,
    metricsToken: config.metricsToken,
    logger: loggerFor(config),
  });
  if (seeded.length > 0) app.log.info({ seeded }, 'seeded the catalogue');
  // Outside production, unset payment settings fall back to made-up ones: say so loudly.
  if (config.paymentWarning) app.log.warn(config.paymentWarning);
  app.log.info({ engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
  // Uploads left half-checked by a server that stopped mid-request (upload-spool.ts).
  const sweptSpools = await sweepStaleUploadSpools();
  if (sweptSpools > 0) app.log.info({ folders: sweptSpools }, 'removed stale upload spools');
} catch (error) {
  await database?.close().catch(() => undefined);
  cannotStart(error, config);
}

// On SIGINT/SIGTERM, or an error nothing caught:
// 1. drain: for DRAIN_SECONDS /api/ready answers 503 while requests are still served, so the proxy's
//    health check takes this server out before it stops listening (no request is refused);
// 2. stop taking requests, let those under way finish, and background jobs under way 5 s (then
//    they go back to the queue for another server);
// 3. close the database.
// A second signal, or DRAIN_SECONDS + 10 s without finishing, exits at once.
const drainMs = config.drainSeconds * 1000;
closeWithGrace({ delay: drainMs + 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down');
  app.readiness.beginDraining();
  if (drainMs > 0 && !err) await sleep(drainMs);
  await app.close();
  await database?.close();
});
