/**
 * When Add to Cart, Print Quote and Compare are enabled (configurator.md §5). Pure: shared by the
 * API and the quote page.
 */

/**
 * The catalogue's answer for a combination with no price online (the server's request_quote
 * message); the page shows it right above its Request a Quote button, so "below" holds.
 */
export const NO_PRICE_TABLE_MESSAGE = 'This combination is not priced online. Please request a quote from the button below.';

/** An error as the page holds it: a message, a flag, or nothing. Empty string means no error. */
export type ErrorState = string | boolean | null | undefined;

export interface QuoteReadinessInput {
  hasSize: boolean;
  totalCents: number;
  /** A price request is in flight: the shown price is the previous one. */
  isFetching: boolean;
  /** Size or quantity typing not yet settled (1 s debounce): same reason. */
  isTyping: boolean;
  sizeError?: ErrorState;
  quantityError?: ErrorState;
  moduloError?: ErrorState;
  orientationError?: ErrorState;
}

/** Needs a size, a total above 0, nothing in progress, and no size/quantity/modulo/orientation error. */
export function canAddToCart(input: QuoteReadinessInput): boolean {
  const { hasSize, totalCents, isFetching, isTyping } = input;
  const anyError = [input.sizeError, input.quantityError, input.moduloError, input.orientationError].some(Boolean);
  return hasSize && totalCents > 0 && !isFetching && !isTyping && !anyError;
}
