/**
 * Backs the shop up into a new folder: the database (pg_dump with DATABASE_URL; the embedded
 * database's data folder otherwise) and every file kept in the S3 bucket, taken at one moment, with
 * a manifest of checksums and row counts (src/server/backup.ts).
 *
 *   npm run backup -- backups/2026-11-27
 *
 * With the shop's own settings (DATABASE_URL or DATA_DIR, S3_*). On PostgreSQL the shop keeps
 * running; the embedded database has one process at a time, so stop the shop first (it says so).
 * Copy the folder off the machine (object storage in another region, or offline media).
 */
import { resolve } from 'node:path';
import { backupShop } from '../src/server/backup.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { ObjectBucket } from '../src/server/object-bucket.js';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run backup -- <new folder>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const bucket = config.fileStore.s3 ? new ObjectBucket(config.fileStore.s3) : null;
  const started = Date.now();
  let manifest;
  if (config.databaseUrl) {
    manifest = await backupShop({ engine: 'postgres', databaseUrl: config.databaseUrl }, bucket, resolve(folder));
  } else {
    const handle = await openDatabase(config);
    try {
      manifest = await backupShop({ engine: 'pglite', handle }, bucket, resolve(folder));
    } finally {
      await handle.close();
    }
  }
  bucket?.close();
  const counts = Object.entries(manifest.counts).map(([table, n]) => `${table} ${n}`).join(', ');
  console.log(`Backed up the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database (${counts}) and ${manifest.objects.length} files from the bucket into ${resolve(folder)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
