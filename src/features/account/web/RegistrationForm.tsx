/**
 * New Membership Registration form (forms-and-accounts.md §2 item 6, §3, §4 Registration, §5):
 * email, password and "subscribe to mail". Each field is checked with the shared rules as the
 * shopper types (once touched) and the whole form on submit. Then the email is looked up (a
 * disposable or malformed address is refused on the email field), and 100 ms later the email
 * verification modal opens with the email, password and subscribe choice: a registered email
 * goes to its password sign-in, any other gets a code to verify.
 *
 * Embeddable: the sign-in modal's REGISTER tab and the /register page draw it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { emailProblem, newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { MODAL_OPEN_DELAY_MS } from './account-timing.js';
import { CheckboxField, FormAlert, TextField } from './FormField.js';
import { LazyEmailVerificationModal } from './LazyEmailVerificationModal.js';
import { emailIsRegistered } from './register-member.js';
import { messageOf, useAccountForm } from './use-account-form.js';

type Field = 'email' | 'password';

export interface RegistrationFormProps {
  /** Registered and signed in (the verification modal's Continue). */
  onRegistered(member: Member): void;
  /** The email had an account and the shopper signed in with its password instead. */
  onSignedIn(member: Member): void;
  /** Autofocus the email field (in a modal tab). */
  autoFocus?: boolean;
}

export function RegistrationForm({ onRegistered, onSignedIn, autoFocus = false }: RegistrationFormProps) {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const form = useAccountForm<Field>(
    { email: '', password: '' },
    (values) => {
      const problems: FieldErrors<Field> = {};
      const email = emailProblem(values.email);
      if (email) problems.email = email;
      const password = newPasswordProblem(values.password);
      if (password) problems.password = password;
      return problems;
    },
    idOf,
  );
  const [subscribe, setSubscribe] = useState(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [verification, setVerification] = useState<{ open: boolean; email: string; password: string; subscribe: boolean; registered: boolean }>({
    open: false,
    email: '',
    password: '',
    subscribe: false,
    registered: false,
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the verification modal closes: Register, or the field it refused. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!form.submit()) return;
    setPending(true);
    try {
      const email = form.values.email.trim();
      const registered = await emailIsRegistered(email);
      const details = { email, password: form.values.password.trim(), subscribe, registered };
      returnFocusRef.current = submitRef.current;
      openTimer.current = window.setTimeout(() => setVerification({ ...details, open: true }), MODAL_OPEN_DELAY_MS);
    } catch (error) {
      // 422: a disposable or malformed address, with the server's message for the email field.
      if (error instanceof ApiError && error.status === 422) form.setServerError('email', error.message);
      else setAlert(messageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField id={idOf('email')} label="Email" type="email" autoComplete="email" inputMode="email" maxLength={320} autoFocus={autoFocus} {...form.bind('email')} error={form.errorOf('email')} />
        <TextField
          id={idOf('password')}
          label="Password"
          hint={`${PASSWORD_MIN_LENGTH} or more characters.`}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.bind('password')}
          error={form.errorOf('password')}
        />
        <CheckboxField id={`${id}-subscribe`} label="Email me promotions, new products and news" checked={subscribe} onChange={setSubscribe} hint="You can change this any time in your account." />
        <FormAlert message={alert} />
        <div className="acc-actions">
          <button ref={submitRef} type="submit" className="button button-primary acc-wide" disabled={pending}>
            {pending ? 'Checking…' : 'Register'}
          </button>
        </div>
      </form>
      <LazyEmailVerificationModal
        open={verification.open}
        onOpenChange={(open) => setVerification((v) => ({ ...v, open }))}
        email={verification.email}
        password={verification.password}
        subscribe={verification.subscribe}
        registered={verification.registered}
        onRegistered={onRegistered}
        onSignedIn={onSignedIn}
        onRefused={(field, message) => {
          returnFocusRef.current = document.getElementById(idOf(field));
          form.setServerError(field, message);
        }}
        returnFocusRef={returnFocusRef}
      />
    </>
  );
}
