/** API contract of the kick-off promo (configurator.md §4 Promos, §7 coupon/getKickoff). */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';

export const kickoffPromoSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Orders of at least this quantity get the bonus. */
  minimum_quantity: z.number().int(),
  /** Extra pieces per qualifying order, via the kick-off sticker coupon at checkout. */
  bonus_quantity: z.number().int(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});

/** data is null when no kick-off promo runs today. */
export const kickoffResponseSchema = successEnvelopeSchema(kickoffPromoSchema.nullable());
export type KickoffPromo = z.infer<typeof kickoffPromoSchema>;
