/**
 * The page's polite live region for the Compare button: "Added to compare", "Already in
 * compare"… Render it always (a live region must exist before its text changes), for example
 * just under the price panel's buttons. It keeps one line of height, so a message never moves
 * the page.
 */
import type { CompareMessage } from './use-compare.js';
import './CompareAnnouncer.css';

export function CompareAnnouncer({ message, className }: { message: CompareMessage | null; className?: string }) {
  return (
    <p role="status" className={`compare-announcer${className ? ` ${className}` : ''}`} data-result={message?.result}>
      {/* A new key per press: the same words are announced again. */}
      {message && <span key={message.id}>{message.text}</span>}
    </p>
  );
}
