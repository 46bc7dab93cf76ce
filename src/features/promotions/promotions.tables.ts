/**
 * Promotions: the money-off coupons (the kick-off promos are catalogue rows, read with the
 * catalogue's snapshot; which order used which coupon is the order's, orders.tables.ts).
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money-off coupons the shop hands out (the kick-off sticker coupon is the kick-off promo's code,
 * in kickoff_promos). Exactly one of percent_off and amount_off_cents is set. Staff add and end
 * coupons on the desk (/staff/settings, staff-coupons.ts); `redemptions` counts orders that used it, bumped in the
 * order's transaction only while under `max_redemptions`.
 */
export const coupons = pgTable(
  'coupons',
  {
    /** Upper-case, letters, digits and "-". */
    code: text('code').primaryKey(),
    /** Shown at checkout when applied, e.g. "10% off orders of S$50 or more". */
    description: text('description').notNull(),
    percent_off: integer('percent_off'),
    amount_off_cents: integer('amount_off_cents'),
    /** The items' sub total (before discounts and shipping) an order needs. */
    minimum_sub_total_cents: integer('minimum_sub_total_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Shop dates 'YYYY-MM-DD'; null = open-ended. */
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    /** null = no limit. */
    max_redemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** One order per email address. */
    once_per_customer: boolean('once_per_customer').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_one_kind', sql`(${t.percent_off} IS NULL) <> (${t.amount_off_cents} IS NULL)`),
    check('coupons_percent_range', sql`${t.percent_off} IS NULL OR ${t.percent_off} BETWEEN 1 AND 100`),
    check('coupons_amount_positive', sql`${t.amount_off_cents} IS NULL OR ${t.amount_off_cents} > 0`),
    check('coupons_redemptions_within_limit', sql`${t.max_redemptions} IS NULL OR ${t.redemptions} <= ${t.max_redemptions}`),
    check('coupons_code_shape', sql`${t.code} ~ '^[A-Z0-9-]{3,40}$'`),
  ],
);

