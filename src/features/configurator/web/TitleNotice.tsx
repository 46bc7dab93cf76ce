/**
 * The title notice (configurator.md §2): shown once per browser session, closed by a click
 * anywhere (or the button, or Escape). Only roll stickers (cutting 9) have one; for every other
 * cutting nothing is shown. The text comes from labels.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageLive } from '../../../web/components/HydrateLater.js';
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
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
  // Not before the page is live: the open dialog marks the rest of the page hidden from screen readers.
  const pageLive = usePageLive();
  const open = pageLive && text !== null && key !== null && seenAtLoad.get(key) === false && !closed.has(key);

  useEffect(() => {
    if (key === null || seenAtLoad.has(key)) return;
    setSeenAtLoad((before) => new Map(before).set(key, readSeen(key)));
  }, [key, seenAtLoad]);

  // Shown once per session: record it as soon as it is on screen.
  useEffect(() => {
    if (open && key !== null) markSeen(key);
  }, [open, key]);

  if (text === null || key === null) return null;
  return (
    <LazyModal
      open={open}
      onOpenChange={(next) => {
        if (!next) setClosed((prev) => new Set(prev).add(key));
      }}
      title="Please note"
      size="sm"
      closeOnContentClick
      initialFocusRef={buttonRef}
      className="title-notice"
    >
      {/* The spec's wording ends without a full stop; the sentence gets one on screen. */}
      <p className="title-notice__text">{/[.!?]$/.test(text) ? text : `${text}.`}</p>
      <button ref={buttonRef} type="button" className="title-notice__button">
        OK, got it
      </button>
    </LazyModal>
  );
}
