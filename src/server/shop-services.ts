/**
 * The shop's services, decorated once on the app as `app.shop`: the database, the catalogue
 * store (catalogue and price tables in memory, refreshed when the catalogue revision moves) and
 * the clock. Features declare this plugin ('shop-services') as a dependency.
 *
 * Settings staff change take effect at once on every server (issue 19). Every settings route
 * waits for `catalogue.fresh()` after its commit (a read that starts after it), so the server that
 * made a change answers with it. Other servers learn of it two ways, by engine:
 *
 * - PostgreSQL (several servers): every request but the built assets and the health check first
 *   checks the revision (`catalogue.freshWithin(2)`: one indexed one-row read serves the requests
 *   of the next 2 ms; the snapshot is rebuilt only when the revision moved). A change committed on
 *   any server shows on every server a few milliseconds after its commit.
 * - Embedded PGlite: only one process can open its data, so every change is made by this process,
 *   through a route that calls `fresh()`. Apps on one PGlite handle (the tests' "second server")
 *   share one store, and requests read nothing first. The per-request read cost over half the
 *   cached pricing rate there (docs/features/settings.md), for no gain.
 *
 * The poll every `catalogueRefreshMs` stays for what no route announces (a change made with SQL).
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

/** One store per embedded database: every app in this process on that handle sees one snapshot. */
const embeddedStores = new WeakMap<DatabaseHandle, CatalogueStore>();

async function catalogueStoreFor(database: DatabaseHandle): Promise<CatalogueStore> {
  const shared = database.engine === 'pglite' ? embeddedStores.get(database) : undefined;
  if (shared) return shared;
  const store = new CatalogueStore(database.db);
  await store.load();
  if (database.engine === 'pglite') embeddedStores.set(database, store);
  return store;
}

export const shopServices = fp(
  async (app: FastifyInstance, options: ShopServicesOptions) => {
    const catalogue = await catalogueStoreFor(options.database);
    if (options.catalogueRefreshMs > 0) {
      const timer = setInterval(() => {
        catalogue.refreshIfChanged().catch((err: unknown) => app.log.error({ err }, 'catalogue refresh failed'));
      }, options.catalogueRefreshMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.decorate('shop', { database: options.database, catalogue, now: options.now });
    if (options.database.engine === 'postgres') {
      app.addHook('onRequest', async (request) => {
        if (!readsNoCatalogue(request.url)) await catalogue.freshWithin(FRESH_WITHIN_MS);
      });
    }
  },
  { name: 'shop-services' },
);
