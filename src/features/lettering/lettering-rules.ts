/**
 * The lettering designer's rules (forms-and-accounts.md §4 "Lettering designer", §5 "Lettering",
 * §8 lettering messages, §9 lettering constants; configurator.md §5): what text is accepted, how
 * a measured text is sized in mm, and the server's check of a configuration's size. Pure: the
 * designer and the server apply the same functions to the same measure (lettering-metrics.ts).
 *
 * Sizing (§4 "sizes automatically or from width/height … Heights under 30 mm trigger
 * width-from-height"), as read here:
 * - The lettering is its ink box. mm = px × 0.2645833333 (§5), so at the spec's 100 px font size
 *   the text has a natural size; typing a width or a height scales it, keeping its proportions.
 * - The lettering is never less than 30 mm high: Vinyl Lettering's smallest size is 30 × 30 mm
 *   (its dimension lookups, catalogue.json) and the designer's default canvas is 30 by 30 (§9).
 *   When the natural size, a typed width or a typed height would give a height under 30 mm, the
 *   height becomes 30 mm and the width follows from it ("width-from-height"). That is also why a
 *   single line at the natural size (about 19 mm of capitals) opens at 30 mm high.
 * - A narrow text at 30 mm high can be under 30 mm wide (a single "I"); that box is left for the
 *   configurator's size rules (size-rules.ts) to judge, as is the 600 × 600 mm maximum.
 * - Results are whole mm, as the configurator's size fields take them. The side the size comes
 *   from (the typed one, or the 30 mm height) is rounded up, and the lettering is cut at exactly
 *   that size; the other side is rounded up too, so the box a configuration states never cuts
 *   the lettering smaller than it was sized: the server's fit of the text into the stated box
 *   (verifyLetteringSize) then gives the very scale the designer used.
 */
import {
  FONT_SIZE_PX,
  LINE_GAP_PX,
  letteringLines,
  measureLettering,
  type LetteringAlignment,
  type LetteringFontMetrics,
  type LetteringMeasure,
} from './lettering-metrics.js';

export { FONT_SIZE_PX, LINE_GAP_PX };

/** The text box's default text (§2 item 7); not accepted as the lettering. */
export const LETTERING_PLACEHOLDER = 'Your text';
/** §5: mm = px × 0.2645833333 (a CSS pixel at 96 dpi). */
export const MM_PER_PX = 0.2645833333;
/** §5, §9: every letter and digit at least this high (ink height, lettering-metrics.ts). */
export const MIN_CHARACTER_MM = 10;
/** §4: a lettering under this height is sized from this height instead. */
export const HEIGHT_SIZING_BELOW_MM = 30;
/** §9: the designer pushes its size to the configurator this long after the last change. */
export const SIZE_PUSH_DELAY_MS = 300;
/**
 * At most this many lines. Opening hours (a heading, seven days, a phone number) are the
 * longest lettering a shop window usually carries; longer copy is a printed decal's job. Ten lines
 * of 10 mm lowercase need about 230 mm, well inside the 600 mm maximum.
 */
export const LETTERING_MAX_LINES = 10;
/**
 * At most this many characters, line breaks included (the text box's maxLength): ten lines of
 * 30 characters. At 10 mm lowercase a line of 30 characters is about 300 mm wide, half the maximum.
 */
export const LETTERING_TEXT_MAX_LENGTH = 300;
/** How close a stated size must be to the measured one, mm (whole-mm rounding of each side). */
export const SIZE_TOLERANCE_MM = 1;

/** The spec's words (§8), and the shop's own where the spec has none. */
export const LETTERING_MESSAGES = {
  textErrorTitle: 'Text Error',
  tooSmall: 'Some characters are less than 10mm. Please increase the size to proceed.',
  tryAgain: 'TRY AGAIN',
  inputRequiredTitle: 'Text Input Required',
  inputRequired: 'Please enter your Text to generate the exact size.',
  /** §8: "with a suggestion to use Lettering Decals if artwork already exists". */
  artworkSuggestion: 'Already have your artwork? Choose Lettering Decals and upload it instead.',
  /** Characters this font can't cut, named so the shopper can change them or pick another font. */
  unsupported: (characters: readonly string[]): string =>
    `This font has no ${characters.map((c) => `“${c}”`).join(' ')}. Please remove ${characters.length === 1 ? 'it' : 'them'} or choose another font.`,
  tooManyLines: `Please keep your text to ${LETTERING_MAX_LINES} lines or fewer.`,
  tooLong: `Please keep your text to ${LETTERING_TEXT_MAX_LENGTH} characters or fewer.`,
  heightBelowMinimum: `Lettering must be at least ${HEIGHT_SIZING_BELOW_MM}mm high.`,
} as const;

/** A stated size that is not the size this text measures. */
export const sizeMismatchMessage = (stated: { widthMm: number; heightMm: number }, measured: { widthMm: number; heightMm: number }): string =>
  `The lettering size ${stated.widthMm} x ${stated.heightMm} mm does not match this text (about ${measured.widthMm} x ${measured.heightMm} mm). Please size it again.`;

/** §5: the text must be entered, and must not be the placeholder. */
export function letteringTextError(text: string): 'required' | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === LETTERING_PLACEHOLDER ? 'required' : null;
}

/** The shop's limits on the text (LETTERING_TEXT_MAX_LENGTH characters, LETTERING_MAX_LINES lines), or null. */
export function letteringLengthError(text: string): 'too-many-lines' | 'too-long' | null {
  if ([...text].length > LETTERING_TEXT_MAX_LENGTH) return 'too-long';
  return letteringLines(text).length > LETTERING_MAX_LINES ? 'too-many-lines' : null;
}

export interface LetteringSize {
  widthMm: number;
  heightMm: number;
  /** The smallest letter or digit at this size, mm, rounded down to 0.1 (null without one). */
  smallestCharacterMm: number | null;
  /** Some letter or digit is under MIN_CHARACTER_MM. */
  tooSmall: boolean;
  /** Which side the size came from: the typed one, or the height when it was raised to 30 mm. */
  sizedFrom: 'width' | 'height';
}

/** Floating-point slack: a side that is 30 mm, or a letter that is 10 mm, in exact arithmetic. */
const EPSILON = 1e-6;
const ceilMm = (mm: number): number => Math.ceil(mm - EPSILON);

/** The lettering's size at the spec's 100 px font size (mm = px × MM_PER_PX), unrounded. */
const naturalMm = (measure: LetteringMeasure) => ({ width: measure.widthPx * MM_PER_PX, height: measure.heightPx * MM_PER_PX });

/** The smallest character at a scale (mm of lettering per natural mm), and whether it is too small. */
function characterCheck(measure: LetteringMeasure, scale: number): Pick<LetteringSize, 'smallestCharacterMm' | 'tooSmall'> {
  if (measure.smallestCharacterPx === null) return { smallestCharacterMm: null, tooSmall: false };
  const mm = measure.smallestCharacterPx * MM_PER_PX * scale;
  return { smallestCharacterMm: Math.floor((mm + EPSILON) * 10) / 10, tooSmall: mm < MIN_CHARACTER_MM - EPSILON };
}

/**
 * Size the lettering from the width the shopper typed, or from the height; a height under 30 mm
 * (typed, or following from the width) sizes from 30 mm high instead (§4). Whole mm, rounded up
 * (see the top of this file). A text without ink (nothing measured) has size 0 × 0.
 */
export function sizeLettering(measure: LetteringMeasure, from: { widthMm: number } | { heightMm: number }): LetteringSize {
  const natural = naturalMm(measure);
  if (natural.width <= 0 || natural.height <= 0) return { widthMm: 0, heightMm: 0, smallestCharacterMm: null, tooSmall: false, sizedFrom: 'widthMm' in from ? 'width' : 'height' };

  let sizedFrom: LetteringSize['sizedFrom'] = 'widthMm' in from ? 'width' : 'height';
  let typed = ceilMm('widthMm' in from ? from.widthMm : from.heightMm);
  let scale = typed / (sizedFrom === 'width' ? natural.width : natural.height);
  if (natural.height * scale < HEIGHT_SIZING_BELOW_MM - EPSILON) {
    sizedFrom = 'height';
    typed = HEIGHT_SIZING_BELOW_MM;
    scale = HEIGHT_SIZING_BELOW_MM / natural.height;
  }
  const widthMm = sizedFrom === 'width' ? typed : ceilMm(natural.width * scale);
  const heightMm = sizedFrom === 'height' ? typed : ceilMm(natural.height * scale);
  return { widthMm, heightMm, ...characterCheck(measure, scale), sizedFrom };
}

/** The size the designer opens with: the natural size, raised to 30 mm high when it is lower (§4, §9). */
export function naturalLetteringSize(measure: LetteringMeasure): LetteringSize {
  return sizeLettering(measure, { heightMm: naturalMm(measure).height });
}

export interface LetteringToVerify {
  text: string;
  alignment: LetteringAlignment;
  widthMm: number;
  heightMm: number;
}

/**
 * The server's check of a lettering configuration: is the text accepted, can the font cut every
 * character, is the stated width × height the size this text measures (each side within ±1 mm of
 * the text fitted into the box), is it at least 30 mm high as cut, and is every letter and digit at
 * least 10 mm at the size it will be cut (the text fitted into the stated box)? Null when it is
 * all right, else the message for the shopper.
 */
export function verifyLetteringSize(lettering: LetteringToVerify, metrics: LetteringFontMetrics): string | null {
  const { text, alignment, widthMm, heightMm } = lettering;
  if (letteringTextError(text) !== null) return LETTERING_MESSAGES.inputRequired;
  const tooLong = letteringLengthError(text);
  if (tooLong !== null) return tooLong === 'too-long' ? LETTERING_MESSAGES.tooLong : LETTERING_MESSAGES.tooManyLines;

  const measure = measureLettering(text, alignment, metrics);
  if (measure.unsupported.length > 0) return LETTERING_MESSAGES.unsupported(measure.unsupported);
  const natural = naturalMm(measure);
  if (natural.width <= 0 || natural.height <= 0) return LETTERING_MESSAGES.inputRequired;

  // The cut fits the text into the stated box; each side may be at most 1 mm over the text's.
  const scale = Math.min(widthMm / natural.width, heightMm / natural.height);
  const fitted = { width: natural.width * scale, height: natural.height * scale };
  if (!(scale > 0) || widthMm - fitted.width > SIZE_TOLERANCE_MM + EPSILON || heightMm - fitted.height > SIZE_TOLERANCE_MM + EPSILON) {
    const expected = sizeLettering(measure, widthMm / natural.width <= heightMm / natural.height ? { widthMm } : { heightMm });
    return sizeMismatchMessage({ widthMm, heightMm }, { widthMm: expected.widthMm, heightMm: expected.heightMm });
  }
  if (fitted.height < HEIGHT_SIZING_BELOW_MM - EPSILON) return LETTERING_MESSAGES.heightBelowMinimum;
  return characterCheck(measure, scale).tooSmall ? LETTERING_MESSAGES.tooSmall : null;
}
