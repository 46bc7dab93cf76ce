/**
 * Adds that race: many at once from one visitor, on one server or on two sharing a PostgreSQL
 * database, must all land (no lost update, no duplicate-key 500). And a merge whose combined
 * quantity is not offered keeps the add as a line of its own rather than refusing it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ShopApp } from '../../server/app.js';
import { openPostgres, type DatabaseHandle } from '../../server/db/client.js';
import { visitors } from '../account/account.tables.js';
import { cartItems, carts } from './cart.tables.js';
import { newGuestId } from '../account/guest-id.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { Envelope } from '../../../test/api-client.js';
import type { Cart } from './cart.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const standardDieCut = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1 };
/** Product 8 has no custom quantity: only the listed runs (10, 20, 30, 40, 50, 100, 200, 300, 500…) are offered. */
const paperNoCustom = { featured_item_id: 2, product_id: 8, cutting_id: 1, width: 20, height: 20 };

/** A visitor that already exists, so parallel first requests share one cart. */
async function knownVisitor(): Promise<{ id: string; cookie: string }> {
  const id = newGuestId();
  await shop.database.db.insert(visitors).values({ id });
  return { id, cookie: `guest_id=${id}` };
}

async function add(app: ShopApp, cookie: string, body: object): Promise<{ statusCode: number; body: Envelope<Cart> }> {
  const res = await app.inject({ method: 'POST', url: '/api/cart/items', payload: body, headers: { cookie } });
  return { statusCode: res.statusCode, body: res.json() as Envelope<Cart> };
}

async function storedLines(visitorId: string): Promise<{ quantity: number; merge_slot: number }[]> {
  return shop.database.db
    .select({ quantity: cartItems.quantity, merge_slot: cartItems.merge_slot })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .where(eq(carts.visitor_id, visitorId))
    .orderBy(cartItems.merge_slot);
}

describe('parallel adds of one configuration', () => {
  it('20 adds of 10 pieces at once make one line of exactly 200, with no server error', async () => {
    const v = await knownVisitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(shop.app, v.cookie, { ...standardDieCut, quantity: 10 })));
    expect(answers.map((a) => a.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    expect(await storedLines(v.id)).toEqual([{ quantity: 200, merge_slot: 0 }]);
  });
});

describe('a merge whose combined quantity is not offered', () => {
  it('keeps the add as its own line, and later adds merge into the first line that can take them', async () => {
    const v = await knownVisitor();
    expect((await add(shop.app, v.cookie, { ...paperNoCustom, quantity: 100 })).statusCode).toBe(201);

    // 100 + 50 = 150 is not a listed run and product 8 takes no custom quantity: a second line.
    const separate = await add(shop.app, v.cookie, { ...paperNoCustom, quantity: 50 });
    expect(separate.statusCode).toBe(201);
    expect(separate.body.message).toBe('Added to your cart.');
    expect(separate.body.data.items.map((item) => item.quantity)).toEqual([100, 50]);
    expect(await storedLines(v.id)).toEqual([{ quantity: 100, merge_slot: 0 }, { quantity: 50, merge_slot: 1 }]);

    // 100 + 100 = 200 is listed: the first line takes it, re-priced, and the message names the new price.
    const merged = await add(shop.app, v.cookie, { ...paperNoCustom, quantity: 100 });
    expect(merged.statusCode).toBe(200);
    const line = merged.body.data.items.find((item) => item.quantity === 200);
    expect(line?.total_price_cents).toBeGreaterThan(0);
    expect(merged.body.message).toMatch(/^Added to the same configuration already in your cart: 200 pieces now cost S\$\d+\.\d{2}\.$/);
    expect(merged.body.message).toContain(`S$${((line?.total_price_cents ?? 0) / 100).toFixed(2)}`);

    // 200 + 50 = 250 is not listed, 50 + 50 = 100 is: the second line takes it.
    expect((await add(shop.app, v.cookie, { ...paperNoCustom, quantity: 50 })).statusCode).toBe(200);
    expect(await storedLines(v.id)).toEqual([{ quantity: 200, merge_slot: 0 }, { quantity: 100, merge_slot: 1 }]);
  });

  it('changing a line into a configuration already in the cart merges only when the combined quantity is offered', async () => {
    const v = await knownVisitor();
    await add(shop.app, v.cookie, { ...paperNoCustom, quantity: 100 });
    const other = await add(shop.app, v.cookie, { ...paperNoCustom, width: 30, height: 30, quantity: 50 });
    const otherId = other.body.data.items.find((item) => item.quantity === 50)?.id;
    // 30 × 30 → 20 × 20: 100 + 50 = 150 is not offered, so both lines stay (the changed one in slot 1).
    const kept = await shop.app.inject({ method: 'PATCH', url: `/api/cart/items/${otherId}`, payload: { width: 20, height: 20 }, headers: { cookie: v.cookie } });
    expect(kept.statusCode).toBe(200);
    expect(await storedLines(v.id)).toEqual([{ quantity: 100, merge_slot: 0 }, { quantity: 50, merge_slot: 1 }]);

    const third = await add(shop.app, v.cookie, { ...paperNoCustom, width: 30, height: 30, quantity: 100 });
    const thirdId = third.body.data.items.find((item) => item.summary.includes('30 × 30'))?.id;
    // 30 × 30 → 20 × 20 again: 100 + 100 = 200 is offered, so it merges into slot 0.
    await shop.app.inject({ method: 'PATCH', url: `/api/cart/items/${thirdId}`, payload: { width: 20, height: 20 }, headers: { cookie: v.cookie } });
    expect(await storedLines(v.id)).toEqual([{ quantity: 200, merge_slot: 0 }, { quantity: 50, merge_slot: 1 }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  // Two apps, each with its own pool, on one cloned database: what two shop servers behind a load balancer are.
  let database: TestDatabase;
  let secondPool: DatabaseHandle;
  let servers: ShopApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error('a PostgreSQL test database has a URL');
    secondPool = openPostgres(database.url, 4);
    servers = [
      await buildApp({ database, now: () => DEFAULT_TEST_NOW, validateResponses: true }),
      await buildApp({ database: secondPool, now: () => DEFAULT_TEST_NOW, validateResponses: true }),
    ];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await secondPool.close();
    await database.close();
  });

  it('20 adds of the same line at once, split between them, sum to exactly 20 additions', async () => {
    const id = newGuestId();
    await database.db.insert(visitors).values({ id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(servers[i % 2] ?? shop.app, `guest_id=${id}`, { ...standardDieCut, quantity: 10 })),
    );
    expect(answers.map((a) => a.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const lines = await database.db.select({ quantity: cartItems.quantity }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cart_id)).where(eq(carts.visitor_id, id));
    expect(lines).toEqual([{ quantity: 200 }]);
  });
});
