/**
 * Customer reviews of the shop's products.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/server.tables.js';
import { products } from '../catalogue/catalogue.tables.js';

/**
 * Customer reviews shown on the quote pages (configurator.md §3 Reviews). `type` is the first path
 * segment of the page the review belongs to; `images` are the customer's photos (public paths),
 * `thumbnail` and `featured_image` the small and large picture shown for the review, if any.
 *
 * Reviews written from a delivered order's invitation (review_invitations) are `verified`, tied to
 * the order line they are about (one review per line), and wait as 'pending' until staff publish
 * them; only 'published' reviews are ever shown or counted publicly (docs/features/reviews.md).
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
    /** 'published' (shown and counted), 'pending' (waiting for staff), 'hidden' (taken down by staff). */
    status: text('status').notNull().default('published'),
    /** The order and its line a verified review is about (null for the seeded reviews). No foreign key: orders come later in the feature order. */
    order_id: uuid('order_id'),
    order_line_id: integer('order_line_id'),
    /** Written by the shopper who received the order: shown as "Verified purchase". */
    verified: boolean('verified').notNull().default(false),
    /** The shop's public answer, shown under the review. */
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_type_date_idx').on(t.type, t.date.desc(), t.id.desc()),
    index('reviews_status_created_idx').on(t.status, t.created_at.desc()),
    // A product's published reviews, newest first, as its page lists them (reviews.repository.ts).
    index('reviews_published_idx')
      .on(t.type, t.product_id, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    uniqueIndex('reviews_order_line_unique').on(t.order_line_id),
    check('reviews_status_known', sql`${t.status} IN ('published', 'pending', 'hidden')`),
    check('reviews_rate_range', sql`${t.rate} BETWEEN 1 AND 5`),
    check('reviews_type_known', sql`${t.type} IN ('stickers', 'business-cards', 'badges', 'magnets', 'hang-tags')`),
  ],
);

/**
 * How many published reviews there are, by family, product (0: a review of no product), stars and
 * whether it has photos: what the reviews block, the product pages and the home page count and
 * average, read in a few rows however many reviews there are (docs/scaling.md). Kept by a trigger
 * on reviews (migration 0032) in the transaction of every change, so it never disagrees with them;
 * nothing else writes it.
 */
export const reviewCounts = pgTable(
  'review_counts',
  {
    type: text('type').notNull(),
    product_id: integer('product_id').notNull(),
    rate: integer('rate').notNull(),
    with_images: boolean('with_images').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.product_id, t.rate, t.with_images] })],
);

/**
 * A delivered order's invitation to review it: the emailed link carries a random token, of which
 * only the SHA-256 is kept, so the link works without signing in and only for this order. One per
 * order (a repeated "delivered" creates none). `sent_at` is null when no email went out (a member
 * who turned review emails off); the link then stays unsent.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id').notNull().unique(),
    order_no: text('order_no').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    /** As the reviews show it: "Wei Ling T.". */
    customer: text('customer').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_invitations_order_no_idx').on(t.order_no)],
);

/** The products an invitation asks about: one row per order line (a line is used once its review exists). */
export const reviewInvitationLines = pgTable(
  'review_invitation_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invitation_id: integer('invitation_id')
      .notNull()
      .references(() => reviewInvitations.id, { onDelete: 'cascade' }),
    order_line_id: integer('order_line_id').notNull().unique(),
    position: integer('position').notNull(),
    product_id: integer('product_id').notNull(),
    type: text('type').notNull(),
    /** What the shopper ordered, as the order shows it. */
    product_name: text('product_name').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [index('review_invitation_lines_invitation_idx').on(t.invitation_id, t.position)],
);

/**
 * A verified review's photos, in the database file store: the re-encoded photo (no EXIF, so no
 * location) and its thumbnail. Served publicly only while the review is published.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    file_key: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    thumb_key: text('thumb_key')
      .notNull()
      .references(() => storedFiles.key),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.review_id, t.position)],
);
