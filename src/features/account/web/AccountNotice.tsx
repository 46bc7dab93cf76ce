/**
 * A note the sign-in flow leaves for the page it sends the shopper to (history state
 * `accountNotice`, after-sign-in.ts): e.g. that checkout is not built yet, so they are in the cart.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import './HeaderAccount.css';

export function AccountNotice() {
  const location = useLocation();
  const notice = (location.state as { accountNotice?: unknown } | null)?.accountNotice;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (typeof notice !== 'string' || dismissed === location.key) return null;
  return (
    <div className="account-notice" role="status">
      <p>{notice}</p>
      <button type="button" className="account-notice__close" onClick={() => setDismissed(location.key)}>
        Dismiss
      </button>
    </div>
  );
}
