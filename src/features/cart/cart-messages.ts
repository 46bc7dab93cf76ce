/** What the shopper is told after adding to the cart: shared by the API and the cart view. */
import { formatSgd } from '../../shared/money.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';

export const CART_ADDED_MESSAGE = 'Added to your cart.';

/** The add grew a line already in the cart, re-priced at the combined quantity. */
export const addedToLineMessage = (quantity: number, totalCents: number): string =>
  `Added to the same configuration already in your cart: ${formatQuantity(quantity)} pieces now cost ${formatSgd(totalCents)}.`;
