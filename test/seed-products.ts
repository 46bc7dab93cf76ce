/**
 * Products with attributes exactly as the featured-items call builds them, straight from the seed
 * JSON (no database), for unit tests of page logic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalogue } from '../src/features/catalogue/catalogue.js';
import type { CatalogueRows } from '../src/features/catalogue/catalogue.repository.js';
import type { Product } from '../src/features/catalogue/catalogue.schemas.js';
import { productWithAttributes } from '../src/features/pricing/featured-items.js';
import { projectRoot } from '../src/server/project-root.js';

type Json = Record<string, Record<string, unknown>[]>;
const read = (file: string): Json => JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', file), 'utf8')) as Json;

let cached: { catalogue: Catalogue } | undefined;

function load() {
  if (cached) return cached;
  const seed = { ...read('catalogue.json'), ...read('price-grids.json'), ...read('holidays.json') };
  const rows = (name: string) => seed[name] ?? [];
  const bySort = (list: Record<string, unknown>[]) => [...list].sort((a, b) => Number(a.sort_order ?? a.id) - Number(b.sort_order ?? b.id));
  // Every table the snapshot reads (a key left out is a type error, not an undefined at run time).
  const catalogueRows: Record<keyof CatalogueRows, unknown> = {
    featuredCategories: bySort(rows('featured_categories')),
    featuredItems: bySort(rows('featured_items')),
    products: bySort(rows('products')),
    featuredItemProducts: bySort(rows('featured_item_products')),
    cuttings: bySort(rows('cuttings')),
    shapes: rows('shapes'),
    cuttingShapes: bySort(rows('cutting_shapes')),
    productCuttings: bySort(rows('product_cuttings')),
    finishings: rows('finishings'),
    adhesives: rows('adhesives'),
    colors: rows('colors'),
    orientations: rows('orientations'),
    addons: rows('addons'),
    addonItems: bySort(rows('addon_items')),
    attributeLookups: rows('attribute_lookups').map((r, i) => ({ id: i + 1, finishing_id: null, adhesive_id: null, addon_id: null, ...r })),
    productColors: bySort(rows('product_colors')),
    dimLookups: rows('dim_lookups'),
    customQuantityRules: rows('custom_quantity_rules').map((r) => ({ product_id: null, cutting_id: null, ...r })),
    specialProcessings: rows('special_processings'),
    presetSizes: bySort(rows('preset_sizes')),
    priceGrids: rows('price_grids'),
    priceFactors: rows('price_factors').map((r) => ({ product_id: null, ...r })),
    shippingMethods: bySort(rows('shipping_methods')),
    holidays: rows('holidays'),
    kickoffPromos: rows('kickoff_promos'),
    // The row migration 0023 inserts: free shipping from S$100.00.
    settings: [{ id: 1, free_shipping_threshold_cents: 10_000 }],
    mainImages: [],
  };
  cached = { catalogue: new Catalogue(catalogueRows as CatalogueRows) };
  return cached;
}

/** The product as the page for `itemSlug` receives it (the featured-items call's own composition). */
export function seedProduct(itemSlug: string, productId: number): Product {
  const { catalogue } = load();
  const item = catalogue.featuredItemsBySlug.get(itemSlug);
  const product = catalogue.productsById.get(productId);
  if (!item || !product) throw new Error(`no product ${productId} on ${itemSlug}`);
  return productWithAttributes({ revision: 0, catalogue }, product, item);
}
