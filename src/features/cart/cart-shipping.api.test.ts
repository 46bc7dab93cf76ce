/** Choosing the parcel's shipping method in the cart: its fee and dispatch date follow, free shipping still follows the rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, testVisitor } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { Cart } from './cart.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const visitor = () => testVisitor<Cart>(shop);

const artDieCut = { product_id: 1, cutting_id: 1, width: 50, height: 50 };

describe('shipping method of the cart', () => {
  it('Standard by default; the cart lists Express with its fee and an earlier dispatch date', async () => {
    const v = visitor();
    const cart = (await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 10 })).body.data;
    expect(cart.shipping_method).toBe('Standard');
    const [standard, express] = cart.shipping_options;
    expect(standard).toMatchObject({ method: 'Standard', fee_cents: 0, free: true });
    expect(express).toMatchObject({ method: 'Express', fee_cents: 1500, fee: 15, free: false });
    expect(express?.dispatch_date && standard?.dispatch_date && express.dispatch_date < standard.dispatch_date).toBe(true);
    expect(cart.shipping_fee_cents).toBe(0);
  });

  it('choosing Express charges its fee and moves the dispatch date, for every later read too', async () => {
    const v = visitor();
    const before = (await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 10 })).body.data;
    const chosen = await v.send('PUT', '/api/cart/shipping-method', { method: 'Express' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body.data).toMatchObject({ shipping_method: 'Express', shipping_fee_cents: 1500, free_shipping: false });
    expect(chosen.body.data.total_cents).toBe(before.sub_total_cents + 1500);
    expect(chosen.body.data.dispatch_date).toBe(before.shipping_options[1]?.dispatch_date);
    const again = (await v.send('GET', '/api/cart')).body.data;
    expect(again.shipping_method).toBe('Express');
    expect(chosen.headers['cache-control']).toBe('private, no-store');
  });

  it('free shipping still follows the rule: S$100 or more ships free, Express too', async () => {
    const v = visitor();
    await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 1000 });
    const chosen = (await v.send('PUT', '/api/cart/shipping-method', { method: 'Express' })).body.data;
    expect(chosen.sub_total_cents).toBeGreaterThanOrEqual(10000);
    expect(chosen).toMatchObject({ shipping_method: 'Express', shipping_fee_cents: 0, free_shipping: true });
  });

  it('a method no line offers is refused and changes nothing; an empty cart has nothing to ship', async () => {
    const v = visitor();
    expectClientError(await v.send('PUT', '/api/cart/shipping-method', { method: 'Express' }), 404, { message: 'Your cart is empty: add something before choosing how it is shipped.' });
    await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 10 });
    expectClientError(await v.send('PUT', '/api/cart/shipping-method', { method: 'Drone' }), 422, {
      field: 'method',
      message: 'Drone shipping is not available for every item in your cart. Please choose Standard or Express.',
    });
    expect((await v.send('GET', '/api/cart')).body.data.shipping_method).toBe('Standard');
  });

  it("the price panel's choice travels with the add: the cart goes by Express at once", async () => {
    const v = visitor();
    const added = await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 10, shipping_method: 'Express' });
    expect(added.statusCode).toBe(201);
    expect(added.body.data).toMatchObject({ shipping_method: 'Express', shipping_fee_cents: 1500 });
    // The line itself is the configuration only: the method belongs to the parcel.
    expect(added.body.data.items[0]?.configuration).not.toHaveProperty('shipping_method');
  });

  it('a method the product does not have refuses the add (nothing stored); an update carries the choice too', async () => {
    const v = visitor();
    expectClientError(await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 10, shipping_method: 'Drone' }), 422, {
      field: 'shipping_method',
      message: 'Drone shipping is not offered for this product. Please choose Standard or Express.',
    });
    expect((await v.send('GET', '/api/cart')).body.data?.item_count ?? 0).toBe(0);

    const cart = (await v.send('POST', '/api/cart/items', { ...artDieCut, quantity: 10 })).body.data;
    const lineId = cart.items[0]?.id ?? '';
    const updated = await v.send('PATCH', `/api/cart/items/${lineId}`, { ...artDieCut, quantity: 20, shipping_method: 'Express' });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({ shipping_method: 'Express', item_count: 1 });
    expect(updated.body.data.items[0]?.quantity).toBe(20);
    expectClientError(await v.send('PATCH', `/api/cart/items/${lineId}`, { shipping_method: 'Express' }), 422, { message: 'body: Send the quantity or the configuration to update.' });
  });
});
