import { describe, it, expect } from 'vitest';
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS,
  fastShippingLine,
  shippingHeadline,
  qualifiesForFreeShipping,
  shippingFeeCents,
} from './free-shipping';

describe('free shipping', () => {
  it('threshold is S$100', () => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(10000);
    expect(NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS).toEqual([8]);
  });

  it('a zero-cost method is free', () => {
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 0, totalCents: 500 })).toBe(true);
  });

  it('but not for product 8', () => {
    expect(qualifiesForFreeShipping({ productId: 8, shippingCostCents: 0, totalCents: 500 })).toBe(false);
  });

  it('S$100.00 exactly is free, S$99.99 is not', () => {
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 800, totalCents: 10000 })).toBe(true);
    expect(qualifiesForFreeShipping({ productId: 1, shippingCostCents: 800, totalCents: 9999 })).toBe(false);
    expect(qualifiesForFreeShipping({ productId: 8, shippingCostCents: 0, totalCents: 10000 })).toBe(true);
  });

  it('fee is 0 when free, else the method cost', () => {
    expect(shippingFeeCents({ productId: 1, shippingCostCents: 800, totalCents: 12000 })).toBe(0);
    expect(shippingFeeCents({ productId: 1, shippingCostCents: 800, totalCents: 5000 })).toBe(800);
    expect(shippingFeeCents({ productId: 8, shippingCostCents: 0, totalCents: 5000 })).toBe(0);
  });

  it('fast shipping line', () => {
    expect(fastShippingLine(true)).toBe('Free Fast Shipping');
    expect(fastShippingLine(false)).toBe('Fast Shipping');
  });
});

describe('the services banner line', () => {
  it('is free for a zero-cost method, and says from when for Gold Vinyl (product 8) or a method with a fee', () => {
    expect(shippingHeadline(1, 0)).toBe('Free shipping Singapore wide');
    expect(shippingHeadline(8, 8)).toBe('Free shipping Singapore wide on orders of S$100.00 or more');
    expect(shippingHeadline(8, 0)).toBe('Free shipping Singapore wide on orders of S$100.00 or more');
  });
});
