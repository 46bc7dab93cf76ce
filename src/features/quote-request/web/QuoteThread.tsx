/** A quote request's conversation, oldest first: who wrote, when, and what (both the shopper's page and the desk show it). */
import { formatShopDateTime } from '../../../shared/shop-time.js';
import type { QuoteConversationView } from '../quote-offer.schemas.js';
import './quote-pages.css';

export function QuoteThread({ conversation, shopperName, shopName }: { conversation: QuoteConversationView; shopperName: string; shopName?: string }) {
  if (conversation.messages.length === 0) return <p className="quote-muted">No messages yet.</p>;
  return (
    <ol className="quote-thread">
      {conversation.messages.map((message, i) => (
        <li key={i} className={`quote-thread__message quote-thread__message--${message.author}`}>
          <p className="quote-thread__who">
            <strong>{message.author === 'shopper' ? shopperName : (shopName ?? message.author_name)}</strong> · <time dateTime={message.at}>{formatShopDateTime(message.at)}</time>
          </p>
          <p className="quote-thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
