/**
 * My account's profile (PATCH /api/user/profile): the member's names and phone. The answer is the
 * member as stored, which replaces the one every page reads (the header's greeting, My account,
 * checkout's prefilled contact), so nothing shows the old name after a save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../web/lib/api-client.js';
import { ACCOUNT_MESSAGES } from '../account-rules.js';
import type { Member, ProfileBody } from '../account.schemas.js';
import { MEMBER_QUERY_KEY } from './get-member.js';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileBody) => {
      const { data, message } = await apiSend<Member>('PATCH', '/user/profile', body);
      return { member: data, message: message ?? ACCOUNT_MESSAGES.profileSaved };
    },
    // The answer is the member as stored: no second request to read it again. (The quote forms'
    // prefill, GET /api/quote/requester, is never kept stale: it is read each time a form opens.)
    onSuccess: ({ member }) => queryClient.setQueryData(MEMBER_QUERY_KEY, member),
  });
}
