/** Review types, filters and page size: plain values the browser can import without zod. */
export const REVIEW_TYPES = ['stickers', 'business-cards', 'badges', 'magnets', 'hang-tags'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

/** The list's filter: every review, one star rating, or only reviews with photos. */
export const REVIEW_FILTERS = ['all', '5', '4', '3', '2', '1', 'with-images'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEWS_PER_PAGE = 5;

export const isReviewType = (value: string): value is ReviewType => (REVIEW_TYPES as readonly string[]).includes(value);

