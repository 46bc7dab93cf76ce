/**
 * The rules of a price change made on the desk (issue 19), checked like the seeded tables
 * (scripts/generate-price-grids.ts, docs/decisions/0001-price-model.md): every cell of a grid is a
 * positive whole-cent total; totals rise with quantity and with size; the price per piece never
 * rises with quantity; an option factor lies between ×1.00 (the cheapest choice of an option costs
 * nothing extra, so a grid's first cell stays the cheapest quote) and ×3.00. Pure: shared by the API
 * and the desk's Prices section.
 */
import type { FieldIssue } from '../../shared/envelope.js';
import { centsToDollars, formatSgd } from '../../shared/money.js';

/** S$100,000 for one grid cell: far above any run the shop prices online. */
export const MAX_CELL_CENTS = 10_000_000;
/** Option factors in basis points (10000 = ×1.00). */
export const MIN_FACTOR_BP = 10_000;
export const MAX_FACTOR_BP = 30_000;

export interface GridShape {
  sizes_mm: readonly number[];
  run_sizes: readonly number[];
}

/** One cell changed by staff: size index, quantity (run size) index, the new total in cents. */
export interface CellChange {
  size: number;
  run: number;
  cents: number;
}

/** A cell as people name it: "50 × 50 mm, 200 pcs". */
export const cellLabel = (grid: GridShape, size: number, run: number): string =>
  `${grid.sizes_mm[size] ?? '?'} × ${grid.sizes_mm[size] ?? '?'} mm, ${(grid.run_sizes[run] ?? 0).toLocaleString('en-SG')} pcs`;

/** The field a cell's message is shown under (the desk maps it to the input). */
export const cellField = (size: number, run: number): string => `prices.${size}.${run}`;

export const PRICE_MESSAGES = {
  cellMissing: (label: string) => `${label}: enter a price (every size and quantity needs one).`,
  cellAmount: (label: string) => `${label}: enter an amount in dollars of at least S$0.01 and at most ${formatSgd(MAX_CELL_CENTS)}, e.g. 24.50.`,
  notRisingWithQuantity: (label: string, cents: number, lower: string, lowerCents: number) =>
    `${label}: ${formatSgd(cents)} must be more than ${lower} (${formatSgd(lowerCents)}): a total rises with the quantity.`,
  notRisingWithSize: (label: string, cents: number, smaller: string, smallerCents: number) =>
    `${label}: ${formatSgd(cents)} must be more than ${smaller} (${formatSgd(smallerCents)}): a total rises with the size.`,
  unitRises: (label: string, unit: string, lower: string, lowerUnit: string) =>
    `${label}: ${unit} a piece is more than at ${lower} (${lowerUnit} a piece): the price per piece must not rise with the quantity.`,
  noSuchCell: (size: number, run: number) => `There is no cell ${size},${run} in this grid.`,
  noChanges: 'Change at least one price.',
  factor: `Enter a factor from ×1.00 to ×${(MAX_FACTOR_BP / 10_000).toFixed(2)}, e.g. 1.15 for 15 % more.`,
  noSuchGrid: 'There is no such price grid.',
  noSuchFactor: 'There is no such option factor.',
  noSuchProduct: 'There is no such product.',
} as const;

const perPiece = (cents: number, pieces: number): string => `S$${(centsToDollars(cents) / pieces).toFixed(4).replace(/0{1,2}$/, '')}`;

/** The grid with the changes applied (a new array; the one given is left alone). */
export function applyCellChanges(prices: readonly (readonly number[])[], changes: readonly CellChange[]): number[][] {
  const next = prices.map((row) => [...row]);
  for (const c of changes) {
    const row = next[c.size];
    if (row && c.run >= 0 && c.run < row.length) row[c.run] = c.cents;
  }
  return next;
}

/**
 * Everything wrong with a whole grid, one issue per cell at most, named by the cell's field. Every
 * cell present and a positive whole number of cents, totals rising along quantity and size, the
 * price per piece not rising with quantity.
 */
export function gridProblems(grid: GridShape, prices: readonly (readonly (number | null | undefined)[])[]): FieldIssue[] {
  const issues = new Map<string, string>();
  const add = (size: number, run: number, message: string) => {
    const field = cellField(size, run);
    if (!issues.has(field)) issues.set(field, message);
  };
  const value = (size: number, run: number): number | null => {
    const v = prices[size]?.[run];
    return typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_CELL_CENTS ? v : null;
  };
  for (let i = 0; i < grid.sizes_mm.length; i++) {
    for (let j = 0; j < grid.run_sizes.length; j++) {
      const raw = prices[i]?.[j];
      const label = cellLabel(grid, i, j);
      if (raw === undefined || raw === null) {
        add(i, j, PRICE_MESSAGES.cellMissing(label));
        continue;
      }
      const v = value(i, j);
      if (v === null) {
        add(i, j, PRICE_MESSAGES.cellAmount(label));
        continue;
      }
      const left = j > 0 ? value(i, j - 1) : null;
      const leftRun = grid.run_sizes[j - 1] ?? 1;
      const run = grid.run_sizes[j] ?? 1;
      if (left !== null && v <= left) add(i, j, PRICE_MESSAGES.notRisingWithQuantity(label, v, cellLabel(grid, i, j - 1), left));
      else if (left !== null && v * leftRun > left * run) add(i, j, PRICE_MESSAGES.unitRises(label, perPiece(v, run), `${leftRun.toLocaleString('en-SG')} pcs`, perPiece(left, leftRun)));
      const above = i > 0 ? value(i - 1, j) : null;
      if (above !== null && v <= above) add(i, j, PRICE_MESSAGES.notRisingWithSize(label, v, cellLabel(grid, i - 1, j), above));
    }
  }
  return [...issues].map(([field, message]) => ({ field, message }));
}

/** The cells whose total differs, with both totals: what the audit entry and the preview show. */
export function changedCells(grid: GridShape, before: readonly (readonly number[])[], after: readonly (readonly number[])[]) {
  const cells: { size_mm: number; quantity: number; before_cents: number; after_cents: number }[] = [];
  for (let i = 0; i < grid.sizes_mm.length; i++) {
    for (let j = 0; j < grid.run_sizes.length; j++) {
      const b = before[i]?.[j];
      const a = after[i]?.[j];
      if (b !== undefined && a !== undefined && a !== b) cells.push({ size_mm: grid.sizes_mm[i] ?? 0, quantity: grid.run_sizes[j] ?? 0, before_cents: b, after_cents: a });
    }
  }
  return cells;
}

/** A factor as staff type it ("1.15", "×1.15", "x1.15") to basis points, or undefined when it is not one within the bounds. */
export function parseFactor(text: string): number | undefined {
  const plain = text.trim().replace(/^[×x*]\s*/i, '');
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(plain)) return undefined;
  const bp = Math.round(Number(plain) * 10_000);
  return bp >= MIN_FACTOR_BP && bp <= MAX_FACTOR_BP ? bp : undefined;
}

/** Basis points as people read them: "×1.15". */
export const factorText = (bp: number): string => `×${(bp / 10_000).toFixed(bp % 100 === 0 ? 2 : 4)}`;
