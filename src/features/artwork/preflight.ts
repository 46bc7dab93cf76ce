/**
 * The server's preflight of one artwork file (issue 18): what it really is, what it holds, and the
 * verdict of the pure rules (preflight-rules.ts) at the size it is printed. Nothing is stored here:
 * POST /api/artwork/preflight answers the verdict, and the order upload (orders/order-artwork.ts)
 * refuses a refused file before anything is written and keeps the notes of the others.
 *
 * - The content must be what the name says (src/shared/file-content.ts, the upload forms' rule).
 * - PNG and JPEG: the header is read first (image-header.ts), so a decompression bomb is refused by
 *   its declared size; then sharp (libvips) reads the metadata and decodes every pixel once (a PNG
 *   to its alpha channel, which says whether transparency is used; a JPEG to a copy at most
 *   2048 px across), with `limitInputPixels` behind the header check and `failOn: 'error'`, so a
 *   corrupt or truncated image is refused instead of printed with a grey band.
 * - PDF (and PDF-compatible AI): pdf-scan.ts (the stream scan for zip bombs and active content,
 *   then PDF.js). PostScript AI cannot be read here: a warning says it is checked by hand.
 * - SVG: read as text (svg-scan.ts), never drawn.
 *
 * An upload waiting on disk (upload-spool.ts) is read from there by file-type and sharp; PDF.js and
 * the SVG scan read it whole.
 *
 * Every decoder failure becomes a refusal with a message that says what to do; nothing here
 * throws for a bad file, so no file makes the server answer 5xx.
 */
import pLimit from 'p-limit';
import sharp from 'sharp';
import { spooledContentMatches, type SpooledFile } from '../../server/upload-spool.js';
import { contentMatchesExtension, contentMismatchDetail } from '../../shared/file-content.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { IMAGE_HEADER_BYTES, readImageHeader } from './image-header.js';
import { readPdf, scanPdfStreams } from './pdf-scan.js';
import {
  artworkExtension,
  imageTooLarge,
  type ArtworkExtension,
  pdfVerdict,
  PREFLIGHT_LIMITS,
  PREFLIGHT_MESSAGES,
  printTarget,
  rasterVerdict,
  refused,
  svgVerdict,
  verdictOf,
  type PdfFacts,
  type PreflightVerdict,
  type PrintTarget,
  type RasterFacts,
} from './preflight-rules.js';
import { scanSvg } from './svg-scan.js';

/** What preflight found in a file, beside its verdict (null parts were not read). */
export interface ArtworkFacts {
  kind: 'image' | 'pdf' | 'svg' | 'postscript' | 'unknown';
  image: (RasterFacts & { format: 'png' | 'jpeg'; density_ppi: number | null }) | null;
  pdf: PdfFacts | null;
}

export interface PreflightResult {
  verdict: PreflightVerdict;
  facts: ArtworkFacts;
}

export interface ArtworkFile {
  name: string;
  /** In memory, or an upload waiting on the server's disk (upload-spool.ts): then sharp and the sniffer read it from there. */
  content: Uint8Array | SpooledFile;
}

/** What sharp reads: the bytes, or the spooled file's path (libvips reads it from disk, nothing whole in memory). */
type ImageInput = Uint8Array | string;

/** The first bytes of a file, for the header and sniffing. */
const headOf = (content: ArtworkFile['content']): Uint8Array => (content instanceof Uint8Array ? content : content.head);
/** All of it in memory: for PDF.js and the SVG scan, which read text or bytes whole. */
const wholeOf = async (content: ArtworkFile['content']): Promise<Uint8Array> => (content instanceof Uint8Array ? content : content.read());

/**
 * PDFs read at once by this server's preflights: PDF.js holds a PDF's bytes and its own copies
 * (about twice the file), so however many uploads arrive together, at most this many PDFs are
 * in memory; the rest wait their turn, still on disk.
 */
const PDF_READS_AT_ONCE = 2;
const pdfReadings = pLimit(PDF_READS_AT_ONCE);

/** Whether the content is what its name says: bytes in memory, or a spooled file read from disk. */
async function contentIsOfType(extension: ArtworkExtension, content: ArtworkFile['content']): Promise<boolean> {
  return content instanceof Uint8Array ? contentMatchesExtension(extension, content) : spooledContentMatches(extension, content);
}

/** Said under "File type not accepted." for a name preflight does not judge. */
export const PREFLIGHT_TYPES_DETAIL = 'Only PDF, AI, JPEG, PNG or SVG files can be checked.';

const noFacts = (kind: ArtworkFacts['kind']): ArtworkFacts => ({ kind, image: null, pdf: null });

/** sharp's options for every read: the pixel limit, and a damaged image is an error, not a warning. */
const SHARP_INPUT = { limitInputPixels: PREFLIGHT_LIMITS.maxInputPixels, failOn: 'error', sequentialRead: true } as const;

const spaceOf = (space: string | undefined): RasterFacts['space'] => {
  if (space === 'cmyk') return 'cmyk';
  if (space === 'b-w' || space === 'grey16') return 'grey';
  return space === undefined ? null : 'rgb';
};

/**
 * A PNG decoded to its alpha channel alone (an opaque one added when it has none; 16-bit and grey
 * images brought to 8-bit sRGB first): one byte a pixel, half the time of a scaled-down copy of
 * every channel (0.26 s for 6000 × 6000). True when a pixel is not fully opaque.
 */
async function pngAlphaUsed(content: ImageInput): Promise<boolean> {
  const alpha = await sharp(content, SHARP_INPUT).toColourspace('srgb').ensureAlpha().extractChannel(3).raw().toBuffer();
  for (let at = 0; at < alpha.length; at++) if (alpha[at]! < 255) return true;
  return false;
}

/** A JPEG (never transparent) decoded once, scaled down as it is read (libjpeg's DCT scaling reads every block still). */
async function jpegDecodes(content: ImageInput): Promise<false> {
  const side = PREFLIGHT_LIMITS.alphaScanSidePx;
  await sharp(content, SHARP_INPUT).resize(side, side, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer();
  return false;
}

async function preflightImage(file: ArtworkFile['content'], target: PrintTarget | null): Promise<PreflightResult> {
  const header = readImageHeader(headOf(file).subarray(0, IMAGE_HEADER_BYTES));
  const content: ImageInput = file instanceof Uint8Array ? file : file.path;
  if (!header) return { verdict: refused('image_unreadable', PREFLIGHT_MESSAGES.imageUnreadable), facts: noFacts('image') };
  if (imageTooLarge(header.width, header.height)) {
    return { verdict: refused('image_too_large', PREFLIGHT_MESSAGES.imageTooLarge(header.width, header.height, target)), facts: noFacts('image') };
  }
  let read;
  try {
    // Every pixel is decoded once (a damaged one fails here), and whether transparency is used
    // is read from what the decode gives (as the page looks). Both reads start at once, on sharp's
    // threads: the decode is under way before anything else (the upload route writes the file to
    // the database on this thread meanwhile) can hold it up.
    const [metadata, alphaUsed] = await Promise.all([sharp(content, SHARP_INPUT).metadata(), header.format === 'png' ? pngAlphaUsed(content) : jpegDecodes(content)]);
    read = { metadata, alphaUsed: metadata.hasAlpha === true && alphaUsed };
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    return {
      verdict: tooLarge ? refused('image_too_large', PREFLIGHT_MESSAGES.imageTooLarge(header.width, header.height, target)) : refused('image_unreadable', PREFLIGHT_MESSAGES.imageUnreadable),
      facts: noFacts('image'),
    };
  }
  const { metadata, alphaUsed } = read;
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? header.width;
  const height = (turned ? metadata.width : metadata.height) ?? header.height;
  const facts: RasterFacts = {
    width_px: width,
    height_px: height,
    has_alpha: metadata.hasAlpha === true,
    alpha_used: alphaUsed,
    space: spaceOf(metadata.space),
    has_profile: metadata.icc !== undefined,
  };
  return { verdict: rasterVerdict(facts, target), facts: { kind: 'image', image: { ...facts, format: header.format, density_ppi: metadata.density ?? null }, pdf: null } };
}

async function preflightPdf(content: Uint8Array, target: PrintTarget | null): Promise<PreflightResult> {
  const streams = await scanPdfStreams(content);
  if (streams.tooLarge) return { verdict: refused('pdf_too_large', PREFLIGHT_MESSAGES.pdfTooLarge), facts: noFacts('pdf') };
  const reading = await readPdf(content);
  switch (reading.kind) {
    case 'password':
      return { verdict: refused('pdf_encrypted', PREFLIGHT_MESSAGES.pdfEncrypted), facts: noFacts('pdf') };
    case 'unreadable':
      return { verdict: refused('pdf_unreadable', PREFLIGHT_MESSAGES.pdfUnreadable), facts: noFacts('pdf') };
    case 'timeout':
      return { verdict: refused('pdf_too_large', PREFLIGHT_MESSAGES.pdfTooSlow), facts: noFacts('pdf') };
  }
  const facts = { kind: 'pdf' as const, image: null, pdf: reading.facts };
  // Both can be true: each is said.
  const refusals = [
    ...(reading.encrypted ? [{ level: 'refused' as const, code: 'pdf_restricted' as const, message: PREFLIGHT_MESSAGES.pdfRestricted }] : []),
    ...(reading.javascript || streams.activeContent.length > 0 ? [{ level: 'refused' as const, code: 'pdf_active_content' as const, message: PREFLIGHT_MESSAGES.pdfActiveContent }] : []),
  ];
  if (refusals.length > 0) return { verdict: verdictOf(refusals), facts };
  return { verdict: pdfVerdict(reading.facts, target), facts };
}

function preflightSvg(content: Uint8Array, target: PrintTarget | null): PreflightResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return { verdict: refused('svg_unreadable', PREFLIGHT_MESSAGES.svgUnreadable), facts: noFacts('svg') };
  }
  const facts = scanSvg(text);
  if (!facts) return { verdict: refused('svg_unreadable', PREFLIGHT_MESSAGES.svgUnreadable), facts: noFacts('svg') };
  return { verdict: svgVerdict(facts, target), facts: noFacts('svg') };
}

/** The target of a configuration (an order line's, the preflight request's): null when its product is no longer in the catalogue. */
export function targetOfConfiguration(configuration: Pick<StoredConfiguration, 'product_id' | 'cutting_id' | 'shape_id' | 'width' | 'height'>, catalogue: Catalogue): PrintTarget | null {
  const product = catalogue.productsById.get(configuration.product_id);
  if (!product || !(configuration.width > 0) || !(configuration.height > 0)) return null;
  return printTarget({
    productId: product.id,
    family: product.family,
    cuttingId: configuration.cutting_id,
    shapeId: configuration.shape_id,
    widthMm: configuration.width,
    heightMm: configuration.height,
  });
}

/** The verdict on one file printed on `target` (null: the size is not known, so only what needs no size is judged). */
export async function preflightArtwork(file: ArtworkFile, target: PrintTarget | null): Promise<PreflightResult> {
  const extension = artworkExtension(file.name);
  if (!extension) return { verdict: refused('file_type', PREFLIGHT_MESSAGES.fileType(PREFLIGHT_TYPES_DETAIL)), facts: noFacts('unknown') };
  if (!(await contentIsOfType(extension, file.content))) {
    return { verdict: refused('file_type', PREFLIGHT_MESSAGES.fileType(contentMismatchDetail(extension))), facts: noFacts('unknown') };
  }
  switch (extension) {
    case 'png':
    case 'jpg':
    case 'jpeg':
      return preflightImage(file.content, target);
    case 'svg':
      return preflightSvg(await wholeOf(file.content), target);
    case 'pdf':
      return pdfReadings(async () => preflightPdf(await wholeOf(file.content), target));
    case 'ai':
      // A PDF-compatible Illustrator file is a PDF; one saved as PostScript (EPS) is checked by hand.
      if (Buffer.from(headOf(file.content).subarray(0, 5)).toString('latin1') === '%PDF-') return pdfReadings(async () => preflightPdf(await wholeOf(file.content), target));
      return { verdict: verdictOf([{ level: 'warning', code: 'not_checked', message: PREFLIGHT_MESSAGES.notChecked }]), facts: noFacts('postscript') };
  }
}
