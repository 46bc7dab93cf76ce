/**
 * The account area's "My quote requests": each request the shopper sent (Special Size or Special
 * Processing) with its number, date, status in words, what was asked and the files sent.
 */
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { formatFileSize } from '../quote-request-rules.js';
import { useMyQuoteRequests } from './get-my-quote-requests.js';
import './MyQuoteRequests.css';

/** Each status (quote-offer-rules.ts), as a shopper reads it. */
const STATUS_TEXT: Record<string, string> = {
  new: 'Received: we will reply by email within one business day',
  answered: 'Quoted: open it to see our prices and add one to your cart',
  accepted: 'Accepted: the quoted option is in your cart',
  expired: 'Expired: reply to ask us for a new quote',
  declined: 'Closed',
};

const dateFormat = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Singapore' });

export function MyQuoteRequests({ owner }: { owner: string }) {
  const { data, isPending, isError } = useMyQuoteRequests(owner);
  if (isPending) return <p role="status">Loading your quote requests…</p>;
  if (isError) return <p className="acc-alert" role="alert">We couldn't load your quote requests. Please refresh the page.</p>;
  if (data.length === 0) return <p className="acc-text">No quote requests yet. For sizes, quantities or finishes beyond the instant price, use Request a Quote on a product page.</p>;
  return (
    <ul className="my-quote-requests">
      {data.map((request) => (
        <li key={request.request_no} className="my-quote-request">
          <div className="my-quote-request__head">
            <strong>
              <Link to={paths.quoteRequest(request.request_no)}>{request.request_no}</Link>
            </strong>
            <span>{request.quote_type}</span>
            <time dateTime={request.created_at}>{dateFormat.format(new Date(request.created_at))}</time>
          </div>
          <p className="my-quote-request__status">{STATUS_TEXT[request.status] ?? request.status}</p>
          <p className="my-quote-request__summary">{request.summary}</p>
          {request.files.length > 0 && (
            <ul className="my-quote-request__files" aria-label={`Files of ${request.request_no}`}>
              {request.files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  {file.name} <span className="my-quote-request__size">({formatFileSize(file.size_bytes)})</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
