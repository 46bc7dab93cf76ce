/**
 * Guest carts nobody touched for months (issue 20): a visitor without an account who has not
 * added, changed or chosen anything in their cart for `ABANDONED_GUEST_CART_DAYS` has left; their
 * cart and its lines go. A member's cart stays (it is their account's). Run hourly by the cart
 * feature's sweep job.
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { deleteInBatches } from '../../server/jobs/recurring-sweep.js';
import { members } from '../account/account.tables.js';
import { carts } from './cart.tables.js';

export const ABANDONED_GUEST_CART_DAYS = 90;
export const CART_SWEEP_JOB = 'cart-sweep';

export async function sweepAbandonedGuestCarts(db: Database, now: Date, signal?: AbortSignal): Promise<{ guest_carts: number }> {
  const before = new Date(now.getTime() - ABANDONED_GUEST_CART_DAYS * 24 * 60 * 60_000);
  const guestCarts = await deleteInBatches(async (limit) => {
    // A member's cart is their own visitor's (members.visitor_id): only carts no member owns are guests'.
    const doomed = db
      .select({ id: carts.id })
      .from(carts)
      .where(and(lt(carts.updated_at, before), notExists(db.select({ one: sql`1` }).from(members).where(eq(members.visitor_id, carts.visitor_id)))))
      .limit(limit);
    // The lines go with their cart (ON DELETE CASCADE).
    return (await db.delete(carts).where(inArray(carts.id, doomed)).returning({ id: carts.id })).length;
  }, signal);
  return { guest_carts: guestCarts };
}
