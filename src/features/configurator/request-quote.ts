/**
 * Request a Quote on the configurator (issue 17). Several of the catalogue's messages end
 * "…request a quote from the button below." (the size over its maximum, a custom quantity over
 * the list, a combination with no price table). The words stay, and the page makes them true: a
 * Request a Quote button right under the size and quantity messages, and the price panel's own
 * button right under its reason. Pure: what the panel says, for the page and its unit test.
 */
import { NO_PRICE_TABLE_MESSAGE } from '../pricing/quote-readiness.js';

/** The server's request-a-quote answer (pricing.schemas.ts request_quote). */
interface RequestQuoteAnswer {
  reason: 'size' | 'quantity';
  message: string;
}

/**
 * The price panel's line above its Request a Quote button: the quantity or the size beyond the
 * online list, or, for a combination the shop does not price online, the catalogue's own words
 * (which point at the button right under them). `extra` says whether "We'll quote it for you." follows.
 */
export function quoteReasonText(pageReason: 'size' | 'quantity' | undefined, answer: RequestQuoteAnswer | null | undefined): { text: string; extra: boolean } {
  if (pageReason === undefined && answer?.message === NO_PRICE_TABLE_MESSAGE) return { text: NO_PRICE_TABLE_MESSAGE, extra: false };
  const quantity = pageReason === 'quantity' || (pageReason === undefined && answer?.reason === 'quantity');
  return { text: quantity ? 'This quantity is beyond our online price list.' : 'This size is beyond our online price list.', extra: true };
}
