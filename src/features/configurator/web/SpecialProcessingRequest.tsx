/**
 * The configurator's "Request Special Processing" button (forms-and-accounts.md §4 Special
 * processing request): members and guests get the form at once, prefilled; an anonymous visitor is
 * sent to sign in first (AuthModal mode="quote", opened after 100 ms), the page is remembered in
 * the selected_quote_page cookie, and the form opens after sign-in or registration. Both dialogs
 * load the first time they open.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LazyAuthModal } from '../../account/web/LazyAuthModals.js';
import { useOpenedOnce } from '../../../web/components/ui/use-opened-once.js';
import { REQUESTER_QUERY_KEY, requesterQueryOptions } from '../../quote-request/web/get-requester.js';
import type { SpecialProcessingModalProps } from './SpecialProcessingModal.js';

const SpecialProcessingModal = lazy(() => import('./SpecialProcessingModal.js').then((m) => ({ default: m.SpecialProcessingModal })));

/** The page an anonymous visitor asked for special processing on (§4). */
export const SELECTED_QUOTE_PAGE_COOKIE = 'selected_quote_page';
/** The sign-in modal opens after this pause (§9). */
const SIGN_IN_DELAY_MS = 100;

const here = () => `${window.location.pathname}${window.location.search}`;
const setQuotePageCookie = () => {
  document.cookie = `${SELECTED_QUOTE_PAGE_COOKIE}=${encodeURIComponent(here())}; path=/; max-age=3600; samesite=lax`;
};
const quotePageCookie = (): string | undefined => {
  const match = new RegExp(`(?:^|; )${SELECTED_QUOTE_PAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
};
const clearQuotePageCookie = () => {
  document.cookie = `${SELECTED_QUOTE_PAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
};

type Props = Omit<SpecialProcessingModalProps, 'open' | 'onOpenChange'>;

export function SpecialProcessingRequest(props: Props) {
  const queryClient = useQueryClient();
  const [formOpen, setFormOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formOpened = useOpenedOnce(formOpen);

  // Back on the remembered page after signing in elsewhere (a reload, the register page): open the form.
  useEffect(() => {
    if (quotePageCookie() !== here()) return;
    void queryClient.fetchQuery(requesterQueryOptions()).then((requester) => {
      if (requester.role === 'anonymous') return;
      clearQuotePageCookie();
      setFormOpen(true);
    });
  }, [queryClient]);

  const start = async () => {
    setChecking(true);
    try {
      const requester = await queryClient.fetchQuery(requesterQueryOptions());
      if (requester.role !== 'anonymous') {
        setFormOpen(true);
        return;
      }
      setQuotePageCookie();
      setTimeout(() => setSignInOpen(true), SIGN_IN_DELAY_MS);
    } catch (error) {
      console.warn('Could not tell who is asking for special processing', error);
      setFormOpen(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <button ref={buttonRef} type="button" className="button button-primary" disabled={checking} onClick={() => void start()}>
        Request Special Processing
      </button>
      <LazyAuthModal
        open={signInOpen}
        onOpenChange={setSignInOpen}
        mode="quote"
        returnFocusRef={buttonRef}
        onAuthenticated={async () => {
          clearQuotePageCookie();
          await queryClient.invalidateQueries({ queryKey: REQUESTER_QUERY_KEY });
          setSignInOpen(false);
          setFormOpen(true);
        }}
      />
      {formOpened && (
        <Suspense fallback={null}>
          <SpecialProcessingModal {...props} open={formOpen} onOpenChange={setFormOpen} />
        </Suspense>
      )}
    </>
  );
}
