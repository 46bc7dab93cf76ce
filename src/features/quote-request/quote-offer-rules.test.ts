import { describe, expect, it } from 'vitest';
import { OFFER_LIMITS, offerProblems, offerState, QUOTE_OFFER_MESSAGES, quoteStatus, type OfferInput } from './quote-offer-rules.js';

const today = '2026-11-27';
const good: OfferInput = { description: '500 die-cut stickers, 80 × 120 mm', quantity: 500, price_cents: 18_650, dispatch_days: 5, valid_until: '2026-12-11' };

describe('an answer\'s options', () => {
  it('accepts one to five complete options', () => {
    expect(offerProblems([good], today)).toEqual([]);
    expect(offerProblems(Array(OFFER_LIMITS.maxOptions).fill(good), today)).toEqual([]);
    expect(offerProblems([], today)).toEqual([{ field: 'options', message: QUOTE_OFFER_MESSAGES.optionsRequired }]);
    expect(offerProblems(Array(OFFER_LIMITS.maxOptions + 1).fill(good), today)).toEqual([{ field: 'options', message: QUOTE_OFFER_MESSAGES.tooManyOptions }]);
  });

  it('names each field that is wrong, by option', () => {
    const problems = offerProblems([good, { description: '  ', quantity: 0, price_cents: 0, dispatch_days: 61, valid_until: '2026-11-26' }], today);
    expect(problems).toEqual([
      { field: 'options.1.description', message: QUOTE_OFFER_MESSAGES.descriptionRequired },
      { field: 'options.1.quantity', message: QUOTE_OFFER_MESSAGES.quantity },
      { field: 'options.1.price_cents', message: QUOTE_OFFER_MESSAGES.price },
      { field: 'options.1.dispatch_days', message: QUOTE_OFFER_MESSAGES.dispatchDays },
      { field: 'options.1.valid_until', message: QUOTE_OFFER_MESSAGES.validUntilPast },
    ]);
  });

  it('holds a price from today up to 90 days, no longer', () => {
    expect(offerProblems([{ ...good, valid_until: today }], today)).toEqual([]);
    expect(offerProblems([{ ...good, valid_until: '2027-02-25' }], today)).toEqual([]);
    expect(offerProblems([{ ...good, valid_until: '2027-02-26' }], today)).toEqual([{ field: 'options.0.valid_until', message: QUOTE_OFFER_MESSAGES.validUntilTooFar }]);
  });
});

describe('a quote\'s status', () => {
  const offer = (valid_until: string, extra: { withdrawn_at?: Date; accepted_at?: Date } = {}) => ({ valid_until, withdrawn_at: null, accepted_at: null, ...extra });
  it('is expired once every current option is past its date, the day after the last', () => {
    expect(quoteStatus('answered', [offer('2026-11-27'), offer('2026-11-30')], '2026-11-30')).toBe('answered');
    expect(quoteStatus('answered', [offer('2026-11-27'), offer('2026-11-30')], '2026-12-01')).toBe('expired');
    // A withdrawn option does not keep a quote open, nor make it expire.
    expect(quoteStatus('answered', [offer('2026-12-31', { withdrawn_at: new Date() }), offer('2026-11-20')], today)).toBe('expired');
  });
  it('is as stored otherwise', () => {
    for (const status of ['new', 'accepted', 'declined']) expect(quoteStatus(status, [offer('2026-01-01')], today)).toBe(status);
  });
  it('an option is open, expired, withdrawn or accepted', () => {
    expect(offerState(offer(today), today)).toBe('open');
    expect(offerState(offer('2026-11-26'), today)).toBe('expired');
    expect(offerState(offer(today, { withdrawn_at: new Date() }), today)).toBe('withdrawn');
    expect(offerState(offer('2026-11-26', { accepted_at: new Date() }), today)).toBe('accepted');
  });
});
