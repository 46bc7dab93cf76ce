/**
 * Moves stored files between the database and the S3 bucket (`npm run files:move -- --to s3` or
 * `--to database`, scripts/move-files.ts), one file per transaction, every file not yet there:
 *
 * - to s3: the pieces are streamed from the database into the bucket; the object is read back and
 *   its size and SHA-256 checked against the row; then, in one transaction with the row locked and
 *   still in the database, `location` becomes 's3' and the pieces are deleted;
 * - to database: in one transaction with the row locked and still in the bucket, the object is
 *   streamed into pieces, read back and checked, `location` becomes 'database'; after the commit
 *   the object is deleted. Objects left behind by a run stopped between its commit and that delete
 *   are deleted at the end of the next run (their rows say 'database').
 *
 * Stopped at any point, nothing is lost and a second run carries on: a file whose row did not flip
 * is still whole where it was (a copy in the bucket without its flip is written again, or swept as
 * an orphan). Servers may keep running (on PostgreSQL; the embedded database has one process): a
 * row is read for every file, and a read that started before the flip finds the rest of the file
 * where it went (file-store.ts).
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from './db/client.js';
import { storedFileChunks, storedFiles, type StoredFileLocation } from './db/server.tables.js';
import { DatabaseFileStore, writeChunks } from './file-store.js';
import { FileStorageUnavailable, type ObjectBucket } from './object-bucket.js';

export interface MoveSummary {
  to: StoredFileLocation;
  /** Files not yet at `to` when the run started. */
  total: number;
  moved: number;
  bytes: number;
  /** Files that could not be moved (they stay whole where they were), with the reason. */
  failed: { key: string; reason: string }[];
  /** Objects deleted from the bucket whose files were already back in the database. */
  leftovers: number;
}

export interface MoveOptions {
  /** Told how far the run is after each file, and once at the end. */
  progress?: (summary: MoveSummary, done: boolean) => void;
  /** Stops the run after the file under way (SIGINT): a second run carries on. */
  signal?: AbortSignal;
  /** Rows read per query. */
  batch?: number;
}

type Row = { key: string; contentType: string; sizeBytes: number; sha256: string; location: StoredFileLocation };
const rowColumns = { key: storedFiles.key, contentType: storedFiles.content_type, sizeBytes: storedFiles.size_bytes, sha256: storedFiles.sha256, location: storedFiles.location };

/** Size and SHA-256 of a stream, read to its end. */
async function measure(stream: Readable): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    sizeBytes += chunk.length;
  }
  return { sizeBytes, sha256: hash.digest('hex') };
}

const differs = (found: { sizeBytes: number; sha256: string }, row: Row) => found.sizeBytes !== row.sizeBytes || found.sha256 !== row.sha256;
const described = (found: { sizeBytes: number; sha256: string }, row: Row) => `${found.sizeBytes} bytes ${found.sha256.slice(0, 12)}…, the row says ${row.sizeBytes} bytes ${row.sha256.slice(0, 12)}…`;

/** The row, locked until the transaction ends. */
async function lockRow(tx: Database, key: string): Promise<Row | undefined> {
  const [row] = await tx.select(rowColumns).from(storedFiles).where(eq(storedFiles.key, key)).for('update');
  return row;
}

/** Database → bucket; false when the row moved or went meanwhile (nothing to do). */
async function moveToBucket(db: Database, bucket: ObjectBucket, row: Row): Promise<boolean> {
  const source = await new DatabaseFileStore(db).open(row.key);
  if (!source || source.location !== 'database') return false;
  const written = await bucket.put(row.key, source.stream, row.contentType);
  const body = await bucket.get(row.key);
  const back = body ? await measure(body) : { sizeBytes: -1, sha256: '' };
  if (differs(written, row) || differs(back, row)) {
    await bucket.delete(row.key);
    throw new Error(`the copy in the bucket is not the file: ${described(differs(written, row) ? written : back, row)}`);
  }
  return db.transaction(async (tx) => {
    const locked = await lockRow(tx, row.key);
    if (!locked || locked.location !== 'database' || locked.sha256 !== row.sha256) return false;
    await tx.update(storedFiles).set({ location: 's3' }).where(eq(storedFiles.key, row.key));
    await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, row.key));
    return true;
  });
}

/** Bucket → database; false when the row moved or went meanwhile. The object is deleted after the commit. */
async function moveToDatabase(db: Database, bucket: ObjectBucket, row: Row): Promise<boolean> {
  const moved = await db.transaction(async (tx) => {
    const locked = await lockRow(tx, row.key);
    if (!locked || locked.location !== 's3') return false;
    const body = await bucket.get(row.key);
    if (!body) throw new Error('its object is missing from the bucket');
    // Pieces of an earlier copy, if any, make way for this one.
    await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, row.key));
    const written = await writeChunks(tx, row.key, body);
    if (differs(written, locked)) throw new Error(`the object is not the file: ${described(written, locked)}`);
    await tx.update(storedFiles).set({ location: 'database' }).where(eq(storedFiles.key, row.key));
    const copy = await new DatabaseFileStore(tx).open(row.key);
    const back = copy ? await measure(copy.stream) : { sizeBytes: -1, sha256: '' };
    if (differs(back, locked)) throw new Error(`the copy in the database is not the file: ${described(back, locked)}`);
    return true;
  });
  if (moved) await bucket.delete(row.key);
  return moved;
}

/** Objects whose files are in the database already (a run stopped between its commit and the delete). */
async function deleteLeftovers(db: Database, bucket: ObjectBucket): Promise<number> {
  let deleted = 0;
  for await (const page of bucket.list()) {
    const keys = page.map((object) => object.key);
    const back = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(and(inArray(storedFiles.key, keys), eq(storedFiles.location, 'database')));
    deleted += await bucket.deleteMany(back.map((row) => row.key));
  }
  return deleted;
}

export async function moveFiles(db: Database, bucket: ObjectBucket, to: StoredFileLocation, options: MoveOptions = {}): Promise<MoveSummary> {
  const from: StoredFileLocation = to === 's3' ? 'database' : 's3';
  const batch = options.batch ?? 100;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.location, from));
  const summary: MoveSummary = { to, total: n, moved: 0, bytes: 0, failed: [], leftovers: 0 };
  let after = '';
  for (;;) {
    const rows = await db
      .select(rowColumns)
      .from(storedFiles)
      .where(and(eq(storedFiles.location, from), gt(storedFiles.key, after)))
      .orderBy(asc(storedFiles.key))
      .limit(batch);
    for (const row of rows) {
      if (options.signal?.aborted) break;
      try {
        if (await (to === 's3' ? moveToBucket(db, bucket, row) : moveToDatabase(db, bucket, row))) {
          summary.moved++;
          summary.bytes += row.sizeBytes;
        }
      } catch (error) {
        // The bucket out of reach fails every file alike: stop, and say so (a second run carries on).
        if (error instanceof FileStorageUnavailable) throw error;
        summary.failed.push({ key: row.key, reason: error instanceof Error ? error.message : String(error) });
      }
      options.progress?.(summary, false);
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch || options.signal?.aborted) break;
    after = last.key;
  }
  if (to === 'database' && !options.signal?.aborted) summary.leftovers = await deleteLeftovers(db, bucket);
  options.progress?.(summary, true);
  return summary;
}
