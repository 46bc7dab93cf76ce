/**
 * The audit log (/staff/audit): every staff change, newest first — when, who (and their role
 * then), what, to which order or setting, and what it was before and after. Filters (who, what,
 * which, dates) live in the URL, so a filtered view can be shared; "Older entries" loads the next
 * 50. Read-only by design: the log cannot be edited or emptied from anywhere.
 */
import { Link } from 'react-router';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { notForYou, StaffOnlyNotice, useStaffQuery } from '../../../web/components/staff/staff-page.js';
import { ApiError } from '../../../web/lib/api-client.js';
import type { AuditEntry } from '../audit.schemas.js';
import { StaffDeskNav } from './StaffDeskNav.js';
import { FilterButtons, useFilterDraft } from './filter-form.js';
import { useAuditLog, type AuditFilters } from './staff-api.js';
import './staff-pages.css';
import './staff-audit.css';

const FILTER_FIELDS = ['actor', 'action', 'subject_type', 'subject_id', 'from', 'to'] as const;

/** What staff can narrow the log to (an action's start matches all of its kind). */
const ACTION_CHOICES = [
  { value: '', label: 'Every change' },
  { value: 'order', label: 'Orders (payments, status, proofs)' },
  { value: 'quote', label: 'Quotes' },
  { value: 'refund', label: 'Refunds' },
  { value: 'coupon', label: 'Coupons' },
  { value: 'holiday', label: 'Holidays and closures' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'staff', label: 'Staff roles' },
  { value: 'job', label: 'Background jobs' },
];

export function StaffAuditPage() {
  const query = useStaffQuery();
  const filters: AuditFilters = Object.fromEntries(FILTER_FIELDS.flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])));
  const log = useAuditLog(filters);

  if (log.isError && notForYou(log.error)) return <StaffOnlyNotice title="Audit log" what="audit log" />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.keys(filters).length > 0;

  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Audit log</h1>
      <p className="staff-muted">Every change staff make to orders, quotes, refunds, settings, prices and roles, with who made it and when. Entries are never edited or removed.</p>
      <AuditFilterForm filters={filters} onApply={(next) => FILTER_FIELDS.forEach((name) => query.set(name, next[name] ?? null))} />
      <div aria-live="polite" className="staff-audit-status">
        {log.isPending && <p className="staff-muted">Loading the log…</p>}
        {log.isError && !notForYou(log.error) && <p className="staff-error">{log.error instanceof ApiError ? log.error.message : 'The log could not be loaded. Please try again.'}</p>}
        {log.data && <p className="staff-muted">{entries.length === 0 ? (filtered ? 'No changes match these filters.' : 'No staff changes yet.') : `Showing the ${entries.length === 1 ? 'latest change' : `latest ${entries.length} changes`}${filtered ? ' that match' : ''}.`}</p>}
      </div>
      {entries.length > 0 && (
        <ol className="staff-audit-list">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button type="button" className="button button-secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
        </button>
      )}
    </section>
  );
}

function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { text: field, submit, clear } = useFilterDraft<keyof AuditFilters>(filters, onApply);
  return (
    <form role="search" aria-label="Filter the audit log" className="staff-audit-filters" onSubmit={submit}>
      <label>
        Who (email or “system”)
        <input type="text" inputMode="email" autoComplete="off" {...field('actor')} />
      </label>
      <label>
        What
        <select {...field('action')}>
          {ACTION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order number, code or email
        <input type="text" autoComplete="off" {...field('subject_id')} />
      </label>
      <label>
        From
        <input type="date" {...field('from')} />
      </label>
      <label>
        To
        <input type="date" {...field('to')} />
      </label>
      <FilterButtons label="Show" className="staff-audit-filters__buttons" onClear={clear} />
    </form>
  );
}

/** A value of the before/after record, as people read it. */
const shown = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function AuditRow({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <li className="staff-audit-entry">
      <div className="staff-audit-entry__when">
        <time dateTime={entry.at}>{formatShopDateTime(entry.at)}</time>
      </div>
      <div className="staff-audit-entry__what">
        <p className="staff-audit-entry__summary">{entry.summary}</p>
        <p className="staff-muted">
          {entry.actor}
          {entry.actor_role ? ` (${entry.actor_role})` : ''} · <code>{entry.action}</code> ·{' '}
          {entry.subject_type === 'order' ? <Link to={`/staff/orders?order=${encodeURIComponent(entry.subject_id)}`}>{entry.subject_id}</Link> : `${entry.subject_type} ${entry.subject_id}`}
        </p>
        {keys.length > 0 && (
          <details className="staff-audit-entry__change">
            <summary>Before and after</summary>
            <table className="staff-table">
              <caption className="visually-hidden">What changed</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => (
                  <tr key={key}>
                    <th scope="row">{key}</th>
                    <td>{entry.before === null ? '(new)' : shown(entry.before[key])}</td>
                    <td>{entry.after === null ? '(removed)' : shown(entry.after[key])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
      </div>
    </li>
  );
}
