import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { FeaturedCategory } from '../catalogue.schemas.js';

export const featuredCategoriesQuery = () =>
  queryOptions({
    queryKey: ['featured-categories'],
    queryFn: async ({ signal }) => (await apiGet<FeaturedCategory[]>('/catalogue/featured-categories', {}, signal)).data,
    staleTime: 5 * 60_000,
  });

export const useFeaturedCategories = () => useQuery(featuredCategoriesQuery());
