/**
 * A member who signed in with an emailed temporary password must choose a new password before
 * anything else (the API's must_change_password). The sign-in forms ask for it themselves; this
 * asks on any page where such a member still arrives (a reload, another tab). The old password is
 * not asked. Closing it signs the member out instead.
 */
import { useState } from 'react';
import { Modal } from '../../../web/components/ui/Modal.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { useMemberChanged, useSignOut } from './get-member.js';
import './account-forms.css';

export interface ForcedPasswordChangeProps {
  open: boolean;
}

export function ForcedPasswordChange({ open }: ForcedPasswordChangeProps) {
  const memberChanged = useMemberChanged();
  const signOut = useSignOut();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      size="sm"
      className="acc-modal"
      title="Choose a new password"
      description="You signed in with a temporary password. Choose a new password to continue, or close this to sign out."
      onOpenChange={(next) => {
        if (!next) void signOut().catch(() => setMessage('We could not sign you out. Please try again.'));
      }}
    >
      <ChangePasswordForm oldRequired={false} submitLabel="Save new password" onChanged={(member) => void memberChanged(member)} />
      {message && (
        <p className="acc-alert" role="alert">
          {message}
        </p>
      )}
    </Modal>
  );
}
