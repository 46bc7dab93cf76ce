import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from './cart.tables.js';
import { priceGrids } from '../catalogue/catalogue.tables.js';
import { apiGet, expectClientError, expectEnvelope, testVisitor } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { Cart } from './cart.schemas.js';
import type { PricingData } from '../pricing/pricing.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const visitor = () => testVisitor<Cart>(shop);

const standardDieCut = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1 };

async function serverPrice(config: Record<string, unknown>): Promise<number> {
  const answer = await apiGet<PricingData>(shop, '/api/pricing/v2', config as Record<string, string | number>);
  const total = answer.body.data.single_pricing?.total_price;
  if (total === undefined) throw new Error('no price');
  return total;
}

async function lineCount(): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(cartItems);
  return row?.n ?? 0;
}

describe('adding to the cart', () => {
  it('a first add creates the guest id and a line priced by the server', async () => {
    const v = visitor();
    const cost = await serverPrice({ ...standardDieCut, quantity: 100 });
    const added = await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 100, cost });
    expect(added.statusCode).toBe(201);
    expectEnvelope(added);
    expect(v.cookie()).toMatch(/^guest_id=[0-9a-f-]{36}$/);
    const cart = added.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product_id: 5, quantity: 100, total_price: cost, page_url: expect.stringMatching(/^\/stickers\/vinyl\/standard\?cutting=\d+&.*quantity=100/) });
    expect(cart.items[0]?.summary).toMatch(/^Standard Vinyl Stickers — Die Cut, .*50 × 50 mm, Gloss Laminate, Permanent adhesive, Full Colour/);
    expect(cart.sub_total).toBe(cost);
  });

  it('the same configuration again adds to its line, priced at the combined quantity', async () => {
    const v = visitor();
    await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 100 });
    const again = await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 100 });
    const combined = await serverPrice({ ...standardDieCut, quantity: 200 });
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(`Added to the same configuration already in your cart: 200 pieces now cost S$${combined.toFixed(2)}.`);
    expect(again.body.data.items).toHaveLength(1);
    expect(again.body.data.items[0]?.quantity).toBe(200);
    expect(again.body.data.items[0]?.total_price).toBe(combined);
  });

  it('a tampered price is refused and nothing is stored', async () => {
    const v = visitor();
    const before = await lineCount();
    const real = await serverPrice({ ...standardDieCut, quantity: 1000 });
    const answer = await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 1000, cost: 1 });
    expectClientError(answer, 409, { message: new RegExp(`^The price of this configuration is S\\$${real.toFixed(2).replace('.', '\\.')}`) });
    expect(await lineCount()).toBe(before);
  });

  it.each([
    ['a size below the minimum', { ...standardDieCut, width: 5, height: 5, quantity: 100 }, 422, /must not be below/],
    ['a size over the maximum (quote required)', { ...standardDieCut, width: 900, height: 900, quantity: 100 }, 422, /request a quote/],
    ['a quantity over the maximum', { ...standardDieCut, quantity: 999990 }, 422, /request a quote/],
    ['a quantity not divisible by 10', { ...standardDieCut, quantity: 9995 }, 422, /divisible by 10/],
    ['no quantity', { ...standardDieCut }, 422, /choose a quantity/],
    ['an unknown product', { ...standardDieCut, product_id: 999, quantity: 100 }, 404, /product/],
    ['a finishing the cutting does not take', { ...standardDieCut, finishing_id: 8, quantity: 100 }, 422, /finishing/],
    ['a negative cost', { ...standardDieCut, quantity: 100, cost: -5 }, 422, /cost/],
    ['a cost that is text', { ...standardDieCut, quantity: 100, cost: 'free' }, 422, /cost/],
  ])('%s is refused and nothing is stored', async (_name, body, status, message) => {
    const v = visitor();
    const before = await lineCount();
    expectClientError(await v.send('POST', '/api/cart/items', body), status, { message });
    expect(await lineCount()).toBe(before);
  });

  it('bodies that are not quote data answer 4xx', async () => {
    for (const payload of ['not json', '[]', '{}', 'null']) {
      const res = await shop.app.inject({ method: 'POST', url: '/api/cart/items', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json()).toMatchObject({ status: 'ERROR' });
    }
  });
});

describe('changing the cart', () => {
  it('update re-prices the line; remove takes it out; the cart is empty again', async () => {
    const v = visitor();
    const added = await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 100 });
    const id = added.body.data.items[0]!.id;
    const updated = await v.send('PATCH', `/api/cart/items/${id}`, { quantity: 500 });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.items[0]).toMatchObject({ quantity: 500, total_price: await serverPrice({ ...standardDieCut, quantity: 500 }) });
    const badUpdate = await v.send('PATCH', `/api/cart/items/${id}`, { quantity: 7 });
    expectClientError(badUpdate, 422);
    const removed = await v.send('DELETE', `/api/cart/items/${id}`);
    expect(removed.body.data).toMatchObject({ items: [], item_count: 0, sub_total: 0, dispatch_date: null });
  });

  it('a whole new configuration replaces the line: an add-on it leaves out is no longer chosen', async () => {
    const v = visitor();
    const transparent = { product_id: 7, cutting_id: 1, width: 50, height: 50, quantity: 100 };
    const added = await v.send('POST', '/api/cart/items', { ...transparent, addon_item_id: [15] });
    const line = added.body.data.items[0]!;
    expect(line.summary).toMatch(/White Print/);
    const replaced = await v.send('PATCH', `/api/cart/items/${line.id}`, { ...transparent, quantity: 200 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body.data.items).toHaveLength(1);
    expect(replaced.body.data.items[0]?.summary).not.toMatch(/White Print/);
    expect(replaced.body.data.items[0]).toMatchObject({ quantity: 200, total_price: await serverPrice({ ...transparent, quantity: 200 }) });
  });

  it("another visitor can't read, change or remove my lines", async () => {
    const me = visitor();
    const other = visitor();
    const added = await me.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 100 });
    const id = added.body.data.items[0]!.id;
    await other.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 10 });
    expect((await other.send('GET', '/api/cart')).body.data.items.map((i) => i.quantity)).toEqual([10]);
    expectClientError(await other.send('PATCH', `/api/cart/items/${id}`, { quantity: 500 }), 404);
    expectClientError(await other.send('DELETE', `/api/cart/items/${id}`), 404);
    expectClientError(await visitor().send('DELETE', `/api/cart/items/${id}`), 404);
    expect((await me.send('GET', '/api/cart')).body.data.items[0]?.quantity).toBe(100);
  });

  it('a visitor without a cookie sees an empty cart and gets no cookie for looking', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([]);
    expect(res.json().data.items).toEqual([]);
  });

  it('a price change in the tables reaches the cart, with a note', async () => {
    const v = visitor();
    await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 100 });
    await shop.database.db.update(priceGrids).set({ prices_cents: sql`(SELECT jsonb_agg((SELECT jsonb_agg((c::int * 2)) FROM jsonb_array_elements_text(r) c)) FROM jsonb_array_elements(prices_cents) r)` }).where(eq(priceGrids.id, 31));
    await shop.app.shop.catalogue.refreshIfChanged();
    const cart = (await v.send('GET', '/api/cart')).body.data;
    expect(cart.items[0]?.total_price).toBe(await serverPrice({ ...standardDieCut, quantity: 100 }));
    expect(cart.price_changes[0]).toMatch(/: now S\$[\d,.]+ \(was S\$[\d,.]+\)\.$/);
  });
});

describe('the cart summary', () => {
  it('free shipping from S$100, the dispatch date, and the kick-off note from 1,000 stickers', async () => {
    const v = visitor();
    const small = (await v.send('POST', '/api/cart/items', { featured_item_id: 2, product_id: 8, cutting_id: 1, width: 20, height: 20, quantity: 10 })).body.data;
    expect(small.sub_total).toBeLessThan(100);
    expect(small).toMatchObject({ free_shipping: false, shipping_fee: 8, kickoff_note: null, kickoff_code: null, dispatch_date: '2026-11-27' });
    const big = (await v.send('POST', '/api/cart/items', { ...standardDieCut, quantity: 1000 })).body.data;
    expect(big.sub_total).toBeGreaterThanOrEqual(100);
    expect(big).toMatchObject({ free_shipping: true, shipping_fee: 0, total: big.sub_total });
    expect(big.kickoff_note).toMatch(/kick-off sticker coupon KICKOFF1000 at checkout for an additional 1,000 stickers/);
    // The code checkout offers in one click: only while the cart qualifies.
    expect(big.kickoff_code).toBe('KICKOFF1000');
    expect(small.kickoff_code).toBeNull();
  });
});
