/**
 * The shop's public details (name, address, contact, business hours, UEN, GST registration): the
 * zod contract of GET /api/shop/info.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';

export const shopInfoSchema = z.object({
  name: z.string(),
  /** One line, as printed: "61 Ubi Avenue 1, #04-12 UB Point, Singapore 408941". */
  address: z.string(),
  /** As dialled from abroad and printed: "+65 6123 4567". */
  phone: z.string(),
  email: z.string(),
  /** When the team answers: "Mon–Fri 9:00 AM – 6:00 PM …". */
  hours: z.string(),
  /** Unique Entity Number (ACRA). */
  uen: z.string(),
  /** GST registration number, or null when the shop is not registered for GST. */
  gst_registration_no: z.string().nullable(),
  /** The GST rate in percent (SHOP_GST_RATE_PERCENT, default 9): what a tax invoice's GST is worked out at. */
  gst_rate_percent: z.number(),
  /** Where PDPA requests go (the Data Protection Officer). */
  dpo_email: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const shopInfoResponseSchema = successEnvelopeSchema(shopInfoSchema);
