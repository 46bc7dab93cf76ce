/** The desk's Product content section (issue 19): API shapes, imported by the section too. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { requiredIdParam } from '../../shared/params.js';

export const staffProductContentSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      /** As stored, e.g. "Standard Vinyl". */
      name: z.string(),
      /** As pages show it, e.g. "Standard Vinyl Stickers". */
      display_name: z.string(),
      description: z.string(),
    }),
  ),
});
export type StaffProductContent = z.infer<typeof staffProductContentSchema>;
export const staffProductContentResponseSchema = successEnvelopeSchema(staffProductContentSchema);

export const productContentParamsSchema = z.object({ id: requiredIdParam('The product id') });
export const productContentBodySchema = z.object({ name: z.string(), description: z.string() });
export type ProductContentBody = z.infer<typeof productContentBodySchema>;
