import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { KICKOFF_DATA } from '../page-data.js';
import { apiGet } from '../../../web/lib/api-client.js';
import type { KickoffPromo } from '../promotions.schemas.js';

export const kickoffQuery = () =>
  queryOptions({
    queryKey: ['kickoff'],
    queryFn: async ({ signal }) => (await apiGet<KickoffPromo | null>('/coupon/getKickoff', {}, signal)).data,
    // The served configurator page embeds today's promo, so its note is there from the first paint.
    initialData: () => pageData(KICKOFF_DATA),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 10 * 60_000,
  });

export const useKickoff = () => useQuery(kickoffQuery());
