/**
 * Money is integer cents end to end; only this module turns cents into text.
 * Display format is the shop's: S$1,234.50 (en-SG, SGD).
 */
const sgd = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD' });

/**
 * en-SG locale data writes the Singapore dollar as a bare "$" (ICU); an online shop's visitors
 * may read that as US dollars, so the currency part is always spelled "S$".
 */
export function formatSgd(cents: number): string {
  return sgd
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? 'S$' : part.value))
    .join('');
}

/**
 * The one pair of conversions between the API's dollar amounts and the integer cents every sum
 * is done in. No other module divides or multiplies by 100 (a lint rule keeps it so).
 */

/** Cents from a dollar amount (an API field, seed data, admin input); rounds half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/** Dollars as a number with two decimals, for the API's price fields. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * A price per piece in dollars, to 4 decimals: a unit price can be a fraction of a cent
 * (1,000 roll labels for S$9.00 are S$0.009 each). `unitCents` may itself be fractional.
 */
export function unitPriceDollars(unitCents: number): number {
  return Math.round(unitCents * 100) / 10000;
}

/** The price per piece of a line (total ÷ quantity, to 4 decimals): the one rule the panel, cart, order and compare tray share. */
export const unitPriceOf = (totalCents: number, quantity: number): number => unitPriceDollars(totalCents / quantity);

/** True when a dollar amount has at most two decimals (allowing for binary floating point). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Multiplies cents by a factor in basis points (10000 = ×1.00) and rounds to whole cents. */
export function applyFactor(cents: number, factorBp: number): number {
  return Math.round((cents * factorBp) / 10000);
}

/**
 * The GST contained in a GST-inclusive amount, in whole cents: amount × rate / (100 + rate),
 * rounded half up (S$109.00 at 9% contains S$9.00). `ratePercent` is the rate in percent (9).
 */
export function gstIncludedCents(inclusiveCents: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((inclusiveCents * ratePercent) / (100 + ratePercent));
}



/** Formats an amount the API gives in dollars (e.g. from_price: 9) as S$9.00. */
export const formatSgdDollars = (dollars: number): string => formatSgd(dollarsToCents(dollars));

const sgdCents = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const sgdMils = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Below this unit price (S$0.10) a third decimal is shown: S$0.009 each, not S$0.01. */
const THIRD_DECIMAL_BELOW_DOLLARS = 0.1;

/**
 * A price per piece: to the cent, like every other price, except below S$0.10, where a third
 * decimal tells cheap labels apart (1,000 roll labels for S$9.00 are S$0.009 each).
 */
export function formatSgdUnit(dollars: number): string {
  // Rounded half up on whole numbers, never on the binary value: S$0.935 (18.70 ÷ 20) is S$0.94
  // however it was computed (the tray once showed S$0.93 beside the panel's S$0.94).
  const tenThousandths = Math.round(dollars * 10000);
  const mils = Math.abs(dollars) < THIRD_DECIMAL_BELOW_DOLLARS;
  const shown = mils ? Math.round(tenThousandths / 10) / 1000 : Math.round(tenThousandths / 100) / 100;
  return (mils ? sgdMils : sgdCents)
    .formatToParts(shown)
    .map((part) => (part.type === 'currency' ? 'S$' : part.value))
    .join('');
}
