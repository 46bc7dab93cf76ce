/**
 * Restores a backup made by `npm run backup` into a NEW database and the bucket, then checks every
 * row count and every file against the backup's manifest (src/server/backup.ts).
 *
 *   DATABASE_URL=postgres://…/shop_restored npm run restore -- backups/2026-11-27
 *   DATA_DIR=/var/lib/shop-restored npm run restore -- backups/2026-11-27     (an embedded backup)
 *
 * The database must be empty (created when it does not exist); DATA_DIR must hold no database yet.
 * Files go to the bucket of the S3_* settings. Then start the shop on it as usual.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { restoreShop } from '../src/server/backup.js';
import { loadConfig } from '../src/server/config.js';
import { openPglite } from '../src/server/db/client.js';
import { createDatabaseIfMissing } from '../src/server/db/create-database.js';
import { ObjectBucket } from '../src/server/object-bucket.js';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: DATABASE_URL=… npm run restore -- <backup folder>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const bucket = config.fileStore.s3 ? new ObjectBucket(config.fileStore.s3) : null;
  let report;
  if (config.databaseUrl) {
    await createDatabaseIfMissing(config.databaseUrl);
    report = await restoreShop(resolve(folder), { databaseUrl: config.databaseUrl }, bucket);
  } else {
    const dir = join(config.dataDir, 'db');
    if (existsSync(dir)) throw new Error(`${dir} already holds a database: restore into a new DATA_DIR`);
    mkdirSync(dir, { recursive: true });
    report = await restoreShop(resolve(folder), { restoreDataDir: async (archive) => openPglite(await PGlite.create(dir, { loadDataDir: archive })) }, bucket);
  }
  bucket?.close();
  const counts = Object.entries(report.counts).map(([table, n]) => `${table} ${n}`).join(', ');
  console.log(`Restored and checked: ${counts}; ${report.objects} files in the bucket, each matching its checksum.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
