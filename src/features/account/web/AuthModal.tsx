/**
 * The authentication modal (forms-and-accounts.md §2 item 4, §4 Authentication modal): tabs SIGN IN
 * and REGISTER; headings 'Sign in to your account', 'Forgot Password' and 'Register'.
 *
 * - Sign in: email and password; "Forgot password?" opens Forgot Password, whose success reads
 *   'A temporary password has been sent.' with BACK TO SIGN IN. A member who signed in with that
 *   temporary password chooses a new one here before going on (the old one is not asked).
 * - Register: the registration form; its verification modal opens above this one. When it has
 *   registered the member: 'Thank you for signing up.', then the processing view.
 *
 * Afterwards (mode "default", the header's) the shopper goes home, or where a redirect cookie asks
 * (after-sign-in.ts). Mode "quote" (quote and inquiry authentication) and "account" (the account
 * area) keep the shopper on their page: `onAuthenticated` carries on with the pending action, under
 * the processing view ('Processing', or `processingText` such as 'Adding item to your cart').
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../web/components/ui/Modal.js';
import { ACCOUNT_MESSAGES } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { PROCESSING_MIN_MS, SIGNED_UP_MESSAGE_MS } from './account-timing.js';
import { destinationAfterSignIn } from './after-sign-in.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { useCompleteSignIn } from './complete-sign-in.js';
import { ForgotPasswordForm, TemporaryPasswordSent } from './ForgotPassword.js';
import { useMemberChanged } from './get-member.js';
import { CheckMark } from './RegisteredEmailSignIn.js';
import { RegistrationForm } from './RegistrationForm.js';
import { SignInForm } from './SignInForm.js';
import { useOpenSession } from './use-open-session.js';
import './account-forms.css';

export type AuthTab = 'sign-in' | 'register';

export interface AuthModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The tab it opens on (SIGN IN by default). */
  initialTab?: AuthTab;
  /**
   * default: afterwards go home (or to the cart, per cookie). quote: stay, and `onAuthenticated`
   * continues the quote or inquiry. account: stay (the page shows the member).
   */
  mode?: 'default' | 'quote' | 'account';
  onAuthenticated?(member: Member): void | Promise<void>;
  /** The processing view's words: 'Processing' (default) or 'Adding item to your cart'. */
  processingText?: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

type View =
  | { name: AuthTab }
  | { name: 'forgot'; email: string }
  | { name: 'forgot-sent'; message: string }
  | { name: 'change-password'; member: Member }
  | { name: 'signed-up' }
  | { name: 'processing' };

export const AUTH_HEADINGS = { signIn: 'Sign in to your account', forgot: 'Forgot Password', register: 'Register' } as const;

function titleOf(view: View): string {
  switch (view.name) {
    case 'sign-in':
      return AUTH_HEADINGS.signIn;
    case 'forgot':
    case 'forgot-sent':
      return AUTH_HEADINGS.forgot;
    case 'change-password':
      return 'Choose a new password';
    default:
      return AUTH_HEADINGS.register;
  }
}

export function AuthModal({ open, onOpenChange, initialTab = 'sign-in', mode = 'default', onAuthenticated, processingText = 'Processing', returnFocusRef }: AuthModalProps) {
  const id = useId();
  const navigate = useNavigate();
  const memberChanged = useMemberChanged();
  const completeSignIn = useCompleteSignIn();
  const [view, setView] = useState<View>({ name: initialTab });
  const session = useOpenSession(open, () => setView({ name: initialTab }));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Signed in (or registered) for the page: go where the mode says. */
  async function finish(member: Member, processing = false) {
    if (mode === 'default') {
      // The processing view stays long enough to be read rather than flash.
      if (processing) await new Promise((resolve) => (timer.current = window.setTimeout(resolve, PROCESSING_MIN_MS)));
      await navigate(destinationAfterSignIn());
    } else if (onAuthenticated) {
      setView({ name: 'processing' });
      await onAuthenticated(member);
    }
    onOpenChange(false);
  }

  async function signedIn(member: Member) {
    if (await completeSignIn(member)) await finish(member);
    else setView({ name: 'change-password', member });
  }

  function registered(member: Member) {
    setView({ name: 'signed-up' });
    timer.current = window.setTimeout(() => {
      setView({ name: 'processing' });
      void finish(member, true);
    }, SIGNED_UP_MESSAGE_MS);
  }

  const tabbed = view.name === 'sign-in' || view.name === 'register';
  const tabs: readonly { tab: AuthTab; label: string }[] = [
    { tab: 'sign-in', label: 'SIGN IN' },
    { tab: 'register', label: 'REGISTER' },
  ];
  function onTabKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: AuthTab = event.key === 'Home' ? 'sign-in' : event.key === 'End' ? 'register' : view.name === 'sign-in' ? 'register' : 'sign-in';
    setView({ name: next });
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <Modal
      open={open}
      size="sm"
      className="acc-modal"
      title={titleOf(view)}
      returnFocusRef={returnFocusRef}
      onOpenChange={(next) => {
        // Signed in with a temporary password and left without a new one: the page's guard asks for it.
        if (!next && view.name === 'change-password') void memberChanged(view.member);
        onOpenChange(next);
      }}
    >
      <div key={session} className="acc-stack">
        {tabbed && (
          <div className="acc-tabs" role="tablist" aria-label="Sign in or register" onKeyDown={onTabKey}>
            {tabs.map(({ tab, label }) => (
              <button
                key={tab}
                id={`${id}-tab-${tab}`}
                type="button"
                role="tab"
                className="acc-tab"
                aria-selected={view.name === tab}
                aria-controls={`${id}-panel`}
                tabIndex={view.name === tab ? 0 : -1}
                onClick={() => setView({ name: tab })}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        {view.name === 'sign-in' && (
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-sign-in`}>
            <SignInForm autoFocus onSignedIn={(member) => void signedIn(member)} onForgotPassword={(email) => setView({ name: 'forgot', email })} />
          </div>
        )}
        {view.name === 'register' && (
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-register`}>
            <RegistrationForm autoFocus onRegistered={registered} onSignedIn={(member) => void finish(member)} />
          </div>
        )}
        {view.name === 'forgot' && (
          <ForgotPasswordForm initialEmail={view.email} onSent={(message) => setView({ name: 'forgot-sent', message })} onBack={() => setView({ name: 'sign-in' })} />
        )}
        {view.name === 'forgot-sent' && <TemporaryPasswordSent message={view.message} onBack={() => setView({ name: 'sign-in' })} />}
        {view.name === 'change-password' && (
          <div className="acc-stack">
            <p className="acc-text">You signed in with a temporary password. Choose a new password to continue.</p>
            <ChangePasswordForm
              oldRequired={false}
              submitLabel="Save and continue"
              onChanged={(member) => {
                void memberChanged(member).then(() => finish(member));
              }}
            />
          </div>
        )}
        {view.name === 'signed-up' && (
          <p className="acc-success" role="status">
            <CheckMark />
            {ACCOUNT_MESSAGES.signedUp}
          </p>
        )}
        {view.name === 'processing' && (
          <p className="acc-processing" role="status">
            <span className="acc-spinner" aria-hidden="true" />
            {processingText}
          </p>
        )}
      </div>
    </Modal>
  );
}
