/**
 * Builds the shop's HTTP application as a plugin tree: external plugins first (cookies, OpenAPI),
 * then the shop's services (database, catalogue store), then the feature routes, then the web app.
 * server.ts only starts it; tests build it in-process and call it with app.inject.
 */
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import { VisitorService } from '../features/visitors/visitors.js';
import { cartRoutes } from '../features/cart/cart.routes.js';
import { seoRoutes } from '../features/seo/seo.routes.js';
import { catalogueRoutes } from '../features/catalogue/catalogue.routes.js';
import { pricingRoutes } from '../features/pricing/pricing.routes.js';
import { promotionRoutes } from '../features/promotions/promotions.routes.js';
import { quotationRoutes } from '../features/quotation/quotation.routes.js';
import { reviewRoutes } from '../features/reviews/reviews.routes.js';
import { shippingRoutes } from '../features/shipping/shipping.routes.js';
import type { DatabaseHandle } from './db/client.js';
import { handleFrameworkError, registerErrorHandling } from './error-handler.js';
import { healthRoutes } from './health.routes.js';
import { webApp } from './web.js';

export interface AppOptions {
  database: DatabaseHandle;
  /** The clock (tests pin it; dispatch dates depend on Singapore time). */
  now?: () => Date;
  /** Serve the built web app from this folder for non-API paths; omitted in API tests. */
  webDistDir?: string | undefined;
  /** The index.html template to render pages into, instead of webDistDir/index.html (tests). */
  webIndexHtml?: string | undefined;
  /** The shop's public origin for canonical URLs and the sitemap (PUBLIC_URL). */
  publicUrl?: string;
  /** How often to check the catalogue revision, ms; 0 = never (tests refresh explicitly). */
  catalogueRefreshMs?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Check every answer against its zod response schema (tests turn this on). In production the
   * handlers' return types are already checked against those schemas at compile time, and plain
   * JSON.stringify is ~3× faster than validating each answer again.
   */
  validateResponses?: boolean;
  /** How many pricing answers to keep per parameter set (0 = no cache). */
  pricingCacheEntries?: number;
}

export interface ShopServices {
  database: DatabaseHandle;
  catalogue: CatalogueStore;
  visitors: VisitorService;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
  }
}

export type ShopApp = FastifyInstance;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Query strings like ?addon_item_id=1&addon_item_id=2 arrive as arrays.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Malformed %-escapes and over-long path parameters fail in the router: answer them as the envelope too.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Print shop API',
        description: 'Catalogue, pricing and shipping of the instant-quote configurator. Every answer is the envelope { status, code, message?, data?, error? }.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const catalogue = new CatalogueStore(options.database.db);
  await catalogue.load();
  if (options.catalogueRefreshMs) {
    catalogue.watch(options.catalogueRefreshMs, (err) => app.log.error({ err }, 'catalogue refresh failed'));
  }
  app.decorate('shop', { database: options.database, catalogue, visitors: new VisitorService(options.database.db), now: options.now ?? (() => new Date()) });
  app.addHook('onClose', async () => catalogue.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(pricingRoutes, { answerCacheEntries: options.pricingCacheEntries ?? 10_000 });
      await api.register(shippingRoutes);
      await api.register(promotionRoutes);
      await api.register(cartRoutes);
      await api.register(seoRoutes, { publicUrl: options.publicUrl ?? 'http://localhost:3000' });
      await api.register(reviewRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(quotationRoutes, { publicUrl: options.publicUrl ?? 'http://localhost:3000' });

  await app.register(webApp, { distDir: options.webDistDir, indexHtml: options.webIndexHtml, publicUrl: options.publicUrl ?? 'http://localhost:3000' });
  return app;
}
