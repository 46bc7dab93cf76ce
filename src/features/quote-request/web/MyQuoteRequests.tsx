/**
 * The account area's "My quote requests": each request the shopper sent (Special Size or Special
 * Processing) with its number, date, status in words, what was asked and the files sent.
 */
import { formatFileSize } from '../quote-request-rules.js';
import { useMyQuoteRequests } from './get-my-quote-requests.js';
import './MyQuoteRequests.css';

/** The statuses the shop's staff set, as a shopper reads them. */
const STATUS_TEXT: Record<string, string> = {
  received: 'Received: we will reply by email within one business day',
  in_review: 'Being reviewed by our team',
  quoted: 'Quoted: check your email for our quote',
  closed: 'Closed',
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
            <strong>{request.request_no}</strong>
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
