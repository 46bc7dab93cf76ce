/**
 * The artwork feature's API (issue 18):
 *
 *   POST /api/artwork/preflight   multipart: one file, and the size ordered (width_mm, height_mm)
 *                                 with product_id, cutting_id and shape_id → the verdict
 *
 *   POST /api/artwork/uploads     the same form; the file is stored with its verdict and its
 *                                 automatic proof queued (artwork-uploads.ts): 201, or 422 when
 *                                 the verdict refuses it (nothing stored)
 *   GET  /api/artwork/uploads/:id the upload, its proof's state and the proof (the visitor's own)
 *   GET  /artwork/uploads/:id/{preview-light.png,preview-dark.png,proof.pdf}
 *
 * This feature also runs the `artwork-proof` job (artwork-proof.ts) for uploads and orders alike,
 * and offers `app.artworkProofs` to queue it: the orders feature queues a proof for each artwork
 * file it stores.
 *
 * Preflight answers what preflight.ts says of the file at that size, without storing anything, so the
 * configurator and the order page can ask before an upload (the order page asks for PDFs, AI
 * files and SVGs; it reads images itself with the same rules). A file that is refused is still a
 * 200 answer: the verdict's level says `refused`, with the reason and the fix. A request that
 * cannot be judged (no file, a name that is not PNG, JPEG, PDF, AI or SVG, an empty or too large
 * file, an unknown product or cutting) is a 4xx with the envelope. Like every write it is
 * rate-limited per visitor and per address (src/server/plugins/rate-limits.ts) and same-origin
 * checked; multipart is registered in this route's scope only.
 */
import fastifyMultipart from '@fastify/multipart';
import pLimit from 'p-limit';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidField, ShopError } from '../../server/errors.js';
import fp from 'fastify-plugin';
import { clientErrorResponses, fileDownloadSchema } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { PREFLIGHT_REQUEST_MESSAGES, preflightBodyDocs, preflightFieldsSchema, preflightResponseSchema } from './artwork.schemas.js';
import { preflightArtwork, PREFLIGHT_TYPES_DETAIL, targetOfConfiguration, type ArtworkFile } from './preflight.js';
import { artworkExtension, PREFLIGHT_LIMITS, PREFLIGHT_MESSAGES, type PrintTarget } from './preflight-rules.js';
import { z } from 'zod';
import type { Database } from '../../server/db/client.js';
import { attachmentDisposition, inlineDisposition } from '../../server/content-disposition.js';
import { withUploadSpool, type SpooledFile, type UploadSpool } from '../../server/upload-spool.js';
import { defineArtworkProofJob, makeArtworkProof, type OrderFileProofSource } from './artwork-proof.js';
import { artworkUploadParamsSchema, artworkUploadResponseSchema, type ArtworkUploadDto } from './artwork-upload.schemas.js';
import { ArtworkUploads, PROOF_FILE_NAMES } from './artwork-uploads.js';

const FILE_FIELD = 'file';

/** Busboy's limits for the preflight route: one file (a second is read to refuse it), a few short fields. */
const PREFLIGHT_UPLOAD_LIMITS = { fileSize: PREFLIGHT_LIMITS.maxBytes, files: 2, fields: 20, parts: 30, fieldNameSize: 100, fieldSize: 100, headerPairs: 100 } as const;

/** A failure of the multipart stream itself, as the envelope's 4xx (never a 5xx). */
function uploadError(error: unknown): ShopError {
  if (error instanceof ShopError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ShopError(413, 'validation', PREFLIGHT_REQUEST_MESSAGES.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ShopError(415, 'validation', PREFLIGHT_REQUEST_MESSAGES.notMultipart);
  return new ShopError(400, 'validation', PREFLIGHT_REQUEST_MESSAGES.incomplete);
}

/** The upload's one file, waiting on the server's disk (src/server/upload-spool.ts). */
type SpooledArtwork = ArtworkFile & { content: SpooledFile };

/**
 * The form's fields and its one file, read to the end of the body (a refusal is answered once all
 * of it has arrived). The file goes to the request's spool as it arrives, hashed on the way: it is
 * never held whole in memory.
 */
async function readPreflightUpload(request: FastifyRequest, spool: UploadSpool): Promise<{ fields: Record<string, string>; file: SpooledArtwork | undefined }> {
  if (!request.isMultipart()) throw new ShopError(415, 'validation', PREFLIGHT_REQUEST_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: SpooledArtwork | undefined;
  let problem: ShopError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) problem ??= invalidField(part.fieldname, PREFLIGHT_REQUEST_MESSAGES.tooManyFields);
        else fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = (part.filename ?? '').replace(/^.*[\\/]/, '').slice(0, 150);
      if (part.fieldname !== FILE_FIELD) problem ??= invalidField(FILE_FIELD, `Files go in the ${FILE_FIELD} field, not ${part.fieldname}.`);
      else if (file) problem ??= invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.oneFile);
      else if (!artworkExtension(name)) problem ??= invalidField(FILE_FIELD, PREFLIGHT_MESSAGES.fileType(PREFLIGHT_TYPES_DETAIL));
      if (problem) {
        for await (const _chunk of part.file) {
          // dropped
        }
        continue;
      }
      // Busboy cuts the part at the route's limit (PREFLIGHT_UPLOAD_LIMITS.fileSize): that is the budget.
      const spooled = await spool.spool(part.file, Number.POSITIVE_INFINITY);
      if (spooled.truncated || !spooled.file) problem = new ShopError(413, 'validation', PREFLIGHT_REQUEST_MESSAGES.fileTooLarge, [{ field: FILE_FIELD, message: PREFLIGHT_REQUEST_MESSAGES.fileTooLarge }]);
      else file = { name, content: spooled.file };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (problem) throw problem;
  return { fields, file };
}

/** The target of the request's fields, checked against the catalogue; null when no size was sent. */
function targetOf(fields: Record<string, string>, catalogue: Catalogue): PrintTarget | null {
  const parsed = preflightFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw invalidField(String(issue?.path[0] ?? 'width_mm'), issue?.message ?? PREFLIGHT_REQUEST_MESSAGES.sizeInvalid);
  }
  const { width_mm: widthMm, height_mm: heightMm, product_id: productId, cutting_id: cuttingId, shape_id: shapeId } = parsed.data;
  if (widthMm === undefined || heightMm === undefined || productId === undefined || cuttingId === undefined) return null;
  const product = catalogue.productsById.get(productId);
  if (!product) throw invalidField('product_id', PREFLIGHT_REQUEST_MESSAGES.productUnknown);
  const cutting = catalogue.productCuttings(productId).find((pc) => pc.cutting.id === cuttingId);
  if (!cutting) throw invalidField('cutting_id', PREFLIGHT_REQUEST_MESSAGES.cuttingUnknown);
  if (shapeId !== undefined && !cutting.shapes.some((s) => s.shape.id === shapeId)) throw invalidField('shape_id', PREFLIGHT_REQUEST_MESSAGES.shapeUnknown);
  return targetOfConfiguration({ product_id: productId, cutting_id: cuttingId, shape_id: shapeId ?? null, width: widthMm, height: heightMm }, catalogue);
}

export interface ArtworkProofServices {
  /** The orders feature hands in where an order's artwork file is read from. */
  useOrderFiles(source: OrderFileProofSource): void;
  /** Queues the automatic proof of an order's artwork files, in the transaction that stores them. */
  queueForOrderFiles(tx: Database, orderFileIds: readonly string[]): Promise<void>;
  /** Start now rather than at the next poll (after the commit). */
  nudge(): void;
  /**
   * Runs a drawing of artwork (rasterising, a proof, a print file) in one of the server's render
   * slots (ARTWORK_RENDERS_AT_ONCE): the rest wait their turn, so the server's memory stays bounded
   * however many jobs it runs at once. The print files job draws in them too.
   */
  drawing<T>(work: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    artworkProofs: ArtworkProofServices;
  }
}

/** The file's stored type, from its (checked) extension. */
const CONTENT_TYPES = { pdf: 'application/pdf', ai: 'application/postscript', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml' } as const;

// Not encapsulated (as the email feature): `app.artworkProofs` is for the features registered after it.
export const artworkFeature = fp<{ shopName: string; rendersAtOnce: number }>(async (app, options) => {
  const proofJob = defineArtworkProofJob(app.jobs);
  let orderFiles: OrderFileProofSource | null = null;
  const renderSlots = pLimit(options.rendersAtOnce);
  const drawing = <T>(work: () => Promise<T>): Promise<T> => renderSlots(work);
  app.jobs.work(proofJob, makeArtworkProof({ database: app.shop.database, files: app.shop.files, snapshot: () => app.shop.catalogue.current(), shopName: options.shopName, orderFiles: () => orderFiles, drawing }));
  const uploads = new ArtworkUploads(app.shop.database.db, app.jobs, proofJob, app.shop.files);
  app.decorate('artworkProofs', {
    useOrderFiles: (source) => {
      orderFiles = source;
    },
    queueForOrderFiles: async (tx, ids) => {
      for (const id of ids) await app.jobs.send(tx, proofJob, { orderFileId: id }, { id });
    },
    nudge: () => app.jobs.nudge(proofJob),
    drawing,
  } satisfies ArtworkProofServices);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/artwork/uploads/:id', {
    schema: {
      summary: 'Artwork chosen on a product page: its verdict and its automatic proof (pending, ready or failed)',
      description: "The visitor's own uploads only; anyone else's, or an unknown id, is 404.",
      tags: ['artwork'],
      params: artworkUploadParamsSchema,
      response: { 200: artworkUploadResponseSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return success(await uploads.view(await request.visitor.id(), request.params.id));
    },
  });
  api.get('/artwork/uploads/:id/:file', {
    schema: {
      summary: "An upload's automatic proof: its light or dark preview (PNG) or the proof PDF",
      tags: ['artwork'],
      params: artworkUploadParamsSchema.extend({ file: z.enum(PROOF_FILE_NAMES, { error: 'That is not a file of a proof.' }) }),
      produces: ['image/png', 'application/pdf'],
      response: { 200: fileDownloadSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const file = await uploads.proofFile(await request.visitor.id(), request.params.id, request.params.file);
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', file.contentType === 'application/pdf' ? attachmentDisposition(file.name) : inlineDisposition(file.name))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: PREFLIGHT_UPLOAD_LIMITS, throwFileSizeLimit: false });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/artwork/uploads', {
      schema: {
        summary: 'Upload artwork on a product page: checked at the size chosen, stored, its automatic proof made in seconds',
        description:
          'The form of POST /api/artwork/preflight (file and the size with its product and cutting, all required). ' +
          'A file the preflight refuses answers 422 with the reason and the fix, and nothing is stored. ' +
          'Otherwise 201 with the upload: its verdict, and proof_state pending until the automatic proof is made (GET /api/artwork/uploads/:id). ' +
          'Add to cart with artwork_upload_id to send it with the order.',
        tags: ['artwork'],
        consumes: ['multipart/form-data'],
        body: preflightBodyDocs,
        response: { 201: artworkUploadResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...clientErrorResponses },
      },
      attachValidation: true,
      handler: async (request, reply) => {
        // The file is off the disk before the answer goes (the spool is removed on the way out).
        const answer = await withUploadSpool(async (spool) => {
          const upload = await readPreflightUpload(request, spool);
          const target = targetOf(upload.fields, app.shop.catalogue.current().catalogue);
          const file = upload.file;
          if (!file) throw invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.fileRequired);
          if (file.content.size === 0) throw invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.empty(file.name));
          if (!target) throw invalidField('width_mm', PREFLIGHT_REQUEST_MESSAGES.sizeRequired);
          const contentType = CONTENT_TYPES[artworkExtension(file.name) ?? 'pdf'];
          // In the database the file is judged and written at the same time: for a 20 MB image each
          // takes about half a second, one after the other over a second, and a refused file rolls the
          // write back. In the bucket a rolled-back write would stay until the orphan sweep, so there the
          // verdict comes first and a refused file is never written.
          const judging = preflightArtwork(file, target).then((result) => result.verdict);
          judging.catch(() => undefined); // Awaited below, except by a replayed request.
          const writeWhileJudging = app.shop.files.location === 'database';
          let made: ArtworkUploadDto | undefined;
          const answer = await request.idempotent(async (tx) => {
            const visitorId = await request.visitor.ensureId();
            const write = () => uploads.putFile(tx, visitorId, { content: file.content.stream(), contentType, sha256: file.content.sha256 });
            const [verdict, written] = writeWhileJudging ? await Promise.all([judging, write()]) : [await judging, null];
            const refusal = verdict.notes.find((note) => note.level === 'refused');
            if (refusal) throw invalidField(FILE_FIELD, refusal.message);
            made = await uploads.record(tx, visitorId, written ?? (await write()), { name: file.name, contentType, sizeBytes: file.content.size }, target, verdict, app.shop.now());
            return { statusCode: 201, body: { visitorId, id: made.id } };
          });
          app.jobs.nudge(proofJob);
          // A replayed request reads the upload as it is now (its proof may be made by then).
          const view = made ?? (await uploads.view(answer.body.visitorId, answer.body.id));
          return success(view, 201, PREFLIGHT_MESSAGES.levels[view.verdict.level]);
        });
        return reply.code(201).send(answer);
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/artwork/preflight', {
      schema: {
        summary: 'Check one artwork file at the size ordered (preflight): the verdict, nothing stored',
        description:
          'multipart/form-data: file (PNG, JPEG, PDF, AI or SVG, at most 25 MB) and the size ordered with its product and cutting (width_mm, height_mm, product_id, cutting_id, shape_id?). ' +
          'Answers 200 with the verdict: level refused / warning / ok and its notes (code and message), the target judged against and what was found. ' +
          'Images: effective ppi at the size (below 150 refused, 150–299 a warning), aspect ratio, transparency for a contour cut, colour space and profile; at most 100 megapixels and 30,000 px on a side. ' +
          'PDF: page size against the size and its 2 mm bleed, fonts not embedded; encrypted, scripted or zip-bomb PDFs refused. SVG: scripts, event handlers, outside references, foreignObject and DOCTYPE refused. ' +
          'A file whose content is not what its name says is refused. Without a size, only what needs none is judged. 422 without a file or with a name of another type, 413 over 25 MB.',
        tags: ['artwork'],
        consumes: ['multipart/form-data'],
        body: preflightBodyDocs,
        response: { 200: preflightResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...clientErrorResponses },
      },
      // The body schema documents the parts; the handler reads and checks them (request.body is not a parsed object).
      attachValidation: true,
      handler: async (request) =>
        withUploadSpool(async (spool) => {
          const upload = await readPreflightUpload(request, spool);
          const target = targetOf(upload.fields, app.shop.catalogue.current().catalogue);
          const file = upload.file;
          if (!file) throw invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.fileRequired);
          if (file.content.size === 0) throw invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.empty(file.name));
          const result = await preflightArtwork(file, target);
          return success({ ...result, target }, 200, PREFLIGHT_MESSAGES.levels[result.verdict.level]);
        }),
    });
  });
}, { name: 'artwork', dependencies: ['shop-services', 'jobs', 'request-context', 'rate-limits', 'idempotency'] });
