/** The request context: who is asking, and answers that depend on it never kept by shared caches. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { cartFeature } from './cart.routes.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const addBody = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1, quantity: 100 };

async function newVisitorCookie(): Promise<string> {
  const added = await shop.app.inject({ method: 'POST', url: '/api/cart/items', payload: addBody });
  expect(added.statusCode).toBe(201);
  const cookie = added.cookies.find((c) => c.name === 'guest_id');
  if (!cookie) throw new Error('no guest_id cookie');
  return cookie.value;
}

describe("answers that depend on who asks are private", () => {
  it('the cart, with or without a visitor, is private, no-store', async () => {
    const guest = await newVisitorCookie();
    const mine = await shop.app.inject({ method: 'GET', url: '/api/cart', cookies: { guest_id: guest } });
    expect(mine.json().data.items).toHaveLength(1);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const nobody = await shop.app.inject({ method: 'GET', url: '/api/cart' });
    expect(nobody.json().data.items).toHaveLength(0);
    expect(nobody.headers['cache-control']).toBe('private, no-store');
  });

  it('a quotation look-up is private even when it is a 404, and so is its PDF', async () => {
    const missing = await shop.app.inject({ method: 'GET', url: '/api/quotations/Q261123-AAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const guest = await newVisitorCookie();
    const created = await shop.app.inject({ method: 'POST', url: '/api/quotations', cookies: { guest_id: guest }, payload: { quotations: [addBody] } });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const quotationNo = created.json().data.quotation_no as string;
    const pdf = await shop.app.inject({ method: 'GET', url: `/pdf/quotation/preview?quotation_no=${quotationNo}`, cookies: { guest_id: guest } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
  });

  it('a price, the same for everyone, stays cacheable', async () => {
    const price = await shop.app.inject({ method: 'GET', url: '/api/pricing/v2?product_id=5&cutting_id=1&width=50&height=50&quantity=100' });
    expect(price.statusCode).toBe(200);
    expect(price.headers['cache-control']).toBeUndefined();
  });
});

describe('who the visitor is', () => {
  it('a cookie naming no known visitor is nobody: its cart is empty and an add makes a new visitor', async () => {
    const unknown = '00000000-1111-2222-3333-444444444444';
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart', cookies: { guest_id: unknown } });
    expect(cart.json().data.items).toEqual([]);
    const added = await shop.app.inject({ method: 'POST', url: '/api/cart/items', cookies: { guest_id: unknown }, payload: addBody });
    expect(added.statusCode).toBe(201);
    expect(added.cookies.find((c) => c.name === 'guest_id')?.value).not.toBe(unknown);
  });

  it('a malformed cookie is never looked up and never breaks a page', async () => {
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: "guest_id=' OR 1=1 --" } });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().data.items).toEqual([]);
  });
});

describe('features declare what they need', () => {
  it('a feature registered without its services fails at start-up, naming the missing plugin', async () => {
    const bare = Fastify();
    await expect(bare.register(cartFeature, { prefix: '/api' }).ready()).rejects.toThrow(/shop-services|request-context/);
    await bare.close();
  });
});
