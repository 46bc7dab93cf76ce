/**
 * A priced line for the cart and quotations: the full configuration validated by the shared
 * rules and priced by the server, never by the browser. A price the browser sends along (`cost`)
 * must equal the server's, otherwise the line is refused: the shopper would otherwise pay a price
 * they were not shown.
 */
import { dollarsToCents, formatSgd } from '../../shared/money.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { productDisplayName } from '../catalogue/labels.js';
import { configurationSummary } from './configuration-summary.js';
import { priceConfiguration } from './price-engine.js';
import type { QuoteConfigurationInput } from './pricing.schemas.js';
import { resolveQuantity } from './price-quote.js';
import { resolveConfiguration, type ResolvedConfiguration } from './resolve-configuration.js';


export interface QuoteLine {
  configuration: StoredConfiguration;
  /** Identifies "the same configuration" regardless of quantity and of the page it came from. */
  configurationKey: string;
  quantity: number;
  totalCents: number;
  unitCents: number;
  /** e.g. "Standard Vinyl Stickers — Die Cut, Circle, 50 × 50 mm, Gloss Laminate, Permanent, Full Colour". */
  summary: string;
  productName: string;
}

export type QuoteLineInput = Omit<QuoteConfigurationInput, 'shipping_method_id'> & {
  /** The total the shopper was shown, in SGD; checked against the server's price when given. */
  cost?: number | undefined;
};

export const quoteRequiredMessage = (reason: 'size' | 'quantity') =>
  reason === 'size'
    ? 'This size is beyond our online price list. Please request a quote instead.'
    : 'This quantity is beyond our online price list. Please request a quote instead.';

export const priceChangedMessage = (cents: number) =>
  `The price of this configuration is ${formatSgd(cents)}, not the price sent. Please review it and try again.`;

/** Validates and prices one configuration. Throws ShopError (422, or 409 for a price that differs). */
export function quoteLine(snapshot: CatalogueSnapshot, input: QuoteLineInput): QuoteLine {
  if (input.quantity === undefined || input.quantity === '') {
    throw new ShopError(422, 'validation', 'Please choose a quantity.', [{ field: 'quantity', message: 'Please choose a quantity.' }]);
  }
  const config = resolveConfiguration(snapshot, input, { defaultSizeWhenMissing: false, strictLettering: true });
  if (config.sizeRequestQuote || !config.grid) {
    throw new ShopError(422, 'quote_required', quoteRequiredMessage('size'), [{ field: 'width', message: config.sizeRequestQuote ?? quoteRequiredMessage('size') }]);
  }
  const quantity = resolveQuantity(config, input.quantity, false);
  if (quantity.kind === 'request_quote') {
    throw new ShopError(422, 'quote_required', quoteRequiredMessage('quantity'), [{ field: 'quantity', message: quantity.message }]);
  }
  const priced = priceConfiguration({
    grid: config.grid,
    widthMm: config.width,
    heightMm: config.height,
    quantity: quantity.quantity,
    factorsBp: config.factorsBp,
    cutsPerShape: config.cutsPerShape,
  });
  if (!priced) throw new ShopError(422, 'quote_required', quoteRequiredMessage('quantity'), [{ field: 'quantity', message: quoteRequiredMessage('quantity') }]);
  if (input.cost !== undefined && dollarsToCents(input.cost) !== priced.totalCents) {
    throw new ShopError(409, 'conflict', priceChangedMessage(priced.totalCents), [{ field: 'cost', message: priceChangedMessage(priced.totalCents) }]);
  }
  const configuration = canonical(config);
  // The page a line came from doesn't make it a different product.
  const { featured_item_id: _page, ...sameness } = configuration;
  return {
    configuration,
    configurationKey: JSON.stringify(sameness),
    quantity: priced.quantity,
    totalCents: priced.totalCents,
    unitCents: priced.unitCents,
    summary: configurationSummary(snapshot, config),
    productName: productDisplayName(config.product),
  };
}

function canonical(config: ResolvedConfiguration): StoredConfiguration {
  return {
    featured_item_id: config.featuredItem?.id ?? null,
    product_id: config.product.id,
    cutting_id: config.cutting.id,
    shape_id: config.shape?.id ?? null,
    finishing_id: config.finishingId,
    adhesive_id: config.adhesiveId,
    color_id: config.colorId,
    orientation_id: config.orientationId,
    premium_processing_id: config.premiumProcessingId,
    addon_item_ids: [...config.addonItemIds].sort((a, b) => a - b),
    width: config.width,
    height: config.height,
    cut_per_shape: config.cutsPerShape ?? null,
    // Only on sheet cuttings, so every other line keeps the configuration key it always had.
    ...(config.ea !== undefined ? { ea: config.ea } : {}),
    // Likewise only on lettering: its text, font and alignment make it a different line.
    ...(config.lettering !== undefined ? { lettering: config.lettering } : {}),
  };
}
