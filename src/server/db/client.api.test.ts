/**
 * The PostgreSQL pool when the server cuts connections (a restart, a failover): the work on the cut
 * connection fails as "unavailable" (a 503), the process carries on, and the next query gets a new
 * connection. Before, a connection cut while a transaction held it stopped the whole server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { isDatabaseUnavailable } from '../error-handler.js';
import { openPostgres } from './client.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('a connection PostgreSQL cuts (PostgreSQL only)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('mid-transaction fails that transaction, reports the loss, and the server goes on', async () => {
    const lost: Error[] = [];
    const handle = openPostgres(database.url ?? '', 2, (error) => lost.push(error));
    try {
      const work = handle.db.transaction(async (tx) => {
        // node-postgres's result (the Database type is engine-neutral, so its rows are not typed).
        const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] };
        await database.executeSql('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        // Between two queries of the transaction, the connection is gone: reported, not thrown at the process.
        await expect.poll(() => lost.length).toBeGreaterThan(0);
        await tx.execute(sql`SELECT 1`);
      });
      const failure = await work.then(() => undefined, (error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(lost.length).toBeGreaterThan(0);
      for (const error of lost) expect(error.message).toMatch(/terminat/i);
      expect((await handle.executeSql('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
