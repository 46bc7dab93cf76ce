/**
 * Test helpers for background jobs (src/server/jobs): pg-boss's rows read and moved in time the way
 * a test moves a clock. Jobs keep their times in the database (now()), so "two minutes later" is
 * the job's own timestamps moved back, never a wait.
 *
 *   await ageJob(database, jobId, 61);            // the attempt started 61 s earlier: past a 60 s expiry
 *   expect(await secondsUntilRetry(database, jobId)).toBeGreaterThan(9);
 */
import type { DatabaseHandle } from '../src/server/db/client.js';

/** Moves a job's clock back by `seconds`: its attempt started, and its next start is due, that much earlier. */
export async function ageJob(database: DatabaseHandle, jobId: string, seconds: number): Promise<void> {
  await database.executeSql(
    `UPDATE pgboss.job SET started_on = started_on - make_interval(secs => $2), start_after = start_after - make_interval(secs => $2) WHERE id = $1`,
    [jobId, seconds],
  );
}

/** Seconds from now (the database's clock) until the job may run again. */
export async function secondsUntilRetry(database: DatabaseHandle, jobId: string): Promise<number> {
  const { rows } = await database.executeSql(`SELECT extract(epoch FROM start_after - now())::float8 AS seconds FROM pgboss.job WHERE id = $1`, [jobId]);
  const seconds = rows[0]?.seconds;
  if (typeof seconds !== 'number') throw new Error(`no job ${jobId}`);
  return seconds;
}
