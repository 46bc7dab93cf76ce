/**
 * Artwork and proofs of an order (issue 12; the rules are in order-artwork.ts):
 *
 *   GET  /api/orders/{order_no}/artwork             the owner: artwork, proofs and what can be done now
 *   POST /api/orders/{order_no}/artwork             the owner, multipart: line?, attachments[] (≤ 4 per line) → the artwork
 *   POST /api/orders/{order_no}/proof/approve       the owner: approve the proof
 *   POST /api/orders/{order_no}/proof/changes       the owner: { message } ask for changes
 *   GET  /api/staff/orders/{order_no}/artwork       staff: the same view of any order
 *   POST /api/staff/orders/{order_no}/proof         staff, multipart: one PDF, the proof
 *   POST /api/staff/orders/{order_no}/auto-proofs/release  staff: send the automatic proofs as they are (issue 18)
 *   GET  /orders/{order_no}/files/{file_id}         the owner or staff: one file, as an attachment
 *   GET  /orders/{order_no}/auto-proofs/{id}/{preview-light.png,preview-dark.png,proof.pdf}  the owner or staff
 *
 * The owner is the visitor who placed the order or the member signed in; anyone else gets the same
 * 404 as an unknown number. Staff routes answer anyone else with the router's own 404. The
 * shopper's writes take an Idempotency-Key (the upload's hash is its fields and files' digests).
 */
import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { requireStaff, signedInStaff, staffOf } from '../account/staff-access.js';
import { attachmentDisposition, inlineDisposition } from '../../server/content-disposition.js';
import { z } from 'zod';
import { PROOF_FILE_NAMES } from '../artwork/artwork-uploads.js';
import { fileDownloadSchema } from '../quote-request/quote-request.schemas.js';
import { withUploadSpool } from '../../server/upload-spool.js';
import { readQuoteRequestUpload, UPLOAD_LIMITS, type QuoteRequestUpload } from '../quote-request/quote-request-upload.js';
import type { OrderArtworkService } from './order-artwork.js';
import { artworkUploadBodyDocs, orderArtworkResponseSchema, orderFileParamsSchema, proofChangesBodySchema, proofUploadBodyDocs } from './order-artwork.schemas.js';
import { orderNoParamsSchema } from './orders.schemas.js';
import { viewerOf } from './orders.routes.js';

const tags = ['orders'];
const responses = { 409: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...clientErrorResponses };

/** What identifies an upload for its Idempotency-Key: the fields and each file's name, size and digest. */
function uploadHash(upload: QuoteRequestUpload): string {
  const fields = [...upload.fields.entries()];
  const files = upload.files.map((f) => [f.name, f.size, f.sha256]);
  return createHash('sha256').update(JSON.stringify({ fields, files })).digest('hex');
}

/** An order's artwork and proofs (registered by orders.plugin.ts, with the feature's one artwork service). */
export const orderArtworkRoutes: FastifyPluginAsync<{ artwork: OrderArtworkService }> = async (app, { artwork: service }) => {
  const config = { visitorOwned: true };


  // The two uploads, with multipart in their own scope (every other route stays JSON-only).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post('/api/orders/:order_no/artwork', {
      config,
      schema: {
        summary: "Upload artwork for an order or one of its lines (the order's owner)",
        description:
          'multipart/form-data: line (0-based, optional) and attachments[]: PDF, AI, JPEG or PNG whose content matches the name, at most 4 per line ' +
          '("You cannot upload more than 4 files."), otherwise "File type not accepted. Please try again."; none: "Please upload your file". ' +
          'Each file is preflighted at its item’s size (or the only item’s, for the whole order; see POST /api/artwork/preflight): one the preflight refuses (below 150 ppi, too large to process, damaged, encrypted or scripted) answers 422 with its message (the file’s name first when several were sent) and nothing is stored; ' +
          'the others are stored with their verdict, returned as each file’s preflight. ' +
          'Refused (409) once staff have evaluated the artwork or the proof is approved, with the catalogue’s messages. An Idempotency-Key makes a retry answer the first result.',
        tags,
        consumes: ['multipart/form-data'],
        params: orderNoParamsSchema,
        body: artworkUploadBodyDocs,
        response: { 200: orderArtworkResponseSchema, ...responses },
      },
      attachValidation: true,
      handler: async (request) =>
        withUploadSpool(async (spool) => {
          const upload = await readQuoteRequestUpload(request, spool);
          const viewer = await viewerOf(request);
          const answer = await request.idempotent(
            async (tx) => {
              const view = await service.uploadArtwork(tx, viewer, request.params.order_no, upload.fields.get('line')?.[0], upload.files);
              return { statusCode: 200, body: success(view, 200, 'Thank you! We have received your artwork.') };
            },
            { requestHash: uploadHash(upload) },
          );
          app.artworkProofs.nudge();
          return answer.body;
        }),
    });

    api.post('/api/staff/orders/:order_no/proof', {
      config,
      onRequest: requireStaff('desk'),
      schema: {
        summary: 'Staff: upload the proof (one PDF); the order moves to "Proof sent" and the shopper is emailed',
        description:
          'multipart/form-data with one PDF in attachments[]. Refused (409) once the proof is approved. Staff only; anyone else gets 404. ' +
          'An Idempotency-Key makes a retry answer the first result (one proof, one email).',
        tags: ['staff'],
        consumes: ['multipart/form-data'],
        params: orderNoParamsSchema,
        body: proofUploadBodyDocs,
        response: { 200: orderArtworkResponseSchema, ...responses },
      },
      attachValidation: true,
      handler: async (request) =>
        withUploadSpool(async (spool) => {
          const staffMember = staffOf(request);
          const upload = await readQuoteRequestUpload(request, spool);
          const answer = await request.idempotent(
            async (tx) => ({ statusCode: 200, body: success(await service.uploadProof(tx, staffMember, request.params.order_no, upload.files, request.id), 200, 'The proof is sent to the shopper.') }),
            { requestHash: uploadHash(upload) },
          );
          app.emailOutbox.nudge();
          return answer.body;
        }),
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/orders/:order_no/artwork', {
    config,
    schema: {
      summary: "An order's artwork and proofs, and what the shopper can do now (the order's owner)",
      tags,
      params: orderNoParamsSchema,
      response: { 200: orderArtworkResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.view(await viewerOf(request), request.params.order_no)),
  });

  api.post('/api/orders/:order_no/proof/approve', {
    config,
    schema: {
      summary: 'Approve the proof (the order’s owner)',
      description:
        'The order moves to "Proof approved", the estimated dispatch date is worked out from the later of payment and approval (6 PM Singapore cut-off) and the shop is emailed. ' +
        '409 when there is no proof yet, or once approved ("Sorry, your final proof has already been approved. …").',
      tags,
      params: orderNoParamsSchema,
      response: { 200: orderArtworkResponseSchema, ...responses },
    },
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const answer = await request.idempotent(async (tx) => ({ statusCode: 200, body: success(await service.approve(tx, viewer, request.params.order_no), 200, 'Thank you! Your proof is approved.') }));
      app.emailOutbox.nudge();
      app.production.nudge();
      return answer.body;
    },
  });

  api.post('/api/orders/:order_no/proof/changes', {
    config,
    schema: {
      summary: 'Ask for changes to the proof with a message (the order’s owner)',
      description: '422 "Your message is required. Please try again." without a message; 409 when there is no proof yet, or once approved. The shop is emailed the message.',
      tags,
      params: orderNoParamsSchema,
      body: proofChangesBodySchema,
      response: { 200: orderArtworkResponseSchema, ...responses },
    },
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const answer = await request.idempotent(async (tx) => ({
        statusCode: 200,
        body: success(await service.requestChanges(tx, viewer, request.params.order_no, request.body.message), 200, 'Thank you! We will send you a new proof.'),
      }));
      app.emailOutbox.nudge();
      return answer.body;
    },
  });

  api.get('/api/staff/orders/:order_no/artwork', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: "Staff: an order's artwork and proofs",
      description: 'Staff only; anyone else gets 404.',
      tags: ['staff'],
      params: orderNoParamsSchema,
      response: { 200: orderArtworkResponseSchema, ...clientErrorResponses },
    },
    handler: async (request) => success(await service.staffView(request.params.order_no)),
  });

  api.post('/api/staff/orders/:order_no/auto-proofs/release', {
    config,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: release the automatic proofs to the shopper as they are; the order moves to "Proof sent" and the shopper is emailed',
      description:
        "Each line's latest artwork must have its automatic proof made (409 otherwise: upload your own proof instead). Refused (409) once a proof was sent or approved. " +
        'Staff only; anyone else gets 404. An Idempotency-Key makes a retry answer the first result (one release, one email).',
      tags: ['staff'],
      params: orderNoParamsSchema,
      response: { 200: orderArtworkResponseSchema, 409: errorEnvelopeSchema, ...clientErrorResponses },
    },
    handler: async (request) => {
      const staffMember = staffOf(request);
      const answer = await request.idempotent(async (tx) => ({
        statusCode: 200,
        body: success(await service.releaseAutoProofs(tx, staffMember, request.params.order_no, request.id), 200, 'The automatic proof is sent to the shopper.'),
      }));
      app.emailOutbox.nudge();
      return answer.body;
    },
  });

  api.get('/orders/:order_no/auto-proofs/:proof_id/:file', {
    config,
    schema: {
      summary: "One of an order's automatic proof files: its light or dark preview (PNG) or its PDF (the owner or staff)",
      tags,
      params: orderNoParamsSchema.extend({ proof_id: z.uuid({ error: 'That is not a proof.' }), file: z.enum(PROOF_FILE_NAMES, { error: 'That is not a file of a proof.' }) }),
      produces: ['image/png', 'application/pdf'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const staff = (await signedInStaff(app, request)) !== null;
      const file = await service.autoProofFile(await viewerOf(request), staff, request.params.order_no, request.params.proof_id, request.params.file);
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', file.contentType === 'application/pdf' ? attachmentDisposition(file.name) : inlineDisposition(file.name))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });

  api.get('/orders/:order_no/files/:file_id', {
    config,
    schema: {
      summary: "Download one of an order's files (artwork or proof): its owner or staff",
      description: 'Content-Disposition: attachment with the original name, the stored content type and nosniff; anyone else gets 404.',
      tags,
      params: orderFileParamsSchema,
      produces: ['application/octet-stream'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const staff = (await signedInStaff(app, request)) !== null;
      const file = await service.file(await viewerOf(request), staff, request.params.order_no, request.params.file_id);
      return reply
        .type(file.contentType)
        .header('content-length', file.file.sizeBytes)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.file.stream);
    },
  });
};
