/** What the cart embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';

/** Lines in the visitor's cart, for the header's "Cart (n)" until the cart itself is loaded. */
export const CART_COUNT_DATA = pageDataKey<number>('cartCount');
