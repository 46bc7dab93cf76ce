/**
 * The coupons section of the desk's Settings page (issue 19): every coupon with what it gives, its
 * dates, how many orders used it and its status; a form for a new one (percentage or amount off,
 * minimum, dates, most orders, once per customer); End now (after confirming) and the limits (end
 * date, most orders). Coupons are never deleted. Every message is the server's, under its field.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { formatShopDate } from '../../shipping/dispatch-date.js';
import { errorsOf, FieldError } from '../../shipping/web/StaffShippingSettings.js';
import type { StaffCoupon } from '../staff-coupons.schemas.js';
import { useCouponChange, useStaffCoupons } from './staff-coupons-api.js';
import '../../shipping/web/staff-settings.css';

const EMPTY = { code: '', description: '', kind: 'percent' as 'percent' | 'amount', value: '', minimum: '0', starts_on: '', ends_on: '', max_redemptions: '', once_per_customer: true };

const gives = (c: StaffCoupon) => `${c.percent_off !== null ? `${c.percent_off}%` : formatSgd(c.amount_off_cents ?? 0)} off${c.minimum_sub_total_cents > 0 ? ` from ${formatSgd(c.minimum_sub_total_cents)}` : ''}`;
const dates = (c: StaffCoupon) => (c.starts_on || c.ends_on ? `${c.starts_on ? formatShopDate(c.starts_on) : 'now'} – ${c.ends_on ? formatShopDate(c.ends_on) : 'no end'}` : 'No end');

export function StaffCoupons() {
  const list = useStaffCoupons();
  const create = useCouponChange();
  const change = useCouponChange();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [limits, setLimits] = useState<{ code: string; ends_on: string; max_redemptions: string } | null>(null);
  const limitsRef = useRef<HTMLHeadingElement>(null);
  const errors = errorsOf(create.error);
  const changeErrors = errorsOf(change.error);
  const field = (name: keyof typeof EMPTY) => ({
    'aria-invalid': errors.field(name) ? true : undefined,
    'aria-describedby': errors.field(name) ? `${id}-${name}-error` : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    change.reset();
    create.mutate(
      { kind: 'create', body: form },
      {
        onSuccess: (answer) => {
          setMessage(answer.message ?? 'Created.');
          setForm(EMPTY);
        },
      },
    );
  };
  const saveLimits = (event: FormEvent) => {
    event.preventDefault();
    if (!limits) return;
    setMessage('');
    change.mutate(
      { kind: 'limits', code: limits.code, body: { ends_on: limits.ends_on || null, max_redemptions: limits.max_redemptions || null } },
      {
        onSuccess: (answer) => {
          setMessage(answer.message ?? 'Saved.');
          setLimits(null);
        },
      },
    );
  };

  return (
    <section className="staff-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Coupons</h2>
      <p className="staff-muted">Money-off codes shoppers type at checkout. A coupon is never deleted: end it, and checkout refuses it from the next order.</p>
      <form className="staff-settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`}>New coupon</h3>
        <label>
          Code
          <input value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} placeholder="e.g. XMAS-15" autoCapitalize="characters" {...field('code')} />
          <FieldError id={`${id}-code-error`} message={errors.field('code')} />
        </label>
        <fieldset>
          <legend>Gives</legend>
          <div className="staff-settings-radios">
            <label>
              <input type="radio" name={`${id}-kind`} checked={form.kind === 'percent'} onChange={() => setForm({ ...form, kind: 'percent' })} />
              Percentage off
            </label>
            <label>
              <input type="radio" name={`${id}-kind`} checked={form.kind === 'amount'} onChange={() => setForm({ ...form, kind: 'amount' })} />
              Amount off
            </label>
          </div>
          <FieldError id={`${id}-kind-error`} message={errors.field('kind')} />
        </fieldset>
        <label>
          {form.kind === 'percent' ? 'Percent off' : 'Amount off (S$)'}
          <input className="staff-settings-money" inputMode="decimal" value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })} {...field('value')} />
          <FieldError id={`${id}-value-error`} message={errors.field('value')} />
        </label>
        <label>
          Minimum items (S$)
          <input className="staff-settings-money" inputMode="decimal" value={form.minimum} onChange={(e) => setForm({ ...form, minimum: e.target.value })} {...field('minimum')} />
          <FieldError id={`${id}-minimum-error`} message={errors.field('minimum')} />
        </label>
        <label>
          Starts
          <input type="date" value={form.starts_on} onChange={(e) => setForm({ ...form, starts_on: e.target.value })} {...field('starts_on')} />
          <FieldError id={`${id}-starts_on-error`} message={errors.field('starts_on')} />
        </label>
        <label>
          Ends
          <input type="date" value={form.ends_on} onChange={(e) => setForm({ ...form, ends_on: e.target.value })} {...field('ends_on')} />
          <FieldError id={`${id}-ends_on-error`} message={errors.field('ends_on')} />
        </label>
        <label>
          Most orders
          <input className="staff-settings-money" inputMode="numeric" value={form.max_redemptions} placeholder="No limit" onChange={(e) => setForm({ ...form, max_redemptions: e.target.value })} {...field('max_redemptions')} />
          <FieldError id={`${id}-max_redemptions-error`} message={errors.field('max_redemptions')} />
        </label>
        <label>
          Checkout line (optional)
          <input className="staff-settings-name" value={form.description} placeholder="Written from the terms if empty" onChange={(e) => setForm({ ...form, description: e.target.value })} {...field('description')} />
          <FieldError id={`${id}-description-error`} message={errors.field('description')} />
        </label>
        <label className="staff-settings-check">
          <input type="checkbox" checked={form.once_per_customer} onChange={(e) => setForm({ ...form, once_per_customer: e.target.checked })} />
          Once per customer
        </label>
        <div className="staff-settings-form__buttons">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create coupon'}
          </button>
        </div>
      </form>

      {limits && (
        <form className="staff-settings-form" onSubmit={saveLimits} noValidate aria-labelledby={`${id}-limits`}>
          <h3 id={`${id}-limits`} ref={limitsRef} tabIndex={-1}>
            Limits of {limits.code}
          </h3>
          <label>
            Ends
            <input type="date" value={limits.ends_on} onChange={(e) => setLimits({ ...limits, ends_on: e.target.value })} aria-invalid={changeErrors.field('ends_on') ? true : undefined} aria-describedby={changeErrors.field('ends_on') ? `${id}-limits-ends-error` : undefined} />
            <FieldError id={`${id}-limits-ends-error`} message={changeErrors.field('ends_on')} />
          </label>
          <label>
            Most orders
            <input className="staff-settings-money" inputMode="numeric" placeholder="No limit" value={limits.max_redemptions} onChange={(e) => setLimits({ ...limits, max_redemptions: e.target.value })} aria-invalid={changeErrors.field('max_redemptions') ? true : undefined} aria-describedby={changeErrors.field('max_redemptions') ? `${id}-limits-max-error` : undefined} />
            <FieldError id={`${id}-limits-max-error`} message={changeErrors.field('max_redemptions')} />
          </label>
          <div className="staff-settings-form__buttons">
            <button type="submit" className="button button-primary" disabled={change.isPending}>
              Save limits
            </button>
            <button type="button" className="button button-secondary" onClick={() => setLimits(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}

      <div aria-live="polite" className="staff-settings-status">
        {message && <p className="staff-muted">{message}</p>}
        {errors.form && <p className="staff-error">{errors.form}</p>}
        {changeErrors.form && <p className="staff-error">{changeErrors.form}</p>}
      </div>

      {list.isPending && <p role="status">Loading coupons…</p>}
      {list.isError && <p role="alert">We couldn't load the coupons. Please refresh the page.</p>}
      {list.data && (
        <div className="staff-table-wrap">
          <table className="staff-table staff-settings-table-compact">
            <caption className="visually-hidden">Coupons, running first</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Gives</th>
                <th scope="col">Dates</th>
                <th scope="col" className="staff-num">
                  Used
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.coupons.map((c) => (
                <tr key={c.code}>
                  <th scope="row">{c.code}</th>
                  <td>
                    {gives(c)}
                    {c.once_per_customer && <div className="staff-muted">Once per customer</div>}
                  </td>
                  <td>{dates(c)}</td>
                  <td className="staff-num">
                    {c.redemptions}
                    {c.max_redemptions !== null && ` of ${c.max_redemptions}`}
                  </td>
                  <td>{c.status_label}</td>
                  <td>
                    {c.active &&
                      (confirming === c.code ? (
                        <div className="staff-settings-confirm" role="group" aria-label={`End ${c.code}?`}>
                          <p>End {c.code} now?</p>
                          <button
                            type="button"
                            className="button"
                            disabled={change.isPending}
                            onClick={() => {
                              setMessage('');
                              change.mutate({ kind: 'end', code: c.code }, { onSuccess: (answer) => setMessage(answer.message ?? 'Ended.'), onSettled: () => setConfirming(null) });
                            }}
                          >
                            Yes, end it
                          </button>
                          <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                            Keep it
                          </button>
                        </div>
                      ) : (
                        <div className="staff-settings-confirm">
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={`Limits of ${c.code}`}
                            onClick={() => {
                              change.reset();
                              setLimits({ code: c.code, ends_on: c.ends_on ?? '', max_redemptions: c.max_redemptions === null ? '' : String(c.max_redemptions) });
                              requestAnimationFrame(() => limitsRef.current?.focus());
                            }}
                          >
                            Limits…
                          </button>
                          <button type="button" className="button button-secondary" aria-label={`End ${c.code}`} onClick={() => setConfirming(c.code)}>
                            End…
                          </button>
                        </div>
                      ))}
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
