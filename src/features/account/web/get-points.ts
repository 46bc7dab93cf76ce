/** The member's points: balance and history (GET /api/user/points). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { PointsData } from '../account.schemas.js';

export const usePoints = (email: string) =>
  useQuery({
    queryKey: ['account', email, 'points'] as const,
    queryFn: async ({ signal }) => (await apiGet<PointsData>('/user/points', {}, signal)).data,
  });
