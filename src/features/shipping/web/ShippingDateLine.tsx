/**
 * The dispatch-date line under the price (configurator.md §2): "Estimated dispatch: Thu, 26 Nov
 * 2026" and a link-styled button that opens the shipping modal. While the date is unknown a
 * placeholder of the same height holds its place, so the price panel does not jump.
 */
import type { Ref } from 'react';
import './ShippingDateLine.css';

export interface ShippingDateLineProps {
  schedule?: { dispatch_date: string; dispatch_date_text: string } | null;
  onOpenShipping(): void;
  /** The button, so the page can return focus to it when the shipping modal closes. */
  buttonRef?: Ref<HTMLButtonElement>;
}

export function ShippingDateLine({ schedule, onOpenShipping, buttonRef }: ShippingDateLineProps) {
  return (
    <div className="shipping-date-line">
      <p className="shipping-date-line__text">
        <TruckIcon />
        <span>
          Estimated dispatch:{' '}
          {schedule ? (
            <strong className="shipping-date-line__date">
              <time dateTime={schedule.dispatch_date}>{schedule.dispatch_date_text}</time>
            </strong>
          ) : (
            <span className="shipping-date-line__placeholder">
              <span className="shipping-date-line__sr">being worked out</span>
            </span>
          )}
        </span>
      </p>
      <button ref={buttonRef} type="button" className="shipping-date-line__link" aria-haspopup="dialog" onClick={onOpenShipping}>
        Get a delivery estimate
      </button>
    </div>
  );
}

function TruckIcon() {
  return (
    <svg className="shipping-date-line__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h11v9H3zM14 9h4l3 3v3h-7zM7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
