/** Liveness for load balancers and the bench's baseline: answers without touching the database. */
import { featurePlugin } from './feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success, successEnvelopeSchema } from '../shared/envelope.js';

export const healthFeature = featurePlugin('health', ['shop-services'], async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: {
      summary: 'Liveness: the server is up and its catalogue is loaded',
      tags: ['system'],
      response: { 200: successEnvelopeSchema(z.object({ catalogue_revision: z.number().int() })) },
    },
    handler: async () => success({ catalogue_revision: app.shop.catalogue.current().revision }),
  });
});
