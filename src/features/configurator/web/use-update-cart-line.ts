/**
 * Update line: the configurator opened from a cart line's Edit replaces that line with the
 * configuration on screen (PATCH /api/cart/items/{id} with the whole quote data, re-priced by the
 * server), then shows the cart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Cart, CartAddBody } from '../../cart/cart.schemas.js';
import { CART_QUERY_KEY } from '../../cart/web/get-cart.js';
import { apiSend, ApiError } from '../../../web/lib/api-client.js';
import { paths } from '../../../shared/paths.js';

export function useUpdateCartLine(): (lineId: string, quoteData: CartAddBody) => Promise<{ ok: true } | { ok: false; message: string }> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (lineId, quoteData) => {
      try {
        const { data } = await apiSend<Cart>('PATCH', `/cart/items/${encodeURIComponent(lineId)}`, quoteData);
        queryClient.setQueryData(CART_QUERY_KEY, data);
        await navigate(paths.cart);
        return { ok: true };
      } catch (error) {
        console.warn('Updating the cart line failed', error);
        return { ok: false, message: error instanceof ApiError ? error.message : 'We could not update this line. Please try again.' };
      }
    },
    [queryClient, navigate],
  );
}
