/** Dates as Singapore writes them: "23 Nov 2026", on the Singapore calendar. */
const SG_DATE = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Singapore' });

/** An API date ("2026-11-23" or an ISO timestamp) as "23 Nov 2026"; text that is no date is shown as it is. */
export function formatSgDate(text: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00+08:00`) : new Date(text);
  return Number.isNaN(date.getTime()) ? text : SG_DATE.format(date);
}
