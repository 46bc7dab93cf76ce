/**
 * Reviews of a page family: one filtered, paginated page of the list (a product's page: its own
 * reviews first), and the rating summary.
 */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { ShopError } from '../../server/errors.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { reviewedProductNames, reviewsPage } from './reviews.repository.js';
import { reviewSummary } from './review-summary.js';
import { verifiedReviewRoutes } from './verified-reviews.routes.js';
import { reviewsQuerySchema, reviewsResponseSchema, reviewsSummaryQuerySchema, reviewsSummaryResponseSchema } from './reviews.schemas.js';

const UNKNOWN_PRODUCT_MESSAGE = 'product_id is not a product of the shop.';

export const reviewsFeature = featurePlugin('reviews', ['shop-services', 'request-context', 'idempotency'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  verifiedReviewRoutes(app, (id) => reviewedProductNames(app.shop.catalogue.current().catalogue.productsById)(id));

  api.get('/reviews', {
    schema: {
      summary: "One page (5 reviews, newest first) of a page family's reviews, filtered by stars or photos, with the rating summary",
      description: "With product_id (a product's page): that product's reviews first, then the family's others, and the product's own summary in `product`.",
      tags: ['reviews'],
      querystring: reviewsQuerySchema,
      response: { 200: reviewsResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const { product_id: productId, ...query } = request.query;
      const nameOf = reviewedProductNames(app.shop.catalogue.current().catalogue.productsById);
      const name = productId === undefined ? null : nameOf(productId);
      if (productId !== undefined && name === null) throw new ShopError(422, 'validation', UNKNOWN_PRODUCT_MESSAGE, [{ field: 'product_id', message: UNKNOWN_PRODUCT_MESSAGE }]);
      return success(await reviewsPage(app.shop.database.db, { ...query, product: productId !== undefined && name !== null ? { id: productId, name } : undefined }, nameOf));
    },
  });

  api.get('/reviews/summary', {
    schema: {
      summary: 'Average rating (1 decimal) and number of reviews of a page family',
      tags: ['reviews'],
      querystring: reviewsSummaryQuerySchema,
      response: { 200: reviewsSummaryResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await reviewSummary(app.shop.database.db, request.query.type)),
  });
});
