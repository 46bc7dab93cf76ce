/**
 * Two servers starting at once on one empty PostgreSQL database: prepareDatabase's advisory lock
 * lets exactly one of them migrate and seed, and the other finds nothing left to do; both install
 * the job queue's schema (pg-boss, under its own lock) and it is there once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/database-template.js';
import { projectRoot } from '../project-root.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { prepareDatabase } from './prepare.js';
import { SEED_FILES } from './seed.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('preparing one PostgreSQL database from two servers at once', () => {
  const name = `shop_prepare_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: withDatabase(serverUrl ?? '', 'postgres') });
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = withDatabase(serverUrl ?? '', name);
    handles.push(openPostgres(url, 2), openPostgres(url, 2));
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('both succeed; each migration, seed file and catalogue row is there once', async () => {
    const [first, second] = handles;
    if (!first || !second) throw new Error('two handles expected');
    const applied = await Promise.all([prepareDatabase(first), prepareDatabase(second)]);
    // One server seeded every file, the other none: it waited for the lock, then found them applied.
    expect(applied.map((files) => files.length).sort()).toEqual([0, SEED_FILES.length]);

    const journal = JSON.parse(readFileSync(join(projectRoot(), 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: withDatabase(serverUrl ?? '', name) });
    await client.connect();
    try {
      const migrations = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(migrations.rows).toHaveLength(journal.entries.length);
      expect(new Set(migrations.rows.map((row) => row.hash)).size).toBe(journal.entries.length);

      const jobQueue = await client.query<{ version: number }>('SELECT version FROM pgboss.version');
      expect(jobQueue.rows).toHaveLength(1);

      const seedRuns = await client.query<{ name: string }>('SELECT name FROM seed_runs ORDER BY name');
      expect(seedRuns.rows.map((row) => row.name)).toEqual([...SEED_FILES].sort());

      const catalogue = JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', 'catalogue.json'), 'utf8')) as Record<string, unknown[]>;
      const grids = JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', 'price-grids.json'), 'utf8')) as Record<string, unknown[]>;
      for (const [table, rows] of Object.entries({ ...catalogue, ...grids })) {
        const counted = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${pg.escapeIdentifier(table)}`);
        expect(counted.rows[0]?.n, table).toBe(rows.length);
      }
    } finally {
      await client.end();
    }

    // A third start, after the fact, has nothing to do.
    expect(await prepareDatabase(second)).toEqual([]);
  });
});
