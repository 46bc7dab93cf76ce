/**
 * /account, the member's account area: Profile (name, email, phone, member since; the name and
 * phone editable in place, ProfileSection.tsx), Change password,
 * Address book, Notification settings and Points (balance and history), then the sections other
 * features hand in (src/web/app/MyAccountPage.tsx: My orders, My quotations, My quote requests,
 * My cart). Plain sections with headings, listed in a nav that jumps to each.
 *
 * A visitor who is not signed in sees a sign-in prompt, and the sign-in modal opens (100 ms after
 * arriving, as the spec opens its login modal); signing in keeps them here.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.js';
import type { Member } from '../account.schemas.js';
import { MODAL_OPEN_DELAY_MS } from './account-timing.js';
import { AddressBook } from './AddressBook.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { formatSgDate } from './format-date.js';
import { useMember, useMemberChanged } from './get-member.js';
import { usePoints } from './get-points.js';
import { LazyAuthModal } from './LazyAuthModals.js';
import { NotificationSettings } from './NotificationSettings.js';
import { Profile } from './ProfileSection.js';
import { messageOf } from './use-account-form.js';
import { useFocusAfterRender } from './use-focus-after-render.js';
import './account-forms.css';
import './AccountPage.css';

/** A section of the account page that another feature hands in (its id is the nav's anchor). */
export interface AccountSection {
  id: string;
  title: string;
  content: (member: Member) => ReactNode;
}

export interface AccountPageProps {
  /** After the account's own sections, in this order. */
  sections: readonly AccountSection[];
  /** Shown under the sign-in prompt to a visitor who is not signed in (their quote requests as a guest). */
  signedOutExtra?: ReactNode;
}

const OWN_SECTIONS: readonly AccountSection[] = [
  { id: 'profile', title: 'Profile', content: (member) => <Profile member={member} /> },
  { id: 'password', title: 'Change password', content: () => <ChangePassword /> },
  { id: 'addresses', title: 'Address book', content: (member) => <AddressBook email={member.email} headingId="addresses-title" /> },
  { id: 'notifications', title: 'Notification settings', content: (member) => <NotificationSettings member={member} /> },
  { id: 'points', title: 'Points', content: (member) => <Points email={member.email} /> },
];

export function AccountPage({ sections, signedOutExtra }: AccountPageProps) {
  const { data: member, isPending } = useMember();
  // The sign-in modal stays mounted when the member arrives, so it closes as dialogs do.
  const [signInOpen, setSignInOpen] = useState(false);
  const signInRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedOut = !isPending && !member;
  useEffect(() => {
    if (!signedOut) return;
    const timer = window.setTimeout(() => setSignInOpen(true), MODAL_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut]);

  let content: ReactNode;
  if (isPending) content = <p role="status">Loading your account…</p>;
  else if (!member) content = <SignInPrompt onSignIn={() => setSignInOpen(true)} buttonRef={signInRef} extra={signedOutExtra} />;
  else if (member.must_change_password) {
    content = (
      <section className="account-page" aria-labelledby="account-title">
        <h1 id="account-title">My account</h1>
        <p className="acc-text">Choose a new password to open your account.</p>
      </section>
    );
  } else content = <MemberAccount member={member} headingRef={headingRef} sections={[...OWN_SECTIONS, ...sections]} />;
  return (
    <>
      {content}
      <LazyAuthModal
        open={signInOpen}
        onOpenChange={setSignInOpen}
        mode="account"
        // Signed in here: their account is on the page, and focus goes to its heading.
        returnFocusRef={member ? headingRef : signInRef}
      />
    </>
  );
}

function SignInPrompt({ onSignIn, buttonRef, extra }: { onSignIn(): void; buttonRef: RefObject<HTMLButtonElement | null>; extra: ReactNode }) {
  return (
    <section className="account-page account-signed-out" aria-labelledby="account-title">
      <h1 id="account-title">My account</h1>
      <div className="account-card account-prompt">
        <p className="acc-text">Sign in to see your profile, addresses, points, quotations and cart.</p>
        <div className="acc-actions">
          <button ref={buttonRef} type="button" className="button button-primary" onClick={onSignIn}>
            Sign in
          </button>
          <Link to={paths.register} className="acc-link">
            New here? Register
          </Link>
        </div>
      </div>
      {extra}
    </section>
  );
}


function MemberAccount({ member, headingRef, sections }: { member: Member; headingRef: RefObject<HTMLHeadingElement | null>; sections: readonly AccountSection[] }) {
  return (
    <div className="account-page">
      <header className="account-head">
        <h1 ref={headingRef} id="account-title" tabIndex={-1}>
          My account
        </h1>
        <p className="lead">Welcome back, {member.first_name}.</p>
      </header>
      <div className="account-layout">
        <nav className="account-nav" aria-label="Account sections">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-sections">
          {sections.map((section) => (
            <Section key={section.id} id={section.id} title={section.title}>
              {section.content(member)}
            </Section>
          ))}
        </div>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChangePassword() {
  const changed = useMemberChanged();
  const [message, setMessage] = useState<string | null>(null);
  const [ref, focusMessage] = useFocusAfterRender<HTMLParagraphElement>();
  return (
    <>
      <ChangePasswordForm
        oldRequired
        onChanged={(member, text) => {
          setMessage(text);
          void changed(member);
          focusMessage();
        }}
      />
      <p ref={ref} tabIndex={-1} className="account-status account-status--success" role="status">
        {message}
      </p>
    </>
  );
}

function Points({ email }: { email: string }) {
  const id = useId();
  const { data, isPending, isError, error } = usePoints(email);
  if (isPending) return <p role="status">Loading your points…</p>;
  if (isError) return <p className="acc-alert" role="alert">{messageOf(error, "We couldn't load your points. Please refresh the page.")}</p>;
  return (
    <>
      <p className="account-points">
        <span className="account-points__value">{data.balance.toLocaleString('en-SG')}</span> {data.balance === 1 ? 'point' : 'points'}
      </p>
      {data.history.length === 0 ? (
        <p className="acc-text">No points activity yet.</p>
      ) : (
        <div className="account-table-wrap">
          <table className="account-table" aria-labelledby={`${id}-caption`}>
            <caption id={`${id}-caption`} className="visually-hidden">
              Points history
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Activity</th>
                <th scope="col" className="account-num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((entry, index) => (
                <tr key={index}>
                  <td className="account-nowrap">{formatSgDate(entry.date)}</td>
                  <td>{entry.description}</td>
                  <td className="account-num">{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}


