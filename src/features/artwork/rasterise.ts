/**
 * Any artwork the shop takes as a PNG with alpha (issue 18): what the cut line is traced from
 * (cut-line.ts traceCutLine) and what the proof and its previews draw. The file has passed
 * preflight (preflight.ts) before it comes here: its content is what its name says, a PDF has no
 * active content nor a zip bomb, an SVG has no script nor external reference. What it is, is read
 * from its first bytes (never from the name alone), so a file is always given to the decoder made
 * for it.
 *
 * - PNG, JPEG, WebP: sharp, with preflight's pixel limit (`limitInputPixels`, 100 megapixels) and
 *   a damaged image an error; turned as its EXIF orientation says; made smaller, never larger, so
 *   the long side is what prints at 300 ppi (imageSideFor) and at most `maxSidePx`; an alpha channel
 *   added when there is none (opaque).
 * - PDF and PDF-compatible AI: the first page drawn by PDF.js (pdfjs-dist 5's legacy build, as
 *   pdf-scan.ts reads it: no worker, no eval, no XFA, no system fonts, the standard fonts and
 *   CMaps from pdfjs-dist's own folders, never fetched) onto an @napi-rs/canvas canvas whose
 *   background stays TRANSPARENT, so a vector design's marks are opaque and the rest is not, for
 *   tracing. What is drawn: the TrimBox when the page has one, else the page as shown (CropBox, or
 *   MediaBox); a page that is the ordered size plus the 2 mm bleed on every side (as preflight's
 *   `pdf_bleed` note judges it) is cropped to the ordered size. The scale gives about 300 ppi at
 *   the ordered size, and at most `maxSidePx` on the long side; only that area is drawn, so no
 *   more than maxSidePx² pixels are ever held. PostScript AI cannot be drawn here (an error).
 * - SVG: librsvg through sharp (`unlimited: false`), at the density giving about 300 ppi at the
 *   ordered size, and at most `maxSidePx` on the long side.
 *
 * Anything else is an Error saying what can be drawn. `signal` is honoured between the steps (and
 * cancels PDF.js's drawing): an aborted call throws the signal's reason.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { looksLikeSvg } from '../../shared/file-content.js';
import { PREFLIGHT_LIMITS } from './preflight-rules.js';

export interface RasteriseTarget {
  /** What the artwork must cover, mm (PrintTarget's print size). */
  print_width_mm: number;
  print_height_mm: number;
}

export interface RasteriseOptions {
  /** The long side of the result at most, px (4000 by default). */
  maxSidePx?: number;
  signal?: AbortSignal;
}

export interface RasterisedArtwork {
  /** A PNG with an alpha channel. */
  png: Buffer;
  widthPx: number;
  heightPx: number;
  /** What it was drawn from: an image, a PDF's (or AI's) first page, an SVG. */
  source: 'raster' | 'pdf' | 'svg';
}

export const RASTERISE_SETTINGS = {
  /** The long side of the result at most, px, unless the caller says otherwise. */
  maxSidePx: 4000,
  /** Vector artwork is drawn at about this resolution at the ordered size (when under maxSidePx). */
  vectorPpi: 300,
  /**
   * zlib level of the PNG written: 1 (fast). The PNG is a working copy traced and drawn at once;
   * a 4000 × 4000 noisy image takes about a second at level 1 and several at the default 6.
   */
  pngCompressionLevel: 1,
} as const;

const MM_PER_INCH = 25.4;
const POINTS_PER_INCH = 72;
/** sharp's (librsvg's) density for an SVG's own size, dpi. */
const SVG_BASE_DENSITY = 72;
/** The densities sharp accepts. */
const SVG_DENSITY_RANGE = { min: 1, max: 100_000 } as const;

/** sharp's input options for images: preflight's pixel limit, and a damaged image is an error. */
const SHARP_IMAGE_INPUT = { limitInputPixels: PREFLIGHT_LIMITS.maxInputPixels, failOn: 'error' } as const;
const SHARP_PNG_OUT = { compressionLevel: RASTERISE_SETTINGS.pngCompressionLevel, adaptiveFiltering: false } as const;

/** Said when a file is none of the kinds that can be drawn. */
export const RASTERISE_TYPES = 'Only PNG, JPEG, WebP, PDF, PDF-compatible AI or SVG artwork can be drawn.';

type Kind = 'raster' | 'pdf' | 'postscript' | 'svg' | 'unknown';

const startsWith = (content: Buffer, bytes: readonly number[], at = 0): boolean => bytes.every((byte, index) => content[at + index] === byte);

/** What the file is, from its first bytes (a PDF's header may follow up to 1 KB of anything, as readers allow). */
function kindOf(content: Buffer): Kind {
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'raster';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'raster';
  if (content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP') return 'raster';
  const head = content.toString('latin1', 0, 1024);
  if (head.includes('%PDF-')) return 'pdf';
  if (head.startsWith('%!PS') || startsWith(content, [0xc5, 0xd0, 0xd3, 0xc6])) return 'postscript';
  if (looksLikeSvg(content)) return 'svg';
  return 'unknown';
}

export async function rasteriseArtwork(file: { name: string; content: Buffer }, target: RasteriseTarget, options: RasteriseOptions = {}): Promise<RasterisedArtwork> {
  const maxSide = Math.max(1, Math.floor(options.maxSidePx ?? RASTERISE_SETTINGS.maxSidePx));
  const { signal } = options;
  signal?.throwIfAborted();
  if (!(target.print_width_mm > 0 && target.print_height_mm > 0)) throw new Error(`Cannot draw ${file.name}: the print size must be positive.`);
  switch (kindOf(file.content)) {
    case 'raster':
      return rasteriseImage(file.content, target, maxSide, signal);
    case 'pdf':
      return rasterisePdf(file, target, maxSide, signal);
    case 'svg':
      return rasteriseSvg(file.content, target, maxSide, signal);
    case 'postscript':
      throw new Error(`Cannot draw ${file.name}: it is a PostScript (EPS or older AI) file. ${RASTERISE_TYPES}`);
    case 'unknown':
      throw new Error(`Cannot draw ${file.name}: it is not an image, PDF or SVG. ${RASTERISE_TYPES}`);
  }
}

/**
 * The long side an image needs for `vectorPpi` wherever it lands on the print: over the size and
 * its bleed, times how much a crop to another aspect enlarges it. A 6000 px photo ordered at 50 mm
 * is kept at about 640 px: the proof, its previews and the print files draw no more than prints,
 * and the job handles (and stores) a fraction of the pixels.
 */
export function imageSideFor(target: RasteriseTarget, widthPx: number, heightPx: number): number {
  const image = widthPx / heightPx;
  const size = target.print_width_mm / target.print_height_mm;
  const crop = Math.max(image / size, size / image);
  const longMm = (Math.max(target.print_width_mm, target.print_height_mm) + 2 * PREFLIGHT_LIMITS.bleedMm) * crop;
  return Math.ceil((longMm / MM_PER_INCH) * RASTERISE_SETTINGS.vectorPpi);
}

async function rasteriseImage(content: Buffer, target: RasteriseTarget, maxSide: number, signal: AbortSignal | undefined): Promise<RasterisedArtwork> {
  const meta = await sharp(content, SHARP_IMAGE_INPUT).metadata();
  // Turned a quarter by its EXIF orientation (5–8): the sides swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const [w, h] = turned ? [meta.height ?? 1, meta.width ?? 1] : [meta.width ?? 1, meta.height ?? 1];
  const side = Math.min(maxSide, imageSideFor(target, w, h));
  const { data, info } = await sharp(content, SHARP_IMAGE_INPUT)
    .autoOrient()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .png(SHARP_PNG_OUT)
    .toBuffer({ resolveWithObject: true });
  signal?.throwIfAborted();
  return { png: data, widthPx: info.width, heightPx: info.height, source: 'raster' };
}

/** Pixels per mm of the drawing for about 300 ppi at the ordered size (the drawing covering it), and at most maxSide on the long side. */
function pixelsPerMm(drawingWidthMm: number, drawingHeightMm: number, target: RasteriseTarget, maxSide: number): number {
  const forPpi = (RASTERISE_SETTINGS.vectorPpi / MM_PER_INCH) * Math.max(target.print_width_mm / drawingWidthMm, target.print_height_mm / drawingHeightMm);
  const forSide = maxSide / Math.max(drawingWidthMm, drawingHeightMm);
  return Math.min(forPpi, forSide);
}

/** A side in pixels: rounded up (a hair over a whole pixel is not one more), at least 1, at most maxSide. */
const side = (px: number, maxSide: number): number => Math.min(maxSide, Math.max(1, Math.ceil(px - 0.01)));

// ---- SVG ---------------------------------------------------------------------------------------

const clampDensity = (density: number): number => Math.min(SVG_DENSITY_RANGE.max, Math.max(SVG_DENSITY_RANGE.min, density));

async function rasteriseSvg(content: Buffer, target: RasteriseTarget, maxSide: number, signal: AbortSignal | undefined): Promise<RasterisedArtwork> {
  const input = { unlimited: false, limitInputPixels: PREFLIGHT_LIMITS.maxInputPixels, failOn: 'error' } as const;
  const widthAt = async (density: number) => (await sharp(content, { ...input, density }).metadata()).width ?? 0;
  // Its own size at 72 dpi: librsvg's width and height (or viewBox), in points.
  const meta = await sharp(content, { ...input, density: SVG_BASE_DENSITY }).metadata();
  signal?.throwIfAborted();
  if (!meta.width || !meta.height) throw new Error('Cannot draw this SVG: it has no size.');
  const mmPerPoint = MM_PER_INCH / POINTS_PER_INCH;
  const perMm = pixelsPerMm(meta.width * mmPerPoint, meta.height * mmPerPoint, target, maxSide);
  // The scale wanted over the size at 72 dpi (one pixel a point).
  const wanted = perMm * mmPerPoint;
  // sharp (libvips) scales px lengths by density / 72 but mm, cm, in and pt by its square (it sets
  // both librsvg's dpi and a scale): the exponent is measured on a trial size (a header read, no drawing).
  let density = SVG_BASE_DENSITY;
  if (Math.abs(Math.log(wanted)) > 1e-3) {
    const trial = clampDensity(SVG_BASE_DENSITY * wanted);
    const exponent = Math.log((await widthAt(trial)) / meta.width) / Math.log(trial / SVG_BASE_DENSITY);
    density = Number.isFinite(exponent) && exponent > 0 ? clampDensity(SVG_BASE_DENSITY * wanted ** (1 / exponent)) : trial;
    signal?.throwIfAborted();
  }
  const { data, info } = await sharp(content, { ...input, density })
    // Rounding may make the drawing a pixel over: it is brought back to maxSide.
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .png(SHARP_PNG_OUT)
    .toBuffer({ resolveWithObject: true });
  signal?.throwIfAborted();
  return { png: data, widthPx: info.width, heightPx: info.height, source: 'svg' };
}

// ---- PDF ---------------------------------------------------------------------------------------

/** pdfjs-dist's folders of standard fonts and CMaps, read from disk by PDF.js in Node (never fetched). */
const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const PDFJS_DATA = {
  standardFontDataUrl: join(pdfjsFolder, 'standard_fonts') + '/',
  cMapUrl: join(pdfjsFolder, 'cmaps') + '/',
  cMapPacked: true,
  wasmUrl: join(pdfjsFolder, 'wasm') + '/',
};

type Box = [number, number, number, number];
const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)`;
const TRIM_BOX = new RegExp(String.raw`/TrimBox\s*\[\s*(${NUMBER})\s+(${NUMBER})\s+(${NUMBER})\s+(${NUMBER})\s*\]`);
/** Object streams inflated to look for a TrimBox at most, bytes each (a page dictionary is small). */
const OBJECT_STREAM_READ_BYTES = 8 * 1024 * 1024;

const normalised = ([a, b, c, d]: Box): Box => [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];

/**
 * The first TrimBox written in the file (PDF.js does not expose it): in its text, or else in its
 * object streams (where PDF 1.5 writers put page dictionaries). A sticker or card is one page; with
 * several, the first written is taken, as long as it lies within the first page as shown.
 */
function findTrimBox(content: Buffer): Box | undefined {
  const text = content.toString('latin1');
  const plain = TRIM_BOX.exec(text);
  if (plain) return normalised(plain.slice(1, 5).map(Number) as Box);
  for (const match of text.matchAll(/\/Type\s*\/ObjStm\b[^]*?stream\r?\n/g)) {
    // The stream's dictionary holds /Type /ObjStm; its data runs to "endstream".
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1 || !/\/FlateDecode\b/.test(match[0])) continue;
    let inflated: string;
    try {
      inflated = inflateSync(content.subarray(start, end), { maxOutputLength: OBJECT_STREAM_READ_BYTES, finishFlush: 2 }).toString('latin1');
    } catch {
      continue;
    }
    const packed = TRIM_BOX.exec(inflated);
    if (packed) return normalised(packed.slice(1, 5).map(Number) as Box);
  }
  return undefined;
}

const within = (inner: Box, outer: Box, slack: number): boolean =>
  inner[0] >= outer[0] - slack && inner[1] >= outer[1] - slack && inner[2] <= outer[2] + slack && inner[3] <= outer[3] + slack && inner[2] > inner[0] && inner[3] > inner[1];

const boxSize = ([x1, y1, x2, y2]: Box) => ({ width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) });

const near = (a: number, b: number): boolean => Math.abs(a - b) <= PREFLIGHT_LIMITS.pageToleranceMm;

async function rasterisePdf(file: { name: string; content: Buffer }, target: RasteriseTarget, maxSide: number, signal: AbortSignal | undefined): Promise<RasterisedArtwork> {
  const task = getDocument({
    // A copy: PDF.js may take over the buffer it is given.
    data: new Uint8Array(file.content),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: PREFLIGHT_LIMITS.maxInputPixels,
    ...PDFJS_DATA,
  });
  const abort = () => void task.destroy().catch(() => undefined);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      signal?.throwIfAborted();
      throw new Error(`Cannot draw ${file.name}: the PDF cannot be read (${(error as Error).message}).`, { cause: error });
    }
    signal?.throwIfAborted();
    const page = await pdf.getPage(1);
    signal?.throwIfAborted();
    const view = normalised(page.view as Box);
    const pointsPerUnit = page.userUnit || 1;
    // What is drawn, in the page's user space: the TrimBox (when it lies on the page), else the page as shown.
    const trim = findTrimBox(file.content);
    const trimmed = trim !== undefined && within(trim, view, 1) && !within(view, trim, 1);
    let region: Box = trimmed ? trim : view;
    const mmPerUnit = (pointsPerUnit * MM_PER_INCH) / POINTS_PER_INCH;
    const turned = page.rotate % 180 !== 0;
    const widthMm = (turned ? region[3] - region[1] : region[2] - region[0]) * mmPerUnit;
    const heightMm = (turned ? region[2] - region[0] : region[3] - region[1]) * mmPerUnit;
    const bleed = PREFLIGHT_LIMITS.bleedMm;
    if (!trimmed && near(widthMm, target.print_width_mm + 2 * bleed) && near(heightMm, target.print_height_mm + 2 * bleed)) {
      // The ordered size with its bleed round it: the bleed is cut off, as the trim will.
      const inset = bleed / mmPerUnit;
      region = [region[0] + inset, region[1] + inset, region[2] - inset, region[3] - inset];
    }
    const drawnWidthMm = (turned ? region[3] - region[1] : region[2] - region[0]) * mmPerUnit;
    const drawnHeightMm = (turned ? region[2] - region[0] : region[3] - region[1]) * mmPerUnit;
    const perMm = pixelsPerMm(drawnWidthMm, drawnHeightMm, target, maxSide);
    // PDF.js's scale is pixels per point (its viewport multiplies by the user unit itself).
    const roughScale = (perMm * MM_PER_INCH) / POINTS_PER_INCH;
    const rough = boxSize(page.getViewport({ scale: roughScale }).convertToViewportRectangle(region) as Box);
    // Whole pixels, rounded up (at least 300 ppi), the scale nudged up to fill them.
    const widthPx = side(rough.width, maxSide);
    const heightPx = side(rough.height, maxSide);
    const scale = roughScale * Math.max(widthPx / rough.width, heightPx / rough.height);
    const [x1, y1, x2, y2] = page.getViewport({ scale }).convertToViewportRectangle(region) as Box;
    const viewport = page.getViewport({ scale, offsetX: -Math.min(x1, x2), offsetY: -Math.min(y1, y2) });
    // Only the region's pixels exist: never more than maxSide².
    const canvas = createCanvas(widthPx, heightPx);
    // A context of our own with alpha: handed a canvas, PDF.js would ask for one without.
    const context = canvas.getContext('2d', { alpha: true });
    const render = page.render({
      canvas: null,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
      intent: 'print',
      background: 'rgba(0, 0, 0, 0)',
    });
    const cancel = () => render.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      await render.promise;
    } catch (error) {
      signal?.throwIfAborted();
      throw new Error(`Cannot draw ${file.name}: its first page cannot be drawn (${(error as Error).message}).`, { cause: error });
    } finally {
      signal?.removeEventListener('abort', cancel);
      page.cleanup();
    }
    signal?.throwIfAborted();
    // Unpremultiplied RGBA, as a PNG holds it.
    const pixels = context.getImageData(0, 0, widthPx, heightPx).data;
    const { data, info } = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width: widthPx, height: heightPx, channels: 4 } })
      .png(SHARP_PNG_OUT)
      .toBuffer({ resolveWithObject: true });
    signal?.throwIfAborted();
    return { png: data, widthPx: info.width, heightPx: info.height, source: 'pdf' };
  } finally {
    signal?.removeEventListener('abort', abort);
    await task.destroy().catch(() => undefined);
  }
}
