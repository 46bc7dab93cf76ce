/**
 * "Email Already Registered!" (forms-and-accounts.md §2 item 3, §4 Quote modal, §5 Guest password):
 * the shopper typed an email that has an account, so they sign in with its password to carry on.
 * 'Please Enter password.' when the field is empty, 'Incorrect password.' when the server refuses
 * it; on success 'Logged in Successfully' shows for 2 s, then `onAuthenticated` continues the
 * pending action. A member who signs in with an emailed temporary password chooses a new one first.
 *
 * The guest-auth modal (GuestAuthModal) and the verification modal's registered-mail template both
 * draw this.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { SIGNED_IN_SUCCESS_MS } from './account-timing.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { useCompleteSignIn } from './complete-sign-in.js';
import { FormAlert, TextField } from './FormField.js';
import { useMemberChanged } from './get-member.js';
import { signIn } from './sign-in.js';
import { messageOf } from './use-account-form.js';
import { useFocusAfterRender } from './use-focus-after-render.js';

export const EMAIL_REGISTERED_TITLE = 'Email Already Registered!';
export const EMAIL_REGISTERED_TEXT = 'The email address you entered is already registered. Enter your password instead to continue.';
export const SIGNED_IN_TEXT = 'Logged in Successfully';

export type RegisteredSignInStep = 'password' | 'change-password' | 'success';

export interface RegisteredEmailSignInProps {
  email: string;
  /** SIGN IN (special processing) or Continue. */
  submitLabel: string;
  onAuthenticated(member: Member): void;
  /** Shows a "Forgot password?" link leading there. */
  onForgotPassword?(): void;
  /** The step shown (the modal titles itself after it). */
  onStepChange?(step: RegisteredSignInStep): void;
  /** A member signed in but still has to choose a new password: the modal tells the page if it closes then. */
  onPendingMember?(member: Member | null): void;
}

export function RegisteredEmailSignIn({ email, submitLabel, onAuthenticated, onForgotPassword, onStepChange, onPendingMember }: RegisteredEmailSignInProps) {
  const id = useId();
  const [step, setStepState] = useState<RegisteredSignInStep>('password');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [successRef, focusSuccess] = useFocusAfterRender<HTMLParagraphElement>();
  const completeSignIn = useCompleteSignIn();
  const memberChanged = useMemberChanged();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setStep = (next: RegisteredSignInStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  function succeed(member: Member) {
    setStep('success');
    focusSuccess();
    timer.current = window.setTimeout(() => onAuthenticated(member), SIGNED_IN_SUCCESS_MS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (password === '') {
      setError(ACCOUNT_MESSAGES.guestPasswordRequired);
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setPending(true);
    try {
      const member = await signIn(email, password);
      if (await completeSignIn(member)) succeed(member);
      else {
        onPendingMember?.(member);
        setStep('change-password');
      }
    } catch (failure) {
      // 401 is a wrong password; anything else (too many tries, a network failure) says its own message.
      if (failure instanceof ApiError && failure.status === 401) {
        setError(ACCOUNT_MESSAGES.guestPasswordIncorrect);
        document.getElementById(`${id}-password`)?.focus();
      } else setAlert(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  if (step === 'success') {
    return (
      <p ref={successRef} tabIndex={-1} className="acc-success" role="status">
        <CheckMark />
        {SIGNED_IN_TEXT}
      </p>
    );
  }
  if (step === 'change-password') {
    return (
      <div className="acc-stack">
        <p className="acc-text">You signed in with a temporary password. Choose a new password to continue.</p>
        <ChangePasswordForm
          oldRequired={false}
          submitLabel={submitLabel}
          onChanged={(member) => {
            onPendingMember?.(null);
            void memberChanged(member);
            succeed(member);
          }}
        />
      </div>
    );
  }
  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="acc-text">{EMAIL_REGISTERED_TEXT}</p>
      <p className="acc-email">
        <span className="acc-email-label">Email</span> <strong>{email}</strong>
      </p>
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        autoFocus
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Signing in…' : submitLabel}
        </button>
        {onForgotPassword && (
          <button type="button" className="acc-link" onClick={onForgotPassword}>
            Forgot password?
          </button>
        )}
      </div>
    </form>
  );
}

export function CheckMark() {
  return (
    <svg className="acc-check-mark" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
