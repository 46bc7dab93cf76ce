/** An order's times as Singapore reads them: "23 Nov 2026, 10:00 AM" (Singapore time). */
const SG_DATE_TIME = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Singapore' });

/** An ISO timestamp as "23 Nov 2026, 10:00 AM"; text that is no date is shown as it is. */
export function formatSgDateTime(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return SG_DATE_TIME.formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? part.value.toUpperCase() : part.value))
    .join('');
}
