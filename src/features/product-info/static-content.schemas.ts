/**
 * Contract of the content file the page fetches (configurator.md §7):
 * /data/product-info/badges-and-magnets-details.json (a static file; the artwork templates'
 * list is artwork-templates.schemas.ts). A zod schema: the tests validate the shipped file
 * against it; the browser imports only the types.
 */
import { z } from 'zod';


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
