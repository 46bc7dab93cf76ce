/**
 * The small round "i" next to an option heading. It opens a dialog explaining the option
 * (content in info-topics.ts, loaded with the dialog the first time one opens: InfoTopicDialog.tsx).
 * InfoTopicModal is exported too, for opening a topic from a link.
 */
import { useRef, useState } from 'react';
import { INFO_TOPIC_NAMES, type InfoTopicId } from './info-topic-names.js';
import type { InfoTopicModalProps } from './InfoTopicDialog.js';
import { lazyModal } from './lazy-modal.js';
import './InfoButton.css';

export interface InfoButtonProps {
  topic: InfoTopicId;
  /** Accessible name; defaults to "More about {topic}", e.g. "More about finishings". */
  label?: string;
  className?: string;
}

export function InfoButton({ topic, label, className }: InfoButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = label ?? `More about ${INFO_TOPIC_NAMES[topic]}`;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={['info-button', className].filter(Boolean).join(' ')}
        aria-label={name}
        aria-haspopup="dialog"
        title={name}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <InfoTopicModal topic={topic} open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
    </>
  );
}


/** A topic's dialog: loaded the first time it opens, then kept mounted (it animates closed and returns focus). */
export const InfoTopicModal = lazyModal<InfoTopicModalProps>(() => import('./InfoTopicDialog.js').then((m) => m.InfoTopicDialog));
