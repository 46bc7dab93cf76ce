/** Builds the real app on a fresh test database, with a pinned clock, for app.inject tests. */
import { buildApp, type ShopApp } from '../src/server/app.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { createTestDatabase } from './test-database.js';

export interface TestShop {
  app: ShopApp;
  database: DatabaseHandle;
  /** Moves the pinned clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/** Monday 23 Nov 2026, 10:00 in Singapore: a plain business morning. */
export const DEFAULT_TEST_NOW = new Date('2026-11-23T02:00:00Z');

export async function createTestShop(options: { now?: Date } = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  let now = options.now ?? DEFAULT_TEST_NOW;
  const app = await buildApp({ database, now: () => now, validateResponses: true });
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
