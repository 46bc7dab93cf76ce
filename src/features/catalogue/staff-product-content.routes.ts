/**
 * The desk's Product content section (issue 19), registered by the catalogue feature's plugin:
 *
 *   GET  /api/staff/settings/products                 every product's name and description (desk)
 *   POST /api/staff/settings/products/:id/content     { name, description } (desk)
 *
 * A change answers the content as it now is, read from the refreshed snapshot, and is in the audit log.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { staffProductContent, updateProductContent } from './staff-product-content.js';
import { productContentBodySchema, productContentParamsSchema, staffProductContentResponseSchema } from './staff-product-content.schemas.js';

const tags = ['staff settings'];
const config = { visitorOwned: true };
const answers = { 200: staffProductContentResponseSchema, ...clientErrorResponses };

export function staffProductContentRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contentNow = async (message?: string) => {
    await app.shop.catalogue.fresh();
    return success(staffProductContent(app.shop.catalogue.current().catalogue), 200, message);
  };

  api.get('/staff/settings/products', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: every product's name and description as the shop's pages show them", tags, response: answers },
    handler: async () => contentNow(),
  });

  api.post('/staff/settings/products/:id/content', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: a product's name and description (plain text); the pages show it at once on every server", tags, params: productContentParamsSchema, body: productContentBodySchema, response: answers },
    handler: async (request) => contentNow(await updateProductContent(app.shop.database.db, { staff: staffOf(request), requestId: request.id, now: app.shop.now() }, request.params.id, request.body)),
  });
}
