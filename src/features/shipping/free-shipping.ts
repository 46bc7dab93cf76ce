/**
 * Free shipping (configurator.md §9): free when the shipping method costs nothing (except for
 * product 8) or the order totals at least the shop's threshold (S$100.00 at first; staff change it
 * on the desk's Settings page, and it is read from the catalogue snapshot:
 * `catalogue.freeShippingThresholdCents`, sent to the pages with the shipping info and the
 * delivery story). Pure: the caller passes the threshold in; shared by the API and the quote page.
 */
import { dollarsToCents, formatSgd } from '../../shared/money.js';

/** For these products a zero-cost method alone does not make shipping "free" on the page. */
export const NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS: readonly number[] = [8];

export const FREE_FAST_SHIPPING_LINE = 'Free Fast Shipping';
export const FAST_SHIPPING_LINE = 'Fast Shipping';

export interface ShippingCostInput {
  productId: number | null | undefined;
  shippingCostCents: number;
  totalCents: number;
  /** The items' sub total from which shipping is free (the catalogue's setting). */
  thresholdCents: number;
}

export function qualifiesForFreeShipping({ productId, shippingCostCents, totalCents, thresholdCents }: ShippingCostInput): boolean {
  const zeroCostCounts = productId == null || !NO_FREE_SHIPPING_AT_ZERO_COST_PRODUCT_IDS.includes(productId);
  return (shippingCostCents === 0 && zeroCostCounts) || totalCents >= thresholdCents;
}

/** "Free shipping Singapore wide on orders of S$100.00 or more" and the like: the threshold as shoppers read it. */
export const freeShippingFrom = (thresholdCents: number): string => formatSgd(thresholdCents);

/** What the shopper pays for shipping. */
export function shippingFeeCents(input: ShippingCostInput): number {
  return qualifiesForFreeShipping(input) ? 0 : input.shippingCostCents;
}

/** The fast-shipping line under the category switcher. */
export function fastShippingLine(isFree: boolean): string {
  return isFree ? FREE_FAST_SHIPPING_LINE : FAST_SHIPPING_LINE;
}

/**
 * The services banner's shipping line for a product, from its standard method's cost (SGD), the
 * shop's threshold and the rule above. Before the threshold is known (the shipping info still
 * loading) the line names no amount.
 */
export function shippingHeadline(productId: number, standardCostDollars: number, thresholdCents: number | undefined): string {
  const free = qualifiesForFreeShipping({ productId, shippingCostCents: dollarsToCents(standardCostDollars), totalCents: 0, thresholdCents: thresholdCents ?? Number.POSITIVE_INFINITY });
  if (free) return 'Free shipping Singapore wide';
  return thresholdCents === undefined ? 'Free shipping Singapore wide on larger orders' : `Free shipping Singapore wide on orders of ${freeShippingFrom(thresholdCents)} or more`;
}
