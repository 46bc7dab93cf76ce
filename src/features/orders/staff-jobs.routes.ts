/**
 * The staff desk's failed background work (staff-jobs.ts):
 *
 *   GET  /api/staff/jobs/failed        every job whose retries are spent, newest first, described
 *   POST /api/staff/jobs/{id}/retry    try it once more (409 when it is not failed any more)
 *
 * Staff only (the desk's role); anyone else gets the router's 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../server/errors.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success, successEnvelopeSchema } from '../../shared/envelope.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { describeFailedJob } from './staff-jobs.js';

export const failedJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  what: z.string(),
  order_no: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  failed_at: z.string().nullable(),
});
const failedJobsResponseSchema = successEnvelopeSchema(z.array(failedJobSchema));
const retryResponseSchema = successEnvelopeSchema(z.object({ id: z.string() }));

export const NOT_FAILED_MESSAGE = 'This job is not failed any more: it was tried again already, or has been cleared.';

export const staffJobRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { visitorOwned: true };
  api.get('/api/staff/jobs/failed', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: background work that failed for good (emails, automatic proofs, print files), newest first',
      tags: ['staff'],
      response: { 200: failedJobsResponseSchema, ...clientErrorResponses },
    },
    handler: async () => {
      const db = app.shop.database.db;
      const failed = await app.jobs.failed({ limit: 50 });
      return success(await Promise.all(failed.map((job) => describeFailedJob(db, job))));
    },
  });
  api.post('/api/staff/jobs/:id/retry', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: try a failed job once more',
      tags: ['staff'],
      params: z.object({ id: z.uuid({ error: 'That is not a job.' }) }),
      response: { 200: retryResponseSchema, 409: errorEnvelopeSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      if (!(await app.jobs.retry(request.params.id))) throw new ShopError(409, 'conflict', NOT_FAILED_MESSAGE);
      // pg-boss moves the job in its own statement; the entry follows it (a retry is harmless to repeat).
      await recordStaffChange(app.shop.database.db, { by: staffOf(request), action: 'job.retry', subject: { type: 'job', id: request.params.id }, summary: 'Failed job tried again', requestId: request.id }, app.shop.now());
      return success({ id: request.params.id }, 200, 'It will be tried again in a moment.');
    },
  });
};
