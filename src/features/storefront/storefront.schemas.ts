/** The home page's highlights (best sellers, reviews per product family): the zod contract of GET /api/shop/highlights. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { REVIEW_TYPES } from '../reviews/review-options.js';

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
