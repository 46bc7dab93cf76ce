/**
 * Every landing is valid: each featured item's page and each of its products' pages opens on a
 * configuration the page shows no message for, and the server prices it. The page's own pure
 * functions choose the landing's configuration (selectionFromQuery with an empty query, as a
 * link with no parameters), judge it (selectionProblems) and ask for its price (pricingParams),
 * here against the real API on the seeded catalogue: every product, at no browser's cost. The
 * browser test (configurator-url.browser.test.ts) opens each featured item's page as a shopper.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { FeaturedItemsData } from '../catalogue/catalogue.schemas.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import { projectRoot } from '../../server/project-root.js';
import { selectionFromQuery } from './selection-url.js';
import { pricingParams, selectionProblems } from './configurator-state.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

interface SeedCatalogue {
  featured_items: { id: number; route: string; url_slug: string }[];
  featured_item_products: { featured_item_id: number; product_id: number }[];
  products: { id: number; url_slug: string }[];
}

/** Every configurator page of the seed: [path, featured item slug, product slug or none]. */
function everyLanding(): [path: string, slug: string, product: string | undefined][] {
  const seed = JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', 'catalogue.json'), 'utf8')) as SeedCatalogue;
  const slug = new Map(seed.products.map((p) => [p.id, p.url_slug]));
  return seed.featured_items.flatMap((item) => [
    [item.route, item.url_slug, undefined] as [string, string, string | undefined],
    ...seed.featured_item_products
      .filter((link) => link.featured_item_id === item.id)
      .map((link) => [`${item.route}/${slug.get(link.product_id)}`, item.url_slug, slug.get(link.product_id)] as [string, string, string | undefined]),
  ]);
}

describe('every landing is valid', () => {
  const landings = everyLanding();

  it('covers every featured item and product of the seed', () => {
    expect(landings.length).toBeGreaterThan(80);
  });

  it.each(landings)('%s opens on a configuration with no message, priced above zero', async (_path, slug, productSlug) => {
    const page = expectOk(await apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', { slug, product: productSlug, first_load: 1 }));
    const item = page.featured_item;
    const product = item.products.find((p) => p.id === page.selected_product_id);
    if (!product) throw new Error(`no selected product on ${slug}/${productSlug ?? ''}`);

    const selection = selectionFromQuery(new URLSearchParams(), product);
    expect(selectionProblems(selection, product)).toEqual({});

    const pricing = expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', pricingParams(selection, product, item.id)));
    expect(pricing.request_quote ?? null).toBeNull();
    expect(pricing.single_pricing?.total_price ?? 0).toBeGreaterThan(0);
  });
});
