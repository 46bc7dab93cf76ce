/**
 * The order cut-off and the turnaround as shoppers read them (configurator.md §9), apart from the
 * date arithmetic of dispatch-date.ts: the header, footer and information pages only need these
 * words, and importing them must not bring the date library into every page's first download.
 */

/** Approval and payment at or after 18:00 (Singapore time) are processed the next business day. */
export const ORDER_CUTOFF_HOUR = 18;
/** The cut-off as shoppers read it: "6:00 PM". */
export const CUTOFF_TIME_TEXT = `${ORDER_CUTOFF_HOUR % 12 || 12}:00 ${ORDER_CUTOFF_HOUR < 12 ? 'AM' : 'PM'}`;

/** Turnaround table line, e.g. "5 to 9 business days including delivery" for 4 + 5 days (dispatch is day printing_days + 1). */
export function turnaroundText(printingDays: number, shippingDays: number): string {
  return `${printingDays + 1} to ${printingDays + shippingDays} business days including delivery`;
}
