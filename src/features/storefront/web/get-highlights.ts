import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { HIGHLIGHTS_DATA } from '../page-data.js';
import type { Highlights } from '../storefront.schemas.js';

export const useHighlights = () =>
  useQuery({
    queryKey: ['shop-highlights'],
    queryFn: async ({ signal }) => (await apiGet<Highlights>('/shop/highlights', {}, signal)).data,
    // The home page embeds them, so its sections have their height from the first paint.
    initialData: () => pageData(HIGHLIGHTS_DATA),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 5 * 60_000,
  });
