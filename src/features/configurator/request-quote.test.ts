/** The price panel's reason above its Request a Quote button. */
import { describe, expect, it } from 'vitest';
import { CUSTOM_QUANTITY_ABOVE_MAXIMUM_MESSAGE } from '../catalogue/quantity-rules.js';
import { NO_PRICE_TABLE_MESSAGE } from '../pricing/quote-readiness.js';
import { quoteReasonText } from './request-quote.js';

describe('the price panel’s reason for a quote', () => {
  it('says the size or the quantity is beyond the online list, as the page or the server found', () => {
    expect(quoteReasonText('size', null)).toEqual({ text: 'This size is beyond our online price list.', extra: true });
    expect(quoteReasonText('quantity', null)).toEqual({ text: 'This quantity is beyond our online price list.', extra: true });
    expect(quoteReasonText(undefined, { reason: 'quantity', message: CUSTOM_QUANTITY_ABOVE_MAXIMUM_MESSAGE })).toEqual({ text: 'This quantity is beyond our online price list.', extra: true });
  });

  it('a combination the shop does not price online: the catalogue’s words, which point at the button right under them', () => {
    expect(quoteReasonText(undefined, { reason: 'size', message: NO_PRICE_TABLE_MESSAGE })).toEqual({ text: 'This combination is not priced online. Please request a quote from the button below.', extra: false });
    expect(quoteReasonText(undefined, { reason: 'quantity', message: NO_PRICE_TABLE_MESSAGE }).text).toBe(NO_PRICE_TABLE_MESSAGE);
    // The page's own reason wins: it is what the fields say.
    expect(quoteReasonText('size', { reason: 'size', message: NO_PRICE_TABLE_MESSAGE }).text).toBe('This size is beyond our online price list.');
  });
});
