/**
 * The shop's services, decorated once on the app as `app.shop`: the database, the catalogue
 * store (catalogue and price tables in memory, refreshed when the catalogue revision moves) and
 * the clock. Features declare this plugin ('shop-services') as a dependency.
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

export const shopServices = fp(
  async (app: FastifyInstance, options: ShopServicesOptions) => {
    const catalogue = new CatalogueStore(options.database.db);
    await catalogue.load();
    if (options.catalogueRefreshMs > 0) {
      catalogue.watch(options.catalogueRefreshMs, (err) => app.log.error({ err }, 'catalogue refresh failed'));
    }
    app.decorate('shop', { database: options.database, catalogue, now: options.now });
    app.addHook('onClose', async () => catalogue.stop());
  },
  { name: 'shop-services' },
);
