/**
 * Whether this server should be sent requests (`app.readiness`), for GET /api/ready
 * (health.routes.ts) and the proxy's health check. Not ready:
 * - while draining: from SIGTERM until it closes (server.ts), so the proxy stops sending new
 *   requests before the server stops taking them;
 * - while the database cannot be reached (a query that fails, or takes over 2 s);
 * - while the database lacks a migration this code needs (another server is migrating it, or a
 *   migration failed). A server migrates before it listens, so during its own migration the
 *   probe finds nothing listening: not ready either.
 * Liveness (GET /api/health) stays up in all three: restarting the server would not help.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrationsFolder, type DatabaseHandle } from '../db/client.js';

export type ReadinessCheck = { ready: true } | { ready: false; reason: string };

export interface Readiness {
  readonly draining: boolean;
  /** From now on /api/ready answers 503 (server.ts, on SIGTERM). */
  beginDraining(): void;
  check(): Promise<ReadinessCheck>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Longer than this, the database counts as unreachable for the probe. */
const DATABASE_TIMEOUT_MS = 2000;

/** How many migrations this code comes with (db/migrations/meta/_journal.json). */
function migrationsShipped(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

async function migrationsApplied(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations', []);
  return Number(rows[0]?.applied ?? 0);
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const readiness = fp(
  async (app: FastifyInstance) => {
    const needed = migrationsShipped();
    let draining = false;
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      beginDraining() {
        draining = true;
      },
      async check(): Promise<ReadinessCheck> {
        if (draining) return { ready: false, reason: 'The server is shutting down.' };
        let applied: number;
        try {
          applied = await withinTimeout(migrationsApplied(app.shop.database), DATABASE_TIMEOUT_MS);
        } catch (err) {
          app.log.warn({ err }, 'readiness: the database cannot be reached');
          return { ready: false, reason: 'The database cannot be reached.' };
        }
        if (applied < needed) return { ready: false, reason: `The database is being migrated (${applied} of ${needed} migrations applied).` };
        return { ready: true };
      },
    } satisfies Readiness);
  },
  { name: 'readiness', dependencies: ['shop-services'] },
);
