/**
 * Where a page opens. A new page (a link, the cart after Update line, the order after checkout)
 * opens at its top; a page reached with Back or Forward opens where the shopper left it. React
 * Router's <ScrollRestoration> needs a data router; the shop's declarative router gets the same
 * here, in ShopLayout. Only a change of page counts: the configurator rewriting its query string
 * keeps the scroll, and so does a navigation that passes KEEP_SCROLL as its state (the
 * configurator's product switch, which is a new path but the same page to the shopper).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Navigation state that keeps the scroll position: `navigate(to, { state: KEEP_SCROLL })`. */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** How long a restored page may take to grow tall enough (lazy chunks, first answers). */
const RESTORE_WITHIN_MS = 3000;

export function usePageScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shownPath = useRef<string | null>(null);
  // The entry on screen: a scroll the browser makes while the next page replaces this one is not this one's.
  const shownKey = useRef(location.key);

  // The browser's own restoration would fight ours (it runs before the page has rendered).
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Where each history entry was left, kept as the shopper scrolls.
  useEffect(() => {
    const key = location.key;
    const remember = () => {
      if (shownKey.current === key) positions.current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    shownKey.current = location.key;
    if (navigationType === 'POP') {
      const top = positions.current.get(location.key);
      if (top === undefined) return;
      return restoreWhenTallEnough(top);
    }
    if (samePage || location.hash !== '' || keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}

/** Scrolls to `top` as soon as the page is tall enough to get there (or as far as it gets in time). */
function restoreWhenTallEnough(top: number): () => void {
  const until = performance.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || performance.now() > until) {
      window.scrollTo(0, top);
      return;
    }
    frame = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => window.cancelAnimationFrame(frame);
}
