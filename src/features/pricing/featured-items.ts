/** Composes the featured-items answer: the page's item, its products with attributes, and the switcher's categories. */
import { notFound } from '../../server/errors.js';
import { centsToDollars } from '../../shared/money.js';
import { cheapestQuoteCents, pageFromPriceCents } from './from-price.js';
import { offeredQuantities } from './offer.js';
import { priceIndexOf } from './price-index.js';
import { customQuantityRule } from '../catalogue/quantity-rules.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { FeaturedItemRow, ProductRow } from '../catalogue/catalogue.js';
import { uploadedProductImageUrl } from '../catalogue/product-image-rules.js';
import type { FeaturedCategory, FeaturedItemsData, FeaturedItemsQuery, Product } from '../catalogue/catalogue.schemas.js';

/** Cheapest quote on a page, in SGD (the "from" price). */
export const fromPrice = (snapshot: CatalogueSnapshot, item: FeaturedItemRow): number => centsToDollars(pageFromPriceCents(snapshot, item));

export function productWithAttributes(snapshot: CatalogueSnapshot, product: ProductRow, item: FeaturedItemRow): Product {
  const { catalogue } = snapshot;
  const prices = priceIndexOf(snapshot);
  // The runs listed before any option is chosen; the page narrows them with offer.ts as options change.
  const runSizes = (cuttingId: number) => {
    const grid = prices.grid(product.id, cuttingId);
    const rule = customQuantityRule(catalogue.customQuantityRules(product.id), product.id, cuttingId);
    return grid ? offeredQuantities(grid.run_sizes, { rule, premiumProcessing: false }) : [];
  };
  return {
    id: product.id,
    name: product.name,
    url_slug: product.url_slug,
    description: product.description,
    family: product.family,
    prod_info_ref: product.prod_info_ref,
    main_image: product.main_image_id ? { src: uploadedProductImageUrl(product.main_image_id), alt: catalogue.mainImageAlts.get(product.main_image_id) ?? product.name } : null,
    from_price: centsToDollars(cheapestQuoteCents(snapshot, product, item) ?? 0),
    shipping_methods: catalogue.shippingMethods(product.id).map((m) => m.method),
    attributes: catalogue.productAttributes(product.id, item, runSizes),
  };
}

export function featuredItemsPage(snapshot: CatalogueSnapshot, query: FeaturedItemsQuery): FeaturedItemsData {
  const { catalogue } = snapshot;
  const item = catalogue.featuredItemsBySlug.get(query.slug);
  if (!item) throw notFound("We couldn't find that product page.");
  const products = catalogue.productsOfItem(item);
  const selected = query.product === undefined ? products[0] : products.find((p) => p.url_slug === query.product);
  if (!selected) throw notFound(`We couldn't find that product on the ${item.name} page.`);
  const shown = query.single_product ? [selected] : products;
  return {
    ...(query.first_load ? { featured_categories: catalogue.featuredCategories((i) => fromPrice(snapshot, i)) } : {}),
    featured_item: catalogue.featuredItem(item, shown.map((p) => productWithAttributes(snapshot, p, item)), fromPrice(snapshot, item)),
    selected_product_id: selected.id,
    featured: query.featured ?? null,
  };
}

/** The featured categories with each item's "from" price (the home page, the category switcher). */
export const featuredCategoriesWithPrices = (snapshot: CatalogueSnapshot): FeaturedCategory[] => snapshot.catalogue.featuredCategories((item) => fromPrice(snapshot, item));
