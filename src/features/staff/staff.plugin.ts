/**
 * The staff feature (issue 19): the audit log and the shop's staff.
 *
 *   GET  /api/staff/audit    the audit log, newest first, filtered (who, action, subject, dates), 50 a page
 *   GET  /api/staff/team     the staff and their roles (owners)
 *   POST /api/staff/team     { email, role: 'desk' | 'production' | null }: give or take a role (owners)
 *
 * There is deliberately no route that changes or removes an audit entry; the database refuses it too.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success, successEnvelopeSchema } from '../../shared/envelope.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { readAuditLog } from './audit-log.js';
import { auditPageSchema, auditQuerySchema } from './audit.schemas.js';
import { setStaffRole, staffTeam } from './staff-team.js';
import { staffRoleBodySchema, staffTeamMemberSchema } from './staff.schemas.js';

const tags = ['staff'];
const config = { visitorOwned: true };

export const staffFeature = featurePlugin('staff', ['shop-services', 'request-context'], async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.shop.database.db;

  api.get('/api/staff/audit', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: the audit log, newest first: who changed what, when, before and after (50 a page; before_id for the next)',
      description: 'Append-only: no route edits or removes an entry. Staff with the desk role or owners; anyone else gets 404.',
      tags,
      querystring: auditQuerySchema,
      response: { 200: successEnvelopeSchema(auditPageSchema), ...clientErrorResponses },
    },
    handler: async (request) => success(await readAuditLog(db(), request.query)),
  });

  api.get('/api/staff/team', {
    config,
    onRequest: requireStaff('owner'),
    schema: {
      summary: 'Owners: the staff and their roles',
      tags,
      response: { 200: successEnvelopeSchema(z.array(staffTeamMemberSchema)), ...clientErrorResponses },
    },
    handler: async () => success(await staffTeam(db())),
  });

  api.post('/api/staff/team', {
    config,
    onRequest: requireStaff('owner'),
    schema: {
      summary: 'Owners: give a member the desk or production role, or take the staff role away (null)',
      description: 'Owners come from the STAFF_EMAILS setting and are not changed here (409). Written to the audit log.',
      tags,
      body: staffRoleBodySchema,
      response: { 200: successEnvelopeSchema(z.array(staffTeamMemberSchema)), 409: errorEnvelopeSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const { team, message } = await setStaffRole(db(), staffOf(request), request.body, request.id, app.shop.now());
      return success(team, 200, message);
    },
  });
});
