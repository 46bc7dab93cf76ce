/**
 * A store for @fastify/rate-limit whose counters live in the database (`rate_limit_counters`),
 * so a limit holds across every server of the shop, not per process.
 *
 * One hit is one atomic statement: insert the key with count 1, or, when it exists, either start
 * a new window (the old one is over) or add one. The database's clock decides, so servers with
 * skewed clocks still agree. Expired rows are swept now and then (at most once a minute per
 * server, on a hit), so the table holds about one row per active key.
 *
 * Two limits must never share a counter. The plugin gives each limit a child() store: a route's
 * own `config.rateLimit` gets a namespace per route (like the plugin's in-memory store, which
 * keeps one map per route) or per `groupId`; limits made with `app.createRateLimit()` share the
 * root namespace, so their key generators put the limit's name in the key (rate-limits.ts does).
 *
 * When the database fails the hit is logged and reported to the plugin as an error; the
 * rate-limits plugin sets `skipOnError`, so the request goes through: a limiter must never turn
 * a working shop into 500s.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/server.tables.js';

export interface RateLimitStoreContext {
  db: Database;
  log: FastifyBaseLogger;
  /** Sweep expired counters at most this often, ms (default one minute). */
  sweepEveryMs?: number;
}

export interface DatabaseRateLimitStore {
  /** The store class to give @fastify/rate-limit as `store`. */
  Store: FastifyRateLimitStoreCtor;
  /** Resolves once no sweep is under way (awaited when the app closes). */
  idle(): Promise<void>;
}

export interface CounterHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Adds one hit to `key`'s counter in a window of `windowMs`; one statement, safe under concurrency. */
export async function hitCounter(db: Database, key: string, windowMs: number): Promise<CounterHit> {
  const window = sql`(${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond')`;
  const expired = sql`${rateLimitCounters.reset_at} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, reset_at: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        reset_at: sql`CASE WHEN ${expired} THEN now() + ${window} ELSE ${rateLimitCounters.reset_at} END`,
      },
    })
    .returning({
      current: rateLimitCounters.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.reset_at} - now())) * 1000))::integer`.mapWith(Number),
    });
  if (!row) throw new Error(`rate-limit counter ${key} was not returned`);
  return row;
}

/** The hits of `key` in its current window without adding one, or null when there is no live window. */
export async function readCounter(db: Database, key: string): Promise<CounterHit | null> {
  const [row] = await db
    .select({
      current: rateLimitCounters.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.reset_at} - now())) * 1000))::integer`.mapWith(Number),
    })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.reset_at, sql`now()`)));
  return row ?? null;
}

/** Deletes counters whose window ended more than `graceMs` ago (an expired row counts as absent anyway). */
export async function sweepCounters(db: Database, graceMs: number): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.reset_at, sql`now() - (${Math.max(0, Math.round(graceMs))}::integer * interval '1 millisecond')`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/** A child store's namespace from the merged options the plugin hands to child(). */
function childNamespace(options: object): string | undefined {
  if ('groupId' in options && typeof options.groupId === 'string' && options.groupId !== '') return `group:${options.groupId}`;
  const route = 'routeInfo' in options && typeof options.routeInfo === 'object' && options.routeInfo !== null ? options.routeInfo : {};
  const method: unknown = 'method' in route ? route.method : undefined;
  const url: unknown = 'url' in route ? route.url : undefined;
  return typeof url === 'string' ? `route:${[method].flat().join(',')} ${url}` : undefined;
}

export function databaseRateLimitStore(context: RateLimitStoreContext): DatabaseRateLimitStore {
  const sweepEveryMs = context.sweepEveryMs ?? 60_000;
  let lastSweep = 0;
  let sweeping: Promise<void> | undefined;

  function maybeSweep(windowMs: number): void {
    const now = Date.now();
    if (sweeping || now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    sweeping = sweepCounters(context.db, windowMs)
      .then(
        (count) => {
          if (count > 0) context.log.debug({ count }, 'swept expired rate-limit counters');
        },
        (err: unknown) => context.log.warn({ err }, 'sweeping expired rate-limit counters failed'),
      )
      .finally(() => {
        sweeping = undefined;
      });
  }

  class Store implements FastifyRateLimitStore {
    // The plugin constructs the root store with its settings (no namespace); children may carry one.
    constructor(
      _settings?: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: CounterHit) => void, timeWindow: number): void {
      hitCounter(context.db, this.namespace === '' ? key : `${this.namespace}:${key}`, timeWindow).then(
        (hit) => {
          maybeSweep(timeWindow);
          callback(null, hit);
        },
        (err: unknown) => {
          context.log.warn({ err, key }, 'rate-limit counter unavailable; request let through');
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new Store(undefined, childNamespace(options) ?? this.namespace);
    }
  }

  return {
    Store,
    idle: async () => {
      await sweeping;
    },
  };
}
