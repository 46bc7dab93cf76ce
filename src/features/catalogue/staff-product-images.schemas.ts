/** A product's uploaded pictures on the desk's Product content section (issue 19): API shapes, imported by the section too. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { requiredIdParam } from '../../shared/params.js';
import { MAX_PRODUCT_IMAGE_BYTES } from './product-image-rules.js';

export const staffProductImagesSchema = z.object({
  product_id: z.number().int(),
  /** The main picture's address: the uploaded one chosen, else the standard static one. */
  main_image_url: z.string(),
  /** The uploaded picture used as the main one, or null (the standard picture). */
  main_image_id: z.uuid().nullable(),
  /** Newest first. */
  images: z.array(
    z.object({
      id: z.uuid(),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
      created_at: z.string(),
      created_by: z.string(),
    }),
  ),
});
export type StaffProductImages = z.infer<typeof staffProductImagesSchema>;
export const staffProductImagesResponseSchema = successEnvelopeSchema(staffProductImagesSchema);

export const productImagesParamsSchema = z.object({ id: requiredIdParam('The product id') });

const base64Max = Math.ceil(MAX_PRODUCT_IMAGE_BYTES / 3) * 4 + 4;
/** A JSON body with the largest picture taken (base64 is 4/3 of the bytes), and room to say it is too large. */
export const UPLOAD_BODY_LIMIT = base64Max + 1024 * 1024;

export const uploadProductImageBodySchema = z.object({
  /** The picture's bytes, base64: JPEG, PNG or WebP (checked by content), at most 8 MB. */
  image_base64: z.string(),
  alt: z.string().max(1000),
});
export type UploadProductImageBody = z.infer<typeof uploadProductImageBodySchema>;

/** The uploaded picture to show as the main one, or null for the standard picture. */
export const mainImageBodySchema = z.object({ image_id: z.uuid().nullable() });
export type MainImageBody = z.infer<typeof mainImageBodySchema>;

/** "{image id}.webp"; anything else is a picture there is not (404). */
export const uploadedImageParamsSchema = z.object({ file: z.string().max(64) });
export const UPLOADED_IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;
