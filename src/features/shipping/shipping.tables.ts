/**
 * Shipping methods per product and the public holidays and closures the dispatch calendar skips.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/catalogue.tables.js';

export const shippingMethods = pgTable('shipping_methods', {
  id: integer('id').primaryKey(),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  method: text('method').notNull(),
  cost_cents: integer('cost_cents').notNull(),
  printing_days: integer('printing_days').notNull(),
  shipping_days: integer('shipping_days').notNull(),
  sort_order: integer('sort_order').notNull(),
});

export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  /** "public" for a gazetted holiday, "observed" for the Monday after one falling on a Sunday. */
  type: text('type').notNull(),
});
