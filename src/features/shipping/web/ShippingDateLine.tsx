/**
 * The dispatch-date line under the price (configurator.md §2): "Estimated dispatch: Thu, 26 Nov
 * 2026" and a link-styled button that opens the shipping modal. While the date is unknown a
 * placeholder of the same height holds its place, so the price panel does not jump.
 */
import type { Ref } from 'react';
import './ShippingDateLine.css';
import { TruckIcon } from '../../../web/components/ui/TruckIcon.js';

export interface ShippingDateLineProps {
  schedule?: { dispatch_date: string; dispatch_date_text: string } | null;
  onOpenShipping(): void;
  /** Said instead of a date when there is no price to date (an invalid size, a quote request). */
  pendingText?: string | undefined;
  /** What the date depends on, e.g. "if you approve and pay before 6:00 PM today (Singapore time)". */
  condition?: string | undefined;
  /** The button, so the page can return focus to it when the shipping modal closes. */
  buttonRef?: Ref<HTMLButtonElement>;
}

export function ShippingDateLine({ schedule, onOpenShipping, buttonRef, pendingText, condition }: ShippingDateLineProps) {
  return (
    <div className="shipping-date-line">
      <p className="shipping-date-line__text">
        <TruckIcon className="shipping-date-line__icon" size={20} />
        {!schedule && pendingText ? (
          <span>{pendingText}</span>
        ) : (
        <span>
          Estimated dispatch:{' '}
          {schedule ? (
            <strong className="shipping-date-line__date">
              <time dateTime={schedule.dispatch_date}>{schedule.dispatch_date_text}</time>
            </strong>
          ) : (
            <span className="shipping-date-line__placeholder">
              <span className="visually-hidden">being worked out</span>
            </span>
          )}
        </span>
        )}
      </p>
      {condition && <p className="shipping-date-line__condition">{condition}</p>}
      <button ref={buttonRef} type="button" className="shipping-date-line__link" aria-haspopup="dialog" onClick={onOpenShipping}>
        Get a delivery estimate
      </button>
    </div>
  );
}
