/** The staff order desk's calls: the list (search, filters, pages), Today's counts, one order, mark paid, move on. Staff only (404 for anyone else). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { StaffDashboard, StaffOrder, StaffOrderList } from '../orders.schemas.js';

/** The list's parameters as the URL has them (q, status, payment, from, to, product, queue, sort, page). */
export type StaffOrderListParams = Record<string, string>;

/** One page of the desk's list; the page shown stays while the next is fetched. */
export const useStaffOrders = (params: StaffOrderListParams) =>
  useQuery({
    queryKey: ['staff', 'orders', params] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffOrderList>('/staff/orders', params, signal)).data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The Today dashboard's cards. */
export const useStaffDashboard = () =>
  useQuery({
    queryKey: ['staff', 'orders', 'today'] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffDashboard>('/staff/dashboard', {}, signal)).data,
    retry: false,
  });

export const useStaffOrder = (orderNo: string | null) =>
  useQuery({
    queryKey: ['staff', 'order', orderNo] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffOrder>(`/staff/orders/${encodeURIComponent(orderNo ?? '')}`, {}, signal)).data,
    enabled: orderNo !== null,
    retry: false,
  });

export type StaffAction =
  | { kind: 'paid'; amount_cents: number; reference?: string }
  | { kind: 'in_production' | 'delivered' }
  | { kind: 'dispatched'; carrier: string; tracking_number: string };

/** One staff action; the answer (the order as it now is) replaces the cached order, and the lists are fetched again. */
export function useStaffAction(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: StaffAction) => {
      const path = `/staff/orders/${encodeURIComponent(orderNo)}`;
      if (action.kind === 'paid') return apiSend<StaffOrder>('POST', `${path}/payment`, { amount_cents: action.amount_cents, reference: action.reference });
      const { kind, ...rest } = action;
      return apiSend<StaffOrder>('POST', `${path}/status`, { status: kind, ...rest });
    },
    onSuccess: async (answer) => {
      client.setQueryData(['staff', 'order', orderNo], answer.data);
      await client.invalidateQueries({ queryKey: ['staff', 'orders'] });
    },
  });
}
