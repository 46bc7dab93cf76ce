/**
 * The small round "i" next to an option heading. It opens a dialog explaining the option
 * (content in info-topics.ts). InfoTopicModal is exported too, for opening a topic from a link.
 */
import { useRef, useState, type RefObject } from 'react';
import { INFO_TOPICS, type InfoTopicId } from './info-topics.js';
import { LazyModal } from './LazyModal.js';
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
  const name = label ?? `More about ${INFO_TOPICS[topic].label}`;
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

export interface InfoTopicModalProps {
  topic: InfoTopicId;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function InfoTopicModal({ topic, open, onOpenChange, returnFocusRef }: InfoTopicModalProps) {
  const content = INFO_TOPICS[topic];
  return (
    <LazyModal
      open={open}
      onOpenChange={onOpenChange}
      title={content.title}
      description={content.intro}
      size={content.wide ? 'lg' : 'md'}
      returnFocusRef={returnFocusRef}
    >
      <div className="info-topic">
        {content.note && <p className="info-topic__note">{content.note}</p>}
        {content.sections.map((section, index) => (
          <section key={section.heading ?? index} className="info-topic__section">
            {section.heading && <h3 className="info-topic__heading">{section.heading}</h3>}
            {section.paragraphs?.map((text) => (
              <p key={text} className="info-topic__text">
                {text}
              </p>
            ))}
            {section.points && (
              <ul className="info-topic__points">
                {section.points.map((point) => (
                  <li key={point.text}>
                    {point.term && <span className="info-topic__term">{point.term}</span>}
                    {point.text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {content.figures && (
          <section className="info-topic__section">
            <h3 className="info-topic__heading">{content.figures.heading}</h3>
            {content.figures.intro && <p className="info-topic__text">{content.figures.intro}</p>}
            <ul className="info-topic__figures">
              {content.figures.items.map((figure) => (
                <li key={figure.src} className="info-topic__figure">
                  {/* Width and height reserve the box: no reflow while the pictures load. */}
                  <img src={figure.src} alt={figure.alt} width={200} height={220} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </LazyModal>
  );
}
