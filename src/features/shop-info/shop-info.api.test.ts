/** GET /api/shop/info answers the configured shop settings; /api/shop/highlights the home page's best sellers and reviews. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { FeaturedItemsData } from '../catalogue/catalogue.schemas.js';
import type { ReviewSummary } from '../reviews/reviews.schemas.js';
import { REVIEW_TYPES } from '../reviews/review-options.js';
import type { Highlights, ShopInfo } from './shop-info.schemas.js';
import { DEFAULT_SHOP_INFO, shopSettings } from './shop-settings.js';

const CONFIGURED = shopSettings({
  SHOP_NAME: 'Lion City Labels',
  SHOP_ADDRESS: '1 Kaki Bukit Road 1, #03-05 Enterprise One, Singapore 415934',
  SHOP_PHONE: '+65 6123 4567',
  SHOP_EMAIL: 'orders@lioncitylabels.sg',
  SHOP_HOURS: 'Monday to Saturday, 10:00 AM to 7:00 PM',
  SHOP_UEN: '53123456A',
  SHOP_GST_NO: 'none',
});

let shop: TestShop;
let plain: TestShop;
beforeAll(async () => {
  [shop, plain] = await Promise.all([createTestShop({ appOptions: { shopInfo: CONFIGURED } }), createTestShop()]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), plain?.close()]);
});

describe('GET /api/shop/info', () => {
  it('answers the configured settings in the envelope', async () => {
    const res = await apiGet<ShopInfo>(shop, '/api/shop/info');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'SUCCESS', code: 200, data: CONFIGURED });
    expect(res.body.data.gst_registration_no).toBeNull();
    expect(res.body.data.dpo_email).toBe('orders@lioncitylabels.sg');
  });

  it('answers the documented defaults when nothing is configured', async () => {
    expect(expectOk(await apiGet<ShopInfo>(plain, '/api/shop/info'))).toEqual(DEFAULT_SHOP_INFO);
  });

  it("page titles say the configured shop's name", async () => {
    const home = expectOk(await apiGet<{ title: string }>(shop, '/api/seo/meta', { url_from: '/' }));
    expect(home.title).toBe('Custom Stickers, Labels & Business Cards in Singapore | Lion City Labels');
    const cart = expectOk(await apiGet<{ title: string }>(shop, '/api/seo/meta', { url_from: '/cart' }));
    expect(cart.title).toBe('Your Cart | Lion City Labels');
    const missing = expectOk(await apiGet<{ title: string }>(shop, '/api/seo/meta', { url_from: '/no-such-page' }));
    expect(missing.title).toBe('Page not found | Lion City Labels');
    expect(expectOk(await apiGet<{ title: string }>(plain, '/api/seo/meta', { url_from: '/cart' })).title).toBe('Your Cart | Print Shop Singapore');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/shop/info', '/api/shop/highlights']));
  });
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
      expect(seller.image).toBe(`/images/products/${product.prod_info_ref}/1.svg`);
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
