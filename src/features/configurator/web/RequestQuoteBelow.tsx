/**
 * The Request a Quote button right under a message that ends "…request a quote from the button
 * below." (the size over its maximum, a custom quantity over the list): the catalogue's words stay,
 * and this button makes them true where the message is read, on a phone too, where the order
 * summary's own button is far down the page. It opens the same QUOTE form as that button. Its
 * name says what it is for ("Request a Quote for this size"), and it is described by the message.
 */
import './RequestQuoteBelow.css';

export function RequestQuoteBelow({ what, messageId, onRequestQuote }: { what: 'size' | 'quantity'; messageId: string; onRequestQuote(): void }) {
  return (
    <button type="button" className="button button-secondary cfg-quote-below" aria-describedby={messageId} onClick={onRequestQuote}>
      Request a Quote<span className="visually-hidden"> for this {what}</span>
    </button>
  );
}
