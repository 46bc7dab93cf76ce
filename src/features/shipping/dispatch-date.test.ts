import { describe, it, expect } from 'vitest';
import {
  deliveryDate,
  SHOP_TIME_ZONE,
  dispatchConditionText,
  dispatchSchedule,
  formatShopDate,
  isBusinessDay,
  nextBusinessDay,
  productionStartDate,
  shopToday,
} from './dispatch-date';
import { ORDER_CUTOFF_HOUR, turnaroundText } from './order-cutoff';

/** An instant given as Singapore wall-clock time (UTC+8, no daylight saving). */
const sg = (local: string): Date => new Date(`${local}+08:00`);

const none: string[] = [];

describe('constants', () => {
  it('shop runs on Singapore time with a 6 PM cut-off', () => {
    expect(SHOP_TIME_ZONE).toBe('Asia/Singapore');
    expect(ORDER_CUTOFF_HOUR).toBe(18);
  });
});

describe('isBusinessDay', () => {
  it('weekdays are, weekends and holidays are not', () => {
    expect(isBusinessDay('2026-11-23', none)).toBe(true); // Monday
    expect(isBusinessDay('2026-11-28', none)).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29', none)).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-25', ['2026-12-25'])).toBe(false);
    expect(isBusinessDay('2026-12-25', new Set(['2026-12-25']))).toBe(false);
  });
  it('rejects a malformed or impossible day', () => {
    expect(() => isBusinessDay('2026-02-30', none)).toThrow(RangeError);
    expect(() => isBusinessDay('23/11/2026', none)).toThrow(RangeError);
  });
});

describe('productionStartDate', () => {
  it('a weekday order before 6 PM starts the same day', () => {
    expect(productionStartDate(sg('2026-11-23T10:00:00'), none)).toBe('2026-11-23');
  });
  it('17:59:59 is still before the cut-off', () => {
    expect(productionStartDate(sg('2026-11-23T17:59:59'), none)).toBe('2026-11-23');
  });
  it('exactly 18:00:00 is after the cut-off', () => {
    expect(productionStartDate(sg('2026-11-23T18:00:00'), none)).toBe('2026-11-24');
  });
  it('an order on Saturday starts on Monday', () => {
    expect(productionStartDate(sg('2026-11-28T09:00:00'), none)).toBe('2026-11-30');
  });
  it('Friday after 6 PM before a public-holiday Monday starts on Tuesday', () => {
    expect(productionStartDate(sg('2026-11-27T18:30:00'), ['2026-11-30'])).toBe('2026-12-01');
  });
  it('a late-evening UTC order is already the next morning in Singapore', () => {
    // Sunday 22 Nov 17:00 UTC = Monday 23 Nov 01:00 SGT.
    const now = new Date('2026-11-22T17:00:00Z');
    expect(shopToday(now)).toBe('2026-11-23');
    expect(productionStartDate(now, none)).toBe('2026-11-23');
  });
  it('a weekday order before 6 PM on a holiday starts the next business day', () => {
    expect(productionStartDate(sg('2026-12-25T09:00:00'), ['2026-12-25'])).toBe('2026-12-28');
  });
});

describe('dispatchSchedule', () => {
  it('3 printing days from Monday morning dispatches on Thursday', () => {
    expect(dispatchSchedule({ now: sg('2026-11-23T10:00:00'), printingDays: 3, holidays: none })).toEqual({
      startDate: '2026-11-23',
      productionDates: ['2026-11-23', '2026-11-24', '2026-11-25'],
      dispatchDate: '2026-11-26',
    });
  });

  it('after the cut-off everything moves one business day', () => {
    expect(dispatchSchedule({ now: sg('2026-11-23T18:00:00'), printingDays: 3, holidays: none }).dispatchDate).toBe(
      '2026-11-27',
    );
  });

  it('skips the weekend in the middle of production', () => {
    expect(dispatchSchedule({ now: sg('2026-11-26T09:00:00'), printingDays: 3, holidays: none })).toEqual({
      startDate: '2026-11-26',
      productionDates: ['2026-11-26', '2026-11-27', '2026-11-30'],
      dispatchDate: '2026-12-01',
    });
  });

  it('skips a holiday in the middle of production', () => {
    expect(dispatchSchedule({ now: sg('2026-11-23T10:00:00'), printingDays: 3, holidays: ['2026-11-25'] })).toEqual({
      startDate: '2026-11-23',
      productionDates: ['2026-11-23', '2026-11-24', '2026-11-26'],
      dispatchDate: '2026-11-27',
    });
  });

  it('Friday evening before a holiday Monday', () => {
    expect(dispatchSchedule({ now: sg('2026-11-27T19:00:00'), printingDays: 3, holidays: ['2026-11-30'] })).toEqual({
      startDate: '2026-12-01',
      productionDates: ['2026-12-01', '2026-12-02', '2026-12-03'],
      dispatchDate: '2026-12-04',
    });
  });

  it('year end: Christmas Friday and New Year Friday', () => {
    const holidays = new Set(['2026-12-25', '2027-01-01']);
    // Thursday 24 Dec after 6 PM: Friday is Christmas, so production starts Monday 28 Dec.
    expect(dispatchSchedule({ now: sg('2026-12-24T19:00:00'), printingDays: 4, holidays })).toEqual({
      startDate: '2026-12-28',
      productionDates: ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'],
      dispatchDate: '2027-01-04',
    });
    expect(dispatchSchedule({ now: sg('2026-12-24T10:00:00'), printingDays: 2, holidays })).toEqual({
      startDate: '2026-12-24',
      productionDates: ['2026-12-24', '2026-12-28'],
      dispatchDate: '2026-12-29',
    });
  });

  it('0 printing days dispatches on the start day', () => {
    expect(dispatchSchedule({ now: sg('2026-11-23T10:00:00'), printingDays: 0, holidays: none })).toEqual({
      startDate: '2026-11-23',
      productionDates: [],
      dispatchDate: '2026-11-23',
    });
  });

  it('rejects a negative or fractional number of printing days', () => {
    expect(() => dispatchSchedule({ now: sg('2026-11-23T10:00:00'), printingDays: -1, holidays: none })).toThrow(
      RangeError,
    );
    expect(() => dispatchSchedule({ now: sg('2026-11-23T10:00:00'), printingDays: 1.5, holidays: none })).toThrow(
      RangeError,
    );
  });

  it('next business day crosses a long weekend', () => {
    expect(nextBusinessDay('2026-12-24', ['2026-12-25'])).toBe('2026-12-28');
  });
});

describe('deliveryDate', () => {
  it('Standard (4 printing + 5 shipping days): delivery on the last day of "5 to 9 business days", 4 business days after dispatch', () => {
    const { startDate, dispatchDate } = dispatchSchedule({ now: sg('2026-11-23T10:00:00'), printingDays: 4, holidays: none });
    expect([startDate, dispatchDate]).toEqual(['2026-11-23', '2026-11-27']); // Monday, Friday: day 5
    expect(deliveryDate(dispatchDate, 5, none)).toBe('2026-12-03'); // Thursday: day 9 (the weekend skipped)
  });
  it('Express (2 + 2): the next business day after dispatch', () => {
    expect(deliveryDate('2026-11-25', 2, none)).toBe('2026-11-26');
    expect(deliveryDate('2026-11-27', 2, none)).toBe('2026-11-30'); // Friday → Monday
  });
  it('skips public holidays after dispatch', () => {
    expect(deliveryDate('2026-12-24', 2, ['2026-12-25'])).toBe('2026-12-28');
    expect(deliveryDate('2026-12-24', 3, new Set(['2026-12-25', '2026-12-28']))).toBe('2026-12-30');
  });
  it('0 or 1 shipping days: the dispatch day itself', () => {
    expect(deliveryDate('2026-11-25', 0, none)).toBe('2026-11-25');
    expect(deliveryDate('2026-11-25', 1, none)).toBe('2026-11-25');
  });
  it('rejects a bad day or number of days', () => {
    expect(() => deliveryDate('2026-02-30', 2, none)).toThrow(RangeError);
    expect(() => deliveryDate('2026-11-25', -1, none)).toThrow(RangeError);
    expect(() => deliveryDate('2026-11-25', 1.5, none)).toThrow(RangeError);
  });
});

describe('texts', () => {
  it('turnaround line', () => {
    expect(turnaroundText(4, 5)).toBe('5 to 9 business days including delivery');
    expect(turnaroundText(3, 3)).toBe('4 to 6 business days including delivery');
  });
  it('shop date format', () => {
    expect(formatShopDate('2026-11-26')).toBe('Thu, 26 Nov 2026');
    expect(formatShopDate('2027-01-04')).toBe('Mon, 4 Jan 2027');
  });
});

describe('the condition under a dispatch date', () => {
  const christmas = ['2026-12-25'];

  it('on a business day before 6 PM, the date holds for approval today', () => {
    expect(dispatchConditionText(sg('2026-11-23T17:59:00'), none)).toBe('if you approve and pay before 6:00 PM today (Singapore time)');
  });

  it('after 6 PM it names the next business day', () => {
    expect(dispatchConditionText(sg('2026-11-23T18:00:00'), none)).toBe(
      'if you approve and pay by 6:00 PM on Tue, 24 Nov 2026 (it is past the 6:00 PM cut-off, so production starts the next business day)',
    );
    // Friday evening: the next business day is Monday.
    expect(dispatchConditionText(sg('2026-11-27T19:30:00'), none)).toContain('on Mon, 30 Nov 2026');
  });

  it('at a weekend or on a public holiday, the shop is closed: the next business day', () => {
    expect(dispatchConditionText(sg('2026-11-28T10:00:00'), none)).toBe(
      'if you approve and pay by 6:00 PM on Mon, 30 Nov 2026 (we are closed today, so production starts the next business day)',
    );
    expect(dispatchConditionText(sg('2026-12-25T09:00:00'), christmas)).toContain('on Mon, 28 Dec 2026 (we are closed today');
  });
});
