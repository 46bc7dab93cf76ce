/**
 * The proof's first page shown as a picture (on the order page's Proof block and in "Approve this
 * proof?"), so the shopper approves what they have seen, not a file they may never open. Clicking
 * the picture or "Enlarge the proof" opens it large in a dialog, where "Zoom in" shows it at twice
 * the dialog's width to pan over. The picture is drawn once per proof file (PDF.js, loaded only
 * now: proof-render.ts) and shared by every place that shows it. When the PDF cannot be drawn the
 * shopper is told so and offered the download.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Modal } from '../../../web/components/ui/Modal.js';
import type { OrderFile } from '../order-artwork.schemas.js';
import './proof-preview.css';

/** What the picture shows, for its alt text. */
const proofPictureName = (proof: Pick<OrderFile, 'name'>, version: number): string => `Proof version ${version} (${proof.name}), page 1`;

function useProofPicture(url: string) {
  return useQuery({
    queryKey: ['proof-picture', url],
    queryFn: async () => (await import('./proof-render.js')).renderProofFirstPage(url),
    // A proof file never changes under its address, and its picture's object URL lives with the page.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** `version`: the proof's number among the order's proofs (1 for the first). `place`: the block or the approval dialog (smaller). */
export function ProofPreview({ proof, version, place }: { proof: OrderFile; version: number; place: 'block' | 'dialog' }) {
  const picture = useProofPicture(proof.url);
  const [enlarged, setEnlarged] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const enlargeRef = useRef<HTMLButtonElement>(null);
  const name = proofPictureName(proof, version);
  const open = () => {
    setZoomed(false);
    setEnlarged(true);
  };

  if (picture.isError) {
    return (
      <p className="proof-preview__fallback">
        Preview not available — <a href={proof.url}>download the proof</a>
      </p>
    );
  }
  return (
    <div className={`proof-preview proof-preview--${place}`} aria-busy={picture.isPending}>
      {picture.data ? (
        <>
          {/* The picture opens the large view on a click; the button below is the keyboard's way. */}
          <img className="proof-preview__image" src={picture.data.src} width={picture.data.width} height={picture.data.height} alt={name} onClick={open} />
          <button ref={enlargeRef} type="button" className="button button-secondary proof-preview__enlarge" aria-haspopup="dialog" onClick={open}>
            <ZoomIcon />
            Enlarge the proof
          </button>
          <Modal open={enlarged} onOpenChange={setEnlarged} title={`Proof version ${version}`} description={`${proof.name}, page 1`} size="lg" className="proof-preview-dialog" returnFocusRef={enlargeRef}>
            <div className="proof-preview__tools">
              <button type="button" className="button button-secondary" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
                <ZoomIcon />
                Zoom in
              </button>
              <a href={proof.url}>Download the proof (PDF)</a>
            </div>
            {/* Focusable, so the arrow keys pan the zoomed page. */}
            <div className={`proof-preview__large${zoomed ? ' proof-preview__large--zoomed' : ''}`} tabIndex={0} role="group" aria-label="The proof's first page">
              <img src={picture.data.src} width={picture.data.width} height={picture.data.height} alt={name} />
            </div>
          </Modal>
        </>
      ) : (
        <div className="proof-preview__placeholder" role="status">
          Preparing the preview…
        </div>
      )}
    </div>
  );
}

function ZoomIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
