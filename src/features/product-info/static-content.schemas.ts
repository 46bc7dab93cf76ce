/**
 * Contracts of the static content files the page fetches (configurator.md §7):
 * /data/product-info/badges-and-magnets-details.json and /artwork-guide/download-templates.json.
 * Zod schemas: the tests validate the shipped files against them; the browser imports only the types.
 */
import { z } from 'zod';

export const templateFileSchema = z.object({
  size: z.string().min(1),
  label: z.string().min(1),
  ai: z.string().startsWith('/'),
  pdf: z.string().startsWith('/'),
});
export type TemplateFile = z.infer<typeof templateFileSchema>;

/** download-templates.json: keyed by product slug with dashes turned into underscores. */
export const downloadTemplatesSchema = z.record(
  z.string().regex(/^[a-z0-9_]+$/),
  z.object({ name: z.string().min(1), note: z.string().min(1), templates: z.array(templateFileSchema).min(1) }),
);
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
  templates: z.object({ title: z.string().min(1), note: z.string().min(1), items: z.array(templateFileSchema).min(1) }),
  /** Only for magnetic-badge (forms §2 item 9). */
  magnetic_strength: listSchema.optional(),
  images: z.array(z.object({ src: z.string().startsWith('/'), caption: z.string().min(1) })),
});
export type BadgeOrMagnetDetails = z.infer<typeof badgeOrMagnetDetailsSchema>;

export const badgesAndMagnetsSchema = z.record(z.string(), badgeOrMagnetDetailsSchema);
export type BadgesAndMagnets = z.infer<typeof badgesAndMagnetsSchema>;
