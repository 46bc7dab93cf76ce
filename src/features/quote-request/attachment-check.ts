/**
 * What a file really is, from its first bytes (src/shared/file-content.ts, on file-type's core export,
 * which runs in the browser and on the server alike), against what its name says. The forms take PDF, AI, JPEG and PNG
 * (forms-and-accounts.md §5); a file is accepted only when its content is of the type its
 * extension names: a renamed program (.exe → .png) or a text file (notes.txt → logo.pdf) is refused.
 * Illustrator files are PDF-compatible (they sniff as PDF) or PostScript (%!PS, EPS).
 *
 * One rule in two places: the server checks every upload with `contentMatchesExtension`, and every
 * file field of the web app judges a file the moment it is chosen with `attachmentRefusal` and
 * `judgeChosenFiles`, so a refused file is named with its reason at once and never sent.
 */
import { fileTypeFromBlob } from 'file-type/core';
import { contentMismatchDetail, sniffedMatches } from '../../shared/file-content.js';
import {
  attachmentExtension,
  attachmentProblem,
  displayFileName,
  filesTooLargeMessage,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  QUOTE_REQUEST_MESSAGES,
} from './quote-request-rules.js';

/** Whether the content is of the type the name's extension says (the server, on the bytes it received): src/shared/file-content.ts. */
export { contentMatchesExtension } from '../../shared/file-content.js';

/** A file as a file field holds it: its bytes, name and size (a browser File). */
export type ChosenFile = Blob & { readonly name: string };

/** A chosen file that will not be sent: its name as it would be kept, the reason (the catalogue's words where it has them) and what was found. */
export interface FileRefusal {
  name: string;
  reason: string;
  detail?: string;
}

/** Said under "File type not accepted." for a name the forms do not take. */
export const ACCEPTED_TYPES_DETAIL = 'Only PDF, AI, JPEG or PNG files can be sent.';
/** Said when the browser could not read a chosen file (moved or deleted since it was chosen). */
const FILE_UNREADABLE_MESSAGE = 'We could not read this file. Please choose it again.';

/**
 * Why the server would refuse this one file, judged in the browser before anything is sent: its
 * name's type, empty or over 25 MB (quote-request-rules.ts), then its content against its name.
 * Undefined when it may go.
 */
export async function attachmentRefusal(file: ChosenFile): Promise<FileRefusal | undefined> {
  const name = displayFileName(file.name);
  const extension = attachmentExtension(name);
  if (extension === undefined) return { name, reason: QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted, detail: ACCEPTED_TYPES_DETAIL };
  const problem = attachmentProblem({ name, size: file.size });
  if (problem) return { name, reason: problem };
  let sniffed: { ext: string } | undefined;
  try {
    sniffed = await fileTypeFromBlob(file);
  } catch {
    return { name, reason: FILE_UNREADABLE_MESSAGE };
  }
  if (!sniffedMatches(extension, sniffed)) {
    return { name, reason: QUOTE_REQUEST_MESSAGES.fileTypeNotAccepted, detail: contentMismatchDetail(extension) };
  }
  return undefined;
}

export interface JudgedFiles<F extends ChosenFile> {
  /** The files held before, then the good new ones, in the order chosen. */
  kept: F[];
  /** The new files refused, each with its reason. */
  refused: FileRefusal[];
  /** Good files beyond `max` were left out (each is among `refused` with "You cannot upload more than 4 files."). */
  overMax: boolean;
}

/**
 * Files just chosen, beside those already held: each judged on its own (`refusal`, the attachment
 * rule by default), the good ones kept up to `max` in all and 60 MB together, the others listed
 * with their reason. A bad file never takes a good one's place.
 */
export async function judgeChosenFiles<F extends ChosenFile>(
  held: readonly F[],
  chosen: readonly F[],
  options: { max: number; refusal?: (file: F) => Promise<FileRefusal | undefined> },
): Promise<JudgedFiles<F>> {
  const judge = options.refusal ?? attachmentRefusal;
  const verdicts = await Promise.all(chosen.map((file) => judge(file)));
  const kept = [...held];
  const refused: FileRefusal[] = [];
  let overMax = false;
  let bytes = held.reduce((sum, f) => sum + f.size, 0);
  chosen.forEach((file, index) => {
    const verdict = verdicts[index];
    const name = displayFileName(file.name);
    if (verdict) refused.push(verdict);
    else if (kept.length >= options.max) {
      overMax = true;
      refused.push({ name, reason: QUOTE_REQUEST_MESSAGES.tooManyFiles });
    } else if (bytes + file.size > MAX_ATTACHMENTS_TOTAL_BYTES) refused.push({ name, reason: filesTooLargeMessage() });
    else {
      kept.push(file);
      bytes += file.size;
    }
  });
  return { kept, refused, overMax };
}
