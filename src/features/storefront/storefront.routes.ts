/** The home page's highlights: best sellers with their "from" prices, and each family's reviews. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { success } from '../../shared/envelope.js';
import { shopHighlights } from './highlights.js';
import { highlightsResponseSchema } from './storefront.schemas.js';

export const storefrontFeature = featurePlugin('storefront', ['shop-services'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/shop/highlights', {
    schema: {
      summary: 'Home page: one best seller per product family with its "from" price, and the review summary of each family',
      tags: ['shop'],
      response: { 200: highlightsResponseSchema, ...clientErrorResponses },
    },
    handler: async () => success(await shopHighlights(app.shop.catalogue.current(), app.shop.database.db)),
  });
});
