/**
 * Quotations and their lines.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { date, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { visitors } from '../account/account.tables.js';

/** A printable quotation, owned by the visitor (or member) who created it. */
export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  /** Shown to people and used in links; random, so it can't be guessed from another one. */
  quotation_no: text('quotation_no').notNull().unique(),
  visitor_id: uuid('visitor_id')
    .notNull()
    .references(() => visitors.id),
  member_id: integer('member_id'),
  issue_date: date('issue_date', { mode: 'string' }).notNull(),
  name: text('name').notNull().default(''),
  company: text('company').notNull().default(''),
  address: text('address').notNull().default(''),
  sub_total_cents: integer('sub_total_cents').notNull(),
  shipping_fee_cents: integer('shipping_fee_cents').notNull(),
  point_discount_cents: integer('point_discount_cents').notNull().default(0),
  coupon_discount_cents: integer('coupon_discount_cents').notNull().default(0),
  total_cents: integer('total_cents').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quotationItems = pgTable('quotation_items', {
  id: serial('id').primaryKey(),
  quotation_id: integer('quotation_id')
    .notNull()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  details: text('details').notNull(),
  quantity: integer('quantity').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
});
