/**
 * Orders (issue 12): the order, its lines, its events (the timeline) and its files (artwork and proofs).
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import type { PreflightVerdict } from '../artwork/preflight-rules.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { visitors } from '../account/account.tables.js';
import { members } from '../account/account.tables.js';

/** An order's statuses, in the order they happen (features/orders/order-rules.ts says what each means). */
const ORDER_STATUSES_SQL = sql.raw(
  ["'placed'", "'awaiting_payment'", "'paid'", "'artwork_received'", "'proof_sent'", "'approved'", "'in_production'", "'dispatched'", "'delivered'", "'cancelled'"].join(', '),
);

/**
 * An order, placed from the cart at checkout: the contact and delivery address as given then, the
 * totals the server computed, and how it is paid. `order_no` is random (not guessable) and the
 * only identifier people see; the owner is the visitor who placed it (and the member, if signed in).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    order_no: text('order_no').notNull().unique(),
    visitor_id: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id),
    member_id: integer('member_id').references(() => members.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    /** Lower-cased and trimmed (a guest's verified address, or the member's). */
    email: text('email').notNull(),
    /** Digits only, with its +65 prefix dropped: 8 digits. */
    phone: text('phone').notNull(),
    address_line1: text('address_line1').notNull(),
    address_line2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    address_label: text('address_label').notNull().default(''),
    shipping_method: text('shipping_method').notNull(),
    status: text('status').notNull(),
    sub_total_cents: integer('sub_total_cents').notNull(),
    shipping_fee_cents: integer('shipping_fee_cents').notNull(),
    /** coupon_discount_cents + point_discount_cents. */
    discount_cents: integer('discount_cents').notNull().default(0),
    total_cents: integer('total_cents').notNull(),
    /** The coupon applied at checkout (upper-case), and what it took off the items. */
    coupon_code: text('coupon_code'),
    coupon_discount_cents: integer('coupon_discount_cents').notNull().default(0),
    /** Points the member spent on this order (a negative entry in points_ledger), and their value. */
    points_redeemed: integer('points_redeemed').notNull().default(0),
    point_discount_cents: integer('point_discount_cents').notNull().default(0),
    payment_method: text('payment_method').notNull(),
    /** What the payer's bank passes on: the order number. */
    payment_reference: text('payment_reference').notNull(),
    payment_expires_at: timestamp('payment_expires_at', { withTimezone: true }).notNull(),
    /** Set when staff confirm the money arrived; nothing else sets it. */
    paid_at: timestamp('paid_at', { withTimezone: true }),
    /** The estimated dispatch date (shop date) worked out at checkout. */
    dispatch_date: date('dispatch_date', { mode: 'string' }),
    /** Set by staff when the parcel leaves (the staff order desk): the carrier and its tracking number. */
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the shopper approves the proof (order-artwork.ts); with paid_at it fixes the dispatch date. */
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** Set when staff upload a proof: the artwork has been evaluated and can no longer be changed. */
    evaluated_at: timestamp('evaluated_at', { withTimezone: true }),
    /** Set when the order is cancelled (issue 19): by the PayNow expiry job or by staff before production, with the reason and who. */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    /** 'system' (the expiry job) or 'staff:<email>'. */
    cancelled_by: text('cancelled_by'),
    /** The sum of the order's refunds (order_refunds), kept with them in one transaction: never more than was paid. */
    refunded_cents: integer('refunded_cents').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_visitor_idx').on(t.visitor_id, t.created_at.desc()),
    index('orders_member_idx').on(t.member_id, t.created_at.desc()),
    index('orders_status_idx').on(t.status, t.created_at.desc()),
    check('orders_status_known', sql`${t.status} IN (${ORDER_STATUSES_SQL})`),
    check('orders_payment_method_known', sql`${t.payment_method} IN ('paynow')`),
    check('orders_refunds_within_paid', sql`${t.refunded_cents} >= 0 AND ${t.refunded_cents} <= CASE WHEN ${t.paid_at} IS NULL THEN 0 ELSE ${t.total_cents} END`),
    check('orders_cancelled_has_reason', sql`(${t.status} = 'cancelled') = (${t.cancelled_at} IS NOT NULL AND ${t.cancel_reason} IS NOT NULL)`),
    index('orders_awaiting_payment_expiry_idx').on(t.payment_expires_at).where(sql`${t.status} = 'awaiting_payment'`),
    // The desk's search and list (issue 19, staff-order-search.ts): each search kind runs on one of these.
    // text_pattern_ops lets a LIKE 'start%' use the index whatever the database's collation.
    index('orders_created_idx').on(t.created_at, t.order_no),
    index('orders_order_no_search_idx').on(t.order_no.op('text_pattern_ops')),
    index('orders_phone_search_idx').on(t.phone.op('text_pattern_ops')),
    index('orders_email_search_idx').on(t.email.op('text_pattern_ops')),
    index('orders_email_end_search_idx').using('btree', sql`reverse(${t.email}) text_pattern_ops`),
    index('orders_first_name_search_idx').using('btree', sql`lower(${t.first_name}) text_pattern_ops`),
    index('orders_last_name_search_idx').using('btree', sql`lower(${t.last_name}) text_pattern_ops`),
    index('orders_full_name_search_idx').using('btree', sql`lower(${t.first_name} || ' ' || ${t.last_name}) text_pattern_ops`),
    index('orders_dispatch_date_idx').on(t.dispatch_date),
    // The list by dispatch date, latest first with the undated last (a backward scan of the one above puts them first).
    index('orders_dispatch_date_desc_idx').on(t.dispatch_date.desc().nullsLast(), t.created_at.desc().nullsFirst(), t.order_no.desc().nullsFirst()),
    index('orders_total_idx').on(t.total_cents),
    // The payment filters, newest first: unpaid (7 % of orders at a million) and refunded (few).
    index('orders_unpaid_idx').on(t.created_at, t.order_no).where(sql`${t.paid_at} IS NULL`),
    index('orders_refunded_idx').on(t.created_at, t.order_no).where(sql`${t.refunded_cents} > 0`),
    check('orders_money_not_negative', sql`${t.sub_total_cents} >= 0 AND ${t.shipping_fee_cents} >= 0 AND ${t.discount_cents} >= 0 AND ${t.total_cents} >= 0`),
    check(
      'orders_discounts_add_up',
      sql`${t.coupon_discount_cents} >= 0 AND ${t.point_discount_cents} >= 0 AND ${t.points_redeemed} >= 0 AND ${t.discount_cents} = ${t.coupon_discount_cents} + ${t.point_discount_cents} AND ${t.total_cents} = ${t.sub_total_cents} - ${t.discount_cents} + ${t.shipping_fee_cents}`,
    ),
  ],
);

/**
 * An order's lines: the configuration as priced at checkout. The unit price is total ÷ quantity
 * (a fraction of a cent for large runs), so only the line's total is stored. No foreign key to
 * products: an order is a record of what was sold, and stays whole if the catalogue drops a product.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product_id: integer('product_id').notNull(),
    configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
    configuration_key: text('configuration_key').notNull(),
    summary: text('summary').notNull(),
    quantity: integer('quantity').notNull(),
    total_cents: integer('total_cents').notNull(),
    /** Free extra pieces from the kick-off coupon, printed with the line at no charge. */
    bonus_quantity: integer('bonus_quantity').notNull().default(0),
    /**
     * Where the line's price came from: 'tables' (the price grids, re-computed by the server at
     * checkout) or 'quote' (a price staff quoted for this request, issue 19: the only price not
     * computed from the tables), with the quote option it came from.
     */
    price_source: text('price_source').notNull().default('tables'),
    quote_offer_id: uuid('quote_offer_id'),
  },
  (t) => [
    uniqueIndex('order_lines_position_idx').on(t.order_id, t.position),
    // The desk's product filter (issue 19): the orders with a line of a product.
    index('order_lines_product_idx').on(t.product_id, t.order_id),
  ],
);

/** Every status change of an order, with who made it (shopper, system, staff:<email>) and a note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.at), check('order_events_status_known', sql`${t.status} IN (${ORDER_STATUSES_SQL})`)],
);

/**
 * An order's files (order-artwork.ts): the shopper's artwork (per line, or for the whole order when
 * `line_position` is null) and the proofs staff upload. The content is in `stored_files` (the
 * FileStore), under `file_key`.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey(),
    /** Upload order (files of one upload share their created_at). */
    seq: serial('seq').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line_position: integer('line_position'),
    kind: text('kind').notNull(),
    file_key: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    /** 'shopper' or 'staff:<email>'. */
    uploaded_by: text('uploaded_by').notNull(),
    /** The artwork's preflight verdict when it was uploaded (its warnings and what was fine; a refused file is never stored); null for proofs and files from before preflight. */
    preflight: jsonb('preflight').$type<PreflightVerdict>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_files_order_idx').on(t.order_id, t.seq), check('order_files_kind_known', sql`${t.kind} IN ('artwork', 'proof')`)],
);

/**
 * Every order that used a coupon (kick-off or money-off), written in the order's transaction.
 * `once_key` is the email for a once-per-customer coupon (else null): the unique index makes a
 * second order with it fail, even from two checkouts at the same moment.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    coupon_code: text('coupon_code').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    once_key: text('once_key'),
    discount_cents: integer('discount_cents').notNull(),
    bonus_quantity: integer('bonus_quantity').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_once_idx').on(t.coupon_code, t.once_key), index('coupon_redemptions_email_idx').on(t.email)],
);

/**
 * Refunds staff record on a paid order (issue 19), one row per refund: the amount, how it was paid
 * back and its reference, who recorded it and when, and the credit note it is issued with.
 * `orders.refunded_cents` is their sum, updated in the same transaction under the order's lock.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    credit_note_no: text('credit_note_no').notNull().unique(),
    amount_cents: integer('amount_cents').notNull(),
    /** 'paynow' | 'bank_transfer' | 'cash' | 'other' (order-money-rules.ts). */
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    reason: text('reason').notNull().default(''),
    /** The staff member's email, as on the timeline ('staff:<email>' there). */
    staff_email: text('staff_email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.order_id, t.created_at),
    check('order_refunds_amount_positive', sql`${t.amount_cents} > 0`),
    check('order_refunds_method_known', sql`${t.method} IN ('paynow', 'bank_transfer', 'cash', 'other')`),
  ],
);
