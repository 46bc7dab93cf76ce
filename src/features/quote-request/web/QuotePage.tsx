/**
 * /quote-requests/{request_no}: the shopper's quote request (issue 19) — what they asked for, its
 * status, the shop's priced options (an open one goes in the cart at exactly its price with one
 * click), and the conversation with a reply box and "I no longer need this quote". Only the guest
 * or member who sent it sees it (the API answers anyone else 404, and the page says how to get in).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { ApiError, apiGet, apiSend } from '../../../web/lib/api-client.js';
import { CART_QUERY_KEY } from '../../cart/web/get-cart.js';
import { OFFER_LIMITS } from '../quote-offer-rules.js';
import { normaliseQuoteRequestNo } from '../quote-request-rules.js';
import type { ShopperQuote } from '../quote-request.schemas.js';
import { QuoteOptions } from './QuoteOptions.js';
import { QuoteThread } from './QuoteThread.js';
import './quote-pages.css';
import '../../account/web/account-forms.css';

const quoteKey = (requestNo: string) => ['quote-request', requestNo] as const;

export function QuotePage() {
  const { requestNo: raw = '' } = useParams();
  const requestNo = normaliseQuoteRequestNo(raw) ?? raw;
  const quote = useQuery({
    queryKey: quoteKey(requestNo),
    queryFn: async ({ signal }) => (await apiGet<ShopperQuote>(`/quote-requests/${encodeURIComponent(requestNo)}`, {}, signal)).data,
    retry: false,
  });
  if (quote.isPending) return <p role="status">Loading your quote…</p>;
  if (quote.isError) {
    const gone = quote.error instanceof ApiError && quote.error.status === 404;
    return (
      <section className="quote-page" aria-labelledby="quote-title">
        <h1 id="quote-title">Quote {requestNo}</h1>
        <p className="acc-text">{gone ? quote.error.message : 'We couldn’t load your quote. Please refresh the page.'}</p>
        {gone && (
          <p className="acc-text">
            Signed in with another account? Your requests are also listed in <Link to={paths.account}>My Account</Link>.
          </p>
        )}
      </section>
    );
  }
  return <QuoteView quote={quote.data} />;
}

function QuoteView({ quote }: { quote: ShopperQuote }) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ text: string; toCart: boolean } | null>(null);
  const [reply, setReply] = useState('');
  const key = quoteKey(quote.request_no);
  const send = useMutation({
    mutationFn: (action: { kind: 'accept'; offerId: string } | { kind: 'messages' | 'decline'; message: string }) =>
      action.kind === 'accept'
        ? apiSend<ShopperQuote>('POST', `/quote-requests/${quote.request_no}/offers/${action.offerId}/accept`)
        : apiSend<ShopperQuote>('POST', `/quote-requests/${quote.request_no}/${action.kind}`, { message: action.message }),
    onSuccess: async (answer, action) => {
      client.setQueryData(key, answer.data);
      setNotice({ text: answer.message ?? 'Done.', toCart: action.kind === 'accept' });
      if (action.kind === 'accept') await client.invalidateQueries({ queryKey: CART_QUERY_KEY });
      if (action.kind === 'messages') setReply('');
    },
  });
  const error = send.error instanceof ApiError ? send.error : null;
  const replyError = error?.issues?.find((issue) => issue.field === 'message')?.message;
  const open = quote.conversation.offers.filter((offer) => offer.state === 'open');
  const current = quote.conversation.offers.filter((offer) => offer.state !== 'withdrawn');
  const closed = quote.status === 'declined' || quote.status === 'accepted';

  return (
    <article className="quote-page" aria-labelledby="quote-title">
      <h1 id="quote-title">Quote {quote.request_no}</h1>
      <p className="quote-page__status">
        <span className="quote-status" data-status={quote.status}>
          {quote.conversation.status_label}
        </span>{' '}
        <span className="quote-muted">Sent {formatShopDateTime(quote.created_at)}</span>
      </p>
      <h2>What you asked for</h2>
      <p>{quote.summary}</p>
      {quote.comment && <p className="quote-page__comment">{quote.comment}</p>}

      <h2>Our prices</h2>
      {current.length === 0 ? (
        <p className="acc-text">{quote.status === 'declined' ? 'This request is closed.' : 'We are preparing your quote and will email you when it is ready, usually within one business day.'}</p>
      ) : (
        <>
          {open.length > 0 && <p className="acc-text">Choose an option to put it in your cart at exactly this price, then check out as usual. Nothing is printed before you approve a proof.</p>}
          <QuoteOptions
            offers={current}
            action={(offer) =>
              offer.state === 'open' || offer.state === 'accepted' ? (
                <button type="button" className="button button-primary" disabled={send.isPending} onClick={() => send.mutate({ kind: 'accept', offerId: offer.id })} aria-label={`${offer.state === 'accepted' ? 'Put in cart again' : 'Add to cart at this price'}: option ${offer.position}, ${offer.price}`}>
                  {offer.state === 'accepted' ? 'Put in cart again' : 'Add to cart at this price'}
                </button>
              ) : null
            }
          />
        </>
      )}
      <div aria-live="polite" className="quote-page__notice">
        {notice && (
          <p className="acc-text">
            {notice.text}
            {notice.toCart && (
              <>
                {' '}
                <Link to={paths.cart}>View your cart</Link>
              </>
            )}
          </p>
        )}
        {error && !replyError && <p className="acc-alert">{error.message}</p>}
      </div>

      <h2>Messages</h2>
      <QuoteThread conversation={quote.conversation} shopperName="You" shopName="Our team" />
      {!closed && (
        <form
          className="quote-reply"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            send.mutate({ kind: 'messages', message: reply });
          }}
          noValidate
        >
          <label>
            Write to us
            <textarea rows={3} maxLength={OFFER_LIMITS.maxMessage} value={reply} onChange={(e) => setReply(e.target.value)} aria-invalid={replyError ? true : undefined} aria-describedby={replyError ? 'quote-reply-error' : undefined} />
          </label>
          {replyError && (
            <p id="quote-reply-error" className="acc-field-error">
              {replyError}
            </p>
          )}
          <div className="quote-reply__buttons">
            <button type="submit" className="button button-primary" disabled={send.isPending}>
              Send message
            </button>
            <button type="button" className="button button-secondary" disabled={send.isPending} onClick={() => send.mutate({ kind: 'decline', message: reply })}>
              I no longer need this quote
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
