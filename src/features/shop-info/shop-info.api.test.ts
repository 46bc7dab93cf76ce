/** GET /api/shop/info answers the configured shop settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { ShopInfo } from './shop-info.schemas.js';
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
