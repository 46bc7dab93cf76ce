/**
 * Pricing calls: the live price of a configuration and its quantity tiers, and the catalogue's
 * pages with their "from" prices (the featured items behind every configurator page, the
 * featured categories of the home page and the category switcher).
 */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { pricingQuantitiesQuerySchema, pricingQuantitiesResponseSchema, pricingQuerySchema, pricingResponseSchema } from './pricing.schemas.js';
import { priceQuote, pricingQuantities } from './price-quote.js';
import { PricingAnswerCache } from './pricing-cache.js';
import { featuredCategoriesWithPrices, featuredItemsPage } from './featured-items.js';
import { featuredCategoriesResponseSchema, featuredItemsQuerySchema, featuredItemsResponseSchema } from '../catalogue/catalogue.schemas.js';
import { shopClockState } from '../shipping/dispatch-date.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { staffPricesRoutes } from './staff-prices.routes.js';

export const pricingFeature = featurePlugin<{ answerCacheEntries?: number }>('pricing', ['shop-services'], async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = new PricingAnswerCache(options.answerCacheEntries ?? 10_000);
  const cacheKey = (url: string, snapshot: CatalogueSnapshot) => PricingAnswerCache.key(url, snapshot.revision, shopClockState(app.shop.now()));
  /**
   * The snapshot a request is priced from, taken once when it arrives: its answer is stored under
   * that snapshot's revision, never under a newer one that a staff price change brought in while
   * the request was under way (that would serve the old price until the next change).
   */
  const snapshots = new WeakMap<FastifyRequest, CatalogueSnapshot>();
  const snapshotOf = (request: FastifyRequest): CatalogueSnapshot => {
    let snapshot = snapshots.get(request);
    if (!snapshot) snapshots.set(request, (snapshot = app.shop.catalogue.current()));
    return snapshot;
  };

  // A repeated parameter set is answered from the cache before parsing; fresh answers are stored on send.
  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    const hit = cache.get(cacheKey(request.url, snapshotOf(request)));
    if (hit !== undefined) return reply.code(200).type('application/json; charset=utf-8').send(hit);
  };
  const storeInCache = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200 && typeof payload === 'string') cache.set(cacheKey(request.url, snapshotOf(request)), payload);
    return payload;
  };

  api.get('/pricing/v2', {
    onRequest: answerFromCache,
    onSend: storeInCache,
    schema: {
      summary: 'Price of one configuration, its quantity tiers and shipping methods',
      description: 'Over the maximum size or quantity the answer is mode "request_quote" with the reason and no price.',
      tags: ['pricing'],
      querystring: pricingQuerySchema,
      response: { 200: pricingResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const data = priceQuote(snapshotOf(request), request.query, app.shop.now());
      return data.request_quote ? success(data, 200, data.request_quote.message) : success(data);
    },
  });

  staffPricesRoutes(app);

  api.get('/pricing/pricing-quantities', {
    schema: {
      summary: 'Quantity tiers with prices for a configuration (smallest size sold when none is given)',
      tags: ['pricing'],
      querystring: pricingQuantitiesQuerySchema,
      response: { 200: pricingQuantitiesResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(pricingQuantities(app.shop.catalogue.current(), request.query)),
  });

  api.get('/quote/featured-items', {
    schema: {
      summary: 'Featured item with its products and every option (the spec\'s quote/setFeaturedItems)',
      tags: ['catalogue'],
      querystring: featuredItemsQuerySchema,
      response: { 200: featuredItemsResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(featuredItemsPage(app.shop.catalogue.current(), request.query)),
  });

  api.get('/catalogue/featured-categories', {
    schema: {
      summary: 'Featured categories with their items and "from" prices (home page, category switcher)',
      tags: ['catalogue'],
      response: { 200: featuredCategoriesResponseSchema, ...clientErrorResponses },
    },
    handler: async () => {
      return success(featuredCategoriesWithPrices(app.shop.catalogue.current()));
    },
  });
});
