/**
 * The shop's services, decorated once on the app as `app.shop`: the database, the catalogue
 * store (catalogue and price tables in memory, refreshed when the catalogue revision moves) and
 * the clock. Features declare this plugin ('shop-services') as a dependency.
 *
 * Settings staff change take effect at once on every server (issue 19): every request but the
 * built assets and the health check first checks the catalogue revision
 * (`catalogue.freshWithin(2)`: one indexed one-row read of catalogue_revision serves the requests
 * of the next 2 ms, which do not wait; the snapshot is rebuilt only when the revision moved). So a
 * change committed on any server shows on every server a few milliseconds after its commit; the
 * server that made it answers with it at once (the settings routes wait for `catalogue.fresh()`, a
 * read that starts after the commit). The poll every `catalogueRefreshMs` stays for the background
 * jobs, which read the catalogue outside any request. Cost: npm run bench, see docs/features/settings.md.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import type { DatabaseHandle } from './db/client.js';

export interface ShopServices {
  database: DatabaseHandle;
  catalogue: CatalogueStore;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
  }
}

export interface ShopServicesOptions {
  database: DatabaseHandle;
  now: () => Date;
  /** How often to check the catalogue revision, ms; 0 = never (tests refresh explicitly). */
  catalogueRefreshMs: number;
}

/** How long one revision read serves the requests that follow it, ms: a burst shares one read. */
const FRESH_WITHIN_MS = 2;

/** Built files (hashed assets, icons, the service worker…) and the health check never read the catalogue. */
const readsNoCatalogue = (url: string): boolean => url.startsWith('/assets/') || url === '/api/health' || /\.(?:js|css|map|png|jpe?g|webp|avif|svg|ico|woff2?|txt|webmanifest)(?:\?|$)/.test(url);

export const shopServices = fp(
  async (app: FastifyInstance, options: ShopServicesOptions) => {
    const catalogue = new CatalogueStore(options.database.db);
    await catalogue.load();
    if (options.catalogueRefreshMs > 0) {
      catalogue.watch(options.catalogueRefreshMs, (err) => app.log.error({ err }, 'catalogue refresh failed'));
    }
    app.decorate('shop', { database: options.database, catalogue, now: options.now });
    app.addHook('onRequest', async (request) => {
      if (!readsNoCatalogue(request.url)) await catalogue.freshWithin(FRESH_WITHIN_MS);
    });
    app.addHook('onClose', async () => catalogue.stop());
  },
  { name: 'shop-services' },
);
