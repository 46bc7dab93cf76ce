/** The asking member's (or guest's) quote requests, newest first (GET /api/user/quote-requests). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { QuoteRequest } from '../quote-request.schemas.js';

export const useMyQuoteRequests = (owner: string) =>
  useQuery({
    queryKey: ['account', owner, 'quote-requests'] as const,
    queryFn: async ({ signal }) => (await apiGet<QuoteRequest[]>('/user/quote-requests', {}, signal)).data,
  });
