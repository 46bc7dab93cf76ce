/**
 * API contract of quotations (configurator.md §3 Quotation, §7 Create quotation, Update
 * quotation, Open quotation document), shared with the web app (types only there).
 *
 * Create: the body is the spec's — a list of quote data, each with the price the shopper was
 * shown (`cost`, or `price`), and the totals. The server re-prices every line and computes the
 * totals itself; a price or total that is sent must equal the server's (409 otherwise). Totals
 * may be left out, in which case the server's are used.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { cartQuoteDataSchema } from '../cart/cart.schemas.js';
import { MAX_QUOTATION_LINES } from './quotation-rules.js';
import { isWholeCents } from '../../shared/money.js';

const MAX_SGD = 10_000_000;

/** An SGD amount as the page holds it: a JSON number with at most 2 decimals. */
const sgdAmount = (name: string) =>
  z
    .number({ error: `${name} must be a number (an amount in SGD).` })
    .nonnegative({ error: `${name} cannot be negative.` })
    .max(MAX_SGD, { error: `${name} is out of range.` })
    .refine(isWholeCents, { error: `${name} must be in dollars and cents (at most 2 decimals).` });

/** Points and coupons need an account and a coupon, which the shop does not have yet. */
const noDiscount = (name: string, what: string) =>
  z
    .number({ error: `${name} must be a number (an amount in SGD).` })
    .refine((v) => v === 0, { error: `${what} can't be applied to a quotation: send ${name} 0.` })
    .optional();

export const quotationLineInputSchema = cartQuoteDataSchema.extend({
  /** The spec's "quote data plus price": the line total shown, in SGD (same as cost). */
  price: sgdAmount('price').optional(),
});

export const createQuotationBodySchema = z.object({
  quotations: z
    .array(quotationLineInputSchema, { error: 'quotations must be a list of configurations.' })
    .min(1, { error: 'Add at least one configuration to the quotation.' })
    .max(MAX_QUOTATION_LINES, { error: `A quotation can hold at most ${MAX_QUOTATION_LINES} lines.` }),
  sub_total: sgdAmount('sub_total').optional(),
  shipping_fee: sgdAmount('shipping_fee').optional(),
  point_discount: noDiscount('point_discount', 'Reward points'),
  coupon_discount: noDiscount('coupon_discount', 'Coupons'),
  total_price: sgdAmount('total_price').optional(),
});

export const quotationNoParamsSchema = z.object({
  quotation_no: z.string().max(64, { error: "We couldn't find that quotation." }),
});

/** Bill To (plain text; limits and the no-HTML rule are checked by the route, with messages per field). */
export const updateQuotationBodySchema = z.object({
  name: z.string({ error: 'name must be text.' }).max(5000, { error: 'name is too long.' }),
  company: z.string({ error: 'company must be text.' }).max(5000, { error: 'company is too long.' }),
  address: z.string({ error: 'address must be text.' }).max(5000, { error: 'address is too long.' }),
});

export const quotationPdfQuerySchema = z.object({
  quotation_no: z.string({ error: 'quotation_no is required.' }).max(64, { error: "We couldn't find that quotation." }),
});

/** The document itself (application/pdf bytes, not JSON). */
export const quotationPdfSchema = z.any().describe('The quotation as a PDF (application/pdf).');

export const quotationItemSchema = z.object({
  /** The configuration in words, e.g. "Standard Vinyl Stickers — Die Cut, Circle, 50 × 50 mm, …". */
  details: z.string(),
  quantity: z.number().int(),
  /** The line total in SGD. */
  price: z.number(),
  price_cents: z.number().int(),
  /** The configurator page with this line's configuration and quantity. */
  page_url: z.string(),
  /** What the line costs today (the cart's price), null when it can no longer be ordered online. The quotation keeps `price`. */
  today_price_cents: z.number().int().nullable(),
});

export const quotationSchema = z.object({
  /** The quotation's only public identifier (paths and links use it; serial ids never leave the server). */
  quotation_no: z.string(),
  /** Singapore date, 'YYYY-MM-DD'. */
  issue_date: z.string(),
  /** e.g. "Mon, 23 Nov 2026". */
  issue_date_text: z.string(),
  /** The quotation is valid until this day (issue date + 14 days); checkout charges the day's prices. */
  valid_until: z.string(),
  valid_until_text: z.string(),
  name: z.string(),
  company: z.string(),
  address: z.string(),
  items: z.array(quotationItemSchema),
  sub_total: z.number(),
  sub_total_cents: z.number().int(),
  shipping_fee: z.number(),
  shipping_fee_cents: z.number().int(),
  point_discount: z.number(),
  point_discount_cents: z.number().int(),
  coupon_discount: z.number(),
  coupon_discount_cents: z.number().int(),
  total_price: z.number(),
  total_price_cents: z.number().int(),
  /** Said when a line's price today differs from the quotation's ("Prices have changed since …"), else null. */
  price_note: z.string().nullable(),
});

export const createdQuotationSchema = z.object({
  quotation_no: z.string(),
  quotation: quotationSchema,
});

export const quotationResponseSchema = successEnvelopeSchema(quotationSchema);
export const createdQuotationResponseSchema = successEnvelopeSchema(createdQuotationSchema);

export type CreateQuotationBody = z.input<typeof createQuotationBodySchema>;
/** The body as the server holds it after validation. */
export type CreateQuotationData = z.infer<typeof createQuotationBodySchema>;
export type UpdateQuotationBody = z.infer<typeof updateQuotationBodySchema>;
export type Quotation = z.infer<typeof quotationSchema>;
export type CreatedQuotation = z.infer<typeof createdQuotationSchema>;

/** A member's quotation in My account: GET /api/user/quotations. */
export const memberQuotationSchema = z.object({
  quotation_no: z.string(),
  issue_date: z.string(),
  item_count: z.number().int(),
  total_price: z.number(),
  total_price_cents: z.number().int(),
});
export const memberQuotationsResponseSchema = successEnvelopeSchema(z.array(memberQuotationSchema));
export type MemberQuotation = z.infer<typeof memberQuotationSchema>;
