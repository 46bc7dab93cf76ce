import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import { VISITOR_DATA } from '../../../web/lib/visitor-data.js';
import { pageData, pageServedAt, takePageData } from '../../../web/lib/page-data.js';
import { CART_COUNT_DATA, CART_DATA } from '../page-data.js';
import type { Cart } from '../cart.schemas.js';

export const CART_QUERY_KEY = ['cart'] as const;

export const cartQuery = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiGet<Cart>('/cart', {}, signal)).data,
    staleTime: 30_000,
    // A first visit's empty cart comes with the cart page (CART_DATA), once: later the cart is fetched.
    initialData: () => takePageData(CART_DATA),
    initialDataUpdatedAt: pageServedAt,
    // Read again when the member changes (the account feature's sign-in and sign-out).
    meta: VISITOR_DATA,
  });

export const useCart = () => useQuery(cartQuery());

/**
 * The number of cart lines for the header, without fetching the cart: the cart's own count once
 * it is loaded or changed here (an add, the cart page), else the count the page was served with.
 */
export function useCartCount(): number {
  const { data } = useQuery({ ...cartQuery(), enabled: false });
  return data?.item_count ?? pageData(CART_COUNT_DATA) ?? 0;
}
