/**
 * The automatic proof (issue 18): one page with the artwork at the ordered size plus bleed, drawn at
 * true scale, TrimBox/BleedBox on the page dictionary, the cut line stroked overprinting in the
 * CutContour Separation (alternate 100 % magenta), dimension marks, the line's options, the
 * preflight notes and the proof version. Artwork: PNG or JPEG bytes (a PDF or SVG is rasterised first).
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { FLAT_BLEED_MM } from '../artwork-templates/template-sizes.js';
import type { CutLine } from './cut-line.js';
import { textWidth, writeText } from '../../server/pdf-text.js';

export interface ProofInput {
  /** PNG or JPEG bytes: the artwork as drawn (a PDF or SVG is rasterised first, rasterise.ts). */
  artwork: Buffer;
  widthMm: number;
  heightMm: number;
  bleedMm?: number;
  /** How the artwork sits on the size: `pad` fitted inside it (contour cuts), `crop` covering the bleed (fixed shapes). */
  fit: 'crop' | 'pad';
  /** The cut line (cut-line.ts): traced, or a fixed shape at the ordered size. */
  cutLine: Pick<CutLine, 'paths'>;
  options: {
    productName: string;
    size: string;
    material: string;
    finishing: string;
    /** Null before an order (a product-page upload). */
    quantity: number | null;
    orderNo: string;
    line: number;
  };
  notes: Array<{ level: 'ok' | 'warning' | 'error'; message: string }>;
  version: number;
  shopName: string;
}

/** The long side of the artwork drawn on a proof, px: a proof is looked at, not printed from. */
export const PROOF_PICTURE_MAX_PX = 2000;

/**
 * The artwork as the proof draws it: at most PROOF_PICTURE_MAX_PX on the long side, on white (a
 * proof is read on paper or a screen; the previews show clear and white-ink stock), as a JPEG at
 * high quality without chroma subsampling. pdfkit embeds a JPEG's bytes as they are; a PNG it
 * reads into a JavaScript array a byte at a time (png-js), which took some 270 MB of heap for a
 * 2,000 px design (and, with alpha, 23 s to split for 4,000 px). The print files keep the full artwork.
 */
async function proofPicture(artwork: Buffer): Promise<Buffer> {
  return sharp(artwork)
    .resize(PROOF_PICTURE_MAX_PX, PROOF_PICTURE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** A rectangle in mm, origin top-left of the trim box. */
export interface RectMm {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the artwork is drawn, in mm from the trim box's top-left corner: the one placement the
 * proof, its preview and the print files share, and the one the cut line was traced at
 * (cut-line.ts fits the design inside the size, centred).
 * - `pad` (contour cuts): the whole design fitted inside the size, centred; what is left is blank.
 * - `crop` (fixed shapes, rectangles): the design covers the size and its bleed, centred; what
 *   sticks out is cut off (the page clips to the bleed box).
 */
export function artworkPlacement(fit: 'crop' | 'pad', widthMm: number, heightMm: number, bleedMm: number, artworkPx: { width: number; height: number }): RectMm {
  const aspect = artworkPx.width / artworkPx.height;
  const boxW = fit === 'pad' ? widthMm : widthMm + 2 * bleedMm;
  const boxH = fit === 'pad' ? heightMm : heightMm + 2 * bleedMm;
  const wide = aspect >= boxW / boxH;
  // pad: the long side meets the box; crop: the short side does.
  const width = wide === (fit === 'pad') ? boxW : boxH * aspect;
  const height = wide === (fit === 'pad') ? boxW / aspect : boxH;
  return { x: (widthMm - width) / 2, y: (heightMm - height) / 2, width, height };
}

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number): number => mm * PT_PER_MM;
const MARGIN = 48;
const PANEL_W = 260;
const CUT_CONTOUR = 'CutContour';
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

interface DocInternals {
  addSpotColor(
    name: string,
    c: number,
    m: number,
    y: number,
    k: number,
  ): PDFKit.PDFDocument;
  page: {
    dictionary: { data: Record<string, unknown> };
    ext_gstates: Record<string, unknown>;
  };
  ref(data: Record<string, unknown>): { end(): void };
}
const internals = (doc: PDFKit.PDFDocument): DocInternals =>
  doc as unknown as DocInternals;

export async function renderProofPdf(
  input: ProofInput,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const meta = await sharp(input.artwork).metadata();
  const picture = await proofPicture(input.artwork);
  const bleed = input.bleedMm ?? FLAT_BLEED_MM;
  const bw = pt(input.widthMm + 2 * bleed);
  const bh = pt(input.heightMm + 2 * bleed);
  const W = MARGIN + bw + MARGIN + PANEL_W + MARGIN;
  const H = Math.max(MARGIN + bh + 40 + MARGIN, 420);
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    compress: opts.compress ?? true,
    info: {
      Title: `Proof v${input.version} ${input.options.orderNo} line ${input.options.line}`,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pdf = internals(doc);
  pdf.addSpotColor(CUT_CONTOUR, 0, 100, 0, 0);

  // Artboard: bleed box at (MARGIN, MARGIN) from the top left.
  const x0 = MARGIN;
  const y0 = MARGIN;
  const tx = x0 + pt(bleed);
  const ty = y0 + pt(bleed);
  const page = pdf.page.dictionary.data;
  page.BleedBox = [x0, H - y0 - bh, x0 + bw, H - y0];
  page.TrimBox = [
    tx,
    H - ty - pt(input.heightMm),
    tx + pt(input.widthMm),
    H - ty,
  ];

  const place = artworkPlacement(input.fit, input.widthMm, input.heightMm, bleed, { width: meta.width ?? 1, height: meta.height ?? 1 });
  doc.save().rect(x0, y0, bw, bh).clip();
  doc.image(picture, tx + pt(place.x), ty + pt(place.y), { width: pt(place.width), height: pt(place.height) });
  doc.restore();
  doc
    .save()
    .lineWidth(0.3)
    .dash(2, { space: 2 })
    .rect(tx, ty, pt(input.widthMm), pt(input.heightMm))
    .stroke('#9ca3af')
    .undash()
    .restore();

  // Cut line, overprinting in CutContour.
  const gs = pdf.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  gs.end();
  pdf.page.ext_gstates.GsCut = gs;
  doc.save();
  doc.addContent('/GsCut gs');
  doc.lineWidth(0.5);
  for (const ring of input.cutLine.paths) {
    if (ring.length < 2) continue;
    doc.moveTo(tx + pt(ring[0]!.x), ty + pt(ring[0]!.y));
    for (const p of ring.slice(1)) doc.lineTo(tx + pt(p.x), ty + pt(p.y));
    doc.closePath();
  }
  doc.stroke(CUT_CONTOUR);
  doc.restore();

  // Dimension marks.
  const tw = pt(input.widthMm);
  const th = pt(input.heightMm);
  doc.save().lineWidth(0.5).strokeColor('#374151');
  const dy = y0 + bh + 14;
  doc
    .moveTo(tx, dy)
    .lineTo(tx + tw, dy)
    .moveTo(tx, dy - 4)
    .lineTo(tx, dy + 4)
    .moveTo(tx + tw, dy - 4)
    .lineTo(tx + tw, dy + 4)
    .stroke();
  const dx = x0 + bw + 14;
  doc
    .moveTo(dx, ty)
    .lineTo(dx, ty + th)
    .moveTo(dx - 4, ty)
    .lineTo(dx + 4, ty)
    .moveTo(dx - 4, ty + th)
    .lineTo(dx + 4, ty + th)
    .stroke();
  doc.restore();
  // Text in the documents' embedded fonts (server/pdf-text.ts): a shop name, product or file name in
  // Chinese or Tamil prints as written on the proof the shopper approves.
  const label = { size: 8, color: '#111827', align: 'center', singleLine: true } as const;
  writeText(doc, `${input.widthMm} mm`, tx, dy + 5, { ...label, width: tw });
  doc.save().rotate(90, { origin: [dx + 6, ty + th / 2] });
  writeText(doc, `${input.heightMm} mm`, dx + 6 - 40, ty + th / 2 - 4, { ...label, width: 80 });
  doc.restore();

  // Details panel.
  const px = x0 + bw + MARGIN;
  const panel = { width: PANEL_W, lineHeight: 1.2, color: '#111827' } as const;
  let y = writeText(doc, input.shopName, px, MARGIN, { ...panel, weight: 'bold', size: 14 });
  y = writeText(doc, `Proof v${input.version} — please check spelling, size and the cut line`, px, y, { ...panel, weight: 'bold', size: 10 }) + 7;
  const o = input.options;
  const rows: Array<[string, string]> = [
    ['Order', `${o.orderNo}, line ${o.line}`],
    ['Product', o.productName],
    ['Size', o.size],
    ['Material', o.material],
    ['Finishing', o.finishing],
    ['Quantity', o.quantity === null ? 'As ordered' : String(o.quantity)],
    ['Bleed', `${bleed} mm`],
    ['Cut line', `${CUT_CONTOUR} (magenta)`],
  ];
  for (const [k, v] of rows) {
    // The label in bold, the value after it (wrapping under itself).
    const key = `${k}:`;
    const keyWidth = textWidth(doc, key, { weight: 'bold', size: 9 }) + 3;
    writeText(doc, key, px, y, { ...panel, weight: 'bold', size: 9 });
    y = writeText(doc, v, px + keyWidth, y, { ...panel, size: 9, width: PANEL_W - keyWidth });
  }
  y = writeText(doc, 'Preflight notes', px, y + 7, { ...panel, weight: 'bold', size: 10 });
  if (input.notes.length === 0) writeText(doc, 'No issues found.', px, y, { ...panel, size: 9 });
  for (const n of input.notes) y = writeText(doc, `${n.level.toUpperCase()}: ${n.message}`, px, y, { ...panel, size: 9, color: n.level === 'error' ? '#b91c1c' : n.level === 'warning' ? '#b45309' : '#111827' });
  doc.end();
  return done;
}
