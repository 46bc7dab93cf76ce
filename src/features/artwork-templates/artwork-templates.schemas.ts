/**
 * Contract of /artwork-guide/download-templates.json (forms-and-accounts.md §7), generated from
 * the catalogue: the tests validate the served list against it; the browser imports only the types.
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
