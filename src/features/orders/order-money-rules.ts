/**
 * The money an order holds (issue 19), as pure rules the API applies and the desk shows:
 *
 * - which statuses may be cancelled: anything before production ("In production", "Dispatched",
 *   "Delivered" and an order already cancelled may not);
 * - what is left to refund: what was paid (the order's total once it is paid, else nothing) less
 *   the refunds recorded; a refund is a whole number of cents from 1 up to that;
 * - the desk's refund limit: a desk member records refunds up to DESK_REFUND_LIMIT each; an owner
 *   has no limit;
 * - the credit note's number: "C" + the Singapore day + 10 random characters (document-numbers.ts).
 *
 * Cancelling a paid order is allowed (the shopper paid, then changed their mind before printing):
 * the answer says the money must be refunded, and the desk's dialog goes straight on to record the
 * refund. The order then shows what was paid, refunded and what the shop keeps (net).
 */
import { documentNumber, type DocumentNumberKind } from '../../shared/document-numbers.js';
import { formatSgd } from '../../shared/money.js';
import { orderStatusLabel, type OrderStatus } from './order-rules.js';

/** Statuses an order may be cancelled from: before production. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved'];

export const isCancellable = (status: OrderStatus): boolean => CANCELLABLE_STATUSES.includes(status);

/** How a refund is paid back. */
export const REFUND_METHODS = ['paynow', 'bank_transfer', 'cash', 'other'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

const REFUND_METHOD_LABELS: Record<RefundMethod, string> = { paynow: 'PayNow', bank_transfer: 'Bank transfer', cash: 'Cash', other: 'Other' };
export const isRefundMethod = (value: string): value is RefundMethod => (REFUND_METHODS as readonly string[]).includes(value);
export const refundMethodLabel = (method: RefundMethod): string => REFUND_METHOD_LABELS[method];

/** The longest cancel reason, refund reference and refund reason kept. */
export const CANCEL_REASON_MAX = 500;
export const REFUND_REFERENCE_MAX = 100;
export const REFUND_REASON_MAX = 500;

/** DESK_REFUND_LIMIT's default: S$200. */
export const DEFAULT_DESK_REFUND_LIMIT_CENTS = 20_000;

export const MONEY_MESSAGES = {
  reasonRequired: 'Please give the reason for cancelling this order.',
  reasonTooLong: `Please keep the reason to ${CANCEL_REASON_MAX} characters.`,
  alreadyCancelled: (orderNo: string) => `Order ${orderNo} is already cancelled.`,
  notCancellable: (orderNo: string, status: OrderStatus) =>
    `Order ${orderNo} is "${orderStatusLabel(status)}": an order can be cancelled only before production starts. Record a refund instead if the shopper is owed money.`,
  cancelledUnpaid: (orderNo: string) => `Order ${orderNo} is cancelled. Nothing was paid, so nothing needs refunding.`,
  cancelledPaid: (orderNo: string, leftCents: number) => `Order ${orderNo} is cancelled. ${formatSgd(leftCents)} of the payment is still to be refunded: record the refund now.`,
  amountRequired: 'Please enter the amount to refund, more than S$0.00.',
  methodRequired: 'Please choose how the refund is paid: PayNow, bank transfer, cash or other.',
  referenceRequired: 'Please enter the refund’s reference (the PayNow or bank transfer reference, or the receipt number).',
  referenceTooLong: `Please keep the reference to ${REFUND_REFERENCE_MAX} characters.`,
  refundReasonTooLong: `Please keep the reason to ${REFUND_REASON_MAX} characters.`,
  notPaid: (orderNo: string) => `Order ${orderNo} has not been paid, so there is nothing to refund.`,
  nothingLeft: (orderNo: string, paidCents: number) => `All ${formatSgd(paidCents)} paid for order ${orderNo} has already been refunded.`,
  overWhatIsLeft: (leftCents: number, paidCents: number) => `Only ${formatSgd(leftCents)} of this order's ${formatSgd(paidCents)} is left to refund.`,
  overDeskLimit: (limitCents: number) => `Refunds over ${formatSgd(limitCents)} need an owner.`,
  creditNoteNotFound: 'There is no credit note with that number on this order.',
  refunded: (amountCents: number, orderNo: string, creditNoteNo: string) => `Refund of ${formatSgd(amountCents)} for order ${orderNo} recorded: credit note ${creditNoteNo}.`,
} as const;

/** What was paid for an order: its total once payment is received, else nothing. */
export const paidCents = (order: { paid_at: Date | string | null; total_cents: number }): number => (order.paid_at ? order.total_cents : 0);

/** What is left to refund. */
export const refundableCents = (paid: number, refunded: number): number => Math.max(0, paid - refunded);

/** Why staff can't cancel an order at `status` (409), or null when they can. */
export function cancelProblem(orderNo: string, status: OrderStatus): string | null {
  if (status === 'cancelled') return MONEY_MESSAGES.alreadyCancelled(orderNo);
  return isCancellable(status) ? null : MONEY_MESSAGES.notCancellable(orderNo, status);
}

/** The reason as kept (trimmed), or the field's problem. */
export function cancelReasonProblem(reason: string | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text === '') return MONEY_MESSAGES.reasonRequired;
  if (text.length > CANCEL_REASON_MAX) return MONEY_MESSAGES.reasonTooLong;
  return null;
}

export interface RefundCheck {
  orderNo: string;
  paidCents: number;
  refundedCents: number;
  amountCents: number;
  /** The staff member is an owner (no limit). */
  owner: boolean;
  deskLimitCents: number;
}

/** Why a refund can't be recorded, with its HTTP status, or null: not paid (409), more than is left (409), over the desk's limit (403). */
export function refundProblem(check: RefundCheck): { status: 403 | 409; message: string } | null {
  if (check.paidCents === 0) return { status: 409, message: MONEY_MESSAGES.notPaid(check.orderNo) };
  const left = refundableCents(check.paidCents, check.refundedCents);
  if (left === 0) return { status: 409, message: MONEY_MESSAGES.nothingLeft(check.orderNo, check.paidCents) };
  if (check.amountCents > left) return { status: 409, message: MONEY_MESSAGES.overWhatIsLeft(left, check.paidCents) };
  if (!check.owner && check.amountCents > check.deskLimitCents) return { status: 403, message: MONEY_MESSAGES.overDeskLimit(check.deskLimitCents) };
  return null;
}

/** Credit notes: C + YYMMDD (Singapore date) + "-" + 10 base32 characters, e.g. C261123-7KD2QXM4AB. */
const CREDIT_NOTE_NUMBER: DocumentNumberKind = { prefix: 'C', randomLength: 10 };
export const creditNoteNumber = (shopDay: string, randomBytes: ArrayLike<number>): string => documentNumber(CREDIT_NOTE_NUMBER, shopDay, randomBytes);

/** The shopper's words for a cancelled order: what happened, when (given as text) and why. */
export function cancellationWording(c: { by: 'system' | 'staff'; reason: string; paidCents: number; refundedCents: number }): { heading: string; text: string; money: string } {
  const heading = 'This order was cancelled';
  const text = c.by === 'system' ? 'The PayNow payment did not arrive before the QR code expired, so we cancelled the order.' : `We cancelled this order: ${c.reason}`;
  const money =
    c.paidCents === 0
      ? 'Nothing was charged. Any coupon or points you used are back in your account, and you are welcome to order again.'
      : c.refundedCents >= c.paidCents
        ? `Your payment of ${formatSgd(c.paidCents)} has been refunded.`
        : `You paid ${formatSgd(c.paidCents)}; ${formatSgd(c.paidCents - c.refundedCents)} of it is still to be refunded, and we will email you when it is.`;
  return { heading, text, money };
}
