/**
 * The staff order desk on the server (issue 12): every order by status, one order with its events
 * (who and when), mark paid, and the moves forward (in production, dispatched with a carrier and
 * tracking number, delivered) that order-rules.ts allows.
 *
 * Each change is ONE transaction: the order's row is locked, checked, updated (`updated_at`,
 * `paid_at`, `dispatched_at`…), an event is written with the staff member as actor
 * (`staff:<email>`), and the shopper's email is queued in the outbox. Repeating a change that is
 * already made (mark paid on a paid order, dispatched on a dispatched one) answers the order as it
 * is, with no second event and no second email: a double click or a retry is harmless.
 */
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import { centsToDollars, formatSgd } from '../../shared/money.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import {
  isOrderStatus,
  isStaffStatusMove,
  normaliseOrderNo,
  orderStatusLabel,
  STAFF_ORDER_MESSAGES,
  staffMoveProblem,
  staffNextActions,
  type OrderStatus,
} from './order-rules.js';
import { statusOf, type OrderService } from './order-service.js';
import { OrdersRepository, type NewOrder, type OrderRow, type StaffOrderFilter } from './orders.repository.js';
import { STAFF_ORDERS_COUNT_LIMIT, STAFF_ORDERS_PAGE_SIZE, type StaffDashboard, type StaffOrder, type StaffOrderList, type StaffOrdersQuery, type StaffPaymentBody, type StaffStatusBody } from './orders.schemas.js';
import { readOrderSearch } from './staff-order-search.js';
import { formatShopDate, shopToday } from '../shipping/dispatch-date.js';
import { formatSgPhone } from '../../shared/phone.js';
import { paths } from '../../shared/paths.js';
import type { StaffMember } from '../account/staff-access.js';
import { recordStaffChange } from '../staff/audit-log.js';

export interface StaffOrderServiceOptions {
  db: Database;
  now: () => Date;
  email: EmailContext;
  /** Presents an order as the shopper's answer (the desk adds its events and next actions). */
  orders: OrderService;
  /** Runs in mark paid's transaction once `paid_at` is set (artwork and proofs catch up: order-artwork.ts). */
  afterPaid?: (tx: Database, orderId: string, now: Date) => Promise<void>;
  /** Runs in the transaction that marks the order delivered (the review invitation: order-review-invitation.ts). */
  afterDelivered?: (tx: Database, orderNo: string, now: Date) => Promise<void>;
}


type EmailedStatus = 'paid' | 'in_production' | 'dispatched' | 'delivered';

export class StaffOrderService {
  constructor(private readonly options: StaffOrderServiceOptions) {}

  /** The desk's list (issue 19): one page of the orders matching the search and filters, and how many match (up to STAFF_ORDERS_COUNT_LIMIT). */
  async list(query: StaffOrdersQuery): Promise<Omit<StaffOrderList, 'products'>> {
    const page = query.page ?? 1;
    const filter: StaffOrderFilter = {
      search: readOrderSearch(query.q ?? ''),
      status: query.status,
      payment: query.payment,
      from: query.from,
      to: query.to,
      productId: query.product,
      queue: query.queue,
      today: shopToday(this.options.now()),
    };
    const { rows, total, more } = await new OrdersRepository(this.options.db).searchForStaff(filter, query.sort ?? 'placed_desc', {
      limit: STAFF_ORDERS_PAGE_SIZE,
      offset: (page - 1) * STAFF_ORDERS_PAGE_SIZE,
      countLimit: STAFF_ORDERS_COUNT_LIMIT,
    });
    const orders = rows.map(({ order, lineCount }) => ({
      order_no: order.order_no,
      status: statusOf(order),
      status_label: orderStatusLabel(statusOf(order)),
      placed_at: order.created_at.toISOString(),
      updated_at: order.updated_at.toISOString(),
      item_count: lineCount,
      total: centsToDollars(order.total_cents),
      total_cents: order.total_cents,
      page_url: `/staff/orders?order=${order.order_no}`,
      name: `${order.first_name} ${order.last_name}`,
      email: order.email,
      phone: formatSgPhone(order.phone),
      paid_at: order.paid_at?.toISOString() ?? null,
      dispatch_date: order.dispatch_date,
    }));
    return { orders, total, more, page, page_size: STAFF_ORDERS_PAGE_SIZE };
  }

  /** The Today dashboard (issue 19): the day's work as counts, each with the desk's list of those orders. */
  async today(): Promise<StaffDashboard> {
    const now = this.options.now();
    const today = shopToday(now);
    // Singapore keeps one offset all year: the day ends 24 hours after it starts at +08:00.
    const endOfToday = new Date(Date.parse(`${today}T00:00:00+08:00`) + 24 * 60 * 60 * 1000);
    const counts = await new OrdersRepository(this.options.db).staffTodayCounts(today, endOfToday);
    const list = (params: Record<string, string>) => `${paths.staffOrders}?${new URLSearchParams(params).toString()}`;
    return {
      today,
      today_text: formatShopDate(today),
      cards: [
        { key: 'awaiting_payment', label: 'Awaiting payment', count: counts.awaitingPayment, note: counts.expiringToday > 0 ? `${counts.expiringToday} ${counts.expiringToday === 1 ? 'payment window ends' : 'payment windows end'} today` : null, link: list({ status: 'awaiting_payment' }) },
        { key: 'proofs_to_release', label: 'Proofs to release', count: counts.proofsToRelease, note: null, link: list({ queue: 'proofs_to_release' }) },
        { key: 'approved_to_print', label: 'Approved, to print', count: counts.approvedToPrint, note: null, link: list({ status: 'approved' }) },
        { key: 'dispatch_today', label: 'To dispatch today', count: counts.dispatchToday, note: null, link: list({ queue: 'dispatch_today' }) },
      ],
    };
  }

  async find(rawNo: string, db: Database = this.options.db): Promise<StaffOrder> {
    const orderNo = normaliseOrderNo(rawNo);
    const stored = orderNo ? await new OrdersRepository(db).findByNumber(orderNo) : null;
    if (!stored) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    const order = this.options.orders.toDto(stored, false);
    return {
      ...order,
      updated_at: stored.order.updated_at.toISOString(),
      events: stored.events.filter((e) => isOrderStatus(e.status)).map((e) => ({ status: e.status as OrderStatus, label: orderStatusLabel(e.status as OrderStatus), at: e.at.toISOString(), actor: e.actor, note: e.note })),
      next_actions: staffNextActions(order.status),
    };
  }

  /** Mark paid: the amount must be the order's total; only from awaiting payment; a second time changes nothing. */
  async markPaid(staff: StaffMember, rawNo: string, body: StaffPaymentBody, requestId?: string): Promise<{ order: StaffOrder; changed: boolean }> {
    return this.change(rawNo, async (order, repository, now, tx) => {
      if (order.paid_at !== null) return false;
      const status = statusOf(order);
      if (status !== 'awaiting_payment') throw new ShopError(409, 'conflict', STAFF_ORDER_MESSAGES.notAwaitingPayment(order.order_no, orderStatusLabel(status)));
      if (body.amount_cents !== order.total_cents) {
        throw invalidField('amount_cents', STAFF_ORDER_MESSAGES.wrongAmount(formatSgd(body.amount_cents), formatSgd(order.total_cents)));
      }
      const reference = body.reference?.trim() ?? '';
      const note = `${formatSgd(body.amount_cents)} received${reference ? `, reference ${reference}` : ''}`;
      await repository.recordChange(order, { status: 'paid', paid_at: now }, { status: 'paid', actor: actorOf(staff), note, at: now });
      await recordStaffChange(tx, {
        by: staff,
        action: 'order.mark_paid',
        subject: { type: 'order', id: order.order_no },
        summary: `Marked paid: ${note}`,
        before: { status, paid_at: null },
        after: { status: 'paid', paid_at: now.toISOString(), amount_cents: body.amount_cents, reference: reference || null },
        requestId,
      }, now);
      await this.options.afterPaid?.(tx, order.id, now);
      return 'paid';
    });
  }

  /** Move the order forward: in production, dispatched (carrier and tracking number), delivered. */
  async move(staff: StaffMember, rawNo: string, body: StaffStatusBody, requestId?: string): Promise<{ order: StaffOrder; changed: boolean }> {
    const to = body.status;
    if (!isStaffStatusMove(to)) throw invalidField('status', STAFF_ORDER_MESSAGES.unknownMove);
    const carrier = body.carrier?.trim() ?? '';
    const trackingNumber = body.tracking_number?.trim() ?? '';
    if (to === 'dispatched') {
      const issues = [
        ...(carrier === '' ? [{ field: 'carrier', message: STAFF_ORDER_MESSAGES.carrierRequired }] : []),
        ...(trackingNumber === '' ? [{ field: 'tracking_number', message: STAFF_ORDER_MESSAGES.trackingRequired }] : []),
      ];
      if (issues[0]) throw new ShopError(422, 'validation', issues[0].message, issues);
    }
    return this.change(rawNo, async (order, repository, now, tx) => {
      const from = statusOf(order);
      if (from === to) return false;
      const problem = staffMoveProblem(order.order_no, from, to);
      if (problem) throw new ShopError(409, 'conflict', problem);
      const values: Partial<NewOrder> = { status: to };
      let note = body.note?.trim() ?? '';
      if (to === 'dispatched') {
        Object.assign(values, { carrier, tracking_number: trackingNumber, dispatched_at: now });
        note = [`${carrier}, tracking number ${trackingNumber}`, note].filter(Boolean).join('. ');
      }
      if (to === 'delivered') values.delivered_at = now;
      await repository.recordChange(order, values, { status: to, actor: actorOf(staff), note, at: now });
      if (to === 'delivered') await this.options.afterDelivered?.(tx, order.order_no, now);
      await recordStaffChange(tx, {
        by: staff,
        action: `order.${to}`,
        subject: { type: 'order', id: order.order_no },
        summary: `${orderStatusLabel(from)} → ${orderStatusLabel(to)}${note ? `: ${note}` : ''}`,
        before: { status: from },
        after: { status: to, ...(to === 'dispatched' ? { carrier, tracking_number: trackingNumber } : {}) },
        requestId,
      }, now);
      return to;
    });
  }

  /**
   * One change in one transaction: lock the order, let `apply` check and record it (or answer
   * false: nothing to do), queue the shopper's email for the new status, answer the order.
   */
  private async change(
    rawNo: string,
    apply: (order: OrderRow, repository: OrdersRepository, now: Date, tx: Database) => Promise<EmailedStatus | false>,
  ): Promise<{ order: StaffOrder; changed: boolean }> {
    const orderNo = normaliseOrderNo(rawNo);
    if (!orderNo) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    return this.options.db.transaction(async (tx) => {
      const repository = new OrdersRepository(tx);
      const locked = await repository.lockByNumber(orderNo);
      if (!locked) throw notFound(STAFF_ORDER_MESSAGES.notFound);
      const now = this.options.now();
      const changed = await apply(locked, repository, now, tx);
      const order = await this.find(orderNo, tx);
      if (changed) await queueEmail(tx, this.statusEmail(order, changed), this.options.email);
      return { order, changed: changed !== false };
    });
  }

  private statusEmail(order: StaffOrder, status: EmailedStatus) {
    return {
      kind: 'order-status' as const,
      to: order.contact.email,
      firstName: order.contact.first_name,
      orderNo: order.order_no,
      orderUrl: `${this.options.email.publicUrl}${order.page_url}`,
      status,
      total: formatSgd(order.total_cents),
      carrier: order.shipment?.carrier,
      trackingNumber: order.shipment?.tracking_number,
    };
  }
}

const actorOf = (staff: StaffMember) => `staff:${staff.email}`;
