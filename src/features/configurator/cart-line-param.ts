/**
 * Marks a configurator page opened from the cart's Edit (`?cart_line=<id>`): its Add to Cart
 * becomes Update line. A leaf module, so the cart page links to it without the configurator's rules.
 */
export const CART_LINE_PARAM = 'cart_line';
