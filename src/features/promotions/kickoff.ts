/**
 * The kick-off promo (configurator.md §4 Promos): which promo runs on a Singapore day, and the
 * note a cart or quotation shows when a sticker line qualifies for its bonus. Pure.
 */
import { FIRST_NON_STICKER_PRODUCT_ID } from '../catalogue/labels.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';
import { shopToday } from '../shipping/dispatch-date.js';
import type { KickoffPromo } from './promotions.schemas.js';

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

/** What the shop tells shoppers about the promo running at `now` (the getKickoff answer and the page's embedded copy), or null. */
export function publicKickoffPromo(rows: readonly (KickoffPromoTerms & { code: string; description: string })[], now: Date): KickoffPromo | null {
  const promo = kickoffPromoOn(rows, shopToday(now));
  if (!promo) return null;
  const { code, title, description, minimum_quantity, bonus_quantity, starts_on, ends_on } = promo;
  return { code, title, description, minimum_quantity, bonus_quantity, starts_on, ends_on };
}

/** Whether the lines qualify for the promo: a sticker line (products below 16) of at least its minimum quantity. */
export function kickoffQualifies(promo: KickoffPromoTerms | undefined, lines: readonly { productId: number; quantity: number; quoted?: boolean }[]): boolean {
  // A line at a price staff quoted (issue 19) does not qualify: the quote is the whole offer.
  return promo !== undefined && lines.some((line) => !line.quoted && line.productId < FIRST_NON_STICKER_PRODUCT_ID && line.quantity >= promo.minimum_quantity);
}

/** The coupon note when the lines qualify, naming the code to apply at checkout. */
export function kickoffNote(promo: (KickoffPromoTerms & { code: string }) | undefined, lines: readonly { productId: number; quantity: number; quoted?: boolean }[]): string | null {
  if (!promo || !kickoffQualifies(promo, lines)) return null;
  return `Your order qualifies for the ${promo.title}: apply the kick-off sticker coupon ${promo.code} at checkout for an additional ${formatQuantity(promo.bonus_quantity)} stickers on each sticker item of ${formatQuantity(promo.minimum_quantity)} or more.`;
}
