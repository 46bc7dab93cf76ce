/**
 * A product's uploaded pictures (issue 19), registered by the catalogue feature's plugins:
 *
 *   GET  /api/staff/settings/products/:id/images        the product's pictures and its main one (desk)
 *   POST /api/staff/settings/products/:id/images        { image_base64, alt }: upload one (desk), 201
 *   PUT  /api/staff/settings/products/:id/images/main   { image_id | null }: the main picture, or the standard one (desk)
 *   GET  /images/uploaded/products/:id.webp             the picture, public, cached for good (its id never changes content)
 *
 * Uploads are base64 JSON like the review photos (one picture, so no multipart stream to parse);
 * each change answers the pictures as they now are, after the catalogue snapshot caught up.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import { notFound } from '../../server/errors.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { requireStaff, staffOf } from '../account/staff-access.js';
import { PRODUCT_IMAGE_MESSAGES } from './product-image-rules.js';
import { setMainProductImage, staffProductImages, uploadedProductImage, uploadProductImage } from './staff-product-images.js';
import { mainImageBodySchema, productImagesParamsSchema, staffProductImagesResponseSchema, UPLOAD_BODY_LIMIT, UPLOADED_IMAGE_FILE, uploadedImageParamsSchema, uploadProductImageBodySchema } from './staff-product-images.schemas.js';

const tags = ['staff settings'];
const config = { visitorOwned: true };

export function staffProductImageRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.shop.database.db;
  const ctx = (request: Parameters<typeof staffOf>[0]) => ({ staff: staffOf(request), requestId: request.id, now: app.shop.now() });
  const imagesNow = async (productId: number, message?: string, status = 200) => {
    await app.shop.catalogue.fresh();
    return success(await staffProductImages(db(), productId), status, message);
  };

  api.get('/staff/settings/products/:id/images', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: a product's uploaded pictures and which one is its main picture", tags, params: productImagesParamsSchema, response: { 200: staffProductImagesResponseSchema, ...clientErrorResponses } },
    handler: async (request) => imagesNow(request.params.id),
  });

  api.post('/staff/settings/products/:id/images', {
    config,
    bodyLimit: UPLOAD_BODY_LIMIT,
    onRequest: requireStaff('desk'),
    schema: {
      summary: 'Staff: upload a picture of the product (JPEG, PNG or WebP, base64, at most 8 MB, at least 600 px on its short side) with its alt text',
      description: 'Kept as WebP of at most 1600 px without metadata; not shown until chosen as the main picture. In the audit log.',
      tags,
      params: productImagesParamsSchema,
      body: uploadProductImageBodySchema,
      response: { 201: staffProductImagesResponseSchema, 413: errorEnvelopeSchema, ...clientErrorResponses },
    },
    handler: async (request, reply) => {
      const message = await uploadProductImage(db(), app.shop.files, ctx(request), request.params.id, request.body);
      return reply.code(201).send(await imagesNow(request.params.id, message, 201));
    },
  });

  api.put('/staff/settings/products/:id/images/main', {
    config,
    onRequest: requireStaff('desk'),
    schema: { summary: "Staff: show an uploaded picture as the product's main picture, or (null) the standard one; every server's pages at once", tags, params: productImagesParamsSchema, body: mainImageBodySchema, response: { 200: staffProductImagesResponseSchema, ...clientErrorResponses } },
    handler: async (request) => imagesNow(request.params.id, await setMainProductImage(db(), ctx(request), request.params.id, request.body)),
  });
}

/** The public picture route, outside /api (crawlers read og:image; robots.txt keeps them out of /api). */
export function uploadedProductImageRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/images/uploaded/products/:file', {
    schema: { summary: "An uploaded product picture (WebP); cached for good, its address never changes content", tags: ['catalogue'], params: uploadedImageParamsSchema, produces: ['image/webp'], response: { 200: z.any().describe('The WebP'), ...clientErrorResponses } },
    handler: async (request, reply) => {
      const imageId = UPLOADED_IMAGE_FILE.exec(request.params.file)?.[1];
      const image = imageId === undefined ? undefined : await uploadedProductImage(app.shop.database.db, app.shop.files, imageId);
      if (!image) throw notFound(PRODUCT_IMAGE_MESSAGES.noSuchImage);
      return reply
        .type('image/webp')
        .header('content-length', image.sizeBytes)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.stream);
    },
  });
}
