/**
 * The print PDF of one order line (issue 18): one page, the bleed box plus a slug all round.
 *
 *   ┌──────────── slug (SLUG_MM) ─────────────┐   MediaBox: bleed box + slug on every side
 *   │   ┌────── bleed box (trim + bleed) ──┐   │   BleedBox, TrimBox on the page dictionary
 *   │   │   ┌──── trim box ─────────────┐  │   │   the artwork, placed as the proof placed it
 *   │   │   │  artwork + CutContour     │  │   │   (artworkPlacement), clipped to the bleed box
 *   │   │   └───────────────────────────┘  │   │   the cut path in CutContour, overprinting
 *   │   └──────────────────────────────────┘   │   crop marks at the trim corners
 *   └── "S261126-ABCD1234 · line 1 · qty 500 · 50 × 50 mm" ──┘
 *
 * The trim box is what the artwork must cover (the target's print size: a badge's disc includes
 * the part that wraps round its edge). Deterministic: the same input gives the same bytes.
 */
import { embedRaster } from './pdf-raster.js';
import { FLAT_BLEED_MM } from '../artwork-templates/template-sizes.js';
import type { CutLine } from '../artwork/cut-line.js';
import { artworkPlacement } from '../artwork/proof-pdf.js';
import { cropMarks, type PdfOptions, fittedText, newDocument, prepareCutContour, pt, setPageBoxes, strokeCutPaths } from './pdf-kit.js';
import { SLUG_MM } from './production-settings.js';

export interface PrintPdfInput {
  /** PNG (with alpha) or JPEG bytes: the artwork as drawn. */
  artwork: Buffer;
  /** The trim box, mm: what the artwork covers. */
  widthMm: number;
  heightMm: number;
  /** Default FLAT_BLEED_MM (2 mm). */
  bleedMm?: number;
  /** `pad`: fitted inside the trim box, centred (contour cuts); `crop`: covering the bleed box (fixed shapes, rectangles). */
  fit: 'crop' | 'pad';
  /** The cut, mm from the trim box's top-left corner. */
  cutLine: Pick<CutLine, 'paths'>;
  /** The slug's words (printSlug). */
  slug: string;
  title: string;
}

/** "S261126-ABCD1234 · line 1 · qty 500 · 50 × 50 mm": what the slug of a line's print PDF says. */
export function printSlug(orderNo: string, line: number, quantity: number, sizeWords: string): string {
  // The size as printed only: a badge's "(a 58 mm badge with the part that wraps round its edge)" does not fit the slug.
  return `${orderNo} · line ${line} · qty ${quantity} · ${sizeWords.replace(/\s*\(.*\)$/, '')}`;
}

/** Where the page's boxes sit, in points from its top-left corner. */
export function printPageLayout(widthMm: number, heightMm: number, bleedMm: number) {
  const slug = pt(SLUG_MM);
  const bleed = { x: slug, y: slug, width: pt(widthMm + 2 * bleedMm), height: pt(heightMm + 2 * bleedMm) };
  const trim = { x: slug + pt(bleedMm), y: slug + pt(bleedMm), width: pt(widthMm), height: pt(heightMm) };
  return { page: { width: bleed.width + 2 * slug, height: bleed.height + 2 * slug }, bleed, trim, slug };
}

export async function renderPrintPdf(input: PrintPdfInput, options: PdfOptions = {}): Promise<Buffer> {
  const bleedMm = input.bleedMm ?? FLAT_BLEED_MM;
  const layout = printPageLayout(input.widthMm, input.heightMm, bleedMm);
  const { doc, done } = newDocument([layout.page.width, layout.page.height], input.title, options);
  const artwork = await embedRaster(doc, input.artwork);
  setPageBoxes(doc, layout.trim, layout.bleed);
  prepareCutContour(doc);

  const { bleed, trim } = layout;
  const place = artworkPlacement(input.fit, input.widthMm, input.heightMm, bleedMm, { width: artwork.widthPx, height: artwork.heightPx });
  doc.save().rect(bleed.x, bleed.y, bleed.width, bleed.height).clip();
  artwork.draw(trim.x + pt(place.x), trim.y + pt(place.y), pt(place.width), pt(place.height));
  doc.restore();

  strokeCutPaths(doc, input.cutLine.paths, { x: trim.x, y: trim.y });

  // The slug, outside the bleed: crop marks, then the words under the bleed box.
  cropMarks(doc, trim, pt(bleedMm) + 1, layout.slug * 0.45);
  doc.font('Helvetica').fillColor('black');
  fittedText(doc, input.slug, 2, bleed.y + bleed.height + layout.slug * 0.55, layout.page.width - 4, 6);
  doc.end();
  return done;
}
