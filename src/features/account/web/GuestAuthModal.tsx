/**
 * The guest-auth modal 'Email Already Registered!' (forms-and-accounts.md §2 item 3, §4 Quote
 * modal): a quote or inquiry form, or checkout, found that the email typed belongs to an account, so the shopper
 * signs in with its password, sees 'Logged in Successfully' for 2 s, and `onAuthenticated`
 * continues what they were doing. Cancelling (closing) calls `onCancel`, where the form clears the
 * email. Load it with LazyGuestAuthModal (lazy-modals.tsx).
 */
import { useState, type RefObject } from 'react';
import { Modal } from '../../../web/components/ui/Modal.js';
import type { Member } from '../account.schemas.js';
import { useMemberChanged } from './get-member.js';
import { useOpenSession } from './use-open-session.js';
import { EMAIL_REGISTERED_TITLE, RegisteredEmailSignIn, type RegisteredSignInStep } from './RegisteredEmailSignIn.js';

export interface GuestAuthModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  email: string;
  /** The button's label: 'SIGN IN' (special processing) or 'Continue' (default). */
  submitLabel?: 'SIGN IN' | 'Continue';
  onAuthenticated(member: Member): void;
  /** Closed without signing in. */
  onCancel?(): void;
  /** Where focus goes when it closes (default: back to what opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function GuestAuthModal({ open, onOpenChange, email, submitLabel = 'Continue', onAuthenticated, onCancel, returnFocusRef }: GuestAuthModalProps) {
  const [step, setStep] = useState<RegisteredSignInStep>('password');
  const [pendingMember, setPendingMember] = useState<Member | null>(null);
  const memberChanged = useMemberChanged();
  const session = useOpenSession(open, () => {
    setStep('password');
    setPendingMember(null);
  });
  return (
    <Modal
      open={open}
      size="sm"
      className="acc-modal"
      title={step === 'change-password' ? 'Choose a new password' : EMAIL_REGISTERED_TITLE}
      returnFocusRef={returnFocusRef}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) return;
        // Signed in but left before choosing a new password: the page's guard asks for it.
        if (pendingMember) void memberChanged(pendingMember);
        if (step !== 'success') onCancel?.();
      }}
    >
      <RegisteredEmailSignIn
          key={`${session}-${email}`}
          email={email}
          submitLabel={submitLabel}
          onStepChange={setStep}
          onPendingMember={setPendingMember}
          onAuthenticated={(member) => {
            onOpenChange(false);
            onAuthenticated(member);
          }}
        />
    </Modal>
  );
}
