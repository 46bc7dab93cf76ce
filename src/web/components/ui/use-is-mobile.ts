import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint (configurator.md §9): at or below this width the page uses mobile layouts. */
export const MOBILE_BREAKPOINT_PX = 810;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True at widths up to 810 px. Reads the media query itself (not window.innerWidth on resize)
 * so it agrees exactly with CSS `@media (max-width: 810px)` rules, and re-renders only when the
 * answer flips.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
