/**
 * Orders set up through the API from a browser page (its context's cookies: the same visitor or
 * member as the page), for browser tests that start from a cart or an order.
 */
import type { APIRequestContext, APIResponse } from 'playwright-core';
import { expect } from 'vitest';
import type { Order } from '../src/features/orders/orders.schemas.js';
import { DIE_CUT_50 } from './place-order.js';

/** The answer's data, once it is a SUCCESS envelope (else the test fails with the shop's message). */
export async function apiData<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { status: string; message?: string; data: T };
  expect(body.status, body.message).toBe('SUCCESS');
  return body.data;
}

/** Priced stickers into the cart as the configurator's Add to Cart sends them; the cart's total after. */
export async function addStickersThroughApi(request: APIRequestContext, quantity: number, config: Record<string, number> = DIE_CUT_50): Promise<{ total_cents: number }> {
  const quote = await apiData<{ single_pricing: { total_price: number } }>(await request.get('/api/pricing/v2', { params: { ...config, quantity } }));
  return apiData<{ total_cents: number }>(await request.post('/api/cart/items', { data: { ...config, quantity, cost: quote.single_pricing.total_price } }));
}

/** A signed-in member's order of 100 die-cut stickers. */
export async function memberOrderThroughApi(request: APIRequestContext): Promise<Order> {
  const cart = await addStickersThroughApi(request, 100);
  return apiData<Order>(
    await request.post('/api/checkout', {
      data: {
        contact: { first_name: 'Mei Ling', last_name: 'Tan', phone: '91234567' },
        address: { line1: '1 Raffles Place, #20-01', postcode: '048616' },
        expected_total_cents: cart.total_cents,
      },
    }),
  );
}
