/**
 * Quotations (configurator.md §3, §4, §7; forms-and-accounts.md §2 item 12, §6):
 *
 *   POST /api/quotations                                create from quote data (server-priced), 201 { quotation_no, quotation }
 *   GET  /api/quotations/{quotation_no}                 the owner's quotation
 *   POST /api/quote/update/quotation/{quotation_no}     save Bill To (name, company, address)
 *   GET  /pdf/quotation/preview?quotation_no=           the PDF, inline
 *   GET  /pdf/quotation/download?quotation_no=          the PDF, as an attachment
 *
 * The quotation number is the only public identifier. The owner is the visitor (request
 * context); anyone else asking, or asking for a number that doesn't exist, gets the same 404, and
 * look-ups by number are rate-limited per IP, so numbers can't be probed. Handlers are thin: the
 * rules live in quotation-service.ts.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { quotationPdf, shopContact } from './quotation-pdf.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { BILL_TO_LIMITS } from './quotation-rules.js';
import { memberQuotations, QuotationService } from './quotation-service.js';
import { accounts } from '../account/accounts.js';
import {
  memberQuotationsResponseSchema,
  createdQuotationResponseSchema,
  createQuotationBodySchema,
  quotationNoParamsSchema,
  quotationPdfQuerySchema,
  quotationPdfSchema,
  quotationResponseSchema,
  updateQuotationBodySchema,
} from './quotation.schemas.js';

export type QuotationRoutesOptions = {
  /** The shop's public address (PUBLIC_URL), printed on the PDF's letterhead. */
  publicUrl: string;
  /** The shop's details (SHOP_* settings), printed on the letterhead. */
  shopInfo: ShopInfo;
};

export const quotationFeature = featurePlugin<QuotationRoutesOptions>('quotation', ['shop-services', 'request-context', 'rate-limits', 'idempotency'], async (app, options) => {
  const quotations = new QuotationService(app.shop.database.db, () => app.shop.catalogue.current(), app.shop.now);
  const contact = shopContact(options.publicUrl, options.shopInfo);
  const responses = { 409: errorEnvelopeSchema, ...clientErrorResponses };
  // Every answer here belongs to the asking visitor; look-ups by number count against the IP's limit.
  const ownerOnly = { visitorOwned: true } as const;
  const lookup = { visitorOwned: true, rateLimitGroup: 'quotation-lookup' } as const;

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();

      typed.post('/quotations', {
        config: ownerOnly,
        schema: {
          summary: 'Create a quotation from configurations (the quote data, each with the price shown)',
          description:
            'The server prices every line and computes the sub total, the shipping fee (free-shipping rule, standard method) and the total. ' +
            "A line price (cost or price) or a total that differs from the server's answers 409 and stores nothing; totals left out are the server's. " +
            'point_discount and coupon_discount must be 0. At most 20 lines. The owner is the visitor (guest_id cookie, set on first need). ' +
            'An Idempotency-Key header makes a retry return the first answer without creating a second quotation.',
          tags: ['quotations'],
          body: createQuotationBodySchema,
          response: { 201: createdQuotationResponseSchema, ...responses },
        },
        handler: async (request, reply) => {
          const answer = await request.idempotent(async (tx) => {
            const quotation = await quotations.create(request.body, () => request.visitor.ensureId(), tx);
            return { statusCode: 201, body: success({ quotation_no: quotation.quotation_no, quotation }, 201, 'Your quotation is ready.') };
          });
          return reply.code(answer.statusCode).send(answer.body);
        },
      });

      typed.get('/quotations/:quotation_no', {
        config: lookup,
        schema: {
          summary: "The visitor's own quotation by its number",
          description: 'Anyone but the owner, and any number that does not exist, gets the same 404.',
          tags: ['quotations'],
          params: quotationNoParamsSchema,
          response: { 200: quotationResponseSchema, ...responses },
        },
        handler: async (request) => success(quotations.toDto(await quotations.find(await request.visitor.id(), request.params.quotation_no))),
      });

      typed.post('/quote/update/quotation/:quotation_no', {
        config: lookup,
        schema: {
          summary: "Save the Bill To block (name, company, address) of the visitor's quotation",
          description: `Plain text, trimmed: name and company at most ${BILL_TO_LIMITS.name} and ${BILL_TO_LIMITS.company} characters, address at most ${BILL_TO_LIMITS.address}; no HTML tags. Answers code 200 with the quotation.`,
          tags: ['quotations'],
          params: quotationNoParamsSchema,
          body: updateQuotationBodySchema,
          response: { 200: quotationResponseSchema, ...responses },
        },
        handler: async (request) => success(await quotations.updateBillTo(await request.visitor.id(), request.params.quotation_no, request.body), 200, 'Saved.'),
      });

      typed.get('/user/quotations', {
        config: ownerOnly,
        schema: {
          summary: "The member's quotations, newest first (My account)",
          tags: ['account'],
          response: { 200: memberQuotationsResponseSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema, ...responses },
        },
        handler: async (request) => {
          const member = await accounts.requireMember(app.shop.database.db, request);
          return success(await memberQuotations(app.shop.database.db, member.visitor_id));
        },
      });
    },
    { prefix: '/api' },
  );

  // The document: under the site root, like the spec's pdf/quotation/… (the API base without its api segment).
  await app.register(
    async (pdf) => {
      const typed = pdf.withTypeProvider<ZodTypeProvider>();
      for (const mode of ['preview', 'download'] as const) {
        typed.get(`/quotation/${mode}`, {
          config: lookup,
          schema: {
            summary: mode === 'preview' ? 'The quotation as a PDF, shown in the browser' : 'The quotation as a PDF file to save',
            tags: ['quotations'],
            querystring: quotationPdfQuerySchema,
            produces: ['application/pdf'],
            response: { 200: quotationPdfSchema, ...clientErrorResponses },
          },
          handler: async (request, reply) => {
            const quotation = quotations.toDto(await quotations.find(await request.visitor.id(), request.query.quotation_no));
            const bytes = await quotationPdf(quotation, contact);
            const filename = `Quotation-${quotation.quotation_no}.pdf`;
            return reply
              .type('application/pdf')
              .header('content-disposition', `${mode === 'preview' ? 'inline' : 'attachment'}; filename="${filename}"`)
              .send(bytes);
          },
        });
      }
    },
    { prefix: '/pdf' },
  );
});
