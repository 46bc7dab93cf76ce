/**
 * Verified reviews and their moderation (docs/features/reviews.md), registered by the reviews feature:
 *
 *   GET  /api/reviews/invitations/{order_no}?token=        the review page of a delivered order (the emailed link)
 *   POST /api/reviews/invitations/{order_no}/reviews        { token, line_id, rate, title, comment, photos[] } → 201, pending
 *   GET  /api/reviews/photos/{id}/{photo|thumb}             a published review's photo (404 otherwise)
 *   GET  /api/staff/reviews?status=                         desk: pending first, counts by status
 *   POST /api/staff/reviews/{id}/status                     desk: { action: publish | hide }
 *   PUT  /api/staff/reviews/{id}/reply                      desk: { reply } (empty removes it)
 *   GET  /api/staff/reviews/photos/{id}/{photo|thumb}       desk: any review's photo
 *
 * The shopper's submit takes an Idempotency-Key: a retry answers the first review, storing one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { notFound } from '../../server/errors.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { REVIEW_MESSAGES } from './review-rules.js';
import { moderateReview, replyToReview, reviewPhotoKey, staffReviewList, type StaffReviewContext } from './staff-reviews.js';
import { checkReviewSubmission, readReviewInvitation, submitVerifiedReview } from './verified-reviews.js';
import {
  invitationQuerySchema,
  invitationResponseSchema,
  moderateBodySchema,
  orderNoParamsSchema,
  photoParamsSchema,
  replyBodySchema,
  reviewIdParamsSchema,
  staffReviewListResponseSchema,
  staffReviewResponseSchema,
  staffReviewsQuerySchema,
  SUBMIT_BODY_LIMIT,
  submitReviewBodySchema,
  submittedReviewResponseSchema,
} from './verified-reviews.schemas.js';

const tags = ['reviews'];
const staffTags = ['staff reviews'];
const config = { visitorOwned: true };
const photoAnswer = { 200: z.any().describe('The JPEG'), ...clientErrorResponses };

export function verifiedReviewRoutes(app: FastifyInstance, nameOf: (productId: number) => string | null): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.shop.database.db;
  const ctx = (request: FastifyRequest): StaffReviewContext => ({ staff: staffOf(request), requestId: request.id, now: app.shop.now() });

  const sendPhoto = async (reply: FastifyReply, key: string | undefined, cacheControl: string) => {
    const file = key === undefined ? undefined : await app.shop.files.on(db()).open(key);
    if (!file) throw notFound('There is no such photo.');
    return reply.type(file.contentType).header('content-length', file.sizeBytes).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').send(file.stream);
  };

  api.get('/reviews/invitations/:order_no', {
    schema: {
      summary: "A delivered order's review page: its products and the reviews they have (the emailed link's token)",
      description: 'No sign-in: the token proves the link. A wrong, missing or expired token answers 404 with a message saying so.',
      tags,
      params: orderNoParamsSchema,
      querystring: invitationQuerySchema,
      response: { 200: invitationResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await readReviewInvitation(db(), request.params.order_no, request.query.token, app.shop.now())),
  });

  api.post('/reviews/invitations/:order_no/reviews', {
    config,
    bodyLimit: SUBMIT_BODY_LIMIT,
    schema: {
      summary: 'Review one product of a delivered order: stars, title, comment, up to 4 photos (JPEG, PNG or WebP, base64)',
      description:
        'Stored as pending: it appears once staff publish it. Photos are re-encoded (no EXIF, so no location). One review per order line (409 for a second). ' +
        'An Idempotency-Key makes a retry answer the first review.',
      tags,
      params: orderNoParamsSchema,
      body: submitReviewBodySchema,
      response: { 201: submittedReviewResponseSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const now = app.shop.now();
      const checked = await checkReviewSubmission(db(), request.params.order_no, request.body, now);
      const answer = await request.idempotent(async (tx) => ({ statusCode: 201, body: success(await submitVerifiedReview(tx, app.shop.files, request.params.order_no, checked, now), 201, REVIEW_MESSAGES.submitted) }));
      // Only a 201 is ever stored or answered: every refusal is a ShopError.
      return reply.code(201).send(answer.body);
    },
  });

  api.get('/reviews/photos/:id/:size', {
    schema: { summary: "A published review's photo or its thumbnail (JPEG); 404 for any other review's", tags, params: photoParamsSchema, produces: ['image/jpeg'], response: photoAnswer },
    handler: async (request, reply) => sendPhoto(reply, await reviewPhotoKey(db(), request.params.id, request.params.size, true), 'public, max-age=300'),
  });

  api.get('/staff/reviews', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: reviews, pending first, with how many are pending, published and hidden', tags: staffTags, querystring: staffReviewsQuerySchema, response: { 200: staffReviewListResponseSchema, ...clientErrorResponses } },
    handler: async (request) => success(await staffReviewList(db(), request.query.status, nameOf)),
  });

  api.post('/staff/reviews/:id/status', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: 'Staff: publish or hide a review (in the audit log)', tags: staffTags, params: reviewIdParamsSchema, body: moderateBodySchema, response: { 200: staffReviewResponseSchema, ...clientErrorResponses } },
    handler: async (request) => {
      const { review, message } = await moderateReview(db(), ctx(request), request.params.id, request.body.action, nameOf);
      return success(review, 200, message);
    },
  });

  api.put('/staff/reviews/:id/reply', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: the shop's public reply under a review; empty removes it (in the audit log)", tags: staffTags, params: reviewIdParamsSchema, body: replyBodySchema, response: { 200: staffReviewResponseSchema, ...clientErrorResponses } },
    handler: async (request) => {
      const { review, message } = await replyToReview(db(), ctx(request), request.params.id, request.body.reply, nameOf);
      return success(review, 200, message);
    },
  });

  api.get('/staff/reviews/photos/:id/:size', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: any review's photo or thumbnail (JPEG), whatever its status", tags: staffTags, params: photoParamsSchema, produces: ['image/jpeg'], response: photoAnswer },
    handler: async (request, reply) => sendPhoto(reply, await reviewPhotoKey(db(), request.params.id, request.params.size, false), 'private, no-store'),
  });
}
