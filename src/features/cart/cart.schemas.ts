/**
 * API contract of the cart (configurator.md §4, §7 add to cart / update cart), shared with the
 * web app. The body of an add is the quote data; the server re-validates and re-prices it.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { quoteConfigurationSchema } from '../pricing/pricing.schemas.js';

/**
 * The quote data of a configuration, as the page holds it. `cost` is the total the shopper was
 * shown (SGD): when sent, it must equal the server's price or nothing is stored. Other quote-data
 * fields (summary, guest_id, origin_path…) may come along and are ignored.
 */
export const cartQuoteDataSchema = quoteConfigurationSchema.extend({
  cost: z.number({ error: 'cost must be a number (the total in SGD).' }).nonnegative({ error: 'cost cannot be negative.' }).max(10_000_000, { error: 'cost is out of range.' }).optional(),
});

export const cartItemParamsSchema = z.object({ itemId: z.uuid({ error: 'That is not a cart line.' }) });

/** The shipping method the shopper picked on the page; the cart goes by it when every line can. */
const chosenShippingMethod = z
  .string({ error: 'shipping_method must be the name of a shipping method, e.g. Express.' })
  .min(1, { error: 'shipping_method must be the name of a shipping method, e.g. Express.' })
  .max(40, { error: 'shipping_method must be the name of a shipping method, e.g. Express.' })
  .optional();

/** Artwork chosen on the product page (POST /api/artwork/uploads): the file travels with the line into the order. */
const chosenArtworkUpload = z.uuid({ error: 'artwork_upload_id must be the id of artwork uploaded on this page.' }).optional();

/** Add to cart: the quote data, the shipping method chosen in the price panel, and the artwork chosen on the page. */
export const cartAddBodySchema = cartQuoteDataSchema.extend({ shipping_method: chosenShippingMethod, artwork_upload_id: chosenArtworkUpload });

/** Update a line: a new quantity, or a whole new configuration (and the shipping method chosen with it). */
export const cartItemUpdateSchema = cartQuoteDataSchema
  .partial()
  .extend({ shipping_method: chosenShippingMethod })
  .refine((body) => Object.keys(body).some((key) => key !== 'shipping_method'), { error: 'Send the quantity or the configuration to update.' });

export const cartLineSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product: z.string(),
  summary: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_price: z.number(),
  total_price_cents: z.number().int(),
  /** The line's configuration, to reopen it on its page. */
  configuration: z.record(z.string(), z.unknown()),
  /** The configurator page it can be edited on. */
  page_url: z.string(),
  /** Reorder: the order whose artwork this line reuses (attached to the new order at checkout), or null. */
  artwork_from_order: z.string().nullable(),
  /** Artwork chosen on the product page before adding (its file goes into the order at checkout), or null. */
  artwork_upload: z.object({ id: z.string(), name: z.string(), preview_url: z.string().nullable() }).nullable(),
  /**
   * A line at a price the shop quoted (issue 19): its quote request, the last day the price holds
   * ('YYYY-MM-DD' and in words) and its dispatch days; null for a line priced from the tables. Its
   * quantity and options cannot be changed, and checkout refuses it after that day.
   */
  quoted: z.object({ request_no: z.string(), valid_until: z.string(), valid_until_text: z.string(), dispatch_days: z.number().int() }).nullable(),
});

export const shippingOptionSchema = z.object({
  method: z.string(),
  fee: z.number(),
  fee_cents: z.number().int(),
  free: z.boolean(),
  dispatch_date: z.string().nullable(),
  dispatch_date_text: z.string().nullable(),
  /** When the parcel would arrive by this method (dispatch plus its delivery days), in words. */
  delivery_date_text: z.string().nullable(),
});

/** Choose the parcel's shipping method (one every line offers). */
export const cartShippingMethodBodySchema = z.object({
  method: z.string({ error: 'method must be the name of a shipping method, e.g. Express.' }).min(1).max(40),
});

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  item_count: z.number().int(),
  sub_total: z.number(),
  sub_total_cents: z.number().int(),
  shipping_fee: z.number(),
  shipping_fee_cents: z.number().int(),
  free_shipping: z.boolean(),
  total: z.number(),
  total_cents: z.number().int(),
  /** Latest estimated dispatch of the lines (shop date), or null for an empty cart. */
  dispatch_date: z.string().nullable(),
  dispatch_date_text: z.string().nullable(),
  /** What the dispatch date depends on (approval before today's 6:00 PM cut-off, or the next business day); null for an empty cart. */
  dispatch_condition: z.string().nullable(),
  /** Estimated arrival by the chosen method (shop date), or null for an empty cart. */
  delivery_date: z.string().nullable(),
  delivery_date_text: z.string().nullable(),
  /** The kick-off coupon note when a line has 1,000 or more pieces. */
  kickoff_note: z.string().nullable(),
  /** The kick-off coupon's code when the cart qualifies for it (checkout applies it in one click), else null. */
  kickoff_code: z.string().nullable(),
  /** Lines whose price changed since they were added (re-priced on read). */
  price_changes: z.array(z.string()),
  /** The parcel's shipping method (Standard unless the shopper chose another). */
  shipping_method: z.string(),
  /** The methods every line can go by, each with the fee and dispatch date it would give. */
  shipping_options: z.array(shippingOptionSchema),
});

export const cartResponseSchema = successEnvelopeSchema(cartSchema);

export type CartQuoteData = z.input<typeof cartQuoteDataSchema>;
export type CartAddBody = z.input<typeof cartAddBodySchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;
