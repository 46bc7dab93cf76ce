/** The staff's calls: every quote request (newest first), one with its files and conversation, and the answers. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { QuoteAnswerBody, QuoteMessageBody } from '../quote-offer.schemas.js';
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

/** Staff answer, write or decline; the answer (the request as it now is) replaces the cached one, and the list is fetched again. */
export function useStaffQuoteAction(requestNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'answer'; body: QuoteAnswerBody } | { kind: 'messages' | 'decline'; body: QuoteMessageBody }) =>
      apiSend<StaffQuoteRequest>('POST', `/staff/quote-requests/${encodeURIComponent(requestNo)}/${action.kind}`, action.body),
    onSuccess: async (answer) => {
      client.setQueryData(['staff', 'quote-request', requestNo], answer.data);
      await client.invalidateQueries({ queryKey: ['staff', 'quote-requests'] });
    },
  });
}
