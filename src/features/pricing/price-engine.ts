/**
 * The pricing model: how a configuration becomes a price. Pure functions; the server feeds them
 * from the in-memory price index (price-index.ts), never per-request database reads.
 *
 * 1. Price grid. Each product × cutting has a grid of TOTAL prices in cents: rows are reference
 *    sizes (a square of side s mm, i.e. an area of s² mm²), columns are run sizes (quantities).
 *    The grids are data in the database (seeded from db/seed/price-grids.json, produced by
 *    scripts/generate-price-grids.ts), so staff re-price by editing data.
 * 2. Size. A W × H mm item is priced by its bounding-box area W·H, interpolated linearly between
 *    the two reference areas around it. Below the smallest reference the smallest row applies
 *    (the shop's minimum charge per run); the largest reference covers the largest size sold.
 * 3. Quantity. Listed run sizes read the grid. A custom quantity between two run sizes is priced
 *    on the straight line between their totals: the total rises with quantity while the price
 *    per piece keeps falling (because the grid's unit price falls from column to column).
 *    Quantities beyond the last run size are not priced: the shopper requests a quote.
 * 4. Options. Finishing, adhesive, colour, orientation and add-on items (premium processing,
 *    white print, punch hole…) multiply the price by a factor in basis points (10000 = ×1.00).
 *    The cheapest choice of each option is ×1.00, so the grid itself is the cheapest price.
 * 5. Multi-cut sheets. Each extra cut per shape adds 2% (more knife work per sheet).
 * 6. The total is rounded to whole cents once, at the end; unit price = total ÷ quantity.
 *
 * Consequences the tests pin down: the total never falls when size or quantity grows, and the
 * unit price never rises with quantity.
 */

export interface PriceGrid {
  id: number;
  product_id: number;
  cutting_id: number;
  /** Ascending reference sides in mm. */
  sizes_mm: readonly number[];
  /** Ascending run sizes. */
  run_sizes: readonly number[];
  /** prices_cents[i][j]: total for run_sizes[j] pieces at sizes_mm[i]. */
  prices_cents: readonly (readonly number[])[];
  /** sizes_mm squared (mm²), precomputed: pricing interpolates by area on every request. */
  areas_mm2?: readonly number[];
}

/** Each extra cut per shape on a multi-cut sheet adds this share of the price. */
export const EXTRA_CUT_SURCHARGE_BP = 200;

/** Linear interpolation of y at x between (x0, y0) and (x1, y1). */
function lerp(x: number, x0: number, y0: number, x1: number, y1: number): number {
  if (x1 === x0) return y0;
  return y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
}

/** Index i such that values[i] <= x < values[i + 1], clamped to the grid. */
function bracket(values: readonly number[], x: number): [number, number] {
  if (x <= values[0]!) return [0, 0];
  const last = values.length - 1;
  if (x >= values[last]!) return [last, last];
  let i = 0;
  while (values[i + 1]! <= x) i++;
  return [i, i + 1];
}

function cell(grid: PriceGrid, i: number, j: number): number {
  const value = grid.prices_cents[i]?.[j];
  if (value === undefined) throw new Error(`price grid ${grid.id} has no cell [${i}][${j}]`);
  return value;
}

/** Total (fractional cents) for the grid's run size column j at the given area in mm². */
function totalAtArea(grid: PriceGrid, areaMm2: number, j: number): number {
  const areas = grid.areas_mm2 ?? grid.sizes_mm.map((s) => s * s);
  const [i0, i1] = bracket(areas, areaMm2);
  if (i0 === i1) return cell(grid, i0, j);
  return lerp(areaMm2, areas[i0]!, cell(grid, i0, j), areas[i1]!, cell(grid, i1, j));
}

export const largestRunSize = (grid: PriceGrid): number => grid.run_sizes[grid.run_sizes.length - 1]!;

/**
 * Base total in fractional cents for `quantity` pieces of width × height mm, before option
 * factors. Returns null when the quantity is beyond the grid (a quote must be requested).
 */
export function gridTotal(grid: PriceGrid, widthMm: number, heightMm: number, quantity: number): number | null {
  if (!(quantity > 0) || quantity > largestRunSize(grid)) return null;
  const area = widthMm * heightMm;
  const runs = grid.run_sizes;
  const first = runs[0]!;
  if (quantity <= first) {
    // Below the first run size (only reachable if a rule allows it): the first run's price per piece.
    return (totalAtArea(grid, area, 0) * quantity) / first;
  }
  const [j0, j1] = bracket(runs, quantity);
  const t0 = totalAtArea(grid, area, j0);
  if (j0 === j1) return t0;
  return lerp(quantity, runs[j0]!, t0, runs[j1]!, totalAtArea(grid, area, j1));
}

export interface PriceInput {
  grid: PriceGrid;
  widthMm: number;
  heightMm: number;
  quantity: number;
  /** Option factors in basis points; 10000 = ×1.00. */
  factorsBp: readonly number[];
  /** Cuts per shape on a multi-cut sheet; 1 (or undefined) adds nothing. */
  cutsPerShape?: number | undefined;
}

export interface PriceResult {
  quantity: number;
  totalCents: number;
  /** Price per piece in cents, unrounded (the page rounds for display). */
  unitCents: number;
}

/** The full price of a configuration, or null when it is beyond the price tables. */
export function priceConfiguration(input: PriceInput): PriceResult | null {
  const base = gridTotal(input.grid, input.widthMm, input.heightMm, input.quantity);
  if (base === null) return null;
  let total = base;
  for (const bp of input.factorsBp) total = (total * bp) / 10000;
  const extraCuts = Math.max(0, (input.cutsPerShape ?? 1) - 1);
  total = (total * (10000 + extraCuts * EXTRA_CUT_SURCHARGE_BP)) / 10000;
  const totalCents = Math.round(total);
  return { quantity: input.quantity, totalCents, unitCents: totalCents / input.quantity };
}
