/** The staff's calls: every quote request (newest first), and one with its files' download links. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { StaffQuoteRequest, StaffQuoteRequestSummary } from '../quote-request.schemas.js';

export const useStaffQuoteRequests = (status: string) =>
  useQuery({
    queryKey: ['staff', 'quote-requests', status] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffQuoteRequestSummary[]>('/staff/quote-requests', { status: status || undefined }, signal)).data,
    retry: false,
  });

export const useStaffQuoteRequest = (requestNo: string | null) =>
  useQuery({
    queryKey: ['staff', 'quote-request', requestNo] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffQuoteRequest>(`/staff/quote-requests/${encodeURIComponent(requestNo ?? '')}`, {}, signal)).data,
    enabled: requestNo !== null,
    retry: false,
  });
