import { describe, expect, it } from 'vitest';
import { EXTRA_CUT_SURCHARGE_BP, gridTotal, priceConfiguration, type PriceGrid } from './price-engine.js';

/**
 * A small grid: reference squares of 10, 20 and 40 mm (areas 100, 400, 1600 mm²) and run sizes
 * 10, 100 and 1000. Totals in cents.
 */
const grid: PriceGrid = {
  id: 1,
  product_id: 1,
  cutting_id: 1,
  sizes_mm: [10, 20, 40],
  run_sizes: [10, 100, 1000],
  prices_cents: [
    [1000, 5000, 20000],
    [2000, 8000, 30000],
    [5000, 14000, 60000],
  ],
};

const price = (widthMm: number, heightMm: number, quantity: number, factorsBp: number[] = [], cutsPerShape?: number) =>
  priceConfiguration({ grid, widthMm, heightMm, quantity, factorsBp, cutsPerShape });

describe('size: interpolated by area between reference squares', () => {
  it.each([
    // [width, height, quantity, expected total in cents]
    [10, 10, 10, 1000], // exactly the first reference square
    [20, 20, 10, 2000], // exactly the second
    [40, 40, 100, 14000], // exactly the last
    [10, 25, 10, 1500], // area 250: halfway between 100 and 400
    [25, 10, 10, 1500], // turned round: same area, same price
    [20, 50, 100, 11000], // area 1000: halfway between 400 and 1600 at run 100
    [15, 15, 10, 1417], // area 225: 1000 + 1000 × 125/300 = 1416.67, rounded to cents
  ])('%d × %d mm, %d pieces → %d cents', (w, h, q, cents) => {
    expect(price(w, h, q)?.totalCents).toBe(cents);
  });

  it('below the smallest reference square costs the same as the first row (minimum charge)', () => {
    expect(price(5, 5, 10)?.totalCents).toBe(1000);
    expect(price(1, 1, 100)?.totalCents).toBe(5000);
    expect(price(9, 11, 1000)?.totalCents).toBe(20000);
  });

  it('a rectangle is priced by its bounding-box area, not its longer side', () => {
    // 40 × 10 has the area of the 20 mm square.
    expect(price(40, 10, 10)?.totalCents).toBe(2000);
  });
});

describe('quantity: custom quantities on the straight line between run sizes', () => {
  it.each([
    [55, 3000], // halfway between 10 (1000) and 100 (5000)
    [20, 1000 + (4000 * 10) / 90], // a tenth of the way
    [550, 12500], // halfway between 100 (5000) and 1000 (20000)
    [1000, 20000], // the last run size itself
  ])('%d pieces of 10 × 10 mm', (q, exact) => {
    expect(price(10, 10, q)?.totalCents).toBe(Math.round(exact));
  });

  it('interpolates size and quantity together', () => {
    // Area 250 is halfway between rows 0 and 1: run 10 → 1500, run 100 → 6500; 55 pieces → 4000.
    expect(price(10, 25, 55)?.totalCents).toBe(4000);
  });

  it('the total rises with quantity while the price per piece falls', () => {
    let previous = price(10, 10, 10)!;
    for (let q = 20; q <= 1000; q += 10) {
      const current = price(10, 10, q)!;
      expect(current.totalCents).toBeGreaterThanOrEqual(previous.totalCents);
      expect(current.unitCents).toBeLessThanOrEqual(previous.unitCents);
      previous = current;
    }
  });

  it('beyond the last run size there is no price (the shopper requests a quote)', () => {
    expect(price(10, 10, 1001)).toBeNull();
    expect(price(40, 40, 5000)).toBeNull();
    expect(gridTotal(grid, 10, 10, 1001)).toBeNull();
  });

  it('no price for zero or negative quantities', () => {
    expect(price(10, 10, 0)).toBeNull();
    expect(price(10, 10, -10)).toBeNull();
  });

  it('below the first run size, each piece costs what it costs at the first run size', () => {
    expect(price(10, 10, 5)?.totalCents).toBe(500);
  });
});

describe('options and extra cuts', () => {
  it('multiplies by each option factor (basis points, 10000 = ×1.00)', () => {
    expect(price(10, 10, 10, [10000])?.totalCents).toBe(1000);
    expect(price(10, 10, 10, [11000])?.totalCents).toBe(1100);
    expect(price(10, 10, 10, [11000, 10500])?.totalCents).toBe(1155);
    expect(price(10, 10, 10, [10500, 11000])?.totalCents).toBe(1155);
  });

  it('adds 2% per extra cut per shape; one cut adds nothing', () => {
    expect(EXTRA_CUT_SURCHARGE_BP).toBe(200);
    expect(price(10, 10, 10, [], 1)?.totalCents).toBe(1000);
    expect(price(10, 10, 10, [], undefined)?.totalCents).toBe(1000);
    expect(price(10, 10, 10, [], 2)?.totalCents).toBe(1020);
    expect(price(10, 10, 10, [], 3)?.totalCents).toBe(1040);
    expect(price(10, 10, 10, [], 30)?.totalCents).toBe(1580);
    // Extra cuts apply on top of the option factors.
    expect(price(10, 10, 10, [11000], 3)?.totalCents).toBe(1144);
  });
});

describe('rounding', () => {
  it('rounds the total to whole cents once, at the end', () => {
    // 1000 × 1.0005 × 1.0005 = 1001.00025 → 1001. Rounding after each factor would give 1002.
    expect(price(10, 10, 10, [10005, 10005])?.totalCents).toBe(1001);
  });

  it('totals are whole cents and the unit price is the total divided by the quantity', () => {
    for (const [w, h, q] of [[15, 15, 10], [13, 17, 70], [33, 21, 730]] as const) {
      const result = price(w, h, q, [10300])!;
      expect(Number.isInteger(result.totalCents)).toBe(true);
      expect(result.quantity).toBe(q);
      expect(result.unitCents).toBeCloseTo(result.totalCents / q, 10);
    }
  });
});
