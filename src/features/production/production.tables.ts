/**
 * Production's print-ready files (issue 18): for every approved order line, made by the
 * `print-files` job: the print PDF (artwork with bleed, the CutContour path, trim and bleed boxes,
 * quantity and line id in the slug) and the job sheet; for sticker sheets the gang sheet. One row
 * per line and kind (unique), so a job that runs twice leaves one set. The content is in
 * `stored_files` under `file_key`.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/server.tables.js';
import { orders } from '../orders/orders.tables.js';

export const PRINT_FILE_KINDS = ['print', 'job-sheet', 'gang-sheet'] as const;
export type PrintFileKind = (typeof PRINT_FILE_KINDS)[number];

export const printFiles = pgTable(
  'print_files',
  {
    id: uuid('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line_position: integer('line_position').notNull(),
    kind: text('kind').$type<PrintFileKind>().notNull(),
    file_key: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    /** The download's name: "S261126-ABCD1234-L1-print.pdf". */
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('print_files_line_kind_idx').on(t.order_id, t.line_position, t.kind),
    check('print_files_kind_known', sql`${t.kind} IN ('print', 'job-sheet', 'gang-sheet')`),
  ],
);
