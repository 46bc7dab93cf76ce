/**
 * Checkout's answer to a guest who typed a member's email, right under the email field: the
 * spec's 'Email Already Registered!' with its text, and a Sign in button that opens the password
 * dialog for that email (LazyGuestAuthModal, which the checkout keeps mounted so its 'Logged in
 * Successfully' shows out). Signing in keeps the shopper on checkout: the server moves the guest's
 * cart to the member at sign-in, the page reads the member and the cart again, and what was typed
 * stays. A guest cannot order with a member's email (its code is refused), hence the notice.
 */
import type { RefObject } from 'react';
import { EMAIL_REGISTERED_TEXT, EMAIL_REGISTERED_TITLE } from '../../account/web/RegisteredEmailSignIn.js';

/** Said when Place order is pressed while the email is a member's and nobody signed in. */
export const SIGN_IN_TO_ORDER = 'Please sign in to order with this email, or use another email.';

export interface RegisteredEmailNoticeProps {
  onSignIn(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Place order was pressed: say why nothing happened. */
  asked: boolean;
}

export function RegisteredEmailNotice({ onSignIn, buttonRef, asked }: RegisteredEmailNoticeProps) {
  return (
    <div className="checkout-registered">
      <p className="checkout-registered-title">{EMAIL_REGISTERED_TITLE}</p>
      <p className="acc-text">{EMAIL_REGISTERED_TEXT}</p>
      <p className="acc-text">Signing in keeps your cart and everything you typed here. Or use another email to order as a guest.</p>
      {asked && (
        <p className="acc-alert" role="alert">
          {SIGN_IN_TO_ORDER}
        </p>
      )}
      <div className="acc-actions">
        <button ref={buttonRef} type="button" className="button button-primary" onClick={onSignIn} aria-haspopup="dialog">
          Sign in
        </button>
      </div>
    </div>
  );
}
