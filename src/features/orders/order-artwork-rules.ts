/**
 * The artwork and proof rules both sides apply (order-artwork.ts on the server, the order page,
 * checkout and the staff desk in the browser): the catalogue's messages (forms-and-accounts.md §8)
 * and what a proof must be. Pure and browser-safe: a file field judges a chosen file with these
 * before anything is sent, and the server refuses the same files with the same words.
 */
import { attachmentExtension, displayFileName, QUOTE_REQUEST_MESSAGES } from '../quote-request/quote-request-rules.js';
import { attachmentRefusal, type ChosenFile, type FileRefusal } from '../quote-request/attachment-check.js';
import type { PrintTarget } from '../artwork/preflight-rules.js';

/** The catalogue's wording (forms-and-accounts.md §8) where it has one. */
export const ARTWORK_MESSAGES = {
  uploadRequired: 'Please upload your file',
  /** Issue 19: nothing of a cancelled order is printed, so its artwork and proofs stay as they are. */
  orderCancelled: 'This order was cancelled, so its artwork and proof can no longer change. Please place a new order, or contact us if this is a mistake.',
  messageRequired: 'Your message is required. Please try again.',
  alreadyApproved: 'Sorry, your final proof has already been approved. Please close the modal to check for updates.',
  alreadyEvaluated: 'Sorry, update is unavailable. Your artwork has already been evaluated. Please close modal to check evaluation details.',
  tooManyFiles: QUOTE_REQUEST_MESSAGES.tooManyFiles,
  fileTypeNotAccepted: QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted,
  /** Not in the catalogue. */
  noProof: 'There is no proof to review yet. We will email you as soon as it is ready.',
  proofOnePdf: 'Please upload the proof as one PDF file.',
  /** Not in the catalogue: a proof of nothing would ask the shopper to approve nothing. */
  proofNeedsArtwork: 'This order has no artwork and no payment yet: there is nothing to proof. Send the proof once the artwork or the payment arrives.',
  lineUnknown: 'That line is not in this order.',
  messageTooLong: 'Your message can be at most 2,000 characters.',
  fileNotFound: 'There is no such file for this order.',
  /** Not in the catalogue: a chosen file the preflight refused is still listed (issue 18). */
  refusedFilesChosen: "Remove the files we can't print (marked in red), or choose others, then upload.",
} as const;

/**
 * The size artwork is judged at (issue 18): its item's, or for the whole order the only item's;
 * null for the whole order of several items (then only what needs no size is judged). The order
 * page and the server (order-artwork.ts) ask the same question.
 */
export const artworkTarget = (targets: readonly (PrintTarget | null)[], line: number | null): PrintTarget | null =>
  line === null ? (targets.length === 1 ? (targets[0] ?? null) : null) : (targets[line] ?? null);

/** A refused file's message: its name first when several were sent together (artwork/preflight-rules.ts, shared with the quote request). */
export { refusedArtworkMessage } from '../artwork/preflight-rules.js';

export const PROOF_MESSAGE_MAX_LENGTH = 2000;

/** The proof file field's `accept`: one PDF. */
export const PROOF_ACCEPT = '.pdf,application/pdf';

/**
 * Why a chosen proof would be refused: any file the artwork fields refuse (a text file renamed
 * proof.pdf: "File type not accepted."), then anything but a PDF ("Please upload the proof as one PDF file.").
 */
export async function proofRefusal(file: ChosenFile): Promise<FileRefusal | undefined> {
  const refused = await attachmentRefusal(file);
  if (refused) return refused;
  const name = displayFileName(file.name);
  return attachmentExtension(name) === 'pdf' ? undefined : { name, reason: ARTWORK_MESSAGES.proofOnePdf };
}
