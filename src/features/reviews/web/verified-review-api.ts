/** The web app's calls for verified reviews: the order's review page (the emailed token) and the desk's moderation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { ReviewInvitationView, StaffReview, StaffReviewList } from '../verified-reviews.schemas.js';

export const useReviewInvitation = (orderNo: string, token: string) =>
  useQuery({
    queryKey: ['review-invitation', orderNo, token] as const,
    queryFn: async ({ signal }) => (await apiGet<ReviewInvitationView>(`/reviews/invitations/${encodeURIComponent(orderNo)}`, { token }, signal)).data,
    retry: false,
  });

export interface ReviewSubmission {
  token: string;
  line_id: number;
  rate: number | null;
  title: string;
  comment: string;
  photos: { name: string; content_base64: string }[];
}

/** Sends one product's review; the key makes a retry (a lost answer) store it once. */
export function useSubmitReview(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ReviewSubmission; key: string }) =>
      apiSend<{ id: number; status: string; photos: number }>('POST', `/reviews/invitations/${encodeURIComponent(orderNo)}/reviews`, body, { idempotencyKey: key }),
    onSuccess: async () => client.invalidateQueries({ queryKey: ['review-invitation', orderNo] }),
  });
}

export const useStaffReviews = (status: string) =>
  useQuery({
    queryKey: ['staff', 'reviews', status] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffReviewList>('/staff/reviews', { status }, signal)).data,
    retry: false,
  });

/** Publish, hide or reply; the list is read again (counts and order follow). */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; action: 'publish' | 'hide' } | { id: number; reply: string }) =>
      'action' in change ? apiSend<StaffReview>('POST', `/staff/reviews/${change.id}/status`, { action: change.action }) : apiSend<StaffReview>('PUT', `/staff/reviews/${change.id}/reply`, { reply: change.reply }),
    onSuccess: async () => client.invalidateQueries({ queryKey: ['staff', 'reviews'] }),
  });
}
