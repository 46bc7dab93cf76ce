/**
 * A configuration summary reads "{product} — {details}", e.g. "Standard Vinyl Stickers — Die Cut,
 * Circle, 50 × 50 mm, …". The cart, compare tray, quotation modal and PDF show the product as a
 * title and the details under it; this is the one place that knows the separator.
 */
export const SUMMARY_SEPARATOR = ' — ';

export const joinSummary = (product: string, details: readonly string[]): string => `${product}${SUMMARY_SEPARATOR}${details.join(', ')}`;

export function splitSummary(summary: string): { product: string; details: string } {
  const at = summary.indexOf(SUMMARY_SEPARATOR);
  return at < 0 ? { product: summary, details: '' } : { product: summary.slice(0, at), details: summary.slice(at + SUMMARY_SEPARATOR.length) };
}
