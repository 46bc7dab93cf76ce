/**
 * What accumulates is swept (issue 20), on a real database: expired sessions and verification
 * codes a day past their expiry (account), guest carts untouched for 90 days with their lines
 * (cart). What is still usable, and every member's cart, stays; each sweep is queued as a job
 * that repeats.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, testVisitor } from '../../../test/api-client.js';
import { addPricedLines, DIE_CUT_50, registeredMember } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { ACCOUNT_SWEEP_JOB, sweepAccountLeftovers } from '../account/account-housekeeping.js';
import { emailVerifications, memberSessions, members, visitors } from '../account/account.tables.js';
import { CART_SWEEP_JOB, sweepAbandonedGuestCarts } from './cart-housekeeping.js';
import { cartItems, carts } from './cart.tables.js';
import type { Cart } from './cart.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const DAY = 24 * 60 * 60_000;
const now = DEFAULT_TEST_NOW;
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('the sweeps', () => {
  it('remove expired sessions and verification codes a day past their expiry; the member stays signed in on a live session', async () => {
    const { v, email } = await registeredMember(shop);
    const [member] = await shop.database.db.select({ id: members.id }).from(members).where(eq(members.email, email));
    const expired = `expired-${randomUUID()}`;
    await shop.database.db.insert(memberSessions).values({ token_hash: expired, member_id: member!.id, expires_at: ago(1) });
    const codes = await shop.database.db
      .insert(emailVerifications)
      .values([
        { email: `old-${randomUUID()}@example.sg`, code_hash: 'x', expires_at: ago(2) },
        { email: `recent-${randomUUID()}@example.sg`, code_hash: 'x', expires_at: ago(0.5) },
      ])
      .returning({ id: emailVerifications.id, email: emailVerifications.email });

    const removed = await sweepAccountLeftovers(shop.database.db, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.verification_codes).toBeGreaterThanOrEqual(1);
    expect(await shop.database.db.select().from(memberSessions).where(eq(memberSessions.token_hash, expired))).toEqual([]);
    const left = await shop.database.db.select({ id: emailVerifications.id }).from(emailVerifications).where(inArray(emailVerifications.id, codes.map((c) => c.id)));
    expect(left.map((row) => row.id)).toEqual([codes[1]!.id]);
    // The member's own session is live: still signed in.
    expect(expectOk(await v.send<{ email: string }>('GET', '/api/user/me'))).toMatchObject({ email });
    // Again: nothing more to remove.
    expect(await sweepAccountLeftovers(shop.database.db, now)).toEqual({ sessions: 0, verification_codes: 0 });
  });

  it('remove guest carts untouched for 90 days with their lines, and keep recent ones and every member’s', async () => {
    const guest = testVisitor(shop);
    expect((await addPricedLines(shop, guest, [{ config: DIE_CUT_50, quantity: 100 }])).items).toHaveLength(1);
    const { v: member } = await registeredMember(shop);
    await addPricedLines(shop, member, [{ config: DIE_CUT_50, quantity: 200 }]);
    // Both carts last changed 91 days ago; a third, a guest's, 89 days ago.
    await shop.database.db.update(carts).set({ updated_at: ago(91) });
    const recentVisitor = randomUUID();
    await shop.database.db.insert(visitors).values({ id: recentVisitor });
    const recent = randomUUID();
    await shop.database.db.insert(carts).values({ id: recent, visitor_id: recentVisitor, updated_at: ago(89) });

    const removed = await sweepAbandonedGuestCarts(shop.database.db, now);
    expect(removed.guest_carts).toBeGreaterThanOrEqual(1);
    const left = await shop.database.db.select({ id: carts.id, member: members.id, marked: carts.member_id }).from(carts).leftJoin(members, eq(members.visitor_id, carts.visitor_id));
    // The member's cart is marked as theirs when it is made (the sweep reads only unmarked carts).
    expect(left.map((row) => row.marked)).toEqual(left.map((row) => row.member));
    expect(left.filter((row) => row.member === null).map((row) => row.id)).toEqual([recent]);
    expect(left.filter((row) => row.member !== null)).toHaveLength(1);
    expect(expectOk(await member.send<Cart>('GET', '/api/cart')).items).toHaveLength(1);
    // The guest's cart is empty now, its line gone with it.
    expect(expectOk(await guest.send<Cart>('GET', '/api/cart')).items).toEqual([]);
    expect(await shop.database.db.select().from(cartItems).where(inArray(cartItems.cart_id, left.map((row) => row.id)))).toHaveLength(1);
  });

  it('are queued at start as jobs that repeat, one waiting for the whole shop', async () => {
    for (const name of [ACCOUNT_SWEEP_JOB, CART_SWEEP_JOB]) {
      await expect
        .poll(async () => (await shop.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'active', 'completed')`, [name])).rows[0]?.n)
        .toBeGreaterThanOrEqual(1);
    }
  });
});
