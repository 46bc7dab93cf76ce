/**
 * Measuring lettering from glyph metrics (forms-and-accounts.md §4 "Lettering designer", §5, §9):
 * the ink box of the text at the spec's 100 px font size, and the height of its smallest
 * character. Pure: the designer measures with it what it draws, and the server measures the same
 * text with the same numbers to verify a configuration (font-metrics.ts). The numbers come from
 * the font files (font-metrics.ts reads them with fontkit), not from canvas `measureText`, which
 * is about 1% off in Chromium: the size the shopper sees is the size that gets cut.
 *
 * Layout (what the designer draws and the cutter cuts):
 * - Font size 100 px: a glyph's font units × 100 / unitsPerEm. Baselines are 110 px apart (the
 *   font size plus the spec's line gap of 10 px), whatever the font's own line spacing.
 * - Each character is drawn with its default glyph (the font's character map): no ligatures, no
 *   contextual or swash alternates, no cursive attachment. A line is the characters' advances
 *   plus the font's pair kerning (GPOS `kern`) between neighbours. A browser lays a line out
 *   exactly so when the text is styled with LETTERING_FONT_FEATURE_SETTINGS (SVG or HTML text;
 *   checked in Chromium by lettering-fonts.browser.test.ts), or when each character is placed at
 *   `lines[].glyphs[].xPx` with those settings. Canvas can't turn the features off: even one
 *   character at a time it draws a script font's contextual forms (Pacifico, Lobster).
 * - Lines are split at line breaks (CR LF, CR or LF). Whitespace at the end of a line is dropped
 *   (it is invisible, and would shift a centred or right-aligned line); blank lines before the
 *   first and after the last line with text are ignored; a blank line between them keeps its 110 px.
 * - Lines are aligned by their advance width (the pen's travel, as canvas textAlign does) inside
 *   the widest line's: left at 0, centred, or flush right.
 * - The size of the lettering is its ink box: the union of the glyph outlines' exact bounding
 *   boxes (curve extremes included), not the advances or the font's ascent and descent. That is
 *   the vinyl that is cut.
 *
 * **Character height** (the 10 mm minimum, §5 "any character under 10 mm is an error"): the ink
 * height of each letter and digit on its own, from the lowest to the highest point of its outline
 * (an "a" is its x-height, a "g" includes its descender, an "É" its accent). Checked characters
 * are those Unicode calls letters or numbers (`\p{L}\p{N}`), superscripts and ordinals included;
 * punctuation and symbols (. , - ' & € …) are not checked. See docs/decisions/0008-lettering-measure.md.
 * - Not the cap height: in mixed-case text the lowercase letters are the smallest pieces of vinyl
 *   that are cut and weeded, and a 10 mm cap height gives a 7 mm "a". The size guide says "all
 *   sizes are per letter".
 * - Not the tallest ink of the line either: that would pass "Hi." with a 4 mm dot and a 6 mm "i"
 *   stem under a tall "H".
 * - Punctuation is left out because it is small by design at any size (a full stop at 10 mm ink
 *   height would need 80 mm capitals); the spec's rule is about characters of the text.
 */

/** Metrics of one glyph, in font units (y up from the baseline). */
export interface GlyphMetrics {
  advance: number;
  /** The outline's exact bounding box; null for a blank glyph (space). */
  bbox: [xMin: number, yMin: number, xMax: number, yMax: number] | null;
}

/** What the measure needs of one font; the server extracts it from the font file. */
export interface LetteringFontMetrics {
  fontId: string;
  unitsPerEm: number;
  /** Keyed by the character (one code point). Characters the font can't draw are absent. */
  glyphs: Record<string, GlyphMetrics>;
  /** Pair kerning in font units, keyed by the two characters; only non-zero pairs. */
  kerning: Record<string, number>;
}

export type LetteringAlignment = 'left' | 'center' | 'right';

/** One drawn character: its pen position from the line's start (offsetPx). */
export interface LetteringGlyphPosition {
  char: string;
  xPx: number;
}

export interface LetteringLine {
  /** The line as drawn (trailing whitespace dropped). */
  text: string;
  /** Where the line starts, from the left of the widest line (alignment). */
  offsetPx: number;
  /** The line's advance width (pen travel, kerning included). */
  widthPx: number;
  /** The line's baseline, from the first line's baseline (0, 110, 220…). */
  baselinePx: number;
  /** Each character the font can draw, with its pen position; unsupported characters are skipped. */
  glyphs: LetteringGlyphPosition[];
}

export interface LetteringMeasure {
  /** Ink bounding box of all lines at 100 px font size (glyph outlines, not advances). */
  widthPx: number;
  heightPx: number;
  /**
   * Where the ink box starts in the layout's coordinates: x from the left of the widest line's
   * advance box (where a left-aligned line starts), y down from the first line's baseline (so
   * the top is negative). A glyph is drawn at (offsetPx + xPx, baselinePx); the ink box spans
   * inkLeftPx … inkLeftPx + widthPx and inkTopPx … inkTopPx + heightPx. 0 without ink.
   */
  inkLeftPx: number;
  inkTopPx: number;
  /** The ink height of the smallest checked character (letter or digit) at 100 px; null when there is none. */
  smallestCharacterPx: number | null;
  /** Distinct characters the font has no glyph for, in order of appearance. */
  unsupported: string[];
  lines: LetteringLine[];
}

/** The spec's canvas font size, px (§9). */
export const FONT_SIZE_PX = 100;
/** The spec's line gap, px (§9): baselines are FONT_SIZE_PX + LINE_GAP_PX apart. */
export const LINE_GAP_PX = 10;

/**
 * CSS `font-feature-settings` for the element that draws the lettering: every substitution and
 * cursive positioning a browser applies to Latin text by default is off, kerning stays on. With
 * it the browser's line is the measured one, to the font unit.
 */
export const LETTERING_FONT_FEATURE_SETTINGS = '"calt" 0, "clig" 0, "curs" 0, "dlig" 0, "liga" 0, "rclt" 0, "rlig" 0';

const CHECKED_CHARACTER = /^[\p{L}\p{N}]$/u;

/** Whether the 10 mm minimum applies to this character: letters and digits. */
export const isCheckedCharacter = (char: string): boolean => CHECKED_CHARACTER.test(char);

const LINE_BREAK = /\r\n|\r|\n/;
const TRAILING_WHITESPACE = /\s+$/u;

/** The text's lines as laid out: trailing whitespace dropped, blank lines at either end ignored. */
export function letteringLines(text: string): string[] {
  const lines = text.split(LINE_BREAK).map((line) => line.replace(TRAILING_WHITESPACE, ''));
  const first = lines.findIndex((line) => line !== '');
  if (first === -1) return [];
  const last = lines.findLastIndex((line) => line !== '');
  return lines.slice(first, last + 1);
}

export function measureLettering(text: string, alignment: LetteringAlignment, metrics: LetteringFontMetrics): LetteringMeasure {
  const scale = FONT_SIZE_PX / metrics.unitsPerEm;
  const lineHeight = FONT_SIZE_PX + LINE_GAP_PX;
  const unsupported = new Set<string>();
  let smallest: number | null = null;

  const laidOut = letteringLines(text).map((line, index) => {
    const glyphs: LetteringGlyphPosition[] = [];
    let pen = 0;
    let previous: string | undefined;
    for (const char of line) {
      const glyph = metrics.glyphs[char];
      if (glyph === undefined) {
        unsupported.add(char);
        continue;
      }
      if (previous !== undefined) pen += (metrics.kerning[previous + char] ?? 0) * scale;
      glyphs.push({ char, xPx: pen });
      pen += glyph.advance * scale;
      previous = char;
      if (glyph.bbox !== null && isCheckedCharacter(char)) {
        const height = (glyph.bbox[3] - glyph.bbox[1]) * scale;
        if (smallest === null || height < smallest) smallest = height;
      }
    }
    return { text: line, widthPx: pen, baselinePx: index * lineHeight, glyphs };
  });

  const widest = Math.max(0, ...laidOut.map((line) => line.widthPx));
  const lines: LetteringLine[] = laidOut.map((line) => {
    const offsetPx = alignment === 'left' ? 0 : alignment === 'center' ? (widest - line.widthPx) / 2 : widest - line.widthPx;
    return { text: line.text, offsetPx, widthPx: line.widthPx, baselinePx: line.baselinePx, glyphs: line.glyphs };
  });

  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const line of lines) {
    for (const { char, xPx } of line.glyphs) {
      const bbox = metrics.glyphs[char]?.bbox;
      if (!bbox) continue;
      const x = line.offsetPx + xPx;
      left = Math.min(left, x + bbox[0] * scale);
      right = Math.max(right, x + bbox[2] * scale);
      top = Math.min(top, line.baselinePx - bbox[3] * scale);
      bottom = Math.max(bottom, line.baselinePx - bbox[1] * scale);
    }
  }
  const ink = left <= right ? { left, top, right, bottom } : { left: 0, top: 0, right: 0, bottom: 0 };

  return {
    widthPx: ink.right - ink.left,
    heightPx: ink.bottom - ink.top,
    inkLeftPx: ink.left,
    inkTopPx: ink.top,
    smallestCharacterPx: smallest,
    unsupported: [...unsupported],
    lines,
  };
}
