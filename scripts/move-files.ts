/**
 * Moves the shop's stored files between the database and the S3 bucket:
 *
 *   npm run files:move -- --to s3         every file still in the database, into the bucket
 *   npm run files:move -- --to database   every file in the bucket, back into the database
 *
 * with the server's own settings (DATABASE_URL or DATA_DIR, and the bucket's S3_* settings; see the
 * README's Deploy section). One file per transaction, each copy read back and checked against the
 * file's size and SHA-256 before the file's row says it is there (src/server/file-move.ts). Stopped
 * at any point, it loses nothing: run it again and it carries on. On PostgreSQL the shop may keep
 * running; the embedded database has one process at a time, so stop the shop first.
 *
 * Prints how far it is every 50 files and a summary; exits 1 if a file could not be moved (it
 * stays whole where it was), the bucket could not be reached or it was stopped (Ctrl-C finishes
 * the file under way first).
 */
import { loadConfig, type ShopConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/prepare.js';
import { moveFiles, type MoveSummary } from '../src/server/file-move.js';
import { FileStorageUnavailable, ObjectBucket } from '../src/server/object-bucket.js';

const USAGE = 'Usage: npm run files:move -- --to s3|database';

const args = process.argv.slice(2);
const joined = args.find((arg) => arg.startsWith('--to='));
const to = joined ? joined.slice('--to='.length) : args.includes('--to') ? args[args.indexOf('--to') + 1] : undefined;
if (to !== 's3' && to !== 'database') {
  console.error(to === undefined ? USAGE : `${USAGE} (not "${to}")`);
  process.exit(2);
}

let config: ShopConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const s3 = config.fileStore.s3;
if (!s3) {
  console.error('S3_BUCKET and the bucket’s other S3_* settings must be set, as for the shop: files move between the database and that bucket.');
  process.exit(2);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const where = to === 's3' ? `the bucket ${s3.bucket}` : 'the database';
const line = (s: MoveSummary) => `${s.moved + s.failed.length} of ${s.total} files done: ${s.moved} moved to ${where} (${megabytes(s.bytes)}), ${s.failed.length} failed`;

const PROGRESS_EVERY = 50;
// Ctrl-C finishes the file under way, then stops (a second one stops at once; nothing is lost either way).
const stop = new AbortController();
process.once('SIGINT', () => {
  console.log('Stopping after the file under way (run the command again to carry on)…');
  stop.abort();
});

const database = await openDatabase(config);
const bucket = new ObjectBucket(s3, (error, action) => console.error(`The bucket failed (${action}): ${error instanceof Error ? error.message : String(error)}`));
const started = Date.now();
try {
  // The location column comes with a migration: a server not yet started on this version has not applied it.
  await prepareDatabase(database);
  const summary = await moveFiles(database.db, bucket, to, {
    signal: stop.signal,
    progress: (s, done) => {
      if (!done && (s.moved + s.failed.length) % PROGRESS_EVERY === 0 && s.moved + s.failed.length > 0) console.log(line(s));
    },
  });
  for (const failure of summary.failed) console.error(`Not moved: ${failure.key}: ${failure.reason}`);
  const leftovers = summary.leftovers > 0 ? `; deleted ${summary.leftovers} objects of files already back in the database` : '';
  console.log(`Moved ${summary.moved} of ${summary.total} files (${megabytes(summary.bytes)}) to ${where} in ${Math.round((Date.now() - started) / 1000)} s; ${summary.failed.length} failed${leftovers}.`);
  if (stop.signal.aborted) {
    console.log(`Stopped: ${summary.total - summary.moved} files are still to move; run the command again to carry on.`);
    process.exitCode = 1;
  } else if (summary.failed.length > 0) {
    console.log('Files not moved are whole where they were: run the command again to retry them.');
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof FileStorageUnavailable)) throw error;
  console.error('The bucket cannot be reached: stopped. Nothing is lost; run the command again once it is back, and it carries on.');
  process.exitCode = 1;
} finally {
  bucket.close();
  await database.close();
}
