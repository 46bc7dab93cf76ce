/** API contract of the lettering fonts (forms-and-accounts.md §2 item 7, §4 "Lettering designer", §9). */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';

export const letteringFontSchema = z.object({
  /** The font's id (its @fontsource package name), as configurations name it. */
  id: z.string(),
  /** The CSS family name. */
  family: z.string(),
  category: z.enum(['sans-serif', 'serif', 'display', 'script', 'handwriting', 'monospace']),
  /** The font file (woff2, latin subset), from the shop itself. */
  url: z.string(),
});

/** The fonts in the picker's order (by category, then name). */
export const letteringFontsResponseSchema = successEnvelopeSchema(
  z.object({
    fonts: z.array(letteringFontSchema),
    default_font_id: z.string(),
  }),
);

export const letteringFontParamsSchema = z.object({ id: z.string().max(100) });
export const letteringFontFileParamsSchema = z.object({ file: z.string().max(120).describe('`{id}.woff2`') });

const glyphMetricsSchema = z.object({
  advance: z.number(),
  /** [xMin, yMin, xMax, yMax] of the outline; null for a blank glyph. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});

/** Font units (y up from the baseline); the shape of LetteringFontMetrics (lettering-metrics.ts). */
export const letteringFontMetricsSchema = z.object({
  fontId: z.string(),
  unitsPerEm: z.number().int(),
  /** Keyed by the character; a character the font can't draw is absent. */
  glyphs: z.record(z.string(), glyphMetricsSchema),
  /** Keyed by the two characters; only non-zero pairs. */
  kerning: z.record(z.string(), z.number()),
});

export const letteringFontMetricsResponseSchema = successEnvelopeSchema(letteringFontMetricsSchema);

export const letteringFontFileSchema = z.any().describe('The font (font/woff2).');
