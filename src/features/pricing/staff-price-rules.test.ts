import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCellChanges, changedCells, factorText, gridProblems, parseFactor, PRICE_MESSAGES as M } from './staff-price-rules.js';

const grid = { sizes_mm: [20, 50], run_sizes: [10, 100, 1000] };
const prices = [
  [1000, 3000, 12000],
  [1500, 4000, 20000],
];

describe('a price grid staff save', () => {
  it('every seeded grid passes, so the desk accepts what the shop ships with', () => {
    const seeded = JSON.parse(readFileSync('db/seed/price-grids.json', 'utf8')) as { price_grids: { sizes_mm: number[]; run_sizes: number[]; prices_cents: number[][] }[] };
    for (const g of seeded.price_grids) expect(gridProblems(g, g.prices_cents)).toEqual([]);
  });

  it('needs every cell, a positive whole-cent amount in each', () => {
    expect(gridProblems(grid, [[1000, 3000], prices[1]!])).toEqual([{ field: 'prices.0.2', message: M.cellMissing('20 × 20 mm, 1,000 pcs') }]);
    expect(gridProblems(grid, [[1000, 0, 12000], prices[1]!]).map((i) => i.field)).toContain('prices.0.1');
    expect(gridProblems(grid, [[1000, 3000.5, 12000], prices[1]!]).map((i) => i.field)).toContain('prices.0.1');
  });

  it('totals rise with the quantity and with the size', () => {
    expect(gridProblems(grid, [[1000, 1000, 12000], prices[1]!])[0]).toEqual({ field: 'prices.0.1', message: M.notRisingWithQuantity('20 × 20 mm, 100 pcs', 1000, '20 × 20 mm, 10 pcs', 1000) });
    expect(gridProblems(grid, [prices[0]!, [1500, 3000, 20000]])).toEqual([{ field: 'prices.1.1', message: M.notRisingWithSize('50 × 50 mm, 100 pcs', 3000, '20 × 20 mm, 100 pcs', 3000) }]);
  });

  it('the price per piece may stay but never rise with the quantity', () => {
    expect(gridProblems(grid, [prices[0]!, [1500, 15000, 150000]])).toEqual([]); // S$1.50 a piece at 10, 100 and 1,000
    expect(gridProblems(grid, [prices[0]!, [1500, 15010, 150100]])).toEqual([{ field: 'prices.1.1', message: M.unitRises('50 × 50 mm, 100 pcs', 'S$1.501', '10 pcs', 'S$1.50') }]);
  });

  it('changes apply to a copy, and only the changed cells are reported, with both totals', () => {
    const after = applyCellChanges(prices, [{ size: 1, run: 2, cents: 21000 }, { size: 0, run: 0, cents: 1000 }]);
    expect(prices[1]![2]).toBe(20000);
    expect(changedCells(grid, prices, after)).toEqual([{ size_mm: 50, quantity: 1000, before_cents: 20000, after_cents: 21000 }]);
  });
});

describe('an option factor', () => {
  it('is typed as a multiplier from ×1.00 to ×3.00', () => {
    expect(['1', '1.15', '×1.15', 'x1.5', ' 3.00 '].map(parseFactor)).toEqual([10000, 11500, 11500, 15000, 30000]);
    expect(['0.99', '3.01', '', '1,5', '-1.2', 'abc'].map(parseFactor)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect([factorText(10000), factorText(11500), factorText(10125)]).toEqual(['×1.00', '×1.15', '×1.0125']);
  });
});
