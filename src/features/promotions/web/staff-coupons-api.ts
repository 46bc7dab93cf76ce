/** The desk's coupon calls (staff only: 404 for anyone else). Each change answers the list as it now is. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { CouponLimitsBody, CreateCouponBody, StaffCoupons } from '../staff-coupons.schemas.js';

const KEY = ['staff', 'settings', 'coupons'] as const;

export const useStaffCoupons = () => useQuery({ queryKey: KEY, queryFn: async ({ signal }) => (await apiGet<StaffCoupons>('/staff/settings/coupons', {}, signal)).data, retry: false });

export type CouponChange = { kind: 'create'; body: CreateCouponBody } | { kind: 'end'; code: string } | { kind: 'limits'; code: string; body: CouponLimitsBody };

export function useCouponChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CouponChange) => {
      if (change.kind === 'create') return apiSend<StaffCoupons>('POST', '/staff/settings/coupons', change.body);
      const path = `/staff/settings/coupons/${encodeURIComponent(change.code)}`;
      return change.kind === 'end' ? apiSend<StaffCoupons>('POST', `${path}/end`) : apiSend<StaffCoupons>('POST', `${path}/limits`, change.body);
    },
    onSuccess: (answer) => client.setQueryData(KEY, answer.data),
  });
}
