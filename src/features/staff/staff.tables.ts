/**
 * The audit log (issue 19): one row per staff change — an order, a quote, a refund, a setting, a
 * price, a role — written in the same transaction as the change, so a change and its entry are
 * stored together or not at all. Append-only: a trigger (migration 0020) refuses UPDATE, DELETE and
 * TRUNCATE, so no endpoint, job or bug in the application can edit or remove an entry.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who: the staff member (id, and their email and role as they were then, so an entry still
     * reads right after the member changes), or NULL with actor_email 'system' for the shop itself
     * (STAFF_EMAILS applied at start-up, a background job).
     */
    actor_member_id: integer('actor_member_id'),
    actor_email: text('actor_email').notNull(),
    actor_role: text('actor_role'),
    /** What was done, e.g. 'order.mark_paid', 'coupon.create', 'staff.role' (audit-actions.ts lists them). */
    action: text('action').notNull(),
    /** What it was done to: a kind ('order', 'coupon', 'holiday', 'member', …) and its key ('O261127-…'). */
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id').notNull(),
    /** One line for people: "Marked paid: S$42.50, reference DBS 123". */
    summary: text('summary').notNull(),
    /** The subject's fields before and after the change (only what changed or matters); NULL when it did not exist. */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The request that made the change, to find its log lines. */
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_subject').on(t.subject_type, t.subject_id, t.at),
    // The desk's filters (audit-log.ts), newest first: who (by email), an order number / code / email
    // alone, and an action or its start (text_pattern_ops: LIKE 'order%' on any collation). Without
    // them a rare filter read the whole log (2 million entries at a million orders: 0.2 s; docs/scaling.md).
    index('audit_log_actor_email_idx').on(t.actor_email, t.id),
    index('audit_log_subject_id_idx').on(t.subject_id, t.id),
    index('audit_log_action_search_idx').on(t.action.op('text_pattern_ops'), t.id),
  ],
);
