/**
 * Vitest global setup for the database tests: migrates and seeds ONE database, which each test
 * file then clones (PGlite: a data-dir dump loaded in memory; PostgreSQL: CREATE DATABASE …
 * TEMPLATE). Set TEST_DATABASE_URL to run against a PostgreSQL server instead of PGlite.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../src/server/project-root.js';
import { openPglite, openPostgres } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/prepare.js';

export const TEMPLATE_DATABASE = 'shop_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string;
  }
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject): Promise<() => void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
    const handle = openPostgres(templateUrl, 1);
    await prepareDatabase(handle);
    await handle.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteTemplatePath', '');
    return () => undefined;
  }
  const client = await PGlite.create();
  const handle = openPglite(client);
  await prepareDatabase(handle);
  const dump = await client.dumpDataDir('none');
  const dir = join(projectRoot(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplateUrl', '');
  return () => rmSync(path, { force: true });
}
