/**
 * Money is integer cents end to end; only this module turns cents into text.
 * Display format is the shop's: S$1,234.50 (en-SG's grouping and decimals, always "S$": en-SG
 * locale data writes the Singapore dollar as a bare "$", which visitors may read as US dollars).
 *
 * Written out by hand rather than with Intl.NumberFormat: the first en-SG number format a page
 * makes loads ICU's locale data, tens of milliseconds on a phone while the page starts, and the
 * format is fixed (the shop sells in one currency, in one locale).
 */
import { groupThousands } from './number-format.js';

/** `units` whole steps of 10^-decimals dollars (cents for 2) as S$1,234.50; half a step rounds away from zero. */
function formatScaled(units: number, decimals: number): string {
  const magnitude = Math.round(Math.abs(units));
  const digits = String(magnitude).padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  return `${magnitude > 0 && units < 0 ? '-' : ''}S$${whole}.${digits.slice(digits.length - decimals)}`;
}

/** Cents as S$1,234.50 (a negative amount as -S$5.00). */
export function formatSgd(cents: number): string {
  return formatScaled(cents, 2);
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
  return Math.abs(dollars) < THIRD_DECIMAL_BELOW_DOLLARS ? formatScaled(Math.round(tenThousandths / 10), 3) : formatScaled(Math.round(tenThousandths / 100), 2);
}
