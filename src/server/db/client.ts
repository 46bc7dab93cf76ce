/**
 * One Drizzle database handle over either engine: embedded PGlite (default, data in DATA_DIR)
 * or a PostgreSQL server (DATABASE_URL). Both speak the same SQL, so the schema, the migrations
 * and every query are shared.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../config.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies pending SQL migrations from db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = (): string => join(projectRoot(), 'db', 'migrations');

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export function openPostgres(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.warn('PostgreSQL connection lost; it will be replaced on the next query.', error.message),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection can be cut by the server (restart, failover, DROP DATABASE … FORCE). Without
  // a listener that 'error' event would crash the process; the pool replaces the connection anyway.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/** The database the config asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return openPglite(client);
}
