/** A fresh copy of the migrated, seeded test database for one test file. */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.js';
import { TEMPLATE_DATABASE, withDatabase } from './database-template.js';

let counter = 0;

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `shop_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = openPostgres(withDatabase(templateUrl, name), 4);
    return {
      ...handle,
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
  return openPglite(await PGlite.create({ loadDataDir: dump }));
}
