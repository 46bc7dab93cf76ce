/**
 * /register: New Membership Registration as an accordion (forms-and-accounts.md §2 route
 * "register", item 6). Step 1 is the registration form; when the verification modal has
 * registered the member it closes and the accordion opens at step 2, the success panel 'Thank you
 * for signing up' with a 'Return To Home Page' button. A shopper whose email already had an
 * account signs in instead and goes home, as after any sign-in.
 */
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { REGISTRATION_POINTS } from '../account-rules.js';
import type { Member } from '../account.schemas.js';
import { destinationAfterSignIn } from './after-sign-in.js';
import { CheckMark } from './RegisteredEmailSignIn.js';
import { useMember } from './get-member.js';
import { LazyAuthModal } from './LazyAuthModals.js';
import { RegistrationForm } from './RegistrationForm.js';
import { useFocusAfterRender } from './use-focus-after-render.js';
import './account-forms.css';
import './RegisterPage.css';

export function RegisterPage() {
  const id = useId();
  const navigate = useNavigate();
  const { data: member, isPending } = useMember();
  // Who arrived signed in is told so; a shopper who signs in here (their email had an account) stays
  // in the flow, which takes them home after 'Logged in Successfully'.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(isPending ? null : member != null);
  if (arrivedSignedIn === null && !isPending) setArrivedSignedIn(member != null);
  const [registered, setRegistered] = useState<Member | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const signInRef = useRef<HTMLButtonElement>(null);
  const [successRef, focusSuccess] = useFocusAfterRender<HTMLHeadingElement>();
  const step = registered ? 2 : 1;

  if (arrivedSignedIn === null) return <p role="status">Loading…</p>;
  if (member && arrivedSignedIn) {
    return (
      <section className="register-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>New Membership Registration</h1>
        <div className="register-card">
          <p className="acc-text">
            You're signed in as <strong>{member.email}</strong>.
          </p>
          <div className="acc-actions">
            <Link to={paths.account} className="button button-primary">
              My account
            </Link>
            <Link to={paths.home} className="button button-secondary">
              Return To Home Page
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="register-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>New Membership Registration</h1>
      <p className="lead register-lead">
        Members get {REGISTRATION_POINTS} points on joining, their quotations and cart saved to their account, and an address book for delivery.
      </p>
      <ol className="register-steps">
        <li className="register-step" data-open={step === 1 || undefined} data-done={step > 1 || undefined} aria-current={step === 1 ? 'step' : undefined}>
          <h2 id={`${id}-step1`} className="register-step__heading">
            <span className="register-step__number" aria-hidden="true">
              {step > 1 ? '✓' : '1'}
            </span>
            Your email and password
            {step > 1 && <span className="visually-hidden"> (done)</span>}
          </h2>
          <div id={`${id}-panel1`} role="region" aria-labelledby={`${id}-step1`} className="register-step__panel" hidden={step !== 1}>
            <RegistrationForm
              onRegistered={(newMember) => {
                setRegistered(newMember);
                focusSuccess();
              }}
              onSignedIn={() => void navigate(destinationAfterSignIn())}
            />
            <p className="register-switch">
              Already a member?{' '}
              <button ref={signInRef} type="button" className="acc-link" onClick={() => setSignInOpen(true)}>
                Sign in
              </button>
            </p>
          </div>
        </li>
        <li className="register-step" data-open={step === 2 || undefined} aria-current={step === 2 ? 'step' : undefined}>
          <h2 id={`${id}-step2`} className="register-step__heading">
            <span className="register-step__number" aria-hidden="true">
              2
            </span>
            Welcome
          </h2>
          <div id={`${id}-panel2`} role="region" aria-labelledby={`${id}-step2`} className="register-step__panel" hidden={step !== 2}>
            {registered && (
              <div className="register-success">
                <h3 ref={successRef} tabIndex={-1} className="register-success__title">
                  <CheckMark />
                  Thank you for signing up
                </h3>
                <p className="acc-text">
                  Welcome, {registered.first_name}. You're signed in, and {registered.points_balance > 0 ? `${registered.points_balance} points are` : 'your points will be'} in your account.
                </p>
                <div className="acc-actions">
                  <Link to={paths.home} className="button button-primary">
                    Return To Home Page
                  </Link>
                  <Link to={paths.account} className="acc-link">
                    Go to my account
                  </Link>
                </div>
              </div>
            )}
          </div>
        </li>
      </ol>
      <LazyAuthModal open={signInOpen} onOpenChange={setSignInOpen} returnFocusRef={signInRef} />
    </section>
  );
}
