/**
 * Order storage. Every read names who may see the order (its visitor, or the member who placed
 * it, or its number together with its email), so anyone else's order is simply not found: the
 * same answer as a number that doesn't exist.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNotNull, isNull, like, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { type ReusedArtwork } from '../cart/cart.tables.js';
import { artworkProofs, artworkUploads } from '../artwork/artwork.tables.js';
import { couponRedemptions, orderEvents, orderFiles, orderLines, orderRefunds, orders } from './orders.tables.js';
import { COUPON_MESSAGES, type AppliedCoupon } from '../promotions/coupon-rules.js';
import { couponRefused } from '../promotions/coupons.js';
import type { OrderStatus } from './order-rules.js';
import type { StaffOrderQueue, StaffOrderSort } from './orders.schemas.js';
import { likeLiteral, type OrderSearch } from './staff-order-search.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderFileRow = typeof orderFiles.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'order_id' | 'position'>;

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
  /** When the shopper's first artwork arrived (before payment too), or null: the timeline's "Artwork received". */
  artworkReceivedAt: Date | null;
  /** Its refunds, oldest first (issue 19; absent on a just-placed order, which has none). */
  refunds?: OrderRefundRow[];
}

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** Who is asking: the request's visitor and signed-in member (either may be missing). */
export interface OrderViewer {
  visitorId: string | null;
  memberId: number | null;
}

export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores the order, its lines and its first events in one transaction (a savepoint inside the
   * caller's); throws a unique violation when the number is taken (nothing is left behind).
   */
  async insert(order: NewOrder, lines: NewOrderLine[], events: { status: OrderStatus; actor: string; note?: string }[]): Promise<StoredOrder> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      const storedLines = await tx
        .insert(orderLines)
        .values(lines.map((line, position) => ({ ...line, order_id: row.id, position })))
        .returning();
      const storedEvents = await tx
        .insert(orderEvents)
        .values(events.map((event) => ({ order_id: row.id, at: row.created_at, status: event.status, actor: event.actor, note: event.note ?? '' })))
        .returning();
      return { order: row, lines: storedLines.sort((a, b) => a.position - b.position), events: storedEvents.sort((a, b) => a.id - b.id), artworkReceivedAt: null };
    });
  }

  /** The order's artwork and proofs, in upload order. */
  async files(orderId: string): Promise<OrderFileRow[]> {
    return this.db.select().from(orderFiles).where(eq(orderFiles.order_id, orderId)).orderBy(asc(orderFiles.seq));
  }

  /** Attaches artwork a reordered line reuses (the same stored files) to line `position` of a new order; answers the order files' ids. */
  async attachReusedArtwork(orderId: string, position: number, artwork: ReusedArtwork, at: Date): Promise<string[]> {
    if (artwork.files.length === 0) return [];
    const rows = artwork.files.map((file) => ({
      id: randomUUID(),
      order_id: orderId,
      line_position: position,
      kind: 'artwork',
      file_key: file.file_key,
      name: file.name,
      content_type: file.content_type,
      size_bytes: file.size_bytes,
      uploaded_by: 'shopper',
      created_at: at,
    }));
    await this.db.insert(orderFiles).values(rows);
    return rows.map((row) => row.id);
  }

  /** Attaches the artwork chosen on the product page (its stored file and verdict) to line `position`; answers the order file's id, or null when the upload is gone. */
  async attachUploadedArtwork(orderId: string, position: number, uploadId: string, at: Date): Promise<string | null> {
    const [upload] = await this.db.select().from(artworkUploads).where(eq(artworkUploads.id, uploadId));
    if (!upload) return null;
    const id = randomUUID();
    await this.db.insert(orderFiles).values({
      id,
      order_id: orderId,
      line_position: position,
      kind: 'artwork',
      file_key: upload.file_key,
      name: upload.name,
      content_type: upload.content_type,
      size_bytes: upload.size_bytes,
      uploaded_by: 'shopper',
      preflight: upload.preflight,
      created_at: at,
    });
    return id;
  }

  /** The order by number, if this viewer placed it (as the visitor, or as the signed-in member). */
  async findForViewer(orderNo: string, viewer: OrderViewer): Promise<StoredOrder | null> {
    const owner = ownedBy(viewer);
    if (!owner) return null;
    return this.findWhere(and(eq(orders.order_no, orderNo), owner));
  }

  /** The order by number and its contact email (both normalised). */
  async findByNumberAndEmail(orderNo: string, email: string): Promise<StoredOrder | null> {
    return this.findWhere(and(eq(orders.order_no, orderNo), eq(orders.email, email)));
  }

  /** The viewer's orders (the member's when signed in, else the visitor's), newest first, with their line counts. */
  async list(viewer: OrderViewer): Promise<{ order: OrderRow; lineCount: number }[]> {
    const owner = ownedBy(viewer);
    if (!owner) return [];
    const rows = await this.db.select().from(orders).where(owner).orderBy(desc(orders.created_at), desc(orders.order_no)).limit(200);
    return this.withLineCounts(rows);
  }

  // ---- The staff order desk (the routes let only staff in) ----

  /**
   * The desk's list (issue 19): one page of the orders matching `filter`, in `sort` order, with
   * their line counts, and how many match, counted up to `countLimit` (`more` when there are more).
   * Each search runs on one indexed column (staff-order-search.ts; the indexes are in
   * orders.tables.ts); the count walks the same index as the page, in the same order, and stops
   * after `countLimit` + 1, so a search matching most orders costs what a narrow one does.
   */
  async searchForStaff(
    filter: StaffOrderFilter,
    sort: StaffOrderSort,
    page: { limit: number; offset: number; countLimit: number },
  ): Promise<{ rows: { order: OrderRow; lineCount: number }[]; total: number; more: boolean }> {
    const where = staffOrderWhere(filter);
    const matches = this.db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .orderBy(...staffOrderSort(sort))
      .limit(page.countLimit + 1)
      .as('matches');
    const [counted] = await this.db.select({ n: count() }).from(matches);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...staffOrderSort(sort))
      .limit(page.limit)
      .offset(page.offset);
    const n = counted?.n ?? 0;
    return { rows: await this.withLineCounts(rows), total: Math.min(n, page.countLimit), more: n > page.countLimit };
  }

  /** The Today dashboard's counts on `today` (the shop's day), and how many unpaid orders' payment windows end before `endOfToday`. */
  async staffTodayCounts(today: string, endOfToday: Date): Promise<{ awaitingPayment: number; expiringToday: number; proofsToRelease: number; approvedToPrint: number; dispatchToday: number }> {
    const n = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`;
    const [row] = await this.db
      .select({
        awaitingPayment: n(eq(orders.status, 'awaiting_payment')),
        expiringToday: n(and(eq(orders.status, 'awaiting_payment'), lt(orders.payment_expires_at, endOfToday))),
        proofsToRelease: n(queueCondition('proofs_to_release', today)),
        approvedToPrint: n(eq(orders.status, 'approved')),
        dispatchToday: n(queueCondition('dispatch_today', today)),
      })
      .from(orders)
      .where(inArray(orders.status, ['awaiting_payment', 'paid', 'artwork_received', 'approved', 'in_production']));
    return row ?? { awaitingPayment: 0, expiringToday: 0, proofsToRelease: 0, approvedToPrint: 0, dispatchToday: 0 };
  }

  /** Any order by number (staff). */
  async findByNumber(orderNo: string): Promise<StoredOrder | null> {
    return this.findWhere(eq(orders.order_no, orderNo));
  }

  /** The order's row, locked until the caller's transaction ends (a second staff action waits, then sees the first). */
  async lockByNumber(orderNo: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.order_no, orderNo)).for('update');
    return row ?? null;
  }

  /** Moves the order on: its new fields and one event, at `at`. */
  async recordChange(order: OrderRow, values: Partial<NewOrder>, event: { status: OrderStatus; actor: string; note: string; at: Date }): Promise<void> {
    await this.db
      .update(orders)
      .set({ ...values, updated_at: event.at })
      .where(eq(orders.id, order.id));
    await this.db.insert(orderEvents).values({ order_id: order.id, ...event });
  }

  private async withLineCounts(rows: OrderRow[]): Promise<{ order: OrderRow; lineCount: number }[]> {
    if (rows.length === 0) return [];
    const counts = await this.db
      .select({ orderId: orderLines.order_id, n: count() })
      .from(orderLines)
      .where(
        inArray(
          orderLines.order_id,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(orderLines.order_id);
    const byOrder = new Map(counts.map((c) => [c.orderId, c.n]));
    return rows.map((order) => ({ order, lineCount: byOrder.get(order.id) ?? 0 }));
  }

  private async findWhere(where: SQL | undefined): Promise<StoredOrder | null> {
    const [row] = await this.db.select().from(orders).where(where);
    if (!row) return null;
    const lines = await this.db.select().from(orderLines).where(eq(orderLines.order_id, row.id)).orderBy(asc(orderLines.position));
    const events = await this.db.select().from(orderEvents).where(eq(orderEvents.order_id, row.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
    const [firstArtwork] = await this.db
      .select({ at: orderFiles.created_at })
      .from(orderFiles)
      .where(and(eq(orderFiles.order_id, row.id), eq(orderFiles.kind, 'artwork')))
      .orderBy(asc(orderFiles.created_at))
      .limit(1);
    const refunds = await this.db.select().from(orderRefunds).where(eq(orderRefunds.order_id, row.id)).orderBy(asc(orderRefunds.created_at), asc(orderRefunds.id));
    return { order: row, lines, events, artworkReceivedAt: firstArtwork?.at ?? null, refunds };
  }

  /** Whether `email` has an order with this once-per-customer coupon. */
  async couponUsedBy(code: string, email: string): Promise<boolean> {
    if (email === '') return false;
    const rows = await this.db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.coupon_code, code), eq(couponRedemptions.once_key, email)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Records that order `orderId` used `coupon`, on the order's transaction. Throws the coupon's
   * message (and the caller's transaction rolls back) when this email's one use of a
   * once-per-customer coupon was taken in the meantime: the unique (code, email) key lets one through.
   */
  async recordCouponUse(coupon: AppliedCoupon, orderId: string, email: string, now: Date): Promise<void> {
    const stored = await this.db
      .insert(couponRedemptions)
      .values({
        coupon_code: coupon.code,
        order_id: orderId,
        email,
        once_key: coupon.oncePerCustomer ? email : null,
        discount_cents: coupon.discountCents,
        bonus_quantity: coupon.bonusQuantities.reduce((sum, bonus) => sum + bonus, 0),
        created_at: now,
      })
      .onConflictDoNothing({ target: [couponRedemptions.coupon_code, couponRedemptions.once_key] })
      .returning({ id: couponRedemptions.id });
    if (stored.length === 0) throw couponRefused(COUPON_MESSAGES.alreadyUsed);
  }

}

/** The member's orders when signed in (any browser), or the visitor's own. */
function ownedBy(viewer: OrderViewer): SQL | undefined {
  if (viewer.memberId !== null) {
    return viewer.visitorId !== null ? or(eq(orders.member_id, viewer.memberId), eq(orders.visitor_id, viewer.visitorId)) : eq(orders.member_id, viewer.memberId);
  }
  return viewer.visitorId !== null ? eq(orders.visitor_id, viewer.visitorId) : undefined;
}

/** What the desk's list is filtered by (orders.schemas.ts staffOrdersQuerySchema, read by staff-order-service.ts). */
export interface StaffOrderFilter {
  search: OrderSearch | null;
  status?: OrderStatus;
  payment?: 'paid' | 'unpaid' | 'refunded';
  /** Dispatch dates, YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  productId?: number;
  queue?: StaffOrderQueue;
  /** The shop's day (Singapore), for the "dispatch today" queue. */
  today: string;
}

/** The statuses from which the shop still has to dispatch an order (approved, or being printed). */
const TO_DISPATCH: OrderStatus[] = ['approved', 'in_production'];

function queueCondition(queue: StaffOrderQueue, today: string): SQL | undefined {
  if (queue === 'dispatch_today') return and(inArray(orders.status, TO_DISPATCH), lte(orders.dispatch_date, today));
  // Automatic proofs made and waiting for staff: the order has no proof sent or approval yet.
  return and(
    notInArray(orders.status, ['cancelled', 'dispatched', 'delivered', 'in_production']),
    isNull(orders.evaluated_at),
    isNull(orders.approved_at),
    exists(sql`(select 1 from ${artworkProofs} where ${artworkProofs.order_id} = ${orders.id} and ${artworkProofs.status} = 'ready')`),
  );
}

/** The search box's condition: each kind on the column (or expression) an index is built on (orders.tables.ts). */
function searchCondition(search: OrderSearch): SQL | undefined {
  switch (search.kind) {
    case 'order_no':
      return eq(orders.order_no, search.orderNo);
    case 'order_no_start':
      return like(orders.order_no, `${likeLiteral(search.start)}%`);
    case 'phone':
      return eq(orders.phone, search.digits);
    case 'phone_start':
      return like(orders.phone, `${likeLiteral(search.start)}%`);
    case 'email_start':
      return like(orders.email, `${likeLiteral(search.start)}%`);
    case 'email_end':
      return sql`reverse(${orders.email}) like ${`${likeLiteral([...search.end].reverse().join(''))}%`}`;
    case 'text': {
      const start = `${likeLiteral(search.start)}%`;
      return or(
        sql`lower(${orders.first_name}) like ${start}`,
        sql`lower(${orders.last_name}) like ${start}`,
        sql`lower(${orders.first_name} || ' ' || ${orders.last_name}) like ${start}`,
        like(orders.email, start),
      );
    }
  }
}

function staffOrderWhere(filter: StaffOrderFilter): SQL | undefined {
  return and(
    filter.search ? searchCondition(filter.search) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment === 'paid' ? isNotNull(orders.paid_at) : filter.payment === 'unpaid' ? isNull(orders.paid_at) : filter.payment === 'refunded' ? gt(orders.refunded_cents, 0) : undefined,
    filter.from ? gte(orders.dispatch_date, filter.from) : undefined,
    filter.to ? lte(orders.dispatch_date, filter.to) : undefined,
    filter.productId !== undefined ? inArray(orders.id, sql`(select ${orderLines.order_id} from ${orderLines} where ${orderLines.product_id} = ${filter.productId})`) : undefined,
    filter.queue ? queueCondition(filter.queue, filter.today) : undefined,
  );
}

function staffOrderSort(sort: StaffOrderSort): SQL[] {
  switch (sort) {
    case 'placed_asc':
      return [asc(orders.created_at), asc(orders.order_no)];
    case 'total_desc':
      return [desc(orders.total_cents), desc(orders.created_at), desc(orders.order_no)];
    case 'total_asc':
      return [asc(orders.total_cents), asc(orders.created_at), asc(orders.order_no)];
    case 'dispatch_asc':
      return [sql`${orders.dispatch_date} asc nulls last`, asc(orders.created_at), asc(orders.order_no)];
    case 'dispatch_desc':
      return [sql`${orders.dispatch_date} desc nulls last`, desc(orders.created_at), desc(orders.order_no)];
    case 'placed_desc':
      return [desc(orders.created_at), desc(orders.order_no)];
  }
}
