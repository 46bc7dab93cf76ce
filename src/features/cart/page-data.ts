/** What the cart embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { Cart } from './cart.schemas.js';

/** Lines in the visitor's cart, for the header's "Cart (n)" until the cart itself is loaded. */
export const CART_COUNT_DATA = pageDataKey<number>('cartCount');

/**
 * The cart itself, on the cart page of a visitor who has none yet (a first visit): the server
 * knows that answer, an empty cart, without reading one, so the page shows it at once instead of
 * "Loading your cart…". A visitor with a cart gets the page's shell, and the cart as before.
 */
export const CART_DATA = pageDataKey<Cart>('cart');
