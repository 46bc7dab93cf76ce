/**
 * Coupons at checkout (issue 12), pure: the code's shape, which coupon a code names, whether an
 * order may use it, and what it gives. Shared by the server (which decides) and the checkout page
 * (which only shows what the server answered, and checks an empty code before asking).
 *
 * Two kinds:
 * - the kick-off sticker coupon (the running kick-off promo's code, configurator.md §4 Promos):
 *   each sticker line (products below 16) of at least the promo's minimum quantity gets the
 *   promo's bonus quantity free, printed with it. Money is not touched. Any order may use it.
 * - money-off coupons (the coupons table): a percentage or an amount off the items' sub total,
 *   from a minimum sub total, within dates, up to a number of orders, once per customer if set.
 * One coupon per order. Discounts never take the items below zero, and never touch shipping.
 */
import { applyFactor, formatSgd } from '../../shared/money.js';
import { FIRST_NON_STICKER_PRODUCT_ID } from '../catalogue/labels.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';
import type { KickoffPromoTerms } from './kickoff.js';

export const COUPON_CODE_MAX_LENGTH = 40;

export const COUPON_MESSAGES = {
  /** The catalogue's wording (forms-and-accounts.md §8). */
  required: 'Coupon Issue is required. Please try again.',
  invalid: 'Please enter a valid coupon issue.',
  /** Ours: the code is real, but this order can't use it (and the shopper can act on why). */
  kickoffNeedsQuantity: (minimum: number) => `The kick-off sticker coupon is for sticker items of ${formatQuantity(minimum)} pieces or more. Please add one to your cart to use it.`,
  minimumSubTotal: (cents: number) => `This coupon is for orders with items of ${formatSgd(cents)} or more.`,
  alreadyUsed: 'You have already used this coupon on an earlier order.',
  usedUp: 'Sorry, this coupon has been fully redeemed.',
} as const;

/**
 * A line under the coupon field where the catalogue's words leave the shopper guessing (issue 17):
 * 'Coupon Issue is required. Please try again.' stays as it is, and this says what to do.
 */
export function couponMessageHelp(message: string | null | undefined): string | undefined {
  return message === COUPON_MESSAGES.required ? 'Type the coupon code from your email or the promotion, then press Apply.' : undefined;
}

/** Upper-case, without spaces: how codes are stored and compared ("kickoff 1000" finds KICKOFF1000). */
export function normaliseCouponCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The message for a code that can't be looked up at all, or undefined when it is worth looking up. */
export function couponCodeProblem(raw: string | undefined): string | undefined {
  const code = normaliseCouponCode(raw ?? '');
  if (code === '') return COUPON_MESSAGES.required;
  if (code.length > COUPON_CODE_MAX_LENGTH || !/^[A-Z0-9-]+$/.test(code)) return COUPON_MESSAGES.invalid;
  return undefined;
}

/** A money-off coupon as stored (the coupons table's row). */
export interface MoneyOffCouponTerms {
  code: string;
  description: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  minimum_sub_total_cents: number;
  active: boolean;
  starts_on: string | null;
  ends_on: string | null;
  max_redemptions: number | null;
  redemptions: number;
  once_per_customer: boolean;
}

export type CouponTerms = { kind: 'kickoff'; code: string; promo: KickoffPromoTerms & { description: string } } | { kind: 'money_off'; code: string; coupon: MoneyOffCouponTerms };

/** The order a coupon is judged against: its priced lines (in order) and items' sub total. */
export interface CouponOrder {
  /** `quoted`: a line at a price staff quoted (issue 19), which takes no kick-off pieces. */
  lines: readonly { productId: number; quantity: number; quoted?: boolean }[];
  subTotalCents: number;
  /** The customer already used this once-per-customer coupon (known for members, and at checkout for guests). */
  alreadyUsed: boolean;
}

export interface AppliedCoupon {
  code: string;
  kind: CouponTerms['kind'];
  /** What the shopper is told it gives. */
  description: string;
  discountCents: number;
  /** Free pieces per line, in the order's line order (0 where the line doesn't qualify). */
  bonusQuantities: number[];
  /** Stored with the redemption: the email's once-per-customer key applies. */
  oncePerCustomer: boolean;
}

const onDay = (today: string, startsOn: string | null, endsOn: string | null) => (startsOn === null || startsOn <= today) && (endsOn === null || today <= endsOn);

/** What `terms` gives `order` on shop day `today`, or the message saying why not. */
export function applyCoupon(terms: CouponTerms | undefined, order: CouponOrder, today: string): AppliedCoupon | { problem: string } {
  if (!terms) return { problem: COUPON_MESSAGES.invalid };
  if (terms.kind === 'kickoff') {
    const { promo } = terms;
    if (!promo.active || !onDay(today, promo.starts_on, promo.ends_on)) return { problem: COUPON_MESSAGES.invalid };
    // A line at a price staff quoted (issue 19) gets no kick-off pieces: the quote is the whole offer.
    const bonusQuantities = order.lines.map((line) => (!line.quoted && line.productId < FIRST_NON_STICKER_PRODUCT_ID && line.quantity >= promo.minimum_quantity ? promo.bonus_quantity : 0));
    if (!bonusQuantities.some((bonus) => bonus > 0)) return { problem: COUPON_MESSAGES.kickoffNeedsQuantity(promo.minimum_quantity) };
    return {
      code: terms.code,
      kind: 'kickoff',
      description: `${promo.title}: ${formatQuantity(promo.bonus_quantity)} extra stickers free on each sticker item of ${formatQuantity(promo.minimum_quantity)} or more`,
      discountCents: 0,
      bonusQuantities,
      oncePerCustomer: false,
    };
  }
  const { coupon } = terms;
  if (!coupon.active || !onDay(today, coupon.starts_on, coupon.ends_on)) return { problem: COUPON_MESSAGES.invalid };
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) return { problem: COUPON_MESSAGES.usedUp };
  if (coupon.once_per_customer && order.alreadyUsed) return { problem: COUPON_MESSAGES.alreadyUsed };
  if (order.subTotalCents < coupon.minimum_sub_total_cents) return { problem: COUPON_MESSAGES.minimumSubTotal(coupon.minimum_sub_total_cents) };
  const discount = coupon.percent_off !== null ? applyFactor(order.subTotalCents, coupon.percent_off * 100) : (coupon.amount_off_cents ?? 0);
  return {
    code: terms.code,
    kind: 'money_off',
    description: coupon.description,
    discountCents: Math.min(discount, order.subTotalCents),
    bonusQuantities: order.lines.map(() => 0),
    oncePerCustomer: coupon.once_per_customer,
  };
}

/** How a line's kick-off bonus reads on the order page, documents and emails: "+ 1,000 free (kick-off coupon)". */
export const bonusPiecesText = (bonusQuantity: number): string => `+ ${formatQuantity(bonusQuantity)} free (kick-off coupon)`;
