/**
 * Compresses text answers (HTML, JSON, JavaScript, CSS, SVG, XML) with brotli or gzip, as the
 * request's Accept-Encoding allows; identity without it. Brotli runs at quality 4 for answers made
 * per request (11 costs ~10× the CPU for a few % less); the hashed build assets are compressed
 * once at quality 11 at build time (vite.config.ts) and served as they are (web.ts). PDFs and
 * images that are compressed already are left alone (the type filter below), and answers under
 * 1 KB are not worth it. The hook runs after a route's own onSend hooks, so the pricing answer
 * cache still stores the plain JSON string and each hit is compressed on its way out.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Text types worth compressing: text/*, JSON, JavaScript, XML and SVG (not PDF, PNG, JPEG, fonts). */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)\b|image\/svg\+xml\b)/;

export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE, threshold: 1024 });
  },
  { name: 'compression', dependencies: [] },
);
