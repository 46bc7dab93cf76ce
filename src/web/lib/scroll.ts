/**
 * In-page jumps (reviews link, section navigation): scroll so the target sits `offsetPx` below
 * the top of the window, clear of the sticky bar (configurator.md §2: 64 px).
 */

export interface ScrollToAnchorOptions {
  /**
   * Move keyboard focus to the target too (default true), so Tab continues from there and screen
   * readers announce it. Off for scrolls the shopper did not ask for, such as on page load.
   */
  focus?: boolean;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Smoothly scrolls to the element with this id; false when there is no such element. */
export function scrollToAnchor(id: string, offsetPx = 0, { focus = true }: ScrollToAnchorOptions = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - offsetPx);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (focus) {
    // A section is not focusable by default; tabindex -1 lets a script focus it without adding
    // it to the Tab order. preventScroll: the smooth scroll above already positions it.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  return true;
}
