/**
 * Draws one artwork template (template-sizes.ts) as a one-page PDF at actual size, for designers
 * and for the shop's prepress:
 *
 * - The page (MediaBox) is the bleed size. TrimBox is the finished size, BleedBox the page and
 *   ArtBox the safe area, set on the page dictionary, so Acrobat, InDesign, Illustrator and RIPs
 *   read the boxes from the file itself (`pdfinfo -box` lists them).
 * - The cut line is stroked, overprinting, in a Separation colour space named CutContour
 *   (alternate DeviceCMYK 0 1 0 0: magenta on screen), the name cutting plotters and RIPs
 *   (Roland, Mimaki, Summa, Caldera) route to the knife instead of printing. A circle for badges
 *   (the disc the press takes, larger than the front); a rectangle on the trim for cards, tags and
 *   magnets, with softened corners for a die-cut magnet.
 * - Everything else (tinted bleed and wrap bands, the badge's front, the dashed safe area, the
 *   Rounded Corners option, the punch hole, labels and instructions) is on an optional-content
 *   layer "Guides (not printed)" that is visible on screen and switched off for printing and
 *   export, and drawn in light colours, so a guide left in a finished file never prints.
 * - Deterministic: fixed dates and no random id, so a template is the same bytes on every server
 *   and every run (the route caches and ETags them).
 *
 * The `.ai` file is this same PDF with its title saying it is for Illustrator. Since version 9
 * Illustrator has written .ai files as PDF-compatible files, and it opens a PDF saved under the .ai
 * name as an Illustrator document (the CutContour Separation becomes a spot swatch), so no
 * proprietary Illustrator data is needed; any PDF reader opens the same file.
 */
import PDFDocument from 'pdfkit';
import { PUNCH_HOLE_CENTRE_FROM_TOP_MM, PUNCH_HOLE_CLEARANCE_MM, templateBoxes, type TemplateFormat, type TemplateSpec } from './template-sizes.js';

const PT_PER_MM = 72 / 25.4;
export const mmToPt = (mm: number): number => mm * PT_PER_MM;

/** Fixed, so the same template is the same bytes every time (the file id is a hash of the info). */
const TEMPLATE_DATE = new Date(Date.UTC(2026, 0, 1));

export const CUT_CONTOUR = 'CutContour';

const COLOUR = {
  bleed: '#fbe4ea',
  bleedLine: '#d6336c',
  wrap: '#e7edf5',
  front: '#15803d',
  safe: '#2563eb',
  hole: '#9333ea',
  holeFill: '#f3e8ff',
  rounded: '#b45309',
  text: '#374151',
  muted: '#6b7280',
} as const;

type Doc = PDFKit.PDFDocument;

/** pdfkit API missing from @types/pdfkit (addSpotColor) and internals this module writes to (the page's resources, the document catalogue). */
interface DocInternals {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): Doc;
  _root: { data: Record<string, unknown> };
  page: { resources: { data: Record<string, unknown> }; dictionary: { data: Record<string, unknown> }; ext_gstates: Record<string, unknown> };
  ref(data: Record<string, unknown>): { end(): void };
}
const internals = (doc: Doc): DocInternals => doc as unknown as DocInternals;

/** Renders a template to PDF bytes. */
export function templatePdf(spec: TemplateSpec, format: TemplateFormat): Promise<Buffer> {
  const boxes = templateBoxes(spec);
  const W = mmToPt(boxes.pageWidthMm);
  const H = mmToPt(boxes.pageHeightMm);
  const title = `${spec.productName} ${spec.label} artwork template${format === 'ai' ? ' for Adobe Illustrator' : ''}`;
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    info: {
      Title: title,
      Subject: `${spec.productName}, ${spec.label}: trim ${trimText(spec)}, bleed ${spec.bleedMm} mm, safe area ${spec.safeMm} mm inside the trim, cut line in the ${CUT_CONTOUR} spot colour`,
      Keywords: `artwork template, ${spec.productRef}, ${spec.size}, TrimBox, BleedBox, ${CUT_CONTOUR}`,
      Creator: format === 'ai' ? 'PDF-compatible Illustrator file (open in Adobe Illustrator)' : 'Artwork template',
      Producer: 'PDFKit',
      CreationDate: TEMPLATE_DATE,
      ModDate: TEMPLATE_DATE,
    },
    displayTitle: true,
    // Optional content (the guides layer) needs PDF 1.5.
    pdfVersion: '1.5',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  setBoxes(doc, spec);
  internals(doc).addSpotColor(CUT_CONTOUR, 0, 100, 0, 0);
  const guides = guidesLayer(doc);

  guides(() => (spec.cut.shape === 'circle' ? badgeGuides(doc, spec) : flatGuides(doc, spec)));
  cutLine(doc, spec);
  guides(() => legend(doc, spec));

  doc.end();
  return done;
}

const trimText = (spec: TemplateSpec): string => (spec.cut.shape === 'circle' ? `${spec.widthMm} mm front` : `${spec.widthMm} x ${spec.heightMm} mm`);

/** TrimBox, BleedBox and ArtBox (the safe area) on the page dictionary, in points from the page's lower left. */
function setBoxes(doc: Doc, spec: TemplateSpec): void {
  const boxes = templateBoxes(spec);
  const W = mmToPt(boxes.pageWidthMm);
  const H = mmToPt(boxes.pageHeightMm);
  const inset = (mm: number) => [mmToPt(mm), mmToPt(mm), W - mmToPt(mm), H - mmToPt(mm)];
  const page = internals(doc).page.dictionary.data;
  page.BleedBox = [0, 0, W, H];
  page.TrimBox = inset(boxes.trimInsetMm);
  page.ArtBox = inset(boxes.safeInsetMm);
}

/**
 * The optional-content group the guides are drawn in: on when viewing, off when printing or
 * exporting. Returns a function that draws into it.
 */
function guidesLayer(doc: Doc): (draw: () => void) => void {
  const pdf = internals(doc);
  const group = pdf.ref({
    Type: 'OCG',
    Name: new String('Guides (not printed)'),
    Usage: { Print: { PrintState: 'OFF' }, Export: { ExportState: 'OFF' }, View: { ViewState: 'ON' } },
  });
  group.end();
  pdf._root.data.OCProperties = {
    OCGs: [group],
    D: {
      Name: new String('Artwork template'),
      Order: [group],
      ON: [group],
      AS: [
        { Event: 'Print', Category: ['Print'], OCGs: [group] },
        { Event: 'Export', Category: ['Export'], OCGs: [group] },
        { Event: 'View', Category: ['View'], OCGs: [group] },
      ],
    },
  };
  pdf.page.resources.data.Properties = { Guides: group };
  return (draw) => {
    doc.save();
    doc.addContent('/OC /Guides BDC');
    draw();
    doc.addContent('EMC');
    doc.restore();
  };
}

/** The cut line: CutContour spot colour, overprinting, hairline-thin. */
function cutLine(doc: Doc, spec: TemplateSpec): void {
  const boxes = templateBoxes(spec);
  const pdf = internals(doc);
  const overprint = pdf.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  overprint.end();
  pdf.page.ext_gstates.GsCut = overprint;
  doc.save();
  doc.addContent('/GsCut gs');
  doc.lineWidth(0.5).undash();
  const W = mmToPt(boxes.pageWidthMm);
  const H = mmToPt(boxes.pageHeightMm);
  if (spec.cut.shape === 'circle') {
    doc.circle(W / 2, H / 2, mmToPt(spec.cut.diameterMm / 2));
  } else {
    const x = mmToPt(boxes.trimInsetMm);
    const w = mmToPt(spec.widthMm);
    const h = mmToPt(spec.heightMm);
    if (spec.cut.cornerRadiusMm > 0) doc.roundedRect(x, x, w, h, mmToPt(spec.cut.cornerRadiusMm));
    else doc.rect(x, x, w, h);
  }
  doc.stroke(CUT_CONTOUR);
  doc.restore();
}

function badgeGuides(doc: Doc, spec: TemplateSpec): void {
  if (spec.cut.shape !== 'circle') return;
  const boxes = templateBoxes(spec);
  const W = mmToPt(boxes.pageWidthMm);
  const c = W / 2;
  const cutR = mmToPt(spec.cut.diameterMm / 2);
  const frontR = mmToPt(spec.widthMm / 2);
  const safeR = mmToPt(spec.widthMm / 2 - spec.safeMm);
  // Bleed: everything outside the cut disc; wrap: the band between the front and the cut.
  doc.rect(0, 0, W, W).fill(COLOUR.bleed);
  doc.circle(c, c, cutR).fill(COLOUR.wrap);
  doc.circle(c, c, frontR).fill('#ffffff');
  doc.lineWidth(0.6).dash(3, { space: 2 }).circle(c, c, frontR).stroke(COLOUR.front);
  doc.lineWidth(0.6).dash(1.5, { space: 1.5 }).circle(c, c, safeR).stroke(COLOUR.safe);
  doc.undash();

  // Labels in the page's corners (bleed) and in the wrap band.
  const size = Math.min(5, Math.max(3.2, W / 50));
  doc.font('Helvetica-Bold').fontSize(size);
  const pad = mmToPt(1);
  doc.fillColor(COLOUR.bleedLine).text('BLEED', pad, pad, { lineBreak: false });
  const cutLabel = `CUT ${spec.cut.diameterMm} mm`;
  doc.text(cutLabel, W - pad - doc.widthOfString(cutLabel), pad, { lineBreak: false });
  doc.fillColor(COLOUR.front).text(`FRONT ${spec.widthMm} mm`, pad, W - pad - size, { lineBreak: false });
  const safeLabel = `SAFE ${spec.widthMm - 2 * spec.safeMm} mm`;
  doc.fillColor(COLOUR.safe).text(safeLabel, W - pad - doc.widthOfString(safeLabel), W - pad - size, { lineBreak: false });
  const wrapLabel = 'WRAPS ROUND THE EDGE';
  const wrapBand = (cutR + frontR) / 2;
  doc.font('Helvetica').fontSize(size * 0.85).fillColor(COLOUR.muted).text(wrapLabel, c - doc.widthOfString(wrapLabel) / 2, c - wrapBand - (size * 0.85) / 2, { lineBreak: false });
}

function flatGuides(doc: Doc, spec: TemplateSpec): void {
  const boxes = templateBoxes(spec);
  const W = mmToPt(boxes.pageWidthMm);
  const H = mmToPt(boxes.pageHeightMm);
  const t = mmToPt(boxes.trimInsetMm);
  const s = mmToPt(boxes.safeInsetMm);
  const w = mmToPt(spec.widthMm);
  const h = mmToPt(spec.heightMm);
  const radius = spec.cut.shape === 'rect' ? mmToPt(spec.cut.cornerRadiusMm) : 0;
  doc.rect(0, 0, W, H).fill(COLOUR.bleed);
  (radius > 0 ? doc.roundedRect(t, t, w, h, radius) : doc.rect(t, t, w, h)).fill('#ffffff');
  if (spec.roundedCornersOptionMm) {
    doc.lineWidth(0.5).dash(1, { space: 1 }).roundedRect(t, t, w, h, mmToPt(spec.roundedCornersOptionMm)).stroke(COLOUR.rounded);
  }
  doc.lineWidth(0.6).dash(1.5, { space: 1.5 }).rect(s, s, W - 2 * s, H - 2 * s).stroke(COLOUR.safe);
  doc.undash();
  if (spec.punchHolesMm && spec.punchHolesMm.length > 0) punchHole(doc, spec, W / 2, t + mmToPt(PUNCH_HOLE_CENTRE_FROM_TOP_MM));

  const size = Math.min(5, Math.max(3.2, Math.min(W, H) / 40));
  doc.font('Helvetica-Bold').fontSize(size);
  // The bleed band is 2 mm (5.7 pt): the label sits in it, top left.
  doc.fillColor(COLOUR.bleedLine).text(`BLEED ${spec.bleedMm} mm`, t, (t - size) / 2 + 0.4, { lineBreak: false });
  const cut = `CUT LINE (${CUT_CONTOUR}) ${spec.widthMm} x ${spec.heightMm} mm`;
  doc.text(cut, W - t - doc.widthOfString(cut), (t - size) / 2 + 0.4, { lineBreak: false });
  // Bottom left: at the top a tag's punch hole takes the space.
  doc.fillColor(COLOUR.safe).text(`SAFE AREA ${spec.safeMm} mm inside the trim`, s + mmToPt(0.6), H - s - mmToPt(0.6) - size, { lineBreak: false });
}

function punchHole(doc: Doc, spec: TemplateSpec, cx: number, cy: number): void {
  const holes = spec.punchHolesMm ?? [];
  const largest = Math.max(...holes);
  const smallest = Math.min(...holes);
  const clearR = mmToPt(largest / 2 + PUNCH_HOLE_CLEARANCE_MM);
  doc.circle(cx, cy, clearR).fill(COLOUR.holeFill);
  doc.lineWidth(0.4).dash(1, { space: 1 }).circle(cx, cy, clearR).stroke(COLOUR.hole);
  doc.undash().lineWidth(0.6).circle(cx, cy, mmToPt(largest / 2)).stroke(COLOUR.hole);
  doc.lineWidth(0.6).circle(cx, cy, mmToPt(smallest / 2)).stroke(COLOUR.hole);
  crosshair(doc, cx, cy);
  const size = 4.2;
  doc.font('Helvetica-Bold').fontSize(size).fillColor(COLOUR.hole);
  doc.text(`PUNCH HOLE ${smallest}–${largest} mm`, cx + clearR + 3, cy - size, { lineBreak: false });
  doc.font('Helvetica').text('keep this area clear', cx + clearR + 3, cy + 0.5, { lineBreak: false });
}

function crosshair(doc: Doc, x: number, y: number): void {
  const arm = mmToPt(1.5);
  doc.lineWidth(0.3).moveTo(x - arm, y).lineTo(x + arm, y).moveTo(x, y - arm).lineTo(x, y + arm).stroke(COLOUR.muted);
}

/** Title and instructions, fitted into the safe area (below the punch hole on a tag). */
function legend(doc: Doc, spec: TemplateSpec): void {
  const boxes = templateBoxes(spec);
  const W = mmToPt(boxes.pageWidthMm);
  const H = mmToPt(boxes.pageHeightMm);
  let box: { x: number; y: number; w: number; h: number };
  if (spec.cut.shape === 'circle') {
    // The square inside the safe circle, a little wider (text lines are short at the top and bottom).
    const r = mmToPt(spec.widthMm / 2 - spec.safeMm);
    const side = r * 1.5;
    box = { x: W / 2 - side / 2, y: H / 2 - side / 2, w: side, h: side };
  } else {
    const s = mmToPt(boxes.safeInsetMm) + mmToPt(1.5);
    const top = spec.punchHolesMm?.length ? mmToPt(boxes.trimInsetMm + PUNCH_HOLE_CENTRE_FROM_TOP_MM + Math.max(...spec.punchHolesMm) / 2 + PUNCH_HOLE_CLEARANCE_MM + 1) : s + 4;
    box = { x: s, y: Math.max(top, s + 4), w: W - 2 * s, h: H - s - Math.max(top, s + 4) };
  }

  const lines: { text: string; bold?: boolean; colour: string; scale: number }[] = [
    { text: spec.productName, bold: true, colour: COLOUR.text, scale: 1.35 },
    { text: `${spec.label} artwork template, actual size`, bold: true, colour: COLOUR.muted, scale: 1.05 },
    { text: `Run backgrounds to the page edge (bleed ${spec.bleedMm} mm past the ${spec.cut.shape === 'circle' ? 'front' : 'trim'}).`, colour: COLOUR.bleedLine, scale: 1 },
    spec.cut.shape === 'circle'
      ? { text: `The print is cut on the magenta ${CUT_CONTOUR} circle (${spec.cut.diameterMm} mm); the grey band wraps round the edge.`, colour: COLOUR.text, scale: 1 }
      : { text: `Cut on the magenta ${CUT_CONTOUR} line: do not move it.`, colour: COLOUR.text, scale: 1 },
    { text: 'Keep text and logos inside the dashed blue safe area.', colour: COLOUR.safe, scale: 1 },
  ];
  if (spec.roundedCornersOptionMm) lines.push({ text: `Rounded Corners option: the dotted orange corners (${spec.roundedCornersOptionMm} mm radius).`, colour: COLOUR.rounded, scale: 1 });
  lines.push({ text: 'Guides are on a layer that does not print. CMYK, 300 dpi, fonts outlined.', colour: COLOUR.muted, scale: 1 });

  // The largest size (at most 6.5 pt) at which the wrapped lines fit the box; at least 2.6 pt.
  const gap = 0.35;
  const heightAt = (size: number) =>
    lines.reduce((sum, line) => {
      doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size * line.scale);
      return sum + doc.heightOfString(line.text, { width: box.w, align: 'center' }) + size * gap;
    }, 0);
  let size = 6.5;
  while (size > 2.6 && heightAt(size) > box.h) size -= 0.1;

  let y = box.y + Math.max(0, (box.h - heightAt(size)) / 2);
  for (const line of lines) {
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size * line.scale).fillColor(line.colour);
    doc.text(line.text, box.x, y, { width: box.w, align: 'center' });
    y = doc.y + size * gap;
  }
}
