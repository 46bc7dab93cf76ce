/**
 * The shop's services, decorated once on the app as `app.shop`: the database, the catalogue
 * store (catalogue and price tables in memory, refreshed when the catalogue revision moves), the
 * clock and the stored files (file-store.ts: the database or the S3 bucket, FILE_STORE). Features
 * declare this plugin ('shop-services') as a dependency.
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
import { DEFAULT_FILE_STORE_SETTINGS, type FileStoreSettings } from './file-store-settings.js';
import { fileStores, type FileStores } from './file-store.js';
import { ObjectBucket } from './object-bucket.js';

export interface ShopServices {
  database: DatabaseHandle;
  catalogue: CatalogueStore;
  now: () => Date;
  /** Stored files (FILE_STORE: the database or the S3 bucket): `files.on(tx)` is a store on the caller's transaction. */
  files: FileStores;
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
  /** Where files are kept (FILE_STORE, S3_*); default: the database. */
  fileStore?: FileStoreSettings | undefined;
}

/** How long one revision read serves the requests that follow it, ms: a burst shares one read. */
const FRESH_WITHIN_MS = 2;

/** Built files (hashed assets, icons, the service worker…) and the health check never read the catalogue. */
const readsNoCatalogue = (url: string): boolean => url.startsWith('/assets/') || url === '/api/health' || url === '/api/ready' || url === '/metrics' || /\.(?:js|css|map|png|jpe?g|webp|avif|svg|ico|woff2?|txt|webmanifest)(?:\?|$)/.test(url);

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
    const fileSettings = options.fileStore ?? DEFAULT_FILE_STORE_SETTINGS;
    // The cause of a 503 "File storage is unavailable" is the operator's to see.
    const bucket = fileSettings.s3 ? new ObjectBucket(fileSettings.s3, (err, action) => app.log.warn({ err, action }, 'file storage is unavailable')) : null;
    if (bucket) app.addHook('onClose', async () => bucket.close());
    const files = fileStores(fileSettings.store, bucket, fileSettings.signedDownloads);
    app.decorate('shop', { database: options.database, catalogue, now: options.now, files });
    if (options.database.engine === 'postgres') {
      app.addHook('onRequest', async (request) => {
        if (!readsNoCatalogue(request.url)) await catalogue.freshWithin(FRESH_WITHIN_MS);
      });
    }
  },
  { name: 'shop-services' },
);
