/**
 * API contract of an order's reorder (issue 12): POST /api/orders/{order_no}/reorder answers the
 * cart after the order's lines went back into it, and which lines did not. Shared with the web app (types only).
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { cartSchema } from '../cart/cart.schemas.js';

export const reorderResultSchema = z.object({
  cart: cartSchema,
  /** Summaries of the lines added (priced today). */
  added: z.array(z.string()),
  /** Lines that can no longer be ordered online as they were, with the reason. */
  not_added: z.array(z.object({ summary: z.string(), reason: z.string() })),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
export const reorderResponseSchema = successEnvelopeSchema(reorderResultSchema);
