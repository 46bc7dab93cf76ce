/**
 * Forgot Password (forms-and-accounts.md §2 item 4, §4, §7 user/forgot-password): the shopper gives
 * their email and is sent a temporary password; the answer is the same whether or not the address
 * has an account. A message about the email (a malformed address) is shown on the email field;
 * the success view says 'A temporary password has been sent.' with a BACK TO SIGN IN link.
 */
import { useEffect, useId, useRef } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { emailProblem, TEMPORARY_PASSWORD_VALID_MINUTES } from '../account-rules.js';
import { FormAlert, TextField } from './FormField.js';
import { CheckMark } from './RegisteredEmailSignIn.js';
import { sendTemporaryPassword } from './sign-in.js';
import { useAccountForm, useFormSubmit } from './use-account-form.js';

export function ForgotPasswordForm({ initialEmail = '', onSent, onBack }: { initialEmail?: string; onSent(message: string): void; onBack(): void }) {
  const id = useId();
  const form = useAccountForm<'email'>({ email: initialEmail }, (values) => {
    const problem = emailProblem(values.email);
    return problem ? { email: problem } : {};
  }, () => `${id}-email`);
  const { pending, alert, submit } = useFormSubmit(
    form,
    async () => onSent(await sendTemporaryPassword(form.values.email)),
    (error) => {
      // The spec: when the message is about the email, the email field is flagged.
      if (!(error instanceof ApiError && /e-?mail/i.test(error.message))) return false;
      form.setServerError('email', error.message);
      return true;
    },
  );

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="acc-text">Enter the email address of your account and we'll email you a temporary password. You'll choose a new password after signing in with it.</p>
      <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" inputMode="email" maxLength={320} autoFocus {...form.bind('email')} error={form.errorOf('email')} />
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Sending…' : 'Send temporary password'}
        </button>
        <button type="button" className="acc-link" onClick={onBack}>
          BACK TO SIGN IN
        </button>
      </div>
    </form>
  );
}

export function TemporaryPasswordSent({ message, onBack }: { message: string; onBack(): void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="acc-stack">
      <p ref={ref} tabIndex={-1} className="acc-success" role="status">
        <CheckMark />
        {message}
      </p>
      <p className="acc-text">Check your inbox (and spam folder), then sign in with the temporary password. It works for {TEMPORARY_PASSWORD_VALID_MINUTES} minutes.</p>
      <div className="acc-actions">
        <button type="button" className="acc-link acc-link--strong" onClick={onBack}>
          BACK TO SIGN IN
        </button>
      </div>
    </div>
  );
}
