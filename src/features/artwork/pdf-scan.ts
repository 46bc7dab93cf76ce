/**
 * A PDF read for preflight on the server (preflight.ts), in two passes:
 *
 * 1. The streams, before any PDF library touches them (`scanPdfStreams`): every Flate stream is
 *    inflated as a stream, counting bytes and keeping none (object streams aside, which are read
 *    for names), so a zip bomb (a few kilobytes unpacking to gigabytes) is found without holding
 *    it: past PREFLIGHT_LIMITS.pdfMaxInflatedBytes in all it is refused. Images are left to PDF.js,
 *    which skips one over PREFLIGHT_LIMITS.maxInputPixels before decoding it. The same pass looks
 *    for active content by name outside the streams and inside object streams: /JavaScript, /JS,
 *    /Launch, /SubmitForm, /ImportData (names written with #xx escapes are decoded first).
 * 2. PDF.js (pdfjs-dist 5, legacy build, Apache-2.0; the same library the order page draws proofs
 *    with) opens it (`readPdf`): a password is asked for, the file cannot be parsed, it is
 *    encrypted (permissions), document or page JavaScript, the first page's size as shown, and the
 *    fonts of the first pages whose program is not in the file (the operator list's fonts, which
 *    PDF.js marks `missingFile`; only on pages with text, since the operator list of a heavy vector
 *    page costs seconds and hundreds of megabytes). Runs without eval, XFA or system fonts, and is given up after
 *    PDF_READ_TIMEOUT_MS.
 */
import { createInflate } from 'node:zlib';
import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PREFLIGHT_LIMITS, type PdfFacts } from './preflight-rules.js';

/** Names of actions that run code or open other files. */
const ACTIVE_NAMES: ReadonlySet<string> = new Set(['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData']);
/** Object streams whose text is kept for the name scan, at most (a bigger one is still counted). */
const OBJECT_STREAM_KEPT_BYTES = 16 * 1024 * 1024;
/** How long PDF.js may take over one file before it is given up. */
export const PDF_READ_TIMEOUT_MS = 20_000;

export interface PdfStreamScan {
  /** The compressed streams (images aside) unpack past the limit. */
  tooLarge: boolean;
  /** Active-content names found (JavaScript, Launch…). */
  activeContent: string[];
}

/** The text of a PDF as bytes (latin1 keeps every byte one character). */
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** Names in PDF syntax (/Name, with #xx escapes decoded) that are active content. */
function activeNames(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]+)/g)) {
    const name = (match[1] ?? '').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (ACTIVE_NAMES.has(name)) found.add(name);
  }
  return [...found];
}

/** The dictionary just before `end` (the index after its closing >>), found by matching << and >> backwards. */
function dictionaryBefore(text: string, end: number): string {
  let depth = 0;
  for (let at = end - 2; at >= 0; at--) {
    if (text.startsWith('>>', at)) {
      depth++;
      at--;
    } else if (text.startsWith('<<', at)) {
      depth--;
      if (depth === 0) return text.slice(at, end);
      at--;
    }
  }
  return '';
}

/** Inflates `data` counting the bytes out, up to `budget`; keeps them only when `keep` (up to its own limit). */
function inflateCounting(data: Uint8Array, budget: number, keep: boolean): Promise<{ bytes: number; over: boolean; kept: string }> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let bytes = 0;
    let done = false;
    const finish = (over: boolean) => {
      if (done) return;
      done = true;
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve({ bytes, over, kept: Buffer.concat(kept).toString('latin1') });
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) return finish(true);
      if (keep && keptBytes + chunk.length <= OBJECT_STREAM_KEPT_BYTES) {
        kept.push(chunk);
        keptBytes += chunk.length;
      }
    });
    // A damaged stream stops where it breaks: what came out is counted, PDF.js judges the rest.
    inflate.on('error', () => finish(false));
    inflate.on('end', () => finish(false));
    inflate.end(data);
  });
}

export async function scanPdfStreams(content: Uint8Array): Promise<PdfStreamScan> {
  const text = latin1(content);
  let outside = '';
  let budget: number = PREFLIGHT_LIMITS.pdfMaxInflatedBytes;
  const active = new Set<string>();
  const streamKeyword = /stream\r?\n/g;
  let at = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    // Only the keyword after a dictionary opens a stream (not "endstream", nor the word in a string).
    const before = text.slice(Math.max(0, match.index - 64), match.index);
    if (!/>>\s*$/.test(before) || text.startsWith('end', match.index - 3)) continue;
    const dictionaryEnd = match.index - (before.length - before.trimEnd().length);
    const dictionary = dictionaryBefore(text, dictionaryEnd);
    const dataStart = match.index + match[0].length;
    const declared = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
    const byLength = declared ? dataStart + Number(declared[1]) : -1;
    const dataEnd = byLength > dataStart && /^\s*endstream/.test(text.slice(byLength, byLength + 20)) ? byLength : text.indexOf('endstream', dataStart);
    const end = dataEnd === -1 ? text.length : dataEnd;
    outside += text.slice(at, match.index);
    at = end;
    streamKeyword.lastIndex = end;
    if (!/\/FlateDecode\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const objectStream = /\/Type\s*\/ObjStm\b/.test(dictionary);
    const inflated = await inflateCounting(content.subarray(dataStart, end), budget, objectStream);
    if (inflated.over) return { tooLarge: true, activeContent: [] };
    budget -= inflated.bytes;
    if (objectStream) for (const name of activeNames(inflated.kept)) active.add(name);
  }
  outside += text.slice(at);
  for (const name of activeNames(outside)) active.add(name);
  return { tooLarge: false, activeContent: [...active] };
}

export type PdfReading =
  | { kind: 'password' }
  | { kind: 'unreadable' }
  | { kind: 'timeout' }
  | { kind: 'read'; facts: PdfFacts; encrypted: boolean; javascript: boolean };

const POINTS_TO_MM = 25.4 / 72;

/** Font ids set on a page (setFont operators). */
function fontIds(operators: { fnArray: number[]; argsArray: unknown[] }): Set<string> {
  const ids = new Set<string>();
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index];
    if (fn === OPS.setFont && Array.isArray(args) && typeof args[0] === 'string') ids.add(args[0]);
  });
  return ids;
}

async function readWithPdfJs(content: Uint8Array, onTask: (destroy: () => Promise<void>) => void): Promise<PdfReading> {
  const task = getDocument({
    // A copy: PDF.js may take over the buffer it is given.
    data: new Uint8Array(content),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: PREFLIGHT_LIMITS.maxInputPixels,
  });
  onTask(() => task.destroy());
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      return (error as { name?: string }).name === 'PasswordException' ? { kind: 'password' } : { kind: 'unreadable' };
    }
    if (pdf.numPages < 1) return { kind: 'unreadable' };
    const encrypted = (await pdf.getPermissions()) !== null;
    let javascript = (await pdf.getJSActions()) !== null;
    const first = await pdf.getPage(1);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = first.view;
    const unit = first.userUnit || 1;
    const turned = first.rotate % 180 !== 0;
    const width = Math.abs(x1 - x0) * unit * POINTS_TO_MM;
    const height = Math.abs(y1 - y0) * unit * POINTS_TO_MM;
    const missing = new Set<string>();
    for (let number = 1; number <= Math.min(pdf.numPages, PREFLIGHT_LIMITS.pdfPagesChecked); number++) {
      const page = number === 1 ? first : await pdf.getPage(number);
      if ((await page.getJSActions()) !== null) javascript = true;
      // Text first (cheap): a page without any (artwork with its text outlined) uses no font, and
      // its operator list, which holds every path of a heavy vector file, is never built.
      if ((await page.getTextContent()).items.length === 0) continue;
      const operators = await page.getOperatorList();
      for (const id of fontIds(operators)) {
        const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string; missingFile?: boolean }) : undefined;
        if (font?.missingFile) missing.add((font.name ?? id).replace(/^[A-Z]{6}\+/, ''));
      }
    }
    if (!(width > 0 && height > 0)) return { kind: 'unreadable' };
    return {
      kind: 'read',
      encrypted,
      javascript,
      facts: { page_width_mm: turned ? height : width, page_height_mm: turned ? width : height, pages: pdf.numPages, fonts_not_embedded: [...missing] },
    };
  } catch {
    // A page or its content that PDF.js could not parse.
    return { kind: 'unreadable' };
  }
}

/** PDF.js's reading of a PDF, given up (and its work destroyed) after PDF_READ_TIMEOUT_MS. */
export async function readPdf(content: Uint8Array, timeoutMs = PDF_READ_TIMEOUT_MS): Promise<PdfReading> {
  let destroy: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PdfReading>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  try {
    return await Promise.race([readWithPdfJs(content, (d) => (destroy = d)), timeout]);
  } finally {
    clearTimeout(timer);
    await destroy?.().catch(() => undefined);
  }
}
