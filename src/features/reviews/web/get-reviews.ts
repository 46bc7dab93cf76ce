/**
 * Reviews of a page family for the reviews block (forms-and-accounts.md §4 Reviews), on a
 * product's page with that product's reviews first (reviews.repository.ts): a new fetch
 * cancels the previous one (the query's AbortSignal goes to fetch; TanStack Query aborts it when
 * the key changes and the old query loses its observer), and a page change waits 300 ms so
 * clicking through pages quickly sends only the last one. A new type or filter fetches at once.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { REVIEW_SUMMARY_DATA, REVIEWS_FIRST_PAGE_DATA } from '../page-data.js';
import { apiGet } from '../../../web/lib/api-client.js';
import type { ReviewFilter, ReviewsData, ReviewSummary } from '../reviews.schemas.js';

/** How long a page change waits before it is fetched (configurator.md §9). */
export const REVIEW_PAGE_DEBOUNCE_MS = 300;

export interface ReviewsParams {
  /** First path segment of the page: stickers, business-cards, badges, magnets, hang-tags. */
  type: string;
  /** The product whose page it is: its reviews come first (undefined: the family's, newest first). */
  productId?: number | undefined;
  filter: ReviewFilter;
  page: number;
}

export const reviewsQuery = (params: ReviewsParams) =>
  queryOptions({
    queryKey: ['reviews', params.type, params.productId ?? null, params.filter, params.page],
    queryFn: async ({ signal }) => (await apiGet<ReviewsData>('/reviews', { type: params.type, product_id: params.productId, filter: params.filter, page: params.page }, signal)).data,
    // A product page comes with its first page of reviews: shown from the first paint, not asked for again.
    initialData: () => {
      const embedded = pageData(REVIEWS_FIRST_PAGE_DATA);
      const isFirstPage = params.filter === 'all' && params.page === 1;
      return isFirstPage && embedded?.type === params.type && embedded.productId === params.productId ? embedded.data : undefined;
    },
    initialDataUpdatedAt: pageServedAt,
    staleTime: 60_000,
  });

export const reviewSummaryQuery = (type: string) =>
  queryOptions({
    queryKey: ['reviews', type, 'summary'],
    queryFn: async ({ signal }) => (await apiGet<ReviewSummary>('/reviews/summary', { type }, signal)).data,
    // The served page embeds its family's summary, so the review link is there from the first paint.
    initialData: () => {
      const embedded = pageData(REVIEW_SUMMARY_DATA);
      return embedded?.type === type ? embedded.summary : undefined;
    },
    initialDataUpdatedAt: pageServedAt,
    staleTime: 5 * 60_000,
  });

/** The params actually fetched: `params`, except that a page change lags by REVIEW_PAGE_DEBOUNCE_MS. */
export function useDebouncedReviewParams(params: ReviewsParams): ReviewsParams {
  const [settled, setSettled] = useState(params);
  const sameList = settled.type === params.type && settled.productId === params.productId && settled.filter === params.filter;
  useEffect(() => {
    const next = { type: params.type, productId: params.productId, filter: params.filter, page: params.page };
    if (!sameList) {
      setSettled(next);
      return;
    }
    if (settled.page === params.page) return;
    const timer = setTimeout(() => setSettled(next), REVIEW_PAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [sameList, settled.page, params.type, params.productId, params.filter, params.page]);
  return sameList ? settled : params;
}

/** One page of reviews (page changes debounced); keeps showing the previous page while the next one loads. */
export function useReviews(params: ReviewsParams) {
  const requested = useDebouncedReviewParams(params);
  return useQuery({ ...reviewsQuery(requested), placeholderData: keepPreviousData });
}

/** Average and count only (e.g. the review-count link of the category switcher). */
export const useReviewSummary = (type: string) => useQuery(reviewSummaryQuery(type));
