/** The member's quotations, newest first (GET /api/user/quotations). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { MemberQuotation } from '../quotation.schemas.js';

export const useMemberQuotations = (email: string) =>
  useQuery({
    queryKey: ['account', email, 'quotations'] as const,
    queryFn: async ({ signal }) => (await apiGet<MemberQuotation[]>('/user/quotations', {}, signal)).data,
  });

