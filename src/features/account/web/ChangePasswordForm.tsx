/**
 * Change password: old, new and confirm, with the catalogue's messages (account-rules.ts
 * changePasswordProblems) as the shopper types, and the server's per field (e.g. "Old password
 * is incorrect. Please try again."). After signing in with an emailed temporary password the old
 * password is not asked (`oldRequired` false): the member chooses a new one before anything else.
 */
import { useId } from 'react';
import { changePasswordProblems, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { FormAlert, TextField } from './FormField.js';
import { changePassword } from './sign-in.js';
import { useAccountForm, useFormSubmit } from './use-account-form.js';

type Field = 'old_password' | 'new_password' | 'confirm_password';

export interface ChangePasswordFormProps {
  oldRequired: boolean;
  /** After the server changed it: the member as it now is, and its message ("Your password has been changed."). */
  onChanged(member: Member, message: string): void;
  submitLabel?: string;
}

export function ChangePasswordForm({ oldRequired, onChanged, submitLabel = 'Change password' }: ChangePasswordFormProps) {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const initial: Record<Field, string> = { old_password: '', new_password: '', confirm_password: '' };
  const form = useAccountForm<Field>(initial, (values) => changePasswordProblems(values, { oldRequired }), idOf);
  const { pending, alert, submit } = useFormSubmit(form, async () => {
    const { old_password, new_password, confirm_password } = form.values;
    const { member, message } = await changePassword(oldRequired ? { old_password, new_password, confirm_password } : { new_password, confirm_password });
    form.reset(initial);
    onChanged(member, message);
  });

  const password = (field: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField id={idOf(field)} label={label} hint={hint} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} {...form.bind(field)} error={form.errorOf(field)} />
  );
  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} noValidate>
      {oldRequired && password('old_password', 'Old password', 'current-password')}
      {password('new_password', 'New password', 'new-password', `${PASSWORD_MIN_LENGTH} or more characters.`)}
      {password('confirm_password', 'Confirm password', 'new-password')}
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
