/**
 * A review's photos in a modal carousel (forms-and-accounts.md §2 item 10). A native <dialog>
 * opened with showModal(): focus moves in and returns to the thumbnail on close, the page behind
 * is inert, Escape closes, the arrow keys and the Previous / Next buttons move between photos.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface ImagePreviewDialogProps {
  images: readonly string[];
  startIndex: number;
  /** Whose photos these are, e.g. "Wei Ling T.'s review". */
  label: string;
  onClose: () => void;
}

export function ImagePreviewDialog({ images, startIndex, label, onClose }: ImagePreviewDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), images.length - 1));
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    // The thumbnail that opened the preview gets focus back when it closes (React removes the
    // dialog before this cleanup runs, so the browser's own focus return cannot be relied on).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  };

  // A click on the backdrop (outside the panel) closes, like Escape.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const src = images[index];
  return (
    <dialog
      ref={dialogRef}
      className="review-preview"
      aria-label={`Photos from ${label}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="review-preview-panel">
        <div className="review-preview-bar">
          <p className="review-preview-count" aria-live="polite">
            Photo {index + 1} of {count}
          </p>
          <button type="button" className="review-preview-close" onClick={onClose} autoFocus>
            Close<span aria-hidden="true"> ✕</span>
          </button>
        </div>
        <figure className="review-preview-stage">
          {src && <img src={src} alt={`Photo ${index + 1} of ${count} from ${label}`} />}
        </figure>
        {count > 1 && (
          <div className="review-preview-controls">
            <button type="button" onClick={() => show(index - 1)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span>
            </button>
            <ul className="review-preview-thumbs">
              {images.map((image, i) => (
                <li key={`${image}-${i}`}>
                  <button type="button" onClick={() => show(i)} aria-label={`Show photo ${i + 1}`} aria-current={i === index ? 'true' : undefined}>
                    <img src={image} alt="" width={56} height={56} />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => show(index + 1)} aria-label="Next photo">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
