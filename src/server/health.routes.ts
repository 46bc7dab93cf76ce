/** Liveness for load balancers and the bench's baseline: answers without touching the database. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success, successEnvelopeSchema } from '../shared/envelope.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: {
      summary: 'Liveness: the server is up and its catalogue is loaded',
      tags: ['system'],
      response: { 200: successEnvelopeSchema(z.object({ catalogue_revision: z.number().int() })) },
    },
    handler: async () => success({ catalogue_revision: app.shop.catalogue.current().revision }),
  });
}
