/**
 * Quotations (configurator.md §3, §4, §7; forms-and-accounts.md §2 item 12, §6):
 *
 *   POST /api/quotations                      create from quote data (server-priced), 201 { quotation_no, quotation }
 *   GET  /api/quotations/{quotation_no}       the owner's quotation
 *   POST /api/quote/update/quotation/{id}     save Bill To (name, company, address)
 *   GET  /pdf/quotation/preview?quotation_no= the PDF, inline
 *   GET  /pdf/quotation/download?quotation_no= the PDF, as an attachment
 *
 * The owner is the visitor (guest_id cookie). Anyone else asking, or asking for a number that
 * doesn't exist, gets the same 404, so numbers can't be probed.
 */
import { featurePlugin } from '../../server/feature-plugin.js';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, success, type FieldIssue } from '../../shared/envelope.js';
import { formatSgd } from '../../shared/money.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { quoteLine, type QuoteLine } from '../pricing/quote-line.js';
import { formatShopDate, shopToday } from '../shipping/dispatch-date.js';
import { shippingFeeCents } from '../shipping/free-shipping.js';
import { quotationPdf, shopContact } from './quotation-pdf.js';
import { BILL_TO_LIMITS, billToProblem, normaliseBillTo, normaliseQuotationNo, QUOTATION_NOT_FOUND_MESSAGE, quotationNumber, validUntil, type BillToField } from './quotation-rules.js';
import { isUniqueViolation, QuotationRepository, type StoredQuotation } from './quotation.repository.js';
import {
  createdQuotationResponseSchema,
  createQuotationBodySchema,
  quotationIdParamsSchema,
  quotationNoParamsSchema,
  quotationPdfQuerySchema,
  quotationPdfSchema,
  quotationResponseSchema,
  updateQuotationBodySchema,
  type Quotation,
} from './quotation.schemas.js';

export type QuotationRoutesOptions = {
  /** The shop's public address (PUBLIC_URL), printed on the PDF's letterhead. */
  publicUrl: string;
};

const cents = (dollars: number): number => Math.round(dollars * 100);

export interface QuotationTotals {
  subTotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
}

/**
 * One parcel: the fee is the highest standard-shipping fee among the lines after the free-shipping
 * rule (a method costing 0 is free, except for product 8; a sub total of S$100 or more is free).
 */
export function quotationTotals(snapshot: CatalogueSnapshot, lines: readonly QuoteLine[]): QuotationTotals {
  const subTotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  let shipping = 0;
  for (const line of lines) {
    const standard = snapshot.catalogue.shippingMethods(line.configuration.product_id)[0];
    if (!standard) continue;
    shipping = Math.max(shipping, shippingFeeCents({ productId: line.configuration.product_id, shippingCostCents: standard.cost_cents, totalCents: subTotalCents }));
  }
  return { subTotalCents, shippingFeeCents: shipping, totalCents: subTotalCents + shipping };
}

export function toQuotationDto({ quotation: q, items }: StoredQuotation): Quotation {
  const until = validUntil(q.issue_date);
  return {
    id: q.id,
    quotation_no: q.quotation_no,
    issue_date: q.issue_date,
    issue_date_text: formatShopDate(q.issue_date),
    valid_until: until,
    valid_until_text: formatShopDate(until),
    name: q.name,
    company: q.company,
    address: q.address,
    items: items.map((item) => ({ details: item.details, quantity: item.quantity, price: item.amount_cents / 100, price_cents: item.amount_cents })),
    sub_total: q.sub_total_cents / 100,
    sub_total_cents: q.sub_total_cents,
    shipping_fee: q.shipping_fee_cents / 100,
    shipping_fee_cents: q.shipping_fee_cents,
    point_discount: q.point_discount_cents / 100,
    point_discount_cents: q.point_discount_cents,
    coupon_discount: q.coupon_discount_cents / 100,
    coupon_discount_cents: q.coupon_discount_cents,
    total_price: q.total_cents / 100,
    total_price_cents: q.total_cents,
  };
}

/** A line's error, pointed at its place in the list ("Line 2: …" when there are several). */
function lineError(error: unknown, index: number, lineCount: number): unknown {
  if (!(error instanceof ShopError)) return error;
  const issues = (error.issues ?? []).map((issue) => ({ ...issue, field: `quotations.${index}.${issue.field}` }));
  const message = lineCount > 1 ? `Line ${index + 1}: ${error.message}` : error.message;
  return new ShopError(error.statusCode, error.reason, message, issues.length > 0 ? issues : [{ field: `quotations.${index}`, message: error.message }]);
}

export const quotationFeature = featurePlugin<QuotationRoutesOptions>('quotation', ['shop-services', 'request-context'], async (app, options) => {
  const repository = new QuotationRepository(app.shop.database.db);
  const contact = shopContact(options.publicUrl);

  /** The asking visitor's quotation, or the one 404 for everything else. */
  async function ownQuotation(request: FastifyRequest, rawNo: string): Promise<StoredQuotation> {
    const quotationNo = normaliseQuotationNo(rawNo);
    const visitorId = quotationNo ? await request.visitor.id() : null;
    const stored = visitorId && quotationNo ? await repository.findByNumber(visitorId, quotationNo) : null;
    if (!stored) throw notFound(QUOTATION_NOT_FOUND_MESSAGE);
    return stored;
  }

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      const responses = { 409: errorEnvelopeSchema, ...clientErrorResponses };

      typed.post('/quotations', {
        schema: {
          summary: 'Create a quotation from configurations (the quote data, each with the price shown)',
          description:
            'The server prices every line and computes the sub total, the shipping fee (free-shipping rule, standard method) and the total. ' +
            'A line price (cost or price) or a total that differs from the server\'s answers 409 and stores nothing; totals left out are the server\'s. ' +
            'point_discount and coupon_discount must be 0. At most 20 lines. The owner is the visitor (guest_id cookie, set on first need).',
          tags: ['quotations'],
          body: createQuotationBodySchema,
          response: { 201: createdQuotationResponseSchema, ...responses },
        },
        handler: async (request, reply) => {
          const body = request.body;
          const snapshot = app.shop.catalogue.current();
          const lines = body.quotations.map((line, index) => {
            if (line.cost !== undefined && line.price !== undefined && cents(line.cost) !== cents(line.price)) {
              throw invalidField(`quotations.${index}.price`, 'cost and price are the same figure (the line total shown): send one, or the same value in both.');
            }
            try {
              return quoteLine(snapshot, { ...line, cost: line.cost ?? line.price });
            } catch (error) {
              throw lineError(error, index, body.quotations.length);
            }
          });

          const totals = quotationTotals(snapshot, lines);
          const sent: [keyof typeof body, number | undefined, number, string][] = [
            ['sub_total', body.sub_total, totals.subTotalCents, 'Sub total'],
            ['shipping_fee', body.shipping_fee, totals.shippingFeeCents, 'Shipping fee'],
            ['total_price', body.total_price, totals.totalCents, 'Total'],
          ];
          const issues: FieldIssue[] = sent
            .filter(([, value, expected]) => value !== undefined && cents(value) !== expected)
            .map(([field, , expected, label]) => ({ field, message: `${label} is ${formatSgd(expected)}.` }));
          if (issues.length > 0) {
            const fee = totals.shippingFeeCents === 0 ? 'free shipping' : `shipping ${formatSgd(totals.shippingFeeCents)}`;
            throw new ShopError(
              409,
              'conflict',
              `The totals sent don't match the prices: the sub total is ${formatSgd(totals.subTotalCents)}, with ${fee}, the total is ${formatSgd(totals.totalCents)}. Please review and try again.`,
              issues,
            );
          }

          const visitorId = await request.visitor.ensureId();
          const issueDate = shopToday(app.shop.now());
          const items = lines.map((line) => ({
            details: line.summary,
            quantity: line.quantity,
            amount_cents: line.totalCents,
            configuration: line.configuration,
          }));
          let stored: StoredQuotation | undefined;
          // 2^30 numbers a day: a clash is rare, and a new number fixes it.
          for (let attempt = 0; !stored; attempt++) {
            try {
              stored = await repository.insert(
                {
                  quotation_no: quotationNumber(issueDate, randomBytes(6)),
                  visitor_id: visitorId,
                  issue_date: issueDate,
                  sub_total_cents: totals.subTotalCents,
                  shipping_fee_cents: totals.shippingFeeCents,
                  point_discount_cents: 0,
                  coupon_discount_cents: 0,
                  total_cents: totals.totalCents,
                },
                items,
              );
            } catch (error) {
              if (attempt >= 4 || !isUniqueViolation(error)) throw error;
            }
          }
          const quotation = toQuotationDto(stored);
          return reply.code(201).send(success({ quotation_no: quotation.quotation_no, quotation }, 201, 'Your quotation is ready.'));
        },
      });

      typed.get('/quotations/:quotation_no', {
        schema: {
          summary: "The visitor's own quotation by its number",
          description: 'Anyone but the owner, and any number that does not exist, gets the same 404.',
          tags: ['quotations'],
          params: quotationNoParamsSchema,
          response: { 200: quotationResponseSchema, ...responses },
        },
        handler: async (request) => success(toQuotationDto(await ownQuotation(request, request.params.quotation_no))),
      });

      typed.post('/quote/update/quotation/:id', {
        schema: {
          summary: 'Save the Bill To block (name, company, address) of the visitor\'s quotation',
          description: `Plain text, trimmed: name and company at most ${BILL_TO_LIMITS.name} and ${BILL_TO_LIMITS.company} characters, address at most ${BILL_TO_LIMITS.address}; no HTML tags. Answers code 200 with the quotation.`,
          tags: ['quotations'],
          params: quotationIdParamsSchema,
          body: updateQuotationBodySchema,
          response: { 200: quotationResponseSchema, ...responses },
        },
        handler: async (request) => {
          const billTo = { name: '', company: '', address: '' };
          for (const field of ['name', 'company', 'address'] as const satisfies readonly BillToField[]) {
            const value = normaliseBillTo(field, request.body[field]);
            const problem = billToProblem(field, value);
            if (problem) throw invalidField(field, problem);
            billTo[field] = value;
          }
          const visitorId = await request.visitor.id();
          const stored = visitorId ? await repository.updateBillTo(visitorId, request.params.id, billTo) : null;
          if (!stored) throw notFound(QUOTATION_NOT_FOUND_MESSAGE);
          return success(toQuotationDto(stored), 200, 'Saved.');
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
          schema: {
            summary: mode === 'preview' ? 'The quotation as a PDF, shown in the browser' : 'The quotation as a PDF file to save',
            tags: ['quotations'],
            querystring: quotationPdfQuerySchema,
            produces: ['application/pdf'],
            response: { 200: quotationPdfSchema, ...clientErrorResponses },
          },
          handler: async (request, reply) => {
            const stored = await ownQuotation(request, request.query.quotation_no);
            const quotation = toQuotationDto(stored);
            const bytes = await quotationPdf(quotation, contact);
            const filename = `Quotation-${quotation.quotation_no}.pdf`;
            return reply
              .type('application/pdf')
              .header('content-disposition', `${mode === 'preview' ? 'inline' : 'attachment'}; filename="${filename}"`)
              // The document is the visitor's own: never kept by shared caches.
              .header('cache-control', 'private, no-store')
              .header('x-content-type-options', 'nosniff')
              .send(bytes);
          },
        });
      }
    },
    { prefix: '/pdf' },
  );
});
