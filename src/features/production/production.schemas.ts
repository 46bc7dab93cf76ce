/**
 * The Production view's API contract (staff only), used by the routes and the staff page alike:
 *
 *   GET /api/staff/production?date=YYYY-MM-DD            approved lines by dispatch date and material
 *   GET /staff/production/files/{id}                      one print file (PDF, attachment)
 *   GET /staff/production/days/{YYYY-MM-DD}/files.zip     the day's files as one zip
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { PRODUCTION_STATES } from './production-rules.js';
import { PRINT_FILE_KINDS } from './production.tables.js';

const DATE_MESSAGE = 'Please give the date as YYYY-MM-DD.';
const daySchema = z.iso.date({ error: DATE_MESSAGE });

export const productionQuerySchema = z.object({
  /** Only the lines dispatching on this day (approved, in production or dispatched); without it, every line not yet dispatched. */
  date: daySchema.optional(),
});

export const printFileParamsSchema = z.object({ id: z.uuid({ error: 'There is no such print file.' }) });
export const productionDayParamsSchema = z.object({ date: daySchema });

export const printFileSchema = z.object({
  id: z.string(),
  kind: z.enum(PRINT_FILE_KINDS),
  /** "S261126-ABCD1234-L1-print.pdf". */
  name: z.string(),
  url: z.string(),
});
export type PrintFileDto = z.infer<typeof printFileSchema>;

export const productionLineSchema = z.object({
  order_no: z.string(),
  /** The staff desk's page of the order. */
  order_url: z.string(),
  order_status: z.string(),
  /** 1-based, of `lines`. */
  line: z.number().int(),
  lines: z.number().int(),
  product: z.string(),
  size: z.string(),
  material: z.string(),
  finishing: z.string(),
  /** Including free extra pieces (bonus_quantity). */
  quantity: z.number().int(),
  bonus_quantity: z.number().int(),
  state: z.enum(PRODUCTION_STATES),
  state_label: z.string(),
  files: z.array(printFileSchema),
});
export type ProductionLineDto = z.infer<typeof productionLineSchema>;

export const productionDaySchema = z.object({
  /** YYYY-MM-DD, or null for orders without a dispatch date yet. */
  dispatch_date: z.string().nullable(),
  dispatch_date_text: z.string(),
  /** The day's files as one zip; null without a date. */
  zip_url: z.string().nullable(),
  file_count: z.number().int(),
  materials: z.array(z.object({ material: z.string(), lines: z.array(productionLineSchema) })),
});
export type ProductionDay = z.infer<typeof productionDaySchema>;

export const productionViewSchema = z.object({
  date: z.string().nullable(),
  days: z.array(productionDaySchema),
});
export type ProductionView = z.infer<typeof productionViewSchema>;

export const productionResponseSchema = successEnvelopeSchema(productionViewSchema);
