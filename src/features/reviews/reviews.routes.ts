/** Reviews of a page family: one filtered, paginated page of the list, and the rating summary. */
import { featurePlugin } from '../../server/feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { reviewsPage } from './reviews.repository.js';
import { reviewSummary } from './review-summary.js';
import { reviewsQuerySchema, reviewsResponseSchema, reviewsSummaryQuerySchema, reviewsSummaryResponseSchema } from './reviews.schemas.js';

export const reviewsFeature = featurePlugin('reviews', ['shop-services'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/reviews', {
    schema: {
      summary: 'One page (5 reviews, newest first) of a page family\'s reviews, filtered by stars or photos, with the rating summary',
      tags: ['reviews'],
      querystring: reviewsQuerySchema,
      response: { 200: reviewsResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await reviewsPage(app.shop.database.db, request.query)),
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
