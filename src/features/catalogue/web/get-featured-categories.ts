import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { FeaturedCategory } from '../catalogue.schemas.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { FEATURED_CATEGORIES_DATA } from '../page-data.js';

export const featuredCategoriesQuery = () =>
  queryOptions({
    queryKey: ['featured-categories'],
    queryFn: async ({ signal }) => (await apiGet<FeaturedCategory[]>('/catalogue/featured-categories', {}, signal)).data,
    // The home page embeds them, so it paints its categories without waiting for a request.
    initialData: () => pageData(FEATURED_CATEGORIES_DATA),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 5 * 60_000,
  });

export const useFeaturedCategories = () => useQuery(featuredCategoriesQuery());
