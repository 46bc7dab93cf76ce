/**
 * Carts and their lines (each line's configuration as stored, priced again by the server).
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { products } from '../catalogue/catalogue.tables.js';
import { members, visitors } from '../account/account.tables.js';
import { artworkUploads } from '../artwork/artwork.tables.js';

/** Featured categories: Paper, Vinyl, Special, the supply group, and the non-sticker families. */
/** Artwork a reordered cart line carries from the order it came from (features/orders/order-reorder.ts). */
export interface ReusedArtwork {
  order_no: string;
  files: { file_key: string; name: string; content_type: string; size_bytes: number }[];
}

/** One cart per visitor (and, once accounts exist, per member). */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  visitor_id: uuid('visitor_id')
    .notNull()
    .unique()
    .references(() => visitors.id),
  /**
   * The member whose visitor owns this cart (their visitors.member_id), null for a guest's. Set when
   * the cart is created (CartRepository.upsertCart): a member always gets a new visitor of their own
   * and a cart never changes visitor, so it never goes stale. The hourly sweep finds guest carts in
   * this table alone, by its partial index, however many members keep old carts.
   */
  member_id: integer('member_id').references(() => members.id),
  /** The shipping method the shopper chose for the parcel (a shipping_methods.method, e.g. Express). */
  shipping_method: text('shipping_method').notNull().default('Standard'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The hourly sweep of guest carts nobody touched for months (cart-housekeeping.ts) finds them by it.
  index('carts_guest_updated_idx').on(t.updated_at).where(sql`${t.member_id} IS NULL`),
]);

/** A cart line: the server-priced configuration. Prices are re-checked when the cart is read. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    cart_id: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
    /** Same configuration, same key: adding it again adds to this line's quantity. */
    configuration_key: text('configuration_key').notNull(),
    quantity: integer('quantity').notNull(),
    total_cents: integer('total_cents').notNull(),
    summary: text('summary').notNull(),
    /**
     * 0 for the line that further adds of this configuration merge into. When a merged quantity
     * would not be offered (not a listed run, not a valid custom quantity), the add keeps its own
     * line in the next slot instead of being refused (docs/decisions/0003-cart-merge.md).
     */
    merge_slot: integer('merge_slot').notNull().default(0),
    /** Set by Reorder: the earlier order's artwork for this line, attached to the new order at checkout (files stay in stored_files). */
    reused_artwork: jsonb('reused_artwork').$type<ReusedArtwork>(),
    /** Artwork chosen on the product page before adding (issue 18, artwork.tables.ts): it becomes the order line's artwork at checkout. */
    artwork_upload_id: uuid('artwork_upload_id').references(() => artworkUploads.id, { onDelete: 'set null' }),
    /**
     * A line put in the cart from a quote the shop answered (issue 19): the option's id, the last
     * Singapore date its price holds, and its dispatch days. Such a line keeps exactly the quoted
     * total (it is never re-priced from the tables) and is refused at checkout after that date.
     */
    quote_offer_id: uuid('quote_offer_id'),
    quoted_until: date('quoted_until', { mode: 'string' }),
    quoted_dispatch_days: integer('quoted_dispatch_days'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_configuration_slot_idx').on(t.cart_id, t.configuration_key, t.merge_slot)],
);
