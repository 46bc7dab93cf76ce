/**
 * Spending points at checkout (issue 12), pure. Members earn points (2 for registering); what a
 * point is worth and whether points can be spent are shop settings (`SHOP_POINT_VALUE_CENTS`,
 * `SHOP_POINTS_REDEEMABLE`, server/config.ts). A member who ticks "use my points" spends as many
 * whole points as the items still cost after the coupon, never more than they have: points never
 * pay for shipping and never make money owed to the shopper.
 */
import { formatSgd } from '../../shared/money.js';

export interface PointsSettings {
  /** What one point takes off, in cents. */
  valueCents: number;
  /** Whether members can spend points at checkout (shown either way). */
  redeemable: boolean;
}

export const POINTS_MESSAGES = {
  signIn: 'Please sign in to use your points.',
  notRedeemable: "Points can't be used at checkout at the moment.",
  noneToUse: 'You have no points to use on this order.',
} as const;

export interface PointsRedemption {
  points: number;
  discountCents: number;
}

/** How many points (and cents) a member with `balance` points spends on items still costing `payableCents`. */
export function pointsRedemption(balance: number, settings: PointsSettings, payableCents: number): PointsRedemption {
  if (!settings.redeemable || settings.valueCents <= 0 || balance <= 0 || payableCents <= 0) return { points: 0, discountCents: 0 };
  const points = Math.min(balance, Math.floor(payableCents / settings.valueCents));
  return { points, discountCents: points * settings.valueCents };
}

/** e.g. "1 point = S$1.00". */
export const pointValueText = (settings: PointsSettings): string => `1 point = ${formatSgd(settings.valueCents)}`;

/** The default: a point is worth S$1.00 and can be spent (SHOP_POINT_VALUE_CENTS, SHOP_POINTS_REDEEMABLE). */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = Object.freeze({ valueCents: 100, redeemable: true });

/** The points settings from the environment; a bad value stops start-up with a message naming the setting. */
export function pointsSettings(env: NodeJS.ProcessEnv): PointsSettings {
  const rawValue = env.SHOP_POINT_VALUE_CENTS?.trim();
  const valueCents = rawValue ? (/^\d{1,6}$/.test(rawValue) ? Number(rawValue) : NaN) : DEFAULT_POINTS_SETTINGS.valueCents;
  if (!(valueCents >= 1 && valueCents <= 100_000)) throw new Error(`SHOP_POINT_VALUE_CENTS must be a whole number of cents from 1 to 100000 (what one point takes off), got "${rawValue}"`);
  const rawRedeemable = env.SHOP_POINTS_REDEEMABLE?.trim().toLowerCase();
  let redeemable = DEFAULT_POINTS_SETTINGS.redeemable;
  if (rawRedeemable) {
    if (['true', 'yes', '1', 'on'].includes(rawRedeemable)) redeemable = true;
    else if (['false', 'no', '0', 'off'].includes(rawRedeemable)) redeemable = false;
    else throw new Error(`SHOP_POINTS_REDEEMABLE must be true or false, got "${env.SHOP_POINTS_REDEEMABLE}"`);
  }
  return { valueCents, redeemable };
}
