/**
 * Phones: a slim bar pinned to the bottom of the screen with the total and a way to the order
 * summary, shown only while the summary itself is off screen (spec §2 "minibox"). Opening a
 * bottom-sheet drawer hides it (the drawer sets data-drawer-open on <body>).
 */
import { useEffect, useState, type RefObject } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { scrollToAnchor } from '../../../web/lib/scroll.js';
import './MiniBox.css';

/** `totalCents` is null while the first price loads: a placeholder, never a false S$0.00; `unpriced`: a dash, as the order summary shows. */
export function MiniBox({ summaryRef, totalCents, unpriced, quoteMode }: { summaryRef: RefObject<HTMLElement | null>; totalCents: number | null; unpriced: boolean; quoteMode: boolean }) {
  const [summaryVisible, setSummaryVisible] = useState(true);
  useEffect(() => {
    const target = summaryRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSummaryVisible(entry?.isIntersecting ?? true), { threshold: 0.2 });
    observer.observe(target);
    return () => observer.disconnect();
  }, [summaryRef]);
  if (summaryVisible) return null;
  return (
    <div className="minibox">
      {/* The live total is announced by the order summary; this copy is visual only. */}
      <span className="minibox-total" aria-hidden="true">
        <span className="minibox-label">Total</span> {quoteMode ? 'Request a quote' : unpriced ? '—' : totalCents === null ? <span className="price-skeleton minibox-skeleton" /> : formatSgd(totalCents)}
      </span>
      <button type="button" className="button button-primary minibox-button" onClick={() => scrollToAnchor('order-summary', 16)}>
        View order
      </button>
    </div>
  );
}
