/**
 * Quote requests (forms-and-accounts.md §3–§5) and their files.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PreflightVerdict } from '../artwork/preflight-rules.js';
import { products } from '../catalogue/catalogue.tables.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { visitors } from '../account/account.tables.js';
import { members } from '../account/account.tables.js';

/**
 * A quote request (Special Processing form, or the sticker page's Special Size modal) with the
 * requester's name and email as sent, owned by the visitor (and member) who sent it.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    /** Shown to people and used in links; random, so it can't be guessed from another one. */
    request_no: text('request_no').notNull().unique(),
    quote_type: text('quote_type').notNull(),
    /**
     * new (sent), answered (staff offered priced options), accepted (the shopper put an option in
     * the cart), declined (by the shopper or the shop). "Expired" is an answered request whose
     * options are all past their valid-until date: worked out when read (quote-offer-rules.ts), never stored.
     */
    status: text('status').notNull().default('new'),
    visitor_id: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    member_id: integer('member_id').references(() => members.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The checked configuration: ids with their names, size, quantity, cuts, special processing and items. */
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    /** The configuration in words, as the emails and lists show it. */
    summary: text('summary').notNull(),
    comment: text('comment').notNull().default(''),
    /** Other fields of the page's quote data, as sent (bounded), for staff. */
    quote_data: jsonb('quote_data').$type<Record<string, string>>().notNull(),
    /** Campaign tracking values (utm_source, utm_medium, …). */
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_requests_visitor_idx').on(t.visitor_id, t.created_at.desc()),
    index('quote_requests_member_idx').on(t.member_id, t.created_at.desc()),
    index('quote_requests_created_idx').on(t.created_at.desc()),
    check('quote_requests_type_known', sql`${t.quote_type} IN ('Special Processing', 'Special Size')`),
    check('quote_requests_status_known', sql`${t.status} IN ('new', 'answered', 'accepted', 'declined')`),
  ],
);

/** A request's attachments (at most 4): the name as uploaded (sanitised) and the stored file. */
export const quoteRequestFiles = pgTable(
  'quote_request_files',
  {
    /** Random: the file's id in staff download links. */
    id: uuid('id').primaryKey(),
    quote_request_id: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    original_name: text('original_name').notNull(),
    storage_key: text('storage_key')
      .notNull()
      .unique()
      .references(() => storedFiles.key),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    /** The preflight's verdict on the file at the request's size (issue 18), for staff; null for files sent before it was kept. */
    preflight: jsonb('preflight').$type<PreflightVerdict>(),
  },
  (t) => [uniqueIndex('quote_request_files_position_idx').on(t.quote_request_id, t.position)],
);

/**
 * The shop's priced answer to a request (issue 19): one or more options, each a description,
 * quantity, price for that quantity, dispatch days and a last day it is valid. A newer answer
 * withdraws the options of an earlier one that were not accepted. The accepted option becomes a
 * cart line at exactly this price (the only price not computed from the price tables).
 */
export const quoteOffers = pgTable(
  'quote_offers',
  {
    id: uuid('id').primaryKey(),
    quote_request_id: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** 1, 2, … in the order staff gave them. */
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    price_cents: integer('price_cents').notNull(),
    /** Business days from payment (and an approved proof) to dispatch. */
    dispatch_days: integer('dispatch_days').notNull(),
    /** The last Singapore date the price holds ('YYYY-MM-DD'). */
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    created_by: text('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer answer replaced it, or the request was declined. */
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('quote_offers_request_idx').on(t.quote_request_id, t.created_at),
    check('quote_offers_price_positive', sql`${t.price_cents} > 0`),
    check('quote_offers_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_offers_dispatch_days', sql`${t.dispatch_days} BETWEEN 1 AND 60`),
  ],
);

/** The request's conversation: the shopper's and staff's messages, oldest first. */
export const quoteRequestMessages = pgTable(
  'quote_request_messages',
  {
    id: serial('id').primaryKey(),
    quote_request_id: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** 'shopper' or 'staff'. */
    author: text('author').notNull(),
    /** The staff member's email, or the shopper's name as shown ("Mei Ling"). */
    author_name: text('author_name').notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_request_messages_request_idx').on(t.quote_request_id, t.id), check('quote_request_messages_author', sql`${t.author} IN ('shopper', 'staff')`)],
);
