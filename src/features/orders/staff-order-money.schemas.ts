/**
 * The money part of an order (issue 19): what the order answer says about a cancellation and
 * about what was paid, refunded and kept, and the bodies of the desk's cancel and refund calls.
 * Imported by orders.schemas.ts (the order answer), the routes and the desk's web component.
 */
import { z } from 'zod';
import { CANCEL_REASON_MAX, REFUND_METHODS, REFUND_REASON_MAX, REFUND_REFERENCE_MAX } from './order-money-rules.js';

export const orderCancellationSchema = z.object({
  at: z.string(),
  /** The expiry job ('system') or a staff member ('staff'). */
  by: z.enum(['system', 'staff']),
  reason: z.string(),
  /** The shopper's words: a heading, what happened and why, and what it means for their money. */
  heading: z.string(),
  text: z.string(),
  money: z.string(),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

export const orderRefundSchema = z.object({
  credit_note_no: z.string(),
  amount_cents: z.number().int(),
  method: z.enum(REFUND_METHODS),
  method_label: z.string(),
  reference: z.string(),
  reason: z.string(),
  at: z.string(),
  /** The credit note PDF for the order's owner; null in a staff or look-up answer (staff use their own path). */
  pdf_url: z.string().nullable(),
});

export const orderMoneySchema = z.object({
  /** The order's total once paid, else 0. */
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** What the shop keeps: paid − refunded. */
  net_cents: z.number().int(),
  /** What may still be refunded (= net). */
  refundable_cents: z.number().int(),
  refunds: z.array(orderRefundSchema),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const staffCancelBodySchema = z.object({
  /** Required (checked by the service with its message, 422 on `reason`). */
  reason: z.string().max(CANCEL_REASON_MAX * 2).optional(),
});

export const staffRefundBodySchema = z.object({
  amount_cents: z.number().int().optional(),
  method: z.string().max(40).optional(),
  reference: z.string().max(REFUND_REFERENCE_MAX * 2).optional(),
  reason: z.string().max(REFUND_REASON_MAX * 2).optional(),
});
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

export const creditNoteParamsSchema = z.object({ order_no: z.string().max(64), credit_note_no: z.string().max(64) });

