import { describe, expect, it } from 'vitest';
import { CALENDAR_WEEKS, calendarMonth, compareMonths, daysInMonth, monthOf, monthTitle, shiftMonth, WEEKDAYS } from './calendar-month.js';

describe('calendarMonth', () => {
  it('starts weeks on Monday and pads with the neighbouring months', () => {
    // 1 Nov 2026 is a Sunday: the first row is 26–31 Oct, then 1 Nov.
    const weeks = calendarMonth({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(CALENDAR_WEEKS);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.map((c) => c.date)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true, weekend: true });
    expect(weeks[0]?.[0]?.inMonth).toBe(false);
  });

  it('always has six weeks, also for a month that fits in four', () => {
    // February 2027 starts on a Monday and has 28 days: exactly four rows of its own.
    const weeks = calendarMonth({ year: 2027, month: 2 });
    expect(weeks[0]?.[0]?.date).toBe('2027-02-01');
    expect(weeks[3]?.[6]?.date).toBe('2027-02-28');
    expect(weeks[4]?.every((c) => !c.inMonth)).toBe(true);
    expect(weeks[5]?.[6]?.date).toBe('2027-03-14');
  });

  it('holds every day of the month once, in order', () => {
    for (const month of [{ year: 2026, month: 2 }, { year: 2028, month: 2 }, { year: 2026, month: 8 }, { year: 2026, month: 12 }]) {
      const days = calendarMonth(month).flat().filter((c) => c.inMonth);
      expect(days.map((c) => c.day)).toEqual(Array.from({ length: daysInMonth(month) }, (_, i) => i + 1));
    }
  });

  it('marks Saturdays and Sundays as weekend', () => {
    const week = calendarMonth({ year: 2026, month: 11 })[1] ?? [];
    expect(week.map((c) => c.weekend)).toEqual([false, false, false, false, false, true, true]);
  });

  it('does not depend on the machine time zone', () => {
    // UTC dates throughout: the same grid whatever process.env.TZ is (Singapore is UTC+8).
    const dates = calendarMonth({ year: 2026, month: 3 }).flat().map((c) => c.date);
    expect(new Set(dates).size).toBe(42);
    expect(dates[0]).toBe('2026-02-23');
  });
});

describe('month helpers', () => {
  it('reads the month of a day and steps across years', () => {
    expect(monthOf('2026-11-23')).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBeGreaterThan(0);
    expect(compareMonths({ year: 2026, month: 5 }, { year: 2026, month: 5 })).toBe(0);
    expect(() => monthOf('23/11/2026')).toThrow(RangeError);
  });

  it('names months and weekdays in English, Monday first', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
    expect(WEEKDAYS.map((d) => d.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(WEEKDAYS[0]?.long).toBe('Monday');
  });
});
