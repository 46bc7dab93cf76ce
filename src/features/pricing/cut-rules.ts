/**
 * Number of cuts per shape for multi-cut cuttings (configurator.md §5, §9), and the number of
 * stickers per sheet (`ea`) for sheet cuttings (forms-and-accounts.md §5). Each value must be
 * valid before a price is fetched. Pure: shared by the API and the quote page.
 */

/** Cuttings whose shapes can have several cuts (kiss-cut sheets). */
export const MULTI_CUT_CUTTING_IDS: readonly number[] = [3, 8];
export const MIN_CUTS_PER_SHAPE = 1;
export const MAX_CUTS_PER_SHAPE = 30;
export const CUT_INPUT_MAX_LENGTH = 4;

export const CUTS_REQUIRED_MESSAGE = 'Please enter the number of cuts.';
export const CUTS_OUT_OF_RANGE_MESSAGE = 'Number of cuts should be between 1 and 30.';

export function isMultiCutCutting(cuttingId: number | null | undefined): boolean {
  return cuttingId != null && MULTI_CUT_CUTTING_IDS.includes(cuttingId);
}

/** A shape asks for its number of cuts unless its `cuts` is "na". */
export function needsCutPerShape(shape: { cuts: string }): boolean {
  return shape.cuts.trim().toLowerCase() !== 'na';
}

/** What the cuts box keeps of a keystroke: digits only, at most 4 (letters blank the box). */
export function sanitizeCutInput(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '').slice(0, CUT_INPUT_MAX_LENGTH);
}

/** null when valid; otherwise the message to show under the cuts box. */
export function validateCutPerShape(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return CUTS_REQUIRED_MESSAGE;
  let cuts: number;
  if (typeof value === 'number') {
    cuts = value;
  } else {
    const text = value.trim();
    if (text === '') return CUTS_REQUIRED_MESSAGE;
    // "2.5", "3a", "-1": not a whole number of cuts.
    if (!/^\d+$/.test(text)) return CUTS_OUT_OF_RANGE_MESSAGE;
    cuts = Number(text);
  }
  if (!Number.isInteger(cuts) || cuts < MIN_CUTS_PER_SHAPE || cuts > MAX_CUTS_PER_SHAPE) {
    return CUTS_OUT_OF_RANGE_MESSAGE;
  }
  return null;
}

// ---- Stickers per sheet (`ea`), for cuttings with input_ea (Sticker Sheet, Die-Cut Sheet) ----------

export const MIN_STICKERS_PER_SHEET = 1;
export const MAX_STICKERS_PER_SHEET = 30;
/** The spec's max length of the numeric inputs on the forms. */
export const STICKERS_PER_SHEET_MAX_LENGTH = 6;
export const EA_REQUIRED_MESSAGE = 'Please specify the number of stickers to place in one seat.';
export const EA_TOO_MANY_MESSAGE = 'Number of stickers should not be more than 30.';

/** What the stickers-per-sheet box keeps of a keystroke: digits only, at most 6. */
export function sanitizeStickersPerSheetInput(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '').slice(0, STICKERS_PER_SHEET_MAX_LENGTH);
}

/** null when valid; otherwise the message to show under the stickers-per-sheet box. */
export function validateStickersPerSheet(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '' || !/^\d+$/.test(text) || Number(text) < MIN_STICKERS_PER_SHEET) return EA_REQUIRED_MESSAGE;
  return Number(text) > MAX_STICKERS_PER_SHEET ? EA_TOO_MANY_MESSAGE : null;
}
