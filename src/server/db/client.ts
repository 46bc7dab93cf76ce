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
import { projectRoot } from '../project-root.js';

/**
 * The database, typed without the schema: queries name their tables (imported from the owning
 * feature's *.tables.ts), so this module, and every feature that takes a Database, depends on no
 * feature's tables. src/server/db/schema.ts gathers them all for the migrations only.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open transaction (Drizzle's `tx`). It is also a Database: code written for one runs on the other. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One connection held for a whole piece of work, with the migrator bound to it. */
export interface DatabaseConnection {
  db: Database;
  /** Applies pending SQL migrations from db/migrations on this connection. */
  migrate(): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies pending SQL migrations from db/migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `work` on one connection kept for its whole duration (PostgreSQL: taken from the pool,
   * and destroyed rather than returned if `work` fails, so no session state such as an advisory
   * lock can outlive it; PGlite has only one connection).
   */
  withConnection<T>(work: (connection: DatabaseConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = (): string => join(projectRoot(), 'db', 'migrations');

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  const migrate = () => migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db,
    engine: 'pglite',
    migrate,
    withConnection: (work) => work({ db, migrate }),
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
  const db = drizzlePg({ client: pool });
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    withConnection: async (work) => {
      const client = await pool.connect();
      const connection = drizzlePg({ client });
      try {
        const result = await work({ db: connection, migrate: () => migratePg(connection, { migrationsFolder: migrationsFolder() }) });
        client.release();
        return result;
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
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
