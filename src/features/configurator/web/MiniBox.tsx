/**
 * Phones: a slim bar pinned to the bottom of the screen with the total and the order summary's own
 * main button (Add to Cart, Update line or Request a Quote, as the summary shows it), shown only
 * while the summary itself is off screen (spec §2 "minibox"). The button is not a copy: the price
 * panel puts its one button here (`actionSlot`) while the bar shows, so it says and does exactly
 * what it does in the summary. Opening a bottom-sheet drawer hides the bar (the drawer sets
 * data-drawer-open on <body>).
 */
import { useEffect, useState, type RefObject } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { useIsMobile } from '../../../web/components/ui/use-is-mobile.js';
import './MiniBox.css';

/**
 * `totalCents` is null while the first price loads: a placeholder, never a false S$0.00; `unpriced`: a dash, as the order summary shows.
 * `actionSlot` receives the element the main button goes into while the bar shows, and null when it goes.
 */
export function MiniBox({
  summaryRef,
  totalCents,
  unpriced,
  quoteMode,
  actionSlot,
}: {
  summaryRef: RefObject<HTMLElement | null>;
  totalCents: number | null;
  unpriced: boolean;
  quoteMode: boolean;
  actionSlot(slot: HTMLElement | null): void;
}) {
  const [summaryVisible, setSummaryVisible] = useState(true);
  const mobile = useIsMobile();
  useEffect(() => {
    const target = summaryRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSummaryVisible(entry?.isIntersecting ?? true), { threshold: 0.2 });
    observer.observe(target);
    return () => observer.disconnect();
  }, [summaryRef]);
  if (summaryVisible || !mobile) return null;
  return (
    <div className="minibox">
      {/* The live total is announced by the order summary; this copy is visual only. Over the price
          list it reads "by quote" beside the button that asks for one, short enough for one line. */}
      <span className="minibox-total" aria-hidden="true">
        <span className="minibox-label">Total</span> {quoteMode ? 'by quote' : unpriced ? '—' : totalCents === null ? <span className="price-skeleton minibox-skeleton" /> : formatSgd(totalCents)}
      </span>
      <div className="minibox-action" ref={actionSlot} />
    </div>
  );
}
