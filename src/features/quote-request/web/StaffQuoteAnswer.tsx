/**
 * The desk's answer to a quote request (issue 19): priced options (description, quantity, price for
 * the quantity, dispatch days, valid until) with a message, sent to the shopper; or a message alone;
 * or Decline with the reason the shopper reads (asked in a dialog). The server's words show under
 * the field they name. A declined or accepted request shows no form.
 */
import { addDays, formatISO } from 'date-fns';
import { useRef, useState, type FormEvent } from 'react';
import { dollarsToCents } from '../../../shared/money.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
import { OFFER_LIMITS } from '../quote-offer-rules.js';
import type { StaffQuoteRequest } from '../quote-request.schemas.js';
import { useStaffQuoteAction } from './get-staff-quote-requests.js';
import './quote-pages.css';

interface OptionDraft {
  description: string;
  quantity: string;
  price: string;
  dispatch_days: string;
  valid_until: string;
}

const twoWeeksFromNow = () => formatISO(addDays(new Date(), 14), { representation: 'date' });
const emptyOption = (quantity: string): OptionDraft => ({ description: '', quantity, price: '', dispatch_days: '5', valid_until: twoWeeksFromNow() });

/** A number typed by staff ("1,864.50", "S$ 99"), or NaN: the server says what is wrong. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[S$,\s]/gi, '')));

export function StaffQuoteAnswer({ request }: { request: StaffQuoteRequest }) {
  const action = useStaffQuoteAction(request.request_no);
  const quantity = String((request.configuration as { quantity?: unknown }).quantity ?? '');
  const [options, setOptions] = useState<OptionDraft[]>([emptyOption(quantity)]);
  const [message, setMessage] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState('');
  const declineButton = useRef<HTMLButtonElement>(null);

  if (request.status === 'declined' || request.status === 'accepted') return null;
  const error = action.error instanceof ApiError ? action.error : null;
  const issue = (field: string) => error?.issues?.find((i) => i.field === field)?.message;
  const fieldErrors = new Set(error?.issues?.map((i) => i.field) ?? []);
  const general = error && (error.issues ?? []).every((i) => !i.field.startsWith('options') && i.field !== 'message') ? error.message : null;

  const update = (index: number, change: Partial<OptionDraft>) => setOptions((all) => all.map((option, i) => (i === index ? { ...option, ...change } : option)));
  const done = (text: string) => (answer: { message?: string | undefined }) => {
    setNotice(answer.message ?? text);
    setMessage('');
  };

  const sendQuote = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const body = {
      message,
      options: options.map((o) => {
        const price = typedNumber(o.price);
        return { description: o.description, quantity: typedNumber(o.quantity), price_cents: Number.isFinite(price) ? dollarsToCents(price) : 0, dispatch_days: typedNumber(o.dispatch_days), valid_until: o.valid_until };
      }),
    };
    action.mutate({ kind: 'answer', body }, { onSuccess: (answer) => { done('The quote is sent.')(answer); setOptions([emptyOption(quantity)]); } });
  };

  const field = (index: number, name: keyof OptionDraft, serverName: string, label: string, props: Record<string, unknown> = {}) => {
    const id = `quote-option-${index}-${name}`;
    const problem = issue(`options.${index}.${serverName}`);
    return (
      <label htmlFor={id}>
        <span className="quote-answer__label">{label}</span>
        <input id={id} value={options[index]![name]} onChange={(e) => update(index, { [name]: e.target.value })} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} {...props} />
        {problem && (
          <span id={`${id}-error`} className="staff-field-error">
            {problem}
          </span>
        )}
      </label>
    );
  };

  return (
    <section aria-labelledby="quote-answer-title">
      <h3 id="quote-answer-title">Answer with a price</h3>
      <form className="quote-answer" onSubmit={sendQuote} noValidate>
        {options.map((_, index) => (
          <fieldset key={index}>
            <legend>Option {index + 1}</legend>
            {field(index, 'description', 'description', 'Description', { maxLength: OFFER_LIMITS.maxDescription, placeholder: 'e.g. 2,000 printed vinyl stickers, 900 × 600 mm' })}
            {field(index, 'quantity', 'quantity', 'Quantity', { inputMode: 'numeric' })}
            {field(index, 'price', 'price_cents', 'Price (S$)', { inputMode: 'decimal' })}
            {field(index, 'dispatch_days', 'dispatch_days', 'Dispatch (business days)', { inputMode: 'numeric' })}
            {field(index, 'valid_until', 'valid_until', 'Valid until', { type: 'date' })}
            {options.length > 1 ? (
              <button type="button" className="button button-secondary" onClick={() => setOptions((all) => all.filter((__, i) => i !== index))} aria-label={`Remove option ${index + 1}`}>
                Remove
              </button>
            ) : (
              <span />
            )}
          </fieldset>
        ))}
        {issue('options') && <p className="staff-field-error">{issue('options')}</p>}
        {options.length < OFFER_LIMITS.maxOptions && (
          <div>
            <button type="button" className="button button-secondary" onClick={() => setOptions((all) => [...all, emptyOption(quantity)])}>
              Add an option
            </button>
          </div>
        )}
        <label>
          Message to the shopper (optional with a quote)
          <textarea rows={3} maxLength={OFFER_LIMITS.maxMessage} value={message} onChange={(e) => setMessage(e.target.value)} aria-invalid={fieldErrors.has('message') ? true : undefined} />
          {issue('message') && <span className="staff-field-error">{issue('message')}</span>}
        </label>
        <div className="quote-answer__buttons">
          <button type="submit" className="button button-primary" disabled={action.isPending}>
            {action.isPending ? 'Sending…' : 'Send quote'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={action.isPending}
            onClick={() => {
              setNotice('');
              action.mutate({ kind: 'messages', body: { message } }, { onSuccess: done('The message is sent.') });
            }}
          >
            Send message only
          </button>
          <button ref={declineButton} type="button" className="button button-secondary" onClick={() => setDeclining(true)}>
            Decline…
          </button>
        </div>
        <div aria-live="polite">
          {notice && <p className="staff-muted">{notice}</p>}
          {general && <p className="staff-error">{general}</p>}
        </div>
      </form>
      <LazyModal open={declining} onOpenChange={setDeclining} title="Decline this request?" size="sm" returnFocusRef={declineButton}>
        <form
          className="staff-confirm"
          onSubmit={(event) => {
            event.preventDefault();
            action.mutate({ kind: 'decline', body: { message: reason } }, { onSuccess: (answer) => { setDeclining(false); done('Declined.')(answer); } });
          }}
        >
          <p>The shopper is emailed your reason, and any options still open are withdrawn.</p>
          <label>
            Reason (the shopper reads it)
            <textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={OFFER_LIMITS.maxMessage} aria-invalid={issue('message') ? true : undefined} />
          </label>
          {issue('message') && <p className="staff-field-error">{issue('message')}</p>}
          <button type="submit" className="button button-primary" disabled={action.isPending}>
            Decline the request
          </button>
        </form>
      </LazyModal>
    </section>
  );
}
