/**
 * Liveness and readiness, for the proxy, the orchestrator and the bench's baseline.
 * - GET /api/health (liveness): the process is up and its catalogue is loaded. Touches no
 *   database, so a database outage does not get every server restarted.
 * - GET /api/ready (readiness): whether to send this server requests now (plugins/readiness.ts):
 *   503 while it drains, without the database, or before the database is migrated.
 */
import { featurePlugin } from './feature-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, success, successEnvelopeSchema } from '../shared/envelope.js';
import { ShopError } from './errors.js';

export const healthFeature = featurePlugin('health', ['shop-services'], async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/health', {
    schema: {
      summary: 'Liveness: the server is up and its catalogue is loaded',
      tags: ['system'],
      response: { 200: successEnvelopeSchema(z.object({ catalogue_revision: z.number().int() })) },
    },
    handler: async () => success({ catalogue_revision: app.shop.catalogue.current().revision }),
  });

  routes.get('/ready', {
    schema: {
      summary: 'Readiness: send this server requests (503 while it shuts down, without its database, or before the database is migrated)',
      tags: ['system'],
      response: { 200: successEnvelopeSchema(z.object({ ready: z.literal(true) })), 503: errorEnvelopeSchema },
    },
    handler: async () => {
      const state = await app.readiness.check();
      if (!state.ready) throw new ShopError(503, 'unavailable', state.reason);
      return success({ ready: true as const });
    },
  });
});
