/**
 * The automatic proof (issue 18): the `artwork-proof` job, queued in the transaction that stores
 * artwork (an order's upload, checkout attaching a product-page upload, a product-page upload),
 * makes within seconds of it:
 *
 * 1. the artwork as drawn: rasterised (rasterise.ts: PNG/JPEG/WebP decoded, PDF/AI/SVG rendered
 *    with their transparency), long side at most PROOF_PICTURE_MAX_PX (2,000 px);
 * 2. the cut line (cut-line.ts): traced round the design for contour cuts (die or kiss cut to a
 *    custom shape; a sheet's pieces each keep their own line), the shape itself at the ordered size
 *    for fixed shapes (circle, oval, square, rectangle). Heart and star dies are the shop's own
 *    tools, not geometry we hold: their proof draws the design's traced outline as the guide;
 * 3. the proof PDF (proof-pdf.ts: CutContour, trim and bleed boxes, options, preflight notes) and
 *    its light and dark previews (proof-preview.ts);
 * 4. stored together with the `artwork_proofs` row in one transaction. The drawn artwork is not
 *    kept: the print files draw the source again the same way (rasterise.ts), at print time.
 *
 * At least once, exactly one proof: the job may run twice (a server killed mid-render, retried by
 * another), so it takes a transaction-scoped advisory lock on its source, and does nothing when
 * the source already has its proof. Rendering happens before that transaction (it takes seconds;
 * no lock is held meanwhile), and a second run that finds the proof made throws its work away.
 */
import { randomUUID, createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../server/db/client.js';
import { newStorageKey, type FileStore, type FileStores } from '../../server/file-store.js';
import type { JobKind, JobQueue, RunningJob } from '../../server/jobs/job-queue.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { artworkProofs, artworkUploads } from './artwork.tables.js';
import { fixedShapeCutLine, traceCutLine, type CutLine, type FixedShapeKind } from './cut-line.js';
import type { PreflightVerdict, PrintTarget } from './preflight-rules.js';
import { PROOF_PICTURE_MAX_PX, renderProofPdf } from './proof-pdf.js';
import { renderProofPreview } from './proof-preview.js';
import { rasteriseArtwork } from './rasterise.js';

/** What a proof is of: an order's artwork file, or a file chosen on the product page. */
export const artworkProofPayload = z.union([z.object({ orderFileId: z.uuid() }), z.object({ uploadId: z.uuid() })]);
export type ArtworkProofSource = z.infer<typeof artworkProofPayload>;

/** The job's settings: a proof takes seconds; a failure is usually a file we cannot read, so few retries. */
export const ARTWORK_PROOF_JOB = { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 } as const;

export function defineArtworkProofJob(jobs: JobQueue): JobKind<ArtworkProofSource> {
  return jobs.define({ name: 'artwork-proof', payload: artworkProofPayload, ...ARTWORK_PROOF_JOB });
}

/** The catalogue's "Rounded Corners" cutting (business cards, hang tags), and the radius of its die's corners. */
const ROUNDED_CORNERS_CUTTING_ID = 10;
export const ROUNDED_CORNER_RADIUS_MM = 3.5;

/** Which fixed shape a target is cut to, or null when the cut follows the design. */
export function fixedShapeOf(target: PrintTarget): FixedShapeKind | null {
  if (target.contour_cut) return null;
  if (target.cutting_id === ROUNDED_CORNERS_CUTTING_ID) return 'rounded-rectangle';
  switch (target.shape) {
    case 'round':
      return Math.abs(target.print_width_mm - target.print_height_mm) < 0.01 ? 'circle' : 'oval';
    case 'oval':
      return 'oval';
    case 'square':
      return 'square';
    case 'rectangular':
      return 'rectangle';
    default:
      return null;
  }
}

/** The cut line of rasterised artwork on its target. */
export async function cutLineFor(png: Buffer, target: PrintTarget): Promise<CutLine> {
  const width = target.print_width_mm;
  const height = target.print_height_mm;
  const shape = fixedShapeOf(target);
  if (shape) return fixedShapeCutLine(shape, width, height, shape === 'rounded-rectangle' ? ROUNDED_CORNER_RADIUS_MM : 0);
  return traceCutLine(png, width, height, { join: target.sheet ? 'separate' : 'single', noun: target.noun });
}

/** How the artwork sits on its target (proof-pdf.ts's artworkPlacement). */
export const fitOf = (target: PrintTarget): 'crop' | 'pad' => (fixedShapeOf(target) ? 'crop' : 'pad');

/** The words on a proof for a line's options. */
export function proofOptionWords(catalogue: Catalogue, configuration: { product_id: number; cutting_id: number; finishing_id: number | null }, target: PrintTarget): { productName: string; material: string; finishing: string; size: string } {
  const product = catalogue.productsById.get(configuration.product_id);
  const cutting = catalogue.cuttingsById.get(configuration.cutting_id);
  const finishing = configuration.finishing_id === null ? undefined : catalogue.finishingsById.get(configuration.finishing_id);
  return {
    productName: [cutting?.name, product?.name].filter(Boolean).join(' · ') || 'Custom print',
    material: product?.name ?? '—',
    finishing: finishing?.name ?? 'None',
    size: target.size_words,
  };
}

const NOTE_LEVEL = { refused: 'error', warning: 'warning', ok: 'ok' } as const;

/** What a proof is made from: the file, what it prints on, and the words on the proof. */
export interface ProofWork {
  orderId: string | null;
  file: { name: string; content: Buffer };
  target: PrintTarget;
  verdict: PreflightVerdict | null;
  words: { productName: string; material: string; finishing: string; size: string };
  quantity: number | null;
  orderNo: string;
  line: number;
  version: number;
}

/** The message a shopper sees when no proof could be made of their file (the job failed for good). */
export const PROOF_FAILED_MESSAGE = 'We could not make an automatic proof of this file. Our team will prepare your proof by hand.';

/**
 * Where an order's artwork file is read from: the orders feature (after this one in the features'
 * order) hands it in when it registers (`app.artworkProofs.useOrderFiles`).
 */
export type OrderFileProofSource = (db: Database, files: FileStore, catalogue: Catalogue, orderFileId: string) => Promise<ProofWork | null>;

export interface ArtworkProofContext {
  database: DatabaseHandle;
  /** Where the artwork is read and the proof's files are stored (app.shop.files). */
  files: FileStores;
  snapshot: () => CatalogueSnapshot;
  shopName: string;
  orderFiles: () => OrderFileProofSource | null;
  /** Runs the drawing in one of the server's render slots (ArtworkProofServices.drawing). */
  drawing: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The job's handler: makes the source's proof unless it has one. */
export function makeArtworkProof(context: ArtworkProofContext) {
  return async (job: RunningJob<ArtworkProofSource>): Promise<void> => {
    const db = context.database.db;
    if (await proofExists(db, job.payload)) return;
    const catalogue = context.snapshot().catalogue;
    const source = job.payload;
    let work: ProofWork | null;
    if ('uploadId' in source) work = await loadUploadWork(db, context.files.on(db), catalogue, source.uploadId);
    else {
      const orderFiles = context.orderFiles();
      if (!orderFiles) throw new Error('no source of order files: the orders feature is not registered');
      work = await orderFiles(db, context.files.on(db), catalogue, source.orderFileId);
    }
    if (!work) return; // The file or the order is gone: nothing to prove.
    const proofWork = work;
    const rendered = await context.drawing(() => {
      job.signal.throwIfAborted();
      return render(proofWork, context.shopName, job.signal);
    });
    job.signal.throwIfAborted();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`artwork-proof:${sourceKey(job.payload)}`}))`);
      if (await proofExists(tx, job.payload)) return;
      const store = context.files.on(tx);
      const prefix = `artwork-proofs/${sourceKey(job.payload)}`;
      const keys = { proof: newStorageKey(prefix), light: newStorageKey(prefix), dark: newStorageKey(prefix) };
      await store.put(fileOf(keys.proof, rendered.pdf, 'application/pdf'));
      await store.put(fileOf(keys.light, rendered.light, 'image/png'));
      await store.put(fileOf(keys.dark, rendered.dark, 'image/png'));
      await tx.insert(artworkProofs).values({
        id: randomUUID(),
        order_id: work.orderId,
        order_file_id: 'orderFileId' in job.payload ? job.payload.orderFileId : null,
        upload_id: 'uploadId' in job.payload ? job.payload.uploadId : null,
        target: work.target,
        cut_line: rendered.cutLine,
        proof_key: keys.proof,
        preview_light_key: keys.light,
        preview_dark_key: keys.dark,
      });
    });
  };
}

const sourceKey = (source: ArtworkProofSource): string => ('orderFileId' in source ? `order-file-${source.orderFileId}` : `upload-${source.uploadId}`);

const fileOf = (key: string, content: Buffer, contentType: string) => ({ key, content, contentType, sha256: createHash('sha256').update(content).digest('hex') });

async function proofExists(db: Database, source: ArtworkProofSource): Promise<boolean> {
  const where = 'orderFileId' in source ? eq(artworkProofs.order_file_id, source.orderFileId) : eq(artworkProofs.upload_id, source.uploadId);
  const rows = await db.select({ id: artworkProofs.id }).from(artworkProofs).where(where);
  return rows.length > 0;
}

async function loadUploadWork(db: Database, files: FileStore, catalogue: Catalogue, uploadId: string): Promise<ProofWork | null> {
  const [upload] = await db.select().from(artworkUploads).where(eq(artworkUploads.id, uploadId));
  const stored = upload ? await files.get(upload.file_key) : undefined;
  if (!upload || !stored) return null;
  const target = upload.target;
  return {
    orderId: null,
    file: { name: upload.name, content: stored.content },
    target,
    verdict: upload.preflight,
    words: proofOptionWords(catalogue, { product_id: target.product_id, cutting_id: target.cutting_id, finishing_id: null }, target),
    quantity: null,
    orderNo: 'Not ordered yet',
    line: 1,
    version: 1,
  };
}

async function render(work: ProofWork, shopName: string, signal: AbortSignal) {
  // Drawn no larger than the proof shows it (the trace works at 1,024 px, the previews at 1,200):
  // a quarter of the pixels of a print-size drawing, so a quarter of the memory and time. The
  // print files draw the artwork again at print size.
  const raster = await rasteriseArtwork(work.file, work.target, { signal, maxSidePx: PROOF_PICTURE_MAX_PX });
  signal.throwIfAborted();
  const cutLine = await cutLineFor(raster.png, work.target);
  signal.throwIfAborted();
  const fit = fitOf(work.target);
  const notes = (work.verdict?.notes ?? []).filter((note) => note.level !== 'ok').map((note) => ({ level: NOTE_LEVEL[note.level], message: note.message }));
  if (cutLine.sizeSuggestion) notes.push({ level: 'warning', message: cutLine.sizeSuggestion.message });
  const [pdf, previews] = await Promise.all([
    renderProofPdf({
      artwork: raster.png,
      widthMm: work.target.print_width_mm,
      heightMm: work.target.print_height_mm,
      fit,
      cutLine,
      options: { ...work.words, quantity: work.quantity, orderNo: work.orderNo, line: work.line },
      notes,
      version: work.version,
      shopName,
    }),
    renderProofPreview({ artwork: raster.png, widthMm: work.target.print_width_mm, heightMm: work.target.print_height_mm, fit, cutLine }),
  ]);
  return { cutLine, pdf, light: previews.light, dark: previews.dark };
}
