/**
 * Where a shopper goes after signing in or registering from the header (forms-and-accounts.md §2):
 * home ('/'), unless a page asked for more with a cookie before sending them to sign in:
 *
 * - `redirect_to_cart`: back to the cart (/cart). The cookie is cleared: it is good for one trip.
 * - `redirect_to_checkout`: the spec sends them on to the checkout's email verification step.
 *   Checkout is not built yet (the cart says so), so they go to the cart with a note saying so.
 *   When checkout exists, this is the one place to point at it.
 *
 * The quote and inquiry variants of the sign-in modal (mode "quote") keep the shopper on their page
 * and carry on with what they were doing instead; they don't read these cookies.
 */
import { paths } from '../../../shared/paths.js';

export const REDIRECT_TO_CART_COOKIE = 'redirect_to_cart';
export const REDIRECT_TO_CHECKOUT_COOKIE = 'redirect_to_checkout';

/** A note for the next page (history state `accountNotice`), shown by AccountNotice. */
export const CHECKOUT_NOT_BUILT_NOTE = "You're signed in. Online checkout is not available yet, so we've brought you to your cart: it stays saved to your account.";

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

export function destinationAfterSignIn(): { to: string; notice?: string } {
  if (hasCookie(REDIRECT_TO_CHECKOUT_COOKIE)) {
    clearCookie(REDIRECT_TO_CHECKOUT_COOKIE);
    clearCookie(REDIRECT_TO_CART_COOKIE);
    return { to: paths.cart, notice: CHECKOUT_NOT_BUILT_NOTE };
  }
  if (hasCookie(REDIRECT_TO_CART_COOKIE)) {
    clearCookie(REDIRECT_TO_CART_COOKIE);
    return { to: paths.cart };
  }
  return { to: paths.home };
}
