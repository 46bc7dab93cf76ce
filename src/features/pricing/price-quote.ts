/**
 * Prices a resolved configuration: the quantities listed for it (offer.ts), the quantity asked
 * for (listed, custom, or "request a quote" above the maximum), and the answers of pricing/v2 and
 * pricing-quantities. Every price comes from the price engine over the price index.
 */
import { centsToDollars, unitPriceDollars } from '../../shared/money.js';
import { invalidField, ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { shippingQuotes } from '../shipping/shipping-service.js';
import { configurationSummary } from './configuration-summary.js';
import { offeredQuantities, quantityOfferProblem } from './offer.js';
import { priceConfiguration } from './price-engine.js';
import type { PricingData, PricingQuantitiesQuery, PricingQuery, QuantityTierDto } from './pricing.schemas.js';
import {
  CUSTOM_QUANTITY_ABOVE_MAXIMUM_MESSAGE,
  CUSTOM_QUANTITY_NOT_ALLOWED_MESSAGE,
  priceHelperFlag,
  savingsPercent,
  validateCustomQuantity,
} from '../catalogue/quantity-rules.js';
import { NO_PRICE_TABLE_MESSAGE } from './quote-readiness.js';
import { resolveConfiguration, type ResolvedConfiguration } from './resolve-configuration.js';

/** The quantities listed for a configuration: its price table's run sizes, as offer.ts filters them. */
export function listedQuantities(config: Pick<ResolvedConfiguration, 'grid' | 'quantityRule' | 'premiumProcessing'>): number[] {
  if (!config.grid) return [];
  return offeredQuantities(config.grid.run_sizes, { rule: config.quantityRule, premiumProcessing: config.premiumProcessing });
}

/** Prices every offered quantity, with savings against the first. */
export function quantityTiers(config: ResolvedConfiguration): QuantityTierDto[] {
  const grid = config.grid;
  if (!grid || config.sizeRequestQuote) return [];
  const priced = listedQuantities(config).flatMap((quantity) => {
    const result = priceConfiguration({ grid, widthMm: config.width, heightMm: config.height, quantity, factorsBp: config.factorsBp, cutsPerShape: config.cutsPerShape });
    return result ? [result] : [];
  });
  const first = priced[0];
  return priced.map((p) => ({
    quantity: p.quantity,
    price: centsToDollars(p.totalCents),
    price_cents: p.totalCents,
    unit_price: unitPriceDollars(p.unitCents),
    savings_percent: first ? savingsPercent({ quantity: first.quantity, priceCents: first.totalCents }, { quantity: p.quantity, priceCents: p.totalCents }) : 0,
    product_pricing_id: grid.id,
  }));
}

type QuantityOutcome = { kind: 'ok'; quantity: number; isCustom: boolean } | { kind: 'request_quote'; message: string };

/** Which quantity to price: a listed one, a valid custom one, or "request a quote" above the maximum. */
export function resolveQuantity(config: ResolvedConfiguration, raw: string | undefined, requestMinimum: boolean): QuantityOutcome {
  const offered = listedQuantities(config);
  const rule = config.quantityRule;
  if (raw === undefined || raw === '') {
    const first = offered[0];
    if (first === undefined) return { kind: 'request_quote', message: NO_PRICE_TABLE_MESSAGE };
    const minimum = requestMinimum && rule.allowed ? Math.min(first, rule.min_allowed_qty) : first;
    return { kind: 'ok', quantity: minimum, isCustom: !offered.includes(minimum) };
  }
  if (/^\d+$/.test(raw) && offered.includes(Number(raw))) return { kind: 'ok', quantity: Number(raw), isCustom: false };
  // A run the page hides for these options is refused, whether it came as a listed run or a custom quantity.
  const notOffered = /^\d+$/.test(raw) ? quantityOfferProblem(Number(raw), config) : null;
  if (notOffered) throw invalidField('quantity', notOffered);
  if (!rule.allowed) throw invalidField('quantity', CUSTOM_QUANTITY_NOT_ALLOWED_MESSAGE);
  const check = validateCustomQuantity(raw, rule);
  if (!check.ok) {
    if (check.requestQuote) return { kind: 'request_quote', message: check.message };
    throw invalidField('quantity', check.message);
  }
  // A rule may allow more than the price table lists: beyond the table, the shop quotes by hand.
  const largest = config.grid?.run_sizes.at(-1);
  if (largest === undefined || check.quantity > largest) return { kind: 'request_quote', message: CUSTOM_QUANTITY_ABOVE_MAXIMUM_MESSAGE };
  return { kind: 'ok', quantity: check.quantity, isCustom: true };
}

/** GET pricing/v2: the price of one configuration, its quantity tiers and shipping methods. */
export function priceQuote(snapshot: CatalogueSnapshot, query: PricingQuery, now: Date): PricingData {
  const config = resolveConfiguration(snapshot, query, { defaultSizeWhenMissing: false });
  const requestQuote = (reason: 'size' | 'quantity', message: string, tiers: QuantityTierDto[]): PricingData => ({
    mode: 'request_quote',
    single_pricing: null,
    quantity_list: tiers,
    shipping_methods: [],
    request_quote: { reason, message },
  });
  if (config.sizeRequestQuote) return requestQuote('size', config.sizeRequestQuote, []);
  if (!config.grid) return requestQuote('size', NO_PRICE_TABLE_MESSAGE, []);
  const tiers = quantityTiers(config);
  const quantity = resolveQuantity(config, query.quantity, query.request_minimum_qty ?? false);
  if (quantity.kind === 'request_quote') return requestQuote('quantity', quantity.message, tiers);

  const priced = priceConfiguration({ grid: config.grid, widthMm: config.width, heightMm: config.height, quantity: quantity.quantity, factorsBp: config.factorsBp, cutsPerShape: config.cutsPerShape });
  if (!priced) return requestQuote('quantity', NO_PRICE_TABLE_MESSAGE, tiers);
  const first = tiers[0];
  return {
    mode: 'price',
    single_pricing: {
      quantity: priced.quantity,
      total_price: centsToDollars(priced.totalCents),
      total_price_cents: priced.totalCents,
      unit_price: unitPriceDollars(priced.unitCents),
      savings_percent: first ? savingsPercent({ quantity: first.quantity, priceCents: first.price_cents }, { quantity: priced.quantity, priceCents: priced.totalCents }) : 0,
      product_pricing_id: config.grid.id,
      summary: configurationSummary(snapshot, config),
      price_helper: priceHelperFlag({ productId: config.product.id, quantity: priced.quantity, width: config.width, height: config.height }),
      is_custom_quantity: quantity.isCustom,
    },
    quantity_list: tiers,
    shipping_methods: shippingQuotes(snapshot.catalogue, config.product, priced.totalCents, now, query.shipping_method_id),
    request_quote: null,
  };
}

/** GET pricing/pricing-quantities: the quantity tiers of a configuration (smallest size when none given). */
export function pricingQuantities(snapshot: CatalogueSnapshot, query: PricingQuantitiesQuery): QuantityTierDto[] {
  const config = resolveConfiguration(snapshot, query, { defaultSizeWhenMissing: true });
  if (config.sizeRequestQuote) throw new ShopError(422, 'quote_required', config.sizeRequestQuote, [{ field: 'width', message: config.sizeRequestQuote }]);
  return quantityTiers(config);
}
