/**
 * Serves the built web app: static assets, and index.html for every other non-API path (the
 * React router decides what the page shows). Unknown API paths answer a 404 envelope.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';

export async function webApp(app: FastifyInstance, options: { distDir?: string | undefined }): Promise<void> {
  const distDir = options.distDir;
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Hashed assets never change under the same name; the HTML shell always revalidates.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'not_found', `There is no ${request.method} ${path} here.`);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
