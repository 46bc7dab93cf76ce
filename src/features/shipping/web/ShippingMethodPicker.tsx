/**
 * How the parcel ships, as a radio group: each method with its fee (or Free, by the free-shipping
 * rule), the dispatch date it gives and when the parcel arrives. Used by the configurator's price panel and the cart page;
 * each owns what choosing does. Every option is one fixed-height card, and a fee or date not known
 * yet is a placeholder of the same size, so the group never shifts the page.
 */
import { useId } from 'react';
import './ShippingMethodPicker.css';

export interface ShippingMethodOption {
  method: string;
  /** "Free" or "S$15.00"; null while the price is worked out. */
  feeText: string | null;
  /** e.g. "Thu, 26 Nov 2026"; null while unknown. */
  dispatchDateText: string | null;
  /** The estimated arrival by this method, e.g. "Wed, 2 Dec 2026"; null while unknown. */
  deliveryDateText: string | null;
}

export interface ShippingMethodPickerProps {
  options: readonly ShippingMethodOption[];
  value: string | null;
  onChange(method: string): void;
  disabled?: boolean;
  busy?: boolean;
  /** Why the last choice did not go through. */
  error?: string | null;
}

export function ShippingMethodPicker({ options, value, onChange, disabled, busy, error }: ShippingMethodPickerProps) {
  const name = useId();
  return (
    <fieldset className="shipping-choice" aria-busy={busy || undefined}>
      <legend>Shipping</legend>
      {options.map((option) => (
        <label key={option.method} className="shipping-choice-option">
          <input type="radio" name={name} value={option.method} checked={value === option.method} disabled={disabled} onChange={() => onChange(option.method)} />
          <span className="shipping-choice-name">{option.method}</span>
          <span className="shipping-choice-fee">{option.feeText ?? <span className="shipping-choice-placeholder" aria-label="fee being worked out" />}</span>
          <span className="shipping-choice-date">
            {option.dispatchDateText ? `Dispatch ${option.dispatchDateText}` : <span className="shipping-choice-placeholder shipping-choice-placeholder--date" aria-label="dispatch date being worked out" />}
          </span>
          <span className="shipping-choice-date shipping-choice-arrival">
            {option.deliveryDateText ? `Arrives by ${option.deliveryDateText}` : <span className="shipping-choice-placeholder shipping-choice-placeholder--date" aria-label="delivery date being worked out" />}
          </span>
        </label>
      ))}
      {error && (
        <p className="shipping-choice-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
