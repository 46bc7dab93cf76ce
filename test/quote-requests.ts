/**
 * Quote requests for the API tests of quotes answered with a price (issue 19): a guest's Special
 * Size request sent as the form sends it, and an answer with two priced options.
 */
import { expect } from 'vitest';
import type { QuoteAnswerBody } from '../src/features/quote-request/quote-offer.schemas.js';
import type { CreatedQuoteRequest } from '../src/features/quote-request/quote-request.schemas.js';
import type { testVisitor } from './api-client.js';

let serial = 0;
/** A guest's Special Size request (900 × 600 mm is over the instant price's maximum), each from a new email. */
export async function sendSpecialSizeRequest(shopper: ReturnType<typeof testVisitor>): Promise<CreatedQuoteRequest> {
  const form = new FormData();
  const fields = { quote_type: 'Special Size', firstname: 'Wei', lastname: 'Lim', email_address: `quote${++serial}-${Date.now().toString(36)}@example.sg`, featured_item_id: '2', product_id: '5', cutting_id: '1', width: '900', height: '600', finishing_id: '1', adhesive_id: '1', color_id: '1', quantity: '2000', comment: 'For our shop window.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const sent = await shopper.send<CreatedQuoteRequest>('POST', '/api/quote/create/quote-request', form);
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(201);
  return sent.body.data;
}

/** Two options, valid until Mon 7 Dec and Mon 30 Nov 2026 (the test clock is Mon 23 Nov). */
export const TWO_OPTIONS: QuoteAnswerBody = {
  message: 'Two ways to make it: printed vinyl, or cut lettering.',
  options: [
    { description: 'Printed vinyl, 900 × 600 mm, matte lamination', quantity: 2000, price_cents: 186_450, dispatch_days: 7, valid_until: '2026-12-07' },
    { description: 'Cut vinyl lettering, 900 × 600 mm', quantity: 2000, price_cents: 99_900, dispatch_days: 10, valid_until: '2026-11-30' },
  ],
};
