/**
 * The artwork in a print file as a PDF image of its own making: the colour as 8-bit RGB and the
 * alpha as a soft mask (SMask), each compressed by zlib on Node's thread pool, then handed to
 * pdfkit as finished streams. pdfkit's own `doc.image` reads a PNG into a JavaScript array a byte
 * at a time and splits the alpha in JavaScript (png-js): for a 4,000 px design with transparency
 * that took some 20 s and hundreds of MB of heap. Lossless either way; the image is stored once
 * and drawn as often as wanted (a gang sheet draws it once per copy).
 */
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import sharp from 'sharp';

const deflateAsync = promisify(deflate);

interface PdfStream {
  end(chunk?: Buffer): void;
}

interface RasterInternals {
  ref(data: Record<string, unknown>): PdfStream;
  page: { xobjects: Record<string, PdfStream> };
}

/** A raster embedded in `doc`: its pixel size, and how to draw it in a box (points, pdfkit's top-left origin). */
export interface EmbeddedRaster {
  widthPx: number;
  heightPx: number;
  draw(x: number, y: number, width: number, height: number): void;
}

/** Images embedded so far in each document: names count from 1 in each, so the same input gives the same bytes. */
const embeddedIn = new WeakMap<PDFKit.PDFDocument, number>();

/** Embeds a PNG or JPEG (upright: the print files turn it first) in `doc`. */
export async function embedRaster(doc: PDFKit.PDFDocument, artwork: Buffer): Promise<EmbeddedRaster> {
  const { data, info } = await sharp(artwork, { limitInputPixels: 20_000 * 20_000 }).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const rgb = Buffer.allocUnsafe(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  let transparent = false;
  for (let p = 0, from = 0, to = 0; p < pixels; p++, from += 4, to += 3) {
    rgb[to] = data[from]!;
    rgb[to + 1] = data[from + 1]!;
    rgb[to + 2] = data[from + 2]!;
    const a = data[from + 3]!;
    alpha[p] = a;
    if (a < 255) transparent = true;
  }
  const [colour, mask] = await Promise.all([deflateAsync(rgb), transparent ? deflateAsync(alpha) : Promise.resolve(null)]);
  const pdf = doc as unknown as RasterInternals;
  const image = { Type: 'XObject', Subtype: 'Image', Width: info.width, Height: info.height, BitsPerComponent: 8, Filter: 'FlateDecode' };
  let smask: PdfStream | undefined;
  if (mask) {
    smask = pdf.ref({ ...image, ColorSpace: 'DeviceGray' });
    smask.end(mask);
  }
  const ref = pdf.ref({ ...image, ColorSpace: 'DeviceRGB', ...(smask ? { SMask: smask } : {}) });
  ref.end(colour);
  const count = (embeddedIn.get(doc) ?? 0) + 1;
  embeddedIn.set(doc, count);
  const name = `Art${count}`;
  return {
    widthPx: info.width,
    heightPx: info.height,
    draw(x, y, width, height) {
      // As pdfkit draws an image: the unit square scaled to the box, flipped (PDF's y runs up).
      pdf.page.xobjects[name] = ref;
      doc.save().transform(width, 0, 0, -height, x, y + height);
      doc.addContent(`/${name} Do`);
      doc.restore();
    },
  };
}
