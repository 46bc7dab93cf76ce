/**
 * Free shipping (configurator.md §9): free when the shipping method costs nothing (except for
 * product 8) or the order totals at least S$100. Pure: shared by the API and the quote page.
 */
import { dollarsToCents, formatSgd } from '../../shared/money.js';

export const FREE_SHIPPING_THRESHOLD_CENTS = 10000;
/** For these products a zero-cost method alone does not make shipping "free" on the page. */
export const NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS: readonly number[] = [8];

export const FREE_FAST_SHIPPING_LINE = 'Free Fast Shipping';
export const FAST_SHIPPING_LINE = 'Fast Shipping';

export interface ShippingCostInput {
  productId: number | null | undefined;
  shippingCostCents: number;
  totalCents: number;
}

export function qualifiesForFreeShipping({ productId, shippingCostCents, totalCents }: ShippingCostInput): boolean {
  const zeroCostCounts = productId == null || !NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS.includes(productId);
  return (shippingCostCents === 0 && zeroCostCounts) || totalCents >= FREE_SHIPPING_THRESHOLD_CENTS;
}

/** What the shopper pays for shipping. */
export function shippingFeeCents(input: ShippingCostInput): number {
  return qualifiesForFreeShipping(input) ? 0 : input.shippingCostCents;
}

/** The fast-shipping line under the category switcher. */
export function fastShippingLine(isFree: boolean): string {
  return isFree ? FREE_FAST_SHIPPING_LINE : FAST_SHIPPING_LINE;
}

/** The services banner's shipping line for a product, from its standard method's cost (SGD) and the rule above. */
export function shippingHeadline(productId: number, standardCostDollars: number): string {
  const free = qualifiesForFreeShipping({ productId, shippingCostCents: dollarsToCents(standardCostDollars), totalCents: 0 });
  return free ? 'Free shipping Singapore wide' : `Free shipping Singapore wide on orders of ${formatSgd(FREE_SHIPPING_THRESHOLD_CENTS)} or more`;
}
