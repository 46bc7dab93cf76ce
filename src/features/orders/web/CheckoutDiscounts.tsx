/**
 * Checkout's coupon and points (issue 12). The server prices them (POST /api/checkout/quote):
 * the page shows its answer and places the order with that total, never a sum of its own.
 *
 * - Coupon: a code field and Apply. An empty code is refused here with the catalogue's message
 *   (the server says the same); any other code goes to the server, whose message shows under the
 *   field. An applied coupon shows what it gives and can be removed.
 * - Points (members): the balance and a point's value; "Use my points" when the shop allows it.
 * If the cart changes so the coupon no longer applies, the coupon is dropped with the reason.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { ApiError, apiSend } from '../../../web/lib/api-client.js';
import { CheckboxField } from '../../account/web/FormField.js';
import type { Cart } from '../../cart/cart.schemas.js';
import { couponCodeProblem, couponMessageHelp, normaliseCouponCode } from '../../promotions/coupon-rules.js';
import type { CheckoutQuote, CheckoutQuoteBody } from '../orders.schemas.js';

/** What the shopper chose: the coupon applied and whether to spend points. */
export interface DiscountChoices {
  couponCode: string | null;
  usePoints: boolean;
}

const fetchQuote = async (body: CheckoutQuoteBody): Promise<CheckoutQuote> => (await apiSend<CheckoutQuote>('POST', '/checkout/quote', body)).data;

/** The cart's state the quote depends on: a change (another tab, a price update) asks again. */
const cartFingerprint = (cart: Cart) => [cart.shipping_method, cart.total_cents, ...cart.items.map((item) => `${item.id}:${item.quantity}:${item.total_price_cents}`)].join('|');

/** What the quote is asked for these choices, and the query key its answer is kept under. */
function quoteRequest(cart: Cart, choices: DiscountChoices, email: string) {
  const body: CheckoutQuoteBody = {
    shipping_method: cart.shipping_method,
    ...(choices.couponCode ? { coupon_code: choices.couponCode } : {}),
    ...(choices.usePoints ? { use_points: true } : {}),
    ...(email ? { email } : {}),
  };
  return { body, queryKey: ['checkout-quote', cartFingerprint(cart), body] as const };
}

/** The server's price for the cart with these choices; keeps showing the last answer while it asks again (no layout jump). */
export function useCheckoutQuote(cart: Cart, choices: DiscountChoices, email: string) {
  const { body, queryKey } = quoteRequest(cart, choices, email);
  return useQuery({
    queryKey,
    queryFn: () => fetchQuote(body),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

interface Props {
  cart: Cart;
  quote: CheckoutQuote | undefined;
  choices: DiscountChoices;
  onChange(next: DiscountChoices): void;
  /** Guests: the contact email, so a coupon they already used is refused at Apply. */
  email: string;
  /** Why the coupon was dropped (the cart changed under it), shown under the field. */
  droppedMessage: string | null;
}

export function CheckoutDiscounts({ cart, quote, choices, onChange, email, droppedMessage }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const message = error ?? droppedMessage;
  // "Coupon Issue is required." keeps the catalogue's words; a line under it says what to do.
  const help = couponMessageHelp(message);

  async function apply(event: FormEvent) {
    event.preventDefault();
    await applyCode(code);
  }

  async function applyCode(typed: string) {
    const problem = couponCodeProblem(typed);
    if (problem) {
      setError(problem);
      return;
    }
    const couponCode = normaliseCouponCode(typed);
    setChecking(true);
    try {
      // Asked here (not by the query) so a refused code is said under the field and the applied one stays.
      const { body, queryKey } = quoteRequest(cart, { ...choices, couponCode }, email);
      const answer = await fetchQuote(body);
      queryClient.setQueryData(queryKey, answer);
      setError(null);
      setCode('');
      onChange({ ...choices, couponCode });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : 'We could not check that coupon. Please try again.');
    } finally {
      setChecking(false);
    }
  }

  const points = quote?.points ?? null;
  return (
    <div className="checkout-discounts">
      {quote?.coupon ? (
        <div className="checkout-coupon-applied" role="status">
          <p>
            <strong>{quote.coupon.code}</strong> applied: {quote.coupon.description}
            {quote.coupon.discount_cents > 0 && <> (−{formatSgd(quote.coupon.discount_cents)})</>}.
          </p>
          <button type="button" className="acc-link" onClick={() => onChange({ ...choices, couponCode: null })}>
            Remove coupon
          </button>
        </div>
      ) : (
        // A form of its own (not nested in the checkout form): Enter in the field applies the code.
        <form className="checkout-coupon acc-field" noValidate onSubmit={(event) => void apply(event)}>
          <label htmlFor={`${id}-coupon`}>Coupon code</label>
          {cart.kickoff_note && (
            <p id={`${id}-coupon-hint`} className="acc-hint">
              {cart.kickoff_note}
            </p>
          )}
          {cart.kickoff_code && (
            // The cart qualifies: the code in one click, no typing.
            <button type="button" className="button button-secondary checkout-kickoff-apply" disabled={checking} onClick={() => void applyCode(cart.kickoff_code ?? '')}>
              Apply {cart.kickoff_code}
            </button>
          )}
          <div className="checkout-coupon-row">
            <input
              id={`${id}-coupon`}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={message ? true : undefined}
              aria-describedby={[cart.kickoff_note ? `${id}-coupon-hint` : null, message ? `${id}-coupon-error` : null, help ? `${id}-coupon-help` : null].filter(Boolean).join(' ') || undefined}
            />
            <button type="submit" className="button button-secondary" disabled={checking} aria-busy={checking || undefined}>
              {checking ? 'Checking…' : 'Apply'}
            </button>
          </div>
          {message && (
            <p id={`${id}-coupon-error`} className="field-error acc-field-error" role="alert">
              {message}
            </p>
          )}
          {help && (
            <p id={`${id}-coupon-help`} className="acc-hint acc-error-help">
              {help}
            </p>
          )}
        </form>
      )}
      {points && (
        <div className="checkout-points">
          <p>
            You have <strong>{points.balance === 1 ? '1 point' : `${points.balance.toLocaleString('en-SG')} points`}</strong> ({points.value_text}).
          </p>
          {!points.redeemable ? (
            <p className="acc-hint">Points can't be used at checkout at the moment.</p>
          ) : points.usable > 0 || choices.usePoints ? (
            <CheckboxField
              id={`${id}-points`}
              checked={choices.usePoints}
              onChange={(usePoints) => onChange({ ...choices, usePoints })}
              label={`Use ${points.usable === 1 ? '1 point' : `${points.usable.toLocaleString('en-SG')} points`} (−${formatSgd(points.usable * points.value_cents)})`}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
