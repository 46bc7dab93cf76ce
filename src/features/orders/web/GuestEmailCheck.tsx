/**
 * A guest's email check at checkout (the accounts' code flow, inline): Send code
 * (POST /api/user/verification-code), type the 4-character code, Verify (POST /api/user/verify).
 * The token the server answers is kept by the checkout page and sent as `email_token`; it is
 * good for the email it was issued for only, so changing the email asks for a new code.
 */
import { useState } from 'react';
import { apiSend, ApiError } from '../../../web/lib/api-client.js';
import { emailProblem, nameProblem, normaliseEmail, verificationCodeHelp } from '../../account/account-rules.js';
import type { VerificationCodeData, VerifyData } from '../../account/account.schemas.js';
import { TextField } from '../../account/web/FormField.js';
import { useFocusAfterRender } from '../../account/web/use-focus-after-render.js';

export interface VerifiedEmail {
  email: string;
  token: string;
}

export interface GuestEmailCheckProps {
  email: string;
  firstName: string;
  lastName: string;
  verified: VerifiedEmail | null;
  onVerified(verified: VerifiedEmail | null): void;
  /** Puts a message on one of the contact fields (and focuses it). */
  onFieldError(field: 'contact.email' | 'contact.first_name' | 'contact.last_name', message: string): void;
  /** A message from the checkout (e.g. "Please verify your email…"), shown here. */
  error: string | null;
  onErrorShown(): void;
  sendButtonId: string;
}

export const sameEmail = (a: string, b: string) => normaliseEmail(a) === normaliseEmail(b);

export function GuestEmailCheck({ email, firstName, lastName, verified, onVerified, onFieldError, error, onErrorShown, sendButtonId }: GuestEmailCheckProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const [doneRef, focusDone] = useFocusAfterRender<HTMLParagraphElement>();
  const [codeRef, focusCode] = useFocusAfterRender<HTMLInputElement>();

  if (verified && sameEmail(verified.email, email)) {
    return (
      <p ref={doneRef} tabIndex={-1} className="acc-success checkout-verified" role="status">
        <span aria-hidden="true" className="acc-check-mark">
          ✓
        </span>
        {verified.email} is verified.
      </p>
    );
  }
  const codeSent = sentTo !== null && sameEmail(sentTo, email);
  const shownAlert = alert ?? error;

  async function sendCode() {
    setAlert(null);
    onErrorShown();
    const problem = emailProblem(email);
    if (problem) return onFieldError('contact.email', problem);
    setPending('send');
    try {
      const { data } = await apiSend<VerificationCodeData>('POST', '/user/verification-code', { email: email.trim(), first_name: firstName.trim() || undefined });
      setSentTo(email);
      setCode('');
      setCodeError(undefined);
      setNote(`We emailed a 4-character code to ${data.email}. It is valid for ${Math.round(data.expires_in_seconds / 60)} minutes.`);
      focusCode();
    } catch (failure) {
      const onEmail = failure instanceof ApiError ? failure.issues.find((issue) => issue.field === 'email') : undefined;
      if (onEmail) onFieldError('contact.email', failure instanceof ApiError && failure.status === 409 ? `${onEmail.message} If it is yours, sign in to order with your account.` : onEmail.message);
      else setAlert(failure instanceof ApiError ? failure.message : 'The code could not be sent. Please try again.');
    } finally {
      setPending(null);
    }
  }

  async function verify() {
    setAlert(null);
    onErrorShown();
    const first = nameProblem(firstName, 'first');
    if (first) return onFieldError('contact.first_name', first);
    const last = nameProblem(lastName, 'last');
    if (last) return onFieldError('contact.last_name', last);
    if (code.trim() === '') {
      setCodeError('Please enter the code we emailed you.');
      codeRef.current?.focus();
      return;
    }
    setPending('verify');
    try {
      const { data } = await apiSend<VerifyData>('POST', '/user/verify', { first_name: firstName.trim(), last_name: lastName.trim(), email: email.trim(), verification_code: code.trim() });
      onVerified({ email: data.email, token: data.registration_token });
      focusDone();
    } catch (failure) {
      const issue = failure instanceof ApiError ? failure.issues.find((i) => i.field === 'verification_code') : undefined;
      if (issue) {
        setCodeError(issue.message);
        codeRef.current?.focus();
      } else setAlert(failure instanceof ApiError ? failure.message : 'The code could not be checked. Please try again.');
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="checkout-verify" role="group" aria-labelledby="checkout-verify-title">
      <p id="checkout-verify-title" className="checkout-verify-title">
        Verify your email
      </p>
      <p className="acc-text">We email you a code to make sure your order confirmation and payment details reach you.</p>
      {codeSent && note && (
        <p className="acc-text" role="status">
          {note}
        </p>
      )}
      {codeSent && (
        <div className="checkout-verify-code">
          <TextField
            id="checkout-code"
            className="acc-code"
            label="Verification code"
            value={code}
            inputRef={codeRef}
            autoComplete="one-time-code"
            maxLength={4}
            error={codeError}
            errorHelp={verificationCodeHelp(codeError, code)}
            onChange={(event) => {
              setCode(event.target.value.replace(/[^0-9a-z]/gi, '').toUpperCase());
              setCodeError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void verify();
              }
            }}
          />
          <button type="button" className="button button-primary" onClick={() => void verify()} disabled={pending !== null}>
            {pending === 'verify' ? 'Checking…' : 'Verify'}
          </button>
        </div>
      )}
      <div className="acc-actions">
        <button id={sendButtonId} type="button" className={`button ${codeSent ? 'acc-link' : 'button-secondary'}`} onClick={() => void sendCode()} disabled={pending !== null}>
          {pending === 'send' ? 'Sending…' : codeSent ? 'Send a new code' : 'Send code'}
        </button>
      </div>
      {shownAlert && (
        <p className="acc-alert" role="alert">
          {shownAlert}
        </p>
      )}
    </div>
  );
}
