/**
 * Contracts of the content files the page fetches (configurator.md §7, forms-and-accounts.md §7):
 * /data/product-info/badges-and-magnets-details.json (a static file) and
 * /artwork-guide/download-templates.json (generated from the catalogue by
 * features/artwork-templates). Zod schemas: the tests validate the shipped file and the served
 * list against them; the browser imports only the types.
 */
import { z } from 'zod';

/** One size of a product's templates: both files are served from /artwork-guide/templates/. */
export const templateFileSchema = z.object({
  /** "58mm" or "90x54mm", as in the file names. */
  size: z.string().regex(/^\d+(?:x\d+)?mm$/),
  /** "58 mm" or "90 x 54 mm". */
  label: z.string().min(1),
  ai: z.string().regex(/^\/artwork-guide\/templates\/[a-z0-9-]+-template\.ai$/),
  pdf: z.string().regex(/^\/artwork-guide\/templates\/[a-z0-9-]+-template\.pdf$/),
});

/**
 * download-templates.json: keyed by product slug with dashes turned into underscores; each
 * product's sizes with the defaults first (58 mm and 75 mm badges).
 */
export const downloadTemplatesSchema = z
  .record(
    z.string().regex(/^[a-z0-9_]+$/),
    z.object({ name: z.string().min(1), note: z.string().min(1), templates: z.array(templateFileSchema).min(1) }),
  )
  .describe('Artwork templates by product slug (dashes turned into underscores)');
export type DownloadTemplates = z.infer<typeof downloadTemplatesSchema>;

const listSchema = z.object({ title: z.string().min(1), items: z.array(z.string().min(1)).min(1) });

export const badgeOrMagnetDetailsSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().min(1),
  hero_image: z.object({ src: z.string().startsWith('/'), alt: z.string().min(1) }),
  descriptions: z.array(z.string().min(1)).min(1),
  finishing: listSchema,
  notice: listSchema,
  sizes: z.object({ title: z.string().min(1), items: z.array(z.object({ label: z.string().min(1), detail: z.string().min(1) })).min(1) }),
  /** The heading of the panel's Download Templates block; the files themselves are listed in download-templates.json (one source). */
  templates: z.object({ title: z.string().min(1) }),
  /** Only for magnetic-badge (forms §2 item 9). */
  magnetic_strength: listSchema.optional(),
  images: z.array(z.object({ src: z.string().startsWith('/'), caption: z.string().min(1) })),
});
export type BadgeOrMagnetDetails = z.infer<typeof badgeOrMagnetDetailsSchema>;

export const badgesAndMagnetsSchema = z.record(z.string(), badgeOrMagnetDetailsSchema);
export type BadgesAndMagnets = z.infer<typeof badgesAndMagnetsSchema>;
