/** Pricing calls: the live price of a configuration and its quantity tiers. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { pricingQuantitiesQuerySchema, pricingQuantitiesResponseSchema, pricingQuerySchema, pricingResponseSchema } from './pricing.schemas.js';
import { priceQuote, pricingQuantities } from './quote-service.js';

export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/pricing/v2', {
    schema: {
      summary: 'Price of one configuration, its quantity tiers and shipping methods',
      description: 'Over the maximum size or quantity the answer is mode "request_quote" with the reason and no price.',
      tags: ['pricing'],
      querystring: pricingQuerySchema,
      response: { 200: pricingResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const data = priceQuote(app.shop.catalogue.current(), request.query, app.shop.now());
      return data.request_quote ? success(data, 200, data.request_quote.message) : success(data);
    },
  });

  api.get('/pricing/pricing-quantities', {
    schema: {
      summary: 'Quantity tiers with prices for a configuration (smallest size sold when none is given)',
      tags: ['pricing'],
      querystring: pricingQuantitiesQuerySchema,
      response: { 200: pricingQuantitiesResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(pricingQuantities(app.shop.catalogue.current(), request.query)),
  });
}
