/**
 * Objects in the bucket that no stored file refers to (FILE_STORE=s3, issue 20): a file's object
 * is written before its row (file-store.ts), so a transaction that rolled back after the write (a
 * request that failed, a server killed mid-request, a print file two workers stored at once)
 * leaves the object without a row.
 * Hourly, on the job queue (one run at a time for the whole shop), the bucket is listed a page at a
 * time and the objects over an hour old without a `stored_files` row in the bucket are deleted.
 *
 * The hour is the margin for a write still under way: its object is there, its transaction not
 * committed yet. An object a committed row refers to is never deleted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './db/client.js';
import { storedFiles } from './db/server.tables.js';
import { scheduleRecurringSweep } from './jobs/recurring-sweep.js';
import type { ObjectBucket } from './object-bucket.js';

export const STORED_FILES_SWEEP_JOB = 'stored-files-sweep';

/** How old an object without a row must be before it is taken for an orphan. */
export const ORPHAN_AFTER_MS = 60 * 60_000;

/**
 * Deletes the bucket's objects last written before `now` minus ORPHAN_AFTER_MS that no row in the
 * bucket refers to; answers how many went. `now` is the wall clock: objects are dated by the bucket.
 */
export async function sweepOrphanObjects(db: Database, bucket: ObjectBucket, now: Date, signal?: AbortSignal, pageSize = 1000): Promise<{ orphan_objects: number }> {
  const before = now.getTime() - ORPHAN_AFTER_MS;
  let removed = 0;
  for await (const page of bucket.list(pageSize)) {
    const old = page.filter((object) => object.lastModified.getTime() < before).map((object) => object.key);
    if (old.length > 0) {
      const kept = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(inArray(storedFiles.key, old), eq(storedFiles.location, 's3')));
      const referred = new Set(kept.map((row) => row.key));
      removed += await bucket.deleteMany(old.filter((key) => !referred.has(key)));
    }
    if (signal?.aborted) break;
  }
  return { orphan_objects: removed };
}

/** Schedules the sweep when new files go to the bucket (app.ts registers it after the job queue). */
export const storedFilesSweep = fp(
  async (app: FastifyInstance) => {
    const { files, database } = app.shop;
    const bucket = files.bucket;
    if (files.location !== 's3' || !bucket) return;
    scheduleRecurringSweep(app, { name: STORED_FILES_SWEEP_JOB, everySeconds: 3600, sweep: (signal) => sweepOrphanObjects(database.db, bucket, new Date(), signal) });
  },
  { name: 'stored-files-sweep', dependencies: ['shop-services', 'jobs'] },
);
