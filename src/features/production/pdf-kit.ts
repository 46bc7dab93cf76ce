/**
 * What the print files share when they are drawn with pdfkit, as the automatic proof draws them
 * (artwork/proof-pdf.ts): millimetres to points, a deterministic document (fixed dates, so the same
 * input gives the same bytes), the page's TrimBox and BleedBox, and the cut path stroked in the
 * CutContour Separation (alternate 100 % magenta) with overprint on, which the cutter reads and
 * the press leaves out.
 */
import PDFDocument from 'pdfkit';
import type { PointMm } from '../artwork/cut-line.js';

export const PT_PER_MM = 72 / 25.4;
export const pt = (mm: number): number => mm * PT_PER_MM;

/** The spot colour the cutter follows. */
export const CUT_CONTOUR = 'CutContour';
/** Every print file says it was made on this date: the bytes depend only on the input. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

interface DocInternals {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): PDFKit.PDFDocument;
  page: { dictionary: { data: Record<string, unknown> }; ext_gstates: Record<string, unknown>; height: number };
  ref(data: Record<string, unknown>): { end(): void };
}
const internals = (doc: PDFKit.PDFDocument): DocInternals => doc as unknown as DocInternals;

/** Tests read the content streams uncompressed. */
export interface PdfOptions {
  compress?: boolean;
}

/** A one-page document `widthPt` × `heightPt` (or a named size) and the promise of its bytes. */
export function newDocument(size: [number, number], title: string, options: PdfOptions = {}): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size, margin: 0, compress: options.compress ?? true, info: { Title: title, Creator: 'Print Shop Singapore production', CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A box in points from the page's top-left corner. */
export interface BoxPt {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Sets the page's TrimBox and BleedBox (PDF boxes count from the bottom-left corner). */
export function setPageBoxes(doc: PDFKit.PDFDocument, trim: BoxPt, bleed: BoxPt): void {
  const page = internals(doc).page;
  const box = (b: BoxPt) => [b.x, page.height - b.y - b.height, b.x + b.width, page.height - b.y];
  page.dictionary.data.TrimBox = box(trim);
  page.dictionary.data.BleedBox = box(bleed);
}

/** Declares the CutContour Separation and an overprinting graphics state on the current page. */
export function prepareCutContour(doc: PDFKit.PDFDocument): void {
  const pdf = internals(doc);
  pdf.addSpotColor(CUT_CONTOUR, 0, 100, 0, 0);
  const gs = pdf.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  gs.end();
  pdf.page.ext_gstates.GsCut = gs;
}

/** Strokes closed paths (mm, from `origin` in points) in CutContour, overprinting. Call prepareCutContour first. */
export function strokeCutPaths(doc: PDFKit.PDFDocument, paths: readonly (readonly PointMm[])[], origin: { x: number; y: number }): void {
  doc.save();
  doc.addContent('/GsCut gs');
  doc.lineWidth(0.25);
  let drawn = false;
  for (const ring of paths) {
    if (ring.length < 2) continue;
    const at = (p: PointMm) => ({ x: origin.x + pt(p.x), y: origin.y + pt(p.y) });
    const first = at(ring[0]!);
    doc.moveTo(first.x, first.y);
    for (const p of ring.slice(1)) {
      const q = at(p);
      doc.lineTo(q.x, q.y);
    }
    doc.closePath();
    drawn = true;
  }
  if (drawn) doc.stroke(CUT_CONTOUR);
  doc.restore();
}

/** Text on one line at `size` points, made smaller when it would not fit `width`. */
export function fittedText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number): void {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  const fitted = natural > width ? Math.max(3, (size * width) / natural) : size;
  doc.fontSize(fitted).text(text, x, y, { lineBreak: false, width, align: 'center' });
}

/** Crop marks at the trim box's corners, drawn in the slug (starting `offsetPt` outside the bleed). */
export function cropMarks(doc: PDFKit.PDFDocument, trim: BoxPt, offsetPt: number, lengthPt: number): void {
  doc.save().lineWidth(0.25).strokeColor('black');
  const xs = [trim.x, trim.x + trim.width];
  const ys = [trim.y, trim.y + trim.height];
  for (const x of xs)
    for (const y of ys) {
      const dx = x === trim.x ? -1 : 1;
      const dy = y === trim.y ? -1 : 1;
      doc.moveTo(x + dx * offsetPt, y).lineTo(x + dx * (offsetPt + lengthPt), y);
      doc.moveTo(x, y + dy * offsetPt).lineTo(x, y + dy * (offsetPt + lengthPt));
    }
  doc.stroke().restore();
}
