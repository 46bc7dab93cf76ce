/** Choose the parcel's shipping method: PUT /api/cart/shipping-method; the answer is the re-totalled cart. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../web/lib/api-client.js';
import type { Cart } from '../cart.schemas.js';
import { CART_QUERY_KEY } from './get-cart.js';

export function useChooseShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (method: string) => (await apiSend<Cart>('PUT', '/cart/shipping-method', { method })).data,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
