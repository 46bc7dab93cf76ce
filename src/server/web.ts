/**
 * Serves the built web app: static assets, and index.html for every other non-API GET, with the
 * page's own <head> rendered in (title, description, canonical, Open Graph, structured data; see
 * src/features/seo) so crawlers read it without JavaScript. A path that is no page answers 404
 * with the same shell (the React app shows its 404 page). Also /sitemap.xml and /robots.txt.
 * Unknown API paths, and other methods, answer a 404 envelope.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sitemapPaths } from '../features/seo/page-head.js';
import { compileTemplate } from '../features/seo/render-head.js';
import { renderShopPage } from '../features/seo/seo-pages.js';
import { renderRobots, renderSitemap } from '../features/seo/sitemap.js';
import { sendError } from './error-handler.js';

export interface WebAppOptions {
  /** The built web app (index.html and assets); without it only the API answers. */
  distDir?: string | undefined;
  /** The index.html template itself, instead of distDir/index.html (tests give a minimal one). */
  indexHtml?: string | undefined;
  /** The shop's public origin for canonical and sitemap URLs, e.g. https://printshop.sg. */
  publicUrl: string;
}

export async function webApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const distDir = options.distDir !== undefined && existsSync(join(options.distDir, 'index.html')) ? options.distDir : undefined;
  const indexHtml = options.indexHtml ?? (distDir !== undefined ? readFileSync(join(distDir, 'index.html'), 'utf8') : undefined);
  const template = indexHtml !== undefined ? compileTemplate(indexHtml) : undefined;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const deps = { catalogue: app.shop.catalogue, db: app.shop.database.db, publicUrl };

  if (distDir !== undefined) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The raw template is never served: every page gets its rendered head.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Hashed assets never change under the same name; the HTML shell always revalidates.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderSitemap(publicUrl, sitemapPaths(app.shop.catalogue.current().catalogue))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(publicUrl)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || template === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'not_found', `There is no ${request.method} ${path} here.`);
    }
    const page = await renderShopPage(request.url, template, deps);
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
  });
}
