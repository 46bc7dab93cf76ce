/**
 * Whole numbers as the shop writes them (en-SG): 1,000 and 12,345. Written by hand rather than with
 * Intl.NumberFormat: the first en-SG format a page makes loads ICU's locale data, tens of
 * milliseconds on a phone while the page starts, for a format that never changes.
 */

/** The digits of a non-negative whole number with a comma between thousands: "1234567" → "1,234,567". */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number (rounded half away from zero) with thousands separators: 1000 → "1,000", -2500 → "-2,500". */
export function formatWholeNumber(value: number): string {
  const magnitude = Math.round(Math.abs(value));
  return `${magnitude > 0 && value < 0 ? '-' : ''}${groupThousands(String(magnitude))}`;
}
