/**
 * The Production view's routes (issue 18), staff only (requireStaff('production'); anyone else
 * gets the router's own 404, as on the order desk):
 *
 *   GET /api/staff/production?date=YYYY-MM-DD          approved lines by dispatch date and material, with their files
 *   GET /staff/production/files/{id}                    one print file (PDF, attachment)
 *   GET /staff/production/days/{YYYY-MM-DD}/files.zip   the day's files as one zip, a folder per material
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../server/content-disposition.js';
import { clientErrorResponses, fileDownloadSchema } from '../../server/route-schemas.js';
import { success } from '../../shared/envelope.js';
import { requireStaff } from '../account/staff-access.js';
import type { ProductionService } from './production-service.js';
import { printFileParamsSchema, productionDayParamsSchema, productionQuerySchema, productionResponseSchema } from './production.schemas.js';

export const productionRoutes: FastifyPluginAsync<{ production: ProductionService }> = async (app, { production }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const config = { visitorOwned: true };

  api.get('/api/staff/production', {
    config,
    onRequest: requireStaff('production'),
    schema: {
      summary: 'Staff: approved order lines by dispatch date and material, with their print PDF, job sheet and gang sheet',
      description:
        'With date, the lines dispatching that day (approved, in production or dispatched); without, every line not yet dispatched. ' +
        'Each line says whether its files are ready, being made, or its artwork needs preparing by hand. Staff only; anyone else gets 404.',
      tags,
      querystring: productionQuerySchema,
      response: { 200: productionResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await production.view(request.query.date ?? null)),
  });

  api.get('/staff/production/files/:id', {
    config,
    onRequest: requireStaff('production'),
    schema: {
      summary: 'Staff: one print file (print PDF, job sheet or gang sheet)',
      description: 'Staff only; anyone else gets 404. With S3_SIGNED_DOWNLOADS and the file in the bucket: 302 to a link signed for 5 minutes.',
      tags,
      params: printFileParamsSchema,
      produces: ['application/pdf'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      // Staff were checked (onRequest) before any link is made: the link alone opens the file.
      const found = await production.file(request.params.id);
      if ('link' in found) return reply.header('cache-control', 'private, no-store').redirect(found.link, 302);
      return reply
        .type('application/pdf')
        .header('content-length', found.file.sizeBytes)
        .header('content-disposition', attachmentDisposition(found.name))
        .header('x-content-type-options', 'nosniff')
        .send(found.file.stream);
    },
  });

  api.get('/staff/production/days/:date/files.zip', {
    config,
    onRequest: requireStaff('production'),
    schema: {
      summary: "Staff: the day's print files as one zip, a folder per material",
      description: '404 when no file of that day is made yet. Staff only; anyone else gets 404.',
      tags,
      params: productionDayParamsSchema,
      produces: ['application/zip'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const zip = await production.dayZip(request.params.date);
      return reply.type('application/zip').header('content-disposition', attachmentDisposition(zip.name)).header('x-content-type-options', 'nosniff').send(zip.stream);
    },
  });
};
