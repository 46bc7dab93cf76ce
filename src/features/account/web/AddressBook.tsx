/**
 * The account's address book: the member's Singapore addresses (label, two lines, 6-digit postcode,
 * phone), one of them the default. Add, edit, delete (after a confirmation) and set as default,
 * with the catalogue's messages: 'Your new address has been added successfully.', 'Your existing
 * address has been edited successfully.', 'You are using an address that already exist.', the
 * per-field ones (account-rules.ts addressProblems) as the shopper types, and 'Unable to add
 * address. Please try again.' / 'Unable to edit address. Please try again.' when a save fails.
 * After a save, focus goes to the message saying so.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { ACCOUNT_MESSAGES, ADDRESS_LABEL_MAX_LENGTH, ADDRESS_LINE_MAX_LENGTH, addressProblems } from '../account-rules.js';
import type { MemberAddress } from '../account.schemas.js';
import { useAddresses, useChangeAddress, type AddressInput } from './address-book.js';
import { useFocusAfterRender } from './use-focus-after-render.js';
import { CheckboxField, FormAlert, TextField } from './FormField.js';
import { messageOf, useAccountForm } from './use-account-form.js';
import { formatSgPhone } from '../../../shared/phone.js';

type Field = 'label' | 'address_line1' | 'address_line2' | 'postcode' | 'phone';

/** Which form is open: none, a new address, or the address with this id. */
type Editing = null | 'new' | number;

export function AddressBook({ email, headingId }: { email: string; headingId: string }) {
  const { data: addresses, isPending, isError, error } = useAddresses(email);
  const change = useChangeAddress(email);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [deleting, setDeleting] = useState<MemberAddress | null>(null);
  const [statusRef, focusStatus] = useFocusAfterRender<HTMLParagraphElement>();
  const [addRef, focusAdd] = useFocusAfterRender<HTMLButtonElement>();
  /** Where focus goes when the delete confirmation closes: its Delete button, or the message after deleting. */
  const afterDeleteRef = useRef<HTMLElement | null>(null);

  function announce(text: string, tone: 'success' | 'error' = 'success', focus = true) {
    setStatus({ text, tone });
    if (focus) focusStatus();
  }

  async function setDefault(address: MemberAddress) {
    setStatus(null);
    try {
      const { id, ...rest } = address;
      await change.mutateAsync({ kind: 'edit', id, address: { ...rest, is_default: true } });
      announce(`${address.label} is now your default address.`);
    } catch (failure) {
      announce(failure instanceof ApiError && failure.message ? failure.message : ACCOUNT_MESSAGES.addressEditFailed, 'error');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const address = deleting;
    try {
      const message = await change.mutateAsync({ kind: 'delete', id: address.id });
      if (editing === address.id) setEditing(null);
      announce(message ?? 'The address has been deleted.', 'success', false);
    } catch (failure) {
      announce(messageOf(failure, 'Unable to delete the address. Please try again.'), 'error', false);
    }
    // The dialog closes and hands focus to the message.
    afterDeleteRef.current = statusRef.current;
    setDeleting(null);
  }

  return (
    <div className="account-addresses">
      <p
        ref={statusRef}
        tabIndex={-1}
        className={status ? `account-status account-status--${status.tone}` : 'account-status'}
        role={status?.tone === 'error' ? 'alert' : 'status'}
      >
        {status?.text}
      </p>
      {isPending ? (
        <p role="status">Loading your addresses…</p>
      ) : isError ? (
        <p className="acc-alert" role="alert">
          {messageOf(error, "We couldn't load your addresses. Please refresh the page.")}
        </p>
      ) : (
        <>
          {addresses.length === 0 && editing !== 'new' && <p className="acc-text">No addresses yet. Add one for your deliveries.</p>}
          <ul className="address-list" aria-labelledby={headingId}>
            {addresses.map((address) =>
              editing === address.id ? (
                <li key={address.id} className="address-card address-card--editing">
                  <AddressForm
                    title={`Edit ${address.label}`}
                    initial={address}
                    onCancel={() => setEditing(null)}
                    save={async (input) => {
                      const message = await change.mutateAsync({ kind: 'edit', id: address.id, address: input });
                      setEditing(null);
                      announce(message ?? ACCOUNT_MESSAGES.addressEdited);
                    }}
                    failedMessage={ACCOUNT_MESSAGES.addressEditFailed}
                  />
                </li>
              ) : (
                <li key={address.id} className="address-card" aria-label={`${address.label}${address.is_default ? ' (default)' : ''}`}>
                  <div className="address-card__head">
                    <h3 className="address-card__label">{address.label}</h3>
                    {address.is_default && <span className="address-card__default">Default</span>}
                  </div>
                  <address className="address-card__text">
                    <span>{address.address_line1}</span>
                    {address.address_line2 && <span>{address.address_line2}</span>}
                    <span>Singapore {address.postcode}</span>
                    <span>{formatSgPhone(address.phone)}</span>
                  </address>
                  <div className="address-card__actions">
                    <button type="button" className="account-small-button" onClick={() => {
                        setStatus(null);
                        setEditing(address.id);
                      }} aria-label={`Edit ${address.label}`}>
                      Edit
                    </button>
                    <button type="button" className="account-small-button" onClick={(event) => {
                        afterDeleteRef.current = event.currentTarget;
                        setDeleting(address);
                      }} aria-label={`Delete ${address.label}`}>
                      Delete
                    </button>
                    {!address.is_default && (
                      <button type="button" className="account-small-button" disabled={change.isPending} onClick={() => void setDefault(address)} aria-label={`Set as default: ${address.label}`}>
                        Set as default
                      </button>
                    )}
                  </div>
                </li>
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <div className="address-card address-card--editing">
              <AddressForm
                title="New address"
                initial={null}
                firstAddress={addresses.length === 0}
                onCancel={() => {
                  setEditing(null);
                  focusAdd();
                }}
                save={async (input) => {
                  const message = await change.mutateAsync({ kind: 'add', address: input });
                  setEditing(null);
                  announce(message ?? ACCOUNT_MESSAGES.addressAdded);
                }}
                failedMessage={ACCOUNT_MESSAGES.addressAddFailed}
              />
            </div>
          ) : (
            <button ref={addRef} type="button" className="button button-secondary" onClick={() => {
                setStatus(null);
                setEditing('new');
              }}>
              Add address
            </button>
          )}
        </>
      )}
      <LazyModal open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} title="Delete this address?" size="sm" returnFocusRef={afterDeleteRef}>
        {deleting && (
          <div className="acc-stack">
            <p className="acc-text">
              <strong>{deleting.label}</strong>: {deleting.address_line1}
              {deleting.address_line2 ? `, ${deleting.address_line2}` : ''}, Singapore {deleting.postcode}
            </p>
            <div className="acc-actions">
              <button type="button" className="button account-danger" disabled={change.isPending} onClick={() => void confirmDelete()}>
                {change.isPending ? 'Deleting…' : 'Delete address'}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setDeleting(null)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </LazyModal>
    </div>
  );
}


function AddressForm({
  title,
  initial,
  firstAddress = false,
  save,
  onCancel,
  failedMessage,
}: {
  title: string;
  initial: MemberAddress | null;
  firstAddress?: boolean;
  save(input: AddressInput): Promise<void>;
  onCancel(): void;
  failedMessage: string;
}) {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const form = useAccountForm<Field>(
    {
      label: initial?.label ?? '',
      address_line1: initial?.address_line1 ?? '',
      address_line2: initial?.address_line2 ?? '',
      postcode: initial?.postcode ?? '',
      phone: initial?.phone ?? '',
    },
    addressProblems,
    idOf,
    // A postcode is 6 digits: anything else typed is dropped.
    { postcode: (value) => value.replace(/\D/g, '').slice(0, 6) },
  );
  const [isDefault, setIsDefault] = useState(initial?.is_default ?? firstAddress);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!form.submit()) return;
    setPending(true);
    try {
      const v = form.values;
      await save({ label: v.label.trim(), address_line1: v.address_line1.trim(), address_line2: v.address_line2.trim(), postcode: v.postcode.trim(), phone: v.phone.trim(), is_default: isDefault });
    } catch (error) {
      // 409: the same address is already in the book; 422: per field; another refusal says why; a failure, the catalogue's "Unable to …".
      if (!form.showServerErrors(error)) setAlert(error instanceof ApiError && error.status < 500 && error.message ? error.message : failedMessage);
      setPending(false);
    }
  }

  return (
    <form className="acc-form address-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="address-form__title">
        {title}
      </h3>
      <TextField id={idOf('label')} label="Address label" hint="For example Home or Office." maxLength={ADDRESS_LABEL_MAX_LENGTH} countCharacters autoFocus {...form.bind('label')} error={form.errorOf('label')} />
      <TextField id={idOf('address_line1')} label="Address Line 1" hint="Block, street and building." autoComplete="address-line1" maxLength={ADDRESS_LINE_MAX_LENGTH} countCharacters {...form.bind('address_line1')} error={form.errorOf('address_line1')} />
      <TextField id={idOf('address_line2')} label="Address Line 2 (optional)" hint="Unit number, e.g. #04-12." autoComplete="address-line2" maxLength={ADDRESS_LINE_MAX_LENGTH} countCharacters {...form.bind('address_line2')} error={form.errorOf('address_line2')} />
      <div className="acc-row">
        <TextField id={idOf('postcode')} label="Postcode" hint="6 digits." inputMode="numeric" autoComplete="postal-code" maxLength={6} {...form.bind('postcode')} error={form.errorOf('postcode')} />
        <TextField id={idOf('phone')} label="Phone" hint="8 digits, +65 optional." type="tel" autoComplete="tel" maxLength={20} {...form.bind('phone')} error={form.errorOf('phone')} />
      </div>
      <CheckboxField id={`${id}-default`} label="Use as my default address" checked={isDefault} onChange={setIsDefault} disabled={initial?.is_default === true} />
      <FormAlert message={alert} />
      <div className="acc-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
