/** The Idempotency-Key header on cart adds (plugins/idempotency.ts): a retry gets the first answer and writes nothing. */
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, type Envelope } from '../../test/api-client.js';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import type { Cart } from '../features/cart/cart.schemas.js';
import { newGuestId } from '../features/account/guest-id.js';
import { cartItems, carts, idempotencyKeys, visitors } from './db/schema.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, INVALID_IDEMPOTENCY_KEY_MESSAGE, sweepIdempotencyKeys } from './plugins/idempotency.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const standardDieCut = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1, quantity: 100 };

interface Sent {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  body: Envelope<Cart>;
  setCookie: string | undefined;
}

async function addToCart(body: object, headers: Record<string, string> = {}): Promise<Sent> {
  const res = await shop.app.inject({ method: 'POST', url: '/api/cart/items', payload: body, headers });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<Cart>, setCookie: res.cookies.find((c) => c.name === 'guest_id')?.value };
}

async function knownVisitor(): Promise<{ id: string; cookie: string }> {
  const id = newGuestId();
  await shop.database.db.insert(visitors).values({ id });
  return { id, cookie: `guest_id=${id}` };
}

async function quantities(visitorId: string): Promise<number[]> {
  const rows = await shop.database.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .where(eq(carts.visitor_id, visitorId))
    .orderBy(cartItems.merge_slot);
  return rows.map((row) => row.quantity);
}

async function storedKeys(key: string): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row?.n ?? 0;
}

const newKey = (): string => `test-${newGuestId()}`;

describe('Idempotency-Key on POST /api/cart/items', () => {
  it('a retry with the same key gets the same answer, replayed, and the cart has the quantity once', async () => {
    const v = await knownVisitor();
    const key = newKey();
    const first = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['cache-control']).toBe('private, no-store');
    expect(retry.body).toEqual(first.body);
    expect(await quantities(v.id)).toEqual([100]);
    expect(await storedKeys(key)).toBe(1);

    // A new key is a new add: it merges as usual.
    const next = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': newKey() });
    expect(next.statusCode).toBe(200);
    expect(await quantities(v.id)).toEqual([200]);
  });

  it('concurrent duplicates with one key add once, and all get the one answer', async () => {
    const v = await knownVisitor();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await quantities(v.id)).toEqual([100]);
    expect(await storedKeys(key)).toBe(1);
  });

  it('the same key with a different body is refused with 422, and nothing is added', async () => {
    const v = await knownVisitor();
    const key = newKey();
    await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    const other = await addToCart({ ...standardDieCut, quantity: 200 }, { cookie: v.cookie, 'idempotency-key': key });
    expectClientError(other, 422, { message: IDEMPOTENCY_KEY_REUSED_MESSAGE, field: 'Idempotency-Key' });
    expect(await quantities(v.id)).toEqual([100]);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable ASCII', 'clé-1'],
  ])('a key that is %s is refused with 422, and nothing is added', async (_name, key) => {
    const v = await knownVisitor();
    const answer = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    expectClientError(answer, 422, { message: INVALID_IDEMPOTENCY_KEY_MESSAGE, field: 'Idempotency-Key' });
    expect(await quantities(v.id)).toEqual([]);
  });

  it('keys of 255 printable characters, spaces and symbols included, are accepted', async () => {
    const v = await knownVisitor();
    const answer = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': `a b~!${'x'.repeat(250)}` });
    expect(answer.statusCode).toBe(201);
  });

  it('an add that fails stores no key, so the fixed request with the same key succeeds', async () => {
    const v = await knownVisitor();
    const key = newKey();
    // Refused by the body's schema, before the route runs.
    expectClientError(await addToCart({ ...standardDieCut, cost: 'free' }, { cookie: v.cookie, 'idempotency-key': key }), 422, { message: /cost/ });
    // Refused by the cart's rules, inside the transaction: rolled back, key included.
    expectClientError(await addToCart({ ...standardDieCut, width: 5, height: 5 }, { cookie: v.cookie, 'idempotency-key': key }), 422, { message: /must not be below/ });
    expect(await storedKeys(key)).toBe(0);

    const fixed = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantities(v.id)).toEqual([100]);
  });

  it('a first add without a cookie: the retry without a cookie gets the same visitor back', async () => {
    const key = newKey();
    const first = await addToCart(standardDieCut, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const visitorId = first.setCookie;
    if (!visitorId) throw new Error('the first add sets the guest_id cookie');

    const retry = await addToCart(standardDieCut, { 'idempotency-key': key });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.setCookie).toBe(visitorId);
    expect(retry.body).toEqual(first.body);
    expect(await quantities(visitorId)).toEqual([100]);
  });

  it('a failed first add without a cookie leaves no visitor behind and clears the cookie it set', async () => {
    const [before] = await shop.database.db.select({ n: count() }).from(visitors);
    const failed = await addToCart({ ...standardDieCut, width: 5, height: 5 }, { 'idempotency-key': newKey() });
    expect(failed.statusCode).toBe(422);
    expect(failed.setCookie).toBe('');
    const [after] = await shop.database.db.select({ n: count() }).from(visitors);
    expect(after?.n).toBe(before?.n);
  });

  it('keys are per visitor: another visitor with the same key gets an add of their own', async () => {
    const me = await knownVisitor();
    const other = await knownVisitor();
    const key = newKey();
    await addToCart(standardDieCut, { cookie: me.cookie, 'idempotency-key': key });
    const theirs = await addToCart(standardDieCut, { cookie: other.cookie, 'idempotency-key': key });
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantities(other.id)).toEqual([100]);
    expect(await quantities(me.id)).toEqual([100]);
  });

  it('without the header every request adds (the usual behaviour)', async () => {
    const v = await knownVisitor();
    const first = await addToCart(standardDieCut, { cookie: v.cookie });
    const second = await addToCart(standardDieCut, { cookie: v.cookie });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantities(v.id)).toEqual([200]);
  });

  it('a key older than 24 hours is a new key, and old keys are swept', async () => {
    const v = await knownVisitor();
    const key = newKey();
    await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    await shop.database.db.update(idempotencyKeys).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const later = await addToCart(standardDieCut, { cookie: v.cookie, 'idempotency-key': key });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantities(v.id)).toEqual([200]);

    await shop.database.db.update(idempotencyKeys).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    expect(await sweepIdempotencyKeys(shop.database.db)).toBeGreaterThanOrEqual(1);
    expect(await storedKeys(key)).toBe(0);
  });
});
