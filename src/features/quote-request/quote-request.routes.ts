/**
 * Quote requests (forms-and-accounts.md §3–§7; configurator.md §4 request-a-quote mode):
 *
 *   POST /api/quote/create/quote-request                  multipart: the form's fields and up to 4 files → 201
 *   GET  /api/quote/requester                             who the forms prefill: member, guest or anonymous
 *   GET  /api/user/quote-requests                         the asking member's or guest's requests
 *   GET  /api/staff/quote-requests                        staff: every request, newest first
 *   GET  /api/staff/quote-requests/{request_no}           staff: one request, with its files' links
 *   GET  /staff/quote-requests/{request_no}/files/{id}    staff: one file, as an attachment
 *   POST /api/staff/quote-requests/{request_no}/answer    staff: { message, options[] } priced options (issue 19)
 *   POST /api/staff/quote-requests/{request_no}/messages  staff: { message } write to the shopper
 *   POST /api/staff/quote-requests/{request_no}/decline   staff: { message } decline, with the reason
 *   GET  /api/quote-requests/{request_no}                 the shopper's request, conversation and options
 *   POST /api/quote-requests/{request_no}/messages        the shopper: { message } write to the shop
 *   POST /api/quote-requests/{request_no}/decline         the shopper: { message } no longer needed
 *
 * @fastify/multipart is registered here, in the create route's own scope, so every other route
 * stays JSON-only (a multipart body elsewhere is a 415). The same-origin check, rate limits,
 * request context and security headers are the app's global hooks and apply here as everywhere.
 * Staff routes take requireStaff('desk') (account/staff-access.ts): anyone else gets the router's own 404.
 */
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { attachmentDisposition } from '../../server/content-disposition.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { QuoteConversation } from './quote-conversation.js';
import { QUOTED_LINE_MESSAGES } from '../cart/cart-messages.js';
import { quoteAnswerBodySchema, quoteMessageBodySchema } from './quote-offer.schemas.js';
import { QuoteRequestService } from './quote-request-service.js';
import { withUploadSpool } from '../../server/upload-spool.js';
import { readQuoteRequestUpload, UPLOAD_LIMITS } from './quote-request-upload.js';
import {
  createdQuoteRequestResponseSchema,
  createQuoteRequestBodyDocs,
  fileDownloadSchema,
  fileParamsSchema,
  quoteRequestsResponseSchema,
  requesterResponseSchema,
  offerParamsSchema,
  requestNoParamsSchema,
  shopperQuoteResponseSchema,
  staffQuoteRequestResponseSchema,
  staffQuoteRequestsQuerySchema,
  staffQuoteRequestsResponseSchema,
} from './quote-request.schemas.js';

export interface QuoteRequestFeatureOptions {
  /** Domains the disposable-email list holds that the shop accepts anyway (DISPOSABLE_EMAIL_ALLOW). */
  allowedEmailDomains?: ReadonlySet<string> | undefined;
}

const responses = { 409: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...clientErrorResponses };
const tags = ['quote requests'];


export const quoteRequestFeature = featurePlugin<QuoteRequestFeatureOptions>('quote-request', ['shop-services', 'request-context', 'idempotency', 'email'], async (app, options) => {
  const db = app.shop.database.db;
  const conversation = new QuoteConversation({ db, now: app.shop.now, email: app.emailOutbox.context, snapshot: () => app.shop.catalogue.current() });
  const service = new QuoteRequestService({
    db,
    catalogue: () => app.shop.catalogue.current(),
    now: app.shop.now,
    email: app.emailOutbox.context,
    allowedEmailDomains: options.allowedEmailDomains ?? new Set(),
    conversation,
    files: app.shop.files,
  });
  const config = { visitorOwned: true };

  // The create route, with multipart in its own scope.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/quote/create/quote-request', {
      config,
      schema: {
        summary: 'Send a quote request (Special Processing form or Special Size modal) with up to 4 files',
        description:
          'multipart/form-data (the body below documents the fields; the handler checks them with the shared rules, quote-request-rules.ts). ' +
          'Answers 201 SUCCESS with the request number. A disposable email answers 422 with error.is_email_disposable; an email with an account, from someone not signed in, 422 on email_address. ' +
          'Files: PDF, AI, JPEG or PNG whose content matches the name, not empty, at most 25 MB each and 60 MB in all, at most 4. ' +
          'The request, its files and its emails are stored in one transaction; an Idempotency-Key header makes a retry return the first answer and store nothing twice. ' +
          'An anonymous requester is stored as a guest (see GET /api/quote/requester).',
        tags,
        consumes: ['multipart/form-data'],
        body: createQuoteRequestBodyDocs,
        response: { 201: createdQuoteRequestResponseSchema, ...responses },
      },
      // The body schema is documentation only: the multipart parts are not a parsed body (request.body
      // is undefined), so its "validation" error is attached and ignored; the handler reads and checks the parts.
      attachValidation: true,
      handler: async (request, reply) => {
        // The files are off the disk before the answer goes (the spool is removed on the way out).
        const answer = await withUploadSpool(async (spool) => service.create(request, await readQuoteRequestUpload(request, spool)));
        // Committed: the two emails are in the outbox; send them now rather than at the next poll.
        if (answer.statusCode === 201) app.emailOutbox.nudge();
        return reply.code(answer.statusCode).send(answer.body);
      },
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/quote/requester', {
    config,
    schema: {
      summary: 'Who the quote forms prefill: a member, a guest (stored by an earlier quote request) or anonymous',
      tags,
      response: { 200: requesterResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.requester(request)),
  });

  api.get('/api/user/quote-requests', {
    config,
    schema: {
      summary: "The member's or guest's quote requests, newest first (empty for an anonymous visitor)",
      description: "A member sees the requests sent while signed in and those sent as a guest with the member's (verified) email.",
      tags,
      response: { 200: quoteRequestsResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.mine(request)),
  });

  // ---- The shopper's quote page (issue 19) ----

  api.get('/api/quote-requests/:request_no', {
    config,
    schema: {
      summary: "The shopper's quote request: what was asked, the conversation and the shop's priced options",
      description: 'Only the guest who sent it, or the member (signed in) who sent it or whose email it was sent with; anyone else gets 404.',
      tags,
      params: requestNoParamsSchema,
      response: { 200: shopperQuoteResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.shopperQuote(request, request.params.request_no)),
  });

  api.post('/api/quote-requests/:request_no/offers/:offer_id/accept', {
    config,
    schema: {
      summary: "The shopper accepts a quoted option: it goes in the cart as a line at exactly the quoted price, until the quote's date",
      description: 'One click; accepting again adds nothing twice. 409 when the price has expired, was replaced, or the request was declined.',
      tags,
      params: offerParamsSchema,
      response: { 200: shopperQuoteResponseSchema, ...responses },
    },
    handler: async (request) => {
      const viewer = await service.viewer(request);
      const visitorId = await request.visitor.ensureId();
      const { added } = await conversation.accept(viewer, visitorId, request.params.request_no, request.params.offer_id);
      return success(await service.shopperQuote(request, request.params.request_no), 200, added ? QUOTED_LINE_MESSAGES.added : QUOTED_LINE_MESSAGES.alreadyInCart);
    },
  });

  for (const [action, summary] of [
    ['messages', 'The shopper writes to the shop about the request (emailed to the shop)'],
    ['decline', 'The shopper declines the quote: no longer needed (open options are withdrawn)'],
  ] as const) {
    api.post(`/api/quote-requests/:request_no/${action}`, {
      config,
      schema: { summary, tags, params: requestNoParamsSchema, body: quoteMessageBodySchema, response: { 200: shopperQuoteResponseSchema, ...responses } },
      handler: async (request) => {
        const viewer = await service.viewer(request);
        if (action === 'messages') await conversation.shopperWrite(viewer, request.params.request_no, request.body);
        else await conversation.shopperDecline(viewer, request.params.request_no, request.body);
        return success(await service.shopperQuote(request, request.params.request_no), 200, action === 'messages' ? 'Your message is sent.' : 'The quote is declined. Thank you for letting us know.');
      },
    });
  }

  // ---- Staff ----

  const staffOnly = requireStaff('desk');

  api.get('/api/staff/quote-requests', {
    config,
    onRequest: staffOnly,
    schema: {
      summary: 'Staff: every quote request, newest first (at most 200), optionally by status',
      description: 'Staff only (members listed in STAFF_EMAILS, signed in); anyone else gets 404.',
      tags: ['staff'],
      querystring: staffQuoteRequestsQuerySchema,
      response: { 200: staffQuoteRequestsResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.staffList(request.query.status)),
  });

  api.get('/api/staff/quote-requests/:request_no', {
    config,
    onRequest: staffOnly,
    schema: {
      summary: "Staff: one quote request with its configuration, quote data, campaign values and files' download links",
      description: 'Staff only; anyone else gets 404.',
      tags: ['staff'],
      params: requestNoParamsSchema,
      response: { 200: staffQuoteRequestResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.staffRequest(request.params.request_no)),
  });

  api.post('/api/staff/quote-requests/:request_no/answer', {
    config,
    onRequest: staffOnly,
    schema: {
      summary: 'Staff: answer a quote request with priced options (description, quantity, price, dispatch days, valid until) and a message',
      description: 'Earlier options not accepted are withdrawn; the shopper is emailed a link to the quote page. Written to the audit log.',
      tags: ['staff'],
      params: requestNoParamsSchema,
      body: quoteAnswerBodySchema,
      response: { 200: staffQuoteRequestResponseSchema, ...responses },
    },
    handler: async (request) => {
      await conversation.answer(staffOf(request), request.params.request_no, request.body, request.id);
      return success(await service.staffRequest(request.params.request_no), 200, 'The quote is sent to the shopper.');
    },
  });

  api.post('/api/staff/quote-requests/:request_no/messages', {
    config,
    onRequest: staffOnly,
    schema: { summary: 'Staff: write to the shopper about the request (emailed)', tags: ['staff'], params: requestNoParamsSchema, body: quoteMessageBodySchema, response: { 200: staffQuoteRequestResponseSchema, ...responses } },
    handler: async (request) => {
      await conversation.staffWrite(staffOf(request), request.params.request_no, request.body, request.id);
      return success(await service.staffRequest(request.params.request_no), 200, 'The message is sent to the shopper.');
    },
  });

  api.post('/api/staff/quote-requests/:request_no/decline', {
    config,
    onRequest: staffOnly,
    schema: { summary: 'Staff: decline the request, with the reason the shopper reads', tags: ['staff'], params: requestNoParamsSchema, body: quoteMessageBodySchema, response: { 200: staffQuoteRequestResponseSchema, ...responses } },
    handler: async (request) => {
      await conversation.staffDecline(staffOf(request), request.params.request_no, request.body, request.id);
      return success(await service.staffRequest(request.params.request_no), 200, 'The request is declined and the shopper told why.');
    },
  });

  api.get('/staff/quote-requests/:request_no/files/:file_id', {
    config,
    onRequest: staffOnly,
    schema: {
      summary: 'Staff: download one file of a quote request (attachment, original name)',
      description: 'Staff only; anyone else gets 404.',
      tags: ['staff'],
      params: fileParamsSchema,
      produces: ['application/octet-stream'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const { name, stored } = await service.staffFile(request.params.request_no, request.params.file_id);
      return reply
        .type(stored.contentType)
        .header('content-length', stored.sizeBytes)
        .header('content-disposition', attachmentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .send(stored.stream);
    },
  });
});
