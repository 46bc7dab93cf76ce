/**
 * Order rules (issue 12): the statuses and their order on the timeline, the checkout form's
 * checks (the catalogue's wording where it has one, forms-and-accounts.md §8), the order number
 * and the order page's path. Pure: the API applies them, and the web checkout will import them.
 */
import { paths } from '../../shared/paths.js';
import { addressProblems, emailProblem, nameProblem, type FieldErrors } from '../account/account-rules.js';
import { documentNumber, documentNumberPattern, normaliseDocumentNo, type DocumentNumberKind } from '../../shared/document-numbers.js';
import { CUTOFF_TIME_TEXT } from '../shipping/order-cutoff.js';

/** The steps an order goes through, in order: the shopper's timeline. */
export const ORDER_PROGRESS = ['placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved', 'in_production', 'dispatched', 'delivered'] as const;

/**
 * Every status an order can be at: the steps, then "cancelled" (issue 19: by the expiry job when
 * PayNow was never paid, or by staff before production). Each change is an order event.
 */
export const ORDER_STATUSES = [...ORDER_PROGRESS, 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  awaiting_payment: 'Awaiting payment',
  paid: 'Payment received',
  artwork_received: 'Artwork received',
  proof_sent: 'Proof sent',
  approved: 'Proof approved',
  in_production: 'In production',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The shopper's timeline for an order at `status`: every step while it goes on; once cancelled,
 * the steps it reached (`reached`), then "Cancelled".
 */
export function timelineStatuses(status: OrderStatus, reached: (s: OrderStatus) => boolean): OrderStatus[] {
  if (status !== 'cancelled') return [...ORDER_PROGRESS];
  return [...ORDER_PROGRESS.filter(reached), 'cancelled'];
}

// ---- Dispatch and delivery -----------------------------------------------------------------

/** Whether an order's dispatch date is still the estimate, or worked out from its payment and proof approval. */
export const DISPATCH_DATE_BASES = ['estimate', 'confirmed'] as const;
export type DispatchDateBasis = (typeof DISPATCH_DATE_BASES)[number];

/** 'confirmed' once the order is both paid and approved (the date then counts from the later of the two). */
export function dispatchDateBasis(order: { paid_at: Date | null; approved_at: Date | null }): DispatchDateBasis {
  return order.paid_at !== null && order.approved_at !== null ? 'confirmed' : 'estimate';
}

export interface DispatchWording {
  /** "Estimated dispatch" or "Dispatch date". */
  heading: string;
  /** The date, or what stands in for it while there is none. */
  date: string;
  /** Under the date: when it holds, or what it was worked out from; null without a date. */
  note: string | null;
  /** Apart from dispatch: the estimated delivery date (null without one), how it comes, and both as one phrase. */
  delivery: { heading: string; date: string | null; by: string; text: string };
}

/**
 * What the order page, the order confirmation PDF and the staff desk say about dispatch and,
 * apart from it, delivery: one wording for all three.
 */
export function dispatchWording(order: { dispatch_date_basis: DispatchDateBasis; dispatch_date_text: string | null; delivery_date_text: string | null; shipping_method: string }): DispatchWording {
  const by = `By ${order.shipping_method} shipping`;
  const delivery = {
    heading: 'Estimated delivery',
    date: order.delivery_date_text,
    by,
    text: order.delivery_date_text ? `${order.delivery_date_text} by ${order.shipping_method} shipping` : `${by}, after dispatch`,
  };
  if (order.dispatch_date_text === null) {
    return { heading: 'Estimated dispatch', date: 'We will tell you the dispatch date once your proof is approved.', note: null, delivery };
  }
  return order.dispatch_date_basis === 'confirmed'
    ? { heading: 'Dispatch date', date: order.dispatch_date_text, note: 'Worked out from your payment and proof approval.', delivery }
    : {
        heading: 'Estimated dispatch',
        date: order.dispatch_date_text,
        note: `This date holds if you pay and approve your proof by ${CUTOFF_TIME_TEXT} Singapore time on a business day; otherwise it moves.`,
        delivery,
      };
}

/** The wording as two sentences (the PDF's bullets, the staff desk). */
export function dispatchSentences(order: Parameters<typeof dispatchWording>[0]): { dispatch: string; delivery: string } {
  const w = dispatchWording(order);
  return {
    dispatch: order.dispatch_date_text === null ? w.date : `${w.heading}: ${w.date}. ${w.note ?? ''}`.trim(),
    delivery: `${w.delivery.heading}: ${w.delivery.text}.`,
  };
}

// ---- Messages ------------------------------------------------------------------------------

export const ORDER_MESSAGES = {
  /** The catalogue's wording. */
  orderNoRequired: 'Order Number is required. Please try again.',
  /** Unknown number, another's order, or the wrong email: one answer, so numbers can't be probed. */
  notFound: "We couldn't find an order with that number and email address.",
  emptyCart: 'Your cart is empty. Please add something to your cart before checking out.',
  emailNotVerified: 'Please verify your email address with the code we email you before placing your order.',
  signInForAddressBook: 'Please sign in to use your address book.',
  addressBookNotFound: 'That address is not in your address book. Please choose another or enter a new one.',
  placed: 'Thank you! Your order has been placed.',
  /** Reorder of a line priced by a quote: that price was for that order, so it is not repeated. */
  reorderQuoted: 'its price was quoted for that order only: reply on your quote request for a new price.',
} as const;

// ---- Checkout form -------------------------------------------------------------------------

export interface CheckoutContactInput {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

export interface CheckoutAddressInput {
  line1?: string | undefined;
  line2?: string | undefined;
  postcode?: string | undefined;
  label?: string | undefined;
}

export type CheckoutField = 'contact.first_name' | 'contact.last_name' | 'contact.email' | 'contact.phone' | 'address.line1' | 'address.line2' | 'address.postcode' | 'address.label';

/**
 * The checkout form's problems by field: names (required, ≤ 100 characters, no HTML), email,
 * a Singapore phone number (8 digits starting 3, 6, 8 or 9, +65 allowed), address line 1
 * (required) and a 6-digit postcode: the address book's own rules and messages. The address's
 * label is optional here (an address book entry needs one).
 */
export function checkoutProblems(contact: CheckoutContactInput, address: CheckoutAddressInput): FieldErrors<CheckoutField> {
  const problems: FieldErrors<CheckoutField> = {};
  const first = nameProblem(contact.first_name, 'first');
  if (first) problems['contact.first_name'] = first;
  const last = nameProblem(contact.last_name, 'last');
  if (last) problems['contact.last_name'] = last;
  const email = emailProblem(contact.email);
  if (email) problems['contact.email'] = email;
  const book = addressProblems({
    label: address.label?.trim() ? address.label : 'Delivery',
    address_line1: address.line1,
    address_line2: address.line2,
    postcode: address.postcode,
    phone: contact.phone,
  });
  if (book.phone) problems['contact.phone'] = book.phone;
  if (book.address_line1) problems['address.line1'] = book.address_line1;
  if (book.address_line2) problems['address.line2'] = book.address_line2;
  if (book.postcode) problems['address.postcode'] = book.postcode;
  if (book.label) problems['address.label'] = book.label;
  return problems;
}


// ---- Order number --------------------------------------------------------------------------

/** Orders: O + YYMMDD (Singapore date) + "-" + 10 base32 characters (50 random bits), e.g. O261123-7KD2QXM4AB. */
const ORDER_NUMBER: DocumentNumberKind = { prefix: 'O', randomLength: 10 };
export const ORDER_NO_PATTERN = documentNumberPattern(ORDER_NUMBER);

/** The number for a Singapore day ('YYYY-MM-DD') and ten random bytes (0–255 each). */
export const orderNumber = (shopDay: string, randomBytes: ArrayLike<number>): string => documentNumber(ORDER_NUMBER, shopDay, randomBytes);

/** An order number as typed (any case, spaces around), or null when it can't be one of ours. */
export const normaliseOrderNo = (text: string): string | null => normaliseDocumentNo(ORDER_NUMBER, text);

/** The order page of the web app. */
export const orderPagePath = (orderNo: string): string => paths.order(orderNo);

/** A guest's verified email may be used to place an order for this long after the code was typed. */
export const CHECKOUT_EMAIL_TOKEN_VALID_MINUTES = 30;

// ---- The staff order desk ------------------------------------------------------------------

/** What staff move an order to on the desk (payment has its own action: mark paid). */
export const STAFF_STATUS_MOVES = ['in_production', 'dispatched', 'delivered'] as const;
export type StaffStatusMove = (typeof STAFF_STATUS_MOVES)[number];

/**
 * Where staff may move an order from each status: forward only. Nothing is printed before the
 * shopper approves a proof, so production starts only from "Proof approved" (which a paid order
 * reaches through artwork, proof and approval, or a reordered line's reused artwork and a new proof).
 */
const STAFF_MOVES_FROM: Record<StaffStatusMove, readonly OrderStatus[]> = {
  in_production: ['approved'],
  dispatched: ['in_production'],
  delivered: ['dispatched'],
};

export function isStaffStatusMove(value: string): value is StaffStatusMove {
  return (STAFF_STATUS_MOVES as readonly string[]).includes(value);
}

/** The next moves staff can make from `status` (mark paid included), in order; cancelling is the desk's Money part (order-money-rules.ts). */
export function staffNextActions(status: OrderStatus): ('paid' | StaffStatusMove)[] {
  const moves: ('paid' | StaffStatusMove)[] = status === 'awaiting_payment' ? ['paid'] : [];
  return [...moves, ...STAFF_STATUS_MOVES.filter((to) => STAFF_MOVES_FROM[to].includes(status))];
}

/**
 * What an order waits for when staff have no move to make on it, for the desk (instead of
 * "Nothing left to do", which read wrong right after Mark paid: the proof comes next).
 */
export function staffWaitingFor(status: OrderStatus): string {
  switch (status) {
    case 'placed':
    case 'awaiting_payment':
      return 'Waiting for the payment.';
    case 'paid':
      return "Paid. Waiting for the shopper's artwork; send a proof under Artwork and proof once it is in.";
    case 'artwork_received':
      return 'The artwork is in: make the proof and send it under Artwork and proof.';
    case 'proof_sent':
      return 'Waiting for the shopper to approve the proof or ask for changes.';
    case 'delivered':
      return 'Delivered. Nothing left to do on this order.';
    case 'cancelled':
      return 'Cancelled. Nothing is printed; see Money for what was paid and refunded.';
    default:
      return 'Nothing to do on this order right now.';
  }
}

/** Why an order at `from` can't be moved to `to` by staff, or null when it can. */
export function staffMoveProblem(orderNo: string, from: OrderStatus, to: StaffStatusMove): string | null {
  if (STAFF_MOVES_FROM[to].includes(from)) return null;
  if (from === 'cancelled') return `Order ${orderNo} is cancelled: it can't move to "${orderStatusLabel(to)}".`;
  if (from === 'awaiting_payment' || from === 'placed') return `Order ${orderNo} is still awaiting payment: mark it paid before it moves to "${orderStatusLabel(to)}".`;
  if (to === 'in_production' && (from === 'paid' || from === 'artwork_received' || from === 'proof_sent')) {
    return `Order ${orderNo} is at "${orderStatusLabel(from)}": nothing is printed before the shopper approves a proof, so it can move to "In production" only from "Proof approved".`;
  }
  const required = STAFF_MOVES_FROM[to].map((s) => `"${orderStatusLabel(s)}"`).join(' or ');
  return `Order ${orderNo} is at "${orderStatusLabel(from)}": it can move to "${orderStatusLabel(to)}" only from ${required}.`;
}

export const STAFF_ORDER_MESSAGES = {
  notFound: 'There is no order with that number.',
  carrierRequired: 'Carrier is required to mark an order dispatched.',
  trackingRequired: 'Tracking number is required to mark an order dispatched.',
  unknownMove: `Staff can move an order to ${STAFF_STATUS_MOVES.join(', ')}; payment is marked with "Mark paid".`,
  notAwaitingPayment: (orderNo: string, label: string) => `Order ${orderNo} is at "${label}", not awaiting payment: there is no payment to record.`,
  wrongAmount: (received: string, total: string) => `The amount received must be the order's total, ${total}, not ${received}. Record a payment only once the full amount has arrived.`,
} as const;
