import { describe, expect, it } from 'vitest';
import { applyCoupon, bonusPiecesText, COUPON_MESSAGES, couponCodeProblem, couponMessageHelp, normaliseCouponCode, type CouponTerms, type MoneyOffCouponTerms } from './coupon-rules.js';

const TODAY = '2026-11-23';
const kickoff: CouponTerms = {
  kind: 'kickoff',
  code: 'KICKOFF1000',
  promo: { title: 'Kick-off Sticker Promo', description: '', active: true, starts_on: '2026-01-01', ends_on: '2027-12-31', minimum_quantity: 1000, bonus_quantity: 1000 },
};
const moneyOff = (terms: Partial<MoneyOffCouponTerms> = {}): CouponTerms => ({
  kind: 'money_off',
  code: 'WELCOME10',
  coupon: { code: 'WELCOME10', description: '10% off', percent_off: 10, amount_off_cents: null, minimum_sub_total_cents: 5000, active: true, starts_on: null, ends_on: null, max_redemptions: null, redemptions: 0, once_per_customer: true, ...terms },
});
const order = (subTotalCents: number, lines: { productId: number; quantity: number; quoted?: boolean }[] = [{ productId: 5, quantity: 100 }], alreadyUsed = false) => ({ lines, subTotalCents, alreadyUsed });

describe('coupon codes', () => {
  it('are compared upper-case without spaces', () => {
    expect(normaliseCouponCode(' kick off1000 ')).toBe('KICKOFF1000');
  });
  it('empty: the catalogue’s "Coupon Issue is required"; a malformed one: "Please enter a valid coupon issue"', () => {
    expect(couponCodeProblem('  ')).toBe(COUPON_MESSAGES.required);
    expect(couponCodeProblem(undefined)).toBe('Coupon Issue is required. Please try again.');
    expect(couponCodeProblem('SAVE$5')).toBe('Please enter a valid coupon issue.');
    expect(couponCodeProblem('A'.repeat(41))).toBe(COUPON_MESSAGES.invalid);
    expect(couponCodeProblem('welcome10')).toBeUndefined();
  });
  it('"Coupon Issue is required" keeps its words and gets a line saying what to do (issue 17); other messages say enough', () => {
    expect(couponMessageHelp(COUPON_MESSAGES.required)).toBe('Type the coupon code from your email or the promotion, then press Apply.');
    expect(couponMessageHelp(COUPON_MESSAGES.invalid)).toBeUndefined();
    expect(couponMessageHelp(null)).toBeUndefined();
  });
});

describe('applyCoupon', () => {
  it('an unknown code, or one outside its dates or switched off, is not valid', () => {
    expect(applyCoupon(undefined, order(9000), TODAY)).toEqual({ problem: COUPON_MESSAGES.invalid });
    expect(applyCoupon(moneyOff({ ends_on: '2026-11-22' }), order(9000), TODAY)).toEqual({ problem: COUPON_MESSAGES.invalid });
    expect(applyCoupon(moneyOff({ starts_on: '2026-11-24' }), order(9000), TODAY)).toEqual({ problem: COUPON_MESSAGES.invalid });
    expect(applyCoupon(moneyOff({ active: false }), order(9000), TODAY)).toEqual({ problem: COUPON_MESSAGES.invalid });
  });

  it('a percentage off the items, rounded to the cent, from the minimum sub total', () => {
    expect(applyCoupon(moneyOff(), order(4999), TODAY)).toEqual({ problem: 'This coupon is for orders with items of S$50.00 or more.' });
    expect(applyCoupon(moneyOff(), order(12345), TODAY)).toMatchObject({ discountCents: 1235, bonusQuantities: [0], oncePerCustomer: true });
  });

  it('an amount off never takes the items below zero', () => {
    expect(applyCoupon(moneyOff({ percent_off: null, amount_off_cents: 800, minimum_sub_total_cents: 0 }), order(500), TODAY)).toMatchObject({ discountCents: 500 });
  });

  it('is refused when used up, or already used by this customer', () => {
    expect(applyCoupon(moneyOff({ max_redemptions: 3, redemptions: 3 }), order(9000), TODAY)).toEqual({ problem: COUPON_MESSAGES.usedUp });
    expect(applyCoupon(moneyOff(), order(9000, undefined, true), TODAY)).toEqual({ problem: COUPON_MESSAGES.alreadyUsed });
    expect(applyCoupon(moneyOff({ once_per_customer: false }), order(9000, undefined, true), TODAY)).toMatchObject({ discountCents: 900 });
  });

  it('the kick-off coupon: the bonus on each sticker line of 1,000 or more, none on other products, no money off', () => {
    const lines = [
      { productId: 5, quantity: 1000 },
      { productId: 5, quantity: 999 },
      { productId: 16, quantity: 5000 },
      { productId: 2, quantity: 3000 },
    ];
    expect(applyCoupon(kickoff, order(50000, lines), TODAY)).toMatchObject({ kind: 'kickoff', discountCents: 0, bonusQuantities: [1000, 0, 0, 1000], oncePerCustomer: false });
    expect(applyCoupon(kickoff, order(50000, [{ productId: 16, quantity: 5000 }]), TODAY)).toEqual({ problem: COUPON_MESSAGES.kickoffNeedsQuantity(1000) });
    // A line at a price staff quoted takes no pieces (issue 19), so a cart of only quoted lines does not qualify.
    expect(applyCoupon(kickoff, order(50000, [{ productId: 5, quantity: 2000, quoted: true }, { productId: 5, quantity: 1000 }]), TODAY)).toMatchObject({ bonusQuantities: [0, 1000] });
    expect(applyCoupon(kickoff, order(50000, [{ productId: 5, quantity: 2000, quoted: true }]), TODAY)).toEqual({ problem: COUPON_MESSAGES.kickoffNeedsQuantity(1000) });
    expect(COUPON_MESSAGES.kickoffNeedsQuantity(1000)).toBe('The kick-off sticker coupon is for sticker items of 1,000 pieces or more. Please add one to your cart to use it.');
  });

  it('says the bonus as "+ 1,000 free (kick-off coupon)"', () => {
    expect(bonusPiecesText(1000)).toBe('+ 1,000 free (kick-off coupon)');
  });
});
