/**
 * pg-boss's `db` over the shop's database handles, so the same queue runs on the embedded PGlite
 * database and on PostgreSQL (decision 0011):
 *
 * - `sqlOnHandle(handle)`: the queue's own work (schema, fetch, complete, fail, maintenance) on the
 *   handle's pool or PGlite connection, through DatabaseHandle.executeSql, which also runs
 *   pg-boss's multi-statement scripts (BEGIN; … COMMIT;) safely.
 * - `sqlOn(tx)`: a statement inside the caller's Drizzle transaction (or on its connection), used to
 *   send a job in the same transaction as the write that causes it, and to record a failed attempt
 *   with the feature's own record of it, through Drizzle's session, so it runs on that
 *   transaction's connection: PGlite's transaction object, or the PoolClient PostgreSQL's
 *   transaction holds. A statement with parameters runs anywhere; a script without (pg-boss's
 *   schema) only on PostgreSQL, whose simple protocol takes several statements at once
 *   (prepareDatabase installs pg-boss this way on the connection that holds its lock).
 */
import type { Database, DatabaseHandle, SqlResult } from '../db/client.js';

/** What pg-boss calls to run SQL (its `Db`). */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

export const sqlOnHandle = (handle: DatabaseHandle): SqlRunner => ({
  executeSql: (text, values) => handle.executeSql(text, values),
});

export function sqlOn(db: Database): SqlRunner {
  return {
    executeSql: async (text, values = []) => {
      const answer: unknown = await db._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false).execute();
      // node-postgres answers a QueryResult (an array of them for a script), PGlite its Results: each carries `rows`.
      const result: unknown = Array.isArray(answer) ? answer.at(-1) : answer;
      if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
        throw new Error('The database answered a job-queue statement without rows.');
      }
      return { rows: result.rows as Record<string, unknown>[] };
    },
  };
}
