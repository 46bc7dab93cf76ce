/**
 * Gang sheets (issue 18): a sticker sheet (a kiss-cut sheet, PrintTarget.sheet) is printed many up
 * on the press sheet (GANG_SHEET, production-settings.ts).
 *
 * The layout (gangLayout, pure):
 * 1. The usable area is the sheet less its margin on every side.
 * 2. Copies stand in a grid with `gutter` between neighbours: columns = ⌊(usable width + gutter) ÷
 *    (copy width + gutter)⌋, rows likewise.
 * 3. The same grid with every copy turned 90° is tried too; the one holding more copies wins (the
 *    upright one on a tie).
 * 4. The grid is centred in the usable area, so the margins left over are equal on both sides.
 * A copy larger than the usable area either way fits 0 times: no gang sheet, the job sheet says so.
 *
 * The gang sheet PDF draws each copy's artwork (clipped to its trim box plus half the gutter, its
 * bleed) and its cut path in CutContour, with the count and the sheets needed in the margin.
 */
import { embedRaster } from './pdf-raster.js';
import type { CutLine } from '../artwork/cut-line.js';
import { artworkPlacement } from '../artwork/proof-pdf.js';
import { fittedText, type PdfOptions, newDocument, prepareCutContour, pt, setPageBoxes, strokeCutPaths } from './pdf-kit.js';

export interface GangSheetSize {
  widthMm: number;
  heightMm: number;
  marginMm: number;
}

/** One copy: its top-left corner on the sheet (mm from the sheet's top-left) and whether it is turned 90° clockwise. */
export interface GangCopy {
  x: number;
  y: number;
  rotated: boolean;
}

export interface GangLayout {
  count: number;
  columns: number;
  rows: number;
  rotated: boolean;
  /** The copy's footprint on the sheet (width and height swapped when rotated), mm. */
  copyWidthMm: number;
  copyHeightMm: number;
  copies: GangCopy[];
}

const EPSILON = 1e-9;
const fitting = (space: number, size: number, gutter: number): number => (size <= 0 ? 0 : Math.max(0, Math.floor((space + gutter + EPSILON) / (size + gutter))));

/** How many copies of `item` fit on `sheet` with `gutterMm` between them, and where (steps 1–4 above). */
export function gangLayout(sheet: GangSheetSize, item: { widthMm: number; heightMm: number }, gutterMm: number): GangLayout {
  const usableW = sheet.widthMm - 2 * sheet.marginMm;
  const usableH = sheet.heightMm - 2 * sheet.marginMm;
  const grid = (w: number, h: number) => {
    const columns = fitting(usableW, w, gutterMm);
    const rows = fitting(usableH, h, gutterMm);
    return { columns, rows, count: columns * rows, w, h };
  };
  const upright = grid(item.widthMm, item.heightMm);
  const turned = grid(item.heightMm, item.widthMm);
  const rotated = turned.count > upright.count;
  const best = rotated ? turned : upright;
  const copies: GangCopy[] = [];
  if (best.count > 0) {
    const blockW = best.columns * best.w + (best.columns - 1) * gutterMm;
    const blockH = best.rows * best.h + (best.rows - 1) * gutterMm;
    const x0 = sheet.marginMm + (usableW - blockW) / 2;
    const y0 = sheet.marginMm + (usableH - blockH) / 2;
    for (let row = 0; row < best.rows; row++)
      for (let column = 0; column < best.columns; column++) copies.push({ x: x0 + column * (best.w + gutterMm), y: y0 + row * (best.h + gutterMm), rotated });
  }
  return { count: best.count, columns: best.columns, rows: best.rows, rotated, copyWidthMm: best.w, copyHeightMm: best.h, copies };
}

/** Press sheets needed for `quantity` copies at `perSheet` a sheet. */
export const sheetsNeeded = (quantity: number, perSheet: number): number => (perSheet > 0 ? Math.ceil(quantity / perSheet) : 0);

export interface GangSheetInput {
  sheet: GangSheetSize & { name: string; gutterMm: number };
  /** PNG or JPEG: one copy's artwork. */
  artwork: Buffer;
  /** One copy's trim size, mm. */
  widthMm: number;
  heightMm: number;
  fit: 'crop' | 'pad';
  cutLine: Pick<CutLine, 'paths'>;
  quantity: number;
  /** "S261126-ABCD1234 · line 1": whose copies these are. */
  label: string;
  title: string;
}

/** The gang sheet PDF and its layout. */
export async function renderGangSheetPdf(input: GangSheetInput, options: PdfOptions = {}): Promise<{ pdf: Buffer; layout: GangLayout }> {
  const { sheet } = input;
  const layout = gangLayout(sheet, { widthMm: input.widthMm, heightMm: input.heightMm }, sheet.gutterMm);
  const bleedMm = sheet.gutterMm / 2;
  const { doc, done } = newDocument([pt(sheet.widthMm), pt(sheet.heightMm)], input.title, options);
  const artwork = await embedRaster(doc, input.artwork);
  const place = artworkPlacement(input.fit, input.widthMm, input.heightMm, bleedMm, { width: artwork.widthPx, height: artwork.heightPx });
  const inner = { x: pt(sheet.marginMm), y: pt(sheet.marginMm), width: pt(sheet.widthMm - 2 * sheet.marginMm), height: pt(sheet.heightMm - 2 * sheet.marginMm) };
  setPageBoxes(doc, inner, inner);
  prepareCutContour(doc);

  // The artwork once (embedded once however often it is drawn), in each copy's frame.
  for (const copy of layout.copies) {
    doc.save().translate(pt(copy.x), pt(copy.y));
    if (copy.rotated) doc.translate(pt(input.heightMm), 0).rotate(90);
    doc.save().rect(-pt(bleedMm), -pt(bleedMm), pt(input.widthMm + 2 * bleedMm), pt(input.heightMm + 2 * bleedMm)).clip();
    artwork.draw(pt(place.x), pt(place.y), pt(place.width), pt(place.height));
    doc.restore();
    doc.restore();
  }
  for (const copy of layout.copies) {
    doc.save().translate(pt(copy.x), pt(copy.y));
    if (copy.rotated) doc.translate(pt(input.heightMm), 0).rotate(90);
    strokeCutPaths(doc, input.cutLine.paths, { x: 0, y: 0 });
    doc.restore();
  }

  const sheets = sheetsNeeded(input.quantity, layout.count);
  const words = `${input.label} · ${layout.count} up on ${sheet.name} (${layout.columns} × ${layout.rows}${layout.rotated ? ', turned 90°' : ''}) · qty ${input.quantity}: ${sheets} sheet${sheets === 1 ? '' : 's'}`;
  doc.font('Helvetica').fillColor('black');
  fittedText(doc, words, pt(sheet.marginMm), pt(sheet.heightMm - sheet.marginMm) + 6, pt(sheet.widthMm - 2 * sheet.marginMm), 7);
  doc.end();
  return { pdf: await done, layout };
}
