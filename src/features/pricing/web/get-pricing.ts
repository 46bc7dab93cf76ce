/**
 * The live price (configurator.md §4, §7): a pricing/v2 query per parameter set. TanStack Query
 * caches answers per parameter set and, because the fetch takes the query's AbortSignal, cancels
 * an earlier request as soon as a newer parameter set replaces it. `placeholderData` keeps the
 * previous answer on screen while the next one loads, so the total never flickers.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { OPENING_PRICE_DATA, pricingParamsKey } from '../page-data.js';
import type { PricingData } from '../pricing.schemas.js';

export type PricingQueryParams = Record<string, string | number | undefined>;

/** Pricing refetches this long after any change (spec §4). */
export const PRICING_DEBOUNCE_MS = 10;
/** Typing in size or quantity counts as finished after this pause (spec §4). */
export const TYPING_DEBOUNCE_MS = 1000;

/** The page's embedded price of its opening configuration, when these are its parameters. */
function openingPrice(params: PricingQueryParams): PricingData | undefined {
  const embedded = pageData(OPENING_PRICE_DATA);
  return embedded !== undefined && pricingParamsKey(embedded.params) === pricingParamsKey(params) ? embedded.data : undefined;
}

export const pricingQuery = (params: PricingQueryParams) =>
  queryOptions({
    queryKey: ['pricing', params],
    queryFn: async ({ signal }) => {
      const answer = await apiGet<PricingData>('/pricing/v2', params, signal);
      return answer.data;
    },
    // The opening configuration's price comes with the page (rendered on the server): no request.
    initialData: () => openingPrice(params),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 60_000,
    retry: false,
  });

export function usePricing(params: PricingQueryParams, enabled: boolean) {
  return useQuery({ ...pricingQuery(params), enabled, placeholderData: keepPreviousData });
}
