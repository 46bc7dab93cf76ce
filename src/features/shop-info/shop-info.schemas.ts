/**
 * The shop's public details (name, address, contact, business hours, UEN, GST registration) and
 * the home page's highlights (best sellers, reviews per product family): zod contracts for
 * GET /api/shop/info and GET /api/shop/highlights.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { REVIEW_TYPES } from '../reviews/review-options.js';

export const shopInfoSchema = z.object({
  name: z.string(),
  /** One line, as printed: "61 Ubi Avenue 1, #04-12 UB Point, Singapore 408941". */
  address: z.string(),
  /** As dialled from abroad and printed: "+65 6123 4567". */
  phone: z.string(),
  email: z.string(),
  /** When the team answers: "Mon–Fri 9:00 AM – 6:00 PM …". */
  hours: z.string(),
  /** Unique Entity Number (ACRA). */
  uen: z.string(),
  /** GST registration number, or null when the shop is not registered for GST. */
  gst_registration_no: z.string().nullable(),
  /** The GST rate in percent (SHOP_GST_RATE_PERCENT, default 9): what a tax invoice's GST is worked out at. */
  gst_rate_percent: z.number(),
  /** Where PDPA requests go (the Data Protection Officer). */
  dpo_email: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const shopInfoResponseSchema = successEnvelopeSchema(shopInfoSchema);

export const bestSellerSchema = z.object({
  /** The product's name as shoppers search for it: "Art Paper Stickers". */
  name: z.string(),
  /** The product family's name: "Stickers", "Business Cards". */
  family: z.string(),
  description: z.string(),
  /** Its configurator page. */
  path: z.string(),
  image: z.string(),
  /** The cheapest quote on that page, in SGD cents. */
  from_price_cents: z.number().int().nonnegative(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const familyReviewsSchema = z.object({
  type: z.enum(REVIEW_TYPES),
  /** Average rating, 1 decimal; 0 when there is none. */
  ratingValue: z.number(),
  total: z.number().int(),
});
export type FamilyReviews = z.infer<typeof familyReviewsSchema>;

export const highlightsSchema = z.object({
  best_sellers: z.array(bestSellerSchema),
  reviews: z.array(familyReviewsSchema),
});
export type Highlights = z.infer<typeof highlightsSchema>;

export const highlightsResponseSchema = successEnvelopeSchema(highlightsSchema);
