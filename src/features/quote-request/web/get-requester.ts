/**
 * GET /api/quote/requester: who the quote forms prefill (member, guest stored by an earlier quote
 * request, or anonymous), and GET /api/inquiry/form/emailExist for the email check.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { Requester } from '../quote-request.schemas.js';

export const REQUESTER_QUERY_KEY = ['quote', 'requester'] as const;

export const requesterQueryOptions = () =>
  queryOptions({
    queryKey: REQUESTER_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiGet<Requester>('/quote/requester', {}, signal)).data,
    staleTime: 0,
  });

export const useRequester = (enabled = true) => useQuery({ ...requesterQueryOptions(), enabled });

/** Whether an account has this email (throws ApiError with isEmailDisposable for a disposable one). */
export async function emailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  return (await apiGet<{ exists: boolean }>('/inquiry/form/emailExist', { email: email.trim() }, signal)).data.exists;
}
