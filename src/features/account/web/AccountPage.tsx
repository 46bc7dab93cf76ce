/**
 * /account, the member's account area: Profile (name, email, member since), Change password,
 * Address book, Notification settings, Points (balance and history), My orders (each opens its
 * page), My quotations (each opens its PDF) and My cart. Plain sections with headings, listed in a nav that jumps to each.
 *
 * A visitor who is not signed in sees a sign-in prompt, and the sign-in modal opens (100 ms after
 * arriving, as the spec opens its login modal); signing in keeps them here.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatSgd } from '../../../shared/money.js';
import { paths } from '../../../shared/paths.js';
import { useCart } from '../../cart/web/get-cart.js';
import { quotationPdfUrl } from '../../quotation/web/get-quotation.js';
import type { Member } from '../account.schemas.js';
import { MODAL_OPEN_DELAY_MS } from './account-timing.js';
import { AddressBook } from './AddressBook.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { formatSgDate } from './format-date.js';
import { useMember, useMemberChanged, useSignOut } from './get-member.js';
import { useMemberQuotations } from './get-member-quotations.js';
import { usePoints } from './get-points.js';
import { LazyAuthModal } from './LazyAuthModals.js';
import { NotificationSettings } from './NotificationSettings.js';
import { MyOrders } from '../../orders/web/MyOrders.js';
import { MyQuoteRequests } from '../../quote-request/web/MyQuoteRequests.js';
import { useRequester } from '../../quote-request/web/get-requester.js';
import { messageOf } from './use-account-form.js';
import { useFocusAfterRender } from './use-focus-after-render.js';
import './account-forms.css';
import './AccountPage.css';

const SECTIONS = [
  { id: 'profile', title: 'Profile' },
  { id: 'password', title: 'Change password' },
  { id: 'addresses', title: 'Address book' },
  { id: 'notifications', title: 'Notification settings' },
  { id: 'points', title: 'Points' },
  { id: 'orders', title: 'My orders' },
  { id: 'quotations', title: 'My quotations' },
  { id: 'quote-requests', title: 'My quote requests' },
  { id: 'cart', title: 'My cart' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];
const titleOf = (id: SectionId) => SECTIONS.find((s) => s.id === id)?.title ?? id;

export function AccountPage() {
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
  else if (!member) content = <SignInPrompt onSignIn={() => setSignInOpen(true)} buttonRef={signInRef} />;
  else if (member.must_change_password) {
    content = (
      <section className="account-page" aria-labelledby="account-title">
        <h1 id="account-title">My account</h1>
        <p className="acc-text">Choose a new password to open your account.</p>
      </section>
    );
  } else content = <MemberAccount member={member} headingRef={headingRef} />;
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

function SignInPrompt({ onSignIn, buttonRef }: { onSignIn(): void; buttonRef: RefObject<HTMLButtonElement | null> }) {
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
      <GuestQuoteRequests />
    </section>
  );
}

/** A guest (someone who sent a quote request without an account) sees their requests here too. */
function GuestQuoteRequests() {
  const { data: requester } = useRequester();
  if (requester?.role !== 'guest') return null;
  return (
    <section className="account-card" aria-labelledby="guest-quote-requests-title">
      <h2 id="guest-quote-requests-title" className="account-card__title">
        Your quote requests
      </h2>
      <MyQuoteRequests owner={`guest:${requester.email ?? ''}`} />
    </section>
  );
}

function MemberAccount({ member, headingRef }: { member: Member; headingRef: RefObject<HTMLHeadingElement | null> }) {
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
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-sections">
          <Section id="profile">
            <Profile member={member} />
          </Section>
          <Section id="password">
            <ChangePassword />
          </Section>
          <Section id="addresses">
            <AddressBook email={member.email} headingId="addresses-title" />
          </Section>
          <Section id="notifications">
            <NotificationSettings member={member} />
          </Section>
          <Section id="points">
            <Points email={member.email} />
          </Section>
          <Section id="orders">
            <MyOrders email={member.email} />
          </Section>
          <Section id="quotations">
            <Quotations email={member.email} />
          </Section>
          <Section id="quote-requests">
            <MyQuoteRequests owner={member.email} />
          </Section>
          <Section id="cart">
            <MyCart />
          </Section>
        </div>
      </div>
    </div>
  );
}

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section id={id} className="account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-card__title">
        {titleOf(id)}
      </h2>
      {children}
    </section>
  );
}

function Profile({ member }: { member: Member }) {
  const signOut = useSignOut();
  const [error, setError] = useState<string | null>(null);
  return (
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
          <dt>Member since</dt>
          <dd>{formatSgDate(member.member_since)}</dd>
        </div>
      </dl>
      <div className="acc-actions">
        <button type="button" className="button button-secondary" onClick={() => void signOut().catch((e: unknown) => setError(messageOf(e)))}>
          Sign out
        </button>
      </div>
      {error && (
        <p className="acc-alert" role="alert">
          {error}
        </p>
      )}
    </>
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

function Quotations({ email }: { email: string }) {
  const { data, isPending, isError, error } = useMemberQuotations(email);
  if (isPending) return <p role="status">Loading your quotations…</p>;
  if (isError) return <p className="acc-alert" role="alert">{messageOf(error, "We couldn't load your quotations. Please refresh the page.")}</p>;
  if (data.length === 0) return <p className="acc-text">No quotations yet. Press Print Quote on any product page to get one as a PDF.</p>;
  return (
    <div className="account-table-wrap">
      <table className="account-table account-quotations">
        <caption className="visually-hidden">Your quotations</caption>
        <thead>
          <tr>
            <th scope="col">Quotation No.</th>
            <th scope="col">Issue date</th>
            <th scope="col" className="account-num">
              Items
            </th>
            <th scope="col" className="account-num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((quotation) => (
            <tr key={quotation.quotation_no}>
              <td>
                <a href={quotationPdfUrl('preview', quotation.quotation_no)} target="_blank" rel="noopener noreferrer">
                  {quotation.quotation_no}
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>
              </td>
              <td className="account-nowrap">{formatSgDate(quotation.issue_date)}</td>
              <td className="account-num">{quotation.item_count}</td>
              <td className="account-num">{formatSgd(quotation.total_price_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MyCart() {
  const { data: cart, isPending, isError } = useCart();
  if (isPending) return <p role="status">Loading your cart…</p>;
  if (isError || !cart) return <p className="acc-alert" role="alert">We couldn't load your cart. Please refresh the page.</p>;
  const lines = cart.item_count;
  return (
    <div className="account-cart">
      <p className="acc-text">
        {lines === 0 ? 'Your cart is empty.' : `Your cart has ${lines} ${lines === 1 ? 'line' : 'lines'}, ${formatSgd(cart.total_cents)} in total.`}
      </p>
      <Link to={paths.cart} className="button button-secondary">
        View cart ({lines})
      </Link>
    </div>
  );
}
