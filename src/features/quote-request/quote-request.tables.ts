/**
 * Quote requests (forms-and-accounts.md §3–§5) and their files.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** received (new), then staff move it on with SQL: in_review, quoted, closed. */
    status: text('status').notNull().default('received'),
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
    check('quote_requests_status_known', sql`${t.status} IN ('received', 'in_review', 'quoted', 'closed')`),
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
  },
  (t) => [uniqueIndex('quote_request_files_position_idx').on(t.quote_request_id, t.position)],
);
