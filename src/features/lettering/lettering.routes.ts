/**
 * The lettering designer's fonts (forms-and-accounts.md §2 item 7, §4, §9):
 *
 *   GET /api/lettering/fonts                 the fonts in the picker's order, each with its file's URL
 *   GET /api/lettering/fonts/{id}/metrics    the font's glyph metrics and kerning (font-metrics.ts)
 *   GET /fonts/lettering/{id}.woff2          the font file (latin subset), from its @fontsource package
 *
 * Fonts come from the shop's own origin (the CSP's font-src 'self'), never from a CDN. The file
 * and its metrics are derived from the installed package and never change under one URL while the
 * package stays the same, so both are cacheable for a year; see docs/decisions/0008-lettering-measure.md
 * for what an upgrade of the font packages must do.
 */
import { readFile } from 'node:fs/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { sendError } from '../../server/error-handler.js';
import { notFound } from '../../server/errors.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { success } from '../../shared/envelope.js';
import { letteringFontPath, loadLetteringFontMetrics } from './font-metrics.js';
import { DEFAULT_LETTERING_FONT_ID, LETTERING_FONTS, letteringFontById, letteringFontUrl } from './lettering-fonts.js';
import {
  letteringFontFileParamsSchema,
  letteringFontFileSchema,
  letteringFontMetricsResponseSchema,
  letteringFontParamsSchema,
  letteringFontsResponseSchema,
} from './lettering.schemas.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FONT_FILE = /^([a-z0-9-]+)\.woff2$/;

export const letteringFeature = featurePlugin('lettering', [], async (app) => {
  const fontList = {
    fonts: LETTERING_FONTS.map((font) => ({ id: font.id, family: font.family, category: font.category, url: letteringFontUrl(font.id) })),
    default_font_id: DEFAULT_LETTERING_FONT_ID,
  };
  /** Font files as read from their packages, kept once read (85 files of 10–60 KB at most). */
  const files = new Map<string, Promise<Buffer>>();

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();

      typed.get('/lettering/fonts', {
        schema: {
          summary: 'The lettering designer\'s fonts (about 85, OFL), grouped by category and sorted by name, each with its file\'s URL',
          tags: ['lettering'],
          response: { 200: letteringFontsResponseSchema, ...clientErrorResponses },
        },
        handler: async (_request, reply) => {
          reply.header('cache-control', 'public, max-age=3600');
          return success(fontList);
        },
      });

      typed.get('/lettering/fonts/:id/metrics', {
        schema: {
          summary: "A lettering font's glyph metrics (font units): advance and outline box of each character it can draw, and its pair kerning",
          description:
            'The numbers the designer measures lettering with (100 px font size, 110 px between baselines, the ink box of the glyph outlines) and the server verifies a configuration with. ' +
            'Read from the same font file GET /fonts/lettering/{id}.woff2 serves.',
          tags: ['lettering'],
          params: letteringFontParamsSchema,
          response: { 200: letteringFontMetricsResponseSchema, ...clientErrorResponses },
        },
        handler: async (request, reply) => {
          if (!letteringFontById(request.params.id)) throw notFound(`There is no lettering font "${request.params.id}".`);
          const metrics = await loadLetteringFontMetrics(request.params.id);
          reply.header('cache-control', IMMUTABLE);
          return success(metrics);
        },
      });
    },
    { prefix: '/api' },
  );

  await app.register(
    async (fonts) => {
      const typed = fonts.withTypeProvider<ZodTypeProvider>();
      typed.get('/lettering/:file', {
        schema: {
          summary: 'A lettering font file: `{id}.woff2`, the latin subset of the font (font/woff2)',
          tags: ['lettering'],
          params: letteringFontFileParamsSchema,
          produces: ['font/woff2'],
          response: { 200: letteringFontFileSchema, ...clientErrorResponses },
        },
        handler: async (request, reply) => {
          const id = FONT_FILE.exec(request.params.file)?.[1];
          const font = id === undefined ? undefined : letteringFontById(id);
          if (!font) return sendError(reply, 404, 'not_found', `There is no lettering font file "${request.params.file}".`);
          let bytes = files.get(font.id);
          if (!bytes) {
            bytes = readFile(letteringFontPath(font));
            files.set(font.id, bytes);
            bytes.catch(() => files.delete(font.id));
          }
          return reply.type('font/woff2').header('cache-control', IMMUTABLE).send(await bytes);
        },
      });
    },
    { prefix: '/fonts' },
  );
});
