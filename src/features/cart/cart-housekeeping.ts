/**
 * Guest carts nobody touched for months (issue 20): a visitor without an account who has not
 * added, changed or chosen anything in their cart for `ABANDONED_GUEST_CART_DAYS` has left; their
 * cart and its lines go. A member's cart stays (it is their account's). Run hourly by the cart
 * feature's sweep job.
 */
import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { deleteInBatches } from '../../server/jobs/recurring-sweep.js';
import { carts } from './cart.tables.js';

export const ABANDONED_GUEST_CART_DAYS = 90;
export const CART_SWEEP_JOB = 'cart-sweep';

export async function sweepAbandonedGuestCarts(db: Database, now: Date, signal?: AbortSignal): Promise<{ guest_carts: number }> {
  const before = new Date(now.getTime() - ABANDONED_GUEST_CART_DAYS * 24 * 60 * 60_000);
  const guestCarts = await deleteInBatches(async (limit) => {
    // Oldest first down the guest carts' partial index (carts.member_id IS NULL: a member's cart
    // stays), so a run reads only the guest carts past 90 days, never the members' or every cart.
    // Then those, by id, each still untouched: a cart a shopper changed in between keeps its new
    // updated_at and stays (the run may then end a batch early; the next hour's takes the rest). The
    // lines go with their cart (ON DELETE CASCADE).
    const doomed = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(isNull(carts.member_id), lt(carts.updated_at, before)))
      .orderBy(asc(carts.updated_at))
      .limit(limit);
    if (doomed.length === 0) return 0;
    const ids = doomed.map((cart) => cart.id);
    return (await db.delete(carts).where(and(inArray(carts.id, ids), isNull(carts.member_id), lt(carts.updated_at, before))).returning({ id: carts.id })).length;
  }, signal);
  return { guest_carts: guestCarts };
}
