/**
 * On the staff order desk: the order's artwork (to download) and proofs, and "Upload proof" (one
 * PDF; the order moves to "Proof sent" and the shopper is emailed). The chosen file is judged at
 * once, by its content and with the server's rule (order-artwork-rules.ts proofRefusal): anything
 * but a real PDF is named with the reason and not sent. The server's messages are shown as they
 * are (a proof after approval: the catalogue's approved-proof message). An order with no artwork
 * and no payment has nothing to proof: the block says so (the server's rule and words,
 * proofNeedsArtwork) instead of offering an upload the server would refuse.
 *
 * Above it, the automatic proofs (issue 18): each line's, as a picture with its cut line, while
 * "Being made…" or, when the job gave up, "Could not be made: upload a proof below". "Release
 * automatic proof" sends them to the shopper as they are (every line's must be made).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '../../../web/lib/api-client.js';
import { messageOf } from '../../account/web/use-account-form.js';
import type { FileRefusal } from '../../quote-request/attachment-check.js';
import { formatFileSize } from '../../quote-request/quote-request-rules.js';
import { FileRefusals, refusalAria } from '../../quote-request/web/FileChoice.js';
import { ARTWORK_MESSAGES, PROOF_ACCEPT, proofRefusal } from '../order-artwork-rules.js';
import { orderArtworkKey, releaseAutoProofs, uploadProof, useOrderArtwork } from './order-artwork-api.js';
import { ProofPreviewImage } from '../../artwork/web/ProofPreviewImage.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import './artwork-upload.css';

const STAGES = { awaiting_artwork: 'No artwork yet', artwork_received: 'Artwork received', proof_sent: 'Proof sent', approved: 'Proof approved' } as const;

/** `paid`: the order's payment has been marked received. */
export function StaffProofUpload({ orderNo, paid }: { orderNo: string; paid: boolean }) {
  const { data } = useOrderArtwork(orderNo, true);
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  // One key per chosen file: a retry of the same upload (a lost answer) sends the proof once.
  const uploadKey = useRef(newIdempotencyKey());
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<FileRefusal[]>([]);
  const [checking, setChecking] = useState(false);
  const id = useId();
  const send = useMutation({
    mutationFn: (proof: File) => uploadProof(orderNo, proof, uploadKey.current),
    onSuccess: async (view) => {
      client.setQueryData(orderArtworkKey(orderNo, true), view);
      setFile(undefined);
      if (input.current) input.current.value = '';
      await client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const release = useMutation({
    mutationFn: () => releaseAutoProofs(orderNo, releaseKey.current),
    onSuccess: async (view) => {
      client.setQueryData(orderArtworkKey(orderNo, true), view);
      releaseKey.current = newIdempotencyKey();
      await client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const releaseKey = useRef(newIdempotencyKey());
  // While a proof is being made, look again every 2 s: it is ready within seconds.
  const pending = data?.auto_proof_state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: orderArtworkKey(orderNo, true) }), 2000);
    return () => clearInterval(timer);
  }, [pending, client, orderNo]);
  if (!data) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Please choose the proof (one PDF).');
      return;
    }
    setProblem(undefined);
    send.mutate(file);
  };
  const error = problem ?? (send.isError ? messageOf(send.error, 'The proof could not be sent. Please try again.') : undefined);
  const choose = async (field: HTMLInputElement) => {
    const chosen = field.files?.[0];
    uploadKey.current = newIdempotencyKey();
    setProblem(undefined);
    send.reset();
    setChecking(true);
    const refusal = chosen ? await proofRefusal(chosen) : undefined;
    setChecking(false);
    setRefused(refusal ? [refusal] : []);
    // A refused file is not kept: the field is emptied, so it cannot be sent by mistake.
    if (refusal) field.value = '';
    setFile(refusal ? undefined : chosen);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="staff-artwork">
      <h3 id={`${id}-title`}>Artwork and proof</h3>
      <p className="staff-muted">{STAGES[data.stage]}</p>
      <ul>
        {[...data.artwork, ...data.proofs].map((f) => (
          <li key={f.id}>
            {f.kind === 'proof' ? 'Proof' : f.line_position === null ? 'Artwork' : `Artwork, line ${f.line_position + 1}`}: <a href={f.url}>{f.name}</a>{' '}
            <span className="staff-muted">
              ({formatFileSize(f.size_bytes)}, {formatShopDateTime(f.created_at)})
            </span>
          </li>
        ))}
      </ul>
      {data.auto_proof_state !== null && (
        <div className="staff-auto-proofs">
          <h4>Automatic proof</h4>
          {data.auto_proof_state === 'pending' && (
            <p className="staff-muted" role="status">
              Being made… it is ready within seconds of the upload.
            </p>
          )}
          {data.auto_proof_state === 'failed' && <p className="acc-alert">The automatic proof could not be made. Please upload a proof below.</p>}
          {data.auto_proofs.map((proof) => (
            <figure key={proof.id} className="staff-auto-proof">
              <ProofPreviewImage proof={proof} />
              <figcaption>
                {proof.line_position === null ? 'Order' : `Line ${proof.line_position + 1}`}: {proof.artwork_name} ·{' '}
                {proof.status === 'ready' ? 'ready to check' : proof.status === 'released' ? 'sent to the customer' : 'replaced by an uploaded proof'}
              </figcaption>
            </figure>
          ))}
          {data.stage === 'artwork_received' && data.auto_proof_state === 'ready' && data.auto_proofs.some((proof) => proof.status === 'ready') && (
            <>
              <button type="button" className="button button-primary" disabled={release.isPending} onClick={() => release.mutate()}>
                {release.isPending ? 'Releasing…' : 'Release automatic proof'}
              </button>
              {release.isError && (
                <p role="alert" className="acc-alert">
                  {messageOf(release.error, 'The proof could not be released. Please try again.')}
                </p>
              )}
            </>
          )}
        </div>
      )}
      {data.stage !== 'approved' && !paid && data.artwork.length === 0 && <p className="staff-muted">{ARTWORK_MESSAGES.proofNeedsArtwork}</p>}
      {data.stage !== 'approved' && (paid || data.artwork.length > 0) && (
        <form className="order-artwork-form" onSubmit={onSubmit} noValidate>
          <label className="order-artwork-label" htmlFor={`${id}-file`}>
            Proof (PDF)
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            className="order-artwork-input"
            accept={PROOF_ACCEPT}
            {...refusalAria(`${id}-refused`, refused, [error ? `${id}-error` : undefined])}
            aria-invalid={error || refused.length > 0 ? true : undefined}
            onChange={(event) => void choose(event.target)}
          />
          <FileRefusals id={`${id}-refused`} refused={refused} />
          {error && (
            <p role="alert" id={`${id}-error`} className="acc-alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={send.isPending || checking}>
            {send.isPending ? 'Uploading…' : 'Upload proof'}
          </button>
        </form>
      )}
    </section>
  );
}
