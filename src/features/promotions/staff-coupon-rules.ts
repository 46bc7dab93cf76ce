/**
 * Coupons as the desk runs them (issue 19), pure and shared by the server and the Settings page:
 * the code's shape (the coupons table's CHECK), what a new coupon may be, its status, and the
 * line shoppers read at checkout when staff leave the description empty. Coupons are never
 * deleted (orders name them): staff end one, and may change its limits.
 */
import { formatSgd } from '../../shared/money.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';

/** The coupons table's CHECK: upper-case letters, digits and "-", 3 to 40 of them. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,40}$/;
export const COUPON_DESCRIPTION_MAX = 120;
export const MAX_COUPON_AMOUNT_CENTS = 100_000;

export const STAFF_COUPON_MESSAGES = {
  code: 'Use 3 to 40 capital letters, digits or "-" for the code, e.g. XMAS-15.',
  codeTaken: (code: string) => `There is already a coupon ${code}: coupons are never reused, so choose another code.`,
  kind: 'Choose a percentage or an amount off.',
  percent: 'Enter the percentage off as a whole number from 1 to 100.',
  amount: 'Enter the amount off in dollars, e.g. 5.00 (more than 0).',
  amountTooHigh: `An amount off can be at most ${formatSgd(MAX_COUPON_AMOUNT_CENTS)}.`,
  minimum: 'Enter the minimum in dollars, e.g. 50.00 (0 for none).',
  description: `Keep the description to ${COUPON_DESCRIPTION_MAX} characters.`,
  date: 'Enter the date as YYYY-MM-DD, or leave it empty.',
  endsBeforeStart: 'The coupon has to end on or after the day it starts.',
  endsInPast: 'Choose today or a later day for the end: a coupon that has ended is ended with End now.',
  maxRedemptions: 'Enter the most orders that may use it as a whole number of at least 1, or leave it empty for no limit.',
  belowRedemptions: (used: number) => `This coupon has been used on ${formatQuantity(used)} ${used === 1 ? 'order' : 'orders'} already: the limit can't be lower than that.`,
  noSuchCoupon: (code: string) => `There is no coupon ${code}.`,
  ended: (code: string) => `${code} has ended: it can't be used at checkout any more.`,
  alreadyEnded: (code: string) => `${code} had already ended.`,
} as const;

export type CouponStatus = 'running' | 'scheduled' | 'ended' | 'used_up';
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { running: 'Running', scheduled: 'Starts later', ended: 'Ended', used_up: 'Used up' };

export interface CouponLimits {
  active: boolean;
  starts_on: string | null;
  ends_on: string | null;
  max_redemptions: number | null;
  redemptions: number;
}

/** Where a coupon stands on shop day `today`. */
export function couponStatus(c: CouponLimits, today: string): CouponStatus {
  if (!c.active || (c.ends_on !== null && c.ends_on < today)) return 'ended';
  if (c.max_redemptions !== null && c.redemptions >= c.max_redemptions) return 'used_up';
  if (c.starts_on !== null && c.starts_on > today) return 'scheduled';
  return 'running';
}

/** The checkout's line for a coupon staff left undescribed: "10% off orders with items of S$50.00 or more". */
export function describeCoupon(c: { percent_off: number | null; amount_off_cents: number | null; minimum_sub_total_cents: number }): string {
  const off = c.percent_off !== null ? `${c.percent_off}% off` : `${formatSgd(c.amount_off_cents ?? 0)} off`;
  return c.minimum_sub_total_cents > 0 ? `${off} orders with items of ${formatSgd(c.minimum_sub_total_cents)} or more` : `${off} your order`;
}

/** Why these dates can't be a coupon's on shop day `today`, with the field to show it under, or undefined. */
export function couponDatesProblem(startsOn: string | null, endsOn: string | null, today: string): { field: 'ends_on'; message: string } | undefined {
  if (endsOn !== null && endsOn < today) return { field: 'ends_on', message: STAFF_COUPON_MESSAGES.endsInPast };
  if (startsOn !== null && endsOn !== null && endsOn < startsOn) return { field: 'ends_on', message: STAFF_COUPON_MESSAGES.endsBeforeStart };
  return undefined;
}
