import { describe, expect, it } from 'vitest';
import {
  arrivalBusinessDay,
  arrivalText,
  businessDayRangeText,
  CUTOFF_RULE_TEXT,
  deliveryAfterDispatchText,
  deliveryDaysAfterDispatch,
  deliverySentence,
  deliveryWindowText,
  dispatchBusinessDay,
  printingSentence,
  summariseMethods,
  totalSentence,
  turnaroundOf,
} from './delivery-story.js';
import { deliveryDate, dispatchSchedule } from './dispatch-date.js';

const standard = { method: 'Standard', printing_days: 4, shipping_days: 5, sort_order: 1 };
const express = { method: 'Express', printing_days: 2, shipping_days: 2, sort_order: 2 };

describe('one method', () => {
  it('dispatch on day printing + 1, arrival by day printing + shipping, so delivery takes shipping − 1 days after dispatch', () => {
    expect(dispatchBusinessDay(standard)).toBe(5);
    expect(arrivalBusinessDay(standard)).toBe(9);
    expect(deliveryDaysAfterDispatch(standard)).toBe(4);
    expect(deliveryDaysAfterDispatch(express)).toBe(1);
    expect(deliveryDaysAfterDispatch({ printing_days: 3, shipping_days: 0 })).toBe(0);
  });

  it('says the same numbers every way it is said', () => {
    expect(turnaroundOf(standard)).toBe('5 to 9 business days including delivery');
    expect(deliveryAfterDispatchText(standard)).toBe('delivered within 4 business days of dispatch');
    expect(deliveryAfterDispatchText(express)).toBe('delivered within 1 business day of dispatch');
    expect(deliveryAfterDispatchText({ printing_days: 1, shipping_days: 1 })).toBe('delivered on the day of dispatch');
    expect(deliveryWindowText(standard)).toBe('Up to 4 business days');
    expect(deliveryWindowText({ printing_days: 1, shipping_days: 1 })).toBe('On the dispatch day');
    expect(arrivalText(standard)).toBe('arrives within 9 business days of your approval and payment');
  });

  it('agrees with the calendar: the delivery date is deliveryDaysAfterDispatch business days after the dispatch date', () => {
    // Mon 23 Nov 2026, 10:00 Singapore: production starts that day (day 1), dispatch on day 5 (Fri 27).
    const now = new Date('2026-11-23T02:00:00Z');
    const { dispatchDate } = dispatchSchedule({ now, printingDays: standard.printing_days, holidays: [] });
    expect(dispatchDate).toBe('2026-11-27');
    // Fri 27 + 4 business days = Thu 3 Dec, the 9th business day from Mon 23.
    expect(deliveryDate(dispatchDate, standard.shipping_days, [])).toBe('2026-12-03');
  });
});

describe('the shop as a whole', () => {
  const summary = summariseMethods([
    standard,
    express,
    { ...standard, printing_days: 6 },
    { ...standard, printing_days: 3 },
    { ...express },
  ]);

  it('groups by method name, Standard first, with each range over every product', () => {
    expect(summary).toEqual([
      { method: 'Standard', printing_days: { min: 3, max: 6 }, delivery_days_after_dispatch: { min: 4, max: 4 }, total_days: { min: 4, max: 11 } },
      { method: 'Express', printing_days: { min: 2, max: 2 }, delivery_days_after_dispatch: { min: 1, max: 1 }, total_days: { min: 3, max: 4 } },
    ]);
  });

  it('writes the FAQ and shipping page sentences from the ranges', () => {
    expect(businessDayRangeText({ min: 3, max: 6 })).toBe('3 to 6 business days');
    expect(businessDayRangeText({ min: 1, max: 1 })).toBe('1 business day');
    expect(printingSentence(summary)).toBe('Printing takes 3 to 6 business days with Standard shipping, depending on the product; 2 business days with Express.');
    expect(deliverySentence(summary)).toBe('Standard parcels are delivered within 4 business days of dispatch; Express parcels within 1 business day.');
    expect(totalSentence(summary)).toBe('In all, Standard orders arrive 4 to 11 business days after approval and payment; Express orders 3 to 4 business days.');
  });

  it('states the cut-off from the rule', () => {
    expect(CUTOFF_RULE_TEXT).toContain('by 6:00 PM Singapore time');
  });
});
