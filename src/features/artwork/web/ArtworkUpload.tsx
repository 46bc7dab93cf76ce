/**
 * "Your artwork (optional)" on the product page (issue 18): the heading, what it is for and the
 * file field (PNG, JPEG, PDF, AI or SVG). Everything that follows a choice (the upload at the size
 * and cut chosen, the verdict, the automatic proof, the size suggestion: ArtworkUploadProof.tsx) is
 * a chunk of its own, fetched when the shopper comes near the field and shown once a file is
 * chosen, so the page's first load carries only this (docs/features/speed.md: the first-visit
 * budget). "Remove" clears the file and the upload Add to cart would name.
 * Nothing here reads the window before it runs.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import type { PageSize, UploadTarget } from './artwork-upload-api.js';
import './artwork-upload.css';

const ArtworkUploadProof = lazy(() => import('./ArtworkUploadProof.js').then((m) => ({ default: m.ArtworkUploadProof })));

/**
 * What the file field offers: the types preflight reads (ARTWORK_EXTENSIONS in preflight-rules.ts,
 * written out here so the first load does not carry that module; the server decides).
 */
const ACCEPT = '.pdf,.ai,.jpg,.jpeg,.png,.svg,image/png,image/jpeg,application/pdf,application/postscript,image/svg+xml';

const fileSize = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export interface ArtworkUploadProps extends PageSize {
  /** The size and cut chosen; null while they cannot be judged (a size being typed, or refused). */
  target: UploadTarget | null;
  /** The upload shown (to name with Add to cart), or null. */
  onUploadChange(id: string | null): void;
}

export function ArtworkUpload({ target, pricingAt, onUseSize, onUploadChange }: ArtworkUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The file chosen, and a count that starts its upload afresh when another (or the same again) is chosen.
  const [chosen, setChosen] = useState<{ file: File; serial: number } | null>(null);
  const [refused, setRefused] = useState(false);
  const onRefused = useCallback((value: boolean) => setRefused(value), []);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    onUploadChange(null);
    setRefused(false);
    setChosen((before) => ({ file, serial: (before?.serial ?? 0) + 1 }));
  };
  const onRemove = () => {
    setChosen(null);
    setRefused(false);
    onUploadChange(null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };
  // The browser keeps the chunk: the lazy component finds it there.
  const prefetch = () => void import('./ArtworkUploadProof.js');

  return (
    <section className="artwork-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="artwork-upload-title">
        Your artwork (optional)
      </h2>
      <p id={`${id}-hint`} className="artwork-upload-hint">
        Upload it now and see your proof with its cut line in seconds, or send it after you order.
      </p>
      <label className="artwork-upload-label" htmlFor={`${id}-file`}>
        Artwork file (PNG, JPEG, PDF, AI or SVG)
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        className="artwork-upload-input"
        accept={ACCEPT}
        aria-describedby={refused ? `${id}-problem` : `${id}-hint`}
        aria-invalid={refused ? true : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onChange={onChoose}
      />
      {chosen && (
        <>
          <div className="artwork-upload-file">
            <span className="artwork-upload-name">{chosen.file.name}</span>
            <span className="artwork-upload-bytes">{fileSize(chosen.file.size)}</span>
            <button type="button" className="artwork-upload-remove" aria-label={`Remove ${chosen.file.name}`} onClick={onRemove}>
              Remove
            </button>
          </div>
          <Suspense fallback={<p className="artwork-upload-note">Checking how it will print…</p>}>
            <ArtworkUploadProof
              key={chosen.serial}
              file={chosen.file}
              target={target}
              pricingAt={pricingAt}
              onUseSize={onUseSize}
              onUploadChange={onUploadChange}
              onRefused={onRefused}
              problemId={`${id}-problem`}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}
