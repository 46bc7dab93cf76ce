/**
 * Number of cuts per shape for multi-cut cuttings (configurator.md §5, §9). The value must be
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
