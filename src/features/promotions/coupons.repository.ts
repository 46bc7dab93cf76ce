/**
 * Coupon storage (other features use coupons.ts): looking a code up (the running kick-off promo's code from the catalogue snapshot, else the
 * coupons table) and counting a use in the order's transaction. Safe under concurrency: the
 * count goes up only while under the limit (one UPDATE). Which order used which coupon is the
 * order's to record (orders.repository.ts, whose unique (code, email) key lets one order through
 * for a once-per-customer coupon).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
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


  /**
   * Counts one use of a money-off coupon, on the order's transaction, only while under its limit
   * (one UPDATE, so two checkouts cannot both take the last use). Throws the coupon's message,
   * and the caller's transaction rolls back, when the last use is gone. A kick-off code has no limit.
   */
  async countUse(coupon: AppliedCoupon): Promise<void> {
    if (coupon.kind !== 'money_off') return;
    const counted = await this.db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(and(eq(coupons.code, coupon.code), or(isNull(coupons.max_redemptions), lt(coupons.redemptions, coupons.max_redemptions))))
      .returning({ code: coupons.code });
    if (counted.length === 0) throw couponRefused(COUPON_MESSAGES.usedUp);
  }

  /** One use of a money-off coupon given back (never below 0); false for a kick-off code or an unknown one. */
  async returnUse(snapshot: CatalogueSnapshot, rawCode: string): Promise<boolean> {
    const terms = await this.terms(snapshot, rawCode);
    if (terms?.kind !== 'money_off') return false;
    const returned = await this.db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} - 1` })
      .where(and(eq(coupons.code, terms.code), sql`${coupons.redemptions} > 0`))
      .returning({ code: coupons.code });
    return returned.length > 0;
  }
}

/** A coupon the order can't use: 422 on the coupon_code field. */
export function couponRefused(message: string): ShopError {
  return new ShopError(422, 'validation', message, [{ field: 'coupon_code', message }]);
}
