/** API contract of shipping (configurator.md §7: shipping-info and holidays), shared with the web app. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { optionalIdParam, requiredIdParam } from '../../shared/params.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const shippingMethodSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  product_id: z.number().int(),
  /** The product's display name, for the shipping-rate table's product dropdown. */
  product: z.string(),
  /** Shipping cost in SGD before the free-shipping rule. */
  cost: z.number(),
  printing_days: z.number().int(),
  shipping_days: z.number().int(),
  /** "{printing_days+1} to {printing_days+shipping_days} business days including delivery". */
  turnaround_text: z.string(),
});

export const dispatchScheduleSchema = z.object({
  start_date: day,
  production_dates: z.array(day),
  dispatch_date: day,
  /** e.g. "Thu, 26 Nov 2026". */
  dispatch_date_text: z.string(),
  /** What the date depends on, true to the clock: "if you approve and pay before 6:00 PM today (Singapore time)", or the next business day. */
  dispatch_condition: z.string(),
  /** Estimated arrival: the dispatch date plus the method's delivery days (delivery-story.ts). */
  delivery_date: day,
  delivery_date_text: z.string(),
});

/** A shipping method as priced for one configuration: fee after the free-shipping rule, dispatch date. */
export const shippingMethodQuoteSchema = shippingMethodSchema.extend({
  free_shipping: z.boolean(),
  shipping_fee: z.number(),
  shipping_fee_cents: z.number().int(),
  schedule: dispatchScheduleSchema,
});

export const shippingInfoParamsSchema = z.object({ selectedItemId: requiredIdParam('The featured item id') });
export const shippingInfoQuerySchema = z.object({
  /** Which of the item's products the quote-page date is for; defaults to the item's first product. */
  product_id: optionalIdParam('product_id'),
});

export const shippingInfoDataSchema = z.object({
  /** Every method of every product on the featured item's page (the shipping-rate table). */
  shipping_methods: z.array(shippingMethodSchema),
  shipping_date: z.object({
    /** The date line on the quote page: the selected product's standard method. */
    quote_page: dispatchScheduleSchema.extend({
      product_id: z.number().int(),
      printing_days: z.number().int(),
      shipping_days: z.number().int(),
      turnaround_text: z.string(),
      /** Services banner: free shipping in this many business days (printing + shipping). */
      business_days: z.number().int(),
    }),
  }),
  /** Each product's standard (first) method. */
  standard_shipping: z.array(shippingMethodSchema),
  /** Cut-off for same-day processing, shop time. */
  cutoff_time: z.string(),
  /** The items' sub total from which shipping is free, in cents (a setting staff change). */
  free_shipping_threshold_cents: z.number().int(),
  time_zone: z.string(),
});
export const shippingInfoResponseSchema = successEnvelopeSchema(shippingInfoDataSchema);

const dayRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** One shipping method (by name) across every product: the ranges of its times, in business days. */
export const methodSummarySchema = z.object({
  method: z.string(),
  printing_days: dayRangeSchema,
  delivery_days_after_dispatch: dayRangeSchema,
  /** Earliest dispatch day to latest arrival day, production start being day 1. */
  total_days: dayRangeSchema,
});

/** GET /api/shop/delivery: the shop-wide delivery story (FAQ, shipping page, home page). */
export const shopDeliveryDataSchema = z.object({
  methods: z.array(methodSummarySchema),
  /** Products whose first (standard) method takes the most printing days, e.g. Embossed and Dome. */
  longest_printing_products: z.array(z.string()),
  /** Products whose standard method has a fee (waived at the free-shipping threshold), e.g. Gold Vinyl Stickers. */
  standard_fee_products: z.array(z.string()),
  /** "6:00 PM", Singapore time. */
  cutoff_time: z.string(),
  /** The items' sub total from which shipping is free, in cents (a setting staff change). */
  free_shipping_threshold_cents: z.number().int(),
  time_zone: z.string(),
});
export const shopDeliveryResponseSchema = successEnvelopeSchema(shopDeliveryDataSchema);

export const holidaySchema = z.object({ date: day, name: z.string(), type: z.string() });
export const holidaysQuerySchema = z.object({
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'year must be a four-digit year.' }).int({ error: 'year must be a four-digit year.' }).min(2000, { error: 'year must be from 2000 to 2100.' }).max(2100, { error: 'year must be from 2000 to 2100.' }).optional(),
  ),
});
export const holidaysResponseSchema = successEnvelopeSchema(z.array(holidaySchema));

export type ShippingMethodDto = z.infer<typeof shippingMethodSchema>;
export type ShippingMethodQuote = z.infer<typeof shippingMethodQuoteSchema>;
export type ShippingInfoData = z.infer<typeof shippingInfoDataSchema>;
export type Holiday = z.infer<typeof holidaySchema>;
export type ShopDeliveryData = z.infer<typeof shopDeliveryDataSchema>;
