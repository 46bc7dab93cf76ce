/**
 * An order's documents and its reorder (issue 12):
 *
 *   GET  /pdf/orders/{order_no}/confirmation   the order confirmation PDF (inline; ?download=1 to save it)
 *   GET  /pdf/orders/{order_no}/invoice        the (tax) invoice PDF, once the order is paid (409 before)
 *   GET  /pdf/orders/{order_no}/credit-notes/{credit_note_no}   a refund's credit note PDF (issue 19)
 *   POST /api/orders/{order_no}/reorder        every line back into the cart, priced today
 *
 * Only the order's owner (the visitor or member who placed it, as for GET /api/orders/{no}) gets
 * them; anyone else, and an unknown number, get the same 404. The PDFs count against the look-up
 * limit per IP, like the quotation PDFs, and are never cached.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { shopContact } from '../quotation/quotation-pdf.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { invoiceNumber, invoicePdf, orderConfirmationPdf, type DocumentShop } from './order-documents.js';
import { reorder, reorderMessage } from './order-reorder.js';
import type { OrderService } from './order-service.js';
import { viewerOf } from './orders.routes.js';
import { reorderResponseSchema } from './order-documents.schemas.js';
import { orderNoParamsSchema } from './orders.schemas.js';
import { notFound } from '../../server/errors.js';
import { creditNoteFilename, creditNotePdf } from './credit-note-pdf.js';
import { MONEY_MESSAGES } from './order-money-rules.js';
import { RefundService } from './refunds.js';
import { creditNoteParamsSchema } from './staff-order-money.schemas.js';

export type OrderDocumentsOptions = {
  /** The shop's public address (PUBLIC_URL), printed on the letterhead. */
  publicUrl: string;
  /** The shop's details (SHOP_* settings): letterhead, UEN, GST registration and rate. */
  shopInfo: ShopInfo;
  /** The feature's order service (its payment settings print PayNow and the bank account while unpaid). */
  orders: OrderService;
};

const documentQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });
const pdfSchema = z.any().describe('The document (application/pdf).');

/** The order's documents and reorder (registered by orders.plugin.ts). */
export const orderDocumentRoutes: FastifyPluginAsync<OrderDocumentsOptions> = async (app, options) => {
  const { orders } = options;
  const shop: DocumentShop = { contact: shopContact(options.publicUrl, options.shopInfo), info: options.shopInfo };
  const lookup = { visitorOwned: true, rateLimitGroup: 'quotation-lookup' } as const;
  const tags = ['orders'];

  await app.register(
    async (pdf) => {
      const typed = pdf.withTypeProvider<ZodTypeProvider>();
      const documents = [
        { path: 'confirmation', summary: 'The order confirmation (PDF)', render: orderConfirmationPdf, filename: (no: string) => `Order-${no}.pdf` },
        { path: 'invoice', summary: 'The tax invoice (PDF), once the order is paid; 409 before', render: invoicePdf, filename: (no: string) => `Invoice-${invoiceNumber(no)}.pdf` },
      ] as const;
      for (const document of documents) {
        typed.get(`/orders/:order_no/${document.path}`, {
          config: lookup,
          schema: {
            summary: document.summary,
            description: 'For the visitor or member who placed the order; anyone else gets 404. ?download=1 answers it as an attachment.',
            tags,
            params: orderNoParamsSchema,
            querystring: documentQuerySchema,
            produces: ['application/pdf'],
            response: { 200: pdfSchema, 409: errorEnvelopeSchema, ...clientErrorResponses },
          },
          handler: async (request, reply) => {
            const order = await orders.find(await viewerOf(request), request.params.order_no);
            const bytes = await document.render(order, shop);
            return reply
              .type('application/pdf')
              .header('cache-control', 'private, no-store')
              .header('content-disposition', `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${document.filename(order.order_no)}"`)
              .send(bytes);
          },
        });
      }

      typed.get('/orders/:order_no/credit-notes/:credit_note_no', {
        config: lookup,
        schema: {
          summary: 'A refund’s credit note (PDF)',
          description: 'For the visitor or member who placed the order; anyone else, and a credit note of another order, get 404. ?download=1 answers it as an attachment.',
          tags,
          params: creditNoteParamsSchema,
          querystring: documentQuerySchema,
          produces: ['application/pdf'],
          response: { 200: pdfSchema, ...clientErrorResponses },
        },
        handler: async (request, reply) => {
          const order = await orders.find(await viewerOf(request), request.params.order_no);
          const refund = await RefundService.creditNote(app.shop.database.db, order.order_no, request.params.credit_note_no);
          if (!refund) throw notFound(MONEY_MESSAGES.creditNoteNotFound);
          const bytes = await creditNotePdf(order, refund, shop);
          return reply
            .type('application/pdf')
            .header('cache-control', 'private, no-store')
            .header('content-disposition', `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${creditNoteFilename(refund.credit_note_no)}"`)
            .send(bytes);
        },
      });
    },
    { prefix: '/pdf' },
  );

  app.withTypeProvider<ZodTypeProvider>().post('/api/orders/:order_no/reorder', {
    config: { visitorOwned: true },
    schema: {
      summary: 'Put every line of a past order back into the cart, priced today',
      description:
        'Each line is added as Add to cart would add it (the stored configuration, priced today, lettering measured again); lines that can no longer be ordered ' +
        'online are listed in not_added and left out. The message names both. An Idempotency-Key header makes a retry answer the first result without adding again.',
      tags,
      params: orderNoParamsSchema,
      response: { 200: reorderResponseSchema, 409: errorEnvelopeSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const answer = await request.idempotent(async (tx) => {
        const result = await reorder(tx, { snapshot: () => app.shop.catalogue.current(), now: app.shop.now }, viewer, await request.visitor.ensureId(), request.params.order_no);
        return { statusCode: 200, body: success(result, 200, reorderMessage(request.params.order_no.toUpperCase(), result)) };
      });
      return answer.body;
    },
  });
};
