/** API contract of the SEO meta call (configurator.md §7 "SEO meta tags: url_from"). */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';

export const seoMetaQuerySchema = z.object({
  url_from: z
    .string({ error: 'url_from is required: the page path, e.g. /stickers/paper/art.' })
    .min(1, { error: 'url_from is required: the page path, e.g. /stickers/paper/art.' })
    .max(300, { error: 'url_from is too long.' })
    .startsWith('/', { error: 'url_from must be a path starting with /.' }),
});

export const seoMetaSchema = z.object({
  /** 404 when the path is no page. */
  status: z.number().int(),
  title: z.string(),
  description: z.string(),
  canonical: z.string().nullable(),
  robots: z.string().nullable(),
});

export const seoMetaResponseSchema = successEnvelopeSchema(seoMetaSchema);
export type SeoMeta = z.infer<typeof seoMetaSchema>;
