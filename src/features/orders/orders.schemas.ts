/**
 * API contract of orders (issue 12): checkout, the order as its owner sees it (timeline, lines,
 * totals, address, payment instructions), the look-up by number and email, and a member's list.
 * Bodies are typed loosely (bounded text): the messages come from order-rules.ts, which the
 * server applies to every body. Shared with the web app (types only).
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { DISPATCH_DATE_BASES, ORDER_STATUSES } from './order-rules.js';
import { orderCancellationSchema, orderMoneySchema } from './staff-order-money.schemas.js';
import { ORDER_SEARCH_MAX_LENGTH } from './staff-order-search.js';

const field = (max = 1000) => z.string().max(max).optional();

export const checkoutBodySchema = z.object({
  contact: z.object({ first_name: field(), last_name: field(), email: field(320), phone: field(40) }),
  /** A new address. Members may send address_book_id instead. */
  address: z.object({ line1: field(), line2: field(), postcode: field(20), label: field(100) }).optional(),
  /** One of the signed-in member's own addresses. */
  address_book_id: z.number().int().positive().optional(),
  /** Standard or Express; the cart's choice when left out. */
  shipping_method: z.string().max(40).optional(),
  /** Guests: the token POST /api/user/verify answered for the contact email (single use, 30 minutes). */
  email_token: z.string().max(200).optional(),
  /** A coupon code (the kick-off sticker coupon or a money-off one); checked with the catalogue's coupon messages. */
  coupon_code: z.string().max(100).optional(),
  /** Members: spend points on the items (as many as they cover), if the shop allows it. */
  use_points: z.boolean().optional(),
  /** The total the shopper saw, in cents: a different server total answers 409 and stores nothing. */
  expected_total_cents: z.number().int().nonnegative(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** What checkout would charge for these choices (nothing is stored): the page shows only this. */
export const checkoutQuoteBodySchema = z.object({
  shipping_method: z.string().max(40).optional(),
  coupon_code: z.string().max(100).optional(),
  use_points: z.boolean().optional(),
  /** Guests: the contact email so far, so a once-per-customer coupon already used is refused now rather than at Place order. */
  email: z.string().max(320).optional(),
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

export const checkoutQuoteSchema = z.object({
  lines: z.array(z.object({ summary: z.string(), quantity: z.number().int(), bonus_quantity: z.number().int(), total_price_cents: z.number().int() })),
  shipping_method: z.string(),
  sub_total_cents: z.number().int(),
  /** The coupon applied, or null without one. */
  coupon: z.object({ code: z.string(), kind: z.enum(['kickoff', 'money_off']), description: z.string(), discount_cents: z.number().int() }).nullable(),
  /** Members only (null for guests): the balance, what a point is worth, and what this order would spend. */
  points: z
    .object({
      balance: z.number().int(),
      value_cents: z.number().int(),
      value_text: z.string(),
      /** Whether the shop lets points be spent at checkout. */
      redeemable: z.boolean(),
      /** How many points this order could spend (0 when none can be). */
      usable: z.number().int(),
      /** Spent with use_points: usable, else 0. */
      used: z.number().int(),
      discount_cents: z.number().int(),
    })
    .nullable(),
  shipping_fee_cents: z.number().int(),
  free_shipping: z.boolean(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
export const checkoutQuoteResponseSchema = successEnvelopeSchema(checkoutQuoteSchema);

export const orderNoParamsSchema = z.object({ order_no: z.string().max(64) });

export const orderLookupBodySchema = z.object({ order_no: field(64), email: field(320) });

const statusSchema = z.enum(ORDER_STATUSES);

export const orderSchema = z.object({
  order_no: z.string(),
  status: statusSchema,
  status_label: z.string(),
  placed_at: z.string(),
  /** Every status in order; `at` is when the order reached it, null for those still ahead. */
  timeline: z.array(z.object({ status: statusSchema, label: z.string(), at: z.string().nullable() })),
  lines: z.array(
    z.object({
      summary: z.string(),
      quantity: z.number().int(),
      /** Per piece, in dollars to 4 decimals (a fraction of a cent for large runs). */
      unit_price: z.number(),
      total_price: z.number(),
      total_price_cents: z.number().int(),
      /** Free extra pieces from the kick-off coupon, printed with the line. */
      bonus_quantity: z.number().int(),
      /** The configurator page with this line's configuration (and quantity). */
      page_url: z.string(),
      /** The line's price is one staff quoted (issue 19), not the price tables'. */
      quoted: z.boolean(),
    }),
  ),
  sub_total: z.number(),
  sub_total_cents: z.number().int(),
  shipping_fee: z.number(),
  shipping_fee_cents: z.number().int(),
  /** Coupon and points together. */
  discount: z.number(),
  discount_cents: z.number().int(),
  total: z.number(),
  total_cents: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_discount_cents: z.number().int(),
  points_redeemed: z.number().int(),
  point_discount_cents: z.number().int(),
  shipping_method: z.string(),
  /** Estimated at checkout (shop date), with its text; worked out again from payment and proof approval. */
  dispatch_date: z.string().nullable(),
  dispatch_date_text: z.string().nullable(),
  /** 'estimate' until the order is both paid and approved; then 'confirmed' (from the later of the two, 6 PM cut-off). */
  dispatch_date_basis: z.enum(DISPATCH_DATE_BASES),
  /** Estimated delivery (shop date): the shipping method's days after dispatch; null without a dispatch date. */
  delivery_date: z.string().nullable(),
  delivery_date_text: z.string().nullable(),
  contact: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  address: z.object({ line1: z.string(), line2: z.string(), postcode: z.string(), label: z.string() }),
  payment: z.object({
    method: z.string(),
    method_name: z.string(),
    amount: z.number(),
    amount_cents: z.number().int(),
    reference: z.string(),
    expires_at: z.string(),
    /** The payment window has passed (the order stays; staff can still confirm a late payment). */
    expired: z.boolean(),
    paid_at: z.string().nullable(),
    /** The SGQR payload (EMVCo), exact amount, bill number = the order number. */
    qr_payload: z.string(),
    /** The QR code as SVG, for the order's owner; null in an answer to a look-up by number and email. */
    qr_svg_url: z.string().nullable(),
    bank_transfer: z.object({ bank_name: z.string(), account_name: z.string(), account_no: z.string() }),
  }),
  /** Set when staff mark the order dispatched: the carrier, its tracking number, when it left and (later) arrived. */
  shipment: z
    .object({ carrier: z.string(), tracking_number: z.string(), dispatched_at: z.string(), delivered_at: z.string().nullable() })
    .nullable(),
  /** The order page of the web app. */
  page_url: z.string(),
  /** Set once the order is cancelled (issue 19): when, by whom, why, in the shopper's words. */
  cancellation: orderCancellationSchema.nullable(),
  /** Paid, refunded and net, with each refund and its credit note (issue 19). */
  money: orderMoneySchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = z.object({
  order_no: z.string(),
  status: statusSchema,
  status_label: z.string(),
  placed_at: z.string(),
  item_count: z.number().int(),
  total: z.number(),
  total_cents: z.number().int(),
  page_url: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderResponseSchema = successEnvelopeSchema(orderSchema);
export const orderListResponseSchema = successEnvelopeSchema(z.array(orderSummarySchema));
/** The QR code itself (image/svg+xml, not JSON). */
export const paynowSvgSchema = z.any().describe('The PayNow QR code (image/svg+xml).');

// ---- The staff order desk (staff only) ----------------------------------------------------------

/** How the desk's list can be sorted (default: newest first). */
export const STAFF_ORDER_SORTS = ['placed_desc', 'placed_asc', 'total_desc', 'total_asc', 'dispatch_asc', 'dispatch_desc'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];
/** Paid (paid_at set), unpaid, or with a refund recorded. */
export const STAFF_PAYMENT_FILTERS = ['paid', 'unpaid', 'refunded'] as const;
/** The Today dashboard's lists that are no single status: proofs made but not released, and what leaves today. */
export const STAFF_ORDER_QUEUES = ['proofs_to_release', 'dispatch_today'] as const;
export type StaffOrderQueue = (typeof STAFF_ORDER_QUEUES)[number];
/** Orders on one page of the desk's list. */
export const STAFF_ORDERS_PAGE_SIZE = 25;
/**
 * The desk counts the orders a search matches up to this many (40 pages); past it the list says
 * "more than 1,000". Counting every match would read them all: at a million orders the desk's list
 * as it opens took longer to count than to show (docs/scaling.md).
 */
export const STAFF_ORDERS_COUNT_LIMIT = 1000;

/** A query parameter left empty ("?q=&status=") is a filter not chosen. */
const notChosen = (value: unknown) => (value === '' || value === null ? undefined : value);
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(notChosen, z.enum(values, { error: `${name} must be one of: ${values.join(', ')}.` }).optional());
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
const shopDayParam = (name: string, what: string) =>
  z.preprocess(
    notChosen,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} (${what}) must be a date written YYYY-MM-DD, like 2026-11-27.` })
      .refine(isCalendarDay, { error: `${name} (${what}) is not a date on the calendar.` })
      .optional(),
  );
const wholeParam = (name: string, max: number) =>
  z.preprocess(
    notChosen,
    z
      .string()
      .regex(/^\d+$/, { error: `${name} must be a whole number.` })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: `${name} must be 1 or more.` }).max(max, { error: `${name} must be at most ${max}.` }))
      .optional(),
  );

/**
 * The desk's list (issue 19): `q` is the one search box (staff-order-search.ts: an order number,
 * a phone number, an email or a name), the rest are filters, all optional; `page` is 1-based.
 */
export const staffOrdersQuerySchema = z
  .object({
    q: z.preprocess(notChosen, z.string().max(ORDER_SEARCH_MAX_LENGTH, { error: `q (the search) must be at most ${ORDER_SEARCH_MAX_LENGTH} characters.` }).optional()),
    status: oneOf('status', ORDER_STATUSES),
    payment: oneOf('payment', STAFF_PAYMENT_FILTERS),
    from: shopDayParam('from', 'the first dispatch date'),
    to: shopDayParam('to', 'the last dispatch date'),
    product: wholeParam('product', 2147483647),
    queue: oneOf('queue', STAFF_ORDER_QUEUES),
    sort: oneOf('sort', STAFF_ORDER_SORTS),
    page: wholeParam('page', 100000),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from (the first dispatch date) must be on or before to (the last dispatch date).', path: ['from'] });
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

export const staffOrderSummarySchema = orderSummarySchema.extend({
  name: z.string(),
  email: z.string(),
  /** As the shop writes it: "+65 9123 4567". */
  phone: z.string(),
  paid_at: z.string().nullable(),
  /** The (estimated or confirmed) dispatch date, YYYY-MM-DD, Singapore; null before one is worked out. */
  dispatch_date: z.string().nullable(),
  updated_at: z.string(),
});

/** One page of the desk's list: the orders, how many match in all, and the catalogue's products to filter by. */
export const staffOrderListSchema = z.object({
  orders: z.array(staffOrderSummarySchema),
  /** The orders matching the search and filters (all pages), counted up to STAFF_ORDERS_COUNT_LIMIT. */
  total: z.number().int(),
  /** More orders match than `total` (the count stopped at STAFF_ORDERS_COUNT_LIMIT): there are pages after the last counted one. */
  more: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The catalogue's products, the choices of the product filter. */
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** The Today dashboard's cards (GET /api/staff/dashboard). */
export const STAFF_TODAY_CARDS = ['awaiting_payment', 'proofs_to_release', 'approved_to_print', 'dispatch_today'] as const;
export const staffDashboardSchema = z.object({
  /** The shop's day (Singapore), YYYY-MM-DD, and as people read it. */
  today: z.string(),
  today_text: z.string(),
  cards: z.array(
    z.object({
      key: z.enum(STAFF_TODAY_CARDS),
      label: z.string(),
      count: z.number().int(),
      /** A second line, e.g. how many of the unpaid orders' payment windows end today; null without one. */
      note: z.string().nullable(),
      /** The desk's list with those orders: /staff/orders?… */
      link: z.string(),
    }),
  ),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

const staffActionSchema = z.enum(['paid', 'in_production', 'dispatched', 'delivered']);

export const staffOrderSchema = orderSchema.extend({
  updated_at: z.string(),
  /** Every change, oldest first, with who made it (shopper, system, staff:<email>) and when. */
  events: z.array(z.object({ status: statusSchema, label: z.string(), at: z.string(), actor: z.string(), note: z.string() })),
  /** What staff can do next, in order (mark paid, then the moves order-rules.ts allows). */
  next_actions: z.array(staffActionSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffPaymentBodySchema = z.object({
  /** What arrived, in cents: must be the order's total. */
  amount_cents: z.number().int().nonnegative(),
  /** The bank's reference or a note (optional). */
  reference: z.string().max(200).optional(),
});
export type StaffPaymentBody = z.infer<typeof staffPaymentBodySchema>;

export const staffStatusBodySchema = z.object({
  /** in_production, dispatched or delivered (checked by the service, with its message). */
  status: z.string().max(40),
  /** Dispatched: both required. */
  carrier: z.string().max(100).optional(),
  tracking_number: z.string().max(100).optional(),
  note: z.string().max(500).optional(),
});
export type StaffStatusBody = z.infer<typeof staffStatusBodySchema>;

export const staffOrderListResponseSchema = successEnvelopeSchema(staffOrderListSchema);
export const staffDashboardResponseSchema = successEnvelopeSchema(staffDashboardSchema);
export const staffOrderResponseSchema = successEnvelopeSchema(staffOrderSchema);
