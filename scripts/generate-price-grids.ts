/**
 * Generates db/seed/price-grids.json from db/seed/catalogue.json.
 *
 *   npx tsx scripts/generate-price-grids.ts           # check, then write
 *   npx tsx scripts/generate-price-grids.ts --check   # check only (exit 1 on any violation)
 *
 * The generated JSON is committed seed data; this script is the documented tool that produced it.
 * Staff re-tune prices by editing the tables below (FROM_PRICE, MATERIAL, CUT_COST) and re-running.
 *
 * ─── PRICING MODEL ────────────────────────────────────────────────────────────────────────────
 * One grid per (product, cutting) in product_cuttings. Cell (i, j) is the TOTAL price, in SGD
 * cents, of q = run_sizes[j] pieces whose area is A = sizes_mm[i]² (a square reference size;
 * the price engine interpolates a W×H sticker by its area W·H between these squares):
 *
 *     total(A, q) = setup + q · (a + b · A) · (q / q_ref) ^ (−γ)
 *
 *   A      area in cm².
 *   a      per-piece cost in S$ at q_ref pieces: cutting, weeding, handling, badge shells…
 *          (CUT_COST by family and cutting, times MATERIAL.aMul of the product).
 *   b      material + print cost in S$ per cm² per piece at q_ref pieces (MATERIAL.b of the
 *          product, times CUT_COST.bMul of the cutting: roll labels waste far less material).
 *   γ      volume-discount exponent (MATERIAL.gamma, plus CUT_COST.gammaPlus): doubling the run
 *          lowers the per-piece cost by 2^−γ, e.g. γ = 0.28 → −18 % per doubling.
 *   q_ref  10 pieces (stickers, badges, magnets) or 50 (business cards, hang tags).
 *   setup  make-ready (artwork check, plates or foil blocks, machine set-up). It is not tuned by
 *          hand: it is solved so that the anchor cell — smallest size, first run size (or 100 pcs
 *          for business cards and hang tags) — equals exactly FROM_PRICE, the "from" price that
 *          the shop advertises for that product and cutting (configurator spec §9 "By path").
 * Every cell is rounded to the nearest 10 cents; where rounding would make two neighbouring
 * cells equal the later one is raised by 10 cents. Option prices (finishing, adhesive, colour,
 * add-on items, orientation) are multiplied on top via price_factors (all ≥ ×1.00), so
 * prices_cents[0][0] of a grid is the cheapest quote of that product and cutting.
 *
 * The checker (run before writing) asserts: one grid per offered (product, cutting); sizes from the
 * side covering the smallest allowed area up to a side covering the largest allowed area, fixed sizes included;
 * run sizes per family with the last one equal to the custom quantity rule's maximum; totals
 * strictly increasing along size and run size; unit price falling by ≥ 1 % per run-size step;
 * every page path's cheapest cell equal to its advertised "from" price.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = resolve(ROOT, 'db/seed/catalogue.json');
const OUTPUT = resolve(ROOT, 'db/seed/price-grids.json');

// ─── Tunable tables ──────────────────────────────────────────────────────────────────────────

/** "From" price in S$ of the anchor cell, per product id and cutting id. */
const FROM_PRICE: Record<number, Record<number, number>> = {
  // paper: the 9.00 "from" price is the roll (1,000 pcs for art/classic, 100 pcs for kraft)
  1: { 1: 14, 2: 14, 3: 45, 4: 40, 5: 40, 6: 42, 7: 12, 8: 48, 9: 9 },
  2: { 1: 14, 2: 14, 3: 45, 4: 40, 5: 40, 6: 42, 7: 12, 8: 48, 9: 9 },
  3: { 1: 15, 2: 15, 3: 46, 4: 42, 5: 42, 6: 44, 7: 13, 8: 50, 9: 9 },
  4: { 1: 14, 2: 14, 7: 14 },
  5: { 1: 14, 2: 14, 3: 45, 4: 45, 5: 40, 6: 44, 7: 14, 8: 48, 9: 18 },
  6: { 1: 45, 2: 45, 5: 48, 7: 45, 9: 55 },
  7: { 1: 41, 2: 41, 3: 46, 5: 44, 8: 50, 9: 48 },
  8: { 1: 86, 2: 86, 5: 90, 9: 95 },
  9: { 1: 45, 2: 45, 5: 48, 9: 55 },
  10: { 1: 24, 4: 48 },
  11: { 1: 22 },
  12: { 1: 86, 2: 86, 5: 90 },
  13: { 1: 16, 2: 16, 3: 42, 5: 42, 6: 45, 7: 16 },
  14: { 1: 86, 2: 86, 5: 90 },
  15: { 1: 54, 7: 58 },
  16: { 11: 15 },
  17: { 11: 25 },
  18: { 11: 28 },
  19: { 7: 38, 10: 41 },
  20: { 7: 18, 10: 20 },
  21: { 7: 32, 10: 35 },
  22: { 1: 24, 7: 20 },
  53: { 7: 25, 10: 27 },
  54: { 7: 40, 10: 43 },
};

/** Material per product: b = S$ per cm² per piece at q_ref, gamma = volume discount, aMul scales the cutting's a. */
const MATERIAL: Record<number, { b: number; gamma: number; aMul?: number }> = {
  1: { b: 0.006, gamma: 0.3 },
  2: { b: 0.0055, gamma: 0.3 },
  3: { b: 0.0065, gamma: 0.3 },
  4: { b: 0.008, gamma: 0.28 },
  5: { b: 0.009, gamma: 0.28 },
  6: { b: 0.011, gamma: 0.28 },
  7: { b: 0.011, gamma: 0.28 },
  8: { b: 0.016, gamma: 0.28, aMul: 1.2 },
  9: { b: 0.014, gamma: 0.28, aMul: 1.1 },
  10: { b: 0.008, gamma: 0.26 },
  11: { b: 0.006, gamma: 0.26, aMul: 1.3 }, // weeding and application tape per piece
  12: { b: 0.016, gamma: 0.28, aMul: 1.3 },
  13: { b: 0.013, gamma: 0.28 },
  14: { b: 0.018, gamma: 0.28, aMul: 1.4 },
  15: { b: 0.045, gamma: 0.26, aMul: 2 }, // resin poured piece by piece
  16: { b: 0.02, gamma: 0.25 },
  17: { b: 0.02, gamma: 0.25, aMul: 2 }, // mirror back
  18: { b: 0.02, gamma: 0.25, aMul: 2.4 }, // magnet back
  19: { b: 0.0016, gamma: 0.32, aMul: 1.6 },
  20: { b: 0.001, gamma: 0.32 },
  21: { b: 0.0014, gamma: 0.32, aMul: 1.4 },
  22: { b: 0.012, gamma: 0.28 },
  53: { b: 0.0025, gamma: 0.3 },
  54: { b: 0.004, gamma: 0.3, aMul: 1.5 },
};

type Family = 'sticker' | 'badge' | 'business-card' | 'hang-tag' | 'magnet';

/** Per-piece cost a (S$ at q_ref) and material multiplier per family and cutting. */
const CUT_COST: Record<Family, Record<number, { a: number; bMul: number; gammaPlus?: number }>> = {
  sticker: {
    1: { a: 0.4, bMul: 1 }, // die cut
    2: { a: 0.35, bMul: 1 }, // kiss cut
    3: { a: 1, bMul: 1 }, // multi-cut sheet (price per sheet)
    4: { a: 0.7, bMul: 1.1 }, // other finished shape
    5: { a: 0.8, bMul: 1 }, // sticker sheet (per sheet)
    6: { a: 0.95, bMul: 1 }, // die-cut sheet (per sheet)
    7: { a: 0.15, bMul: 0.95 }, // straight cut
    8: { a: 1.1, bMul: 1 }, // multi-cut die-cut sheet (per sheet)
    9: { a: 0.004, bMul: 0.3, gammaPlus: -0.12 }, // roll: little waste, already priced as a volume product
  },
  magnet: { 1: { a: 0.3, bMul: 1 }, 7: { a: 0.15, bMul: 1 } },
  badge: { 11: { a: 0.45, bMul: 1 } },
  'business-card': { 7: { a: 0.02, bMul: 1 }, 10: { a: 0.03, bMul: 1 } },
  'hang-tag': { 7: { a: 0.05, bMul: 1 }, 10: { a: 0.06, bMul: 1 } },
};

const RUNS = {
  sticker: [10, 20, 30, 40, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000],
  rollPaper: [1000, 2000, 3000, 5000, 10000, 20000, 30000, 50000],
  roll: [100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000, 20000, 30000, 50000],
  card: [50, 100, 200, 300, 500, 1000, 2000, 5000, 10000],
  badge: [10, 20, 30, 50, 100, 200, 300, 500, 1000, 2000, 5000],
  magnet: [10, 20, 30, 40, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000],
};

/** Advertised "from" prices (S$) per page path: configurator.md §9 "By path". */
const PATH_FROM: Record<string, number> = {
  '/stickers/paper': 9, '/stickers/paper/art': 9, '/stickers/paper/kraft': 9, '/stickers/paper/classic': 9,
  '/stickers/roll': 9, '/stickers/die-cut': 14, '/stickers/kiss-cut': 14, '/stickers/vinyl/bumper': 14,
  '/stickers/vinyl/standard': 14, '/stickers/vinyl/pvc': 45, '/stickers/vinyl/silver': 45,
  '/stickers/vinyl/transparent': 41, '/stickers/vinyl/gold': 86, '/stickers/special/foil': 86,
  '/stickers/special/embossed': 86, '/stickers/vinyl/custom-decals': 24, '/stickers/vinyl/vinyl-lettering': 22,
  '/stickers/special/hologram': 16, '/stickers/special/dome': 54, '/stickers/other-finished-shape': 40,
  '/stickers/sheet': 40,
};

/** Non-sticker "from" prices (S$) at 100 pcs (cards, tags) or 10 pcs (badges, magnets), cheapest size. */
const FAMILY_FROM: { label: string; products: number[]; runSize: number; from: number }[] = [
  { label: 'Standard Matte 250gsm, 100 pcs', products: [20], runSize: 100, from: 18 },
  { label: 'Vintage Kraft 300gsm, 100 pcs', products: [21], runSize: 100, from: 32 },
  { label: 'Royal Extra White 400gsm, 100 pcs', products: [19], runSize: 100, from: 38 },
  { label: 'Button badge 32 mm, 10 pcs', products: [16], runSize: 10, from: 15 },
  { label: 'Custom magnet, 10 pcs', products: [22], runSize: 10, from: 20 },
  { label: 'Standard hang tag, 100 pcs', products: [53], runSize: 100, from: 25 },
  { label: 'Premium hang tag, 100 pcs', products: [54], runSize: 100, from: 40 },
];

// ─── Catalogue types ─────────────────────────────────────────────────────────────────────────

interface Product { id: number; name: string; url_slug: string; family: string }
interface ProductCutting { product_id: number; cutting_id: number; disabled: boolean }
interface PresetSize { product_id: number; cutting_id: number; value: string }
interface DimLookup { product_id: number; cutting_id: number; min_size: string; max_size: string; is_equal: string }
interface QtyRule { product_id: number | null; cutting_id: number | null; max_allowed_qty: number; min_allowed_qty: number }
interface FeaturedItem { id: number; url_slug: string; route: string; cutting_ids: number[] | null }
interface FeaturedItemProduct { featured_item_id: number; product_id: number }
interface Catalogue {
  products: Product[];
  product_cuttings: ProductCutting[];
  dim_lookups: DimLookup[];
  preset_sizes: PresetSize[];
  custom_quantity_rules: QtyRule[];
  featured_items: FeaturedItem[];
  featured_item_products: FeaturedItemProduct[];
}
export interface PriceGrid {
  id: number;
  product_id: number;
  cutting_id: number;
  sizes_mm: number[];
  run_sizes: number[];
  prices_cents: number[][];
}

// ─── Helpers ─────────────────────────────────────────────────────────────────────────────────

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range`);
  return v;
}

function parseWxH(s: string): [number, number] {
  const m = /^(\d+)x(\d+)$/.exec(s);
  if (!m) throw new Error(`bad size "${s}"`);
  return [Number(m[1]), Number(m[2])];
}

function familyOf(p: Product): Family {
  const f = p.family === 'special' ? 'sticker' : p.family;
  if (f === 'sticker' || f === 'badge' || f === 'business-card' || f === 'hang-tag' || f === 'magnet') return f;
  throw new Error(`unknown family ${p.family}`);
}

function runSizesFor(p: Product, cuttingId: number): number[] {
  const fam = familyOf(p);
  if (fam === 'business-card' || fam === 'hang-tag') return RUNS.card;
  if (fam === 'badge') return RUNS.badge;
  if (fam === 'magnet') return RUNS.magnet;
  if (cuttingId === 9) return p.id === 1 || p.id === 2 ? RUNS.rollPaper : RUNS.roll;
  return RUNS.sticker;
}

/** The most specific custom quantity rule: product+cutting, then product, then cutting, then default. */
function ruleFor(rules: QtyRule[], productId: number, cuttingId: number): QtyRule {
  const order: [number | null, number | null][] = [[productId, cuttingId], [productId, null], [null, cuttingId], [null, null]];
  for (const [p, c] of order) {
    const r = rules.find((x) => x.product_id === p && x.cutting_id === c);
    if (r) return r;
  }
  throw new Error('no default custom quantity rule');
}

interface SizeLimits { minSide: number; top: number; fixed: number[] }

function sizeLimits(dims: DimLookup[]): SizeLimits {
  let minSide = Infinity;
  let maxArea = 0;
  const fixed: number[] = [];
  for (const d of dims) {
    const [w0, h0] = parseWxH(d.min_size);
    const [w1, h1] = parseWxH(d.max_size);
    // The first reference square must cover the smallest sticker sold (by area), so that the
    // smallest size pays exactly the first cell (the engine charges that cell below its area).
    minSide = Math.min(minSide, Math.ceil(Math.sqrt(w0 * h0) - 1e-9));
    maxArea = Math.max(maxArea, w1 * h1);
    if (d.min_size === d.max_size) fixed.push(Math.ceil(Math.sqrt(w1 * h1) - 1e-9));
  }
  return { minSide, top: Math.ceil(Math.sqrt(maxArea) - 1e-9), fixed };
}

const NICE = [15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500, 600, 750, 1000];

/** Reference square sides: the side covering the smallest allowed area … side covering the largest area, fixed sizes included, 8–12 values. */
function sizeLadder({ minSide, top, fixed }: SizeLimits, presets: number[]): number[] {
  // fixed sizes and quick-pick presets (A4 sheet, 50 x 90 mm tag…) get an exact grid row
  const must = new Set<number>([minSide, top, ...fixed, ...presets.filter((x) => x > minSide && x < top)]);
  const pts = new Set<number>(must);
  if (top / minSide >= 2.5) {
    for (const n of NICE) if (n > minSide * 1.1 && n < top / 1.1) pts.add(n);
  } else {
    for (let k = 1; k < 7; k++) pts.add(Math.round(minSide * (top / minSide) ** (k / 7)));
  }
  let list = [...pts].sort((x, y) => x - y);
  // drop free points crowding a fixed/end point
  list = list.filter((x, i) => {
    if (must.has(x)) return true;
    const prev = list[i - 1];
    const next = list[i + 1];
    const crowd = (y: number | undefined) => y !== undefined && must.has(y) && Math.max(x, y) / Math.min(x, y) < 1.08;
    return !crowd(prev) && !crowd(next);
  });
  // thin to 12: drop the free point with the tightest neighbourhood
  while (list.length > 12) {
    let best = -1;
    let bestRatio = Infinity;
    for (let i = 1; i < list.length - 1; i++) {
      const x = at(list, i);
      if (must.has(x)) continue;
      const r = at(list, i + 1) / at(list, i - 1);
      if (r < bestRatio) { bestRatio = r; best = i; }
    }
    if (best < 0) break;
    list.splice(best, 1);
  }
  // fill to 8: split the widest gap
  while (list.length < 8) {
    let gi = 0;
    let gr = 0;
    for (let i = 0; i < list.length - 1; i++) {
      const r = at(list, i + 1) / at(list, i);
      if (r > gr) { gr = r; gi = i; }
    }
    const mid = Math.round(Math.sqrt(at(list, gi) * at(list, gi + 1)));
    if (mid <= at(list, gi) || mid >= at(list, gi + 1)) break;
    list.splice(gi + 1, 0, mid);
  }
  return list;
}

const round10 = (c: number) => Math.round(c / 10) * 10;

interface GridPlan { grid: PriceGrid; setupCents: number; anchorJ: number }

function buildGrid(id: number, p: Product, cuttingId: number, dims: DimLookup[], presets: PresetSize[]): GridPlan {
  const fam = familyOf(p);
  const mat = MATERIAL[p.id];
  const cut = CUT_COST[fam][cuttingId];
  const from = FROM_PRICE[p.id]?.[cuttingId];
  if (!mat || !cut || from === undefined) throw new Error(`no pricing parameters for product ${p.id} cutting ${cuttingId}`);
  const presetSides = presets.map((x) => {
    const [w, h] = parseWxH(x.value);
    return Math.ceil(Math.sqrt(w * h) - 1e-9);
  });
  const sizes = sizeLadder(sizeLimits(dims), presetSides);
  const runs = runSizesFor(p, cuttingId);
  const qRef = fam === 'business-card' || fam === 'hang-tag' ? 50 : 10;
  const anchorJ = fam === 'business-card' || fam === 'hang-tag' ? runs.indexOf(100) : 0;
  const a = cut.a * (mat.aMul ?? 1);
  const b = mat.b * cut.bMul;
  const gamma = mat.gamma + (cut.gammaPlus ?? 0);
  const variable = (side: number, q: number) => q * (a + b * (side * side) / 100) * (q / qRef) ** -gamma; // S$
  const setup = from - variable(at(sizes, 0), at(runs, anchorJ));
  const prices = sizes.map((s) => runs.map((q) => round10((setup + variable(s, q)) * 100)));
  // keep strict monotonicity after rounding
  for (let i = 0; i < sizes.length; i++) {
    const row = at(prices, i);
    for (let j = 0; j < runs.length; j++) {
      let v = at(row, j);
      if (j > 0) v = Math.max(v, at(row, j - 1) + 10);
      if (i > 0) v = Math.max(v, at(at(prices, i - 1), j) + 10);
      row[j] = v;
    }
  }
  return {
    grid: { id, product_id: p.id, cutting_id: cuttingId, sizes_mm: sizes, run_sizes: runs, prices_cents: prices },
    setupCents: Math.round(setup * 100),
    anchorJ,
  };
}

// ─── Checker ─────────────────────────────────────────────────────────────────────────────────

function check(cat: Catalogue, plans: GridPlan[]): string[] {
  const errors: string[] = [];
  const err = (m: string) => errors.push(m);
  const grids = plans.map((x) => x.grid);
  const productById = new Map(cat.products.map((p) => [p.id, p]));

  for (const pc of cat.product_cuttings) {
    const n = grids.filter((g) => g.product_id === pc.product_id && g.cutting_id === pc.cutting_id).length;
    if (n !== 1) err(`product ${pc.product_id} cutting ${pc.cutting_id}: ${n} grids`);
  }
  if (new Set(grids.map((g) => g.id)).size !== grids.length) err('duplicate grid ids');

  for (const g of grids) {
    const tag = `grid ${g.id} (product ${g.product_id}, cutting ${g.cutting_id})`;
    const p = productById.get(g.product_id);
    if (!p) { err(`${tag}: unknown product`); continue; }
    const dims = cat.dim_lookups.filter((d) => d.product_id === g.product_id && d.cutting_id === g.cutting_id);
    if (!dims.length) { err(`${tag}: no dim lookups`); continue; }
    const lim = sizeLimits(dims);
    const { sizes_mm: S, run_sizes: R, prices_cents: P } = g;
    if (at(S, 0) !== lim.minSide) err(`${tag}: sizes start at ${at(S, 0)}, side of the smallest allowed area is ${lim.minSide}`);
    if (at(S, S.length - 1) < lim.top) err(`${tag}: last size ${at(S, S.length - 1)} does not cover ${lim.top}`);
    for (const f of lim.fixed) if (!S.includes(f)) err(`${tag}: fixed size side ${f} missing`);
    if (S.length < 8 || S.length > 12) err(`${tag}: ${S.length} sizes`);
    for (let i = 1; i < S.length; i++) if (!(at(S, i) > at(S, i - 1))) err(`${tag}: sizes not ascending`);
    for (let j = 1; j < R.length; j++) if (!(at(R, j) > at(R, j - 1))) err(`${tag}: run sizes not ascending`);
    const expectedRuns = runSizesFor(p, g.cutting_id);
    if (JSON.stringify(R) !== JSON.stringify(expectedRuns)) err(`${tag}: unexpected run sizes`);
    const rule = ruleFor(cat.custom_quantity_rules, g.product_id, g.cutting_id);
    if (at(R, R.length - 1) !== rule.max_allowed_qty) err(`${tag}: last run ${at(R, R.length - 1)} ≠ rule max ${rule.max_allowed_qty}`);
    // quantities below the first run size cannot be priced
    if (at(R, 0) > rule.min_allowed_qty) err(`${tag}: first run ${at(R, 0)} above rule min ${rule.min_allowed_qty}`);
    if (P.length !== S.length) err(`${tag}: ${P.length} rows for ${S.length} sizes`);
    for (let i = 0; i < P.length; i++) {
      const row = at(P, i);
      if (row.length !== R.length) err(`${tag}: row ${i} has ${row.length} cells`);
      for (let j = 0; j < row.length; j++) {
        const v = at(row, j);
        if (!Number.isInteger(v) || v <= 0) err(`${tag}: cell ${i},${j} = ${v}`);
        if (j > 0) {
          const prev = at(row, j - 1);
          if (!(v > prev)) err(`${tag}: total not increasing along run at ${i},${j}`);
          const u0 = prev / at(R, j - 1);
          const u1 = v / at(R, j);
          if (!(u1 <= u0 * 0.99)) err(`${tag}: unit price falls < 1% at ${i},${j} (${u0.toFixed(4)} → ${u1.toFixed(4)})`);
        }
        if (i > 0 && !(v > at(at(P, i - 1), j))) err(`${tag}: total not increasing along size at ${i},${j}`);
      }
    }
  }

  // Page paths
  const cheapest = (gs: PriceGrid[]) => Math.min(...gs.map((g) => at(at(g.prices_cents, 0), 0)));
  for (const [path, from] of Object.entries(PATH_FROM)) {
    const gs = gridsForPath(cat, grids, path);
    if (!gs.length) { err(`${path}: no grids`); continue; }
    if (cheapest(gs) !== from * 100) err(`${path}: cheapest ${cheapest(gs) / 100} ≠ ${from}`);
  }
  // supply-group floors: every die-cut / kiss-cut grid ≥ 14, other finished shape and sheets ≥ 40
  for (const g of grids) {
    const p = productById.get(g.product_id);
    if (!p || familyOf(p) !== 'sticker') continue;
    const c00 = at(at(g.prices_cents, 0), 0);
    if ((g.cutting_id === 1 || g.cutting_id === 2) && c00 < 1400) err(`grid ${g.id}: cutting ${g.cutting_id} starts at ${c00}`);
    if ([3, 4, 5, 6, 8].includes(g.cutting_id) && c00 < 4000) err(`grid ${g.id}: cutting ${g.cutting_id} starts at ${c00}`);
  }
  for (const f of FAMILY_FROM) {
    const gs = grids.filter((g) => f.products.includes(g.product_id));
    const v = Math.min(...gs.map((g) => at(at(g.prices_cents, 0), g.run_sizes.indexOf(f.runSize))));
    if (v !== f.from * 100) err(`${f.label}: from ${v / 100} ≠ ${f.from}`);
  }
  return errors;
}

/** Grids reachable from a page path: /stickers/{featuredItem}[/{product}]. */
function gridsForPath(cat: Catalogue, grids: PriceGrid[], path: string): PriceGrid[] {
  const m = /^\/stickers\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (!m) return [];
  const item = cat.featured_items.find((fi) => fi.url_slug === m[1]);
  if (!item) return [];
  let productIds = cat.featured_item_products.filter((x) => x.featured_item_id === item.id).map((x) => x.product_id);
  if (m[2]) productIds = productIds.filter((id) => cat.products.find((p) => p.id === id)?.url_slug === m[2]);
  return grids.filter((g) => {
    if (!productIds.includes(g.product_id)) return false;
    const pc = cat.product_cuttings.find((x) => x.product_id === g.product_id && x.cutting_id === g.cutting_id);
    if (!pc || pc.disabled) return false;
    return !item.cutting_ids || item.cutting_ids.includes(g.cutting_id);
  });
}

// ─── Main ────────────────────────────────────────────────────────────────────────────────────

function main() {
  const cat = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Catalogue;
  const productById = new Map(cat.products.map((p) => [p.id, p]));
  const plans: GridPlan[] = [];
  for (const pc of cat.product_cuttings) {
    const p = productById.get(pc.product_id);
    if (!p) throw new Error(`product_cuttings references unknown product ${pc.product_id}`);
    const dims = cat.dim_lookups.filter((d) => d.product_id === pc.product_id && d.cutting_id === pc.cutting_id);
    const presets = cat.preset_sizes.filter((x) => x.product_id === pc.product_id && x.cutting_id === pc.cutting_id);
    plans.push(buildGrid(plans.length + 1, p, pc.cutting_id, dims, presets));
  }

  const errors = check(cat, plans);
  const grids = plans.map((x) => x.grid);

  console.log('Path                                  from (S$)');
  for (const path of Object.keys(PATH_FROM)) {
    const gs = gridsForPath(cat, grids, path);
    const v = gs.length ? Math.min(...gs.map((g) => at(at(g.prices_cents, 0), 0))) / 100 : NaN;
    console.log(`${path.padEnd(38)}${v.toFixed(2).padStart(8)}`);
  }
  const lowSetup = plans.filter((x) => x.setupCents < 200);
  for (const x of lowSetup) console.warn(`note: grid ${x.grid.id} (product ${x.grid.product_id}, cutting ${x.grid.cutting_id}) has a setup of only ${x.setupCents} cents`);
  const off10 = grids.reduce((n, g) => n + g.prices_cents.flat().filter((v) => v % 10 !== 0).length, 0);
  if (off10) console.warn(`note: ${off10} cells are not multiples of 10 cents`);

  if (errors.length) {
    console.error(`\n${errors.length} constraint violation(s):`);
    for (const e of errors.slice(0, 50)) console.error(`  ✗ ${e}`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    console.log(`\nOK: ${grids.length} grids pass all checks (not written).`);
    return;
  }
  // one grid per block, one size row per line: readable diffs when staff re-tune prices
  const gridJson = (g: PriceGrid) => {
    const head = JSON.stringify({ id: g.id, product_id: g.product_id, cutting_id: g.cutting_id, sizes_mm: g.sizes_mm, run_sizes: g.run_sizes });
    const rows = g.prices_cents.map((r) => `      ${JSON.stringify(r)}`).join(',\n');
    return `    ${head.slice(0, -1)},"prices_cents":[\n${rows}\n    ]}`;
  };
  const body = `{\n  "price_grids": [\n${grids.map(gridJson).join(',\n')}\n  ]\n}\n`;
  JSON.parse(body); // sanity
  writeFileSync(OUTPUT, body);
  console.log(`\nOK: wrote ${grids.length} grids to db/seed/price-grids.json`);
}

main();
