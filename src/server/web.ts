/**
 * Serves the built web app: static assets, and index.html for every other non-API GET, with the
 * page's own <head> rendered in (title, description, canonical, Open Graph, structured data; see
 * src/features/seo) so crawlers read it without JavaScript. A path that is no page answers 404
 * with the same shell (the React app shows its 404 page). Also /sitemap.xml and /robots.txt.
 * Unknown API paths, and other methods, answer a 404 envelope.
 *
 * Each page also names what it loads first (route chunk and CSS from the build's manifest, the
 * main product image) and embeds the data it would fetch first (seo-pages.ts). Hashed assets are
 * served as the build compressed them (.br, .gz; vite.config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sitemapPaths } from '../features/seo/page-head.js';
import { compileTemplate } from '../features/seo/render-head.js';
import { CartRepository } from '../features/cart/cart.repository.js';
import { CartService } from '../features/cart/cart-service.js';
import { paths } from '../shared/paths.js';
import type { ShopInfo } from '../features/shop-info/shop-info.schemas.js';
import { memberForPage } from '../features/account/account-service.js';
import { renderShopPage, type AppRenderer, type RouteAssets, type RouteChunk } from '../features/seo/seo-pages.js';
import { renderRobots, renderSitemap } from '../features/seo/sitemap.js';
import { sendError } from './error-handler.js';

export interface WebAppOptions {
  /** The built web app (index.html and assets); without it only the API answers. */
  distDir?: string | undefined;
  /** The index.html template itself, instead of distDir/index.html (tests give a minimal one). */
  indexHtml?: string | undefined;
  /** The shop's public origin for canonical and sitemap URLs, e.g. https://printshop.sg. */
  publicUrl: string;
  /** The shop's details, embedded in every page for its footer. */
  shopInfo?: ShopInfo | undefined;
}

export async function webApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const distDir = options.distDir !== undefined && existsSync(join(options.distDir, 'index.html')) ? options.distDir : undefined;
  const indexHtml = options.indexHtml ?? (distDir !== undefined ? readFileSync(join(distDir, 'index.html'), 'utf8') : undefined);
  const template = indexHtml !== undefined ? compileTemplate(indexHtml) : undefined;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const assets = distDir !== undefined ? routeAssetsOf(distDir) : undefined;
  const deps = { catalogue: app.shop.catalogue, db: app.shop.database.db, publicUrl, assets, now: app.shop.now, shopInfo: options.shopInfo };
  const carts = new CartRepository(app.shop.database.db);
  const cartView = new CartService(carts, () => app.shop.catalogue.current(), app.shop.now);
  const renderApp = distDir !== undefined ? await appRendererOf(distDir, app.log) : undefined;

  if (distDir !== undefined) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // name.br / name.gz written at build time, chosen by Accept-Encoding (with Vary).
      preCompressed: true,
      // The raw template is never served: every page gets its rendered head. Nor is the build manifest.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/') && !pathName.startsWith('/.ssr/'),
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
    // The header's "Cart (n)" comes with the page, so no page fetches the cart before it is opened.
    const visitorId = await request.visitor.id();
    const cartId = visitorId ? await carts.findCartId(visitorId) : null;
    const session = await request.visitor.member();
    const member = session ? await memberForPage(app.shop.database.db, session.id) : null;
    // A visitor with no cart yet: on the cart page, the server shows the empty cart it knows (CART_DATA).
    const cart = cartId === null && path === paths.cart ? await cartView.view(null) : undefined;
    const page = await renderShopPage(request.url, template, deps, { cartCount: cartId ? await carts.countItems(cartId) : 0, member, cart }, renderApp, (error) =>
      request.log.error({ err: error, url: request.url }, 'the page could not be rendered on the server; sent for the browser to render'),
    );
    // The page names the visitor's cart count: private, and revalidated every time.
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache');
    // Routes get compression from @fastify/compress's route hook; the not-found handler is no route.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return reply.send(page.html);
    reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
    const body = Buffer.from(page.html, 'utf8');
    return reply.send(encoding === 'br' ? brotliCompressSync(body, BROTLI_PER_REQUEST) : gzipSync(body));
  });
}

/** The build's server-render entry (src/web/entry-server.tsx, built into .ssr/), if the build has one. */
async function appRendererOf(distDir: string, log: FastifyInstance['log']): Promise<AppRenderer | undefined> {
  const entry = join(distDir, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderApp: AppRenderer };
    return module.renderApp;
  } catch (error) {
    // A server bundle that cannot load (built for another React, say) must not stop the shop: the
    // pages go out for the browser to render, as without a build, and the error says why.
    log.error({ err: error }, 'the server-render bundle could not be loaded; pages are rendered by the browser');
    return undefined;
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Each route chunk's source modules (src/web/app/App.tsx and info-page-routes.tsx load the routes
 * lazily; 'lettering' is what the configurator loads lazily when a product page shows the designer).
 */
const ROUTE_SOURCES: Record<RouteChunk, readonly string[]> = {
  configurator: ['features/configurator/web/ConfiguratorPage.tsx'],
  lettering: ['features/lettering/web/LetteringDesigner.tsx', 'features/lettering/web/FontPicker.tsx'],
  cart: ['features/cart/web/CartPage.tsx'],
  checkout: ['features/orders/web/CheckoutPage.tsx'],
  order: ['features/orders/web/OrderPage.tsx'],
  info: ['features/storefront/web/InfoPages.tsx'],
};

/**
 * The lazily loaded routes' chunks with every chunk they import at once (except the entry, which
 * index.html loads anyway) and those chunks' CSS, from .vite/manifest.json (build.manifest). What a
 * route loads only when needed (a dialog, say) is left out: it brings its own stylesheet when it loads.
 */
function routeAssetsOf(distDir: string): Partial<Record<RouteChunk, RouteAssets>> | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk & { isEntry?: boolean }>;
  const collect = (sources: readonly string[]): RouteAssets | undefined => {
    const keys = sources.map((source) => Object.keys(manifest).find((name) => name.endsWith(source)));
    if (keys.some((key) => key === undefined)) return undefined;
    const modules = new Set<string>();
    const styles = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || chunk.isEntry || modules.has(`/${chunk.file}`)) return;
      modules.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key!);
    return { modules: [...modules], styles: [...styles] };
  };
  const assets: Partial<Record<RouteChunk, RouteAssets>> = {};
  for (const [chunk, sources] of Object.entries(ROUTE_SOURCES) as [RouteChunk, readonly string[]][]) {
    const found = collect(sources);
    if (found) assets[chunk] = found;
  }
  return assets;
}

/** Quality 4, as for the other answers made per request (plugins/compression.ts). */
const BROTLI_PER_REQUEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** br, else gzip, when Accept-Encoding lists it with a non-zero q; undefined for identity. */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(/\s*;\s*/))
      .filter(([, q]) => q === undefined || !/^q=0(?:\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : undefined;
}
