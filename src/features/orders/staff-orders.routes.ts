/**
 * The staff order desk (issue 12), staff only:
 *
 *   GET  /api/staff/orders?q=&status=&payment=&from=&to=&product=&queue=&sort=&page=
 *                                                one page (25) of the orders matching the search and filters, how many in all, the products
 *   GET  /api/staff/dashboard                    Today: awaiting payment, proofs to release, approved to print, to dispatch today, with links
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
import { orderNoParamsSchema, staffDashboardResponseSchema, staffOrderListResponseSchema, staffOrderResponseSchema, staffOrdersQuerySchema, staffPaymentBodySchema, staffStatusBodySchema } from './orders.schemas.js';
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
      summary: 'Staff: find orders: one search box (order number, phone, email, name), filters, sort, pages of 25',
      description:
        '`q` is an order number in any case and spacing (or its start), a phone number as people write it ("+65 9123 4567", "9123-4567", "91234567", or its first digits), ' +
        'an email or its start ("@domain" for its end), or the start of a first name, last name or "first last". Filters: `status`, `payment` (paid, unpaid, refunded), ' +
        'dispatch dates `from`/`to` (YYYY-MM-DD, Singapore, both included), `product` (a catalogue product id: the order has a line of it), `queue` (proofs_to_release, ' +
        'dispatch_today: the Today dashboard’s lists). `sort`: placed_desc (default), placed_asc, total_desc, total_asc, dispatch_asc, dispatch_desc. `page` from 1. ' +
        'Answers the page’s orders, `total` (every match), `page`, `page_size` and the catalogue’s `products` to filter by. A bad value is 422 naming it. ' +
        'Staff only (desk or production); anyone else gets 404.',
      tags,
      querystring: staffOrdersQuerySchema,
      response: { 200: staffOrderListResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const products = [...app.shop.catalogue.current().catalogue.productsById.values()].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id).map((p) => ({ id: p.id, name: p.name }));
      return success({ ...(await desk.list(request.query)), products });
    },
  });

  api.get('/staff/dashboard', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: Today: counts of the day’s work, each with a link to the desk’s list of those orders',
      description:
        'Awaiting payment (and how many payment windows end today), proofs to release (automatic proofs made, not yet sent to the shopper), approved to print ' +
        '(approved, not yet in production), to dispatch today (approved or in production, dispatch date today or earlier). Staff only (desk); anyone else gets 404.',
      tags,
      response: { 200: staffDashboardResponseSchema, ...clientErrorResponses },
    },
    handler: async () => success(await desk.today()),
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
