/**
 * Customer reviews of the shop's products.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/catalogue.tables.js';

/**
 * Customer reviews shown on the quote pages (configurator.md §3 Reviews). `type` is the first path
 * segment of the page the review belongs to; `images` are the customer's photos (public paths),
 * `thumbnail` and `featured_image` the small and large picture shown for the review, if any.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    product_id: integer('product_id').references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    rate: integer('rate').notNull(),
    /** First name and last initial, e.g. "Wei Ling T." */
    customer: text('customer').notNull(),
    thumbnail: text('thumbnail'),
    featured_image: text('featured_image'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('reviews_type_date_idx').on(t.type, t.date.desc(), t.id.desc()),
    check('reviews_rate_range', sql`${t.rate} BETWEEN 1 AND 5`),
    check('reviews_type_known', sql`${t.type} IN ('stickers', 'business-cards', 'badges', 'magnets', 'hang-tags')`),
  ],
);
