/** What the reviews embed in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { ReviewsData, ReviewSummary } from './reviews.schemas.js';

/** The page family's review summary (the switcher's review link), so that line is there from the first paint. */
export const REVIEW_SUMMARY_DATA = pageDataKey<{ type: string; summary: ReviewSummary }>('reviewSummary');

/**
 * The first page of a product page's reviews (all stars, the product's own first), so the server
 * renders them into the page (readers and search engines see them without script) and the browser
 * asks for none as the page starts.
 */
export const REVIEWS_FIRST_PAGE_DATA = pageDataKey<{ type: string; productId: number; data: ReviewsData }>('reviewsFirstPage');
