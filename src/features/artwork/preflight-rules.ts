/**
 * Preflight: what the shop says about a piece of artwork before it is printed at the size ordered
 * (issue 18). Pure and browser-safe: the server judges every upload with these rules
 * (preflight.ts, from what sharp, PDF.js and the SVG scan found), and the order page judges a
 * chosen image with the same rules the moment the browser has read it (web/preflight-in-browser.ts),
 * so both say the same words.
 *
 * A verdict is a list of notes, each with a level, a code a client can branch on and a message for
 * the shopper; the verdict's level is its worst note's: `refused` (we won't print it: the reason
 * and the fix), `warning` (we will, but the shopper should know) or `ok`.
 *
 * The rules, in order:
 * 1. Hostile or broken files are refused before anything else is looked at: content that is not
 *    what the name says, images over 100 megapixels or 30,000 px on a side (a decompression bomb
 *    declares a huge size in a tiny file), images, PDFs and SVGs that cannot be read, encrypted or
 *    scripted PDFs, SVGs with scripts, event handlers, outside references, foreignObject or a DOCTYPE.
 * 2. Resolution (images): the effective ppi at the size printed is pixels ÷ (mm ÷ 25.4). A fixed
 *    shape (square, circle, rectangle, straight cut, badge…) is filled by the image, so the lower
 *    of the two axes counts (what sticks out is cropped); a contour cut (die or kiss cut to the
 *    design's outline) fits the whole image inside the size, so the axis that fills it counts.
 *    Below 150 ppi refused, 150–299 a warning, 300 and up fine. The fix names the pixels that give
 *    300 ppi at the ordered size: ceil(mm ÷ 25.4 × 300) on each side.
 * 3. Aspect ratio against the size: what will be cropped (fixed shapes), or how small the design
 *    prints and what is left empty (contour cuts). Under 2 % of a side is not worth a note.
 * 4. Transparency (images for a contour cut): the cut follows the opaque part of the image, so an
 *    image without a transparent background is cut along its rectangle.
 * 5. Colour: RGB (sRGB when no profile is embedded) is converted for print; CMYK with its profile
 *    prints as it is; CMYK without one is printed with the shop's standard profile.
 * 6. PDF page size against the size plus the bleed (2 mm on every side, the bleed the artwork
 *    templates draw), fonts not embedded. SVG: live text in fonts we may not have.
 */
import { badgePrintDiameter, FLAT_BLEED_MM } from '../artwork-templates/template-sizes.js';
import { SHEET_CUTTING_IDS } from '../catalogue/labels.js';

// ---- Limits ------------------------------------------------------------------------------------

export const PREFLIGHT_LIMITS = {
  /** Below this an image is refused for print: it looks visibly blurry at arm's length. */
  refusedBelowPpi: 150,
  /** From this an image is sharp; in between, a warning. */
  sharpFromPpi: 300,
  /**
   * The most pixels an image may have (100 megapixels, 10,000 × 10,000): decoding one takes about
   * 400 MB, and 300 ppi over the largest size the shop sells (1000 × 600 mm) needs 84 megapixels.
   * Checked on the header before anything is decoded, and again by sharp (limitInputPixels).
   */
  maxInputPixels: 100_000_000,
  /** The longest side an image may have (2.5 m at 300 ppi). */
  maxSidePx: 30_000,
  /**
   * The page looks for transparency on a copy at most this many pixels across: a transparent
   * background survives the averaging; a lone half-transparent pixel may not, and would not shape
   * a cut line either. The server reads a PNG's alpha at full size (preflight.ts), so the two
   * differ only on such stray pixels; a JPEG is decoded at most this size to check it.
   */
  alphaScanSidePx: 2048,
  /**
   * The bleed a PDF's page should have past the finished size on every side: the 2 mm of the shop's
   * artwork templates (artwork-templates/template-sizes.ts FLAT_BLEED_MM), one number for both.
   */
  bleedMm: FLAT_BLEED_MM,
  /** A PDF page within this of a size is that size (export rounding). */
  pageToleranceMm: 0.5,
  /** An aspect ratio off by less than this share of a side gets no note. */
  aspectTolerance: 0.02,
  /** One artwork file at most (the same 25 MB as an upload's attachment). */
  maxBytes: 25 * 1024 * 1024,
  /**
   * The most a PDF's compressed streams may unpack to (images aside, whose size PDF.js checks
   * against maxInputPixels): a zip bomb unpacks a few kilobytes into gigabytes.
   */
  pdfMaxInflatedBytes: 256 * 1024 * 1024,
  /** The pages of a PDF whose fonts are checked (a sticker or card has one or two). */
  pdfPagesChecked: 10,
} as const;

const MM_PER_INCH = 25.4;
/** Room for floating-point error in ppi and pixel sums (600 px over 50.8 mm is 300 ppi, not 299.99…). */
const EPSILON = 1e-9;

// ---- Files -------------------------------------------------------------------------------------

/** The files preflight judges, by their name's extension: the upload forms' PDF, AI, JPEG and PNG, and SVG. */
export const ARTWORK_EXTENSIONS = ['pdf', 'ai', 'jpg', 'jpeg', 'png', 'svg'] as const;
export type ArtworkExtension = (typeof ARTWORK_EXTENSIONS)[number];

/** The extension of a file name that preflight judges (lower case), or undefined. */
export function artworkExtension(name: string): ArtworkExtension | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return ARTWORK_EXTENSIONS.find((known) => known === extension);
}

/** The extensions the page reads itself (it decodes images); the others it sends to POST /api/artwork/preflight. */
export const isBrowserReadable = (extension: ArtworkExtension): boolean => extension === 'png' || extension === 'jpg' || extension === 'jpeg';

// ---- Verdicts ----------------------------------------------------------------------------------

export const PREFLIGHT_LEVELS = ['refused', 'warning', 'ok'] as const;
export type PreflightLevel = (typeof PREFLIGHT_LEVELS)[number];

export const PREFLIGHT_CODES = [
  'file_type',
  'image_unreadable',
  'image_too_large',
  'resolution_low',
  'resolution_fair',
  'resolution_sharp',
  'aspect_cropped',
  'aspect_padded',
  'transparency_missing',
  'transparency_unused',
  'transparency_ok',
  'colour_rgb',
  'colour_cmyk',
  'colour_cmyk_no_profile',
  'colour_grey',
  'size_unknown',
  'pdf_unreadable',
  'pdf_too_large',
  'pdf_encrypted',
  'pdf_restricted',
  'pdf_active_content',
  'pdf_bleed',
  'pdf_size',
  'pdf_no_bleed',
  'pdf_scaled',
  'pdf_fonts_not_embedded',
  'not_checked',
  'svg_unreadable',
  'svg_script',
  'svg_event_handler',
  'svg_external_reference',
  'svg_foreign_object',
  'svg_doctype',
  'svg_live_text',
  'vector',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

export interface PreflightNote {
  level: PreflightLevel;
  code: PreflightCode;
  message: string;
}

export interface PreflightVerdict {
  /** The worst note's level (`ok` when there are none). */
  level: PreflightLevel;
  /** Refusals first, then warnings, then what is fine. */
  notes: PreflightNote[];
}

const RANK: Record<PreflightLevel, number> = { refused: 0, warning: 1, ok: 2 };

export function verdictOf(notes: readonly PreflightNote[]): PreflightVerdict {
  const sorted = [...notes].sort((a, b) => RANK[a.level] - RANK[b.level]);
  return { level: sorted[0]?.level ?? 'ok', notes: sorted };
}

// ---- What is printed ---------------------------------------------------------------------------

/** Cutting ids of the seeded catalogue (db/seed/catalogue.json) whose cut can follow the design. */
const CUT_WORDS: Readonly<Record<number, string>> = { 1: 'die cut', 2: 'kiss cut', 4: 'cut' };
const ROUND_BADGE_CUTTING_ID = 11;
/** Shape ids of the seeded catalogue. */
const SHAPES: Readonly<Record<number, TargetShape>> = { 1: 'round', 2: 'square', 3: 'oval', 4: 'rectangular', 5: 'custom', 6: 'heart', 7: 'star' };

export type TargetShape = 'round' | 'square' | 'oval' | 'rectangular' | 'custom' | 'heart' | 'star';

const NOUNS: Readonly<Record<string, string>> = { badge: 'badges', magnet: 'magnets', 'business-card': 'business cards', 'hang-tag': 'hang tags' };

/**
 * What a file is judged against: the size ordered and how it is cut. Built by the server from an
 * order line or the preflight request (printTarget), and handed to the page as it is, so the
 * browser applies the rules to the same target.
 */
export interface PrintTarget {
  product_id: number;
  cutting_id: number;
  shape_id: number | null;
  /** The size ordered, mm. */
  width_mm: number;
  height_mm: number;
  /** What the artwork must cover, mm: the size ordered, or a badge's larger disc (its print wraps round the edge). */
  print_width_mm: number;
  print_height_mm: number;
  /** "50 × 50 mm", or for a badge "70 × 70 mm (a 58 mm badge with the part that wraps round its edge)". */
  size_words: string;
  /** Fixed shapes are filled (what sticks out is cropped); contour cuts fit the design inside the size. */
  fit: 'crop' | 'pad';
  /** The cut follows the design's outline (die or kiss cut to a custom shape). */
  contour_cut: boolean;
  /** "die cut", "kiss cut" or "cut" (for contour cuts; otherwise "cut"). */
  cut_words: string;
  /** A sheet of stickers: the size is the sheet's, not a design's. */
  sheet: boolean;
  /** "stickers", "badges", "magnets", "business cards", "hang tags". */
  noun: string;
  shape: TargetShape;
}

export interface PrintTargetInput {
  productId: number;
  /** The product's family in the catalogue (sticker, special, badge, magnet, business-card, hang-tag). */
  family: string;
  cuttingId: number;
  shapeId: number | null;
  widthMm: number;
  heightMm: number;
}

/** The target of a configuration: the size, the cut and what the artwork must cover. */
export function printTarget(input: PrintTargetInput): PrintTarget {
  const { widthMm, heightMm, cuttingId } = input;
  const cutWords = CUT_WORDS[cuttingId];
  const namedShape = input.shapeId === null ? undefined : SHAPES[input.shapeId];
  // A die or kiss cut without a fixed shape follows the design (as Custom Shape does).
  const contour = cutWords !== undefined && (namedShape === undefined || namedShape === 'custom');
  const badge = cuttingId === ROUND_BADGE_CUTTING_ID;
  const square = Math.abs(widthMm - heightMm) < EPSILON;
  const shape: TargetShape = badge ? 'round' : contour ? 'custom' : namedShape === 'rectangular' && square ? 'square' : (namedShape ?? (square ? 'square' : 'rectangular'));
  const printWidth = badge ? badgePrintDiameter(widthMm) : widthMm;
  const printHeight = badge ? badgePrintDiameter(heightMm) : heightMm;
  const sizeWords = badge
    ? `${sizeMm(printWidth, printHeight)} (a ${formatMm(widthMm)} mm badge with the part that wraps round its edge)`
    : sizeMm(widthMm, heightMm);
  return {
    product_id: input.productId,
    cutting_id: cuttingId,
    shape_id: input.shapeId,
    width_mm: widthMm,
    height_mm: heightMm,
    print_width_mm: printWidth,
    print_height_mm: printHeight,
    size_words: sizeWords,
    fit: contour ? 'pad' : 'crop',
    contour_cut: contour,
    cut_words: contour && cutWords ? cutWords : 'cut',
    sheet: SHEET_CUTTING_IDS.includes(cuttingId),
    noun: NOUNS[input.family] ?? 'stickers',
    shape,
  };
}

// ---- Numbers in words --------------------------------------------------------------------------

/** 50, 37.5 (one decimal at most). */
export const formatMm = (mm: number): string => String(Math.round(mm * 10) / 10);
const sizeMm = (width: number, height: number): string => `${formatMm(width)} × ${formatMm(height)} mm`;
const formatCount = (n: number): string => n.toLocaleString('en-SG');
const PERCENT = 100;
/** A share (0.25) in whole percent (25). */
const percentOf = (share: number): number => Math.round(share * PERCENT);

/** The pixels that give 300 ppi over `mm`. */
export const pixelsFor = (mm: number, ppi: number = PREFLIGHT_LIMITS.sharpFromPpi): number => Math.ceil((mm / MM_PER_INCH) * ppi - EPSILON);

/**
 * An aspect ratio as people say it: "square", "4:3", "16:9", or "2.35:1" when no small whole
 * numbers (up to 16) come within 0.5 % of it.
 */
export function ratioWords(width: number, height: number): string {
  const ratio = width / height;
  if (Math.abs(ratio - 1) < 0.01) return 'square';
  for (let b = 1; b <= 16; b++) {
    const a = Math.round(ratio * b);
    if (a >= 1 && a <= 32 && Math.abs(a / b - ratio) / ratio < 0.005) return `${a}:${b}`;
  }
  return ratio >= 1 ? `${ratio.toFixed(2)}:1` : `1:${(1 / ratio).toFixed(2)}`;
}

/** How the ordered size's shape is said: "square", "round", "3:2", "oval (3:2)", "heart-shaped (50 × 50 mm)". */
function targetShapeWords(target: PrintTarget): string {
  const ratio = ratioWords(target.print_width_mm, target.print_height_mm);
  switch (target.shape) {
    case 'round':
    case 'square':
      return target.shape;
    case 'oval':
      return `oval (${ratio})`;
    case 'heart':
    case 'star':
      return `${target.shape}-shaped (${target.size_words})`;
    default:
      return ratio === 'square' ? 'square' : ratio;
  }
}

// ---- Messages ----------------------------------------------------------------------------------

/** Every word the preflight says, in one place (the server's answers and the page's verdicts). */
export const PREFLIGHT_MESSAGES = {
  /** The headline of a verdict, by its level. */
  levels: { refused: "We can't print this file", warning: 'We can print this file, but please check', ok: 'Ready to print' } satisfies Record<PreflightLevel, string>,
  /** While the page reads a chosen file. */
  checking: 'Checking how it will print…',
  fileType: (detail: string) => `File type not accepted. Please try again. ${detail}`,
  imageUnreadable: 'This image could not be read: the file is damaged or incomplete. Export it again and upload it.',
  imageTooLarge: (widthPx: number, heightPx: number, target: PrintTarget | null) =>
    `This image is ${formatCount(widthPx)} × ${formatCount(heightPx)} px, more than we can process (at most ${formatCount(PREFLIGHT_LIMITS.maxInputPixels / 1_000_000)} megapixels and ${formatCount(PREFLIGHT_LIMITS.maxSidePx)} px on a side): save it smaller and upload it again.` +
    (target ? ` ${formatCount(pixelsFor(target.print_width_mm))} × ${formatCount(pixelsFor(target.print_height_mm))} px is enough for 300 ppi at ${target.size_words}.` : ''),
  resolutionLow: (target: PrintTarget, ppi: number) =>
    `At ${target.size_words} this image prints at ${ppi} ppi and will look blurry: upload one at least ${formatCount(pixelsFor(target.print_width_mm))} × ${formatCount(pixelsFor(target.print_height_mm))} px (300 ppi), or choose a smaller size.`,
  resolutionFair: (target: PrintTarget, ppi: number) =>
    `At ${target.size_words} this image prints at ${ppi} ppi: fine for photos, but small text and thin lines may look soft. For the sharpest print, upload one at least ${formatCount(pixelsFor(target.print_width_mm))} × ${formatCount(pixelsFor(target.print_height_mm))} px (300 ppi).`,
  resolutionSharp: (target: PrintTarget, ppi: number) => `At ${target.size_words} this image prints at ${ppi} ppi: sharp.`,
  aspectCropped: (what: 'image' | 'page', ratio: string, target: PrintTarget, percent: number, axis: 'width' | 'height') =>
    `Your ${what} is ${ratio} and the ${target.noun} are ${targetShapeWords(target)}: ${percent} % of its ${axis} will be cropped, half on each side.`,
  aspectPadded: (what: 'image' | 'page', ratio: string, target: PrintTarget, fittedWidth: number, fittedHeight: number, emptyMm: number, axis: 'width' | 'height') =>
    `Your ${what} is ${ratio} and the ${target.noun} are ${target.size_words}: fitted inside, it prints ${sizeMm(fittedWidth, fittedHeight)}, with ${formatMm(emptyMm)} mm of the ${axis} left empty.`,
  transparencyMissing: (cut: string) =>
    `This image has no transparent background, so the ${cut} will follow its rectangular edge: for a ${cut} around your design, upload a PNG with a transparent background.`,
  transparencyUnused: (cut: string) =>
    `This image has a transparency channel but no transparent pixels, so the ${cut} will follow its rectangular edge: make the background transparent for a ${cut} around your design.`,
  transparencyOk: (cut: string) => `Transparent background: the ${cut} will follow your design's outline.`,
  colourRgb: (profile: boolean) =>
    `RGB colours${profile ? ' with an embedded profile' : ' (no embedded profile, so we read them as sRGB)'}: we convert them to print colours (CMYK), and very bright blues and greens may print a little duller.`,
  colourCmyk: 'CMYK colours with an embedded profile: printed as they are.',
  colourCmykNoProfile:
    'CMYK colours without an embedded profile: we print them with our standard coated profile (FOGRA39), so they may differ a little from your screen. Embed the profile when you export, for exact colours.',
  colourGrey: 'Greyscale: printed in shades of black.',
  sizeUnknown: 'These files are for the whole order, so we can’t tell the size they print at: choose the item they are for to check their resolution.',
  sheetSize: 'On a sticker sheet we can’t tell the size each design prints at: we check its resolution when we lay out your sheet.',
  pdfUnreadable: 'This PDF could not be read: the file is damaged or incomplete. Export it again and upload it.',
  pdfTooLarge: `This PDF unpacks to more than ${PREFLIGHT_LIMITS.pdfMaxInflatedBytes / 1024 / 1024} MB, far more than a print file needs, so it may be damaged: export it again (flattened, without hidden layers) and upload it.`,
  pdfTooSlow: 'This PDF is too complex to check in time, far more than a print file needs, so it may be damaged: export it again (flattened, without hidden layers) and upload it.',
  pdfEncrypted: 'This PDF is protected by a password, so we can’t open it to print: save a copy without a password and upload that.',
  pdfRestricted: 'This PDF has security settings (it is encrypted against printing or changes), so we can’t prepare it for print: save a copy without security and upload that.',
  pdfActiveContent:
    'This PDF contains JavaScript or actions that run on their own (such as opening other files): we don’t print files with active content. Export it again as a plain PDF (PDF/X if your program offers it) and upload that.',
  pdfBleed: (pageWidth: number, pageHeight: number, target: PrintTarget) =>
    `The page is ${sizeMm(pageWidth, pageHeight)}: ${sizeMm(target.print_width_mm, target.print_height_mm)} with ${formatMm(PREFLIGHT_LIMITS.bleedMm)} mm bleed on every side.`,
  pdfExactSize: (pageWidth: number, pageHeight: number) => `The page is ${sizeMm(pageWidth, pageHeight)}, the size you ordered.`,
  pdfNoBleed: (target: PrintTarget) =>
    `The page is ${sizeMm(target.print_width_mm, target.print_height_mm)}, the finished size, with no bleed: extend the background ${formatMm(PREFLIGHT_LIMITS.bleedMm)} mm past every edge (a ${sizeMm(target.print_width_mm + 2 * PREFLIGHT_LIMITS.bleedMm, target.print_height_mm + 2 * PREFLIGHT_LIMITS.bleedMm)} page), or a thin white edge may show where it is cut.`,
  pdfScaled: (pageWidth: number, pageHeight: number, target: PrintTarget, percent: number) =>
    `The page is ${sizeMm(pageWidth, pageHeight)} and the ${target.noun} are ${target.size_words}: we will scale it to ${percent} %. Check that small text stays readable at that size.`,
  pdfFontsNotEmbedded: (fonts: readonly string[]) =>
    `${fonts.length === 1 ? 'The font' : 'The fonts'} ${namesInWords(fonts)} ${fonts.length === 1 ? 'is' : 'are'} not embedded in this PDF, so the text may print in another font: embed the fonts or convert the text to outlines, and export it again.`,
  notChecked:
    'We can’t check an Illustrator file saved as PostScript here: our team checks it by hand before your proof. For an instant check, save it as a PDF-compatible AI file or as a PDF.',
  svgUnreadable: 'This SVG could not be read: it is not complete, well-formed SVG. Export it again and upload it.',
  svgScript: 'This SVG contains a script: we don’t print files with active content. Remove the script (or export the SVG again without interactivity) and upload it.',
  svgEventHandler: (attribute: string) => `This SVG has event handlers (such as ${attribute}), which run code: export it again without interactivity and upload it.`,
  svgExternalReference: (reference: string) =>
    `This SVG uses a file from outside it (${reference}): we print only what is inside the file. Embed the image or font in the SVG and upload it again.`,
  svgForeignObject: 'This SVG contains a foreignObject (a web page inside the drawing), which doesn’t print reliably: convert it to plain shapes and text, and upload it again.',
  svgDoctype: 'This SVG declares a DOCTYPE or entities, which we don’t accept: export it again as plain SVG and upload it.',
  svgLiveText: (fonts: readonly string[]) =>
    `This SVG has live text${fonts.length > 0 ? ` in ${namesInWords(fonts)}` : ''}, which may print in another font: convert the text to outlines and upload it again.`,
  vector: 'Vector artwork: it prints sharp at any size.',
} as const;

/** "Helvetica", "Helvetica and Arial", "Helvetica, Arial, Futura and 2 more". */
function namesInWords(names: readonly string[]): string {
  const shown = names.slice(0, 3);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const note = (level: PreflightLevel, code: PreflightCode, message: string): PreflightNote => ({ level, code, message });

/**
 * A refused file's message as an upload answers it: its name first when several were sent together
 * (the order's artwork upload and the quote request say the same).
 */
export const refusedArtworkMessage = (name: string, message: string, together: number): string => (together > 1 ? `${name}: ${message}` : message);

/** A verdict of one refusal (a hostile or broken file: nothing else is looked at). */
export const refused = (code: PreflightCode, message: string): PreflightVerdict => verdictOf([note('refused', code, message)]);

// ---- Images ------------------------------------------------------------------------------------

/** What is known of an image: from sharp on the server, from its header and a decode in the browser. */
export interface RasterFacts {
  width_px: number;
  height_px: number;
  /** The image has an alpha channel (or a transparent palette entry). */
  has_alpha: boolean;
  /** Some pixel is not fully opaque; null when not looked at. */
  alpha_used: boolean | null;
  space: 'rgb' | 'cmyk' | 'grey' | null;
  /** An ICC profile is embedded; null when unknown. */
  has_profile: boolean | null;
}

/** Whether an image of this size is over the limits (refused before it is decoded). */
export const imageTooLarge = (widthPx: number, heightPx: number): boolean =>
  widthPx * heightPx > PREFLIGHT_LIMITS.maxInputPixels || Math.max(widthPx, heightPx) > PREFLIGHT_LIMITS.maxSidePx;

/**
 * The effective resolution of an image printed on `target`, in whole ppi (rounded down, so
 * 149.9 ppi is 149 and refused): a fixed shape is covered (the lower axis), a contour cut fits the
 * image inside (the higher axis: the other prints smaller than the size).
 */
export function effectivePpi(widthPx: number, heightPx: number, target: PrintTarget): number {
  const across = (widthPx * MM_PER_INCH) / target.print_width_mm;
  const down = (heightPx * MM_PER_INCH) / target.print_height_mm;
  const ppi = target.fit === 'crop' ? Math.min(across, down) : Math.max(across, down);
  return Math.floor(ppi + EPSILON);
}

export function resolutionNote(widthPx: number, heightPx: number, target: PrintTarget): PreflightNote {
  const ppi = effectivePpi(widthPx, heightPx, target);
  if (ppi < PREFLIGHT_LIMITS.refusedBelowPpi) return note('refused', 'resolution_low', PREFLIGHT_MESSAGES.resolutionLow(target, ppi));
  if (ppi < PREFLIGHT_LIMITS.sharpFromPpi) return note('warning', 'resolution_fair', PREFLIGHT_MESSAGES.resolutionFair(target, ppi));
  return note('ok', 'resolution_sharp', PREFLIGHT_MESSAGES.resolutionSharp(target, ppi));
}

/**
 * What a `width` × `height` design (pixels, points or millimetres: only the ratio counts) loses or
 * leaves empty on `target`; undefined when the ratios agree within the tolerance.
 */
export function aspectNote(what: 'image' | 'page', width: number, height: number, target: PrintTarget): PreflightNote | undefined {
  const design = width / height;
  const wanted = target.print_width_mm / target.print_height_mm;
  const wider = design > wanted;
  // The share of the design's width (or height) that does not fit the target's ratio.
  const share = wider ? 1 - wanted / design : 1 - design / wanted;
  if (share < PREFLIGHT_LIMITS.aspectTolerance) return undefined;
  const axis = wider ? 'width' : 'height';
  const ratio = ratioWords(width, height);
  if (target.fit === 'crop') return note('warning', 'aspect_cropped', PREFLIGHT_MESSAGES.aspectCropped(what, ratio, target, percentOf(share), axis));
  const fittedWidth = wider ? target.print_width_mm : target.print_height_mm * design;
  const fittedHeight = wider ? target.print_width_mm / design : target.print_height_mm;
  const empty = wider ? target.print_height_mm - fittedHeight : target.print_width_mm - fittedWidth;
  return note('warning', 'aspect_padded', PREFLIGHT_MESSAGES.aspectPadded(what, ratio, target, fittedWidth, fittedHeight, empty, wider ? 'height' : 'width'));
}

/** The note about a contour cut's transparency (none for other cuts). */
function transparencyNote(facts: RasterFacts, target: PrintTarget): PreflightNote | undefined {
  if (!target.contour_cut) return undefined;
  const cut = target.cut_words;
  if (!facts.has_alpha) return note('warning', 'transparency_missing', PREFLIGHT_MESSAGES.transparencyMissing(cut));
  if (facts.alpha_used === false) return note('warning', 'transparency_unused', PREFLIGHT_MESSAGES.transparencyUnused(cut));
  if (facts.alpha_used === true) return note('ok', 'transparency_ok', PREFLIGHT_MESSAGES.transparencyOk(cut));
  return undefined;
}

function colourNote(space: RasterFacts['space'], hasProfile: boolean | null): PreflightNote | undefined {
  if (space === 'cmyk') {
    if (hasProfile === true) return note('ok', 'colour_cmyk', PREFLIGHT_MESSAGES.colourCmyk);
    if (hasProfile === false) return note('warning', 'colour_cmyk_no_profile', PREFLIGHT_MESSAGES.colourCmykNoProfile);
    return undefined;
  }
  if (space === 'grey') return note('ok', 'colour_grey', PREFLIGHT_MESSAGES.colourGrey);
  if (space === 'rgb' && hasProfile !== null) return note('ok', 'colour_rgb', PREFLIGHT_MESSAGES.colourRgb(hasProfile));
  return undefined;
}

/** Where the size is unknown (the whole order of several items, or a sheet): the note saying so. */
function unknownSizeNote(target: PrintTarget | null): PreflightNote | undefined {
  if (target === null) return note('warning', 'size_unknown', PREFLIGHT_MESSAGES.sizeUnknown);
  if (target.sheet) return note('warning', 'size_unknown', PREFLIGHT_MESSAGES.sheetSize);
  return undefined;
}

/** The verdict on an image that could be read, printed on `target` (null: the size is not known). */
export function rasterVerdict(facts: RasterFacts, target: PrintTarget | null): PreflightVerdict {
  if (imageTooLarge(facts.width_px, facts.height_px)) return refused('image_too_large', PREFLIGHT_MESSAGES.imageTooLarge(facts.width_px, facts.height_px, target));
  const unknown = unknownSizeNote(target);
  const sized = target !== null && unknown === undefined ? target : null;
  const notes = [
    unknown,
    sized ? resolutionNote(facts.width_px, facts.height_px, sized) : undefined,
    sized ? aspectNote('image', facts.width_px, facts.height_px, sized) : undefined,
    target ? transparencyNote(facts, target) : undefined,
    colourNote(facts.space, facts.has_profile),
  ];
  return verdictOf(notes.filter((n): n is PreflightNote => n !== undefined));
}

// ---- PDF ---------------------------------------------------------------------------------------

/** What is known of a PDF that could be opened (PDF.js and the stream scan, pdf-scan.ts). */
export interface PdfFacts {
  /** The first page's size as shown (its CropBox, rotated), mm. */
  page_width_mm: number;
  page_height_mm: number;
  pages: number;
  /** Fonts used on the pages checked whose program is not in the file (as PDF.js names them). */
  fonts_not_embedded: string[];
}

const near = (a: number, b: number): boolean => Math.abs(a - b) <= PREFLIGHT_LIMITS.pageToleranceMm;

/** The page's size against the size ordered (and its bleed, for fixed shapes). */
function pageNote(facts: PdfFacts, target: PrintTarget): PreflightNote | undefined {
  const { page_width_mm: width, page_height_mm: height } = facts;
  const w = target.print_width_mm;
  const h = target.print_height_mm;
  const bleed = 2 * PREFLIGHT_LIMITS.bleedMm;
  if (near(width, w + bleed) && near(height, h + bleed)) return note('ok', 'pdf_bleed', PREFLIGHT_MESSAGES.pdfBleed(width, height, target));
  if (near(width, w) && near(height, h)) {
    // A contour cut follows the design inside the page: it needs no bleed at the page's edge.
    return target.fit === 'pad' ? note('ok', 'pdf_size', PREFLIGHT_MESSAGES.pdfExactSize(width, height)) : note('warning', 'pdf_no_bleed', PREFLIGHT_MESSAGES.pdfNoBleed(target));
  }
  const aspect = aspectNote('page', width, height, target);
  if (aspect) return aspect;
  // The same shape at another size: scaled to the size (with its bleed when it has the bleed's proportions).
  const percent = percentOf(w / width);
  return note('warning', 'pdf_scaled', PREFLIGHT_MESSAGES.pdfScaled(width, height, target, percent));
}

export function pdfVerdict(facts: PdfFacts, target: PrintTarget | null): PreflightVerdict {
  const unknown = unknownSizeNote(target);
  const sized = target !== null && unknown === undefined ? target : null;
  const notes = [
    unknown,
    sized ? pageNote(facts, sized) : undefined,
    facts.fonts_not_embedded.length > 0 ? note('warning', 'pdf_fonts_not_embedded', PREFLIGHT_MESSAGES.pdfFontsNotEmbedded(facts.fonts_not_embedded)) : undefined,
  ];
  return verdictOf(notes.filter((n): n is PreflightNote => n !== undefined));
}

// ---- SVG ---------------------------------------------------------------------------------------

/** What the SVG scan found (svg-scan.ts). */
export interface SvgFacts {
  /** The drawing's width and height in any one unit (from width/height or the viewBox), or null. */
  width: number | null;
  height: number | null;
  script: boolean;
  /** Event handler attributes found (onload, onclick…). */
  event_handlers: string[];
  /** href/src/url() values that point outside the file. */
  external_references: string[];
  foreign_object: boolean;
  /** A DOCTYPE (and so possibly entities) is declared. */
  doctype: boolean;
  /** Font families of live text (empty when text names no font); null when there is no text. */
  text_fonts: string[] | null;
}

/** At most this much of an outside reference is repeated in a message. */
const REFERENCE_SHOWN = 60;

export function svgVerdict(facts: SvgFacts, target: PrintTarget | null): PreflightVerdict {
  const refusals: PreflightNote[] = [];
  if (facts.doctype) refusals.push(note('refused', 'svg_doctype', PREFLIGHT_MESSAGES.svgDoctype));
  if (facts.script) refusals.push(note('refused', 'svg_script', PREFLIGHT_MESSAGES.svgScript));
  const [handler] = facts.event_handlers;
  if (handler) refusals.push(note('refused', 'svg_event_handler', PREFLIGHT_MESSAGES.svgEventHandler(handler)));
  const [reference] = facts.external_references;
  if (reference) {
    const shown = reference.length > REFERENCE_SHOWN ? `${reference.slice(0, REFERENCE_SHOWN - 1)}…` : reference;
    refusals.push(note('refused', 'svg_external_reference', PREFLIGHT_MESSAGES.svgExternalReference(shown)));
  }
  if (facts.foreign_object) refusals.push(note('refused', 'svg_foreign_object', PREFLIGHT_MESSAGES.svgForeignObject));
  if (refusals.length > 0) return verdictOf(refusals);
  const unknown = unknownSizeNote(target);
  const sized = target !== null && unknown === undefined ? target : null;
  const notes = [
    unknown,
    sized && facts.width && facts.height ? aspectNote('image', facts.width, facts.height, sized) : undefined,
    facts.text_fonts !== null ? note('warning', 'svg_live_text', PREFLIGHT_MESSAGES.svgLiveText(facts.text_fonts)) : undefined,
    note('ok', 'vector', PREFLIGHT_MESSAGES.vector),
  ];
  return verdictOf(notes.filter((n): n is PreflightNote => n !== undefined));
}
