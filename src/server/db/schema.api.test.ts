/** The data model's "one per" rules hold in the database itself, whoever writes (staff edit prices with SQL). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from './client.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Runs a statement expected to break a unique index; returns the index it names. */
async function violatedIndex(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await database.db.execute(statement);
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
      if (code === '23505') return constraint ?? message ?? '';
    }
    throw error;
  }
  throw new Error('the statement was accepted');
}

describe('one per', () => {
  it('one price grid per product and cutting', async () => {
    const index = await violatedIndex(
      sql`INSERT INTO price_grids (id, product_id, cutting_id, sizes_mm, run_sizes, prices_cents) VALUES (9001, 1, 1, '{10}', '{10}', '[[100]]')`,
    );
    expect(index).toContain('price_grids_product_cutting_idx');
  });

  it('one shop-wide factor per option, and one per option and product', async () => {
    const shopWide = await violatedIndex(sql`INSERT INTO price_factors (id, kind, option_id, product_id, factor_bp) VALUES (9001, 'finishing', 1, NULL, 12000)`);
    expect(shopWide).toContain('price_factors_option_product_idx');
    const perProduct = await violatedIndex(sql`INSERT INTO price_factors (id, kind, option_id, product_id, factor_bp) VALUES (9002, 'finishing', 6, 13, 12000)`);
    expect(perProduct).toContain('price_factors_option_product_idx');
  });

  it('a product-specific factor beside the shop-wide one is allowed (it overrides it)', async () => {
    await database.db.execute(sql`INSERT INTO price_factors (id, kind, option_id, product_id, factor_bp) VALUES (9003, 'finishing', 1, 2, 11000)`);
    const rows = await database.db.execute(sql`SELECT count(*)::int AS n FROM price_factors WHERE kind = 'finishing' AND option_id = 1`);
    const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(n).toBe(2);
  });
});
