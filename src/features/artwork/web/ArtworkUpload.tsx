/**
 * "Your artwork (optional)" on the product page (issue 18): the shopper chooses a file (PNG, JPEG,
 * PDF, AI or SVG) and it is uploaded at once with the size and cut chosen (artwork-upload-api.ts).
 * The server's verdict shows as soon as it answers (PreflightVerdictView); a file it refuses is an
 * alert with its reason, and nothing is stored. Then "Making your proof…" (polled every 700 ms)
 * until the automatic proof is there: its picture with the cut line (ProofPreviewImage). When the
 * traced outline does not match the size, the proof suggests one: "Use W × H mm" sets the page's
 * size to it, its price beside it from the same pricing query the page's live price uses.
 *
 * The verdict and the picture always match the size chosen: when the size, cut or shape changes,
 * the same file is uploaded again once the choice has rested 600 ms (an answer for an older choice
 * is never shown). The upload the page shows is the one Add to cart names (`onUploadChange`).
 * Nothing here reads the window before it runs, so the section renders on the server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { usePricing, type PricingQueryParams } from '../../pricing/web/get-pricing.js';
import { ARTWORK_EXTENSIONS, formatMm } from '../preflight-rules.js';
import type { ArtworkProofDto, ArtworkUploadDto } from '../artwork-upload.schemas.js';
import { artworkUploadKey, uploadArtworkFile, useArtworkUpload, type UploadTarget } from './artwork-upload-api.js';
import { PreflightVerdictView } from './PreflightVerdict.js';
import { ProofPreviewImage } from './ProofPreviewImage.js';
import './artwork-upload.css';

/** A new size, cut or shape is uploaded again once it has rested this long. */
export const REUPLOAD_DEBOUNCE_MS = 600;

/** What the file field takes: the names and types preflight reads. */
const ACCEPT = [...ARTWORK_EXTENSIONS.map((extension) => `.${extension}`), 'image/png', 'image/jpeg', 'application/pdf', 'application/postscript', 'image/svg+xml'].join(',');

const NOT_SENT = 'Your file could not be sent. Please check your connection and try again.';

const targetKey = (target: UploadTarget | null): string =>
  target === null ? '' : [target.product_id, target.cutting_id, target.shape_id ?? '', target.width_mm, target.height_mm].join(':');

type SizeSuggestion = NonNullable<ArtworkProofDto['size_suggestion']>;

const sizeText = (width: number, height: number) => `${formatMm(width)} × ${formatMm(height)} mm`;

const fileSize = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

interface Sending {
  file: File;
  target: UploadTarget;
  key: string;
}

export interface ArtworkUploadProps {
  /** The size and cut chosen; null while they cannot be judged (a size being typed, or refused). */
  target: UploadTarget | null;
  /** The page's pricing query for its configuration at another size; null when that size cannot be priced. */
  pricingAt(widthMm: number, heightMm: number): PricingQueryParams | null;
  /** Sets the page's size (the proof's suggestion). */
  onUseSize(widthMm: number, heightMm: number): void;
  /** The upload shown (to name with Add to cart), or null. */
  onUploadChange(id: string | null): void;
}

export function ArtworkUpload({ target, pricingAt, onUseSize, onUploadChange }: ArtworkUploadProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const key = targetKey(target);
  // The file and target last sent, so each pair goes up once.
  const sent = useRef<{ file: File; key: string } | null>(null);
  const upload = useMutation({
    mutationFn: ({ file: chosen, target: at }: Sending) => uploadArtworkFile(chosen, at),
    onSuccess: (dto) => queryClient.setQueryData(artworkUploadKey(dto.id), dto),
  });
  const send = (chosen: File, at: UploadTarget, atKey: string) => {
    sent.current = { file: chosen, key: atKey };
    upload.mutate({ file: chosen, target: at, key: atKey });
  };

  // Another size, cut or shape: the same file again, once the choice has rested.
  useEffect(() => {
    if (!file || !target || (sent.current?.file === file && sent.current.key === key)) return;
    const timer = setTimeout(() => send(file, target, key), REUPLOAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The key stands for the target; send is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, key]);

  // The mutation's state is its latest call's: shown only while it is for this file and this choice.
  const sending = upload.variables;
  const current = file !== null && sending?.file === file && (target === null || sending.key === key);
  const stored: ArtworkUploadDto | undefined = current && upload.isSuccess ? upload.data : undefined;
  const polled = useArtworkUpload(stored?.id ?? null);
  const shown = stored ? (polled.data?.id === stored.id ? polled.data : stored) : undefined;
  const uploadId = shown?.id ?? null;
  useEffect(() => onUploadChange(uploadId), [uploadId, onUploadChange]);

  const checking = file !== null && target !== null && (!current || upload.isPending);
  const problem = current && upload.isError ? (upload.error instanceof ApiError ? upload.error.message : NOT_SENT) : undefined;
  const refused = problem !== undefined && upload.error instanceof ApiError && upload.error.status === 422;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFile(chosen);
    if (target) send(chosen, target, key);
  };
  const onRemove = () => {
    setFile(null);
    sent.current = null;
    upload.reset();
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  const proofState = shown?.proof_state;
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
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        aria-invalid={problem && refused ? true : undefined}
        onChange={onChoose}
      />
      {file && (
        <div className="artwork-upload-file">
          <span className="artwork-upload-name">{file.name}</span>
          <span className="artwork-upload-bytes">{fileSize(file.size)}</span>
          <button type="button" className="artwork-upload-remove" aria-label={`Remove ${file.name}`} onClick={onRemove}>
            Remove
          </button>
        </div>
      )}
      {file && target === null && <p className="artwork-upload-note">Choose a size above: we check your artwork at the size you order.</p>}
      {checking && <PreflightVerdictView verdict="checking" />}
      {problem && (
        <div id={`${id}-problem`} className="artwork-upload-problem" role="alert">
          <p>{problem}</p>
          {!refused && file && target && (
            <button type="button" className="button button-secondary" onClick={() => send(file, target, key)}>
              Try again
            </button>
          )}
        </div>
      )}
      {shown && !checking && <PreflightVerdictView verdict={shown.verdict} />}
      {/* Always in the page while a file is chosen, so a screen reader hears the proof's progress. */}
      <div className="artwork-upload-progress" aria-live="polite">
        {shown && !checking && proofState === 'pending' && (
          <p className="proof-making">
            <span className="proof-spinner" aria-hidden="true" />
            Making your proof…
          </p>
        )}
        {shown && !checking && proofState === 'failed' && <p className="artwork-upload-note">{shown.proof_error ?? 'We could not make a proof of this file: our team will check it by hand after you order.'}</p>}
      </div>
      {shown?.proof && !checking && (
        <>
          <ProofPreviewImage proof={shown.proof} />
          {shown.proof.size_suggestion && target && !sameSize(shown.proof.size_suggestion, target) && (
            <SizeSuggestionOffer suggestion={shown.proof.size_suggestion} pricingAt={pricingAt} onUseSize={onUseSize} />
          )}
        </>
      )}
    </section>
  );
}

const sameSize = (suggestion: SizeSuggestion, target: UploadTarget) => suggestion.width_mm === target.width_mm && suggestion.height_mm === target.height_mm;

/** The proof's suggested size: its reason, the button that sets it, and its price by the page's own pricing. */
function SizeSuggestionOffer({ suggestion, pricingAt, onUseSize }: { suggestion: SizeSuggestion; pricingAt: ArtworkUploadProps['pricingAt']; onUseSize: ArtworkUploadProps['onUseSize'] }) {
  const width = Math.round(suggestion.width_mm);
  const height = Math.round(suggestion.height_mm);
  const params = pricingAt(width, height);
  const pricing = usePricing(params ?? {}, params !== null);
  const cents = pricing.data?.single_pricing?.total_price_cents;
  const price = params === null || pricing.isError ? null : cents === undefined ? (pricing.isFetching ? 'Pricing…' : null) : formatSgd(cents);
  return (
    <div className="artwork-upload-suggestion">
      <p className="artwork-upload-suggestion-text">{suggestion.message}</p>
      <div className="artwork-upload-suggestion-action">
        <button type="button" className="button button-secondary" onClick={() => onUseSize(width, height)}>
          Use {sizeText(width, height)}
        </button>
        {price && (
          <span className="artwork-upload-suggestion-price" aria-busy={pricing.isFetching}>
            {price === 'Pricing…' ? price : `${price} at that size`}
          </span>
        )}
      </div>
    </div>
  );
}
