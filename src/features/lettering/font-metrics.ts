/**
 * Glyph metrics of the lettering fonts, read from the same woff2 files the shop serves to the
 * designer (`@fontsource/<id>`, lettering-fonts.ts), so the designer and the server measure with
 * the same numbers (lettering-metrics.ts). Server only.
 *
 * What is extracted, for every character of LETTERING_CHARSET the font maps to a glyph:
 * - its advance and the exact bounding box of its outline (fontkit's `bbox`, curve extremes
 *   included; not `cbox`, the control-point box, which is larger on curves);
 * - pair kerning for every ordered pair of those characters: each pair shaped on its own by
 *   fontkit as Latin text with only `kern` on (no ligatures, contextual alternates, cursive
 *   attachment or mark positioning, as the designer draws one glyph per character), kept where
 *   the first glyph's advance changes. Some fonts' latin files have no kerning (Open Sans,
 *   Poppins, the monospaced ones…): the browser doesn't kern them either.
 *
 * Shaping ~41,000 pairs costs up to 1.5 s of CPU for a font with kerning (0.5 s typically), so it
 * runs in slices of at most 8 ms that give the event loop back to other requests in between, and
 * the result is kept for the life of the process: it is
 * derived from package files only, so every server computes the same numbers and a per-process
 * cache can't go stale. Concurrent first requests for one font share one extraction.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { create, type Font } from 'fontkit';
import { letteringFontById, letteringFontFile, type LetteringFont } from './lettering-fonts.js';
import type { GlyphMetrics, LetteringAlignment, LetteringFontMetrics } from './lettering-metrics.js';
import { verifyLetteringSize } from './lettering-rules.js';

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/**
 * The characters lettering may use: printable ASCII, the Latin-1 letters, digits, signs and
 * punctuation (U+00A0–U+00FF without the invisible soft hyphen), Œ œ, and the typographic
 * punctuation people paste from word processors (‘ ’ “ ” – — … • € ™). All are in the fonts'
 * latin subset, the file the designer loads.
 */
export const LETTERING_CHARSET: readonly string[] = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff).filter((c) => c !== '\u00ad'),
  ...'Œœ‘’“”–—…•€™',
];

/** Only `kern`: every default feature fontkit would otherwise apply to Latin text is off. */
const KERNING_ONLY: Record<string, boolean> = {
  ccmp: false,
  locl: false,
  rlig: false,
  liga: false,
  clig: false,
  dlig: false,
  calt: false,
  rclt: false,
  curs: false,
  mark: false,
  mkmk: false,
  kern: true,
};

const requireFromHere = createRequire(import.meta.url);

/** The font's woff2 file inside its package. */
export function letteringFontPath(font: LetteringFont): string {
  return requireFromHere.resolve(`@fontsource/${font.id}/${letteringFontFile(font)}`);
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

function glyphMetrics(font: Font, char: string): GlyphMetrics | undefined {
  const codePoint = char.codePointAt(0) ?? 0;
  if (!font.hasGlyphForCodePoint(codePoint)) return undefined;
  const glyph = font.glyphForCodePoint(codePoint);
  if (glyph.id === 0) return undefined;
  const { minX, minY, maxX, maxY } = glyph.bbox;
  const blank = !Number.isFinite(minX) || !(maxX > minX) || !(maxY > minY);
  return { advance: glyph.advanceWidth, bbox: blank ? null : [round(minX), round(minY), round(maxX), round(maxY)] };
}

/** Reads the metrics from the font file (uncached). */
async function extractMetrics(font: LetteringFont): Promise<LetteringFontMetrics> {
  const file = create(await readFile(letteringFontPath(font)));
  if (!('unitsPerEm' in file)) throw new Error(`${font.id}: a font collection, not a font`);
  const glyphs: Record<string, GlyphMetrics> = {};
  for (const char of LETTERING_CHARSET) {
    const metrics = glyphMetrics(file, char);
    if (metrics) glyphs[char] = metrics;
  }
  return { fontId: font.id, unitsPerEm: file.unitsPerEm, glyphs, kerning: await pairKerning(file, glyphs) };
}

/** How long the extraction may hold the event loop before it lets other requests run, ms. */
const SLICE_MS = 8;

/**
 * Every ordered pair's kerning, in font units (non-zero only): the pair shaped on its own as
 * Latin text with kerning alone, less the first glyph's advance. A font without kerning (no
 * GPOS `kern` feature for Latin, no legacy `kern` table) is not shaped at all.
 */
async function pairKerning(file: Font, glyphs: Record<string, GlyphMetrics>): Promise<Record<string, number>> {
  const kerning: Record<string, number> = {};
  if (!file.getAvailableFeatures('latn', 'dflt').includes('kern') && !file.availableFeatures.includes('kern')) return kerning;
  const chars = Object.keys(glyphs);
  let sliceStart = performance.now();
  for (const first of chars) {
    const advance = glyphs[first]?.advance ?? 0;
    for (const second of chars) {
      const run = file.layout(first + second, KERNING_ONLY, 'latn');
      const kern = (run.positions[0]?.xAdvance ?? advance) - advance;
      if (kern !== 0) kerning[first + second] = kern;
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
  }
  return kerning;
}

const cache = new Map<string, Promise<LetteringFontMetrics>>();

/** The font's metrics, extracted once per process. Throws for an id that is not a lettering font. */
export function loadLetteringFontMetrics(fontId: string): Promise<LetteringFontMetrics> {
  const font = letteringFontById(fontId);
  if (!font) return Promise.reject(new RangeError(`Not a lettering font: ${JSON.stringify(fontId)}`));
  let metrics = cache.get(font.id);
  if (!metrics) {
    metrics = extractMetrics(font);
    cache.set(font.id, metrics);
    // A failed read is not kept: the next request tries again.
    metrics.catch(() => cache.delete(font.id));
  }
  return metrics;
}

export const UNKNOWN_FONT_MESSAGE = 'This font is not offered for lettering. Please choose another font.';

export interface LetteringToCheck {
  text: string;
  fontId: string;
  alignment: LetteringAlignment;
  widthMm: number;
  heightMm: number;
}

/**
 * The server's check of a lettering configuration, for the pricing and cart code: a font the
 * shop offers, accepted text the font can cut, the stated size being the size this text measures
 * (±1 mm), at least 30 mm high, and every letter and digit at least 10 mm (lettering-rules.ts).
 */
export async function verifyLettering(lettering: LetteringToCheck): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!letteringFontById(lettering.fontId)) return { ok: false, message: UNKNOWN_FONT_MESSAGE };
  const message = verifyLetteringSize(lettering, await loadLetteringFontMetrics(lettering.fontId));
  return message === null ? { ok: true } : { ok: false, message };
}
