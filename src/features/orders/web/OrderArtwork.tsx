/**
 * On the order page, for the order's owner: the Artwork block (upload up to 4 files: PDF, AI,
 * JPEG or PNG, for the whole order or, with several lines, for one of them; the files sent;
 * "Please upload your file" while there are none) and the Proof block
 * (the newest proof's first page as a picture to enlarge, the PDF to download, Approve after a
 * confirmation that shows the picture again, Request changes with a message). The server's refusals (the
 * catalogue's messages) are shown as they are.
 *
 * Each chosen file is judged at once, by its content and with the server's rules
 * (attachment-check.ts): the good ones are listed to send, a refused one with its name and reason,
 * and it is never sent. Each file listed to send then gets its preflight verdict at the size of
 * the item it is for (issue 18, artwork/web/preflight-in-browser.ts: images read in the browser,
 * PDFs and AI files asked of the server): refused in red with the reason and the fix (such a file
 * is not sent: Upload says to remove it), a warning in amber, ready in green. The files sent are
 * listed with the verdict the server kept.
 *
 * Automatic proofs (issue 18): each line's latest artwork gets one within seconds. While they are
 * being made the block says so (the view is asked again every 2 s, only then); a proof made but not
 * yet released is shown with its cut line as our team's to check; a released one is the proof to
 * approve, shown the same way in the Proof block above Approve and Request changes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../web/components/ui/Modal.js';
import { useCharacterLimit } from '../../../web/components/ui/CharacterCount.js';
import { newIdempotencyKey } from '../../../web/lib/api-client.js';
import { messageOf } from '../../account/web/use-account-form.js';
import { judgeChosenFiles, type FileRefusal } from '../../quote-request/attachment-check.js';
import { ATTACHMENT_ACCEPT, formatFileSize, MAX_ATTACHMENTS } from '../../quote-request/quote-request-rules.js';
import { ChosenFiles, FileRefusals, refusalAria } from '../../quote-request/web/FileChoice.js';
import { PreflightVerdictView } from '../../artwork/web/PreflightVerdict.js';
import { useArtworkVerdicts } from '../../artwork/web/use-artwork-verdicts.js';
import { ProofPreviewImage } from '../../artwork/web/ProofPreviewImage.js';
import type { ArtworkProofDto } from '../../artwork/artwork-upload.schemas.js';
import { ARTWORK_MESSAGES, artworkTarget, PROOF_MESSAGE_MAX_LENGTH } from '../order-artwork-rules.js';
import type { OrderArtworkView, OrderFile } from '../order-artwork.schemas.js';
import { approveProof, orderArtworkKey, requestProofChanges, uploadArtwork, useOrderArtwork } from './order-artwork-api.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { ProofPreview } from './ProofPreview.js';
import './artwork-upload.css';

function FileList({ files, lineNames }: { files: readonly OrderFile[]; lineNames: readonly string[] }) {
  return (
    <ul className="order-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url}>{file.name}</a>{' '}
          <span className="acc-text">
            ({lineNames.length > 1 ? `${file.line_position === null ? 'whole order' : `item ${file.line_position + 1}`}, ` : ''}
            {formatFileSize(file.size_bytes)}, {formatShopDateTime(file.created_at)})
          </span>
          {file.preflight && <PreflightVerdictView verdict={file.preflight} />}
        </li>
      ))}
    </ul>
  );
}

/** The order's artwork view is asked again this often while its automatic proofs are being made. */
const AUTO_PROOF_POLL_MS = 2000;

/** Each automatic proof, named by its item when the order has several. */
function AutoProofs({ proofs, lineNames, note }: { proofs: readonly ArtworkProofDto[]; lineNames: readonly string[]; note?: string }) {
  return (
    <div className="proof-list">
      {note && <p className="acc-text">{note}</p>}
      {proofs.map((proof) => (
        <div key={proof.id} className="proof-list-item">
          {lineNames.length > 1 && (
            <p className="proof-list-name">
              {proof.line_position === null ? 'The whole order' : `Item ${proof.line_position + 1}: ${lineNames[proof.line_position] ?? ''}`}
            </p>
          )}
          <ProofPreviewImage proof={proof} />
        </div>
      ))}
    </div>
  );
}

/** The whole order's value in the line select. */
const WHOLE_ORDER = 'all';

/** `lineNames`: the order's lines in order (product names), to send files for one of them. */
export function OrderArtwork({ orderNo, lineNames }: { orderNo: string; lineNames: readonly string[] }) {
  const { data } = useOrderArtwork(orderNo);
  const queryClient = useQueryClient();
  const keep = (view: OrderArtworkView) => {
    queryClient.setQueryData(orderArtworkKey(orderNo), view);
    void queryClient.invalidateQueries({ queryKey: ['order', orderNo], exact: true });
  };
  const newKey = newIdempotencyKey;
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File[]>([]);
  const [uploadKey, setUploadKey] = useState(newKey);
  const [pickProblem, setPickProblem] = useState<string>();
  const [refused, setRefused] = useState<FileRefusal[]>([]);
  const [checking, setChecking] = useState(false);
  const [forLine, setForLine] = useState(WHOLE_ORDER);
  const [message, setMessage] = useState('');
  const [messageProblem, setMessageProblem] = useState<string>();
  const messageId = useId();
  const messageLimit = useCharacterLimit(messageId, message, PROOF_MESSAGE_MAX_LENGTH);
  // While the automatic proofs are being made, the view is asked again every 2 s (and only then).
  const proofsPending = data?.auto_proof_state === 'pending';
  useEffect(() => {
    if (!proofsPending) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: orderArtworkKey(orderNo), exact: true }), AUTO_PROOF_POLL_MS);
    return () => clearInterval(timer);
  }, [proofsPending, queryClient, orderNo]);
  // Each chosen file's preflight verdict at the size of the item it is for (the server's rule: artworkTarget).
  const target = data ? artworkTarget(data.targets, forLine === WHOLE_ORDER ? null : Number(forLine)) : null;
  const verdicts = useArtworkVerdicts(picked, target);

  const upload = useMutation({
    mutationFn: () => uploadArtwork(orderNo, picked, uploadKey, forLine === WHOLE_ORDER ? null : Number(forLine)),
    onSuccess: (view) => {
      keep(view);
      setPicked([]);
      setRefused([]);
      setUploadKey(newKey());
    },
  });
  const approve = useMutation({ mutationFn: () => approveProof(orderNo, newKey()), onSuccess: keep });
  const [confirming, setConfirming] = useState(false);
  const approveRef = useRef<HTMLButtonElement>(null);
  const changes = useMutation({
    mutationFn: () => requestProofChanges(orderNo, message.trim(), newKey()),
    onSuccess: (view) => {
      keep(view);
      setMessage('');
    },
  });
  if (!data) return null;

  // Chosen files join those already listed; each is judged at once, and only the good ones are kept.
  const onPick = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (list.length === 0) return;
    setUploadKey(newKey());
    setPickProblem(undefined);
    upload.reset();
    setChecking(true);
    const judged = await judgeChosenFiles(picked, list, { max: MAX_ATTACHMENTS });
    setChecking(false);
    setRefused(judged.refused);
    setPicked(judged.kept);
  };
  const onRemove = (index: number) => {
    setPicked(picked.filter((_, i) => i !== index));
    setUploadKey(newKey());
    setPickProblem(undefined);
  };
  const levelOf = (file: File) => {
    const verdict = verdicts.get(file);
    return typeof verdict === 'object' ? verdict.level : verdict;
  };
  const refusedChosen = picked.filter((file) => levelOf(file) === 'refused');
  const stillChecking = picked.some((file) => levelOf(file) === 'checking');
  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) {
      setPickProblem(ARTWORK_MESSAGES.uploadRequired);
      return;
    }
    if (refusedChosen.length > 0) {
      setPickProblem(ARTWORK_MESSAGES.refusedFilesChosen);
      return;
    }
    setPickProblem(undefined);
    upload.mutate();
  };
  const onChanges = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setMessageProblem(ARTWORK_MESSAGES.messageRequired);
      return;
    }
    setMessageProblem(undefined);
    changes.mutate();
  };
  const latestProof = data.proofs.at(-1);
  const checkingProofs = data.auto_proofs.filter((proof) => proof.status === 'ready');
  const releasedProofs = data.auto_proofs.filter((proof) => proof.status === 'released');
  const uploadError = pickProblem ?? (upload.isError ? messageOf(upload.error, 'Your files could not be sent. Please try again.') : undefined);
  const reviewError = approve.isError ? messageOf(approve.error, 'Please try again.') : changes.isError ? messageOf(changes.error, 'Please try again.') : undefined;

  return (
    <>
      <section className="checkout-card" aria-labelledby="order-artwork-title">
        <h2 id="order-artwork-title">Artwork</h2>
        {data.notice && <p className="acc-text">{data.notice}</p>}
        {data.artwork.length > 0 && <FileList files={data.artwork} lineNames={lineNames} />}
        <div aria-live="polite">
          {data.auto_proof_state === 'pending' && (
            <p className="proof-making">
              <span className="proof-spinner" aria-hidden="true" />
              We're making your proof…
            </p>
          )}
        </div>
        {checkingProofs.length > 0 && <AutoProofs proofs={checkingProofs} lineNames={lineNames} note="Automatic proof — our team is checking it and will send it to you to approve shortly." />}
        {data.can_upload ? (
          <form className="order-artwork-form" onSubmit={onUpload} noValidate>
            {lineNames.length > 1 && (
              <div className="order-artwork-for">
                <label className="order-artwork-label" htmlFor={`${messageId}-line`}>
                  These files are for
                </label>
                <select
                  id={`${messageId}-line`}
                  value={forLine}
                  onChange={(event) => {
                    setForLine(event.target.value);
                    setUploadKey(newKey());
                  }}
                >
                  <option value={WHOLE_ORDER}>The whole order</option>
                  {lineNames.map((name, index) => (
                    <option key={`${index}-${name}`} value={String(index)}>
                      Item {index + 1}: {name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <label className="order-artwork-label" htmlFor={`${messageId}-files`}>Your files (PDF, AI, JPEG or PNG; at most {MAX_ATTACHMENTS})</label>
            <input
              ref={fileInput}
              id={`${messageId}-files`}
              type="file"
              className="order-artwork-input"
              multiple
              accept={ATTACHMENT_ACCEPT}
              {...refusalAria(`${messageId}-files-refused`, refused, [
                uploadError ? `${messageId}-files-error` : undefined,
                ...refusedChosen.map((file) => `${messageId}-verdict-${picked.indexOf(file)}`),
              ])}
              aria-invalid={uploadError || refused.length > 0 || refusedChosen.length > 0 ? true : undefined}
              onChange={(event) => void onPick(event.target.files)}
            />
            <FileRefusals id={`${messageId}-files-refused`} refused={refused} />
            <ChosenFiles
              files={picked}
              label="Files to upload"
              disabled={upload.isPending}
              onRemove={onRemove}
              details={(file, index) => <PreflightVerdictView id={`${messageId}-verdict-${index}`} verdict={verdicts.get(file)} />}
            />
            {uploadError && (
              <p className="acc-alert" role="alert" id={`${messageId}-files-error`}>
                {uploadError}
              </p>
            )}
            <div className="acc-actions">
              <button type="submit" className="button button-primary" disabled={upload.isPending || checking || stillChecking}>
                {upload.isPending ? 'Uploading…' : 'Upload artwork'}
              </button>
            </div>
          </form>
        ) : (
          <p className="acc-text">{data.stage === 'approved' ? 'Your proof is approved: your artwork is final.' : 'We have evaluated your artwork: see your proof below.'}</p>
        )}
      </section>
      {(latestProof || releasedProofs.length > 0 || data.stage === 'approved') && (
        <section className="checkout-card" aria-labelledby="order-proof-title">
          <h2 id="order-proof-title">Proof</h2>
          {releasedProofs.length > 0 && <AutoProofs proofs={releasedProofs} lineNames={lineNames} />}
          {latestProof && (
            <>
              {releasedProofs.length === 0 && <ProofPreview proof={latestProof} version={data.proofs.length} place="block" />}
              <p>
                <a href={latestProof.url}>View your proof (PDF): {latestProof.name}</a>
              </p>
            </>
          )}
          {data.approved_at && <p className="acc-text">You approved this proof on {formatShopDateTime(data.approved_at)}.</p>}
          {data.can_review && (
            <>
              <div className="acc-actions">
                <button ref={approveRef} type="button" className="button button-primary" disabled={approve.isPending} onClick={() => setConfirming(true)}>
                  {approve.isPending ? 'Approving…' : 'Approve proof'}
                </button>
              </div>
              {/* Approving is final: the shop prints exactly the proof, so the shopper confirms it first. */}
              <Modal
                open={confirming}
                onOpenChange={setConfirming}
                title="Approve this proof?"
                description="We print exactly what the proof shows. After you approve it, the artwork can no longer be changed."
                size="sm"
                returnFocusRef={approveRef}
              >
                {latestProof && <ProofPreview proof={latestProof} version={data.proofs.length} place="dialog" />}
                {latestProof && (
                  <p className="acc-text">
                    <a href={latestProof.url} target="_blank" rel="noopener noreferrer">
                      Look at the proof again (PDF, opens in a new tab)
                    </a>
                  </p>
                )}
                <div className="acc-actions">
                  <button
                    type="button"
                    className="button button-primary"
                    onClick={() => {
                      setConfirming(false);
                      approve.mutate();
                    }}
                  >
                    Approve and print
                  </button>
                  <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                    Not yet
                  </button>
                </div>
              </Modal>
              <form onSubmit={onChanges} noValidate>
                <label htmlFor={messageId}>What should we change?</label>
                <textarea
                  id={messageId}
                  value={message}
                  rows={3}
                  maxLength={PROOF_MESSAGE_MAX_LENGTH}
                  aria-invalid={messageProblem ? true : undefined}
                  aria-describedby={[messageLimit.describedBy, messageProblem ? `${messageId}-error` : undefined].filter(Boolean).join(' ') || undefined}
                  onChange={(event) => setMessage(event.target.value)}
                  onPaste={messageLimit.onPaste()}
                />
                {messageLimit.line}
                {messageProblem && (
                  <p className="acc-alert" role="alert" id={`${messageId}-error`}>
                    {messageProblem}
                  </p>
                )}
                <div className="acc-actions">
                  <button type="submit" className="button button-secondary" disabled={changes.isPending}>
                    {changes.isPending ? 'Sending…' : 'Request changes'}
                  </button>
                </div>
              </form>
            </>
          )}
          {reviewError && (
            <p className="acc-alert" role="alert">
              {reviewError}
            </p>
          )}
        </section>
      )}
    </>
  );
}
