/**
 * The kick-off promo (configurator.md §4 Promos): which promo runs on a Singapore day, and the
 * note a cart or quotation shows when a sticker line qualifies for its bonus. Pure.
 */
import { FIRST_NON_STICKER_PRODUCT_ID } from '../catalogue/labels.js';
import { formatQuantity } from '../pricing/quantity-rules.js';

export interface KickoffPromoTerms {
  title: string;
  active: boolean;
  /** Shop dates 'YYYY-MM-DD'; null = open-ended. */
  starts_on: string | null;
  ends_on: string | null;
  minimum_quantity: number;
  bonus_quantity: number;
}

/** The promo running on `today` (a shop date), if any. */
export function kickoffPromoOn<P extends KickoffPromoTerms>(promos: readonly P[], today: string): P | undefined {
  return promos.find((p) => p.active && (p.starts_on === null || p.starts_on <= today) && (p.ends_on === null || today <= p.ends_on));
}

/** The coupon note when a sticker line (products below 16) has at least the promo's minimum quantity. */
export function kickoffNote(promo: KickoffPromoTerms | undefined, lines: readonly { productId: number; quantity: number }[]): string | null {
  if (!promo) return null;
  const qualifies = lines.some((line) => line.productId < FIRST_NON_STICKER_PRODUCT_ID && line.quantity >= promo.minimum_quantity);
  return qualifies
    ? `Your order qualifies for the ${promo.title}: apply the kick-off sticker coupon at checkout for an additional ${formatQuantity(promo.bonus_quantity)} stickers for every ${formatQuantity(promo.minimum_quantity)}.`
    : null;
}
