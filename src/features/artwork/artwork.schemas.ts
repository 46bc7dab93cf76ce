/**
 * API contract of the artwork preflight (issue 18): the verdict, the target a file is judged
 * against, what was found, and the fields of POST /api/artwork/preflight. The orders feature's
 * artwork view reuses the verdict and target schemas. Shared with the web app (types only).
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { PREFLIGHT_CODES, PREFLIGHT_LEVELS } from './preflight-rules.js';

export const preflightNoteSchema = z.object({
  level: z.enum(PREFLIGHT_LEVELS).describe('refused: not printed (the reason and the fix); warning: printed, but check; ok: fine'),
  code: z.enum(PREFLIGHT_CODES),
  message: z.string().describe("The shopper's words"),
});

export const preflightVerdictSchema = z.object({
  level: z.enum(PREFLIGHT_LEVELS).describe('The worst note’s level'),
  notes: z.array(preflightNoteSchema).describe('Refusals first, then warnings, then what is fine'),
});

export const printTargetSchema = z.object({
  product_id: z.number().int(),
  cutting_id: z.number().int(),
  shape_id: z.number().int().nullable(),
  width_mm: z.number(),
  height_mm: z.number(),
  print_width_mm: z.number().describe('What the artwork must cover: the size, or a badge’s larger disc'),
  print_height_mm: z.number(),
  size_words: z.string(),
  fit: z.enum(['crop', 'pad']).describe('crop: the artwork fills a fixed shape; pad: a contour cut fits the artwork inside the size'),
  contour_cut: z.boolean(),
  cut_words: z.string(),
  sheet: z.boolean(),
  noun: z.string(),
  shape: z.enum(['round', 'square', 'oval', 'rectangular', 'custom', 'heart', 'star']),
});

const rasterFactsSchema = z.object({
  format: z.enum(['png', 'jpeg']),
  width_px: z.number().int(),
  height_px: z.number().int(),
  density_ppi: z.number().nullable().describe('The density written in the file (not used: the size ordered decides)'),
  has_alpha: z.boolean(),
  alpha_used: z.boolean().nullable(),
  space: z.enum(['rgb', 'cmyk', 'grey']).nullable(),
  has_profile: z.boolean().nullable(),
});

const pdfFactsSchema = z.object({
  page_width_mm: z.number(),
  page_height_mm: z.number(),
  pages: z.number().int(),
  fonts_not_embedded: z.array(z.string()),
});

export const artworkFactsSchema = z.object({
  kind: z.enum(['image', 'pdf', 'svg', 'postscript', 'unknown']),
  image: rasterFactsSchema.nullable(),
  pdf: pdfFactsSchema.nullable(),
});

export const preflightDataSchema = z.object({
  verdict: preflightVerdictSchema,
  target: printTargetSchema.nullable().describe('The size and cut judged against; null when none was sent'),
  facts: artworkFactsSchema,
});
export type PreflightData = z.infer<typeof preflightDataSchema>;
export const preflightResponseSchema = successEnvelopeSchema(preflightDataSchema);

/** The request's refusals (the file's own verdict is in the answer). */
export const PREFLIGHT_REQUEST_MESSAGES = {
  fileRequired: 'Please choose a file to check.',
  oneFile: 'Please send one file at a time.',
  notMultipart: 'Please send the file as a form (multipart/form-data).',
  incomplete: 'The file did not arrive complete. Please check your connection and try again.',
  tooManyFields: 'The request has more fields than a preflight takes.',
  sizeInvalid: 'Please give the width and height in millimetres: more than 0 and at most 5,000.',
  idInvalid: 'Please give the product, cutting and shape by their numbers.',
  together: 'Please send the width, height, product and cutting together, or none of them.',
  sizeRequired: 'Please choose the size before you upload your artwork: we check it at the size you order.',
  productUnknown: 'That product is not in our catalogue.',
  cuttingUnknown: 'That cutting is not offered for this product.',
  shapeUnknown: 'That shape is not offered with this cutting.',
  fileTooLarge: 'The file is larger than 25 MB: save a smaller version (300 ppi at the size you order is enough) and try again.',
  empty: (name: string) => `"${name}" is empty (0 bytes). Please choose the file again.`,
} as const;

const millimetres = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, PREFLIGHT_REQUEST_MESSAGES.sizeInvalid)
  .transform(Number)
  .refine((mm) => mm > 0 && mm <= 5000, PREFLIGHT_REQUEST_MESSAGES.sizeInvalid);
const id = z.string().regex(/^\d{1,9}$/, PREFLIGHT_REQUEST_MESSAGES.idInvalid).transform(Number);

/** The form's text fields, as multipart sends them (strings); all four of size, product and cutting, or none. */
export const preflightFieldsSchema = z
  .object({
    width_mm: millimetres.optional().describe('The width ordered, mm (with height_mm, product_id and cutting_id, or none of them)'),
    height_mm: millimetres.optional().describe('The height ordered, mm'),
    product_id: id.optional().describe('The product (catalogue id)'),
    cutting_id: id.optional().describe('The cutting (catalogue id): die and kiss cuts without a shape follow the design'),
    shape_id: id.optional().describe('The shape (catalogue id), if one was chosen'),
  })
  .refine((f) => [f.width_mm, f.height_mm, f.product_id, f.cutting_id].every((v) => v === undefined) || [f.width_mm, f.height_mm, f.product_id, f.cutting_id].every((v) => v !== undefined), {
    message: PREFLIGHT_REQUEST_MESSAGES.together,
  });

/** Documentation of the multipart body (the handler reads the parts itself). */
export const preflightBodyDocs = z
  .object({
    file: z.any().describe('One file: PNG, JPEG, PDF, AI or SVG, at most 25 MB'),
    width_mm: z.string().optional().describe('The width ordered, mm (with height_mm, product_id and cutting_id, or none of them: then only what needs no size is judged)'),
    height_mm: z.string().optional(),
    product_id: z.string().optional(),
    cutting_id: z.string().optional(),
    shape_id: z.string().optional(),
  })
  .describe('multipart/form-data');
