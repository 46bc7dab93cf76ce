/** Builds the real app on a fresh test database, with a pinned clock, for app.inject tests. */
import { buildApp, type AppOptions, type ShopApp } from '../src/server/app.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestShop {
  app: ShopApp;
  /** The test's own database (on PostgreSQL, `url` is its clone's address; null on PGlite). */
  database: DatabaseHandle & { url?: TestDatabase['url'] };
  /** Moves the pinned clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/** Monday 23 Nov 2026, 10:00 in Singapore: a plain business morning. */
export const DEFAULT_TEST_NOW = new Date('2026-11-23T02:00:00Z');

/** Rate limits are off unless a test asks for them: app.inject sends every request from one address. */
const NO_RATE_LIMITS = { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 0 };

export async function createTestShop(options: { now?: Date; appOptions?: Partial<Omit<AppOptions, 'database' | 'now'>> } = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  let now = options.now ?? DEFAULT_TEST_NOW;
  const app = await buildApp({ database, now: () => now, validateResponses: true, rateLimits: NO_RATE_LIMITS, ...options.appOptions });
  return {
    app,
    database,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second server over the same database, as when several run behind the proxy: for the tests
 * that a change made on one is seen on the other at once. Its clock is the default; closing it
 * leaves the database to the first.
 */
export async function createSecondServer(shop: TestShop): Promise<TestShop> {
  const app = await buildApp({ database: shop.database, now: () => DEFAULT_TEST_NOW, validateResponses: true, rateLimits: NO_RATE_LIMITS });
  return { app, database: shop.database, setNow: () => undefined, close: () => app.close() };
}
