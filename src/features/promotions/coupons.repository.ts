/**
 * Coupon storage: looking a code up (the running kick-off promo's code from the catalogue
 * snapshot, else the coupons table) and recording a redemption in the order's transaction.
 * A redemption is safe under concurrency: the count goes up only while under the limit (one
 * UPDATE), and a once-per-customer coupon's unique (code, email) key lets one order through.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { couponRedemptions } from '../orders/orders.tables.js';
import { coupons } from './promotions.tables.js';
import { ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { COUPON_MESSAGES, normaliseCouponCode, type AppliedCoupon, type CouponTerms } from './coupon-rules.js';

export class CouponsRepository {
  constructor(private readonly db: Database) {}

  /** The coupon a code names, or undefined. The kick-off promo's code wins over a table row of the same name. */
  async terms(snapshot: CatalogueSnapshot, rawCode: string): Promise<CouponTerms | undefined> {
    const code = normaliseCouponCode(rawCode);
    const promo = snapshot.catalogue.rows.kickoffPromos.find((p) => normaliseCouponCode(p.code) === code);
    if (promo) return { kind: 'kickoff', code, promo };
    const [coupon] = await this.db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
    return coupon ? { kind: 'money_off', code, coupon } : undefined;
  }

  /** Whether `email` has an order with this once-per-customer coupon. */
  async usedBy(code: string, email: string): Promise<boolean> {
    if (email === '') return false;
    const rows = await this.db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.coupon_code, code), eq(couponRedemptions.once_key, email)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Records that order `orderId` used `coupon`, on the order's transaction. Throws the coupon's
   * message (and the caller's transaction rolls back) when another order took the last use, or
   * this email's one use, in the meantime.
   */
  async redeem(coupon: AppliedCoupon, orderId: string, email: string, now: Date): Promise<void> {
    if (coupon.kind === 'money_off') {
      const counted = await this.db
        .update(coupons)
        .set({ redemptions: sql`${coupons.redemptions} + 1` })
        .where(and(eq(coupons.code, coupon.code), or(isNull(coupons.max_redemptions), lt(coupons.redemptions, coupons.max_redemptions))))
        .returning({ code: coupons.code });
      if (counted.length === 0) throw couponRefused(COUPON_MESSAGES.usedUp);
    }
    const stored = await this.db
      .insert(couponRedemptions)
      .values({
        coupon_code: coupon.code,
        order_id: orderId,
        email,
        once_key: coupon.oncePerCustomer ? email : null,
        discount_cents: coupon.discountCents,
        bonus_quantity: coupon.bonusQuantities.reduce((sum, bonus) => sum + bonus, 0),
        created_at: now,
      })
      .onConflictDoNothing({ target: [couponRedemptions.coupon_code, couponRedemptions.once_key] })
      .returning({ id: couponRedemptions.id });
    if (stored.length === 0) throw couponRefused(COUPON_MESSAGES.alreadyUsed);
  }
}

/** A coupon the order can't use: 422 on the coupon_code field. */
export function couponRefused(message: string): ShopError {
  return new ShopError(422, 'validation', message, [{ field: 'coupon_code', message }]);
}
