/**
 * The development outbox viewer's two pages (served by email.routes.ts at /dev/outbox and
 * /dev/outbox/:id): the emails the shop wrote, newest first, and one email as the shopper would
 * read it. Plain server-rendered HTML (React escapes every value), no script.
 *
 * The email itself is shown in an iframe through `srcdoc`, sandboxed with no permission at all
 * (no script, no same-origin, no forms, no navigation of this page). An email is a document of
 * its own, with its own <body> styles, so the frame keeps those from mixing with this page's.
 * A srcdoc frame is not fetched, so the shop's Content-Security-Policy (default-src 'self',
 * frame-ancestors 'none', X-Frame-Options: DENY) does not refuse it, and it inherits this page's
 * policy, whose style-src already allows the inline styles emails are made of: no route-specific
 * policy is needed. "Open on its own" serves the same HTML as a page (/dev/outbox/:id/html),
 * under the same policy, so its links can be followed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { emailOutbox } from './email.tables.js';

type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxListRow = Omit<OutboxRow, 'html' | 'text' | 'attachments'>;

/**
 * The email's HTML with each inline image (`src="cid:…"`, the PayNow QR code) as a data: URL of
 * the attachment the row keeps, so a browser shows what a mail client would (the shop's policy
 * allows data: images). An email without attachments is returned as written.
 */
export function withInlineImages(row: Pick<OutboxRow, 'html' | 'attachments'>): string {
  const byCid = new Map(row.attachments.map((file) => [file.cid, `data:${file.contentType};base64,${file.base64}`]));
  return byCid.size === 0 ? row.html : row.html.replace(/(\ssrc=")cid:([^"]+)"/g, (whole, before: string, cid: string) => {
    const url = byCid.get(cid);
    return url ? `${before}${url}"` : whole;
  });
}

export interface ViewerState {
  /** This server delivers (SMTP_URL is set); without it nothing leaves the outbox. */
  sending: boolean;
}

const sgTime = new Intl.DateTimeFormat('en-SG', { timeZone: 'Asia/Singapore', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const when = (date: Date) => `${sgTime.format(date)} SGT`;

function status(row: OutboxListRow, state: ViewerState): { label: string; tone: 'sent' | 'waiting' | 'failed' } {
  if (row.sent_at) return { label: `Sent ${when(row.sent_at)}${row.attempts > 1 ? ` (attempt ${row.attempts})` : ''}`, tone: 'sent' };
  if (row.failed_at) return { label: `Gave up after ${row.attempts} attempts`, tone: 'failed' };
  if (row.next_attempt_at) return { label: `Attempt ${row.attempts} failed; next try ${when(row.next_attempt_at)}`, tone: 'failed' };
  if (row.attempts > 0) return { label: `Attempt ${row.attempts} under way`, tone: 'waiting' };
  return { label: state.sending ? 'Waiting to be sent' : 'Not sent: no SMTP_URL (this page is where it went)', tone: 'waiting' };
}

const CSS = `
  :root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1f2937; background: #f6f7f9; line-height: 1.5; }
  body { margin: 0; padding: 24px; }
  main { max-width: 1100px; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  p.note { color: #4b5563; margin: 0 0 20px; }
  a { color: #0f766e; }
  .scroll { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e3e6eb; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e3e6eb; vertical-align: top; font-size: 0.95rem; }
  th { background: #f0f2f5; font-weight: 600; }
  .sent { color: #166534; } .waiting { color: #92400e; } .failed { color: #b91c1c; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; border: 1px solid #e3e6eb; padding: 12px 16px; margin: 0 0 16px; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  iframe { display: block; width: 100%; height: 1100px; border: 1px solid #e3e6eb; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #e3e6eb; padding: 16px; font-size: 0.9rem; }
  nav { margin: 0 0 16px; display: flex; gap: 16px; flex-wrap: wrap; }
`;

function page(title: string, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{CSS}</style>
      </head>
      <body>
        <main>{body}</main>
      </body>
    </html>,
  )}`;
}

export function outboxListPage(rows: readonly OutboxListRow[], state: ViewerState, limit: number): string {
  return page(
    'Email outbox (development)',
    <>
      <h1>Email outbox</h1>
      <p className="note">
        Every email the shop wrote, newest first{rows.length === limit ? ` (the latest ${limit})` : ''}.{' '}
        {state.sending ? 'SMTP_URL is set: the outbox worker sends them.' : 'SMTP_URL is not set, so none of them leaves the shop: read them here.'} This
        page exists in development only.
      </p>
      {rows.length === 0 ? (
        <p>No email yet.</p>
      ) : (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const { label, tone } = status(row, state);
                return (
                  <tr key={row.id}>
                    <td>{when(row.created_at)}</td>
                    <td>{row.to_address}</td>
                    <td>
                      <a href={`/dev/outbox/${row.id}`}>{row.subject}</a>
                    </td>
                    <td>{row.kind}</td>
                    <td className={tone}>{label}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>,
  );
}

export function outboxEmailPage(row: OutboxRow, state: ViewerState): string {
  const { label, tone } = status(row, state);
  return page(
    `${row.subject} (email outbox)`,
    <>
      <nav>
        <a href="/dev/outbox">← All emails</a>
        <a href={`/dev/outbox/${row.id}/html`}>Open on its own</a>
        <a href={`/dev/outbox/${row.id}/text`}>Plain text</a>
      </nav>
      <h1>{row.subject}</h1>
      <dl>
        <dt>To</dt>
        <dd>{row.to_address}</dd>
        <dt>Kind</dt>
        <dd>{row.kind}</dd>
        <dt>Written</dt>
        <dd>{when(row.created_at)}</dd>
        <dt>Status</dt>
        <dd className={tone}>{label}</dd>
        {row.last_error && (
          <>
            <dt>Last error</dt>
            <dd>{row.last_error}</dd>
          </>
        )}
      </dl>
      <iframe title={`The email "${row.subject}" as the shopper sees it`} sandbox="" srcDoc={withInlineImages(row)} />
      <h2>Plain text</h2>
      <pre>{row.text}</pre>
    </>,
  );
}
