import { describe, expect, it } from 'vitest';
import { applyFactor, formatSgd, formatSgdUnit, dollarsToCents, gstIncludedCents, unitPriceOf } from './money.js';
import { formatWholeNumber } from './number-format.js';

describe('money', () => {
  it('formats SGD the way the shop shows prices', () => {
    expect(formatSgd(123450)).toBe('S$1,234.50');
    expect(formatSgd(900)).toBe('S$9.00');
    expect(formatSgd(0)).toBe('S$0.00');
    expect(formatSgd(-500)).toBe('-S$5.00');
    expect(formatSgd(123456789)).toBe('S$1,234,567.89');
  });
  it("writes what en-SG's number format writes, with S$ for its bare $ (written by hand: no locale data to load as a page starts)", () => {
    const intl = (amount: number, decimals: number) =>
      new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        .formatToParts(amount)
        .map((part) => (part.type === 'currency' ? 'S$' : part.value))
        .join('');
    const amounts = [1, 5, 9, 10, 99, 100, 999, 1000, 99999, 100000, 100001, 999999, 1000000, 12345678, 1000000000];
    for (const cents of [...amounts, ...amounts.map((a) => -a)]) expect(formatSgd(cents)).toBe(intl(cents / 100, 2));
    for (const mils of [1, 9, 10, 54, 99]) expect(formatSgdUnit(mils / 1000)).toBe(intl(mils / 1000, 3));
  });
  it('shows a price per piece to a fraction of a cent', () => {
    expect(formatSgdUnit(0.009)).toBe('S$0.009');
    expect(formatSgdUnit(0.0542)).toBe('S$0.054');
    expect(formatSgdUnit(1.41)).toBe('S$1.41');
    // To the cent from S$0.10 up, like every other price.
    expect(formatSgdUnit(0.1819)).toBe('S$0.18');
    expect(formatSgdUnit(0.1)).toBe('S$0.10');
    expect(formatSgdUnit(1234.5)).toBe('S$1,234.50');
  });
  it('one unit price whichever way it was computed: half a cent rounds up', () => {
    // 18.70 ÷ 20 is 0.93499999… in binary; the literal 0.935 is 0.93500000…1. Both are S$0.94.
    expect(formatSgdUnit(18.7 / 20)).toBe('S$0.94');
    expect(formatSgdUnit(0.935)).toBe('S$0.94');
    expect(formatSgdUnit(unitPriceOf(1870, 20))).toBe('S$0.94');
    expect(formatSgdUnit(0.0545)).toBe('S$0.055');
  });
  it('converts dollars to whole cents without floating-point drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.995)).toBe(2000);
  });
  it('applies a basis-point factor and rounds to a cent', () => {
    expect(applyFactor(1000, 10000)).toBe(1000);
    expect(applyFactor(999, 11500)).toBe(1149);
  });

  it('finds the GST contained in a GST-inclusive total, to the cent', () => {
    expect(gstIncludedCents(10900, 9)).toBe(900);
    // 5000 × 9 / 109 = 412.84…
    expect(gstIncludedCents(5000, 9)).toBe(413);
    // 1234 × 9 / 109 = 101.89…
    expect(gstIncludedCents(1234, 9)).toBe(102);
    expect(gstIncludedCents(10800, 8)).toBe(800);
    expect(gstIncludedCents(0, 9)).toBe(0);
    expect(gstIncludedCents(10900, 0)).toBe(0);
  });
});

describe('whole numbers', () => {
  it('are grouped by thousands as en-SG writes them', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1000000, -2500]) expect(formatWholeNumber(value)).toBe(new Intl.NumberFormat('en-SG').format(value));
  });
});
