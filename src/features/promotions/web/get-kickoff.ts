import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageData, pageServedAt } from '../../catalogue/web/page-data.js';
import { apiGet } from '../../../web/lib/api-client.js';
import type { KickoffPromo } from '../promotions.schemas.js';

export const kickoffQuery = () =>
  queryOptions({
    queryKey: ['kickoff'],
    queryFn: async ({ signal }) => (await apiGet<KickoffPromo | null>('/coupon/getKickoff', {}, signal)).data,
    // The served configurator page embeds today's promo, so its note is there from the first paint.
    initialData: () => pageData().kickoff,
    initialDataUpdatedAt: pageServedAt,
    staleTime: 10 * 60_000,
  });

export const useKickoff = () => useQuery(kickoffQuery());
