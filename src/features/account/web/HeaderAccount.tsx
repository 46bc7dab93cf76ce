/**
 * The header's account slot: "Sign in" (opens the Sign in / Register modal) for a visitor, and for
 * a member a menu under their first name with "My account", "Staff desk" (the order desk, for staff
 * only: the member's `is_staff`) and "Sign out". The slot has a fixed
 * width, so nothing in the header moves when one replaces the other. Small on purpose: it is part
 * of every page's first load, and the dialogs behind it load when opened.
 *
 * A member who must choose a new password (signed in with an emailed temporary one) is asked to
 * at once, on any page (ForcedPasswordChange), before anything else.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.js';
import { useMember } from './member-query.js';
import { useSignOut } from './get-member.js';
import { LazyAuthModal } from './LazyAuthModals.js';
import { lazyModal } from '../../../web/components/ui/lazy-modal.js';
import type { ForcedPasswordChangeProps } from './ForcedPasswordChange.js';
import './HeaderAccount.css';

const LazyForcedPasswordChange = lazyModal<ForcedPasswordChangeProps>(() => import('./ForcedPasswordChange.js').then((m) => m.ForcedPasswordChange));

export function HeaderAccount() {
  const { data: member, isPending } = useMember();
  const [authOpen, setAuthOpen] = useState(false);
  const signInRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="header-account">
      {isPending ? (
        // Who is signed in is not known yet: keep the slot's size, show nothing.
        <span className="header-account__placeholder" aria-hidden="true" />
      ) : member ? (
        <AccountMenu firstName={member.first_name} isStaff={member.is_staff} />
      ) : (
        <button ref={signInRef} type="button" className="header-account__sign-in" onClick={() => setAuthOpen(true)} aria-haspopup="dialog">
          <PersonIcon />
          Sign in
        </button>
      )}
      <LazyAuthModal open={authOpen} onOpenChange={setAuthOpen} returnFocusRef={signInRef} />
      <LazyForcedPasswordChange open={member?.must_change_password === true && !authOpen} />
    </div>
  );
}

/** A disclosure menu (button and a list of links), not an ARIA menu: Tab moves through it, Escape closes it. */
function AccountMenu({ firstName, isStaff }: { firstName: string; isStaff: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);

  // Closes on a click or focus outside it, and on every navigation.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setOpen(false);
  }

  return (
    <div
      ref={rootRef}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className="account-menu__button" aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen((o) => !o)}>
        <PersonIcon />
        <span className="account-menu__name">
          <span className="visually-hidden">Account of </span>
          {firstName}
        </span>
        <svg className="account-menu__caret" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5L6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={`${id}-menu`} className="account-menu__list" hidden={!open}>
        <li>
          <Link to={paths.account} className="account-menu__item" onClick={() => setOpen(false)}>
            My account
          </Link>
        </li>
        {isStaff && (
          <li>
            <Link to={paths.staffOrders} className="account-menu__item" onClick={() => setOpen(false)}>
              Staff desk
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="account-menu__item"
            disabled={pending}
            onClick={() => {
              setPending(true);
              signOut()
                .then(() => {
                  setOpen(false);
                  // The account area is for members: leave it for the home page.
                  if (location.pathname === paths.account) void navigate(paths.home);
                })
                // Still signed in: the menu stays, and the shopper can try again.
                .catch(() => undefined)
                .finally(() => setPending(false));
            }}
          >
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg className="header-account__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20c1.5-3.6 4.5-5.5 8-5.5s6.5 1.9 8 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
