/** GET /api/shop/highlights: the home page's best sellers and each product family's reviews. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { FeaturedItemsData } from '../catalogue/catalogue.schemas.js';
import type { ReviewSummary } from '../reviews/reviews.schemas.js';
import { REVIEW_TYPES } from '../reviews/review-options.js';
import type { Highlights } from './storefront.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('GET /api/shop/highlights', () => {
  it('one best seller per product family, the first the catalogue lists, priced from its page', async () => {
    const { best_sellers } = expectOk(await apiGet<Highlights>(shop, '/api/shop/highlights'));
    expect(best_sellers.map((b) => [b.family, b.name, b.path])).toEqual([
      ['Stickers', 'Art Paper Stickers', '/stickers/paper/art'],
      ['Special Stickers', 'Foil Stickers', '/stickers/special/foil'],
      ['Business Cards', 'Royal Extra White 400gsm Business Cards', '/business-cards/royal-extra-white'],
      ['Badges', 'Button Badges', '/badges/button-badge'],
      ['Magnets', 'Custom Magnets', '/magnets/custom-magnet'],
      ['Hang Tags', 'Standard Hang Tags', '/hang-tags/standard'],
    ]);
    for (const seller of best_sellers) {
      const [route, slug] = [seller.path.slice(0, seller.path.lastIndexOf('/')), seller.path.slice(seller.path.lastIndexOf('/') + 1)];
      const itemSlug = route.split('/').at(-1)!;
      const page = expectOk(await apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', { slug: itemSlug, product: slug }));
      const product = page.featured_item.products.find((p) => p.url_slug === slug)!;
      expect(seller.from_price_cents).toBe(Math.round(product.from_price * 100));
      expect(seller.image).toBe(`/images/products/${product.prod_info_ref}/1.webp`);
      expect(seller.description.length).toBeGreaterThan(10);
    }
  });

  it('carries the review summary of every product family, as /api/reviews/summary gives it', async () => {
    const { reviews } = expectOk(await apiGet<Highlights>(shop, '/api/shop/highlights'));
    expect(reviews.map((r) => r.type)).toEqual([...REVIEW_TYPES]);
    for (const r of reviews) {
      expect({ ratingValue: r.ratingValue, total: r.total }).toEqual(expectOk(await apiGet<ReviewSummary>(shop, '/api/reviews/summary', { type: r.type })));
    }
    expect(reviews.reduce((sum, r) => sum + r.total, 0)).toBeGreaterThan(0);
  });
});
