/**
 * The QUOTE modal (forms-and-accounts.md §2 screen 2, §4 Quote modal; configurator.md request-a-quote
 * mode): the sticker page's "Request a Quote" for a configuration beyond the online price list,
 * sent as a 'Special Size' request with the configuration summary as its comment.
 *
 * Fields by role (§6): a member gives nothing (the email is shown read-only); a guest's stored
 * details are prefilled; an anonymous visitor gives first name, last name and email. The email is
 * checked 300 ms after typing stops, only for a visitor neither member nor guest: a registered
 * email opens 'Email Already Registered!' (sign in, then the request continues); a disposable one
 * shows the server's message on the field and blocks Send Quote. Quantity is asked only when the
 * configuration has none. Views: form, thank-you.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LazyGuestAuthModal } from '../../account/web/LazyAuthModals.js';
import { Modal } from '../../../web/components/ui/Modal.js';
import { ApiError, newIdempotencyKey } from '../../../web/lib/api-client.js';
import {
  EMAIL_CHECK_DEBOUNCE_MS,
  QUOTE_NUMBER_MAX_LENGTH,
  QUOTE_REQUEST_MESSAGES,
  quantityProblem,
  requesterEmailProblem,
  requesterNameProblem,
  sanitizeQuoteNumberInput,
} from '../quote-request-rules.js';
import { emailExists, REQUESTER_QUERY_KEY, useRequester } from './get-requester.js';
import { issuesByField, sendQuoteRequest, type QuoteRequestFields } from './send-quote-request.js';
import '../../account/web/account-forms.css';
import './QuoteModal.css';

export interface QuoteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The configuration's quote data (product_id, cutting_id, width, height, quantity, …). */
  quoteData: QuoteRequestFields;
  /** The configuration in words: shown, and sent as the comment. */
  summary: string;
}

type Field = 'firstname' | 'lastname' | 'email_address' | 'quantity';
type EmailState = 'unchecked' | 'checking' | 'free' | 'registered' | 'disposable';

export function QuoteModal({ open, onOpenChange, quoteData, summary }: QuoteModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const requester = useRequester(open);
  const role = requester.data?.role ?? 'anonymous';
  const [view, setView] = useState<'form' | 'sent'>('form');
  const [values, setValues] = useState<Record<Field, string>>({ firstname: '', lastname: '', email_address: '', quantity: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailState, setEmailState] = useState<EmailState>('unchecked');
  const [guestAuthOpen, setGuestAuthOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const continueAfterSignIn = useRef(false);

  // Prefill from the requester (guest: stored details; member: theirs).
  const prefilled = useRef(false);
  useEffect(() => {
    if (!open) {
      prefilled.current = false;
      return;
    }
    if (prefilled.current || !requester.data) return;
    prefilled.current = true;
    // What the shopper typed while the requester was loading stays; only empty fields are filled.
    // A guest's stored email is their identity here (shown as text), so it replaces a typed one.
    const { first_name, last_name, email, role: requesterRole } = requester.data;
    setValues((v) => ({
      ...v,
      firstname: v.firstname || (first_name ?? ''),
      lastname: v.lastname || (last_name ?? ''),
      email_address: requesterRole === 'guest' && email ? email : v.email_address || (email ?? ''),
    }));
  }, [open, requester.data]);

  const askName = role !== 'member' || !requester.data?.first_name || !requester.data.last_name;
  const askEmail = role !== 'member';
  const emailReadOnly = role === 'guest' && Boolean(requester.data?.email);
  const askQuantity = quoteData.quantity === undefined || quoteData.quantity === null || quoteData.quantity === '' || Number(quoteData.quantity) <= 0;
  const checkEmail = role === 'anonymous';

  // The email check, 300 ms after typing stops (anonymous visitors only).
  const email = values.email_address.trim();
  useEffect(() => {
    if (!open || !checkEmail || requesterEmailProblem(email) !== undefined) {
      setEmailState('unchecked');
      return;
    }
    setEmailState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      emailExists(email, controller.signal).then(
        (exists) => {
          setEmailState(exists ? 'registered' : 'free');
          if (exists) {
            setErrors((e) => ({ ...e, email_address: QUOTE_REQUEST_MESSAGES.emailRegistered }));
            setGuestAuthOpen(true);
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.isEmailDisposable) {
            setEmailState('disposable');
            setErrors((e) => ({ ...e, email_address: error.message }));
          } else setEmailState('unchecked');
        },
      );
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, checkEmail, email]);

  const reset = () => {
    setView('form');
    setErrors({});
    setFormError(null);
    setEmailState('unchecked');
    setProgress(null);
    setSending(false);
    idempotencyKey.current = null;
    setValues({ firstname: requester.data?.first_name ?? '', lastname: requester.data?.last_name ?? '', email_address: requester.data?.email ?? '', quantity: '' });
  };

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
    idempotencyKey.current = null;
  };

  /** `signedIn`: just signed in from 'Email Already Registered!' (the state's email flags are not re-read yet). */
  const problems = (signedIn = false): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (askName) {
      const first = requesterNameProblem(values.firstname, 'first');
      const last = requesterNameProblem(values.lastname, 'last');
      if (first) found.firstname = first;
      if (last) found.lastname = last;
    }
    if (askEmail) {
      const problem = requesterEmailProblem(values.email_address);
      if (problem) found.email_address = problem;
      else if (emailState === 'registered' && !signedIn) found.email_address = QUOTE_REQUEST_MESSAGES.emailRegistered;
      else if (emailState === 'disposable') found.email_address = errors.email_address ?? QUOTE_REQUEST_MESSAGES.emailDisposable;
    }
    if (askQuantity) {
      const problem = quantityProblem(values.quantity);
      if (problem) found.quantity = problem;
    }
    return found;
  };

  const send = async (signedIn = false) => {
    const found = problems(signedIn);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    setFormError(null);
    setProgress(0);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      await sendQuoteRequest({
        fields: {
          ...quoteData,
          ...(askQuantity ? { quantity: values.quantity } : {}),
          quote_type: 'Special Size',
          comment: summary,
          ...(askName ? { firstname: values.firstname.trim(), lastname: values.lastname.trim() } : {}),
          ...(askEmail ? { email_address: values.email_address.trim() } : {}),
        },
        idempotencyKey: idempotencyKey.current,
        onProgress: setProgress,
      });
      setView('sent');
      // An anonymous requester is now a guest.
      void queryClient.invalidateQueries({ queryKey: REQUESTER_QUERY_KEY });
    } catch (error) {
      const byField = issuesByField(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const field of ['firstname', 'lastname', 'email_address', 'quantity'] as const) if (byField[field]) fieldErrors[field] = byField[field];
      if (error instanceof ApiError && error.isEmailDisposable) {
        setEmailState('disposable');
        fieldErrors.email_address = error.message;
      } else if (fieldErrors.email_address === QUOTE_REQUEST_MESSAGES.emailRegistered) {
        // Sent before the email check answered: sign in, then the request goes out (§4).
        setEmailState('registered');
        continueAfterSignIn.current = true;
        setGuestAuthOpen(true);
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(error instanceof ApiError ? error.message : 'An error occurred. Please try again or submit a report.');
      setProgress(null);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (emailState === 'registered') {
      continueAfterSignIn.current = true;
      setGuestAuthOpen(true);
      return;
    }
    void send();
  };

  const blocked = sending || emailState === 'registered' || emailState === 'disposable';
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="acc-field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) reset();
          onOpenChange(next);
        }}
        title="QUOTE"
        description={view === 'form' ? 'Tell us how to reach you and we will send you a quote for this configuration.' : undefined}
      >
        {view === 'sent' ? (
          <div className="qr-sent" role="status">
            <p className="qr-sent-title">Your Quote Request has been sent!</p>
            <p className="acc-text">We will respond to you shortly.</p>
            <button type="button" className="button button-primary" onClick={() => onOpenChange(false)}>
              Close
            </button>
          </div>
        ) : (
          <form className="acc-form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
            <div className="qr-summary">
              <p className="qr-summary-label">Your configuration</p>
              <p className="qr-summary-text">{summary}</p>
            </div>
            {askName && (
              <div className="acc-row qr-row">
                <div className="acc-field">
                  <label htmlFor={`${id}-firstname`}>First name</label>
                  <input {...fieldProps('firstname')} autoComplete="given-name" maxLength={100} value={values.firstname} onChange={(e) => change('firstname', e.target.value)} />
                  {fieldError('firstname')}
                </div>
                <div className="acc-field">
                  <label htmlFor={`${id}-lastname`}>Last name</label>
                  <input {...fieldProps('lastname')} autoComplete="family-name" maxLength={100} value={values.lastname} onChange={(e) => change('lastname', e.target.value)} />
                  {fieldError('lastname')}
                </div>
              </div>
            )}
            {!askEmail || emailReadOnly ? (
              <p className="acc-email">
                <span className="acc-email-label">Email</span>
                <strong>{requester.data?.email}</strong>
              </p>
            ) : (
              <div className="acc-field">
                <label htmlFor={`${id}-email_address`}>Email</label>
                <input
                  {...fieldProps('email_address')}
                  type="email"
                  autoComplete="email"
                  value={values.email_address}
                  onChange={(e) => {
                    change('email_address', e.target.value);
                    setEmailState('unchecked');
                  }}
                />
                {fieldError('email_address')}
              </div>
            )}
            {askQuantity && (
              <div className="acc-field">
                <label htmlFor={`${id}-quantity`}>Quantity</label>
                <input
                  {...fieldProps('quantity')}
                  inputMode="numeric"
                  maxLength={QUOTE_NUMBER_MAX_LENGTH}
                  value={values.quantity}
                  onChange={(e) => change('quantity', sanitizeQuoteNumberInput(e.target.value))}
                  onPaste={(e) => e.preventDefault()}
                />
                {fieldError('quantity')}
              </div>
            )}
            {formError && (
              <p className="acc-alert" role="alert">
                {formError}
              </p>
            )}
            {sending && progress !== null && (
              <div className="qr-progress" role="progressbar" aria-label="Sending your request" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
                <span style={{ width: `${progress}%` }} />
              </div>
            )}
            <button type="submit" className="button button-primary" disabled={blocked}>
              {sending ? 'Sending…' : 'Send Quote'}
            </button>
          </form>
        )}
      </Modal>
      <LazyGuestAuthModal
        open={guestAuthOpen}
        onOpenChange={setGuestAuthOpen}
        email={email}
        onCancel={() => {
          // Cancelling clears the email (§4).
          continueAfterSignIn.current = false;
          change('email_address', '');
          setEmailState('unchecked');
        }}
        onAuthenticated={() => {
          setGuestAuthOpen(false);
          setEmailState('free');
          setErrors((e) => ({ ...e, email_address: undefined }));
          void queryClient.invalidateQueries({ queryKey: REQUESTER_QUERY_KEY });
          // Send Quote was pressed with the registered email: it goes out now, as the member (§4).
          if (continueAfterSignIn.current) void send(true);
          continueAfterSignIn.current = false;
        }}
      />
    </>
  );
}
