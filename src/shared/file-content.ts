/**
 * What a file really is, from its first bytes, against what its name's extension says: one rule
 * for every file the shop takes (the quote requests' and orders' attachments,
 * quote-request/attachment-check.ts; the artwork preflight, artwork/preflight.ts). It runs in the
 * browser and on the server alike (file-type's core export, no Node APIs), so a page judges a
 * chosen file with the words the server would answer.
 *
 * Illustrator files are PDF-compatible (they sniff as PDF) or PostScript (%!PS, EPS). An SVG is
 * text, which file-type does not name (or names "xml"): it is an SVG when its first element,
 * after an XML declaration, comments and white space, is <svg>.
 */
import { fileTypeFromBuffer } from 'file-type/core';

/** The extensions whose content is checked (lower case). */
export type ContentExtension = 'pdf' | 'ai' | 'jpg' | 'jpeg' | 'png' | 'svg';

/** The sniffed file-type extensions each name extension may hold. */
const CONTENT_FOR_EXTENSION: Record<ContentExtension, readonly string[]> = {
  pdf: ['pdf'],
  ai: ['pdf', 'ps', 'eps'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  svg: [],
};

/** Each extension in a shopper's words, for "…but the file is not a PDF." */
const TYPE_IN_WORDS: Record<ContentExtension, string> = {
  pdf: 'a PDF',
  ai: 'an Illustrator (AI) file',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  svg: 'an SVG image',
};

/** "Its name ends in .pdf, but the file is not a PDF." */
export const contentMismatchDetail = (extension: ContentExtension): string => `Its name ends in .${extension}, but the file is not ${TYPE_IN_WORDS[extension]}.`;

/** How much of an SVG's start is read to decide. */
const SVG_SNIFF_BYTES = 4096;

/**
 * Whether text starts like an SVG document: an optional byte-order mark, XML declaration, comments,
 * processing instructions, a DOCTYPE and white space, then an <svg> (or <prefix:svg>) element.
 */
export function looksLikeSvg(content: Uint8Array): boolean {
  const start = content.subarray(0, SVG_SNIFF_BYTES);
  if (start.includes(0)) return false;
  let text = new TextDecoder('utf-8', { fatal: false }).decode(start).replace(/^\uFEFF/, '');
  for (;;) {
    const before = text;
    text = text.replace(/^\s+/, '').replace(/^<\?[\s\S]*?\?>/, '').replace(/^<!--[\s\S]*?-->/, '').replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '');
    if (text === before) break;
  }
  return /^<([A-Za-z_][\w.-]*:)?svg[\s>/]/.test(text);
}

/** Whether what file-type found (`sniffed`, from the whole file) is of the type `extension` names (not for SVG: see looksLikeSvg). */
export const sniffedMatches = (extension: ContentExtension, sniffed: { ext: string } | undefined): boolean =>
  sniffed !== undefined && CONTENT_FOR_EXTENSION[extension].includes(sniffed.ext);

/** Whether the content is of the type the name's extension says (on the bytes received). */
export async function contentMatchesExtension(extension: ContentExtension, content: Uint8Array): Promise<boolean> {
  if (extension === 'svg') return looksLikeSvg(content);
  return sniffedMatches(extension, await fileTypeFromBuffer(content));
}
