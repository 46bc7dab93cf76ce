/**
 * The artwork feature's API (issue 18):
 *
 *   POST /api/artwork/preflight   multipart: one file, and the size ordered (width_mm, height_mm)
 *                                 with product_id, cutting_id and shape_id → the verdict
 *
 * Answers what preflight.ts says of the file at that size, without storing anything, so the
 * configurator and the order page can ask before an upload (the order page asks for PDFs, AI
 * files and SVGs; it reads images itself with the same rules). A file that is refused is still a
 * 200 answer: the verdict's level says `refused`, with the reason and the fix. A request that
 * cannot be judged (no file, a name that is not PNG, JPEG, PDF, AI or SVG, an empty or too large
 * file, an unknown product or cutting) is a 4xx with the envelope. Like every write it is
 * rate-limited per visitor and per address (src/server/plugins/rate-limits.ts) and same-origin
 * checked; multipart is registered in this route's scope only.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidField, ShopError } from '../../server/errors.js';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { PREFLIGHT_REQUEST_MESSAGES, preflightBodyDocs, preflightFieldsSchema, preflightResponseSchema } from './artwork.schemas.js';
import { preflightArtwork, PREFLIGHT_TYPES_DETAIL, targetOfConfiguration, type ArtworkFile } from './preflight.js';
import { artworkExtension, PREFLIGHT_LIMITS, PREFLIGHT_MESSAGES, type PrintTarget } from './preflight-rules.js';

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

/** The form's fields and its one file, read to the end of the body (a refusal is answered once all of it has arrived). */
async function readPreflightUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: ArtworkFile | undefined }> {
  if (!request.isMultipart()) throw new ShopError(415, 'validation', PREFLIGHT_REQUEST_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: ArtworkFile | undefined;
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
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) problem = new ShopError(413, 'validation', PREFLIGHT_REQUEST_MESSAGES.fileTooLarge, [{ field: FILE_FIELD, message: PREFLIGHT_REQUEST_MESSAGES.fileTooLarge }]);
      else file = { name, content: Buffer.concat(chunks) };
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

export const artworkFeature = featurePlugin('artwork', ['shop-services', 'request-context', 'rate-limits'], async (app) => {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: PREFLIGHT_UPLOAD_LIMITS, throwFileSizeLimit: false });
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
      handler: async (request) => {
        const upload = await readPreflightUpload(request);
        const target = targetOf(upload.fields, app.shop.catalogue.current().catalogue);
        const file = upload.file;
        if (!file) throw invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.fileRequired);
        if (file.content.length === 0) throw invalidField(FILE_FIELD, PREFLIGHT_REQUEST_MESSAGES.empty(file.name));
        const result = await preflightArtwork(file, target);
        return success({ ...result, target }, 200, PREFLIGHT_MESSAGES.levels[result.verdict.level]);
      },
    });
  });
});
