/** What the shopper is told after adding to the cart: shared by the API and the cart view. */
import { formatSgd } from '../../shared/money.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';

export const CART_ADDED_MESSAGE = 'Added to your cart.';

/** The add grew a line already in the cart, re-priced at the combined quantity. */
export const addedToLineMessage = (quantity: number, totalCents: number): string =>
  `Added to the same configuration already in your cart: ${formatQuantity(quantity)} pieces now cost ${formatSgd(totalCents)}.`;

/** Lines put in the cart from a quote the shop answered (issue 19): they keep the quoted price, and only until its date. */
export const QUOTED_LINE_MESSAGES = {
  fixed: 'This line is at the price we quoted you: its quantity and options are the quote’s. Remove it and ask us for a new quote to change them.',
  expired: (summary: string, until: string) => `The quoted price for ${summary} was valid until ${until}. Remove it from your cart and ask us for a new quote.`,
  added: 'The quoted option is in your cart at the quoted price.',
  alreadyInCart: 'The quoted option is already in your cart.',
} as const;

/** A quoted line's configuration key: unique per quote option, so accepting twice adds nothing twice. */
export const quotedLineKey = (requestNo: string, offerId: string) => `quote:${requestNo}:${offerId}`;
/** The quote request a quoted line came from (its key), or null for a line priced from the tables. */
export const requestNoOfQuotedLine = (configurationKey: string): string | null => /^quote:([^:]+):/.exec(configurationKey)?.[1] ?? null;
