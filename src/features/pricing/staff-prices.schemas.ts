/** The desk's Prices section (issue 19): API shapes, imported by the section too. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { optionalIdParam, requiredIdParam } from '../../shared/params.js';
import { PRICE_MESSAGES as M } from './staff-price-rules.js';

export const staffPriceGridSchema = z.object({
  id: z.number().int(),
  cutting_id: z.number().int(),
  cutting: z.string(),
  /** Square reference sizes (side in mm), one row each. */
  sizes_mm: z.array(z.number().int()),
  /** Quantities, one column each. */
  run_sizes: z.array(z.number().int()),
  /** prices_cents[size][run]: the total, in cents. */
  prices_cents: z.array(z.array(z.number().int())),
});

export const staffPriceFactorSchema = z.object({
  id: z.number().int(),
  /** finishing, adhesive, color, addon_item, orientation. */
  kind: z.string(),
  kind_label: z.string(),
  option: z.string(),
  /** Null: the shop-wide factor (every product without its own). */
  product_id: z.number().int().nullable(),
  scope: z.string(),
  factor_bp: z.number().int(),
});

export const staffPricesSchema = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  product: z.object({ id: z.number().int(), name: z.string() }),
  grids: z.array(staffPriceGridSchema),
  /** The factors that apply to this product's options: its own, else the shop-wide one. */
  factors: z.array(staffPriceFactorSchema),
});
export type StaffPrices = z.infer<typeof staffPricesSchema>;
export const staffPricesResponseSchema = successEnvelopeSchema(staffPricesSchema);

export const staffPricesQuerySchema = z.object({ product_id: optionalIdParam('product_id') });

export const priceGridParamsSchema = z.object({ id: requiredIdParam('The price grid id') });
export const priceFactorParamsSchema = z.object({ id: requiredIdParam('The option factor id') });

/** The cells that change, in dollars as staff type them ("24.50"); the others keep their price. */
export const priceGridBodySchema = z.object({
  changes: z
    .array(z.object({ size: z.number().int().min(0), run: z.number().int().min(0), price: z.string() }), { error: M.noChanges })
    .min(1, { error: M.noChanges })
    .max(500),
});
export type PriceGridBody = z.infer<typeof priceGridBodySchema>;

export const priceFactorBodySchema = z.object({ factor: z.string({ error: M.factor }) });
export type PriceFactorBody = z.infer<typeof priceFactorBodySchema>;
