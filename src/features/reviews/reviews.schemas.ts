/**
 * API contract of the reviews block (configurator.md §3 Reviews, §7 Get reviews;
 * forms-and-accounts.md §3 Review, §4 Reviews), shared by the server and the web app.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { optionalIdParam } from '../../shared/params.js';

/** Which page family a review belongs to: the first path segment of the page (/stickers/…, /business-cards…). */
export { REVIEW_TYPES, REVIEWS_PER_PAGE, isReviewType, type ReviewFilter, type ReviewType } from './review-options.js';
import { REVIEW_FILTERS, REVIEW_TYPES, REVIEWS_PER_PAGE } from './review-options.js';

const typeParam = z.enum(REVIEW_TYPES, { error: `type must be one of: ${REVIEW_TYPES.join(', ')}.` });

export const reviewsQuerySchema = z.object({
  type: typeParam,
  filter: z.enum(REVIEW_FILTERS, { error: `filter must be one of: ${REVIEW_FILTERS.join(', ')}.` }).default('all'),
  /** 1-based; a page beyond the last answers the last page. */
  page: optionalIdParam('page').transform((page) => page ?? 1),
  /**
   * The product whose page asks (a product page of the family): its reviews come first, then the
   * family's others, and `product` summarises its own. Absent: the family's reviews, newest first.
   */
  product_id: optionalIdParam('product_id'),
});

export const reviewsSummaryQuerySchema = z.object({ type: typeParam });

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  /** The reviewed product's name (e.g. "Kraft Paper"), or null for a review of the family as a whole. */
  product_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  date: z.string(),
  title: z.string(),
  comment: z.string(),
  rate: z.number().int().min(1).max(5),
  /** First name and last initial. */
  customer: z.string(),
  /** Small picture shown in the list, or null when the review has no photo. */
  thumbnail: z.string().nullable(),
  /** The photo the preview opens on, or null. */
  featured_image: z.string().nullable(),
  /** The customer's photos (public paths). */
  images: z.array(z.string()),
  /** Written by the shopper of a delivered order, from the emailed link: "Verified purchase". */
  verified: z.boolean(),
  /** The shop's public answer, shown under the review, or null. */
  reply: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  /** Average rating of every review of the type, 1 decimal; 0 when there is none. */
  ratingValue: z.number(),
  /** Number of reviews of the type (whatever the filter). */
  total: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsSchema = reviewSummarySchema.extend({
  id: z.number().int(),
  name: z.string(),
  /** Its reviews matching the filter. */
  filtered_total: z.number().int(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const reviewsDataSchema = reviewSummarySchema.extend({
  /** The page answered: the one asked for, or the last one when it asked beyond it. */
  page: z.number().int().positive(),
  /** Pages of the filtered list; at least 1. */
  total_pages: z.number().int().positive(),
  per_page: z.literal(REVIEWS_PER_PAGE),
  /** Reviews matching the filter. */
  filtered_total: z.number().int(),
  /**
   * Asked with product_id: that product's own summary. The list then holds its reviews first
   * (the first `product.filtered_total` of the filtered list), then the family's others.
   */
  product: productReviewsSchema.nullable(),
  reviews: z.array(reviewSchema),
});
export type ReviewsData = z.infer<typeof reviewsDataSchema>;

export const reviewsResponseSchema = successEnvelopeSchema(reviewsDataSchema);
export const reviewsSummaryResponseSchema = successEnvelopeSchema(reviewSummarySchema);
