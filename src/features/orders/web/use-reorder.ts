/**
 * Reorder a past order (POST /api/orders/{order_no}/reorder): its lines go back into the cart,
 * priced today; the cart query takes the answer's cart and the cart view opens with the shop's
 * message (what was added and what could not be). One Idempotency-Key per click, so the API
 * client's retries add the lines once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../web/lib/api-client.js';
import { CART_QUERY_KEY } from '../../cart/web/get-cart.js';
import { useCartView } from '../../cart/web/cart-view.js';
import type { ReorderResult } from '../order-documents.schemas.js';

export function useReorder() {
  const queryClient = useQueryClient();
  const { openCartView } = useCartView();
  return useMutation({
    mutationFn: (orderNo: string) => apiSend<ReorderResult>('POST', `/orders/${encodeURIComponent(orderNo)}/reorder`, undefined, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (answer) => {
      queryClient.setQueryData(CART_QUERY_KEY, answer.data.cart);
      openCartView(answer.message);
    },
  });
}
