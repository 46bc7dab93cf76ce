/**
 * Who is signed in (the query itself is in member-query.ts), and what changes it: signing in,
 * registering and signing out replace the member, and what is the visitor's (the cart) is read again.
 */
// First: see member-query.ts on why the order of these imports matters to the first-load bundle.
import { MEMBER_QUERY_KEY } from './member-query.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiSend } from '../../../web/lib/api-client.js';
import { readVisitorDataAgain } from '../../../web/lib/visitor-data.js';
import type { Member } from '../account.schemas.js';

export { MEMBER_QUERY_KEY, useMember } from './member-query.js';

/**
 * After a sign-in, registration or sign-out: the member is the one the server answered, and the
 * visitor's data (the cart, which moved to the member or is no longer theirs) is read again.
 */
export function useMemberChanged(): (member: Member | null) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (member) => {
      queryClient.setQueryData(MEMBER_QUERY_KEY, member);
      await readVisitorDataAgain(queryClient);
    },
    [queryClient],
  );
}

export function useSignOut(): () => Promise<void> {
  const changed = useMemberChanged();
  return useCallback(async () => {
    await apiSend<null>('POST', '/user/logout');
    await changed(null);
  }, [changed]);
}
