/** Starts the shop: opens (and on first start creates, migrates and seeds) the database, then listens. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';

const config = loadConfig();
const database = await openDatabase(config);
// Under a PostgreSQL advisory lock: servers starting together migrate and seed exactly once.
const seeded = await prepareDatabase(database);

const app = await buildApp({
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
  logger: { level: config.logLevel },
});
if (seeded.length > 0) app.log.info({ seeded }, 'seeded the catalogue');
// Outside production, unset payment settings fall back to made-up ones: say so loudly.
if (config.paymentWarning) app.log.warn(config.paymentWarning);
app.log.info({ engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined }, 'database ready');

// On SIGINT/SIGTERM, or an error nothing caught: stop taking requests, let those under way
// finish (and background jobs under way, for 5 s, then hand them back to the queue), then close
// the database. A second signal, or 10 s without finishing, exits at once.
closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
