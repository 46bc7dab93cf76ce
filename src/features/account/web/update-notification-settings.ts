/**
 * Notification settings (PUT /api/user/notification-settings): marketing, promo, cart, review, and
 * "all", which sets the four at once. The answer is the member, which replaces the page's member.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../web/lib/api-client.js';
import type { Member, NotificationSettingsData } from '../account.schemas.js';
import { MEMBER_QUERY_KEY } from './get-member.js';

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<NotificationSettingsData>) => (await apiSend<Member>('PUT', '/user/notification-settings', change)).data,
    onSuccess: (member) => queryClient.setQueryData(MEMBER_QUERY_KEY, member),
  });
}
