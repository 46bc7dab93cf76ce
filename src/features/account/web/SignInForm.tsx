/**
 * Sign in with email and password (forms-and-accounts.md §2 item 4, §7 Login). A refused password
 * shows the server's 'Please enter the correct password.' under the password field; too many
 * failures (429) say so in the server's words. "Forgot password?" leads to the Forgot Password view.
 */
import { useId } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { ACCOUNT_MESSAGES, emailProblem, PASSWORD_MAX_LENGTH, type FieldErrors } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { FormAlert, TextField } from './FormField.js';
import { signIn } from './sign-in.js';
import { useAccountForm, useFormSubmit } from './use-account-form.js';

type Field = 'email' | 'password';

export interface SignInFormProps {
  /** The member the server signed in (who may still have to choose a new password). */
  onSignedIn(member: Member): void;
  onForgotPassword(email: string): void;
  autoFocus?: boolean;
}

export function SignInForm({ onSignedIn, onForgotPassword, autoFocus = false }: SignInFormProps) {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const form = useAccountForm<Field>(
    { email: '', password: '' },
    (values) => {
      const problems: FieldErrors<Field> = {};
      const email = emailProblem(values.email);
      if (email) problems.email = email;
      if (values.password === '') problems.password = ACCOUNT_MESSAGES.passwordRequired;
      return problems;
    },
    idOf,
  );
  const { pending, alert, submit } = useFormSubmit(
    form,
    async () => onSignedIn(await signIn(form.values.email, form.values.password)),
    (error) => {
      if (!(error instanceof ApiError && error.status === 401)) return false;
      form.setServerError('password', error.message || ACCOUNT_MESSAGES.loginFailed);
      return true;
    },
  );

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField id={idOf('email')} label="Email" type="email" autoComplete="email" inputMode="email" maxLength={320} autoFocus={autoFocus} {...form.bind('email')} error={form.errorOf('email')} />
      <TextField id={idOf('password')} label="Password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password')} error={form.errorOf('password')} />
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary acc-wide" disabled={pending}>
          {pending ? 'Signing in…' : 'SIGN IN'}
        </button>
        <button type="button" className="acc-link" onClick={() => onForgotPassword(form.values.email)}>
          Forgot password?
        </button>
      </div>
    </form>
  );
}
