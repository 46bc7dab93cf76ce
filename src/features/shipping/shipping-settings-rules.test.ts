import { describe, expect, it } from 'vitest';
import { dollarsText, holidayDateProblem, holidayKindLabel, keepsOneOffered, parseDollars, SHIPPING_SETTINGS_MESSAGES } from './shipping-settings-rules.js';

describe('shipping settings on the desk', () => {
  it('reads dollars as staff type them, to whole cents', () => {
    expect(parseDollars('15')).toBe(1500);
    expect(parseDollars(' 15.5 ')).toBe(1550);
    expect(parseDollars('S$1,500.00')).toBe(150000);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('-1')).toBeUndefined();
    expect(parseDollars('1.234')).toBeUndefined();
    expect(parseDollars('abc')).toBeUndefined();
    expect(parseDollars('')).toBeUndefined();
    expect(dollarsText(1550)).toBe('15.50');
  });

  it('adds days from today on, never a past one', () => {
    expect(holidayDateProblem('2026-11-23', '2026-11-23')).toBeUndefined();
    expect(holidayDateProblem('2026-11-22', '2026-11-23')).toBe(SHIPPING_SETTINGS_MESSAGES.datePast('2026-11-23'));
    expect(SHIPPING_SETTINGS_MESSAGES.datePast('2026-11-23')).toBe("Choose today (Mon, 23 Nov 2026) or a later day: a day that has passed can't be added.");
    expect(holidayDateProblem('23/11/2026', '2026-11-23')).toBe(SHIPPING_SETTINGS_MESSAGES.dateRequired);
  });

  it('names each kind of day', () => {
    expect(holidayKindLabel('public')).toBe('Public holiday');
    expect(holidayKindLabel('observed')).toBe('Public holiday (observed)');
    expect(holidayKindLabel('closure')).toBe('Shop closure');
  });

  it('keeps at least one method offered per product', () => {
    const methods = [{ id: 1, offered: true }, { id: 2, offered: false }];
    expect(keepsOneOffered(methods, 1, false)).toBe(false);
    expect(keepsOneOffered(methods, 2, true)).toBe(true);
    expect(keepsOneOffered([{ id: 1, offered: true }, { id: 2, offered: true }], 1, false)).toBe(true);
  });
});
