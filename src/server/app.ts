/**
 * Builds the shop's HTTP application as a plugin tree, registered here and nowhere else, in
 * three layers: external plugins (cookies, security headers, same-origin writes, OpenAPI), then
 * the shop's services (database and catalogue, request context, rate limits, idempotency keys),
 * then the features, each a plugin that declares the services it needs (feature-plugin.ts).
 * server.ts only starts it; tests build it in-process and call it with app.inject.
 */
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartFeature } from '../features/cart/cart.routes.js';
import { catalogueFeature } from '../features/catalogue/catalogue.routes.js';
import { pricingFeature } from '../features/pricing/pricing.routes.js';
import { promotionsFeature } from '../features/promotions/promotions.routes.js';
import { quotationFeature } from '../features/quotation/quotation.routes.js';
import { reviewsFeature } from '../features/reviews/reviews.routes.js';
import { seoFeature } from '../features/seo/seo.routes.js';
import { shippingFeature } from '../features/shipping/shipping.routes.js';
import { requestContext } from '../features/visitors/request-context.js';
import type { DatabaseHandle } from './db/client.js';
import { handleFrameworkError, registerErrorHandling } from './error-handler.js';
import { healthFeature } from './health.routes.js';
import { idempotency } from './plugins/idempotency.js';
import { shopServices } from './shop-services.js';
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

export type ShopApp = FastifyInstance;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Malformed %-escapes and over-long path parameters fail in the router: answer them as the envelope too.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  // 1. External plugins.
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Print shop API',
        description: 'Catalogue, pricing, shipping, cart and quotations of the instant-quote configurator. Every answer is the envelope { status, code, message?, data?, error? }.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // 2. The shop's services.
  await app.register(shopServices, { database: options.database, now: options.now ?? (() => new Date()), catalogueRefreshMs: options.catalogueRefreshMs ?? 0 });
  await app.register(requestContext);
  await app.register(idempotency);

  // 3. Features.
  await app.register(healthFeature, { prefix: '/api' });
  await app.register(catalogueFeature, { prefix: '/api' });
  await app.register(pricingFeature, { prefix: '/api', answerCacheEntries: options.pricingCacheEntries ?? 10_000 });
  await app.register(shippingFeature, { prefix: '/api' });
  await app.register(promotionsFeature, { prefix: '/api' });
  await app.register(cartFeature, { prefix: '/api' });
  await app.register(seoFeature, { prefix: '/api', publicUrl });
  await app.register(reviewsFeature, { prefix: '/api' });
  await app.register(quotationFeature, { publicUrl });

  await app.register(webApp, { distDir: options.webDistDir, indexHtml: options.webIndexHtml, publicUrl });
  return app;
}
