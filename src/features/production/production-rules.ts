/**
 * Production's rules (issue 18), pure: which orders are in production, which file a line's print
 * PDF is made from, the files' names and a line's state on the Production view.
 */
import type { PrintFileKind } from './production.tables.js';

/** An order is approved (its files are made, it is listed in Production) at these statuses, with approved_at set. */
export const APPROVED_STATUSES = ['approved', 'in_production', 'dispatched'] as const;
/** Without a date, the Production view lists the work still to do: approved and in production, not yet dispatched. */
export const TO_DO_STATUSES = ['approved', 'in_production'] as const;

/** An automatic proof of an order artwork file (artwork_proofs), as the rule needs it. */
export interface ProofCandidate {
  id: string;
  status: string;
  /** The proof's artwork file's line (order_files.line_position): null for the whole order. */
  linePosition: number | null;
  releasedAt: Date | null;
  createdAt: Date;
}

/** An artwork file of the order (order_files, kind 'artwork'), as the rule needs it. */
export interface ArtworkCandidate {
  id: string;
  linePosition: number | null;
  contentType: string;
  /** Upload order: a later upload has a larger seq. */
  seq: number;
}

/** What a line's print PDF is made from, or why it is made by hand. */
export type PrintSource = { kind: 'proof'; proofId: string } | { kind: 'artwork'; orderFileId: string } | { kind: 'by-hand' };

/** Content types a print PDF can be made from without the automatic proof: images pdfkit places as they are. */
export const PLACEABLE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/** A file for line `position`: that line's, or the whole order's when the order has one line (artworkTarget's rule). */
const belongsTo = (filePosition: number | null, position: number, lineCount: number): boolean => filePosition === position || (filePosition === null && lineCount === 1 && position === 0);

const latest = <T>(items: T[], time: (item: T) => number): T | undefined => items.reduce<T | undefined>((best, item) => (best === undefined || time(item) > time(best) ? item : best), undefined);

/**
 * The rule for a line's print PDF:
 * 1. The line's latest released automatic proof (artwork_proofs, status 'released'): its artwork
 *    (rasterised, as the shopper approved it), its target and its cut line.
 * 2. Otherwise (staff sent their own proof PDF instead), the line's latest artwork file, if it is
 *    a PNG or JPEG: placed covering the bleed, with a rectangle cut at the ordered size.
 * 3. Otherwise the artwork needs preparing by hand: no print PDF (the job sheet is still made).
 */
export function printSourceOf(position: number, lineCount: number, proofs: readonly ProofCandidate[], artwork: readonly ArtworkCandidate[]): PrintSource {
  const released = latest(
    proofs.filter((p) => p.status === 'released' && belongsTo(p.linePosition, position, lineCount)),
    (p) => (p.releasedAt ?? p.createdAt).getTime(),
  );
  if (released) return { kind: 'proof', proofId: released.id };
  const file = latest(
    artwork.filter((f) => belongsTo(f.linePosition, position, lineCount)),
    (f) => f.seq,
  );
  if (file && PLACEABLE_IMAGE_TYPES.has(file.contentType)) return { kind: 'artwork', orderFileId: file.id };
  return { kind: 'by-hand' };
}

/** "S261126-ABCD1234-L1-print.pdf": a file's download name (line is 1-based). */
export const printFileName = (orderNo: string, line: number, kind: PrintFileKind): string => `${orderNo}-L${line}-${kind}.pdf`;

export const PRODUCTION_STATES = ['ready', 'being_made', 'by_hand'] as const;
export type ProductionState = (typeof PRODUCTION_STATES)[number];

export const PRODUCTION_STATE_LABELS: Record<ProductionState, string> = {
  ready: 'Ready to print',
  being_made: 'Files being made',
  by_hand: 'Artwork needs preparing by hand',
};

/**
 * A line's state: by hand when it has no print source; otherwise ready once its job sheet is
 * stored (the job makes the print PDF and the gang sheet first, the job sheet last), else being made.
 */
export function productionState(source: PrintSource, kinds: ReadonlySet<PrintFileKind>): ProductionState {
  if (source.kind === 'by-hand') return 'by_hand';
  return kinds.has('print') && kinds.has('job-sheet') ? 'ready' : 'being_made';
}
