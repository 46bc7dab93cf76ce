/**
 * Orders (issue 12, first part):
 *
 *   POST /api/checkout                      place an order from the visitor's cart, 201 { order }
 *   GET  /api/orders/{order_no}             the order, for the visitor or member who placed it
 *   GET  /api/orders/{order_no}/paynow.svg  its PayNow QR code (exact amount, order number as reference)
 *   POST /api/orders/lookup                 { order_no, email } → the order (a guest on another browser)
 *   GET  /api/user/orders                   the member's (or this visitor's) orders, newest first
 *
 * Anyone else asking for an order, and a number that doesn't exist, get the same 404; look-ups by
 * number count against the per-IP look-up limit. Handlers are thin: the rules are in order-service.ts.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { paynowQrSvg } from '../payment/paynow-qr.js';
import { COUPON_MESSAGES } from '../promotions/coupon-rules.js';
import { ORDER_MESSAGES } from './order-rules.js';
import type { OrderService } from './order-service.js';
import type { OrderViewer } from './orders.repository.js';
import { checkoutBodySchema, checkoutQuoteBodySchema, checkoutQuoteResponseSchema, orderListResponseSchema, orderLookupBodySchema, orderNoParamsSchema, orderResponseSchema, paynowSvgSchema } from './orders.schemas.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/** Who is asking for an order: the request's visitor and signed-in member. */
export async function viewerOf(request: FastifyRequest): Promise<OrderViewer> {
  const member = await request.visitor.member();
  return { visitorId: await request.visitor.id(), memberId: member?.id ?? null };
}

/** The shopper's order routes (registered by orders.plugin.ts under /api, with the feature's one order service). */
export const orderRoutes: FastifyPluginAsync<{ orders: OrderService }> = async (app, { orders }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const responses = { 409: errorEnvelopeSchema, ...clientErrorResponses };
  const lookup = { visitorOwned: true, rateLimitGroup: 'quotation-lookup' } as const;
  const tags = ['orders'];

  api.post('/checkout', {
    config: { visitorOwned: true },
    schema: {
      summary: "Place an order from the visitor's cart (PayNow)",
      description:
        'The server prices every cart line again and computes the totals for shipping_method (the cart’s when left out); expected_total_cents must be that total, ' +
        'else 409 with the server’s total and nothing is stored. An empty cart answers 409. Guests send the contact email’s email_token (POST /api/user/verify, ' +
        'single use, 30 minutes; 422 otherwise); members order with their own email and may send address_book_id instead of address. ' +
        'One transaction stores the order (placed, then awaiting payment), empties the cart and queues the order email with the payment instructions. ' +
        'An Idempotency-Key header makes a retry return the first answer without placing a second order.',
      tags,
      body: checkoutBodySchema,
      response: { 201: orderResponseSchema, ...responses },
    },
    handler: async (request, reply) => {
      const answer = await request.idempotent(async (tx) => {
        const order = await orders.checkout(tx, await viewerOf(request), request.body);
        return { statusCode: 201, body: success(order, 201, ORDER_MESSAGES.placed) };
      });
      app.emailOutbox.nudge();
      app.artworkProofs.nudge();
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  api.post('/checkout/quote', {
    // Coupon codes can be probed here: the look-up limit per IP applies on top of the write limits.
    config: lookup,
    schema: {
      summary: 'What checkout would charge: the cart priced again with a shipping method, a coupon and points',
      description:
        `Stores nothing (beyond re-pricing the cart as GET /api/cart does). A coupon this order can't use answers 422 on coupon_code: "${COUPON_MESSAGES.required}" without a code, ` +
        `"${COUPON_MESSAGES.invalid}" for an unknown, ended or not-yet-started code, and a message saying why otherwise (minimum quantity or spend, used up, already used). ` +
        'points is null for guests; use_points spends as many points as the items still cost after the coupon. An empty cart answers 409.',
      tags,
      body: checkoutQuoteBodySchema,
      response: { 200: checkoutQuoteResponseSchema, ...responses },
    },
    handler: async (request) => {
      const shopper = await viewerOf(request);
      return success(await app.shop.database.db.transaction((tx) => orders.quote(tx, shopper, request.body)));
    },
  });

  api.get('/orders/:order_no', {
    config: lookup,
    schema: {
      summary: 'An order, for the visitor or member who placed it',
      description: 'Anyone else, and any number that does not exist, gets the same 404.',
      tags,
      params: orderNoParamsSchema,
      response: { 200: orderResponseSchema, ...responses },
    },
    handler: async (request) => success(await orders.find(await viewerOf(request), request.params.order_no)),
  });

  api.get('/orders/:order_no/paynow.svg', {
    config: lookup,
    schema: {
      summary: "The order's PayNow QR code (SVG): the exact amount, the order number as bill number",
      tags,
      params: orderNoParamsSchema,
      produces: ['image/svg+xml'],
      response: { 200: paynowSvgSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const svg = await paynowQrSvg(await orders.paynowPayload(await viewerOf(request), request.params.order_no));
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').send(svg);
    },
  });

  api.post('/orders/lookup', {
    config: lookup,
    schema: {
      summary: 'Find an order by its number and the email it was placed with',
      description: `A wrong email and an unknown number answer the same 404. Without a number: "${ORDER_MESSAGES.orderNoRequired}" The answer's qr_svg_url is null (draw payment.qr_payload).`,
      tags,
      body: orderLookupBodySchema,
      response: { 200: orderResponseSchema, ...responses },
    },
    handler: async (request) => success(await orders.lookup(request.body)),
  });

  api.get('/user/orders', {
    config: { visitorOwned: true },
    schema: {
      summary: "The signed-in member's orders (or this visitor's), newest first",
      tags,
      response: { 200: orderListResponseSchema, ...responses },
    },
    handler: async (request) => success(await orders.list(await viewerOf(request))),
  });
};
