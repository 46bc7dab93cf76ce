/**
 * Artwork built in memory for the preflight tests (issue 18): PNGs and JPEGs drawn by sharp at a
 * chosen pixel size, PDFs written by pdfkit (a page at a size, fonts not embedded, encrypted) or by
 * hand (JavaScript, a zip bomb), SVGs as text, and hostile files: a PNG whose header declares
 * 30,000 × 30,000 px in 74 bytes, a damaged PNG, a text file with an image's name.
 */
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** Pixels for `ppi` over `mm` (rounded up). */
export const pixelsAt = (mm: number, ppi: number): number => Math.ceil((mm / 25.4) * ppi);

/**
 * A PNG of `width` × `height` px: a blue disc on a transparent background (`transparent`), or on
 * white. The disc is the design, so a contour cut has an outline to follow.
 */
export async function pngImage(width: number, height: number, options: { transparent?: boolean } = {}): Promise<Buffer> {
  const radius = Math.floor(Math.min(width, height) / 2) - 1;
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.max(radius, 1)}" fill="#1d4ed8"/></svg>`,
  );
  const background = options.transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
  const image = sharp({ create: { width, height, channels: 4, background } }).composite([{ input: disc }]);
  const png = await image.png().toBuffer();
  // A second pass: sharp flattens before it composites, so the first pass still has its alpha channel.
  return options.transparent ? png : sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
}

/** A JPEG of `width` × `height` px (no alpha: JPEG has none). */
export async function jpegImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 38, b: 38 } } })
    .jpeg()
    .toBuffer();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A decompression bomb: a valid PNG header declaring `side` × `side` RGB pixels, with a few bytes of pixel data (74 bytes in all). */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(1000))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real PNG with 60 bytes of its pixel data overwritten: the header reads, the pixels do not. */
export async function corruptPng(): Promise<Buffer> {
  const png = await pngImage(600, 600, { transparent: true });
  const damaged = Buffer.from(png);
  const idat = damaged.indexOf('IDAT', 0, 'latin1');
  damaged.fill(0x5a, idat + 40, idat + 100);
  return damaged;
}

/** Notes in a text file: what a renamed logo.png really is. */
export const TEXT_FILE = Buffer.from('Notes for the printer: gold foil on the logo, please.\n');

const MM = 72 / 25.4;

/**
 * A one-page PDF of `width` × `height` mm, filled with colour; `text` draws a line in Helvetica (a
 * standard font pdfkit does not embed); `userPassword` / `ownerPassword` encrypt it.
 */
export function pdfPage(width: number, height: number, options: { text?: string; userPassword?: string; ownerPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const security = options.userPassword || options.ownerPassword ? { userPassword: options.userPassword, ownerPassword: options.ownerPassword ?? 'owner', permissions: { printing: 'lowResolution' as const } } : {};
    const doc = new PDFDocument({ size: [width * MM, height * MM], margin: 0, ...security });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.rect(0, 0, width * MM, height * MM).fill('#0f766e');
    if (options.text) doc.fillColor('#ffffff').font('Helvetica').fontSize(10).text(options.text, 4 * MM, 4 * MM, { lineBreak: false });
    doc.end();
  });
}

/** A hand-written PDF of these objects (object 1 the catalogue), with its cross-reference table. */
function pdfOf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets = objects.map((object, index) => {
    const at = length;
    const bytes = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(bytes);
    length += bytes.length;
    return at;
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

const PAGE_54_MM = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 153.07 153.07] /Resources << >> >>';

/** A 54 × 54 mm page that runs JavaScript when it is opened. */
export const PDF_WITH_JAVASCRIPT = pdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE_54_MM]);

/** A 54 × 54 mm page with a link that launches a program, its name written with #xx escapes. */
export const PDF_WITH_LAUNCH = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 153.07 153.07] /Resources << >> /Annots [4 0 R] >>',
  '<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /L#61unch /F (cmd.exe) >> >>',
]);

/** A zip bomb: a 54 × 54 mm page whose content stream (under 300 KB) unpacks to 300 MB of blanks. */
export function pdfZipBomb(): Buffer {
  const packed = deflateSync(Buffer.alloc(300 * 1024 * 1024, 0x20), { level: 9 });
  const stream = Buffer.concat([Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]);
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 153.07 153.07] /Contents 4 0 R /Resources << >> >>', stream]);
}

/** An SVG of 50 × 50 mm with a disc, and whatever else `inside` holds. */
export const svgDrawing = (inside = '', attributes = ''): Buffer =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="50mm" viewBox="0 0 50 50"${attributes}>\n  <circle cx="25" cy="25" r="24" fill="#0f766e"/>\n${inside}</svg>\n`);

/**
 * A vector PDF of `width` × `height` mm (pdfkit): a filled disc of `radiusMm` (a third of the
 * shorter side by default) at the page's centre, nothing else: the page has no background, so
 * everything but the disc is transparent when drawn.
 */
export function vectorPdf(width: number, height: number, options: { radiusMm?: number } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [width * MM, height * MM], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.circle((width / 2) * MM, (height / 2) * MM, (options.radiusMm ?? Math.min(width, height) / 3) * MM).fill('#1d4ed8');
    doc.end();
  });
}

/**
 * A hand-written vector PDF whose page (MediaBox) is `page` mm square with a TrimBox of `trim` mm
 * square at its centre, and a filled disc filling the TrimBox (four Bézier arcs).
 */
export function pdfWithTrimBox(page: number, trim: number): Buffer {
  const p = page * MM;
  const c = p / 2;
  const r = (trim / 2) * MM;
  const k = 0.5523 * r;
  const n = (v: number) => v.toFixed(3);
  const path = [
    `${n(c + r)} ${n(c)} m`,
    `${n(c + r)} ${n(c + k)} ${n(c + k)} ${n(c + r)} ${n(c)} ${n(c + r)} c`,
    `${n(c - k)} ${n(c + r)} ${n(c - r)} ${n(c + k)} ${n(c - r)} ${n(c)} c`,
    `${n(c - r)} ${n(c - k)} ${n(c - k)} ${n(c - r)} ${n(c)} ${n(c - r)} c`,
    `${n(c + k)} ${n(c - r)} ${n(c + r)} ${n(c - k)} ${n(c + r)} ${n(c)} c`,
    '0.1 0.3 0.8 rg f',
  ].join('\n');
  const offset = (p - trim * MM) / 2;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(p)} ${n(p)}] /TrimBox [${n(offset)} ${n(offset)} ${n(p - offset)} ${n(p - offset)}] /Contents 4 0 R /Resources << >> >>`,
    `<< /Length ${path.length} >>\nstream\n${path}\nendstream`,
  ]);
}
