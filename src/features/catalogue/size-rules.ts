/**
 * Size rules of the configurator (configurator.md §4, §5): what a shopper may type as width and
 * height, which dimension lookup limits it, fixed sizes for roll stickers and badges, and the
 * shape-sides rule. Pure: shared by the API and the quote page.
 */

/** Size limits for one cutting; sizes are "WxH" in mm, e.g. "20x20", "500x300". */
export interface DimLookup {
  id: number;
  cutting_id: number;
  min_size: string;
  max_size: string;
  is_equal: 'yes' | 'no';
}

export type OrientationName = 'A' | 'B' | 'C' | 'D';

export interface Dimension {
  width: number;
  height: number;
}

export interface FixedSize extends Dimension {
  /** e.g. "50 x 50 mm" */
  label: string;
}

/** What the shopper typed (or the API received) for one side. */
export type SizeInput = string | number | null | undefined;

export type SizeProblem = 'required' | 'below-minimum' | 'above-maximum' | 'orientation';

export type SizeCheck =
  | { ok: true }
  | { ok: false; kind: SizeProblem; message: string; requestQuote: boolean };

// Timings of the size inputs on the quote page (spec §5, §9).
export const SIZE_VALIDATION_DEBOUNCE_MS = 200;
export const SIZE_INPUT_DEBOUNCE_MS = 450;
export const CUSTOM_SIZE_CHANGE_DEBOUNCE_MS = 1000;
export const SIZE_INPUT_MAX_LENGTH = 6;

// Messages: exact spec wording.
export const SIZE_REQUIRED_MESSAGE = 'Please enter width and/or height';
export const sizeBelowMinimumMessage = (min: number): string =>
  `Width or height must not be below ${min}mm`;
/** Same check, but the page words it differently once an orientation is chosen. */
export const sizeSmallerThanMessage = (min: number): string =>
  `Width or height must not be smaller than ${min}mm`;
/**
 * Over the maximum: the spec's words for a square limit; a rectangular limit (500 × 300 mm) is
 * stated whole, so the message does not change with the other side (issue 17: "limits stated as
 * they are").
 */
export const sizeAboveMaximumMessage = (longer: number, shorter: number = longer): string =>
  longer === shorter
    ? `Width or height must not be bigger than ${longer}mm. For special sizes, please request a quote from the button below.`
    : `Width or height must not be bigger than ${longer} × ${shorter} mm (either way round). For special sizes, please request a quote from the button below.`;
export const orientationABWidthMessage = (maxWidth: number): string =>
  `Width must not be bigger than ${maxWidth}mm for orientation A or B. Please choose orientation C or D.`;
export const orientationCDHeightMessage = (maxHeight: number): string =>
  `Height must not be bigger than ${maxHeight}mm for orientation C or D. Please choose orientation A or B.`;
export const shapeSidesEqualMessage = (shape: string): string =>
  `Width and Height should be the same as you select ${shape} Shape`;
export const shapeSidesUnequalMessage = (shape: string): string =>
  `Width and Height should not be the same as you select ${shape} Shape`;

const DIMENSION_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * "500x300" → { width: 500, height: 300 }. Throws on anything else: lookups come from our own
 * data, so a malformed one is a data bug that should surface, not be silently ignored.
 */
export function parseDimension(text: string): Dimension {
  const match = DIMENSION_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a "WxH" size in mm: ${JSON.stringify(text)}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * The lookup limiting this size. A cutting may have one row for equal sides and one for unequal
 * sides; with a single row that row applies to every size. If several rows exist but none
 * matches, the first is used so the size is still limited rather than unchecked.
 */
export function pickDimLookup<L extends Pick<DimLookup, 'is_equal'>>(
  lookups: readonly L[],
  width: number,
  height: number,
): L | undefined {
  if (lookups.length <= 1) return lookups[0];
  const wanted = width === height ? 'yes' : 'no';
  return lookups.find((l) => l.is_equal === wanted) ?? lookups[0];
}

const normaliseSizeText = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

/** Roll stickers and badges come in fixed sizes: their lookup has min equal to max. */
export function isFixedSizeLookup(lookup: Pick<DimLookup, 'min_size' | 'max_size'>): boolean {
  return normaliseSizeText(lookup.min_size) === normaliseSizeText(lookup.max_size);
}

export const fixedSizeLabel = (size: Dimension): string => `${size.width} x ${size.height} mm`;

/** Distinct fixed sizes in lookup order, for the size picker of roll stickers and badges. */
export function fixedSizes(lookups: readonly Pick<DimLookup, 'min_size' | 'max_size'>[]): FixedSize[] {
  const seen = new Set<string>();
  const sizes: FixedSize[] = [];
  for (const lookup of lookups) {
    if (!isFixedSizeLookup(lookup)) continue;
    const size = parseDimension(lookup.min_size);
    const key = `${size.width}x${size.height}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sizes.push({ ...size, label: fixedSizeLabel(size) });
  }
  return sizes;
}

const TYPED_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A side as the shopper typed it: numeric, at most 6 characters, above 0. Anything else is
 * "not entered" (the page blocks paste and letters, the API must not trust that).
 */
export function parseSizeInput(value: SizeInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return undefined;
    return String(value).length <= SIZE_INPUT_MAX_LENGTH ? value : undefined;
  }
  const text = value.trim();
  if (text.length === 0 || text.length > SIZE_INPUT_MAX_LENGTH || !TYPED_NUMBER.test(text)) {
    return undefined;
  }
  const n = Number(text);
  return n > 0 ? n : undefined;
}

const descending = (a: number, b: number): [number, number] => (a >= b ? [a, b] : [b, a]);

const isAB = (o: OrientationName): boolean => o === 'A' || o === 'B';

export interface SizeToCheck {
  width: SizeInput;
  height: SizeInput;
  /** Lookups of the chosen cutting (only the size fields are read). */
  lookups: readonly Pick<DimLookup, 'min_size' | 'max_size' | 'is_equal'>[];
  orientation?: OrientationName | null;
}

/**
 * Checks a typed size against the cutting's limits. Sides are compared sorted (larger against
 * larger) so a 300x500 sticker fits a 500x300 limit, except when an orientation is chosen: then
 * the roll direction fixes which side may use the larger limit.
 */
export function validateSize({ width, height, lookups, orientation }: SizeToCheck): SizeCheck {
  const w = parseSizeInput(width);
  const h = parseSizeInput(height);
  if (w === undefined || h === undefined) {
    return { ok: false, kind: 'required', message: SIZE_REQUIRED_MESSAGE, requestQuote: false };
  }

  const lookup = pickDimLookup(lookups, w, h);
  if (!lookup) return { ok: true };

  const min = parseDimension(lookup.min_size);
  const max = parseDimension(lookup.max_size);
  const [a, b] = descending(w, h);
  const [minA, minB] = descending(min.width, min.height);
  const [maxA, maxB] = descending(max.width, max.height);

  if (b < minB || a < minA) {
    const bound = b < minB ? minB : minA;
    return {
      ok: false,
      kind: 'below-minimum',
      message: orientation ? sizeSmallerThanMessage(bound) : sizeBelowMinimumMessage(bound),
      requestQuote: false,
    };
  }

  // Too big whichever way it is turned: only a quote can help, so the orientation hint (which
  // would send the shopper back and forth between A/B and C/D) is not given.
  if (a > maxA || b > maxB) {
    return {
      ok: false,
      kind: 'above-maximum',
      message: sizeAboveMaximumMessage(maxA, maxB),
      requestQuote: true,
    };
  }

  // Fits when turned, but not in the chosen orientation.
  if (orientation) {
    if (isAB(orientation) && (w > maxB || h > maxA)) {
      return {
        ok: false,
        kind: 'orientation',
        message: orientationABWidthMessage(maxB),
        requestQuote: false,
      };
    }
    if (!isAB(orientation) && (h > maxB || w > maxA)) {
      return {
        ok: false,
        kind: 'orientation',
        message: orientationCDHeightMessage(maxB),
        requestQuote: false,
      };
    }
  }

  return { ok: true };
}

export type ShapeSides = 'equal' | 'unequal' | 'any';

const EQUAL_SIDED_SHAPES = new Set(['circle', 'square']);
const UNEQUAL_SIDED_SHAPES = new Set(['oval', 'rectangle']);

/** Circle and Square need equal sides; Oval and Rectangle unequal; other shapes fit any size. */
export function shapeSides(shapeName: string): ShapeSides {
  const name = shapeName.trim().toLowerCase();
  if (EQUAL_SIDED_SHAPES.has(name)) return 'equal';
  if (UNEQUAL_SIDED_SHAPES.has(name)) return 'unequal';
  return 'any';
}

/** Whether the shape is offered for this size; until a valid size is typed every shape is. */
export function isShapeOffered(shapeName: string, width: SizeInput, height: SizeInput): boolean {
  return validateShapeSides(shapeName, width, height) === null;
}

/**
 * Message when the typed size contradicts the shape (the page applies it for cutting id 1),
 * or null. No message until both sides are valid: the size message comes first.
 */
export function validateShapeSides(
  shapeName: string,
  width: SizeInput,
  height: SizeInput,
): string | null {
  const w = parseSizeInput(width);
  const h = parseSizeInput(height);
  if (w === undefined || h === undefined) return null;
  const sides = shapeSides(shapeName);
  if (sides === 'equal' && w !== h) return shapeSidesEqualMessage(shapeName);
  if (sides === 'unequal' && w === h) return shapeSidesUnequalMessage(shapeName);
  return null;
}
