import { describe, it, expect } from 'vitest';
import { NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS, fastShippingLine, freeShippingFrom, shippingHeadline, qualifiesForFreeShipping, shippingFeeCents } from './free-shipping';

/** The shop's threshold as seeded (migration 0023); staff may change it. */
const T = 10000;

describe('free shipping', () => {
  it('product 8 is the one whose zero-cost method is not free', () => {
    expect(NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS).toEqual([8]);
  });

  it('a zero-cost method is free', () => {
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 0, totalCents: 500, thresholdCents: T })).toBe(true);
  });

  it('but not for product 8', () => {
    expect(qualifiesForFreeShipping({ productId: 8, shippingCostCents: 0, totalCents: 500, thresholdCents: T })).toBe(false);
  });

  it('the threshold exactly is free, a cent less is not', () => {
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 800, totalCents: 10000, thresholdCents: T })).toBe(true);
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 800, totalCents: 9999, thresholdCents: T })).toBe(false);
    expect(qualifiesForFreeShipping({ productId: 8, shippingCostCents: 0, totalCents: 10000, thresholdCents: T })).toBe(true);
  });

  it('follows the threshold the shop sets', () => {
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 800, totalCents: 7500, thresholdCents: 7500 })).toBe(true);
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 800, totalCents: 10000, thresholdCents: 15000 })).toBe(false);
  });

  it('fee is 0 when free, else the method cost', () => {
    expect(shippingFeeCents({ productId: 1, shippingCostCents: 800, totalCents: 12000, thresholdCents: T })).toBe(0);
    expect(shippingFeeCents({ productId: 1, shippingCostCents: 800, totalCents: 5000, thresholdCents: T })).toBe(800);
    expect(shippingFeeCents({ productId: 8, shippingCostCents: 0, totalCents: 5000, thresholdCents: T })).toBe(0);
  });

  it('fast shipping line', () => {
    expect(fastShippingLine(true)).toBe('Free Fast Shipping');
    expect(fastShippingLine(false)).toBe('Fast Shipping');
  });
});

describe('the services banner line', () => {
  it('is free for a zero-cost method, and says from when for Gold Vinyl (product 8) or a method with a fee', () => {
    expect(shippingHeadline(1, 0, T)).toBe('Free shipping Singapore wide');
    expect(shippingHeadline(8, 8, T)).toBe('Free shipping Singapore wide on orders of S$100.00 or more');
    expect(shippingHeadline(8, 0, T)).toBe('Free shipping Singapore wide on orders of S$100.00 or more');
  });

  it('names the threshold the shop sets, and no amount before it is known', () => {
    expect(shippingHeadline(8, 8, 7550)).toBe('Free shipping Singapore wide on orders of S$75.50 or more');
    expect(freeShippingFrom(150000)).toBe('S$1,500.00');
    expect(shippingHeadline(1, 0, undefined)).toBe('Free shipping Singapore wide');
    expect(shippingHeadline(8, 8, undefined)).toBe('Free shipping Singapore wide on larger orders');
  });
});
