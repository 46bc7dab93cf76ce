/**
 * The staff page of quote requests (/staff/quote-requests): every request, newest first, filtered
 * by status; `?request=R…` opens one with who sent it, what was asked, the comment, the campaign
 * values, its files with their preflight verdicts, the conversation, the priced options given, and
 * the answer form (StaffQuoteAnswer). Only staff get answers: anyone else sees a note that the
 * page is for staff.
 */
import { notForYou, StaffOnlyNotice, useStaffQuery } from '../../../web/components/staff/staff-page.js';
import { StaffDeskNav } from '../../staff/web/StaffDeskNav.js';
import { formatFileSize } from '../quote-request-rules.js';
import { useStaffQuoteRequest, useStaffQuoteRequests } from './get-staff-quote-requests.js';
import '../../staff/web/staff-pages.css';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from '../quote-offer-rules.js';
import { QuoteThread } from './QuoteThread.js';
import { QuoteOptions } from './QuoteOptions.js';
import { StaffQuoteAnswer } from './StaffQuoteAnswer.js';

const PREFLIGHT_WORDS = { ok: 'ready to print', warning: 'printable, with warnings', refused: 'refused' } as const;

const STATUSES = [{ value: '', label: 'All' }, ...QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] }))];

const dateTime = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Singapore' });
const when = (iso: string) => dateTime.format(new Date(iso));

export function StaffQuoteRequestsPage() {
  const query = useStaffQuery();
  const status = query.get('status') ?? '';
  const open = query.get('request');
  const list = useStaffQuoteRequests(status);
  const set = query.set;

  if (list.isError && notForYou(list.error)) {
    return <StaffOnlyNotice title="Quote requests" what="quote requests" />;
  }
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Quote requests</h1>
      <label className="staff-filter">
        Status{' '}
        <select value={status} onChange={(event) => set('status', event.target.value || null)}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {list.isPending && <p role="status">Loading quote requests…</p>}
      {list.isError && !notForYou(list.error) && <p role="alert">We couldn't load the quote requests. Please refresh the page.</p>}
      {list.data && list.data.length === 0 && <p className="acc-text">No quote requests{status ? ' with this status' : ''} yet.</p>}
      {list.data && list.data.length > 0 && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">Quote requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Files</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((request) => (
                <tr key={request.request_no} aria-current={request.request_no === open ? 'true' : undefined}>
                  <td>
                    <a href={`?${new URLSearchParams({ ...(status ? { status } : {}), request: request.request_no }).toString()}`} onClick={(event) => { event.preventDefault(); set('request', request.request_no); }}>
                      {request.request_no}
                    </a>
                  </td>
                  <td className="staff-nowrap">{when(request.created_at)}</td>
                  <td>
                    {request.first_name} {request.last_name}
                    <br />
                    <span className="staff-muted">{request.email}</span>
                  </td>
                  <td>{request.quote_type}</td>
                  <td>{STATUSES.find((s) => s.value === request.status)?.label ?? request.status}</td>
                  <td className="staff-num">{request.files.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <RequestDetail requestNo={open} onClose={() => set('request', null)} />}
    </section>
  );
}

function RequestDetail({ requestNo, onClose }: { requestNo: string; onClose(): void }) {
  const { data, isPending, isError } = useStaffQuoteRequest(requestNo);
  return (
    <article className="staff-detail" aria-labelledby="staff-detail-title">
      <div className="staff-detail__head">
        <h2 id="staff-detail-title">{requestNo}</h2>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {isPending && <p role="status">Loading the request…</p>}
      {isError && <p role="alert">We couldn't find that quote request.</p>}
      {data && (
        <>
          <dl className="staff-facts">
            <dt>From</dt>
            <dd>
              {data.first_name} {data.last_name} · <a href={`mailto:${data.email}`}>{data.email}</a>
              {data.from_member ? ' (member)' : ''}
            </dd>
            <dt>Received</dt>
            <dd>{when(data.created_at)}</dd>
            <dt>Type</dt>
            <dd>{data.quote_type}</dd>
            <dt>Asked for</dt>
            <dd>{data.summary}</dd>
            {data.comment && (
              <>
                <dt>Comment</dt>
                <dd className="staff-comment">{data.comment}</dd>
              </>
            )}
            {Object.keys(data.utm).length > 0 && (
              <>
                <dt>Campaign</dt>
                <dd>
                  {Object.entries(data.utm)
                    .map(([key, value]) => `${key}=${value}`)
                    .join(' · ')}
                </dd>
              </>
            )}
          </dl>
          <h3>Files</h3>
          {data.files.length === 0 ? (
            <p className="acc-text">No files were attached.</p>
          ) : (
            <ul className="staff-files">
              {data.files.map((file) => (
                <li key={file.id}>
                  <a href={file.download_url} download>
                    {file.name}
                  </a>{' '}
                  <span className="staff-muted">
                    ({file.content_type}, {formatFileSize(file.size_bytes)})
                  </span>
                  {file.preflight && (
                    <ul className="staff-preflight" aria-label={`Preflight of ${file.name}`}>
                      <li data-level={file.preflight.level}>Preflight: {PREFLIGHT_WORDS[file.preflight.level]}</li>
                      {file.preflight.notes
                        .filter((note) => note.level !== 'ok')
                        .map((note, i) => (
                          <li key={i} data-level={note.level}>
                            {note.message}
                          </li>
                        ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3>
            Conversation <span className="staff-muted">· {data.conversation.status_label}</span>
          </h3>
          <QuoteThread conversation={data.conversation} shopperName={`${data.first_name} ${data.last_name}`} />
          {data.conversation.offers.length > 0 && (
            <>
              <h3>Options given</h3>
              <QuoteOptions offers={data.conversation.offers} />
            </>
          )}
          <StaffQuoteAnswer request={data} />
        </>
      )}
    </article>
  );
}
