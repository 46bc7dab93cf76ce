/**
 * An info topic's dialog: its title, introduction, sections and pictures (info-topics.ts). A chunk of
 * its own, loaded by InfoTopicModal (InfoButton.tsx) the first time a topic opens.
 */
import type { RefObject } from 'react';
import type { InfoTopicId } from './info-topic-names.js';
import { INFO_TOPICS } from './info-topics.js';
// The dialog itself is loaded now (the Modal chunk beside this one, fetched together).
import { Modal } from './Modal.js';

export interface InfoTopicModalProps {
  topic: InfoTopicId;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function InfoTopicDialog({ topic, open, onOpenChange, returnFocusRef }: InfoTopicModalProps) {
  const content = INFO_TOPICS[topic];
  return (
    <Modal
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
    </Modal>
  );
}
