/**
 * Who is signed in (GET /api/user/me): the member, or null. Every page shares this one query;
 * the served page embeds the answer (`pageData(MEMBER_DATA)`), so the header shows "Sign in" or the
 * member's name from the first paint.
 *
 * Its own module, apart from get-member.ts's sign-in and sign-out helpers, and imported before
 * them (in get-member.ts and the header): when the first-load chunk reached the cart query
 * (get-member.ts imports get-cart.ts) before this one, the bundler (Rolldown, keeping modules in
 * their execution order) split the API client, React Query and the page data out of the main chunk
 * into chunks of their own: 3 more requests and about 1.6 KB gzip more on a first visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { MEMBER_DATA } from '../page-data.js';
import type { Member } from '../account.schemas.js';

export const MEMBER_QUERY_KEY = ['member'] as const;

export const memberQuery = () =>
  queryOptions({
    queryKey: MEMBER_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiGet<Member | null>('/user/me', {}, signal)).data,
    initialData: () => pageData(MEMBER_DATA),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 60_000,
  });

/** The signed-in member (data: null when signed out; undefined while unknown). */
export const useMember = () => useQuery(memberQuery());
