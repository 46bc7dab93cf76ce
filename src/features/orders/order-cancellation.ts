/**
 * Cancelling an order (issue 19), by the shop itself or by staff, in one transaction each:
 *
 * - The PayNow expiry job (`expireUnpaid`): every few minutes it finds the orders still awaiting a
 *   PayNow payment whose `payment_expires_at` (the QR code's expiry, PAYNOW_EXPIRY_HOURS after
 *   checkout) has passed, and cancels each in its own transaction with its row locked and checked
 *   again: a payment staff marked a moment before wins (the order is no longer awaiting payment),
 *   and two servers running the job never cancel an order twice (the second finds it cancelled).
 * - Staff (`byStaff`): with a reason, only before production (order-money-rules.ts). A paid order
 *   may be cancelled too: the answer says the money must be refunded (refunds.ts records it).
 *
 * Either way: status "cancelled" with when, why and who; an event on the timeline (actor 'system'
 * or 'staff:<email>'); the coupon's use given back (the order's redemption row removed, so a
 * once-per-customer code works again, and the coupon's count lowered by promotions); the points the
 * order spent given back (a positive ledger entry tied to the order, written once by account); the
 * shopper's "Order … was cancelled" email; and the audit entry (`by: 'system'` for the job).
 *
 * Points earned: orders earn no points today (points come from registering, account-service.ts).
 * Should they come to be earned on payment, a cancellation or a full refund takes them back with a
 * negative entry keyed `order-earned-back:<order_no>`; a partial refund keeps them.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import { formatSgd } from '../../shared/money.js';
import { accounts } from '../account/accounts.js';
import type { StaffMember } from '../account/staff-access.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { couponService } from '../promotions/coupons.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { cancelProblem, cancelReasonProblem, MONEY_MESSAGES, paidCents, refundableCents } from './order-money-rules.js';
import { isOrderStatus, normaliseOrderNo, orderPagePath, orderStatusLabel, STAFF_ORDER_MESSAGES } from './order-rules.js';
import { OrdersRepository, type OrderRow } from './orders.repository.js';
import { couponRedemptions, orders } from './orders.tables.js';

/** The job's name, and how often it looks for expired orders. */
export const PAYMENT_EXPIRY_JOB = 'order-payment-expiry';
export const PAYMENT_EXPIRY_EVERY_SECONDS = 5 * 60;

/** What the order keeps as the reason when the PayNow payment never came. */
export const EXPIRED_REASON = 'The PayNow payment was not received before the QR code expired.';

export interface CancellationOptions {
  db: Database;
  now: () => Date;
  email: EmailContext;
  snapshot: () => CatalogueSnapshot;
}

export interface CancelResult {
  orderNo: string;
  /** What was paid and is still to be refunded (0 for an unpaid order). */
  leftToRefundCents: number;
  message: string;
}

export class OrderCancellations {
  constructor(private readonly options: CancellationOptions) {}

  /**
   * The expiry job's work: cancels every order awaiting PayNow payment whose QR code has expired,
   * each in its own transaction. Answers the numbers it cancelled.
   */
  async expireUnpaid(signal?: AbortSignal): Promise<string[]> {
    const now = this.options.now();
    const due = await this.options.db
      .select({ orderNo: orders.order_no })
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_payment'), eq(orders.payment_method, 'paynow'), isNull(orders.paid_at), lte(orders.payment_expires_at, now)))
      .orderBy(asc(orders.payment_expires_at))
      .limit(500);
    const cancelled: string[] = [];
    for (const { orderNo } of due) {
      if (signal?.aborted) break;
      const done = await this.options.db.transaction(async (tx) => {
        const order = await new OrdersRepository(tx).lockByNumber(orderNo);
        // Checked again under the lock: paid meanwhile, or cancelled by another server, is left alone.
        if (!order || order.status !== 'awaiting_payment' || order.paid_at !== null || order.payment_expires_at.getTime() > now.getTime()) return false;
        await this.cancel(tx, order, { by: 'system', reason: EXPIRED_REASON, now });
        return true;
      });
      if (done) cancelled.push(orderNo);
    }
    return cancelled;
  }

  /** Staff cancel an order before production, with a reason, on `tx`. */
  async byStaff(tx: Database, staff: StaffMember, rawNo: string, rawReason: string | undefined, requestId?: string): Promise<CancelResult> {
    const reasonProblem = cancelReasonProblem(rawReason);
    if (reasonProblem) throw invalidField('reason', reasonProblem);
    const reason = (rawReason ?? '').trim();
    const orderNo = normaliseOrderNo(rawNo);
    if (!orderNo) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    const order = await new OrdersRepository(tx).lockByNumber(orderNo);
    if (!order) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    if (!isOrderStatus(order.status)) throw new Error(`order ${orderNo} has an unknown status ${order.status}`);
    const problem = cancelProblem(orderNo, order.status);
    if (problem) throw new ShopError(409, 'conflict', problem);
    const now = this.options.now();
    await this.cancel(tx, order, { by: staff, reason, now, requestId });
    const left = refundableCents(paidCents(order), order.refunded_cents);
    return { orderNo, leftToRefundCents: left, message: left > 0 ? MONEY_MESSAGES.cancelledPaid(orderNo, left) : MONEY_MESSAGES.cancelledUnpaid(orderNo) };
  }

  /** The cancellation itself, on the locked order (see the file's comment). */
  private async cancel(tx: Database, order: OrderRow, c: { by: StaffMember | 'system'; reason: string; now: Date; requestId?: string | undefined }): Promise<void> {
    const actor = c.by === 'system' ? 'system' : `staff:${c.by.email}`;
    const from = order.status;
    await new OrdersRepository(tx).recordChange(
      order,
      { status: 'cancelled', cancelled_at: c.now, cancel_reason: c.reason, cancelled_by: actor },
      { status: 'cancelled', actor, note: c.reason, at: c.now },
    );

    // The coupon's use: the order's redemption goes (a once-per-customer code works again), then promotions lowers its count.
    let couponReturned: string | null = null;
    if (order.coupon_code) {
      const removed = await tx.delete(couponRedemptions).where(eq(couponRedemptions.order_id, order.id)).returning({ code: couponRedemptions.coupon_code });
      if (removed[0]) {
        await couponService.returnUse(tx, this.options.snapshot(), removed[0].code);
        couponReturned = removed[0].code;
      }
    }
    // The points it spent: one positive entry tied to the order.
    let pointsReturned = 0;
    if (order.member_id !== null && order.points_redeemed > 0) {
      const written = await accounts.returnPoints(tx, order.member_id, order.points_redeemed, `order-cancelled:${order.order_no}`, `Returned from cancelled order ${order.order_no}`, c.now);
      if (written) pointsReturned = order.points_redeemed;
    }

    const paid = paidCents(order);
    const left = refundableCents(paid, order.refunded_cents);
    const fromLabel = isOrderStatus(from) ? orderStatusLabel(from) : from;
    await recordStaffChange(
      tx,
      {
        by: c.by,
        action: 'order.cancel',
        subject: { type: 'order', id: order.order_no },
        summary: `${fromLabel} → Cancelled: ${c.reason}${left > 0 ? ` (${formatSgd(left)} paid, to be refunded)` : ''}`,
        before: { status: from, coupon_code: order.coupon_code, points_redeemed: order.points_redeemed },
        after: { status: 'cancelled', reason: c.reason, coupon_returned: couponReturned, points_returned: pointsReturned, to_refund_cents: left },
        requestId: c.requestId,
      },
      c.now,
    );
    const { publicUrl } = this.options.email;
    await queueEmail(
      tx,
      {
        kind: 'order-cancelled',
        to: order.email,
        firstName: order.first_name,
        orderNo: order.order_no,
        orderUrl: `${publicUrl}${orderPagePath(order.order_no)}`,
        shopUrl: `${publicUrl}/`,
        why: c.by === 'system' ? 'expired' : 'staff',
        reason: c.reason,
        paid: left > 0 ? formatSgd(left) : null,
        couponReturned,
        pointsReturned,
      },
      this.options.email,
    );
  }
}
