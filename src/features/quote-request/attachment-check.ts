/**
 * What a file really is, from its first bytes (file-type), against what its name says. The form
 * takes PDF, AI, JPEG and PNG (forms-and-accounts.md §5); a file is accepted only when its content
 * is of the type its extension names: a renamed program (.exe → .png) or a text file is refused.
 * Illustrator files are PDF-compatible (they sniff as PDF) or PostScript (%!PS, EPS).
 * Server only: the browser checks the name (quote-request-rules.ts), the server checks both.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentExtension } from './quote-request-rules.js';

/** The sniffed file-type extensions each accepted name extension may hold. */
const CONTENT_FOR_EXTENSION: Record<AttachmentExtension, readonly string[]> = {
  pdf: ['pdf'],
  ai: ['pdf', 'ps', 'eps'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
};

/** Whether the content is of the type the name's extension says. */
export async function contentMatchesExtension(extension: AttachmentExtension, content: Buffer): Promise<boolean> {
  const sniffed = await fileTypeFromBuffer(content);
  return sniffed !== undefined && CONTENT_FOR_EXTENSION[extension].includes(sniffed.ext);
}
