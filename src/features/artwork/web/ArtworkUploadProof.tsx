/**
 * What "Your artwork (optional)" shows once a file is chosen (ArtworkUpload.tsx; loaded only then,
 * so the product page's first load carries none of it): the file is uploaded at once with the size
 * and cut chosen (artwork-upload-api.ts). The server's verdict shows as soon as it answers
 * (PreflightVerdictView); a file it refuses is an alert with its reason, and nothing is stored.
 * Then "Making your proof…" (polled every 700 ms) until the automatic proof is there: its picture
 * with the cut line (ProofPreviewImage). When the traced outline does not match the size, the
 * proof suggests one: "Use W × H mm" sets the page's size to it, its price beside it from the same
 * pricing query the page's live price uses.
 *
 * The verdict and the picture always match the size chosen: when the size, cut or shape changes,
 * the same file is uploaded again once the choice has rested 600 ms (an answer for an older choice
 * is never shown). The upload shown is the one Add to cart names (`onUploadChange`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatSgd } from '../../../shared/money.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { usePricing } from '../../pricing/web/get-pricing.js';
import { formatMm } from '../preflight-rules.js';
import type { ArtworkProofDto, ArtworkUploadDto } from '../artwork-upload.schemas.js';
import { artworkUploadKey, uploadArtworkFile, useArtworkUpload, type PageSize, type UploadTarget } from './artwork-upload-api.js';
import { PreflightVerdictView } from './PreflightVerdict.js';
import { ProofPreviewImage } from './ProofPreviewImage.js';

/** A new size, cut or shape is uploaded again once it has rested this long. */
const REUPLOAD_DEBOUNCE_MS = 600;

const NOT_SENT = 'Your file could not be sent. Please check your connection and try again.';

type SizeSuggestion = NonNullable<ArtworkProofDto['size_suggestion']>;

const targetKey = (target: UploadTarget | null): string =>
  target === null ? '' : [target.product_id, target.cutting_id, target.shape_id ?? '', target.width_mm, target.height_mm].join(':');

const sizeText = (width: number, height: number) => `${formatMm(width)} × ${formatMm(height)} mm`;

const sameSize = (suggestion: SizeSuggestion, target: UploadTarget) => suggestion.width_mm === target.width_mm && suggestion.height_mm === target.height_mm;

interface Sending {
  target: UploadTarget;
  key: string;
}

export interface ArtworkUploadProofProps extends PageSize {
  /** The size and cut chosen; null while they cannot be judged. */
  target: UploadTarget | null;
  /** The file chosen (the component is keyed by it: a new file starts afresh). */
  file: File;
  /** The id the refusal is shown under (the file field is described by it). */
  problemId: string;
  /** The upload shown, or null. */
  onUploadChange(id: string | null): void;
  /** Whether the server refused the file (the field is marked invalid). */
  onRefused(refused: boolean): void;
}

export function ArtworkUploadProof({ file, target, pricingAt, onUseSize, onUploadChange, onRefused, problemId }: ArtworkUploadProofProps) {
  const queryClient = useQueryClient();
  const key = targetKey(target);
  // The target last sent, so each goes up once.
  const sent = useRef<string | null>(null);
  const upload = useMutation({
    mutationFn: ({ target: at }: Sending) => uploadArtworkFile(file, at),
    onSuccess: (dto) => queryClient.setQueryData(artworkUploadKey(dto.id), dto),
  });
  const send = (at: UploadTarget, atKey: string) => {
    sent.current = atKey;
    upload.mutate({ target: at, key: atKey });
  };

  // At once for the file just chosen; for another size, cut or shape once the choice has rested.
  useEffect(() => {
    if (!target || sent.current === key) return;
    const timer = setTimeout(() => send(target, key), sent.current === null ? 0 : REUPLOAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The key stands for the target; send is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The mutation's state is its latest call's: shown only while it is for the choice on the page.
  const current = upload.variables !== undefined && (target === null || upload.variables.key === key);
  const stored: ArtworkUploadDto | undefined = current && upload.isSuccess ? upload.data : undefined;
  const polled = useArtworkUpload(stored?.id ?? null);
  const shown = stored ? (polled.data?.id === stored.id ? polled.data : stored) : undefined;
  const uploadId = shown?.id ?? null;
  useEffect(() => onUploadChange(uploadId), [uploadId, onUploadChange]);

  const checking = target !== null && (!current || upload.isPending);
  const problem = current && upload.isError ? (upload.error instanceof ApiError ? upload.error.message : NOT_SENT) : undefined;
  const refused = problem !== undefined && upload.error instanceof ApiError && upload.error.status === 422;
  useEffect(() => onRefused(refused), [refused, onRefused]);

  const proofState = shown?.proof_state;
  const suggestion = shown?.proof?.size_suggestion;
  return (
    <>
      {target === null && <p className="artwork-upload-note">Choose a size above: we check your artwork at the size you order.</p>}
      {checking && <PreflightVerdictView verdict="checking" />}
      {problem && (
        <div id={problemId} className="artwork-upload-problem" role="alert">
          <p>{problem}</p>
          {!refused && target && (
            <button type="button" className="button button-secondary" onClick={() => send(target, key)}>
              Try again
            </button>
          )}
        </div>
      )}
      {shown && !checking && <PreflightVerdictView verdict={shown.verdict} />}
      {/* In the page while a file is chosen, so a screen reader hears the proof's progress. */}
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
          {suggestion && target && !sameSize(suggestion, target) && <SizeSuggestionOffer suggestion={suggestion} pricingAt={pricingAt} onUseSize={onUseSize} />}
        </>
      )}
    </>
  );
}

/** The proof's suggested size: its reason, the button that sets it, and its price by the page's own pricing. */
function SizeSuggestionOffer({ suggestion, pricingAt, onUseSize }: { suggestion: SizeSuggestion; pricingAt: PageSize['pricingAt']; onUseSize: PageSize['onUseSize'] }) {
  const width = Math.round(suggestion.width_mm);
  const height = Math.round(suggestion.height_mm);
  const params = pricingAt(width, height);
  const pricing = usePricing(params ?? {}, params !== null);
  const cents = pricing.data?.single_pricing?.total_price_cents;
  const priced = params !== null && !pricing.isError && cents !== undefined;
  return (
    <div className="artwork-upload-suggestion">
      <p className="artwork-upload-suggestion-text">{suggestion.message}</p>
      <div className="artwork-upload-suggestion-action">
        <button type="button" className="button button-secondary" onClick={() => onUseSize(width, height)}>
          Use {sizeText(width, height)}
        </button>
        {(priced || pricing.isFetching) && (
          <span className="artwork-upload-suggestion-price" aria-busy={pricing.isFetching}>
            {priced && cents !== undefined ? `${formatSgd(cents)} at that size` : 'Pricing…'}
          </span>
        )}
      </div>
    </div>
  );
}
