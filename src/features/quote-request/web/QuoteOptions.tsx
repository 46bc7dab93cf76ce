/**
 * A quote's priced options as cards: price, what it is, quantity, dispatch, valid until and its
 * state. The shopper's page passes `action` to put an open option in the cart.
 */
import type { ReactNode } from 'react';
import type { QuoteOffer } from '../quote-offer.schemas.js';
import './quote-pages.css';

const STATE_WORDS: Record<QuoteOffer['state'], string> = { open: 'Open', expired: 'Expired', withdrawn: 'Replaced', accepted: 'Accepted' };

export function QuoteOptions({ offers, action }: { offers: readonly QuoteOffer[]; action?: (offer: QuoteOffer) => ReactNode }) {
  return (
    <ul className="quote-options">
      {offers.map((offer) => (
        <li key={offer.id} className="quote-option" data-state={offer.state}>
          <span className="quote-option__state">{STATE_WORDS[offer.state]}</span>
          <p className="quote-option__price">{offer.price}</p>
          <p>{offer.description}</p>
          <p>Quantity: {offer.quantity.toLocaleString('en-SG')}</p>
          <p>
            Dispatched {offer.dispatch_days} business day{offer.dispatch_days === 1 ? '' : 's'} after payment and your approved proof
          </p>
          <p className="quote-muted">
            {offer.state === 'expired' ? 'Was valid until' : 'Valid until'} {offer.valid_until_text}
          </p>
          {action?.(offer)}
        </li>
      ))}
    </ul>
  );
}
