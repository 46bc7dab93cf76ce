/**
 * The SEEDED price tables as a shopper meets them: bigger or more never costs less, more never
 * costs more per piece, and every page's "from" price is the spec's (configurator.md §9 "By path")
 * and is really the cheapest price the configurator gives on that page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { FeaturedItemsData, Product } from '../catalogue/catalogue.schemas.js';
import { priceConfiguration, type PriceGrid } from './price-engine.js';
import { priceIndexOf } from './price-index.js';
import type { PricingData } from './pricing.schemas.js';
import { customQuantityRule } from '../catalogue/quantity-rules.js';
import { parseDimension } from '../catalogue/size-rules.js';
import { seededRandom } from '../../../test/seeded-random.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const between = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function seededGrids(): PriceGrid[] {
  return shop.app.shop.catalogue.current().catalogue.rows.priceGrids.map((g) => ({ ...g, prices_cents: g.prices_cents }));
}
const label = (g: PriceGrid) => `grid ${g.id} (product ${g.product_id}, cutting ${g.cutting_id})`;

/** Sizes a shopper can order for this product and cutting, sampled from its dimension lookups. */
function sampleSizes(g: PriceGrid, rnd: () => number, count: number): { width: number; height: number }[] {
  const lookups = shop.app.shop.catalogue.current().catalogue.dimLookups(g.product_id, g.cutting_id);
  expect(lookups.length, `${label(g)} has dimension lookups`).toBeGreaterThan(0);
  const sizes: { width: number; height: number }[] = [];
  for (let n = 0; n < count; n++) {
    const lookup = lookups[n % lookups.length]!;
    const min = parseDimension(lookup.min_size);
    const max = parseDimension(lookup.max_size);
    const [minA, minB] = [Math.max(min.width, min.height), Math.min(min.width, min.height)];
    const [maxA, maxB] = [Math.max(max.width, max.height), Math.min(max.width, max.height)];
    if (lookup.is_equal === 'yes') {
      const side = between(rnd, minB, Math.min(maxA, maxB));
      sizes.push({ width: side, height: side });
    } else {
      sizes.push({ width: between(rnd, minA, maxA), height: between(rnd, minB, maxB) });
    }
  }
  return sizes;
}

/** Listed run sizes plus custom quantities the product's rule accepts (multiples of its modulo). */
function sampleQuantities(g: PriceGrid, rnd: () => number, count: number): number[] {
  const { catalogue } = shop.app.shop.catalogue.current();
  const rule = customQuantityRule(catalogue.customQuantityRules(g.product_id), g.product_id, g.cutting_id);
  const quantities = new Set(g.run_sizes.filter((q) => !rule.allowed || q >= rule.min_allowed_qty));
  if (rule.allowed) {
    const low = Math.max(rule.min_allowed_qty, g.run_sizes[0]!);
    const high = Math.min(rule.max_allowed_qty, g.run_sizes.at(-1)!);
    for (let n = 0; n < count; n++) quantities.add(between(rnd, low / rule.modulo, high / rule.modulo) * rule.modulo);
  }
  return [...quantities].sort((a, b) => a - b);
}

describe('seeded price grids', () => {
  it('has a grid for every product and cutting the shop sells', () => {
    const snapshot = shop.app.shop.catalogue.current();
    const { catalogue } = snapshot;
    const prices = priceIndexOf(snapshot);
    for (const pc of catalogue.rows.productCuttings) {
      expect(prices.grid(pc.product_id, pc.cutting_id), `product ${pc.product_id} cutting ${pc.cutting_id}`).toBeDefined();
    }
  });

  it('grid cells: totals never fall as size or quantity grows, and the unit price never rises with quantity', () => {
    for (const g of seededGrids()) {
      const rows = g.prices_cents;
      expect(rows.length, label(g)).toBe(g.sizes_mm.length);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        expect(row.length, label(g)).toBe(g.run_sizes.length);
        for (let j = 0; j < row.length; j++) {
          const here = `${label(g)} at ${g.sizes_mm[i]} mm × ${g.run_sizes[j]}`;
          if (i > 0) expect(row[j]!, here).toBeGreaterThanOrEqual(rows[i - 1]![j]!);
          if (j > 0) {
            expect(row[j]!, here).toBeGreaterThanOrEqual(row[j - 1]!);
            expect(row[j]! / g.run_sizes[j]!, here).toBeLessThanOrEqual(row[j - 1]! / g.run_sizes[j - 1]!);
          }
        }
      }
    }
  });

  it('interpolated points: random sizes within the dimension lookups and custom quantities keep the same order', () => {
    const rnd = seededRandom(20261123);
    const problems: string[] = [];
    for (const g of seededGrids()) {
      const sizes = sampleSizes(g, rnd, 24).sort((a, b) => a.width * a.height - b.width * b.height);
      const quantities = sampleQuantities(g, rnd, 24);
      const totals = sizes.map((s) =>
        quantities.map((quantity) => priceConfiguration({ grid: g, widthMm: s.width, heightMm: s.height, quantity, factorsBp: [] })),
      );
      for (let i = 0; i < sizes.length; i++) {
        for (let j = 0; j < quantities.length; j++) {
          const here = `${label(g)} at ${sizes[i]!.width}×${sizes[i]!.height} mm × ${quantities[j]}`;
          const cell = totals[i]![j];
          if (!cell) {
            problems.push(`${here}: no price`);
            continue;
          }
          const smaller = i > 0 ? totals[i - 1]![j] : undefined;
          const fewer = j > 0 ? totals[i]![j - 1] : undefined;
          if (smaller && cell.totalCents < smaller.totalCents) problems.push(`${here}: total falls as size grows`);
          if (fewer && cell.totalCents < fewer.totalCents) problems.push(`${here}: total falls as quantity grows`);
          if (fewer && cell.unitCents > fewer.unitCents) problems.push(`${here}: unit price rises with quantity`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('through the API: the quantity list of every product and cutting rises in total and falls per piece', async () => {
    const rnd = seededRandom(7);
    const { catalogue } = shop.app.shop.catalogue.current();
    const sold = (g: PriceGrid) => catalogue.productCuttings(g.product_id).some((c) => c.cutting.id === g.cutting_id && !c.disabled);
    for (const g of seededGrids().filter(sold)) {
      const [size] = sampleSizes(g, rnd, 1);
      const answer = await apiGet<PricingData>(shop, '/api/pricing/v2', {
        product_id: g.product_id,
        cutting_id: g.cutting_id,
        width: size!.width,
        height: size!.height,
        cut_per_shape: g.cutting_id === 3 || g.cutting_id === 8 ? 1 : undefined,
      });
      const data = expectOk(answer);
      expect(data.mode, label(g)).toBe('price');
      expect(data.quantity_list.length, label(g)).toBeGreaterThan(0);
      for (let j = 1; j < data.quantity_list.length; j++) {
        const [before, tier] = [data.quantity_list[j - 1]!, data.quantity_list[j]!];
        expect(tier.quantity, label(g)).toBeGreaterThan(before.quantity);
        expect(tier.price, label(g)).toBeGreaterThanOrEqual(before.price);
        expect(tier.unit_price, label(g)).toBeLessThanOrEqual(before.unit_price);
      }
    }
  });
});

/**
 * configurator.md §9 "By path", in SGD. /stickers/special is 16, not the spec's 15: the spec's
 * own four special products start at 16 (hologram), 54 (dome), 86 (foil) and 86 (embossed), so
 * no configuration on that page can cost 15; the cheapest is the hologram sticker at 16.
 */
const fromPriceByPath: [path: string, sgd: number][] = [
  ['paper', 9],
  ['paper/art', 9],
  ['paper/kraft', 9],
  ['paper/classic', 9],
  ['roll', 9],
  ['die-cut', 14],
  ['kiss-cut', 14],
  ['vinyl/bumper', 14],
  ['vinyl/standard', 14],
  ['vinyl/pvc', 45],
  ['vinyl/silver', 45],
  ['vinyl/transparent', 41],
  ['vinyl/gold', 86],
  ['special/foil', 86],
  ['special/embossed', 86],
  ['vinyl/custom-decals', 24],
  ['vinyl/vinyl-lettering', 22],
  ['special', 16],
  ['special/hologram', 16],
  ['special/dome', 54],
  ['other-finished-shape', 40],
  ['sheet', 40],
];

const unique = <T,>(values: T[]): T[] => [...new Set(values)];

/** Every cheapest-candidate configuration of a product on a page: the smallest size, the first quantity, each option combination. */
function candidateConfigurations(featuredItemId: number, product: Product) {
  const a = product.attributes;
  const configs: Record<string, string | number | undefined>[] = [];
  for (const cutting of a.cuttings.filter((c) => !c.disabled)) {
    const lookups = a.dim_lookups.filter((d) => d.cutting_id === cutting.id);
    const smallest = lookups.map((d) => parseDimension(d.min_size)).sort((x, y) => x.width * x.height - y.width * y.height)[0];
    const quantity = a.quantities.find((q) => q.cutting_id === cutting.id)?.quantity;
    if (!smallest || quantity === undefined) continue;
    const combos = unique(
      a.attribute_lookups.filter((l) => l.cutting_id === cutting.id).map((l) => `${l.finishing_id ?? ''}:${l.adhesive_id ?? ''}`),
    );
    const colors = a.colors.length > 0 ? a.colors.map((c) => c.id) : [undefined];
    for (const combo of combos) {
      const [finishing, adhesive] = combo.split(':');
      for (const color of colors) {
        configs.push({
          featured_item_id: featuredItemId,
          product_id: product.id,
          cutting_id: cutting.id,
          finishing_id: finishing || undefined,
          adhesive_id: adhesive || undefined,
          color_id: color,
          width: smallest.width,
          height: smallest.height,
          quantity,
          cut_per_shape: cutting.shapes.some((s) => s.cuts !== 'na') ? 1 : undefined,
        });
      }
    }
  }
  return configs;
}

describe('"from" prices by page path (configurator.md §9)', () => {
  it.each(fromPriceByPath)('/stickers/%s starts at S$%d', async (path, sgd) => {
    const [slug, productSlug] = path.split('/');
    const page = expectOk(await apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', { slug, product: productSlug }));
    const item = page.featured_item;
    const selected = item.products.find((p) => p.id === page.selected_product_id)!;
    expect(selected).toBeDefined();

    // What the page shows: the item's "from" price, or the chosen product's on a product path.
    expect(productSlug === undefined ? item.from_price : selected.from_price).toBe(sgd);

    // The same amount is a price the configurator really gives, and nothing on the page is cheaper.
    const products = productSlug === undefined ? item.products : [selected];
    let cheapest: { total: number; config: Record<string, unknown> } | undefined;
    for (const product of products) {
      for (const config of candidateConfigurations(item.id, product)) {
        const data = expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', config));
        expect(data.mode, JSON.stringify(config)).toBe('price');
        const total = data.single_pricing!.total_price;
        if (!cheapest || total < cheapest.total) cheapest = { total, config };
      }
    }
    expect(cheapest, `a priced configuration on /stickers/${path}`).toBeDefined();
    expect(cheapest!.total, JSON.stringify(cheapest!.config)).toBe(sgd);
  });
});
