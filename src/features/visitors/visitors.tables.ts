/**
 * Visitors, known by the guest_id cookie.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Anonymous visitors, known by the guest_id cookie (a random UUID: unguessable, so it is the
 * visitor's key). A member account (later) links to its visitor rows through member_id, which
 * is how a guest's cart is merged into the member's on sign-in.
 */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey(),
  member_id: integer('member_id'),
  /**
   * A guest's details (forms-and-accounts.md §1, §3 Guest): the name and email of their first
   * successful quote request, prefilled in the quote forms afterwards. NULL for anyone else.
   */
  first_name: text('first_name'),
  last_name: text('last_name'),
  email: text('email'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
