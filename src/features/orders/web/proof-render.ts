/**
 * The proof's first page as a picture, drawn in the browser by PDF.js (pdfjs-dist, Apache-2.0).
 * Only ProofPreview imports this module, and only with import(): PDF.js is a chunk of its own,
 * fetched the first time an order page has a proof to show, so no other page grows. Its worker
 * is the package's built file, copied into the build by Vite (`?url`) and started as a module
 * worker from the shop's own origin, which the shop's CSP allows (worker-src falls back to
 * script-src 'self'). The legacy build runs on the older Safari and Chrome shoppers still have.
 *
 * PDF.js may compile font programs with `new Function`, which the CSP refuses (and Chromium would
 * report): `isEvalSupported: false` makes it interpret them instead. It logs only errors.
 */
import { getDocument, GlobalWorkerOptions, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The picture's longest side in pixels: sharp at twice the widest dialog on a 2× screen. */
const LONGEST_SIDE_PX = 2000;
/** At most this many pixels, well inside the canvas limit of phones (iOS: 16.7 million). */
const MAX_PIXELS = 4_000_000;
/** A tiny page (a 20 mm sticker) is not blown up past this. */
const MAX_SCALE = 8;

export interface ProofPicture {
  /** An object URL of the PNG, kept for the page's life (one per proof file; files never change). */
  src: string;
  width: number;
  height: number;
}

/** Fetches the proof (the shopper's or staff's cookie) and draws its first page; rejects if it cannot. */
export async function renderProofFirstPage(url: string): Promise<ProofPicture> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The proof could not be fetched (${response.status}).`);
  const data = new Uint8Array(await response.arrayBuffer());
  const task = getDocument({ data, verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, enableXfa: false });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(LONGEST_SIDE_PX / Math.max(natural.width, natural.height), Math.sqrt(MAX_PIXELS / (natural.width * natural.height)), MAX_SCALE);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(viewport.width));
    canvas.height = Math.max(1, Math.floor(viewport.height));
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The proof could not be drawn.');
    return { src: URL.createObjectURL(blob), width: canvas.width, height: canvas.height };
  } finally {
    await task.destroy();
  }
}
