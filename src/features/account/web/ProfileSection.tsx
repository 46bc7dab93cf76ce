/**
 * My account's Profile: name, email, phone and member since, with Edit profile and Sign out.
 * Edit profile opens a form in place (first name, last name, phone) checked with the shared rules
 * (account-rules.ts profileProblems, registration's name rules and a Singapore phone) as the
 * shopper types, each message beside its field; Save sends PATCH /api/user/profile and the
 * server's own messages land on their fields the same way. Focus: the first field when the form
 * opens, the saved message after Save, the Edit profile button after Cancel (or Escape).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { formatSgPhone } from '../../../shared/phone.js';
import { NAME_MAX_LENGTH, profileProblems } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { formatSgDate } from './format-date.js';
import { FormAlert, TextField } from './FormField.js';
import { useSignOut } from './get-member.js';
import { useUpdateProfile } from './update-profile.js';
import { messageOf, useAccountForm, useFormSubmit } from './use-account-form.js';
import { useFocusAfterRender } from './use-focus-after-render.js';

type Field = 'first_name' | 'last_name' | 'phone';

/** What a phone field keeps of what is typed: digits, +, spaces and dashes (as checkout's). */
const PHONE_FORMAT = { phone: (value: string) => value.replace(/[^\d+\s-]/g, '').slice(0, 20) };

export function Profile({ member }: { member: Member }) {
  const signOut = useSignOut();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLParagraphElement>();
  const [editRef, focusEdit] = useFocusAfterRender<HTMLButtonElement>();

  return (
    <>
      {editing ? (
        <ProfileForm
          member={member}
          onSaved={(message) => {
            setEditing(false);
            setStatus(message);
            focusStatus();
          }}
          onCancel={() => {
            setEditing(false);
            focusEdit();
          }}
        />
      ) : (
        <>
          <dl className="account-facts">
            <div>
              <dt>Name</dt>
              <dd>
                {member.first_name} {member.last_name}
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{member.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd className={member.phone ? undefined : 'account-facts__none'}>{member.phone ? formatSgPhone(member.phone) : 'Not given'}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{formatSgDate(member.member_since)}</dd>
            </div>
          </dl>
          <div className="acc-actions">
            <button
              ref={editRef}
              type="button"
              className="button button-primary"
              onClick={() => {
                setStatus(null);
                setEditing(true);
              }}
            >
              Edit profile
            </button>
            <button type="button" className="button button-secondary" onClick={() => void signOut().catch((e: unknown) => setError(messageOf(e)))}>
              Sign out
            </button>
          </div>
        </>
      )}
      <p ref={statusRef} tabIndex={-1} className="account-status account-status--success" role="status">
        {status}
      </p>
      {error && (
        <p className="acc-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function ProfileForm({ member, onSaved, onCancel }: { member: Member; onSaved(message: string): void; onCancel(): void }) {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const update = useUpdateProfile();
  const form = useAccountForm<Field>(
    { first_name: member.first_name, last_name: member.last_name, phone: member.phone ? formatSgPhone(member.phone) : '' },
    profileProblems,
    idOf,
    PHONE_FORMAT,
  );
  const { pending, alert, submit } = useFormSubmit(form, async () => {
    const { first_name, last_name, phone } = form.values;
    const { message } = await update.mutateAsync({ first_name: first_name.trim(), last_name: last_name.trim(), phone: phone.trim() });
    onSaved(message);
  });

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || pending) return;
    event.preventDefault();
    onCancel();
  }

  return (
    <form className="acc-form" onSubmit={(event) => void submit(event)} onKeyDown={cancelOnEscape} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="address-form__title">
        Edit profile
      </h3>
      <div className="acc-row">
        <TextField id={idOf('first_name')} label="First name" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} autoFocus {...form.bind('first_name')} error={form.errorOf('first_name')} />
        <TextField id={idOf('last_name')} label="Last name" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...form.bind('last_name')} error={form.errorOf('last_name')} />
      </div>
      <TextField
        id={idOf('phone')}
        label="Phone (optional)"
        hint="A Singapore number, 8 digits, +65 optional. We fill it in at checkout for the courier."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        {...form.bind('phone')}
        error={form.errorOf('phone')}
      />
      <p className="acc-email">
        <span className="acc-email-label">Email</span> <strong>{member.email}</strong>
        <span className="acc-hint acc-wide">You sign in with your email, so it stays as it is.</span>
      </p>
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
