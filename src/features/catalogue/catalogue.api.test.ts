/**
 * The featured-items call behind every configurator page (configurator.md §2, §3, §4) and the
 * dimension-lookups call: what a page needs to draw its options, per known path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, type Query } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { FeaturedItemsData, Product } from './catalogue.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const featuredItems = (query: Query) => apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', query);
const page = async (query: Query) => expectOk(await featuredItems(query));
const cuttingIds = (product: Product) => product.attributes.cuttings.map((c) => c.id);
const uniqueIds = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);

/** configurator.md §2 "Known paths", plus the other families' pages by slug. */
const knownPaths: [path: string, slug: string, product?: string][] = [
  ['/stickers/paper', 'paper'],
  ['/stickers/paper/art', 'paper', 'art'],
  ['/stickers/paper/kraft', 'paper', 'kraft'],
  ['/stickers/paper/classic', 'paper', 'classic'],
  ['/stickers/vinyl', 'vinyl'],
  ['/stickers/vinyl/bumper', 'vinyl', 'bumper'],
  ['/stickers/vinyl/standard', 'vinyl', 'standard'],
  ['/stickers/vinyl/pvc', 'vinyl', 'pvc'],
  ['/stickers/vinyl/transparent', 'vinyl', 'transparent'],
  ['/stickers/vinyl/gold', 'vinyl', 'gold'],
  ['/stickers/vinyl/silver', 'vinyl', 'silver'],
  ['/stickers/vinyl/custom-decals', 'vinyl', 'custom-decals'],
  ['/stickers/vinyl/vinyl-lettering', 'vinyl', 'vinyl-lettering'],
  ['/stickers/special', 'special'],
  ['/stickers/special/foil', 'special', 'foil'],
  ['/stickers/special/hologram', 'special', 'hologram'],
  ['/stickers/special/embossed', 'special', 'embossed'],
  ['/stickers/special/dome', 'special', 'dome'],
  ['/stickers/die-cut', 'die-cut'],
  ['/stickers/kiss-cut', 'kiss-cut'],
  ['/stickers/other-finished-shape', 'other-finished-shape'],
  ['/stickers/sheet', 'sheet'],
  ['/stickers/roll', 'roll'],
  ['/business-cards', 'business-cards'],
  ['/badges', 'badges'],
  ['/magnets', 'magnets'],
  ['/hang-tags', 'hang-tags'],
];

/** Everything the configurator reads to draw a product's options, and that it all fits together. */
function expectDrawableProduct(product: Product): void {
  const a = product.attributes;
  const where = `product ${product.id} (${product.name})`;
  expect(product.from_price, where).toBeGreaterThan(0);

  expect(a.cuttings.length, where).toBeGreaterThan(0);
  for (const cutting of a.cuttings) {
    expect(cutting.shapes.length, `${where} cutting ${cutting.id} shapes`).toBeGreaterThan(0);
    for (const shape of cutting.shapes) expect(shape).toEqual({ id: expect.any(Number), name: expect.any(String), cuts: expect.any(String), element_class: expect.any(String) });
    expect(typeof cutting.disabled).toBe('boolean');
    if (cutting.disabled) continue;
    expect(a.dim_lookups.some((d) => d.cutting_id === cutting.id), `${where} cutting ${cutting.id} dim_lookups`).toBe(true);
    expect(a.quantities.some((q) => q.cutting_id === cutting.id), `${where} cutting ${cutting.id} quantities`).toBe(true);
    expect(a.attribute_lookups.some((l) => l.cutting_id === cutting.id), `${where} cutting ${cutting.id} attribute_lookups`).toBe(true);
  }

  // Every option the lookups refer to is described, and nothing else is offered.
  expect(a.finishings.length, where).toBeGreaterThan(0);
  expect(a.finishings.map((f) => f.id).sort((x, y) => x - y), where).toEqual(uniqueIds(a.attribute_lookups.map((l) => l.finishing_id)));
  expect(a.adhesives.map((f) => f.id).sort((x, y) => x - y), where).toEqual(uniqueIds(a.attribute_lookups.map((l) => l.adhesive_id)));
  expect(a.addons.map((f) => f.id).sort((x, y) => x - y), where).toEqual(uniqueIds(a.attribute_lookups.map((l) => l.addon_id)));
  for (const option of [...a.finishings, ...a.adhesives]) expect(option.name, where).not.toBe('');
  expect(a.colors.length, where).toBeGreaterThan(0);
  for (const addon of a.addons) {
    expect(addon.code, where).toMatch(/^[a-z-]+$/);
    expect(addon.items.length, `${where} addon ${addon.code} items`).toBeGreaterThan(0);
    expect(addon.max_selected, `${where} addon ${addon.code}`).toBeGreaterThanOrEqual(1);
  }

  const cuttings = new Set(cuttingIds(product));
  for (const d of a.dim_lookups) {
    expect(cuttings.has(d.cutting_id), where).toBe(true);
    expect(d.min_size, where).toMatch(/^\d+x\d+$/);
    expect(d.max_size, where).toMatch(/^\d+x\d+$/);
    expect(['yes', 'no']).toContain(d.is_equal);
  }
  expect(a.custom_quantity.length, where).toBeGreaterThan(0);
  for (const rule of a.custom_quantity) {
    expect(rule.modulo, where).toBeGreaterThan(0);
    expect(rule.max_allowed_qty, where).toBeGreaterThanOrEqual(rule.min_allowed_qty);
  }
  for (const q of a.quantities) {
    expect(cuttings.has(q.cutting_id), where).toBe(true);
    expect(q.quantity, where).toBeGreaterThan(0);
    // Only what the page reads: the price table's id comes with the pricing answer.
    expect(q, where).not.toHaveProperty('product_pricing_id');
  }
}

describe('GET /api/quote/featured-items for every known page', () => {
  it.each(knownPaths)('%s answers the item, its products and their options', async (_path, slug, productSlug) => {
    const data = await page({ slug, product: productSlug });
    const item = data.featured_item;
    expect(item.url_slug).toBe(slug);
    expect(item.from_price).toBeGreaterThan(0);
    expect(item.products.length).toBeGreaterThan(0);
    expect(data.featured_categories).toBeUndefined();
    const selected = item.products.find((p) => p.id === data.selected_product_id);
    expect(selected, 'the selected product is among the products').toBeDefined();
    if (productSlug) expect(selected!.url_slug).toBe(productSlug);
    else expect(data.selected_product_id).toBe(item.products[0]!.id);
    for (const product of item.products) expectDrawableProduct(product);
  });

  it.each([
    ['die-cut', [1]],
    ['kiss-cut', [2]],
    ['other-finished-shape', [4]],
    ['roll', [9]],
    ['sheet', [3, 5, 6, 8]],
  ])('the %s page only offers cuttings %j', async (slug, allowed) => {
    const data = await page({ slug });
    const offered = new Set(data.featured_item.products.flatMap(cuttingIds));
    expect([...offered].sort((a, b) => a - b)).toEqual(allowed);
    // The item's own cutting list is applied on the server and not sent (the page never read it).
    expect(data.featured_item).not.toHaveProperty('cutting_ids');
    for (const product of data.featured_item.products) {
      expect(product.attributes.dim_lookups.every((d) => allowed.includes(d.cutting_id))).toBe(true);
      expect(product.attributes.quantities.every((q) => allowed.includes(q.cutting_id))).toBe(true);
      expect(product.attributes.attribute_lookups.every((l) => allowed.includes(l.cutting_id))).toBe(true);
    }
  });

  it('first_load adds the featured categories for the switcher, each item with its "from" price', async () => {
    const data = await page({ slug: 'paper', first_load: 1, featured: 1 });
    expect(data.featured).toBe(1);
    const categories = data.featured_categories!;
    expect(categories.map((c) => c.url_slug)).toEqual(['paper', 'vinyl', 'special', 'sticker-types', 'business-cards', 'badges-magnets', 'hang-tags']);
    const items = categories.flatMap((c) => c.featured_items);
    expect(items.map((i) => i.url_slug).sort()).toEqual(knownPaths.filter(([, , p]) => p === undefined).map(([, slug]) => slug).sort());
    for (const item of items) expect(item.from_price, item.url_slug).toBeGreaterThan(0);
    expect(items.find((i) => i.url_slug === 'paper')?.from_price).toBe(data.featured_item.from_price);
  });

  it('single_product returns only the selected product', async () => {
    const all = await page({ slug: 'vinyl', product: 'pvc' });
    const one = await page({ slug: 'vinyl', product: 'pvc', single_product: 'true' });
    expect(all.featured_item.products.length).toBe(8);
    expect(one.featured_item.products.map((p) => p.url_slug)).toEqual(['pvc']);
    expect(one.selected_product_id).toBe(6);
    expect(one.featured_item.products[0]).toEqual(all.featured_item.products.find((p) => p.id === 6));
    // The page's "from" price is still the whole page's.
    expect(one.featured_item.from_price).toBe(all.featured_item.from_price);
  });

  it('kraft paper (product 3) comes with cuttings 6 and 7 disabled', async () => {
    const data = await page({ slug: 'paper', product: 'kraft' });
    const kraft = data.featured_item.products.find((p) => p.id === 3)!;
    const disabled = kraft.attributes.cuttings.filter((c) => c.disabled).map((c) => c.id);
    expect(disabled).toEqual([6, 7]);
    const art = data.featured_item.products.find((p) => p.id === 1)!;
    expect(art.attributes.cuttings.some((c) => c.disabled)).toBe(false);
  });

  it('roll stickers (cutting 9) have no adhesives and no premium processing', async () => {
    const data = await page({ slug: 'roll' });
    for (const product of data.featured_item.products) {
      const a = product.attributes;
      expect(a.adhesives, product.name).toEqual([]);
      expect(a.attribute_lookups.every((l) => l.adhesive_id === null), product.name).toBe(true);
      expect(a.addons.map((x) => x.code), product.name).not.toContain('premium-processing');
      // Fixed sizes: every roll lookup's minimum is its maximum.
      expect(a.dim_lookups.every((d) => d.min_size === d.max_size), product.name).toBe(true);
    }
    // The same product on the paper page does offer adhesives and premium processing for its other cuttings.
    const paper = await page({ slug: 'paper', product: 'art' });
    const art = paper.featured_item.products.find((p) => p.id === 1)!;
    expect(art.attributes.adhesives.length).toBeGreaterThan(0);
    expect(art.attributes.addons.map((x) => x.code)).toContain('premium-processing');
    const rollLookups = art.attributes.attribute_lookups.filter((l) => l.cutting_id === 9);
    expect(rollLookups.length).toBeGreaterThan(0);
    expect(rollLookups.every((l) => l.adhesive_id === null)).toBe(true);
    const premium = art.attributes.addons.find((x) => x.code === 'premium-processing')!;
    expect(rollLookups.some((l) => l.addon_id === premium.id)).toBe(false);
  });

  it('premium processing comes with its coating sub-choices', async () => {
    const data = await page({ slug: 'special', product: 'hologram' });
    const hologram = data.featured_item.products.find((p) => p.id === data.selected_product_id)!;
    const premium = hologram.attributes.addons.find((x) => x.code === 'premium-processing')!;
    expect(premium.items.map((i) => i.name)).toEqual(['No', 'Yes']);
    expect(premium.finishing_premium_items.map((i) => i.name)).toEqual(['Gloss Coating', 'Matte Coating', 'Soft-Touch Coating']);
    expect(premium.max_selected).toBe(1);
  });

  it('unknown slug or product: 404 envelope', async () => {
    expectClientError(await featuredItems({ slug: 'no-such-page' }), 404, { message: "We couldn't find that product page." });
    expectClientError(await featuredItems({ slug: 'paper', product: 'gold' }), 404, { message: "We couldn't find that product on the Paper Stickers page." });
    // A product of the item that the page's cuttings do not sell is not on the page either.
    expectClientError(await featuredItems({ slug: 'roll', product: 'custom-decals' }), 404);
  });

  it.each([
    ['../x', { slug: '../x' }],
    ['200 characters', { slug: 'a'.repeat(200) }],
    ['empty slug', { slug: '' }],
    ['missing slug', {}],
    ['upper case', { slug: 'PAPER' }],
    ['malformed product', { slug: 'paper', product: '../art' }],
    ['empty product', { slug: 'paper', product: '' }],
  ])('malformed slug (%s): 422 envelope', async (_name, query) => {
    const answer = await featuredItems(query);
    expectClientError(answer, 422);
  });
});

describe('GET /api/quote/dim-lookups', () => {
  const dimLookups = (query: Query) => apiGet<{ dim_lookups: { min_size: string; max_size: string; is_equal: string }[]; fixed_sizes: { width: number; height: number; label: string }[]; sizes: unknown[] }>(shop, '/api/quote/dim-lookups', query);

  it('answers the size limits of a product and cutting', async () => {
    const data = expectOk(await dimLookups({ product_id: 1, cutting_id: 1 }));
    expect(data.dim_lookups.map(({ min_size, max_size, is_equal }) => ({ min_size, max_size, is_equal }))).toEqual([
      { min_size: '20x20', max_size: '300x300', is_equal: 'yes' },
      { min_size: '20x15', max_size: '500x300', is_equal: 'no' },
    ]);
    expect(data.fixed_sizes).toEqual([]);
  });

  it('answers fixed sizes for roll stickers and preset sizes for sheets', async () => {
    const roll = expectOk(await dimLookups({ product_id: 1, cutting_id: 9 }));
    expect(roll.fixed_sizes.map((s) => s.label)).toEqual(['25 x 25 mm', '38 x 38 mm', '50 x 50 mm', '63 x 38 mm', '75 x 50 mm', '100 x 50 mm', '100 x 75 mm']);
    const sheet = expectOk(await dimLookups({ product_id: 1, cutting_id: 3 }));
    expect(sheet.sizes.length).toBeGreaterThan(0);
  });

  it('unknown product: 404; a cutting the product does not offer: 422', async () => {
    expectClientError(await dimLookups({ product_id: 999, cutting_id: 1 }), 404, { message: "We couldn't find that product." });
    expectClientError(await dimLookups({ product_id: 11, cutting_id: 9 }), 422, { field: 'cutting_id', message: 'That cutting is not available for this product.' });
    expectClientError(await dimLookups({ product_id: 1 }), 422);
    expectClientError(await dimLookups({ product_id: 'abc', cutting_id: 1 }), 422);
  });
});
