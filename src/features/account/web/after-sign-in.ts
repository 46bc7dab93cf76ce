/**
 * Where a shopper goes after signing in or registering from the header (forms-and-accounts.md §2):
 * home ('/'), unless a page asked for more with a cookie before sending them to sign in:
 *
 * - `redirect_to_cart`: back to the cart (/cart). The cookie is cleared: it is good for one trip.
 * - `redirect_to_checkout`: on to checkout (the spec's email verification step is the guest's;
 *   a member signed in orders with their own email). Both cookies are cleared.
 *
 * The quote and inquiry variants of the sign-in modal (mode "quote") keep the shopper on their page
 * and carry on with what they were doing instead; they don't read these cookies.
 */
import { paths } from '../../../shared/paths.js';

export const REDIRECT_TO_CART_COOKIE = 'redirect_to_cart';
export const REDIRECT_TO_CHECKOUT_COOKIE = 'redirect_to_checkout';

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

export function destinationAfterSignIn(): string {
  if (hasCookie(REDIRECT_TO_CHECKOUT_COOKIE)) {
    clearCookie(REDIRECT_TO_CHECKOUT_COOKIE);
    clearCookie(REDIRECT_TO_CART_COOKIE);
    return paths.checkout;
  }
  if (hasCookie(REDIRECT_TO_CART_COOKIE)) {
    clearCookie(REDIRECT_TO_CART_COOKIE);
    return paths.cart;
  }
  return paths.home;
}
