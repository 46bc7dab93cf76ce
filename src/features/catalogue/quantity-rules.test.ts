import { describe, it, expect } from 'vitest';
import {
  CUSTOM_QUANTITY_INPUT_DELAY_MS,
  DEFAULT_CUSTOM_QUANTITY_RULE,
  PRICE_HELPER_MAX_DIMENSION_MM,
  PRICE_HELPER_MIN_QUANTITY,
  customQuantityInfoText,
  customQuantityRule,
  exampleMultiples,
  keepOrFirstQuantity,
  priceHelperFlag,
  sanitizeQuantityInput,
  savingsPercent,
  validateCustomQuantity,
  type CustomQuantityRule,
} from './quantity-rules';

const rule = (over: Partial<CustomQuantityRule>): CustomQuantityRule => ({
  ...DEFAULT_CUSTOM_QUANTITY_RULE,
  ...over,
});

// Shaped like the seed data.
const seedRules: CustomQuantityRule[] = [
  rule({ product_id: 8, allowed: false }),
  rule({ product_id: 9, allowed: false }),
  rule({ product_id: 1, cutting_id: 9, min_allowed_qty: 1000 }),
  rule({ product_id: 2, cutting_id: 9, min_allowed_qty: 1000 }),
];

describe('customQuantityRule', () => {
  it('default is multiples of 10 from 10 to 10,000', () => {
    expect(DEFAULT_CUSTOM_QUANTITY_RULE).toEqual({
      product_id: null,
      cutting_id: null,
      allowed: true,
      modulo: 10,
      min_allowed_qty: 10,
      max_allowed_qty: 10000,
    });
    expect(customQuantityRule(seedRules, 4, 1)).toBe(DEFAULT_CUSTOM_QUANTITY_RULE);
  });

  it('products 8 and 9 have no custom quantity, whatever the cutting', () => {
    expect(customQuantityRule(seedRules, 8, 1).allowed).toBe(false);
    expect(customQuantityRule(seedRules, 9, 9).allowed).toBe(false);
  });

  it('roll stickers of products 1 and 2 start at 1,000; other cuttings of product 1 do not', () => {
    expect(customQuantityRule(seedRules, 1, 9).min_allowed_qty).toBe(1000);
    expect(customQuantityRule(seedRules, 2, 9).min_allowed_qty).toBe(1000);
    expect(customQuantityRule(seedRules, 1, 1).min_allowed_qty).toBe(10);
    expect(customQuantityRule(seedRules, 3, 9).min_allowed_qty).toBe(10);
  });

  it('most specific wins: product+cutting > product > cutting > neither', () => {
    const any = rule({ modulo: 1 });
    const cutting = rule({ cutting_id: 9, modulo: 2 });
    const product = rule({ product_id: 1, modulo: 3 });
    const both = rule({ product_id: 1, cutting_id: 9, modulo: 4 });
    expect(customQuantityRule([any, cutting, product, both], 1, 9)).toBe(both);
    expect(customQuantityRule([both, cutting, any, product], 1, 9)).toBe(both);
    expect(customQuantityRule([any, cutting, product], 1, 9)).toBe(product);
    expect(customQuantityRule([any, cutting], 1, 9)).toBe(cutting);
    expect(customQuantityRule([any, cutting], 1, 5)).toBe(any);
  });
});

describe('validateCustomQuantity', () => {
  const r = DEFAULT_CUSTOM_QUANTITY_RULE;

  it('accepts a multiple within range, including both ends', () => {
    expect(validateCustomQuantity('10', r)).toEqual({ ok: true, quantity: 10 });
    expect(validateCustomQuantity('10000', r)).toEqual({ ok: true, quantity: 10000 });
    expect(validateCustomQuantity(250, r)).toEqual({ ok: true, quantity: 250 });
  });

  it('empty asks for a quantity', () => {
    for (const v of ['', '   ', null, undefined]) {
      expect(validateCustomQuantity(v, r)).toEqual({
        ok: false,
        kind: 'required',
        message: '* Please enter custom quantity',
        requestQuote: false,
      });
    }
  });

  it('below minimum', () => {
    expect(validateCustomQuantity('5', r)).toEqual({
      ok: false,
      kind: 'below-minimum',
      message: '* Please enter a quantity of at least 10.',
      requestQuote: false,
    });
    expect(validateCustomQuantity('0', r)).toMatchObject({ kind: 'below-minimum' });
  });

  it('below a 1,000 minimum shows the separator', () => {
    expect(validateCustomQuantity('990', rule({ min_allowed_qty: 1000 }))).toMatchObject({
      message: '* Please enter a quantity of at least 1,000.',
    });
  });

  it('above maximum switches to request-a-quote', () => {
    expect(validateCustomQuantity('10010', r)).toEqual({
      ok: false,
      kind: 'above-maximum',
      message: '* You can request a quote from the button below.',
      requestQuote: true,
    });
    // Not divisible and too big: the quote path wins.
    expect(validateCustomQuantity('10005', r)).toMatchObject({ kind: 'above-maximum' });
  });

  it('more than 6 digits is above maximum even with a huge rule maximum', () => {
    expect(validateCustomQuantity('1000000', rule({ max_allowed_qty: 10_000_000 }))).toMatchObject({
      kind: 'above-maximum',
    });
  });

  it('not divisible', () => {
    expect(validateCustomQuantity('15', r)).toEqual({
      ok: false,
      kind: 'modulo',
      message: '* Quantity should be divisible by 10.',
      requestQuote: false,
    });
    expect(validateCustomQuantity('1500', rule({ modulo: 1000 }))).toMatchObject({
      message: '* Quantity should be divisible by 1,000.',
    });
  });

  it('not allowed for products without custom quantity', () => {
    expect(validateCustomQuantity('100', rule({ allowed: false }))).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      requestQuote: false,
    });
  });

  it('the box keeps digits only, at most 6', () => {
    expect(sanitizeQuantityInput('1,000')).toBe('1000');
    expect(sanitizeQuantityInput('12a3')).toBe('123');
    expect(sanitizeQuantityInput('1234567')).toBe('123456');
    expect(sanitizeQuantityInput(undefined)).toBe('');
    expect(CUSTOM_QUANTITY_INPUT_DELAY_MS).toBe(500);
  });
});

describe('custom quantity info text', () => {
  it.each([
    ['', 10, [10, 20, 30]],
    ['99', 10, [10, 20, 30]],
    ['100', 10, [110, 120, 130]],
    ['999', 10, [110, 120, 130]],
    ['1000', 10, [1010, 1020, 1030]],
    ['9995', 10, [1010, 1020, 1030]],
    ['10000', 10, [10010, 10020, 10030]],
    [150, 50, [150, 200, 250]],
  ] as const)('typed %j modulo %i gives %j', (typed, modulo, expected) => {
    expect(exampleMultiples(typed, modulo)).toEqual(expected);
  });

  it('wording with separators', () => {
    expect(customQuantityInfoText('9995', 10)).toBe(
      'We only accept those that are divisible by 10. For example 1,010, 1,020, 1,030, and so on.',
    );
    expect(customQuantityInfoText('', 10)).toBe(
      'We only accept those that are divisible by 10. For example 10, 20, 30, and so on.',
    );
  });
});

describe('savingsPercent', () => {
  const first = { quantity: 10, priceCents: 1000 }; // S$1.00 each
  it('first tier saves nothing', () => {
    expect(savingsPercent(first, first)).toBe(0);
  });
  it('per piece against the first tier, rounded', () => {
    expect(savingsPercent(first, { quantity: 100, priceCents: 5000 })).toBe(50);
    expect(savingsPercent(first, { quantity: 30, priceCents: 2000 })).toBe(33); // 33.3
    expect(savingsPercent(first, { quantity: 30, priceCents: 1900 })).toBe(37); // 36.67
  });
  it('a half rounds up', () => {
    expect(savingsPercent(first, { quantity: 1000, priceCents: 87500 })).toBe(13); // 12.5
  });
  it('never negative', () => {
    expect(savingsPercent(first, { quantity: 20, priceCents: 2500 })).toBe(0);
  });
  it('a free or empty first tier gives 0 rather than nonsense', () => {
    expect(savingsPercent({ quantity: 0, priceCents: 0 }, { quantity: 10, priceCents: 100 })).toBe(0);
  });
});

describe('priceHelperFlag', () => {
  it('needs at least 1,000 pieces and a side of 90 mm or less', () => {
    expect(PRICE_HELPER_MIN_QUANTITY).toBe(1000);
    expect(PRICE_HELPER_MAX_DIMENSION_MM).toBe(90);
    expect(priceHelperFlag({ productId: 1, quantity: 1000, width: 90, height: 200 })).toBe(true);
    expect(priceHelperFlag({ productId: 1, quantity: 1000, width: 200, height: 90 })).toBe(true);
    expect(priceHelperFlag({ productId: 1, quantity: 999, width: 50, height: 50 })).toBe(false);
    expect(priceHelperFlag({ productId: 1, quantity: 5000, width: 91, height: 91 })).toBe(false);
  });
  it('hang tags (53, 54) look at the first dimension only', () => {
    expect(priceHelperFlag({ productId: 53, quantity: 1000, width: 100, height: 50 })).toBe(false);
    expect(priceHelperFlag({ productId: 54, quantity: 1000, width: 50, height: 100 })).toBe(true);
  });
  it('no size yet: no flag', () => {
    expect(priceHelperFlag({ productId: 1, quantity: 1000, width: null, height: undefined })).toBe(false);
  });
});

describe('quantity tiers', () => {
  it('keeps the chosen quantity if still offered, else the first', () => {
    expect(keepOrFirstQuantity(100, [50, 100, 200])).toBe(100);
    expect(keepOrFirstQuantity(30, [1000, 2000])).toBe(1000);
    expect(keepOrFirstQuantity(undefined, [10, 20])).toBe(10);
    expect(keepOrFirstQuantity(10, [])).toBeUndefined();
  });
});
