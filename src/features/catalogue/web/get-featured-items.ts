import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { FeaturedItemsData } from '../catalogue.schemas.js';

export interface FeaturedItemsParams {
  slug: string;
  product?: string | undefined;
  featured?: number | undefined;
  firstLoad?: boolean;
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
    staleTime: 5 * 60_000,
  });

export const useFeaturedItems = (params: FeaturedItemsParams) => useQuery(featuredItemsQuery(params));
