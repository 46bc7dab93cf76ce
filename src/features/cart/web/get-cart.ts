import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { Cart } from '../cart.schemas.js';

export const CART_QUERY_KEY = ['cart'] as const;

export const cartQuery = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiGet<Cart>('/cart', {}, signal)).data,
    staleTime: 30_000,
  });

export const useCart = () => useQuery(cartQuery());
