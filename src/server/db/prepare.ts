/**
 * Brings a database up to date before the shop serves from it: applies pending migrations, then
 * seeds what was never seeded. Several servers may start at once on one PostgreSQL database, and
 * neither the migrator (CREATE SCHEMA, its journal) nor the seeder (check, then insert) is safe
 * run twice at the same moment, so on PostgreSQL both run under one session advisory lock: the
 * first server does the work, the others wait, then find nothing left to do. The job queue's own
 * schema (pg-boss's `pgboss`, src/server/jobs) is created or migrated last, under the same lock:
 * pg-boss's own lock does not keep two servers creating it at once from colliding on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { installJobQueue } from '../jobs/job-queue.js';
import { sqlOn, sqlOnHandle } from '../jobs/sql-on.js';
import type { DatabaseHandle } from './client.js';
import { seedDatabase } from './seed.js';

/** The advisory lock's key: any fixed number no other code of the shop locks ("PSMIGR" in ASCII). */
export const PREPARE_LOCK_KEY = 0x50_53_4d_49_47_52;

/** Migrates, seeds and installs the job queue; returns the seed files applied now (empty when another server did it). */
export async function prepareDatabase(handle: DatabaseHandle): Promise<string[]> {
  return handle.withConnection(async ({ db, migrate }) => {
    // PGlite is embedded: one process, one connection, nobody to race with.
    if (handle.engine === 'pglite') {
      await migrate();
      const seeded = await seedDatabase(db);
      await installJobQueue(sqlOnHandle(handle));
      return seeded;
    }
    // The lock belongs to this connection's session, and the migrator and seeder run on that same
    // connection: if the connection dies, the lock goes with it and so does the half-done work.
    await db.execute(sql`SELECT pg_advisory_lock(${PREPARE_LOCK_KEY}::bigint)`);
    await migrate();
    const seeded = await seedDatabase(db);
    // On the same connection: the pool may have no other (the tests' template has one).
    await installJobQueue(sqlOn(db));
    // On failure there is no unlock to run: withConnection destroys a connection whose work threw,
    // and ending the session releases its lock, even if the failure was the connection itself.
    await db.execute(sql`SELECT pg_advisory_unlock(${PREPARE_LOCK_KEY}::bigint)`);
    return seeded;
  });
}
