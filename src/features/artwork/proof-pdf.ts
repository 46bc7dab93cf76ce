/**
 * The automatic proof (issue 18): one page with the artwork at the ordered size plus bleed, drawn at
 * true scale, TrimBox/BleedBox on the page dictionary, the cut line stroked overprinting in the
 * CutContour Separation (alternate 100 % magenta), dimension marks, the line's options, the
 * preflight notes and the proof version. Artwork: PNG or JPEG bytes (PDF artwork is not yet
 * rasterised here).
 */
import PDFDocument from 'pdfkit';
import { FLAT_BLEED_MM } from '../artwork-templates/template-sizes.js';

export type CutPath = Array<Array<{ x: number; y: number }>>;
export type FixedShape =
  | { shape: 'circle' | 'square' | 'rectangle' | 'oval' }
  | { shape: 'rounded-rectangle'; cornerRadiusMm: number };

export interface ProofInput {
  artwork: Buffer;
  widthMm: number;
  heightMm: number;
  bleedMm?: number;
  /** Closed polygons in mm, origin top-left of the trim box. */
  cutPath: CutPath;
  fixedShape?: FixedShape;
  options: {
    productName: string;
    size: string;
    material: string;
    finishing: string;
    quantity: number;
    orderNo: string;
    line: number;
  };
  notes: Array<{ level: 'ok' | 'warning' | 'error'; message: string }>;
  version: number;
  shopName: string;
}

/** A fixed shape at the ordered size as one closed polygon (mm, origin top-left of the trim). */
export function fixedShapePath(
  f: FixedShape,
  w: number,
  h: number,
  steps = 96,
): CutPath {
  if (f.shape === 'square' || f.shape === 'rectangle')
    return [
      [
        { x: 0, y: 0 },
        { x: w, y: 0 },
        { x: w, y: h },
        { x: 0, y: h },
      ],
    ];
  if (f.shape !== 'rounded-rectangle') {
    return [
      Array.from({ length: steps }, (_, i) => ({
        x: w / 2 + (w / 2) * Math.cos((i / steps) * 2 * Math.PI),
        y: h / 2 + (h / 2) * Math.sin((i / steps) * 2 * Math.PI),
      })),
    ];
  }
  const r = Math.min(f.cornerRadiusMm, w / 2, h / 2);
  const corners = [
    [w - r, r, -90],
    [w - r, h - r, 0],
    [r, h - r, 90],
    [r, r, 180],
  ] as const;
  return [
    corners.flatMap(([cx, cy, a0]) =>
      Array.from({ length: 9 }, (_, i) => {
        const a = ((a0 + (i * 90) / 8) * Math.PI) / 180;
        return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
      }),
    ),
  ];
}

/** The cut path to draw: the fixed shape when given, otherwise the traced path. */
export const effectiveCutPath = (i: {
  cutPath: CutPath;
  fixedShape?: FixedShape;
  widthMm: number;
  heightMm: number;
}): CutPath =>
  i.fixedShape
    ? fixedShapePath(i.fixedShape, i.widthMm, i.heightMm)
    : i.cutPath;

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

export function renderProofPdf(
  input: ProofInput,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
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

  doc.image(input.artwork, x0, y0, { width: bw, height: bh });
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
  for (const ring of effectiveCutPath(input)) {
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
  doc.font('Helvetica').fontSize(8).fillColor('#111827');
  doc.text(`${input.widthMm} mm`, tx, dy + 5, {
    width: tw,
    align: 'center',
    lineBreak: false,
  });
  doc
    .save()
    .rotate(90, { origin: [dx + 6, ty + th / 2] })
    .text(`${input.heightMm} mm`, dx + 6 - 40, ty + th / 2 - 4, {
      width: 80,
      align: 'center',
      lineBreak: false,
    })
    .restore();

  // Details panel.
  const px = x0 + bw + MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(input.shopName, px, MARGIN, { width: PANEL_W });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      `Proof v${input.version} — please check spelling, size and the cut line`,
      { width: PANEL_W },
    );
  doc.moveDown(0.6);
  const o = input.options;
  const rows: Array<[string, string]> = [
    ['Order', `${o.orderNo}, line ${o.line}`],
    ['Product', o.productName],
    ['Size', o.size],
    ['Material', o.material],
    ['Finishing', o.finishing],
    ['Quantity', String(o.quantity)],
    ['Bleed', `${bleed} mm`],
    ['Cut line', `${CUT_CONTOUR} (magenta)`],
  ];
  for (const [k, v] of rows)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${k}: `, { continued: true, width: PANEL_W })
      .font('Helvetica')
      .text(v);
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Preflight notes', { width: PANEL_W });
  if (input.notes.length === 0)
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('No issues found.', { width: PANEL_W });
  for (const n of input.notes)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(
        n.level === 'error'
          ? '#b91c1c'
          : n.level === 'warning'
            ? '#b45309'
            : '#111827',
      )
      .text(`${n.level.toUpperCase()}: ${n.message}`, { width: PANEL_W });
  doc.end();
  return done;
}
