/**
 * Coupons as other features ask for them, on their own transaction: the terms a code names, and
 * one use counted against the coupon's limit (`couponService.countUse(tx, coupon)`), so the count
 * commits or rolls back with the order.
 */
import type { Database } from '../../server/db/client.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { AppliedCoupon, CouponTerms } from './coupon-rules.js';
import { CouponsRepository } from './coupons.repository.js';

export { couponRefused } from './coupons.repository.js';

export const couponService = {
  terms: (db: Database, snapshot: CatalogueSnapshot, rawCode: string): Promise<CouponTerms | undefined> => new CouponsRepository(db).terms(snapshot, rawCode),
  countUse: (tx: Database, coupon: AppliedCoupon): Promise<void> => new CouponsRepository(tx).countUse(coupon),
  /**
   * Gives back one use of a money-off coupon (its order was cancelled), on the caller's
   * transaction; the caller gives it back once per order. A kick-off code has no count: nothing to do.
   */
  returnUse: (tx: Database, snapshot: CatalogueSnapshot, code: string): Promise<boolean> => new CouponsRepository(tx).returnUse(snapshot, code),
};
