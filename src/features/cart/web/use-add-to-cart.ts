/**
 * Add to cart (spec §4): post the quote data; on SUCCESS clear the uses cookie, then either
 * continue to artwork submission (when the cart cookie asks for it, after 100 ms) or refresh the
 * cart and open the cart view. A failure is logged and reported back to the caller, which shows
 * the server's message (a refused price, a withdrawn option) beside the button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiSend, ApiError, newIdempotencyKey } from '../../../web/lib/api-client.js';
import type { Cart, CartAddBody } from '../cart.schemas.js';
import { CART_ADDED_MESSAGE } from '../cart-messages.js';
import { CART_QUERY_KEY } from './get-cart.js';
import { useCartView } from './cart-view.js';

export const USES_COOKIE = 'uses';
export const CART_COOKIE = 'cart';
/** The cart cookie's value when the shopper was sent here to submit artwork after adding. */
export const ARTWORK_SUBMISSION = 'submit-artwork';
export const ARTWORK_FOLLOW_UP_DELAY_MS = 100;

const readCookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

export type AddToCartResult = { ok: true } | { ok: false; message: string };

export function useAddToCartResult(): (quoteData: CartAddBody) => Promise<AddToCartResult> {
  const queryClient = useQueryClient();
  const { openCartView } = useCartView();
  return useCallback(
    async (quoteData) => {
      try {
        const { data, message } = await apiSend<Cart>('POST', '/cart/items', quoteData, { idempotencyKey: newIdempotencyKey() });
        document.cookie = `${USES_COOKIE}=; Max-Age=0; path=/`;
        queryClient.setQueryData(CART_QUERY_KEY, data);
        const artworkControl = document.querySelector<HTMLElement>('[data-submit-artwork]');
        if (readCookie(CART_COOKIE) === ARTWORK_SUBMISSION && artworkControl) {
          setTimeout(() => artworkControl.click(), ARTWORK_FOLLOW_UP_DELAY_MS);
        } else {
          // A merged add says what the grown line now costs; a plain add needs no note beyond the title.
          openCartView(message !== undefined && message !== CART_ADDED_MESSAGE ? message : undefined);
        }
        return { ok: true };
      } catch (error) {
        console.warn('Add to cart failed', error);
        return { ok: false, message: error instanceof ApiError ? error.message : 'We could not add this to your cart. Please try again.' };
      }
    },
    [queryClient, openCartView],
  );
}
