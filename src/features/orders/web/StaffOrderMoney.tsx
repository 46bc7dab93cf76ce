/**
 * The desk's Money part of an order (issue 19): what was paid and when, the refunds with their
 * credit notes (PDF), what the shop keeps (net) and what is left to refund; and two dialogs:
 *
 * - Cancel order… (before production only): the reason is required. Cancelling a paid order
 *   says the money must be refunded and the same dialog goes straight on to record the refund.
 * - Record refund…: the amount (prefilled with what is left), how it was paid back and its
 *   reference, a reason for the credit note (optional). Sent with an Idempotency-Key per dialog,
 *   so a double click or a retry stores one refund.
 *
 * The server's messages show under their fields (or above the buttons when they are not a field's).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
import { ApiError, apiSend } from '../../../web/lib/api-client.js';
import { centsToDollars, formatSgd } from '../../../shared/money.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { CANCEL_REASON_MAX, isCancellable, REFUND_METHODS, REFUND_REASON_MAX, REFUND_REFERENCE_MAX, refundMethodLabel } from '../order-money-rules.js';
import type { StaffOrder } from '../orders.schemas.js';
import './staff-order-money.css';

type Dialog = null | 'cancel' | 'refund';

/** Dollars as typed ("12.50", "S$12.50", "12") in cents, or null. */
function centsOf(text: string): number | null {
  const value = text.trim().replace(/^S\$\s*/i, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const [dollars = '0', cents = ''] = value.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

const dollarsOf = (cents: number) => centsToDollars(cents).toFixed(2);

function asApiError(error: unknown): ApiError | null {
  if (!error) return null;
  return error instanceof ApiError ? error : new ApiError(0, 'The shop could not be reached. Please try again.', 'internal');
}

function useMoneyCall(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (call: { path: 'cancel' | 'refunds'; body: object; key: string }) =>
      apiSend<StaffOrder>('POST', `/staff/orders/${encodeURIComponent(orderNo)}/${call.path}`, call.body, { idempotencyKey: call.key }),
    onSuccess: async (answer) => {
      client.setQueryData(['staff', 'order', orderNo], answer.data);
      await client.invalidateQueries({ queryKey: ['staff', 'orders'] });
    },
  });
}

export function StaffOrderMoney({ order }: { order: StaffOrder }) {
  const { money } = order;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const canCancel = isCancellable(order.status);
  const canRefund = money.refundable_cents > 0;
  const pdf = (creditNoteNo: string) => `/api/staff/orders/${encodeURIComponent(order.order_no)}/credit-notes/${encodeURIComponent(creditNoteNo)}`;

  return (
    <section className="staff-money" aria-labelledby="staff-money-title">
      <h3 id="staff-money-title">Money</h3>
      <dl className="staff-money__figures">
        <div>
          <dt>Order total</dt>
          <dd>{formatSgd(order.total_cents)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{order.payment.paid_at ? `${formatSgd(money.paid_cents)} on ${formatShopDateTime(order.payment.paid_at)}` : 'Not paid'}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatSgd(money.refunded_cents)}</dd>
        </div>
        <div className="staff-money__net">
          <dt>Net (kept)</dt>
          <dd data-testid="staff-money-net">{formatSgd(money.net_cents)}</dd>
        </div>
      </dl>
      {order.cancellation && (
        <p className="staff-money__cancelled">
          Cancelled {formatShopDateTime(order.cancellation.at)} by {order.cancellation.by === 'system' ? 'the shop (PayNow expired)' : 'staff'}: {order.cancellation.reason}
          {money.refundable_cents > 0 && <strong> {formatSgd(money.refundable_cents)} paid is still to be refunded.</strong>}
        </p>
      )}
      {money.refunds.length > 0 && (
        <ul className="staff-money__refunds" aria-label="Refunds">
          {money.refunds.map((refund) => (
            <li key={refund.credit_note_no}>
              <span>
                <strong>{formatSgd(refund.amount_cents)}</strong> by {refund.method_label}, ref. {refund.reference} · {formatShopDateTime(refund.at)}
                {refund.reason && <span className="staff-muted"> · {refund.reason}</span>}
              </span>
              <a href={pdf(refund.credit_note_no)} target="_blank" rel="noopener">
                Credit note {refund.credit_note_no}
              </a>
            </li>
          ))}
        </ul>
      )}
      {(canCancel || canRefund) && (
        <div className="staff-actions__row">
          {canCancel && (
            <button
              type="button"
              className="button button-secondary"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setDone(null);
                setDialog('cancel');
              }}
            >
              Cancel order…
            </button>
          )}
          {canRefund && (
            <button
              type="button"
              className="button button-secondary"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setDone(null);
                setDialog('refund');
              }}
            >
              Record refund…
            </button>
          )}
        </div>
      )}
      {done && <p role="status">{done}</p>}
      <LazyModal
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={dialog === 'cancel' ? `Cancel order ${order.order_no}?` : `Record a refund on ${order.order_no}`}
        size="sm"
        returnFocusRef={opener}
      >
        {dialog === 'cancel' && (
          <CancelForm
            order={order}
            onDone={(message, nowRefund) => {
              setDone(message);
              setDialog(nowRefund ? 'refund' : null);
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'refund' && (
          <RefundForm
            order={order}
            onDone={(message) => {
              setDone(message);
              setDialog(null);
            }}
            onClose={() => setDialog(null)}
          />
        )}
      </LazyModal>
    </section>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="staff-field-error" role="alert">
      {message}
    </span>
  ) : null;
}

function CancelForm({ order, onDone, onClose }: { order: StaffOrder; onDone(message: string | null, nowRefund: boolean): void; onClose(): void }) {
  const call = useMoneyCall(order.order_no);
  const [reason, setReason] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const id = useId();
  const error = asApiError(call.error);
  const reasonError = error?.issues.find((issue) => issue.field === 'reason')?.message;
  const paid = order.money.refundable_cents > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    call.mutate({ path: 'cancel', body: { reason }, key }, { onSuccess: (answer) => onDone(answer.message ?? null, answer.data.money.refundable_cents > 0) });
  };
  return (
    <form className="staff-confirm" onSubmit={submit} noValidate>
      <p>
        The shopper is emailed with your reason; any coupon or points the order used are given back.
        {paid && (
          <>
            {' '}
            <strong>{formatSgd(order.money.refundable_cents)}</strong> of the payment is still to be refunded: you record the refund next.
          </>
        )}
      </p>
      <label>
        Reason (the shopper reads it)
        <textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} message={reasonError} />
      </label>
      {error && !reasonError && (
        <p role="alert" className="staff-error">
          {error.message}
        </p>
      )}
      <div className="staff-actions__row">
        <button type="submit" className="button button-primary" disabled={call.isPending}>
          {call.isPending ? 'Cancelling…' : 'Cancel the order'}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Keep the order
        </button>
      </div>
    </form>
  );
}

function RefundForm({ order, onDone, onClose }: { order: StaffOrder; onDone(message: string | null): void; onClose(): void }) {
  const call = useMoneyCall(order.order_no);
  const left = order.money.refundable_cents;
  const [amount, setAmount] = useState(dollarsOf(left));
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const id = useId();
  const error = asApiError(call.error);
  const issue = (field: string) => error?.issues.find((i) => i.field === field)?.message;
  const amountError = amountProblem ?? issue('amount_cents');
  const onAField = Boolean(amountProblem) || ['amount_cents', 'method', 'reference', 'reason'].some((field) => issue(field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(amount);
    if (cents === null || cents === 0) {
      setAmountProblem('Please enter the amount in dollars, e.g. 12.50.');
      return;
    }
    setAmountProblem(null);
    call.mutate(
      { path: 'refunds', body: { amount_cents: cents, method: method || undefined, reference, ...(reason.trim() ? { reason } : {}) }, key },
      { onSuccess: (answer) => onDone(answer.message ?? null) },
    );
  };
  const described = (field: string, message: string | undefined | null) => ({ 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-${field}-error` : undefined });
  return (
    <form className="staff-confirm staff-refund" onSubmit={submit} noValidate>
      <p>
        {formatSgd(order.money.paid_cents)} paid, {formatSgd(order.money.refunded_cents)} refunded so far: <strong>{formatSgd(left)}</strong> left to refund. The shopper is emailed
        with a credit note.
      </p>
      <label>
        Amount (S$)
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" autoComplete="off" {...described('amount', amountError)} />
        <FieldError id={`${id}-amount-error`} message={amountError ?? undefined} />
      </label>
      <label>
        Paid back by
        <select value={method} onChange={(event) => setMethod(event.target.value)} {...described('method', issue('method'))}>
          <option value="">Choose…</option>
          {REFUND_METHODS.map((m) => (
            <option key={m} value={m}>
              {refundMethodLabel(m)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-method-error`} message={issue('method')} />
      </label>
      <label>
        Reference
        <input value={reference} onChange={(event) => setReference(event.target.value)} maxLength={REFUND_REFERENCE_MAX} autoComplete="off" {...described('reference', issue('reference'))} />
        <FieldError id={`${id}-reference-error`} message={issue('reference')} />
      </label>
      <label>
        Reason on the credit note (optional)
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={REFUND_REASON_MAX} autoComplete="off" {...described('reason', issue('reason'))} />
        <FieldError id={`${id}-reason-error`} message={issue('reason')} />
      </label>
      {error && !onAField && (
        <p role="alert" className="staff-error">
          {error.message}
        </p>
      )}
      <div className="staff-actions__row">
        <button type="submit" className="button button-primary" disabled={call.isPending}>
          {call.isPending ? 'Recording…' : 'Record the refund'}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Not now
        </button>
      </div>
    </form>
  );
}
