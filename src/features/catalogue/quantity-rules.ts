/**
 * Quantity rules of the configurator (configurator.md §4, §5, §9; forms-and-accounts.md §5):
 * custom quantity, its info text, savings per tier, the price-helper flag and the tier list.
 * Pure: shared by the API and the quote page.
 */

import { formatWholeNumber } from '../../shared/number-format.js';

export interface CustomQuantityRule {
  /** null means any product. */
  product_id: number | null;
  /** null means any cutting. */
  cutting_id: number | null;
  allowed: boolean;
  modulo: number;
  min_allowed_qty: number;
  max_allowed_qty: number;
}

/** Applies when no rule matches: multiples of 10, from 10 up to 10,000. */
export const DEFAULT_CUSTOM_QUANTITY_RULE: CustomQuantityRule = Object.freeze({
  product_id: null,
  cutting_id: null,
  allowed: true,
  modulo: 10,
  min_allowed_qty: 10,
  max_allowed_qty: 10000,
});

export const CUSTOM_QUANTITY_INPUT_DELAY_MS = 500;
export const CUSTOM_QUANTITY_INPUT_MAX_LENGTH = 6;

/** Quantities are shown with thousands separators, e.g. 1,000. */
export const formatQuantity = (quantity: number): string => formatWholeNumber(quantity);

// Messages: exact spec wording (the leading "* " is part of it).
export const CUSTOM_QUANTITY_REQUIRED_MESSAGE = '* Please enter custom quantity';
/** The spec's "greater than {min}" was untrue at the minimum itself (10 is allowed): it now says "at least" (issue 17). */
export const customQuantityBelowMinimumMessage = (min: number): string =>
  `* Please enter a quantity of at least ${formatQuantity(min)}.`;
export const CUSTOM_QUANTITY_ABOVE_MAXIMUM_MESSAGE = '* You can request a quote from the button below.';
export const customQuantityModuloMessage = (modulo: number): string =>
  `* Quantity should be divisible by ${formatQuantity(modulo)}.`;
/** Not in the spec (the page simply hides the box); the API needs some answer. */
export const CUSTOM_QUANTITY_NOT_ALLOWED_MESSAGE = '* Custom quantity is not available for this product.';
export const customQuantityInfoText = (typed: string | number | null | undefined, modulo: number): string => {
  const [a, b, c] = exampleMultiples(typed, modulo).map(formatQuantity);
  return `We only accept those that are divisible by ${formatQuantity(modulo)}. For example ${a}, ${b}, ${c}, and so on.`;
};

/**
 * The rule for this product and cutting. A rule with null product or cutting matches any; the
 * most specific match wins (product+cutting, then product, then cutting, then neither), ties go
 * to the earlier rule. No match: the default rule.
 */
export function customQuantityRule(
  rules: readonly CustomQuantityRule[],
  productId: number | null | undefined,
  cuttingId: number | null | undefined,
): CustomQuantityRule {
  let best: CustomQuantityRule | undefined;
  let bestScore = -1;
  for (const rule of rules) {
    const productMatches = rule.product_id === null || rule.product_id === productId;
    const cuttingMatches = rule.cutting_id === null || rule.cutting_id === cuttingId;
    if (!productMatches || !cuttingMatches) continue;
    // Product outranks cutting: a product-only rule beats a cutting-only rule.
    const score = (rule.product_id !== null ? 2 : 0) + (rule.cutting_id !== null ? 1 : 0);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best ?? DEFAULT_CUSTOM_QUANTITY_RULE;
}

export type CustomQuantityProblem = 'required' | 'below-minimum' | 'above-maximum' | 'modulo' | 'not-allowed';

export type CustomQuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; kind: CustomQuantityProblem; message: string; requestQuote: boolean };

/** What the custom quantity box keeps of a keystroke: digits only, at most 6. */
export function sanitizeQuantityInput(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '').slice(0, CUSTOM_QUANTITY_INPUT_MAX_LENGTH);
}

/**
 * Checks a typed custom quantity. Order: not allowed, empty, below minimum, above maximum
 * (which turns the page into request-a-quote), then divisibility.
 */
export function validateCustomQuantity(
  raw: string | number | null | undefined,
  rule: CustomQuantityRule,
): CustomQuantityCheck {
  if (!rule.allowed) {
    return { ok: false, kind: 'not-allowed', message: CUSTOM_QUANTITY_NOT_ALLOWED_MESSAGE, requestQuote: false };
  }
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  // Digits only: the box blocks anything else, so "1,000" or "12.5" from elsewhere is not a quantity.
  if (!/^\d+$/.test(text)) {
    return { ok: false, kind: 'required', message: CUSTOM_QUANTITY_REQUIRED_MESSAGE, requestQuote: false };
  }
  const quantity = Number(text);
  if (quantity < rule.min_allowed_qty) {
    return {
      ok: false,
      kind: 'below-minimum',
      message: customQuantityBelowMinimumMessage(rule.min_allowed_qty),
      requestQuote: false,
    };
  }
  if (quantity > rule.max_allowed_qty || text.replace(/^0+/, '').length > CUSTOM_QUANTITY_INPUT_MAX_LENGTH) {
    return { ok: false, kind: 'above-maximum', message: CUSTOM_QUANTITY_ABOVE_MAXIMUM_MESSAGE, requestQuote: true };
  }
  if (rule.modulo > 1 && quantity % rule.modulo !== 0) {
    return { ok: false, kind: 'modulo', message: customQuantityModuloMessage(rule.modulo), requestQuote: false };
  }
  return { ok: true, quantity };
}

/**
 * Three examples for the info text: modulo ×1, ×2, ×3 on top of a base that follows the size
 * of what was typed (0, 100, 1,000 or 10,000), so the examples look like the shopper's order.
 */
export function exampleMultiples(typed: string | number | null | undefined, modulo: number): [number, number, number] {
  const value = typeof typed === 'number' ? typed : Number(typed ?? '');
  const n = Number.isFinite(value) ? value : 0;
  const base = n >= 10000 ? 10000 : n >= 1000 ? 1000 : n >= 100 ? 100 : 0;
  const step = modulo >= 1 ? modulo : 1;
  return [base + step, base + step * 2, base + step * 3];
}

export interface QuantityTier {
  quantity: number;
  priceCents: number;
}

/**
 * Percent saved per piece against the first tier's unit price, whole number, never negative.
 * Integer cross-multiplication keeps a true .5 from being rounded the wrong way.
 */
export function savingsPercent(firstTier: QuantityTier, tier: QuantityTier): number {
  if (firstTier.quantity <= 0 || firstTier.priceCents <= 0 || tier.quantity <= 0) return 0;
  const firstUnitTimesBoth = firstTier.priceCents * tier.quantity;
  const tierUnitTimesBoth = tier.priceCents * firstTier.quantity;
  const percent = Math.round(((firstUnitTimesBoth - tierUnitTimesBoth) * 100) / firstUnitTimesBoth);
  return Math.max(0, percent);
}

export const PRICE_HELPER_MIN_QUANTITY = 1000;
export const PRICE_HELPER_MAX_DIMENSION_MM = 90;
/** Hang tags: only the first dimension counts for the price helper. */
export const FIRST_DIMENSION_ONLY_PRODUCT_IDS: readonly number[] = [53, 54];

const isSmallDimension = (mm: number | null | undefined): boolean =>
  typeof mm === 'number' && mm > 0 && mm <= PRICE_HELPER_MAX_DIMENSION_MM;

/** Flags a large run of small pieces (quantity ≥ 1,000 and a side ≤ 90 mm). */
export function priceHelperFlag(input: {
  productId: number | null | undefined;
  quantity: number | null | undefined;
  width: number | null | undefined;
  height: number | null | undefined;
}): boolean {
  if (typeof input.quantity !== 'number' || !(input.quantity >= PRICE_HELPER_MIN_QUANTITY)) return false;
  if (input.productId != null && FIRST_DIMENSION_ONLY_PRODUCT_IDS.includes(input.productId)) {
    return isSmallDimension(input.width);
  }
  return isSmallDimension(input.width) || isSmallDimension(input.height);
}

/** When the tier list reloads, the chosen quantity stays if still offered, else the first one. */
export function keepOrFirstQuantity(
  previous: number | null | undefined,
  offered: readonly number[],
): number | undefined {
  return previous != null && offered.includes(previous) ? previous : offered[0];
}
