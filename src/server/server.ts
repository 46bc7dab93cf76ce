/** Starts the shop: opens (and on first start creates, migrates and seeds) the database, then listens. */
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
  logger: { level: config.logLevel },
});
if (seeded.length > 0) app.log.info({ seeded }, 'seeded the catalogue');
app.log.info({ engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined }, 'database ready');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
