/**
 * The desk's coupons (issue 19), registered by the promotions feature's plugin (staff with the desk
 * role, and owners):
 *
 *   GET  /api/staff/settings/coupons                  every coupon with its redemptions and status
 *   POST /api/staff/settings/coupons                  a new coupon (409 when the code exists)
 *   POST /api/staff/settings/coupons/:code/end        end it now (again: nothing changes)
 *   POST /api/staff/settings/coupons/:code/limits     { ends_on, max_redemptions } (null: none)
 *
 * Each answers the list as it now is; each change is in the audit log. No route deletes a coupon.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { changeCouponLimits, createCoupon, endCoupon, staffCoupons, type StaffContext } from './staff-coupons.js';
import { couponLimitsBodySchema, couponParamsSchema, createCouponBodySchema, staffCouponsResponseSchema } from './staff-coupons.schemas.js';

const tags = ['staff settings'];
const config = { visitorOwned: true };
const answers = { 200: staffCouponsResponseSchema, 409: errorEnvelopeSchema, ...clientErrorResponses };

export function staffCouponRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.shop.database.db;
  const ctx = (request: FastifyRequest): StaffContext => ({ staff: staffOf(request), requestId: request.id, now: app.shop.now() });
  const list = async (message?: string) => success(await staffCoupons(db(), app.shop.now()), 200, message);

  api.get('/staff/settings/coupons', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: every coupon with its redemptions and status', tags, response: answers },
    handler: async () => list(),
  });

  api.post('/staff/settings/coupons', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: a new coupon (percentage or amount off, minimum, dates, most orders, once per customer)', tags, body: createCouponBodySchema, response: answers },
    handler: async (request) => list(await createCoupon(db(), app.shop.catalogue.current(), ctx(request), request.body)),
  });

  api.post('/staff/settings/coupons/:code/end', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: end a coupon now (checkout refuses it from the next order)', tags, params: couponParamsSchema, response: answers },
    handler: async (request) => list(await endCoupon(db(), ctx(request), request.params.code)),
  });

  api.post('/staff/settings/coupons/:code/limits', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: a coupon's end date and the most orders that may use it", tags, params: couponParamsSchema, body: couponLimitsBodySchema, response: answers },
    handler: async (request) => list(await changeCouponLimits(db(), ctx(request), request.params.code, request.body)),
  });
}
