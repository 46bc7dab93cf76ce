/**
 * Seeds the catalogue from the JSON files in db/seed (data, not code). Each file is applied once,
 * inside one transaction, and recorded in seed_runs: a restart never seeds twice and never
 * overwrites what the shop's staff changed since. A later release adds a new file (for example
 * holidays-2028.json) rather than editing an applied one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { projectRoot } from '../project-root.js';
import type { Database } from './client.js';
import * as schema from './schema.js';

/** Every seedable table by its SQL name, so a seed file can only name real tables. */
const tablesByName: ReadonlyMap<string, PgTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** Seed files in the order they are applied. Their keys are table names, values are rows. */
export const SEED_FILES = ['catalogue.json', 'price-grids.json', 'holidays.json', 'reviews.json', 'coupons.json'] as const;

const CHUNK = 500;

export async function seedDatabase(db: Database, seedDir = join(projectRoot(), 'db', 'seed')): Promise<string[]> {
  const applied: string[] = [];
  for (const file of SEED_FILES) {
    const done = await db.select().from(schema.seedRuns).where(sql`${schema.seedRuns.name} = ${file}`);
    if (done.length > 0) continue;
    const content = JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as Record<string, Record<string, unknown>[]>;
    await db.transaction(async (tx) => {
      for (const [tableName, rows] of Object.entries(content)) {
        const table = tablesByName.get(tableName);
        if (!table) throw new Error(`${file}: unknown table "${tableName}"`);
        for (let i = 0; i < rows.length; i += CHUNK) {
          await tx.insert(table).values(rows.slice(i, i + CHUNK));
        }
      }
      await tx.insert(schema.seedRuns).values({ name: file });
    });
    applied.push(file);
  }
  return applied;
}
