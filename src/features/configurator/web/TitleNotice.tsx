/**
 * The title notice (configurator.md §2): shown once per browser session, closed by a click
 * anywhere (or the button, or Escape). Only roll stickers (cutting 9) have one; for every other
 * cutting nothing is shown. The text comes from labels.ts.
 *
 * Drawn as the browser's own modal <dialog> (showModal), not the shop's Radix Modal: it opens on
 * a shopper's first visit, and Radix Dialog with its focus trap and scroll lock is about 10 KB of
 * script that page would fetch for a one-line notice (issue 24). The browser gives the same: the
 * rest of the page inert (no focus, not read) while it is open, Escape to close, focus back where
 * it was; the page's scroll is locked by CSS (TitleNotice.css).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { usePageLive } from '../../../web/components/HydrateLater.js';
import { CloseIcon } from '../../../web/components/ui/CloseIcon.js';
import { titleNotice } from '../../catalogue/labels.js';
import './TitleNotice.css';

export interface TitleNoticeProps {
  cuttingId: number | null;
}

/** Session storage key: one flag per notice, so a future notice for another cutting still shows. */
const seenKey = (cuttingId: number): string => `title-notice-seen:${cuttingId}`;

function readSeen(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false; // Storage blocked (private mode, settings): show the notice, it is harmless.
  }
}

function markSeen(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage blocked: the notice may show again next page load; nothing else to do.
  }
}

export function TitleNotice({ cuttingId }: TitleNoticeProps) {
  const text = titleNotice(cuttingId);
  const key = cuttingId === null ? null : seenKey(cuttingId);
  // Per key: was it already seen when this page loaded (read once, after the first render: the
  // server cannot know the browser's session, so the page renders closed, then opens if unseen,
  // and hydration matches the server's HTML), and has the shopper closed it here.
  const [seenAtLoad, setSeenAtLoad] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Not before the page is live: the open dialog makes the rest of the page inert.
  const pageLive = usePageLive();
  const open = pageLive && text !== null && key !== null && seenAtLoad.get(key) === false && !closed.has(key);

  useEffect(() => {
    if (key === null || seenAtLoad.has(key)) return;
    setSeenAtLoad((before) => new Map(before).set(key, readSeen(key)));
  }, [key, seenAtLoad]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      buttonRef.current?.focus();
      // Shown once per session: record it as soon as it is on screen.
      if (key !== null) markSeen(key);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, key]);

  if (text === null || key === null) return null;
  const close = () => setClosed((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  return (
    // A click anywhere closes it, on the notice or on the dimmed page around it (the <dialog>'s
    // own box); from the keyboard, its buttons or Escape (closed natively, recorded by onClose).
    <dialog ref={dialogRef} className="title-notice" aria-labelledby={titleId} onClick={close} onClose={close}>
      <div className="title-notice__header">
        <h2 id={titleId} className="title-notice__title">
          Please note
        </h2>
        <button type="button" className="close-button title-notice__close" aria-label="Close">
          <CloseIcon />
        </button>
      </div>
      {/* The spec's wording ends without a full stop; the sentence gets one on screen. */}
      <p className="title-notice__text">{/[.!?]$/.test(text) ? text : `${text}.`}</p>
      <button ref={buttonRef} type="button" className="title-notice__button">
        OK, got it
      </button>
    </dialog>
  );
}
