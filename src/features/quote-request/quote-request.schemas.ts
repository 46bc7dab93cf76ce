/**
 * API contract of quote requests (forms-and-accounts.md §3, §4, §7): the multipart request, the
 * requester the forms prefill, the shopper's own requests and the staff's views. Shared with the
 * web app (types only).
 *
 * The request body is multipart/form-data, which fastify-type-provider-zod does not validate:
 * `createQuoteRequestBodyDocs` only describes it for the OpenAPI document (the route turns body
 * validation off). The handler reads the parts itself (quote-request-upload.ts) and checks every
 * field with the shared rules (quote-request-rules.ts), so the form and the server give the same
 * messages.
 */
import { z } from 'zod';
import { quoteConversationSchema } from './quote-offer.schemas.js';
import { QUOTE_STATUSES } from './quote-offer-rules.js';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { QUOTE_TYPES } from './quote-request-rules.js';

const text = (description: string) => z.string().optional().describe(description);
const id = (description: string) => z.string().regex(/^\d*$/).optional().describe(description);
const file = z.string().meta({ format: 'binary' });

/** Documentation only (see above). */
export const createQuoteRequestBodyDocs = z
  .object({
    quote_type: z.enum(QUOTE_TYPES).describe("'Special Processing' (the special processing form) or 'Special Size' (the sticker page's quote modal)"),
    firstname: text('Required unless signed in; at most 100 characters, no HTML'),
    lastname: text('Required unless signed in; at most 100 characters, no HTML'),
    email_address: text('Required unless signed in. A disposable address answers 422 with error.is_email_disposable; a registered one asks to sign in (422)'),
    featured_item_id: id('The page the request comes from'),
    address_book_id: id('Kept with the request'),
    quote_slider_id: id('Kept with the request'),
    product_id: id('Required'),
    cutting_id: id('Required'),
    shape_id: id('The shape; its cuts decide whether cut_per_shape is required'),
    orientation_id: id('Roll stickers: A–D'),
    cut_per_shape: text('Number of cuts, 1 to 30, when the shape has cuts'),
    ea: text('Stickers per sheet, 1 to 30, when the cutting asks for it'),
    finishing_id: id('Finishing (Material for products 7 and 8)'),
    premium_processing_id: id('Premium processing choice'),
    adhesive_id: id('Adhesive'),
    color_id: id('Colour'),
    size_id: id('A preset size of the product and cutting; fills width and height when they are empty'),
    width: text('mm, numeric, at most 6 characters; not below the cutting’s minimum'),
    height: text('mm, numeric, at most 6 characters'),
    quantity: text('Digits only, at most 6'),
    'addons[]': z.array(z.string()).optional().describe('Special processing option ids (Special Processing: at least one)'),
    'special_processing[]': z.array(z.string()).optional().describe('Special processing option ids, as addons[] (either or both may be sent)'),
    'special_processing_items[{id}][]': z.array(z.string()).optional().describe('Sub-items ticked under option {id}, at most 3, e.g. special_processing_items[1][]=2'),
    'addon_item_id[]': z.array(z.string()).optional().describe("The page's add-on items (quote data)"),
    'attachments[]': z.array(file).max(4).optional().describe('At most 4 files: PDF, AI, JPEG or PNG whose content matches the name; at most 25 MB each and 60 MB in all; not empty'),
    comment: text('At most 2,000 characters (the Special Size modal sends the quote summary)'),
    utm_source: text('Campaign tracking, also utm_medium, utm_campaign, utm_term, utm_content'),
  })
  .describe('multipart/form-data. Other fields of the quote data are kept as sent for staff.');

export const quoteRequestFileSchema = z.object({
  name: z.string(),
  size_bytes: z.number().int(),
});

export const quoteRequestSchema = z.object({
  request_no: z.string(),
  quote_type: z.enum(QUOTE_TYPES),
  /** new, answered, accepted, expired or declined (quote-offer-rules.ts). */
  status: z.string(),
  /** The configuration in words, with quantity and special processing. */
  summary: z.string(),
  comment: z.string(),
  files: z.array(quoteRequestFileSchema),
  created_at: z.string(),
});

export const createdQuoteRequestSchema = quoteRequestSchema.extend({
  requester: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});

export const requesterSchema = z.object({
  /** member: signed in; guest: name and email stored after an earlier quote request; anonymous: neither. */
  role: z.enum(['member', 'guest', 'anonymous']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
});

export const staffQuoteRequestSummarySchema = quoteRequestSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Whether a signed-in member sent it. */
  from_member: z.boolean(),
});

export const staffQuoteRequestFileSchema = quoteRequestFileSchema.extend({
  id: z.string(),
  content_type: z.string(),
  /** The download (staff only), a path: /staff/quote-requests/{request_no}/files/{id}. */
  download_url: z.string(),
  /** The preflight's verdict at the request's size (ok, warning; a refused file is never stored), or null for files sent before verdicts were kept. */
  preflight: z.object({ level: z.enum(['ok', 'warning', 'refused']), notes: z.array(z.object({ level: z.string(), message: z.string() })) }).nullable(),
});

export const staffQuoteRequestSchema = staffQuoteRequestSummarySchema.extend({
  files: z.array(staffQuoteRequestFileSchema),
  /** The priced options and the messages (issue 19). */
  conversation: quoteConversationSchema,
  configuration: z.record(z.string(), z.unknown()),
  quote_data: z.record(z.string(), z.string()),
  utm: z.record(z.string(), z.string()),
});

export const staffQuoteRequestsQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
});

/** The shopper's quote page: the request as sent, and its conversation. */
export const shopperQuoteSchema = quoteRequestSchema.extend({ conversation: quoteConversationSchema, page_url: z.string() });
export type ShopperQuote = z.infer<typeof shopperQuoteSchema>;
export const shopperQuoteResponseSchema = successEnvelopeSchema(shopperQuoteSchema);

export const requestNoParamsSchema = z.object({ request_no: z.string().max(40) });
export const offerParamsSchema = z.object({ request_no: z.string().max(40), offer_id: z.string().max(40) });
export const fileParamsSchema = z.object({ request_no: z.string().max(40), file_id: z.string().max(40) });
/** The file itself (its own content type, not JSON). */
export const fileDownloadSchema = z.any().describe('The file, as an attachment with its original name.');

export const createdQuoteRequestResponseSchema = successEnvelopeSchema(createdQuoteRequestSchema);
export const requesterResponseSchema = successEnvelopeSchema(requesterSchema);
export const quoteRequestsResponseSchema = successEnvelopeSchema(z.array(quoteRequestSchema));
export const staffQuoteRequestsResponseSchema = successEnvelopeSchema(z.array(staffQuoteRequestSummarySchema));
export const staffQuoteRequestResponseSchema = successEnvelopeSchema(staffQuoteRequestSchema);

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type CreatedQuoteRequest = z.infer<typeof createdQuoteRequestSchema>;
export type Requester = z.infer<typeof requesterSchema>;
export type StaffQuoteRequestSummary = z.infer<typeof staffQuoteRequestSummarySchema>;
export type StaffQuoteRequest = z.infer<typeof staffQuoteRequestSchema>;
