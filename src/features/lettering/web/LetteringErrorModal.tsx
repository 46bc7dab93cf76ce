/**
 * The lettering's error modals (forms-and-accounts.md §2 item 7, §8): "Text Input Required" when
 * there is no text (or only the sample "Your text"), with the way to order from artwork instead,
 * and "Text Error" when letters are under 10 mm (TRY AGAIN) or the font lacks a character.
 */
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
import { LETTERING_MESSAGES } from '../lettering-rules.js';
import './LetteringErrorModal.css';

export type LetteringError = { kind: 'required' } | { kind: 'text'; message: string };

export function LetteringErrorModal({ error, onClose, onUseArtwork }: { error: LetteringError | null; onClose(): void; onUseArtwork(): void }) {
  const required = error?.kind === 'required';
  return (
    <LazyModal
      open={error !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={required ? LETTERING_MESSAGES.inputRequiredTitle : LETTERING_MESSAGES.textErrorTitle}
      description={required ? LETTERING_MESSAGES.inputRequired : error?.kind === 'text' ? error.message : undefined}
    >
      {required ? (
        <div className="lettering-error">
          <p>{LETTERING_MESSAGES.artworkSuggestion}</p>
          <div className="lettering-error__actions">
            <button type="button" className="button button-primary" onClick={onClose}>
              Type my text
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                onUseArtwork();
                onClose();
              }}
            >
              I have artwork
            </button>
          </div>
        </div>
      ) : (
        <div className="lettering-error__actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            {LETTERING_MESSAGES.tryAgain}
          </button>
        </div>
      )}
    </LazyModal>
  );
}
