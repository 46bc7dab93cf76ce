/**
 * The web app's order calls: the order as its owner sees it (GET /api/orders/{no}), the look-up
 * by number and email (POST /api/orders/lookup), checkout (POST /api/checkout) and the member's
 * list (GET /api/user/orders). A looked-up order is kept in the query cache under its own key, so
 * the order page shows it without asking again (the owner-only GET would answer 404).
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, ApiError } from '../../../web/lib/api-client.js';
import type { CheckoutBody, Order, OrderSummary } from '../orders.schemas.js';

export const orderQueryKey = (orderNo: string) => ['order', orderNo] as const;
export const lookedUpOrderKey = (orderNo: string) => ['order', orderNo, 'lookup'] as const;

/** The order for its owner; null when the server says it is not this visitor's (or no such order). */
export const useOwnOrder = (orderNo: string) =>
  useQuery({
    queryKey: orderQueryKey(orderNo),
    queryFn: async ({ signal }): Promise<Order | null> => {
      try {
        return (await apiGet<Order>(`/orders/${encodeURIComponent(orderNo)}`, {}, signal)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });

/** The order this browser found by number and email (none until a look-up succeeds). */
export const useLookedUpOrder = (orderNo: string) =>
  useQuery({ queryKey: lookedUpOrderKey(orderNo), queryFn: (): Order | null => null, enabled: false, staleTime: Infinity });

export async function lookupOrder(orderNo: string, email: string): Promise<Order> {
  return (await apiSend<Order>('POST', '/orders/lookup', { order_no: orderNo, email })).data;
}

export async function placeOrder(body: CheckoutBody, idempotencyKey: string): Promise<Order> {
  return (await apiSend<Order>('POST', '/checkout', body, { idempotencyKey })).data;
}

/** Keyed by the member, so another member signing in on this browser never sees these. */
export const useMyOrders = (email: string) =>
  useQuery({
    queryKey: ['account', email, 'orders'] as const,
    queryFn: async ({ signal }) => (await apiGet<OrderSummary[]>('/user/orders', {}, signal)).data,
  });
