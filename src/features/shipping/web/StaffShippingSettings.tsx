/**
 * The shipping sections of the desk's Settings page (issue 19): the calendar (public holidays and
 * shop closures from today, which dispatch dates skip: add one, remove one after confirming), the
 * shipping methods (each product's fee, name and whether it is offered; owners change them) and
 * the free-shipping threshold (owners). Every message is the server's, shown under its field.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { formatSgd } from '../../../shared/money.js';
import { formatShopDate } from '../dispatch-date.js';
import { dollarsText, HOLIDAY_KINDS, holidayKindLabel } from '../shipping-settings-rules.js';
import type { StaffShippingSettings as Settings } from '../staff-settings.schemas.js';
import { useShippingSettingsChange, useStaffShippingSettings } from './staff-settings-api.js';
import './staff-settings.css';

/** The server's message for `field`, or for the form as a whole (when no field names it). */
export function errorsOf(error: unknown): { field: (name: string) => string | undefined; form: string | null } {
  if (!error) return { field: () => undefined, form: null };
  if (!(error instanceof ApiError)) return { field: () => undefined, form: 'The change could not be saved. Please try again.' };
  const field = (name: string) => error.issues.find((issue) => issue.field === name)?.message;
  return { field, form: error.issues.length === 0 ? error.message : null };
}

/** A field's message under it, tied to the input by `id`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="staff-field-error">
      {message}
    </span>
  ) : null;
}

/** The shipping sections; `onNotStaff` is told when the server answers that the member may not see them. */
export function StaffShippingSettings() {
  const settings = useStaffShippingSettings();
  if (settings.isPending) return <p role="status">Loading the shipping settings…</p>;
  if (settings.isError) return <p role="alert">We couldn't load the shipping settings. Please refresh the page.</p>;
  return (
    <>
      <HolidaysSection settings={settings.data} />
      <FreeShippingSection settings={settings.data} />
      <ShippingMethodsSection settings={settings.data} />
    </>
  );
}

function HolidaysSection({ settings }: { settings: Settings }) {
  const add = useShippingSettingsChange();
  const remove = useShippingSettingsChange();
  const id = useId();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<(typeof HOLIDAY_KINDS)[number]>('closure');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const errors = errorsOf(add.error);
  const removeErrors = errorsOf(remove.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    remove.reset();
    add.mutate(
      { kind: 'add-holiday', body: { date, name, kind } },
      {
        onSuccess: (answer) => {
          setMessage(answer.message ?? 'Added.');
          setDate('');
          setName('');
        },
      },
    );
  };

  return (
    <section className="staff-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Holidays and shop closures</h2>
      <p className="staff-muted">Dispatch dates skip these days, like weekends. Days from today on; a day that has passed stays in the calendar.</p>
      <form className="staff-settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>Add a day</h3>
        <label>
          Date
          <input type="date" min={settings.today} value={date} onChange={(e) => setDate(e.target.value)} aria-invalid={errors.field('date') ? true : undefined} aria-describedby={errors.field('date') ? `${id}-date-error` : undefined} />
          <FieldError id={`${id}-date-error`} message={errors.field('date')} />
        </label>
        <label>
          Name
          <input className="staff-settings-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Stocktake" aria-invalid={errors.field('name') ? true : undefined} aria-describedby={errors.field('name') ? `${id}-name-error` : undefined} />
          <FieldError id={`${id}-name-error`} message={errors.field('name')} />
        </label>
        <fieldset aria-describedby={errors.field('kind') ? `${id}-kind-error` : undefined}>
          <legend>Kind</legend>
          <div className="staff-settings-radios">
            {HOLIDAY_KINDS.map((k) => (
              <label key={k}>
                <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
                {holidayKindLabel(k)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-kind-error`} message={errors.field('kind')} />
        </fieldset>
        <div className="staff-settings-form__buttons">
          <button type="submit" className="button button-primary" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add day'}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="staff-settings-status">
        {message && <p className="staff-muted">{message}</p>}
        {errors.form && <p className="staff-error">{errors.form}</p>}
        {removeErrors.form && <p className="staff-error">{removeErrors.form}</p>}
      </div>
      {settings.holidays.length === 0 ? (
        <p className="acc-text">No holidays or closures from today on.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-settings-table-compact">
            <caption className="visually-hidden">Holidays and shop closures from today, by date</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {settings.holidays.map((h) => (
                <tr key={h.date}>
                  <td className="staff-nowrap">{formatShopDate(h.date)}</td>
                  <td>{h.name}</td>
                  <td>{h.kind_label}</td>
                  <td>
                    {confirming === h.date ? (
                      <div className="staff-settings-confirm" role="group" aria-label={`Remove ${h.name}?`}>
                        <p>Remove {h.name}?</p>
                        <button
                          type="button"
                          className="button"
                          disabled={remove.isPending}
                          onClick={() => {
                            setMessage('');
                            add.reset();
                            remove.mutate({ kind: 'remove-holiday', date: h.date }, { onSuccess: (answer) => setMessage(answer.message ?? 'Removed.'), onSettled: () => setConfirming(null) });
                          }}
                        >
                          Yes, remove
                        </button>
                        <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                          Keep it
                        </button>
                      </div>
                    ) : (
                      <button type="button" className="button button-secondary" aria-label={`Remove ${h.name}, ${formatShopDate(h.date)}`} onClick={() => setConfirming(h.date)}>
                        Remove…
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function FreeShippingSection({ settings }: { settings: Settings }) {
  const change = useShippingSettingsChange();
  const id = useId();
  const [threshold, setThreshold] = useState(() => dollarsText(settings.free_shipping_threshold_cents));
  const [message, setMessage] = useState('');
  const errors = errorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    change.mutate({ kind: 'threshold', body: { threshold } }, { onSuccess: (answer) => setMessage(answer.message ?? 'Saved.') });
  };
  return (
    <section className="staff-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Free shipping</h2>
      <p>
        Shipping is free on orders with items of <strong>{formatSgd(settings.free_shipping_threshold_cents)}</strong> or more (and whenever the method costs nothing, except for Gold Vinyl).
      </p>
      {settings.can_change_fees ? (
        <form className="staff-settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <label>
            Free from (S$)
            <input className="staff-settings-money" inputMode="decimal" value={threshold} onChange={(e) => setThreshold(e.target.value)} aria-invalid={errors.field('threshold') ? true : undefined} aria-describedby={errors.field('threshold') ? `${id}-error` : undefined} />
            <FieldError id={`${id}-error`} message={errors.field('threshold')} />
          </label>
          <div className="staff-settings-form__buttons">
            <button type="submit" className="button button-primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Save threshold'}
            </button>
          </div>
        </form>
      ) : (
        <p className="staff-muted">Owners change the threshold and shipping fees.</p>
      )}
      <div aria-live="polite" className="staff-settings-status">
        {message && <p className="staff-muted">{message}</p>}
        {errors.form && <p className="staff-error">{errors.form}</p>}
      </div>
    </section>
  );
}

function ShippingMethodsSection({ settings }: { settings: Settings }) {
  const change = useShippingSettingsChange();
  const id = useId();
  const [editing, setEditing] = useState<Settings['methods'][number] | null>(null);
  const [form, setForm] = useState({ method: '', fee: '', offered: true });
  const [message, setMessage] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = errorsOf(change.error);

  const choose = (m: Settings['methods'][number]) => {
    change.reset();
    setMessage('');
    setEditing(m);
    setForm({ method: m.method, fee: dollarsText(m.cost_cents), offered: m.offered });
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setMessage('');
    change.mutate(
      { kind: 'method', id: editing.id, body: form },
      {
        onSuccess: (answer) => {
          setMessage(answer.message ?? 'Saved.');
          setEditing(null);
        },
      },
    );
  };

  return (
    <section className="staff-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Shipping methods and fees</h2>
      <p className="staff-muted">Each product’s methods, in the order shoppers see them. A fee is waived from the free-shipping threshold. Every product keeps at least one method offered.</p>
      {editing && (
        <form className="staff-settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-edit`}>
          <h3 id={`${id}-edit`} ref={headingRef} tabIndex={-1}>
            {editing.product}: {editing.method}
          </h3>
          <label>
            Name
            <input value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value })} aria-invalid={errors.field('method') ? true : undefined} aria-describedby={errors.field('method') ? `${id}-method-error` : undefined} />
            <FieldError id={`${id}-method-error`} message={errors.field('method')} />
          </label>
          <label>
            Fee (S$)
            <input className="staff-settings-money" inputMode="decimal" value={form.fee} onChange={(e) => setForm({ ...form, fee: e.target.value })} aria-invalid={errors.field('fee') ? true : undefined} aria-describedby={errors.field('fee') ? `${id}-fee-error` : undefined} />
            <FieldError id={`${id}-fee-error`} message={errors.field('fee')} />
          </label>
          <label className="staff-settings-check">
            <input type="checkbox" checked={form.offered} onChange={(e) => setForm({ ...form, offered: e.target.checked })} aria-describedby={errors.field('offered') ? `${id}-offered-error` : undefined} />
            Offered to shoppers
          </label>
          <FieldError id={`${id}-offered-error`} message={errors.field('offered')} />
          <div className="staff-settings-form__buttons">
            <button type="submit" className="button button-primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Save method'}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite" className="staff-settings-status">
        {message && <p className="staff-muted">{message}</p>}
        {errors.form && <p className="staff-error">{errors.form}</p>}
      </div>
      <div className="staff-table-wrap">
        <table className="staff-table staff-settings-table-compact">
          <caption className="visually-hidden">Shipping methods by product</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Method</th>
              <th scope="col" className="staff-num">
                Fee
              </th>
              <th scope="col">Offered</th>
              {settings.can_change_fees && (
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {settings.methods.map((m) => (
              <tr key={m.id} aria-current={editing?.id === m.id ? 'true' : undefined}>
                <td>{m.product}</td>
                <td>{m.method}</td>
                <td className="staff-num">{m.cost_cents === 0 ? 'Free' : formatSgd(m.cost_cents)}</td>
                <td>{m.offered ? 'Yes' : 'No'}</td>
                {settings.can_change_fees && (
                  <td>
                    <button type="button" className="button button-secondary" aria-label={`Edit ${m.product}, ${m.method}`} onClick={() => choose(m)}>
                      Edit
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
