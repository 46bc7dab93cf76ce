/**
 * How the parcel ships (Standard or Express), as a radio group in the order summary: each option
 * shows its fee (or Free, by the free-shipping rule) and the dispatch date it gives.
 */
import { formatSgd } from '../../../shared/money.js';
import type { Cart } from '../cart.schemas.js';
import { useChooseShippingMethod } from './choose-shipping-method.js';

export function ShippingChoice({ cart }: { cart: Cart }) {
  const choose = useChooseShippingMethod();
  if (cart.shipping_options.length < 2) return null;
  const chosen = choose.isPending && choose.variables ? choose.variables : cart.shipping_method;
  return (
    <fieldset className="shipping-choice" aria-busy={choose.isPending}>
      <legend>Shipping</legend>
      {cart.shipping_options.map((option) => (
        <label key={option.method} className="shipping-choice-option">
          <input
            type="radio"
            name="shipping-method"
            value={option.method}
            checked={chosen === option.method}
            disabled={choose.isPending}
            onChange={() => choose.mutate(option.method)}
          />
          <span className="shipping-choice-name">{option.method}</span>
          <span className="shipping-choice-fee">{option.free ? 'Free' : formatSgd(option.fee_cents)}</span>
          {option.dispatch_date_text && <span className="shipping-choice-date">Dispatch {option.dispatch_date_text}</span>}
        </label>
      ))}
      {choose.isError && (
        <p className="shipping-choice-error" role="alert">
          {choose.error.message}
        </p>
      )}
    </fieldset>
  );
}
