/**
 * The `print-files` job (issue 18): queued with an order's approval (app.production.queuePrintFiles,
 * in the approval's transaction), it makes every approved line's print-ready files:
 *
 * 1. the print PDF (print-pdf.ts) from the line's print source (printSourceOf,
 *    production-rules.ts): the released automatic proof's artwork and cut line, or the latest
 *    PNG/JPEG artwork with a rectangle cut; none when the artwork needs preparing by hand;
 * 2. for a sticker sheet (PrintTarget.sheet), the gang sheet (gang-sheet.ts) on GANG_SHEET;
 * 3. last, the job sheet (job-sheet.ts), which names the files above: its presence means the line
 *    is done (productionState).
 *
 * At least once, exactly one file per (order, line, kind): a retry or a second server may run the
 * same job, so each file is rendered outside any transaction, then stored in one transaction that
 * takes an advisory lock on (order, line, kind), looks again, stores the content and inserts the
 * print_files row `ON CONFLICT DO NOTHING`; a row that was not inserted rolls the stored content
 * back (in the S3 bucket its object is left to the hourly sweep of orphans). A file already stored
 * is never rendered again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../server/db/client.js';
import { newStorageKey, type FileStore, type FileStores } from '../../server/file-store.js';
import type { JobKind, JobQueue, RunningJob } from '../../server/jobs/job-queue.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { fitOf } from '../artwork/artwork-proof.js';
import { artworkProofs } from '../artwork/artwork.tables.js';
import { fixedShapeCutLine, type CutLine } from '../artwork/cut-line.js';
import { rasteriseArtwork } from '../artwork/rasterise.js';
import { orderFiles } from '../orders/orders.tables.js';
import { formatShopDate } from '../shipping/dispatch-date.js';
import { renderGangSheetPdf, gangLayout, sheetsNeeded } from './gang-sheet.js';
import { renderJobSheet, staffOrderUrl } from './job-sheet.js';
import { printSlug, renderPrintPdf } from './print-pdf.js';
import { approvedOrders, productionLines, type ProductionLine } from './production-lines.js';
import { printFileName, PRODUCTION_STATE_LABELS } from './production-rules.js';
import { GANG_SHEET } from './production-settings.js';
import { printFiles, type PrintFileKind } from './production.tables.js';

export const printFilesPayload = z.object({ orderId: z.uuid() });
export type PrintFilesPayload = z.infer<typeof printFilesPayload>;

/** A few seconds a line; a failure is a database hiccup or a file we cannot read: retried with backoff. */
export const PRINT_FILES_JOB = { retryLimit: 4, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120 } as const;

export function definePrintFilesJob(jobs: JobQueue): JobKind<PrintFilesPayload> {
  return jobs.define({ name: 'print-files', payload: printFilesPayload, ...PRINT_FILES_JOB });
}

export interface PrintFilesContext {
  database: DatabaseHandle;
  /** Where the artwork is read and the print files are stored (app.shop.files). */
  files: FileStores;
  snapshot: () => CatalogueSnapshot;
  /** The shop's public address (PUBLIC_URL): the job sheet's QR code opens the staff order page there. */
  publicUrl: string;
  shopName: string;
  /** Runs a drawing in one of the server's render slots (app.artworkProofs.drawing). */
  drawing: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The longest side the artwork is placed at, px: the automatic proof's own limit (rasterise.ts). */
const ARTWORK_MAX_SIDE_PX = 4000;

/** What a line's print is drawn from. */
interface PrintWork {
  artwork: Buffer;
  widthMm: number;
  heightMm: number;
  fit: 'crop' | 'pad';
  cutLine: Pick<CutLine, 'paths'>;
  sheet: boolean;
}

/** The job's handler: stores every file of the order's lines that is not stored yet. */
export function makePrintFiles(context: PrintFilesContext) {
  return async (job: RunningJob<PrintFilesPayload>): Promise<void> => {
    const db = context.database.db;
    // Approved, paid or not yet: the files are made once, at approval; the Production view lists
    // the order from the status 'approved' on (APPROVED_STATUSES), i.e. once it is paid too.
    const [order] = await approvedOrders(db, null, { orderId: job.payload.orderId });
    if (!order) return; // Not approved (or gone): nothing to make.
    const lines = await productionLines(db, context.snapshot().catalogue, [order]);
    const stored = await db.select({ position: printFiles.line_position, kind: printFiles.kind }).from(printFiles).where(eq(printFiles.order_id, order.id));
    const has = (line: ProductionLine, kind: PrintFileKind) => stored.some((row) => row.position === line.position && row.kind === kind);

    for (const line of lines) {
      if (has(line, 'print') && has(line, 'job-sheet') && (has(line, 'gang-sheet') || !line.target?.sheet)) continue;
      job.signal.throwIfAborted();
      const work = await printWork(db, context.files.on(db), line, context.drawing);
      const layout = work?.sheet ? gangLayout(GANG_SHEET, { widthMm: work.widthMm, heightMm: work.heightMm }, GANG_SHEET.gutterMm) : null;
      const label = `${order.orderNo} · line ${line.line}`;
      if (work && !has(line, 'print')) {
        const pdf = await context.drawing(() => renderPrintPdf({ ...work, slug: printSlug(order.orderNo, line.line, line.quantity + line.bonusQuantity, line.words.size), title: `Print ${label}` }));
        await storeOnce(db, context.files, line, 'print', pdf);
      }
      job.signal.throwIfAborted();
      if (work && layout && layout.count > 0 && !has(line, 'gang-sheet')) {
        const { pdf } = await context.drawing(() => renderGangSheetPdf({ ...work, sheet: GANG_SHEET, quantity: line.quantity + line.bonusQuantity, label, title: `Gang sheet ${label}` }));
        await storeOnce(db, context.files, line, 'gang-sheet', pdf);
      }
      job.signal.throwIfAborted();
      if (!has(line, 'job-sheet')) {
        const quantity = line.quantity + line.bonusQuantity;
        const gangWords = !layout
          ? null
          : layout.count > 0
            ? `${layout.count} up on ${GANG_SHEET.name}: ${sheetsNeeded(quantity, layout.count)} sheets for ${quantity}`
            : `Larger than ${GANG_SHEET.name}: print one sheet at a time`;
        const pdf = await renderJobSheet({
          shopName: context.shopName,
          orderNo: order.orderNo,
          customer: order.customer,
          line: line.line,
          lines: line.lineCount,
          productName: line.words.productName,
          size: line.words.size,
          material: line.words.material,
          finishing: line.words.finishing,
          quantity: line.quantity,
          bonusQuantity: line.bonusQuantity,
          dispatchDate: order.dispatchDate ? formatShopDate(order.dispatchDate) : null,
          printFile: work ? printFileName(order.orderNo, line.line, 'print') : PRODUCTION_STATE_LABELS.by_hand,
          gangSheet: gangWords,
          orderUrl: staffOrderUrl(context.publicUrl, order.orderNo),
        });
        await storeOnce(db, context.files, line, 'job-sheet', pdf);
      }
    }
  };
}

/** The artwork, size and cut a line's print is drawn with (null: by hand, or its file is gone). */
async function printWork(db: Database, store: FileStore, line: ProductionLine, drawing: PrintFilesContext['drawing']): Promise<PrintWork | null> {
  const { source, target } = line;
  if (source.kind === 'proof') {
    const [proof] = await db.select().from(artworkProofs).where(eq(artworkProofs.id, source.proofId));
    if (!proof) return null;
    const drawn = await proofArtwork(db, store, proof, drawing);
    if (!drawn) return null;
    const t = proof.target;
    return { artwork: await drawing(() => placeable(drawn)), widthMm: t.print_width_mm, heightMm: t.print_height_mm, fit: fitOf(t), cutLine: proof.cut_line, sheet: t.sheet };
  }
  if (source.kind === 'artwork' && target) {
    const [row] = await db.select({ key: orderFiles.file_key }).from(orderFiles).where(and(eq(orderFiles.id, source.orderFileId), eq(orderFiles.order_id, line.order.id)));
    const file = row ? await store.get(row.key) : undefined;
    if (!file) return null;
    // No proof was traced: the artwork covers the bleed and is cut as a rectangle at the ordered size.
    const cut = fixedShapeCutLine('rectangle', target.print_width_mm, target.print_height_mm);
    return { artwork: await drawing(() => placeable(file.content)), widthMm: target.print_width_mm, heightMm: target.print_height_mm, fit: 'crop', cutLine: cut, sheet: target.sheet };
  }
  return null;
}

/**
 * The artwork of a proof as the proof drew it: its source file (the order's artwork) drawn again
 * with the proof's target by the same code (rasterise.ts), so the print matches the proof the
 * shopper approved; proofs made before 2026-11-27 kept the drawing itself (artwork_key).
 */
async function proofArtwork(db: Database, store: FileStore, proof: typeof artworkProofs.$inferSelect, drawing: PrintFilesContext['drawing']): Promise<Buffer | null> {
  if (proof.artwork_key) return (await store.get(proof.artwork_key))?.content ?? null;
  if (!proof.order_file_id) return null;
  const [row] = await db.select({ key: orderFiles.file_key, name: orderFiles.name }).from(orderFiles).where(eq(orderFiles.id, proof.order_file_id));
  const file = row ? await store.get(row.key) : undefined;
  if (!row || !file) return null;
  return (await drawing(() => rasteriseArtwork({ name: row.name, content: file.content }, proof.target))).png;
}

/**
 * The artwork as the print files place it: turned upright (EXIF), at most ARTWORK_MAX_SIDE_PX, as a
 * lossless PNG (transparency kept); pdf-raster.ts embeds its pixels for the PDF.
 */
async function placeable(content: Buffer): Promise<Buffer> {
  return sharp(content, { limitInputPixels: 20_000 * 20_000 })
    .rotate()
    .resize({ width: ARTWORK_MAX_SIDE_PX, height: ARTWORK_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Thrown inside the storing transaction when the row exists after all: rolls the stored content back. */
class AlreadyStored extends Error {}

/** Stores the file and its print_files row once, whoever else is storing it (see the module's comment). */
async function storeOnce(db: Database, files: FileStores, line: ProductionLine, kind: PrintFileKind, content: Buffer): Promise<void> {
  const orderId = line.order.id;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`print-files:${orderId}:${line.position}:${kind}`}))`);
      const here = and(eq(printFiles.order_id, orderId), eq(printFiles.line_position, line.position), eq(printFiles.kind, kind));
      if ((await tx.select({ id: printFiles.id }).from(printFiles).where(here)).length > 0) return;
      const key = newStorageKey(`print-files/${line.order.orderNo}`);
      await files.on(tx).put({ key, content, contentType: 'application/pdf', sha256: createHash('sha256').update(content).digest('hex') });
      const inserted = await tx
        .insert(printFiles)
        .values({ id: randomUUID(), order_id: orderId, line_position: line.position, kind, file_key: key, name: printFileName(line.order.orderNo, line.line, kind) })
        .onConflictDoNothing()
        .returning({ id: printFiles.id });
      if (inserted.length === 0) throw new AlreadyStored();
    });
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
  }
}
