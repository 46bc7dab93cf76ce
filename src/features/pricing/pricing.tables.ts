/**
 * The price tables: the price grids and option factors the price engine reads (db/seed/price-grids.json).
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, cuttings } from '../catalogue/catalogue.tables.js';

/**
 * A price grid: the total price in cents of `run_sizes[j]` pieces at reference size
 * `sizes_mm[i]` (a square of that side; a sticker is priced by its area), for one product
 * and cutting with the base options. See src/features/pricing/price-engine.ts.
 */
export const priceGrids = pgTable('price_grids', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  cutting_id: integer('cutting_id')
    .notNull()
    .references(() => cuttings.id),
  sizes_mm: integer('sizes_mm').array().notNull(),
  run_sizes: integer('run_sizes').array().notNull(),
  /** prices_cents[i][j]: size i, run size j. */
  prices_cents: jsonb('prices_cents').$type<number[][]>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('price_grids_product_cutting_idx').on(t.product_id, t.cutting_id)]);

/**
 * Option price factors in basis points (10000 = ×1.00), applied to the grid price.
 * kind: finishing | adhesive | color | addon_item | orientation. product_id NULL = every product.
 */
export const priceFactors = pgTable('price_factors', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
  option_id: integer('option_id').notNull(),
  product_id: integer('product_id').references(() => products.id),
  factor_bp: integer('factor_bp').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // One factor per option and product; a shop-wide factor (product_id NULL) counts as product 0,
  // so two shop-wide rows for one option are refused too (NULLS NOT DISTINCT needs PostgreSQL 15).
  uniqueIndex('price_factors_option_product_idx').on(t.kind, t.option_id, sql`coalesce(${t.product_id}, 0)`),
]);
