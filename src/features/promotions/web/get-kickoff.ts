import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { KickoffPromo } from '../promotions.schemas.js';

export const kickoffQuery = () =>
  queryOptions({
    queryKey: ['kickoff'],
    queryFn: async ({ signal }) => (await apiGet<KickoffPromo | null>('/coupon/getKickoff', {}, signal)).data,
    staleTime: 10 * 60_000,
  });

export const useKickoff = () => useQuery(kickoffQuery());
