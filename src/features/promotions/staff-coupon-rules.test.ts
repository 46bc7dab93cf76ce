import { describe, expect, it } from 'vitest';
import { COUPON_CODE_PATTERN, couponDatesProblem, couponStatus, describeCoupon, STAFF_COUPON_MESSAGES } from './staff-coupon-rules.js';

const base = { active: true, starts_on: '2026-11-01', ends_on: '2026-12-31', max_redemptions: 10, redemptions: 3 };

describe('a coupon on the desk', () => {
  it('codes follow the table: 3 to 40 capitals, digits or "-"', () => {
    expect(COUPON_CODE_PATTERN.test('XMAS-15')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('AB')).toBe(false);
    expect(COUPON_CODE_PATTERN.test('xmas')).toBe(false);
    expect(COUPON_CODE_PATTERN.test('A'.repeat(41))).toBe(false);
  });

  it('is running, starts later, used up or ended', () => {
    expect(couponStatus(base, '2026-11-23')).toBe('running');
    expect(couponStatus(base, '2026-10-31')).toBe('scheduled');
    expect(couponStatus(base, '2027-01-01')).toBe('ended');
    expect(couponStatus({ ...base, active: false }, '2026-11-23')).toBe('ended');
    expect(couponStatus({ ...base, redemptions: 10 }, '2026-11-23')).toBe('used_up');
    expect(couponStatus({ ...base, starts_on: null, ends_on: null, max_redemptions: null }, '2030-01-01')).toBe('running');
  });

  it('reads at checkout as what it gives when staff give no description', () => {
    expect(describeCoupon({ percent_off: 15, amount_off_cents: null, minimum_sub_total_cents: 5000 })).toBe('15% off orders with items of S$50.00 or more');
    expect(describeCoupon({ percent_off: null, amount_off_cents: 500, minimum_sub_total_cents: 0 })).toBe('S$5.00 off your order');
  });

  it('ends today or later, and not before it starts', () => {
    expect(couponDatesProblem(null, '2026-11-22', '2026-11-23')).toEqual({ field: 'ends_on', message: STAFF_COUPON_MESSAGES.endsInPast });
    expect(couponDatesProblem('2026-12-10', '2026-12-01', '2026-11-23')).toEqual({ field: 'ends_on', message: STAFF_COUPON_MESSAGES.endsBeforeStart });
    expect(couponDatesProblem('2026-11-23', '2026-11-23', '2026-11-23')).toBeUndefined();
    expect(couponDatesProblem(null, null, '2026-11-23')).toBeUndefined();
  });
});
