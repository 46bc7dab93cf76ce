/**
 * The character count of a text field with a limit (character-limit.ts): from 90 % of the limit a
 * line under the field says "1,950 of 2,000 characters", at the limit that nothing more can be
 * typed, and after a paste the field had to cut "Only the first 2,000 characters were kept.".
 *
 * `useCharacterLimit(id, value, maxLength)` gives the field its `onPaste` and the id to add to its
 * aria-describedby (a screen reader reads the count with the field), and the line to render under
 * it. Reaching the limit and a cut paste are also announced politely as they happen; the count
 * itself is not announced at every keystroke.
 */
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { characterCountText, pasteCutText, pasteIsCut } from './character-limit.js';
import './CharacterCount.css';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

export interface CharacterLimit {
  /** For the field's aria-describedby while the line shows; undefined otherwise. */
  describedBy: string | undefined;
  /** The field's onPaste (calls `own` first, if given). */
  onPaste<E extends TextElement>(own?: (event: ClipboardEvent<E>) => void): (event: ClipboardEvent<E>) => void;
  /** The line under the field (and its polite announcement). */
  line: ReactNode;
}

/** `maxLength` undefined: no count (the field has no limit worth showing). */
export function useCharacterLimit(id: string, value: string, maxLength: number | undefined): CharacterLimit {
  const [pasteCut, setPasteCut] = useState(false);
  const max = maxLength ?? 0;
  const text = max > 0 ? characterCountText(value.length, max) : null;
  // The cut paste is said while the text is still at the limit; shortening it ends the notice.
  const cut = max > 0 && pasteCut && value.length >= max ? pasteCutText(max) : null;
  const lineId = `${id}-count`;
  const atLimit = max > 0 && value.length >= max;
  return {
    describedBy: text || cut ? lineId : undefined,
    onPaste: <E extends TextElement>(own?: (event: ClipboardEvent<E>) => void) => (event: ClipboardEvent<E>) => {
      own?.(event);
      if (max <= 0 || event.defaultPrevented) return;
      const field = event.currentTarget;
      const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      setPasteCut(pasteIsCut({ current: field.value.length, selected, pasted: event.clipboardData.getData('text'), max, multiline: field instanceof HTMLTextAreaElement }));
    },
    line:
      max > 0 ? (
        <>
          {(text || cut) && (
            <p id={lineId} className="char-count" data-limit={atLimit || undefined}>
              {cut && <span className="char-count-cut">{cut} </span>}
              {text}
            </p>
          )}
          <span className="visually-hidden" aria-live="polite">
            {cut ?? (atLimit ? text : '')}
          </span>
        </>
      ) : null,
  };
}

/**
 * useCharacterLimit as a component, for fields drawn in a loop: `children` gets the limit and
 * draws the field (with `limit.onPaste` and `limit.describedBy`) and `limit.line` under it.
 */
export function WithCharacterLimit({ id, value, maxLength, children }: { id: string; value: string; maxLength: number | undefined; children(limit: CharacterLimit): ReactNode }) {
  return <>{children(useCharacterLimit(id, value, maxLength))}</>;
}
