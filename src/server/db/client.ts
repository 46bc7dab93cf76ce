/**
 * One Drizzle database handle over either engine: embedded PGlite (default, data in DATA_DIR)
 * or a PostgreSQL server (DATABASE_URL). Both speak the same SQL, so the schema, the migrations
 * and every query are shared.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { drizzle as drizzlePglite, PgliteSession } from 'drizzle-orm/pglite';
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

/** Rows of a statement run as written (executeSql); a library reads them as it wrote them. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Runs SQL text as written, for a library that brings its own (pg-boss, src/server/jobs): with
   * values, one statement with $1… parameters; without, a script of any number of statements in
   * one round trip (the rows are the last statement's). A script that fails inside its own
   * BEGIN … COMMIT never leaves the connection in that failed transaction: PGlite rolls it back,
   * and PostgreSQL's connection is destroyed rather than returned to the pool.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlResult>;
  /** Applies pending SQL migrations from db/migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `work` on one connection kept for its whole duration (PostgreSQL: taken from the pool,
   * and destroyed rather than returned if `work` fails, so no session state such as an advisory
   * lock can outlive it; PGlite has only one connection).
   */
  withConnection<T>(work: (connection: DatabaseConnection) => Promise<T>): Promise<T>;
  /** PGlite only: its data folder as a gzipped tarball (backups, src/server/backup.ts; the test template). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (for the metrics); absent on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** What of PGlite (or one of its transactions) a query with a blob needs. */
export interface PgliteQueryable {
  query<T>(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[] }>;
}

/**
 * The PGlite client (or open transaction) under a Drizzle handle, or null on PostgreSQL. For the
 * one thing Drizzle cannot pass on: a query's blob (file-store.ts writes large files that way).
 * Drizzle keeps its client on the handle's session; a transaction's session holds PGlite's
 * transaction, so the query runs inside it.
 */
export function pgliteClientOf(db: Database): PgliteQueryable | null {
  const session: unknown = (db as unknown as { session?: unknown }).session;
  return is(session, PgliteSession) ? (session as unknown as { client: PgliteQueryable }).client : null;
}

export const migrationsFolder = (): string => join(projectRoot(), 'db', 'migrations');

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  const migrate = () => migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db,
    engine: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, [...values]);
      // Inside PGlite's own transaction, which holds its one connection for the whole script and rolls
      // back if the script fails: a script that failed after its own BEGIN would otherwise leave every
      // later query "current transaction is aborted". (The script's BEGIN and COMMIT only warn there.)
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate,
    withConnection: (work) => work({ db, migrate }),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

export function openPostgres(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.warn('PostgreSQL connection lost; it will be replaced on the next query.', error.message),
): DatabaseHandle {
  // A query waits at most 5 s for a connection: while PostgreSQL restarts, requests fail (503) and
  // readiness says so, rather than hanging until the proxy gives up.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection can be cut by the server (restart, failover, DROP DATABASE … FORCE). Without
  // a listener that 'error' event would crash the process; the pool replaces the connection anyway.
  // Once the pool is closing, its connections may still be saying goodbye when they are cut: not news.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) onIdleError(error);
  });
  // The pool listens only to its idle connections. One taken out for a transaction, between two of
  // its queries, that PostgreSQL cuts (a restart, a failover) would emit 'error' with no listener:
  // an uncaught exception that stops the server. Its next query fails anyway (the request answers
  // 503 and the transaction never committed), and the pool drops the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!closing) onIdleError(error);
    });
  });
  const db = drizzlePg({ client: pool });
  return {
    db,
    engine: 'postgres',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, [...values]);
      // A script runs in the simple protocol; if it fails after its own BEGIN, its connection is left
      // inside the failed transaction, so it is destroyed instead of going back to the pool.
      const client = await pool.connect();
      try {
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        client.release();
        return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * The embedded database has one user at a time: a second process opening the same folder would
 * corrupt it. `DATA_DIR/db.pid` holds the process that has it open; another process (a second
 * `npm start`, scripts/create-staff.ts while the shop runs) is refused with a clear message. A
 * file left by a process that died is taken over.
 */
function lockDataFolder(dir: string): () => void {
  const lockFile = join(dir, 'db.pid');
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(`DATA_DIR: the embedded database in ${dir} is in use by another process (pid ${holder}). Stop that process first, or set DATA_DIR to another folder.`);
    }
    rmSync(lockFile, { force: true });
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The database the config asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; databasePoolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databasePoolSize);
  mkdirSync(options.dataDir, { recursive: true });
  const unlock = lockDataFolder(options.dataDir);
  try {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const handle = openPglite(await PGlite.create(dir));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
