import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { FeaturedItemsData } from '../catalogue.schemas.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { FEATURED_ITEMS_DATA } from '../page-data.js';

export interface FeaturedItemsParams {
  slug: string;
  product?: string | undefined;
  featured?: number | undefined;
  firstLoad?: boolean;
}

/** The answer the server embedded in the page, when it is the one these params ask for. */
function embeddedAnswer(params: FeaturedItemsParams): FeaturedItemsData | undefined {
  const embedded = pageData(FEATURED_ITEMS_DATA);
  const matches = embedded !== undefined && params.firstLoad === true && params.product === undefined && embedded.slug === params.slug && (embedded.featured ?? undefined) === params.featured;
  return matches ? embedded.data : undefined;
}

export const featuredItemsQuery = (params: FeaturedItemsParams) =>
  queryOptions({
    queryKey: ['featured-items', params],
    queryFn: async ({ signal }) =>
      (
        await apiGet<FeaturedItemsData>(
          '/quote/featured-items',
          { slug: params.slug, product: params.product, featured: params.featured, first_load: params.firstLoad ? 1 : undefined },
          signal,
        )
      ).data,
    // The first render uses the page's embedded answer: no request waits for the scripts to load.
    initialData: () => embeddedAnswer(params),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 5 * 60_000,
  });

export const useFeaturedItems = (params: FeaturedItemsParams) => useQuery(featuredItemsQuery(params));
