/**
 * Shipping information and holidays (configurator.md §7, §9) as the quote page
 * reads them, on the pinned clock (Monday 23 Nov 2026, 10:00 in Singapore).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, type Query } from '../../../test/api-client.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import type { Holiday, ShippingInfoData, ShopDeliveryData } from './shipping.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});
afterEach(() => {
  shop.setNow(DEFAULT_TEST_NOW);
});

const shippingInfo = (itemId: string | number, query?: Query) => apiGet<ShippingInfoData>(shop, `/api/quote/get/shipping-info/${itemId}`, query);
const holidays = (query?: Query) => apiGet<Holiday[]>(shop, '/api/quote/get/holidays', query);

/** Featured item ids of the seed: 1 paper, 3 special, 12 roll. */
const PAPER = 1;
const SPECIAL = 3;

describe('GET /api/shop/delivery', () => {
  it('sums up each method over every product of the seeded catalogue', async () => {
    const data = expectOk(await apiGet<ShopDeliveryData>(shop, '/api/shop/delivery'));
    expect(data).toEqual({
      methods: [
        // Business cards print in 3 days, most stickers in 4, embossed and dome in 6; all Standard methods take 5 shipping days.
        { method: 'Standard', printing_days: { min: 3, max: 6 }, delivery_days_after_dispatch: { min: 4, max: 4 }, total_days: { min: 4, max: 11 } },
        { method: 'Express', printing_days: { min: 2, max: 2 }, delivery_days_after_dispatch: { min: 1, max: 1 }, total_days: { min: 3, max: 4 } },
      ],
      longest_printing_products: ['Embossed Stickers', 'Dome Stickers'],
      standard_fee_products: ['Gold Vinyl Stickers'],
      cutoff_time: '6:00 PM',
      free_shipping_threshold_cents: 10000,
      time_zone: 'Asia/Singapore',
    });
  });
});

describe('GET /api/quote/get/shipping-info/{selected item id}', () => {
  it('lists the methods of every product on the page', async () => {
    const data = expectOk(await shippingInfo(PAPER));
    expect(data.shipping_methods.map((m) => [m.product_id, m.method])).toEqual([
      [1, 'Standard'],
      [1, 'Express'],
      [2, 'Standard'],
      [2, 'Express'],
      [3, 'Standard'],
      [3, 'Express'],
    ]);
    expect(data.shipping_methods[0]).toEqual({
      id: 1,
      method: 'Standard',
      product_id: 1,
      product: 'Art Paper Stickers',
      cost: 0,
      printing_days: 4,
      shipping_days: 5,
      turnaround_text: '5 to 9 business days including delivery',
    });
    expect(data.shipping_methods[1]).toMatchObject({ method: 'Express', cost: 15, turnaround_text: '3 to 4 business days including delivery' });
  });

  it('the quote page line: start, production days, dispatch date, turnaround and business days', async () => {
    const data = expectOk(await shippingInfo(PAPER));
    expect(data.shipping_date.quote_page).toEqual({
      product_id: 1,
      start_date: '2026-11-23',
      production_dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'],
      dispatch_date: '2026-11-27',
      dispatch_date_text: 'Fri, 27 Nov 2026',
      dispatch_condition: 'if you approve and pay before 6:00 PM today (Singapore time)',
      // Fri 27 Nov + 4 business days (shipping_days − 1): Thu 3 Dec, the 9th business day from Mon 23.
      delivery_date: '2026-12-03',
      delivery_date_text: 'Thu, 3 Dec 2026',
      printing_days: 4,
      shipping_days: 5,
      turnaround_text: '5 to 9 business days including delivery',
      business_days: 9,
    });
    expect(data.cutoff_time).toBe('18:00');
    expect(data.time_zone).toBe('Asia/Singapore');
  });

  it('standard_shipping: each product\'s standard method', async () => {
    const data = expectOk(await shippingInfo(PAPER));
    expect(data.standard_shipping.map((m) => [m.product, m.method, m.cost])).toEqual([
      ['Art Paper Stickers', 'Standard', 0],
      ['Classic Paper Stickers', 'Standard', 0],
      ['Kraft Paper Stickers', 'Standard', 0],
    ]);
  });

  it('product_id selects the product the quote page line is for', async () => {
    const hologram = expectOk(await shippingInfo(SPECIAL, { product_id: 13 })).shipping_date.quote_page;
    expect(hologram).toMatchObject({ product_id: 13, printing_days: 4, dispatch_date: '2026-11-27', business_days: 9 });
    // Embossed stickers take 6 printing days: dispatch on the 7th business day, Tue 1 Dec.
    const embossed = expectOk(await shippingInfo(SPECIAL, { product_id: 14 })).shipping_date.quote_page;
    expect(embossed).toMatchObject({
      product_id: 14,
      printing_days: 6,
      shipping_days: 5,
      dispatch_date: '2026-12-01',
      turnaround_text: '7 to 11 business days including delivery',
      business_days: 11,
    });
    // Without product_id: the page's first product.
    expect(expectOk(await shippingInfo(SPECIAL)).shipping_date.quote_page.product_id).toBe(12);
  });

  it('business cards are named "Business Cards" in the rate table', async () => {
    const data = expectOk(await shippingInfo(4));
    expect(new Set(data.shipping_methods.map((m) => m.product))).toEqual(new Set(['Business Cards']));
    expect(data.shipping_date.quote_page.turnaround_text).toBe('4 to 8 business days including delivery');
  });

  it('the date moves with the clock: after 6 pm on Friday 7 Aug 2026, before the observed National Day Monday, production starts Tuesday', async () => {
    shop.setNow(new Date('2026-08-07T18:30:00+08:00'));
    const line = expectOk(await shippingInfo(PAPER)).shipping_date.quote_page;
    expect(line.start_date).toBe('2026-08-11');
    expect(line.dispatch_date).toBe('2026-08-17');
    // The line under the date says so: not "before 6:00 PM today".
    expect(line.dispatch_condition).toBe(
      'if you approve and pay by 6:00 PM on Tue, 11 Aug 2026 (it is past the 6:00 PM cut-off, so production starts the next business day)',
    );
  });

  it('unknown featured item: 404; a malformed id: 422; a product not on the page: 422', async () => {
    expectClientError(await shippingInfo(999), 404, { message: "We couldn't find that featured item." });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expectClientError(await shippingInfo(bad), 422);
    expectClientError(await shippingInfo(PAPER, { product_id: 13 }), 422, { field: 'product_id', message: 'That product is not sold on the Paper Stickers page.' });
    expectClientError(await shippingInfo(PAPER, { product_id: 'abc' }), 422);
  });
});

describe('GET /api/quote/get/holidays', () => {
  it('lists 2026 and 2027 with the observed Mondays', async () => {
    const list = expectOk(await holidays());
    const dates = list.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.some((d) => d.startsWith('2026-'))).toBe(true);
    expect(dates.some((d) => d.startsWith('2027-'))).toBe(true);
    for (const observed of ['2026-06-01', '2026-08-10', '2026-11-09', '2027-02-08']) {
      const holiday = list.find((h) => h.date === observed);
      expect(holiday, observed).toBeDefined();
      expect(holiday!.type).toBe('observed');
      expect(holiday!.name).toMatch(/\(observed\)$/);
      expect(new Date(`${observed}T12:00:00+08:00`).getUTCDay(), `${observed} is a Monday`).toBe(1);
    }
    expect(list.find((h) => h.date === '2026-08-09')).toEqual({ date: '2026-08-09', name: 'National Day', type: 'public' });
  });

  it('?year=2027 lists only 2027', async () => {
    const list = expectOk(await holidays({ year: 2027 }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((h) => h.date.startsWith('2027-'))).toBe(true);
    expect(list.map((h) => h.date)).toContain('2027-02-08');
    expect(expectOk(await holidays({ year: 2030 }))).toEqual([]);
    expect(expectOk(await holidays({ year: '' })).length).toBe(expectOk(await holidays()).length);
  });

  it.each(['abc', '20.5', '1999', '2101', '99999999999'])('?year=%s: 422', async (year) => {
    expectClientError(await holidays({ year }), 422);
  });
});
