/**
 * The rules of answering a quote request with a price (issue 19), pure so the staff's answer form
 * and the server check the same things: how many options, what each must say, how long a price
 * may be held, what status a request shows, and the words for each refusal.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import { formatSgd } from '../../shared/money.js';

export const QUOTE_STATUSES = ['new', 'answered', 'accepted', 'expired', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  answered: 'Answered',
  accepted: 'Accepted',
  expired: 'Expired',
  declined: 'Declined',
};

export const OFFER_LIMITS = {
  maxOptions: 5,
  maxDescription: 200,
  maxQuantity: 999_999,
  /** S$100,000.00: anything larger is a conversation, not a click. */
  maxPriceCents: 10_000_000,
  minDispatchDays: 1,
  maxDispatchDays: 60,
  /** A price may be held at most this many days from the answer. */
  maxValidDays: 90,
  maxMessage: 2000,
} as const;

export const QUOTE_OFFER_MESSAGES = {
  optionsRequired: 'Give at least one priced option.',
  tooManyOptions: `Give at most ${OFFER_LIMITS.maxOptions} options.`,
  descriptionRequired: 'Describe what this option is, e.g. "500 die-cut stickers, 80 × 120 mm, gloss lamination".',
  descriptionTooLong: `Keep the description to ${OFFER_LIMITS.maxDescription} characters.`,
  quantity: `Enter the quantity as a whole number from 1 to ${OFFER_LIMITS.maxQuantity.toLocaleString('en-SG')}.`,
  price: `Enter the price for the whole quantity, from S$0.01 to ${formatSgd(OFFER_LIMITS.maxPriceCents)}.`,
  dispatchDays: `Enter the dispatch time as ${OFFER_LIMITS.minDispatchDays} to ${OFFER_LIMITS.maxDispatchDays} business days.`,
  validUntilPast: 'The price must hold until today or later.',
  validUntilTooFar: `A price can be held for at most ${OFFER_LIMITS.maxValidDays} days.`,
  messageTooLong: `Keep the message to ${OFFER_LIMITS.maxMessage.toLocaleString('en-SG')} characters.`,
  messageRequired: 'Please write a message.',
  declineReasonRequired: 'Say why the request is declined: the shopper reads it.',
  notFound: "We couldn't find that quote request. Please check the link in your email, or sign in with the account you sent it from.",
  alreadyDeclined: 'This quote request was declined, so it cannot be answered or accepted. Send a new request if you need a price.',
  alreadyAccepted: 'An option of this quote is already accepted and in the cart; the others are closed.',
  offerExpired: (until: string) => `This price was valid until ${until}. Reply on this page to ask us for a new quote.`,
  offerWithdrawn: 'This option was replaced by a newer answer. Please choose one of the options shown now.',
  quotedLineExpired: (summary: string, until: string) => `The quoted price for ${summary} was valid until ${until}. Remove it from your cart and ask us for a new quote.`,
} as const;

export interface OfferInput {
  description: string;
  quantity: number;
  price_cents: number;
  dispatch_days: number;
  /** 'YYYY-MM-DD', a Singapore date. */
  valid_until: string;
}

/** Every problem with an answer's options, as field issues (options.0.price_cents…). */
export function offerProblems(options: readonly OfferInput[], today: string): { field: string; message: string }[] {
  if (options.length === 0) return [{ field: 'options', message: QUOTE_OFFER_MESSAGES.optionsRequired }];
  if (options.length > OFFER_LIMITS.maxOptions) return [{ field: 'options', message: QUOTE_OFFER_MESSAGES.tooManyOptions }];
  const latest = formatISO(addDays(parseISO(today), OFFER_LIMITS.maxValidDays), { representation: 'date' });
  return options.flatMap((option, i) => {
    const at = (name: string, message: string) => ({ field: `options.${i}.${name}`, message });
    const problems = [];
    const description = option.description.trim();
    if (description === '') problems.push(at('description', QUOTE_OFFER_MESSAGES.descriptionRequired));
    else if (description.length > OFFER_LIMITS.maxDescription) problems.push(at('description', QUOTE_OFFER_MESSAGES.descriptionTooLong));
    if (!Number.isInteger(option.quantity) || option.quantity < 1 || option.quantity > OFFER_LIMITS.maxQuantity) problems.push(at('quantity', QUOTE_OFFER_MESSAGES.quantity));
    if (!Number.isInteger(option.price_cents) || option.price_cents < 1 || option.price_cents > OFFER_LIMITS.maxPriceCents) problems.push(at('price_cents', QUOTE_OFFER_MESSAGES.price));
    if (!Number.isInteger(option.dispatch_days) || option.dispatch_days < OFFER_LIMITS.minDispatchDays || option.dispatch_days > OFFER_LIMITS.maxDispatchDays) problems.push(at('dispatch_days', QUOTE_OFFER_MESSAGES.dispatchDays));
    if (option.valid_until < today) problems.push(at('valid_until', QUOTE_OFFER_MESSAGES.validUntilPast));
    else if (option.valid_until > latest) problems.push(at('valid_until', QUOTE_OFFER_MESSAGES.validUntilTooFar));
    return problems;
  });
}

/** An offer's state for the shopper on `today`. */
export function offerState(offer: { valid_until: string; withdrawn_at: unknown; accepted_at: unknown }, today: string): 'open' | 'expired' | 'withdrawn' | 'accepted' {
  if (offer.accepted_at) return 'accepted';
  if (offer.withdrawn_at) return 'withdrawn';
  return offer.valid_until < today ? 'expired' : 'open';
}

/** The status a request shows: an answered request whose every current option is past its date has expired. */
export function quoteStatus(stored: string, offers: readonly { valid_until: string; withdrawn_at: unknown; accepted_at: unknown }[], today: string): QuoteStatus {
  if (stored !== 'answered') return (QUOTE_STATUSES as readonly string[]).includes(stored) ? (stored as QuoteStatus) : 'new';
  const current = offers.filter((offer) => !offer.withdrawn_at);
  return current.length > 0 && current.every((offer) => offerState(offer, today) === 'expired') ? 'expired' : 'answered';
}
