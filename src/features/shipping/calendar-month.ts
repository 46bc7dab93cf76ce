/**
 * Month grids for the shipping calendar (configurator.md §2): weeks start on Monday, days are
 * Singapore calendar days ('YYYY-MM-DD', as the API sends them). Pure and time-zone proof: all
 * stepping is done on UTC-midnight dates, so the shopper's own time zone never shifts a day.
 */
import { UTCDate } from '@date-fns/utc';
import { addDays, addMonths, format, getDaysInMonth, getISODay, isWeekend } from 'date-fns';

/** A calendar month; `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarCell {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  weekend: boolean;
}

/** Six weeks, always: the calendar keeps one height from month to month (no layout jump). */
export const CALENDAR_WEEKS = 6;

const DAY_PATTERN = /^(\d{4})-(\d{2})-\d{2}$/;

const utc = ({ year, month }: YearMonth, day = 1): UTCDate => new UTCDate(year, month - 1, day);

/** The month a 'YYYY-MM-DD' day falls in. */
export function monthOf(day: string): YearMonth {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a 'YYYY-MM-DD' day: ${JSON.stringify(day)}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

export function shiftMonth(month: YearMonth, by: number): YearMonth {
  const date = addMonths(utc(month), by);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** e.g. "November 2026" (fixed English, like the dates the API sends). */
export function monthTitle(month: YearMonth): string {
  return format(utc(month), 'MMMM yyyy');
}

/** Weekday names from Monday: short "Mon" for the header, long "Monday" for screen readers. */
export const WEEKDAYS: readonly { short: string; long: string }[] = Array.from({ length: 7 }, (_, i) => {
  const date = new UTCDate(2024, 0, 1 + i); // 1 Jan 2024 was a Monday.
  return { short: format(date, 'EEE'), long: format(date, 'EEEE') };
});

/** The month as 6 weeks of 7 days, Monday first, padded with the neighbouring months' days. */
export function calendarMonth(month: YearMonth): CalendarCell[][] {
  const first = utc(month);
  // getISODay: Monday 1 … Sunday 7, so this many days of the previous month lead the first week.
  let date = addDays(first, -(getISODay(first) - 1));
  const weeks: CalendarCell[][] = [];
  for (let w = 0; w < CALENDAR_WEEKS; w++) {
    const week: CalendarCell[] = [];
    for (let d = 0; d < 7; d++) {
      week.push({
        date: format(date, 'yyyy-MM-dd'),
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month.month - 1,
        weekend: isWeekend(date),
      });
      date = addDays(date, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Number of days in the month (for summaries such as "3 closed days this month"). */
export const daysInMonth = (month: YearMonth): number => getDaysInMonth(utc(month));
