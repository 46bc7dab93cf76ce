/**
 * The staff order desk (issue 12), staff only:
 *
 *   GET  /api/staff/orders?status=               every order (or those at a status), newest first, at most 200
 *   GET  /api/staff/orders/{order_no}            one order with its events (who and when) and next actions
 *   POST /api/staff/orders/{order_no}/payment    { amount_cents, reference? }: mark paid (the order's total, from awaiting payment)
 *   POST /api/staff/orders/{order_no}/status     { status, carrier?, tracking_number?, note? }: in production, dispatched, delivered
 *
 * Each route takes requireStaff (account/staff-access.ts): the desk's role to see and mark paid,
 * production's to move an order on; anyone else gets the router's own 404, so the desk doesn't show. The rules are in
 * staff-order-service.ts and order-rules.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { orderNoParamsSchema, staffOrderListResponseSchema, staffOrderResponseSchema, staffOrdersQuerySchema, staffPaymentBodySchema, staffStatusBodySchema } from './orders.schemas.js';
import type { StaffOrderService } from './staff-order-service.js';

/** The staff order desk's routes (registered by orders.plugin.ts under /api, with the feature's one desk service). */
export const staffOrderRoutes: FastifyPluginAsync<{ desk: StaffOrderService }> = async (app, { desk }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const responses = { 409: errorEnvelopeSchema, ...clientErrorResponses };
  const config = { visitorOwned: true };


  api.get('/staff/orders', {
    config,
    onRequest: requireStaff('desk', 'production'),
    schema: {
      summary: 'Staff: every order, newest first (at most 200), optionally at one status',
      description: 'Staff only (members listed in STAFF_EMAILS, signed in); anyone else gets 404.',
      tags,
      querystring: staffOrdersQuerySchema,
      response: { 200: staffOrderListResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await desk.list(request.query.status)),
  });

  api.get('/staff/orders/:order_no', {
    config,
    onRequest: requireStaff('desk', 'production'),
    schema: {
      summary: 'Staff: one order with its lines, contact, address, payment, events (who and when) and the next actions',
      description: 'Staff only; anyone else gets 404.',
      tags,
      params: orderNoParamsSchema,
      response: { 200: staffOrderResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await desk.find(request.params.order_no)),
  });

  api.post('/staff/orders/:order_no/payment', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: mark an order paid (the payment has arrived)',
      description:
        'amount_cents must be the order’s total (422 otherwise); only an order awaiting payment (409 otherwise). One transaction sets paid_at, ' +
        'writes a "paid" event with the staff member and queues the "payment received" email. Marking a paid order paid again answers 200 with the ' +
        'order as it is: no second event, no second email. Staff only; anyone else gets 404.',
      tags,
      params: orderNoParamsSchema,
      body: staffPaymentBodySchema,
      response: { 200: staffOrderResponseSchema, ...responses },
    },
    handler: async (request) => {
      const { order, changed } = await desk.markPaid(staffOf(request), request.params.order_no, request.body, request.id);
      if (changed) app.emailOutbox.nudge();
      return success(order, 200, changed ? `Order ${order.order_no} is marked paid.` : `Order ${order.order_no} was already marked paid.`);
    },
  });

  api.post('/staff/orders/:order_no/status', {
    config,
    onRequest: requireStaff('production'),
    schema: {
      summary: 'Staff: move an order forward (in_production, dispatched with carrier and tracking_number, delivered)',
      description:
        'Only forward along the rules (a paid order into production, in production to dispatched, dispatched to delivered): 409 with the reason otherwise; ' +
        '422 for an unknown status or a dispatch without carrier or tracking number. One transaction updates the order, writes an event with the staff ' +
        'member and queues the shopper’s email. Moving an order to the status it is at answers 200 with the order as it is. Staff only; anyone else gets 404.',
      tags,
      params: orderNoParamsSchema,
      body: staffStatusBodySchema,
      response: { 200: staffOrderResponseSchema, ...responses },
    },
    handler: async (request) => {
      const { order, changed } = await desk.move(staffOf(request), request.params.order_no, request.body, request.id);
      if (changed) app.emailOutbox.nudge();
      return success(order, 200, changed ? `Order ${order.order_no} is now “${order.status_label}”.` : `Order ${order.order_no} was already “${order.status_label}”.`);
    },
  });
};
