/**
 * The desk's money routes (issue 19), staff with the desk role (owners hold it too):
 *
 *   POST /api/staff/orders/{order_no}/cancel                        { reason }: cancel before production
 *   POST /api/staff/orders/{order_no}/refunds                       { amount_cents, method, reference, reason? }: record a refund (Idempotency-Key)
 *   GET  /api/staff/orders/{order_no}/credit-notes/{credit_note_no} the credit note PDF
 *
 * Both writes answer the order as the desk shows it (staff-order-service.ts find), with a message
 * in words; the rules are in order-money-rules.ts, the work in order-cancellation.ts and refunds.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../server/errors.js';
import { clientErrorResponses, fileDownloadSchema } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { creditNotePdf, creditNoteFilename } from './credit-note-pdf.js';
import type { DocumentShop } from './order-documents.js';
import { MONEY_MESSAGES } from './order-money-rules.js';
import type { OrderCancellations } from './order-cancellation.js';
import { normaliseOrderNo } from './order-rules.js';
import { orderNoParamsSchema, staffOrderResponseSchema } from './orders.schemas.js';
import { RefundService } from './refunds.js';
import type { StaffOrderService } from './staff-order-service.js';
import { creditNoteParamsSchema, staffCancelBodySchema, staffRefundBodySchema } from './staff-order-money.schemas.js';

export type StaffOrderMoneyOptions = {
  desk: StaffOrderService;
  cancellations: OrderCancellations;
  refunds: RefundService;
  shop: DocumentShop;
};

export const staffOrderMoneyRoutes: FastifyPluginAsync<StaffOrderMoneyOptions> = async (app, { desk, cancellations, refunds, shop }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const config = { visitorOwned: true };
  const responses = { 403: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...clientErrorResponses };

  api.post('/api/staff/orders/:order_no/cancel', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: cancel an order before production, with a reason',
      description:
        'reason is required (422 on reason). Only before production: an order "In production", "Dispatched", "Delivered" or already cancelled answers 409 in words. ' +
        'One transaction: the order is cancelled with the reason, the coupon use and points it took are given back, the shopper is emailed and the audit log written. ' +
        'A paid order can be cancelled: the message says what was paid and must be refunded (POST …/refunds). An Idempotency-Key makes a retry answer the first result. ' +
        'Desk role; anyone else gets 404.',
      tags,
      params: orderNoParamsSchema,
      body: staffCancelBodySchema,
      response: { 200: staffOrderResponseSchema, ...responses },
    },
    handler: async (request) => {
      const answer = await request.idempotent(async (tx) => {
        const result = await cancellations.byStaff(tx, staffOf(request), request.params.order_no, request.body.reason, request.id);
        return { statusCode: 200, body: success(await desk.find(result.orderNo, tx), 200, result.message) };
      });
      app.emailOutbox.nudge();
      return answer.body;
    },
  });

  api.post('/api/staff/orders/:order_no/refunds', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: record a refund (full or partial) with a credit note',
      description:
        'amount_cents (more than 0), method (paynow, bank_transfer, cash, other) and reference are required (422 on the field). Only on a paid order, and never more than is ' +
        'left to refund (409 in words, e.g. "Only S$12.50 of this order\'s S$42.50 is left to refund."). A desk member refunds up to DESK_REFUND_LIMIT at once (403 "Refunds ' +
        'over S$200.00 need an owner."); owners have no limit. One transaction stores the refund with its credit note number, adds it to the order\'s refunded total, ' +
        'writes the timeline event and the audit entry, and emails the shopper. Send an Idempotency-Key: a retry with it stores one refund. Desk role; anyone else gets 404.',
      tags,
      params: orderNoParamsSchema,
      body: staffRefundBodySchema,
      response: { 200: staffOrderResponseSchema, ...responses },
    },
    handler: async (request) => {
      const answer = await request.idempotent(async (tx) => {
        const result = await refunds.record(tx, staffOf(request), request.params.order_no, request.body, request.id);
        return { statusCode: 200, body: success(await desk.find(result.orderNo, tx), 200, MONEY_MESSAGES.refunded(result.amountCents, result.orderNo, result.creditNoteNo)) };
      });
      app.emailOutbox.nudge();
      return answer.body;
    },
  });

  api.get('/api/staff/orders/:order_no/credit-notes/:credit_note_no', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: a refund’s credit note (PDF)',
      description: 'Desk role; anyone else gets 404. ?download=1 is not needed: it answers inline with the file name.',
      tags,
      params: creditNoteParamsSchema,
      produces: ['application/pdf'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const orderNo = normaliseOrderNo(request.params.order_no);
      const refund = orderNo ? await RefundService.creditNote(app.shop.database.db, orderNo, request.params.credit_note_no) : undefined;
      if (!orderNo || !refund) throw notFound(MONEY_MESSAGES.creditNoteNotFound);
      const bytes = await creditNotePdf(await desk.find(orderNo), refund, shop);
      return reply.type('application/pdf').header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${creditNoteFilename(refund.credit_note_no)}"`).send(bytes);
    },
  });
};
