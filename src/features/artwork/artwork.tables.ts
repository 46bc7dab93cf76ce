/**
 * The artwork feature's tables (issue 18).
 *
 * - `artwork_uploads`: a file a shopper chose on a product page before adding to cart, with its
 *   preflight verdict at the size then chosen. The cart line that adds it names it
 *   (`cart_items.artwork_upload_id`); at checkout its file becomes the order line's artwork.
 *   The content is in `stored_files` under `file_key`.
 * - `artwork_proofs`: the automatic proof made by the `artwork-proof` job, for one order artwork
 *   file (`order_file_id`) or one upload (`upload_id`): the cut line, the proof PDF and its light and
 *   dark PNG previews. Unique per source, so a job that runs twice (a server killed mid-render, the
 *   retry) leaves one proof. An order's proof is `ready` until staff release it to the shopper
 *   (`released`, it then also is an order_files proof) or upload their own instead (`replaced`).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/server.tables.js';
import { visitors } from '../account/account.tables.js';
import type { PreflightVerdict, PrintTarget } from './preflight-rules.js';
import type { CutLine } from './cut-line.js';

export const artworkUploads = pgTable(
  'artwork_uploads',
  {
    id: uuid('id').primaryKey(),
    visitor_id: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    file_key: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    /** What the file was judged against: the size and cut chosen when it was uploaded. */
    target: jsonb('target').$type<PrintTarget>().notNull(),
    preflight: jsonb('preflight').$type<PreflightVerdict>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artwork_uploads_visitor_idx').on(t.visitor_id, t.created_at)],
);

export const ARTWORK_PROOF_STATUSES = ['ready', 'released', 'replaced'] as const;
export type ArtworkProofStatus = (typeof ARTWORK_PROOF_STATUSES)[number];

export const artworkProofs = pgTable(
  'artwork_proofs',
  {
    id: uuid('id').primaryKey(),
    /**
     * The order and its artwork file (order_files) the proof is of; null for an upload's. No
     * foreign key: orders come after artwork (FEATURE_ORDER), and an order is a record, never deleted.
     */
    order_id: uuid('order_id'),
    order_file_id: uuid('order_file_id').unique(),
    upload_id: uuid('upload_id')
      .unique()
      .references(() => artworkUploads.id, { onDelete: 'cascade' }),
    status: text('status').$type<ArtworkProofStatus>().notNull().default('ready'),
    target: jsonb('target').$type<PrintTarget>().notNull(),
    /** The cut line in mm (origin top-left of the trim box), as the print files draw it too. */
    cut_line: jsonb('cut_line').$type<CutLine>().notNull(),
    /**
     * The artwork as drawn, kept by proofs made before 2026-11-27 only: the print files now draw the
     * proof's source file again (production/print-files-job.ts), which stores half as much per proof.
     */
    artwork_key: text('artwork_key').references(() => storedFiles.key),
    proof_key: text('proof_key')
      .notNull()
      .references(() => storedFiles.key),
    preview_light_key: text('preview_light_key')
      .notNull()
      .references(() => storedFiles.key),
    preview_dark_key: text('preview_dark_key')
      .notNull()
      .references(() => storedFiles.key),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('artwork_proofs_order_idx').on(t.order_id),
    check('artwork_proofs_one_source', sql`(${t.order_file_id} IS NULL) <> (${t.upload_id} IS NULL)`),
    check('artwork_proofs_status_known', sql`${t.status} IN ('ready', 'released', 'replaced')`),
  ],
);
