/**
 * One way to write a moment for shoppers, in Singapore time, on pages, in emails and PDFs:
 * "25 Nov 2026, 6:00 PM" (12-hour, upper-case AM/PM, a plain space). Text that is no date is
 * returned as it is.
 */
const SG_DATE_TIME = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Singapore' });

export function formatShopDateTime(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return SG_DATE_TIME.formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? part.value.toUpperCase() : part.type === 'literal' ? part.value.replace(/[\u202f\u00a0]/g, ' ') : part.value))
    .join('');
}
