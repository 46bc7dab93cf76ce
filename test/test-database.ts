/** A fresh copy of the migrated, seeded test database for one test file. */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.js';
import { TEMPLATE_DATABASE, withDatabase } from './database-template.js';

let counter = 0;

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL only: the clone's URL, so a test can open a second pool on it (a second server); null on PGlite. */
  url: string | null;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `shop_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = withDatabase(templateUrl, name);
    const handle = openPostgres(url, 4);
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  return { ...openPglite(await PGlite.create({ loadDataDir: dump })), url: null };
}
