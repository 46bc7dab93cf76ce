/**
 * API contract of pricing (configurator.md §7: pricing/v2 and pricing/pricing-quantities),
 * shared by the server and the web app. Sizes, quantities and cuts are taken as typed text and
 * judged by the shared rules, so the shopper sees the spec's own messages, not a parser's.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { flagParam, optionalIdParam, requiredIdParam } from '../../shared/params.js';
import { shippingMethodQuoteSchema } from '../shipping/shipping.schemas.js';
import { LETTERING_TEXT_MAX_LENGTH } from '../lettering/lettering-rules.js';

/** Typed text (sizes, quantities, cuts): kept as text; the rules decide what is acceptable. */
const typedText = (name: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(12, { error: `${name} is too long.` }))
    .optional();

const yesNo = (name: string) => z.enum(['yes', 'no'], { error: `${name} must be yes or no.` }).optional();

/** Add-on item ids: one id, a comma list ("12,31") or a repeated parameter. */
const addonItemIds = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : String(v).split(',')).map((p) => String(p).trim()).filter((p) => p !== '');
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2147483647) || ids.length > 10) {
      ctx.addIssue({ code: 'custom', message: 'addon_item_id must be add-on item ids separated by commas.' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .optional();

/** The configuration (the spec's quote data) as far as it decides the price. */
export const quoteConfigurationSchema = z.object({
  featured_item_id: optionalIdParam('featured_item_id'),
  product_id: requiredIdParam('product_id'),
  cutting_id: requiredIdParam('cutting_id'),
  shape_id: optionalIdParam('shape_id'),
  finishing_id: optionalIdParam('finishing_id'),
  adhesive_id: optionalIdParam('adhesive_id'),
  color_id: optionalIdParam('color_id'),
  orientation_id: optionalIdParam('orientation_id'),
  premium_processing_id: optionalIdParam('premium_processing_id'),
  addon_item_id: addonItemIds,
  width: typedText('width'),
  height: typedText('height'),
  quantity: typedText('quantity'),
  cut_per_shape: typedText('cut_per_shape'),
  ea: typedText('ea'),
  shipping_method_id: optionalIdParam('shipping_method_id'),
  // Vinyl lettering (lettering products only; features/lettering/lettering-choice.ts).
  install_ready: yesNo('install_ready'),
  use_creation_tool: yesNo('use_creation_tool'),
  /** The creation tool's text, lines separated by line breaks. */
  lettering_text: z.string({ error: 'lettering_text must be text.' }).max(LETTERING_TEXT_MAX_LENGTH * 2, { error: 'lettering_text is too long.' }).optional(),
  /** A font id of GET /api/lettering/fonts. */
  selected_font: z.string({ error: 'selected_font must be a font id.' }).regex(/^[a-z0-9-]{1,60}$/, { error: 'selected_font must be a font id.' }).optional(),
  lettering_alignment: z.enum(['left', 'center', 'right'], { error: 'lettering_alignment must be left, center or right.' }).optional(),
});

export const pricingQuerySchema = quoteConfigurationSchema.extend({
  /** With no quantity given, price the smallest quantity the product can be ordered in. */
  request_minimum_qty: flagParam('request_minimum_qty').optional(),
});

/** pricing-quantities needs no size: without one it prices the smallest size sold. */
export const pricingQuantitiesQuerySchema = quoteConfigurationSchema.pick({
  featured_item_id: true,
  product_id: true,
  cutting_id: true,
  shape_id: true,
  finishing_id: true,
  adhesive_id: true,
  color_id: true,
  orientation_id: true,
  premium_processing_id: true,
  addon_item_id: true,
  width: true,
  height: true,
  cut_per_shape: true,
});

export const quantityTierSchema = z.object({
  quantity: z.number().int(),
  /** Total for this quantity in SGD. */
  price: z.number(),
  price_cents: z.number().int(),
  /** Price per piece in SGD, to 4 decimals. */
  unit_price: z.number(),
  /** Saved per piece against the first tier's unit price, whole percent. */
  savings_percent: z.number().int(),
  product_pricing_id: z.number().int(),
});

export const singlePricingSchema = z.object({
  quantity: z.number().int(),
  total_price: z.number(),
  total_price_cents: z.number().int(),
  unit_price: z.number(),
  savings_percent: z.number().int(),
  product_pricing_id: z.number().int(),
  /** The configuration in words (cart, compare tray, quotation). */
  summary: z.string(),
  /** A quantity of 1000+ with a small dimension: the page suggests a cheaper format. */
  price_helper: z.boolean(),
  is_custom_quantity: z.boolean(),
});

export const requestQuoteSchema = z.object({
  reason: z.enum(['size', 'quantity']),
  message: z.string(),
});

export const pricingDataSchema = z.object({
  /** "price": add-to-cart mode. "request_quote": over the maximum size or quantity, no price. */
  mode: z.enum(['price', 'request_quote']),
  single_pricing: singlePricingSchema.nullable(),
  quantity_list: z.array(quantityTierSchema),
  shipping_methods: z.array(shippingMethodQuoteSchema),
  request_quote: requestQuoteSchema.nullable(),
});

export const pricingResponseSchema = successEnvelopeSchema(pricingDataSchema);
export const pricingQuantitiesResponseSchema = successEnvelopeSchema(z.array(quantityTierSchema));

export type QuoteConfigurationInput = z.infer<typeof quoteConfigurationSchema>;
export type PricingQuery = z.infer<typeof pricingQuerySchema>;
export type PricingQuantitiesQuery = z.infer<typeof pricingQuantitiesQuerySchema>;
export type QuantityTierDto = z.infer<typeof quantityTierSchema>;
export type PricingData = z.infer<typeof pricingDataSchema>;
