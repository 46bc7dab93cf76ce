/**
 * Text in the shop's PDFs in every script Singapore writes in: English and Malay (Latin), Chinese,
 * Tamil, and the emoji people type into names. pdfkit's built-in Helvetica knows only WinAnsi and is
 * not embedded, so the documents embed Noto fonts instead; pdfkit subsets them (only the glyphs a
 * document uses travel in it, so a quotation stays a few dozen KB).
 *
 * Each character is set in the first family that has it: Noto Sans (Latin, Greek, Cyrillic,
 * Vietnamese), Noto Sans SC (Chinese, with the traditional characters it covers), Noto Sans Tamil,
 * Noto Emoji (monochrome: a PDF cannot carry colour emoji fonts). A string becomes runs of one font.
 * pdfkit lays out one font per call, and lines of mixed fonts would sit on different baselines and
 * measure wrongly, so this module lays the lines out itself (words, CJK characters as break points)
 * and draws each run on a common baseline. The same layout answers widths and heights, so what a
 * table measures is what it draws.
 *
 * Tamil is shaped (fontkit reorders vowel signs and forms conjuncts), so its glyphs are not in the
 * order of the characters; each Tamil run carries its text as ActualText, so copying and
 * search (pdftotext, screen readers) get the name as written.
 *
 * The fonts are read once per process, each on first use: a document in English never reads the
 * Chinese font (10 MB).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type Weight = 'regular' | 'bold';

interface Family {
  /** The name the font is registered under in a document. */
  name: string;
  /** Shaped scripts whose glyph order differs from the text: their runs carry ActualText. */
  shaped: boolean;
  files: Record<Weight, string>;
}

const FAMILIES: readonly Family[] = [
  { name: 'NotoSans', shaped: false, files: { regular: 'noto-sans/400Regular/NotoSans_400Regular.ttf', bold: 'noto-sans/700Bold/NotoSans_700Bold.ttf' } },
  { name: 'NotoSansSC', shaped: false, files: { regular: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: 'noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' } },
  { name: 'NotoSansTamil', shaped: true, files: { regular: 'noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf', bold: 'noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf' } },
  { name: 'NotoEmoji', shaped: false, files: { regular: 'noto-emoji/400Regular/NotoEmoji_400Regular.ttf', bold: 'noto-emoji/700Bold/NotoEmoji_700Bold.ttf' } },
];

const requireHere = createRequire(import.meta.url);
type FontkitFont = fontkit.Font;
const files = new Map<string, Buffer>();
const probes = new Map<string, FontkitFont>();

function fontFile(family: Family, weight: Weight): Buffer {
  const file = family.files[weight];
  let bytes = files.get(file);
  if (!bytes) {
    bytes = readFileSync(requireHere.resolve(`@expo-google-fonts/${file}`));
    files.set(file, bytes);
  }
  return bytes;
}

/**
 * The font as the layout asks it which characters it has and how tall it is, shared by every
 * document. Documents draw with a fontkit font of their own (pdfkit opens one per document from the
 * bytes): fontkit caches glyphs with the characters they were first met for, and a glyph first met
 * in another document's shaped text (a decomposed accent, say) would carry that document's
 * characters into this one's text layer.
 */
function fontkitFont(family: Family, weight: Weight): FontkitFont {
  const file = family.files[weight];
  let font = probes.get(file);
  if (!font) {
    font = fontkit.create(fontFile(family, weight)) as FontkitFont;
    probes.set(file, font);
  }
  return font;
}

const fontName = (family: Family, weight: Weight): string => `${family.name}-${weight}`;

/** Registers (once per document) the family's font, and makes it the current one. */
function useFont(doc: PDFKit.PDFDocument, family: Family, weight: Weight): void {
  const name = fontName(family, weight);
  const registered = (doc as unknown as { _registeredFonts: Record<string, unknown> })._registeredFonts;
  if (!registered[name]) doc.registerFont(name, fontFile(family, weight));
  doc.font(name);
}

interface Run {
  family: Family;
  text: string;
}

/** Characters that always stay in the run they follow: combining marks, joiners, variation selectors, skin tones. */
const STICKY = /\p{M}|\p{Variation_Selector}|\p{Emoji_Modifier}|\u200c|\u200d/u;
/** Spaces and punctuation stay in the run they follow when its font has them (fewer font changes). */
const NEUTRAL = /[\p{Z}\p{P}]/u;
const PRIMARY = FAMILIES[0]!;

/** The string as runs of one font each. A character no family has stays in the primary font. */
export function textRuns(text: string, weight: Weight = 'regular'): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const codePoint = ch.codePointAt(0) ?? 0;
    const staysInLast = last !== undefined && (STICKY.test(ch) || (NEUTRAL.test(ch) && fontkitFont(last.family, weight).hasGlyphForCodePoint(codePoint)));
    const family = staysInLast ? last.family : (FAMILIES.find((f) => fontkitFont(f, weight).hasGlyphForCodePoint(codePoint)) ?? PRIMARY);
    if (last && last.family === family) last.text += ch;
    else runs.push({ family, text: ch });
  }
  return runs;
}

export interface TextStyle {
  weight?: Weight;
  size: number;
  characterSpacing?: number;
}

/** What a piece of a line is: one run's text (or part of it), its font and width. */
interface Piece extends Run {
  width: number;
}

interface Line {
  pieces: Piece[];
  width: number;
  /** From the line's top to its baseline, and its height: the tallest font on the line decides. */
  ascent: number;
  height: number;
}

function metrics(family: Family, style: TextStyle): { ascent: number; height: number } {
  const font = fontkitFont(family, style.weight ?? 'regular');
  const scale = style.size / font.unitsPerEm;
  return { ascent: font.ascent * scale, height: (font.ascent - font.descent + font.lineGap) * scale };
}

function pieceWidth(doc: PDFKit.PDFDocument, run: Run, style: TextStyle): number {
  useFont(doc, run.family, style.weight ?? 'regular');
  return doc.fontSize(style.size).widthOfString(run.text, { characterSpacing: style.characterSpacing ?? 0 });
}

/** A word and the space after it; CJK characters are words of their own (lines may break between them). */
const WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}][\p{P}\s]*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+\s*|\s+/gu;

export interface LayoutOptions extends TextStyle {
  /** Wrap at this width; without it, one line per paragraph. */
  width?: number;
  lineGap?: number;
  /**
   * Lines this many ems apart, with their baseline `baselineAt` ems below their top: a steady rhythm
   * whatever fonts a line needs. Without them, each line takes its tallest font's own height.
   */
  lineHeight?: number;
  baselineAt?: number;
}

/** The text's lines: paragraphs at "\n", each wrapped at `width` (a word longer than the width is broken between characters). */
function layout(doc: PDFKit.PDFDocument, text: string, options: LayoutOptions): Line[] {
  const weight = options.weight ?? 'regular';
  const lines: Line[] = [];
  for (const paragraph of text.normalize('NFC').split('\n')) {
    let line: Line = emptyLine(options);
    const push = (piece: Piece) => {
      const last = line.pieces.at(-1);
      if (last && last.family === piece.family) {
        last.text += piece.text;
        last.width += piece.width;
      } else {
        line.pieces.push({ ...piece });
        const m = metrics(piece.family, options);
        line.ascent = Math.max(line.ascent, m.ascent);
        line.height = Math.max(line.height, m.height);
      }
      line.width += piece.width;
    };
    const finish = () => {
      // Spaces at the end of a line take no room.
      const last = line.pieces.at(-1);
      if (last) {
        const trimmed = last.text.replace(/\s+$/u, '');
        if (trimmed !== last.text) {
          const width = trimmed ? pieceWidth(doc, { family: last.family, text: trimmed }, options) : 0;
          line.width -= last.width - width;
          last.text = trimmed;
          last.width = width;
        }
      }
      lines.push(line);
      line = emptyLine(options);
    };
    for (const word of paragraph.match(WORDS) ?? []) {
      const pieces = textRuns(word, weight).map((run) => ({ ...run, width: pieceWidth(doc, run, options) }));
      // The word's width without the spaces after it, which may hang past the line's end.
      const inkWidth = pieces.reduce((sum, piece) => sum + piece.width, 0) - trailingSpace(doc, pieces, options);
      if (options.width !== undefined && line.width + inkWidth > options.width && line.pieces.length > 0) finish();
      if (options.width !== undefined && inkWidth > options.width) {
        // Longer than a whole line: break it between characters.
        for (const piece of pieces)
          for (const ch of piece.text) {
            const chWidth = pieceWidth(doc, { family: piece.family, text: ch }, options);
            if (line.pieces.length > 0 && line.width + chWidth > options.width && !/\s/u.test(ch)) finish();
            push({ family: piece.family, text: ch, width: chWidth });
          }
      } else pieces.forEach(push);
    }
    finish();
  }
  return lines;
}

function emptyLine(style: TextStyle): Line {
  const m = metrics(PRIMARY, style);
  return { pieces: [], width: 0, ascent: m.ascent, height: m.height };
}

function trailingSpace(doc: PDFKit.PDFDocument, runs: Run[], style: TextStyle): number {
  const last = runs.at(-1);
  const spaces = last?.text.match(/\s+$/u)?.[0];
  return last && spaces ? pieceWidth(doc, { family: last.family, text: spaces }, style) : 0;
}

/** A line's height and where its baseline sits below its top. */
function lineBox(line: Line, options: LayoutOptions): { ascent: number; height: number } {
  return {
    ascent: options.baselineAt !== undefined ? options.baselineAt * options.size : line.ascent,
    height: options.lineHeight !== undefined ? options.lineHeight * options.size : line.height,
  };
}

/** The width of the text on one line. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return Math.max(0, ...layout(doc, text, style).map((line) => line.width));
}

/** The height the text takes wrapped at `width`. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, options: LayoutOptions & { width: number }): number {
  const lines = layout(doc, text, options);
  return lines.reduce((sum, line) => sum + lineBox(line, options).height, 0) + (lines.length - 1) * (options.lineGap ?? 0);
}

export interface WriteOptions extends LayoutOptions {
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** One line only: text beyond `width` is cut with an ellipsis. */
  singleLine?: boolean;
}

/**
 * Draws the text with its top-left at (x, y), wrapped at `width` when given, and answers the y below
 * it (also left in doc.y, as pdfkit's text() does).
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: WriteOptions): number {
  let lines = layout(doc, text, options.singleLine ? { ...options, width: undefined } : options);
  if (options.singleLine) lines = [ellipsize(doc, lines[0] ?? emptyLine(options), options)];
  if (options.color) doc.fillColor(options.color);
  let top = y;
  lines.forEach((line, index) => {
    if (index > 0) top += options.lineGap ?? 0;
    const room = options.width ?? line.width;
    let left = x + (options.align === 'right' ? room - line.width : options.align === 'center' ? (room - line.width) / 2 : 0);
    for (const piece of line.pieces) {
      if (piece.text) {
        useFont(doc, piece.family, options.weight ?? 'regular');
        // Shaped text's glyphs are not in reading order: ActualText gives readers the characters as written.
        if (piece.family.shaped) doc.markContent('Span', { actual: piece.text });
        doc.fontSize(options.size).text(piece.text, left, top + lineBox(line, options).ascent, { lineBreak: false, baseline: 'alphabetic', characterSpacing: options.characterSpacing ?? 0 });
        if (piece.family.shaped) endActualText(doc, options.size);
      }
      left += piece.width;
    }
    top += lineBox(line, options).height;
  });
  doc.x = x;
  doc.y = top;
  return top;
}

/**
 * Ends an ActualText span. pdfkit draws text in a flipped space that it has restored by now; readers
 * such as poppler place the span's text with the transformation current at its end, so the span ends
 * in that same space (else its words would be read as if at the foot of the page).
 */
function endActualText(doc: PDFKit.PDFDocument, size: number): void {
  doc.save();
  doc.transform(1, 0, 0, -1, 0, doc.page.height);
  // ...and with the span's font, which sizes the box the reader gives the text (so it joins its line).
  doc.addContent(`/${(doc as unknown as { _font: { id: string } })._font.id} ${size} Tf`);
  doc.endMarkedContent();
  doc.restore();
}

/** The line cut to `width` with "…" when it is wider. */
function ellipsize(doc: PDFKit.PDFDocument, line: Line, options: WriteOptions): Line {
  const width = options.width;
  if (width === undefined || line.width <= width) return line;
  const ellipsis = pieceWidth(doc, { family: PRIMARY, text: '…' }, options);
  const cut: Line = { ...line, pieces: [], width: 0 };
  for (const piece of line.pieces) {
    let text = '';
    for (const ch of piece.text) {
      const next = pieceWidth(doc, { family: piece.family, text: text + ch }, options);
      if (cut.width + next + ellipsis > width) {
        if (text) cut.pieces.push({ family: piece.family, text, width: pieceWidth(doc, { family: piece.family, text }, options) });
        cut.pieces.push({ family: PRIMARY, text: '…', width: ellipsis });
        cut.width = width;
        return cut;
      }
      text += ch;
    }
    cut.pieces.push(piece);
    cut.width += piece.width;
  }
  return cut;
}

/*
 * Tagged PDF: the structure tree (headings, paragraphs, tables, lists, in reading order) that screen
 * readers follow. A document started with startStructure() gets a Document element; group() and
 * tagged() add elements under the current one; paint that is not content (rules, bands, the logo,
 * page furniture) is an artifact. In a document without structure, they just draw.
 */
const structures = new WeakMap<PDFKit.PDFDocument, PDFKit.PDFStructureElement[]>();

export function startStructure(doc: PDFKit.PDFDocument): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  structures.set(doc, [root]);
}

export function endStructure(doc: PDFKit.PDFDocument): void {
  structures.get(doc)?.[0]?.end();
}

/** A new element of `type` under the current one; null in a document without structure. */
function addElement(doc: PDFKit.PDFDocument, type: string): PDFKit.PDFStructureElement | null {
  const parent = structures.get(doc)?.at(-1);
  if (!parent) return null;
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

/** An element that holds other elements (Sect, Table, TR, L, LI), drawn by `draw`. */
export function group(doc: PDFKit.PDFDocument, type: string, draw: () => void): void {
  const element = addElement(doc, type);
  if (!element) return draw();
  const stack = structures.get(doc)!;
  stack.push(element);
  try {
    draw();
  } finally {
    stack.pop();
    element.end();
  }
}

/** An element whose content is what `draw` paints (H1, H2, P, TH, TD, Lbl, LBody). */
export function tagged(doc: PDFKit.PDFDocument, type: string, draw: () => void): void {
  const element = addElement(doc, type);
  if (!element) return draw();
  element.add(draw);
  element.end();
}

/** Paint that is not content: readers skip it. Pagination for page furniture (footers, a repeated table header). */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  if (!structures.has(doc)) return draw();
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}
