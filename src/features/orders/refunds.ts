/**
 * Refunds (issue 19): staff record money paid back on a paid order, in full or in parts, each with
 * a credit note. One transaction per refund: the order's row is locked, the amount checked against
 * what is left (paid − refunded, order-money-rules.ts) and the desk's limit, the refund stored with
 * its credit note number, `orders.refunded_cents` raised by it, an event on the timeline, the
 * shopper's email queued and the audit entry written. The route wraps it in the Idempotency-Key
 * transaction, so a retried click stores one refund.
 *
 * Also here: the order answer's `money` and `cancellation` parts (order-service.ts toDto).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import { formatSgd } from '../../shared/money.js';
import { holdsRole, type StaffMember } from '../account/staff-access.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { shopToday } from '../shipping/dispatch-date.js';
import { recordStaffChange } from '../staff/audit-log.js';
import {
  cancellationWording,
  creditNoteNumber,
  isRefundMethod,
  MONEY_MESSAGES,
  paidCents,
  REFUND_REASON_MAX,
  REFUND_REFERENCE_MAX,
  refundableCents,
  refundMethodLabel,
  refundProblem,
  type RefundMethod,
} from './order-money-rules.js';
import { isOrderStatus, normaliseOrderNo, orderPagePath, STAFF_ORDER_MESSAGES } from './order-rules.js';
import { OrdersRepository, type OrderRefundRow, type OrderRow } from './orders.repository.js';
import { orderRefunds, orders } from './orders.tables.js';
import type { OrderCancellation, OrderMoney, StaffRefundBody } from './staff-order-money.schemas.js';
import { and, eq } from 'drizzle-orm';

/** The shopper's path to a credit note PDF. */
export const creditNotePdfPath = (orderNo: string, creditNoteNo: string): string => `/pdf/orders/${orderNo}/credit-notes/${creditNoteNo}`;

/** The order answer's money: paid, refunded, net, and each refund (with its PDF for the owner). */
export function moneyOf(order: OrderRow, refunds: readonly OrderRefundRow[], owner: boolean): OrderMoney {
  const paid = paidCents(order);
  const net = refundableCents(paid, order.refunded_cents);
  return {
    paid_cents: paid,
    refunded_cents: order.refunded_cents,
    net_cents: net,
    refundable_cents: net,
    refunds: refunds.map((r) => ({
      credit_note_no: r.credit_note_no,
      amount_cents: r.amount_cents,
      method: isRefundMethod(r.method) ? r.method : 'other',
      method_label: isRefundMethod(r.method) ? refundMethodLabel(r.method) : r.method,
      reference: r.reference,
      reason: r.reason,
      at: r.created_at.toISOString(),
      pdf_url: owner ? creditNotePdfPath(order.order_no, r.credit_note_no) : null,
    })),
  };
}

/** The order answer's cancellation, or null while the order is not cancelled. */
export function cancellationOf(order: OrderRow): OrderCancellation | null {
  if (order.cancelled_at === null || order.cancel_reason === null) return null;
  const by = order.cancelled_by === 'system' ? 'system' : 'staff';
  const words = cancellationWording({ by, reason: order.cancel_reason, paidCents: paidCents(order), refundedCents: order.refunded_cents });
  return { at: order.cancelled_at.toISOString(), by, reason: order.cancel_reason, ...words };
}

export interface RefundServiceOptions {
  now: () => Date;
  email: EmailContext;
  /** DESK_REFUND_LIMIT in cents: the most a desk member may refund at once (owners: no limit). */
  deskRefundLimitCents: number;
}

/** A refund's checked fields, or the first field's 422. */
function checkedRefund(body: StaffRefundBody): { amountCents: number; method: RefundMethod; reference: string; reason: string } {
  const amountCents = body.amount_cents;
  if (amountCents === undefined || !Number.isInteger(amountCents) || amountCents <= 0) throw invalidField('amount_cents', MONEY_MESSAGES.amountRequired);
  const method = body.method ?? '';
  if (!isRefundMethod(method)) throw invalidField('method', MONEY_MESSAGES.methodRequired);
  const reference = (body.reference ?? '').trim();
  if (reference === '') throw invalidField('reference', MONEY_MESSAGES.referenceRequired);
  if (reference.length > REFUND_REFERENCE_MAX) throw invalidField('reference', MONEY_MESSAGES.referenceTooLong);
  const reason = (body.reason ?? '').trim();
  if (reason.length > REFUND_REASON_MAX) throw invalidField('reason', MONEY_MESSAGES.refundReasonTooLong);
  return { amountCents, method, reference, reason };
}

export class RefundService {
  constructor(private readonly options: RefundServiceOptions) {}

  /** Records one refund on `tx` (the route's idempotent transaction); answers its credit note number and what is left. */
  async record(tx: Database, staff: StaffMember, rawNo: string, body: StaffRefundBody, requestId?: string): Promise<{ orderNo: string; creditNoteNo: string; amountCents: number; leftCents: number }> {
    const refund = checkedRefund(body);
    const orderNo = normaliseOrderNo(rawNo);
    if (!orderNo) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    const repository = new OrdersRepository(tx);
    const order = await repository.lockByNumber(orderNo);
    if (!order) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    const paid = paidCents(order);
    const problem = refundProblem({
      orderNo,
      paidCents: paid,
      refundedCents: order.refunded_cents,
      amountCents: refund.amountCents,
      owner: holdsRole(staff, 'owner'),
      deskLimitCents: this.options.deskRefundLimitCents,
    });
    if (problem) throw new ShopError(problem.status, problem.status === 403 ? 'forbidden' : 'conflict', problem.message);

    const now = this.options.now();
    const creditNoteNo = creditNoteNumber(shopToday(now), randomBytes(10));
    const methodName = refundMethodLabel(refund.method);
    await tx.insert(orderRefunds).values({
      order_id: order.id,
      credit_note_no: creditNoteNo,
      amount_cents: refund.amountCents,
      method: refund.method,
      reference: refund.reference,
      reason: refund.reason,
      staff_email: staff.email,
      created_at: now,
    });
    const refunded = order.refunded_cents + refund.amountCents;
    // The event keeps the order's status: the timeline shows the refund where the order stands.
    const status = isOrderStatus(order.status) ? order.status : 'paid';
    const note = `Refunded ${formatSgd(refund.amountCents)} by ${methodName}, reference ${refund.reference} (credit note ${creditNoteNo})${refund.reason ? `: ${refund.reason}` : ''}`;
    await repository.recordChange(order, { refunded_cents: refunded }, { status, actor: `staff:${staff.email}`, note, at: now });
    await recordStaffChange(
      tx,
      {
        by: staff,
        action: 'order.refund',
        subject: { type: 'order', id: orderNo },
        summary: note,
        before: { paid_cents: paid, refunded_cents: order.refunded_cents },
        after: { paid_cents: paid, refunded_cents: refunded, credit_note_no: creditNoteNo, amount_cents: refund.amountCents, method: refund.method, reference: refund.reference },
        requestId,
      },
      now,
    );
    const { publicUrl } = this.options.email;
    await queueEmail(
      tx,
      {
        kind: 'order-refunded',
        to: order.email,
        firstName: order.first_name,
        orderNo,
        orderUrl: `${publicUrl}${orderPagePath(orderNo)}`,
        amount: formatSgd(refund.amountCents),
        methodName,
        reference: refund.reference,
        creditNoteNo,
        remaining: formatSgd(paid - refunded),
      },
      this.options.email,
    );
    return { orderNo, creditNoteNo, amountCents: refund.amountCents, leftCents: paid - refunded };
  }

  /** A credit note's refund, if it belongs to order `orderNo` (a number of another order finds nothing). */
  static async creditNote(db: Database, orderNo: string, creditNoteNo: string): Promise<OrderRefundRow | undefined> {
    const [row] = await db
      .select({ refund: orderRefunds })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.order_id))
      .where(and(eq(orders.order_no, orderNo), eq(orderRefunds.credit_note_no, creditNoteNo.trim().toUpperCase())));
    return row?.refund;
  }
}
