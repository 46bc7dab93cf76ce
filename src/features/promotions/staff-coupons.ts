/**
 * Coupons on the desk (issue 19): the list with each coupon's redemptions, a new coupon, ending
 * one now, and changing its limits (end date, most orders). Each change is one transaction: the
 * coupon's row locked, the rules checked, the row written and the audit entry recorded; a change
 * that changes nothing writes nothing. A coupon is never deleted (orders name the coupon they used):
 * it ends. Checkout reads the coupons table on every order, so a change applies at once everywhere.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { StaffMember } from '../account/staff-access.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { shopToday } from '../shipping/dispatch-date.js';
import { normaliseCouponCode } from './coupon-rules.js';
import { coupons } from './promotions.tables.js';
import { COUPON_STATUS_LABELS, couponDatesProblem, couponStatus, describeCoupon, STAFF_COUPON_MESSAGES as M } from './staff-coupon-rules.js';
import type { NewCoupon, StaffCoupon, StaffCoupons } from './staff-coupons.schemas.js';

export interface StaffContext {
  staff: StaffMember;
  requestId: string;
  now: Date;
}

type CouponRow = typeof coupons.$inferSelect;

function staffCoupon(row: CouponRow, today: string): StaffCoupon {
  const status = couponStatus(row, today);
  return {
    code: row.code,
    description: row.description,
    percent_off: row.percent_off,
    amount_off_cents: row.amount_off_cents,
    minimum_sub_total_cents: row.minimum_sub_total_cents,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    once_per_customer: row.once_per_customer,
    active: row.active,
    status,
    status_label: COUPON_STATUS_LABELS[status],
  };
}

/** The terms and limits an audit entry keeps. */
const auditView = (row: CouponRow) => ({
  description: row.description,
  percent_off: row.percent_off,
  amount_off_cents: row.amount_off_cents,
  minimum_sub_total_cents: row.minimum_sub_total_cents,
  active: row.active,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  max_redemptions: row.max_redemptions,
  redemptions: row.redemptions,
  once_per_customer: row.once_per_customer,
});

/** Every coupon, running ones first, then by code. */
export async function staffCoupons(db: Database, now: Date): Promise<StaffCoupons> {
  const today = shopToday(now);
  const order = { running: 0, scheduled: 1, used_up: 2, ended: 3 } as const;
  const rows = (await db.select().from(coupons).orderBy(asc(coupons.code))).map((row) => staffCoupon(row, today));
  return { today, coupons: rows.sort((a, b) => order[a.status] - order[b.status]) };
}

const lockCoupon = async (tx: Database, code: string): Promise<CouponRow | undefined> => (await tx.select().from(coupons).where(eq(coupons.code, code)).for('update'))[0];

export async function createCoupon(db: Database, snapshot: CatalogueSnapshot, ctx: StaffContext, body: NewCoupon): Promise<string> {
  const today = shopToday(ctx.now);
  const startsOn = body.starts_on ?? today;
  const dates = couponDatesProblem(startsOn, body.ends_on, today);
  if (dates) throw invalidField(dates.field, dates.message);
  // The running kick-off promo's code names the promo at checkout, so a coupon of that name would never apply.
  if (snapshot.catalogue.rows.kickoffPromos.some((p) => normaliseCouponCode(p.code) === body.code)) throw codeTaken(body.code);
  const description = body.description || describeCoupon(body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ code: body.code, description, percent_off: body.percent_off, amount_off_cents: body.amount_off_cents, minimum_sub_total_cents: body.minimum_sub_total_cents, active: true, starts_on: startsOn, ends_on: body.ends_on, max_redemptions: body.max_redemptions, once_per_customer: body.once_per_customer, created_at: ctx.now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw codeTaken(body.code);
    await recordStaffChange(tx, { by: ctx.staff, action: 'coupon.create', subject: { type: 'coupon', id: row.code }, summary: `Created coupon ${row.code}: ${description}`, before: null, after: auditView(row), requestId: ctx.requestId }, ctx.now);
    return `${row.code} is ready: ${description}.`;
  });
}

export async function endCoupon(db: Database, ctx: StaffContext, code: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, code);
    if (!row) throw notFound(M.noSuchCoupon(code));
    if (!row.active) return M.alreadyEnded(code);
    const [after] = await tx.update(coupons).set({ active: false }).where(eq(coupons.code, code)).returning();
    await recordStaffChange(tx, { by: ctx.staff, action: 'coupon.end', subject: { type: 'coupon', id: code }, summary: `Ended coupon ${code} (used on ${row.redemptions} ${row.redemptions === 1 ? 'order' : 'orders'})`, before: { active: true }, after: { active: after?.active ?? false }, requestId: ctx.requestId }, ctx.now);
    return M.ended(code);
  });
}

export async function changeCouponLimits(db: Database, ctx: StaffContext, code: string, body: { ends_on: string | null; max_redemptions: number | null }): Promise<string> {
  const today = shopToday(ctx.now);
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, code);
    if (!row) throw notFound(M.noSuchCoupon(code));
    if (body.ends_on !== row.ends_on) {
      const dates = couponDatesProblem(row.starts_on, body.ends_on, today);
      if (dates) throw invalidField(dates.field, dates.message);
    }
    if (body.max_redemptions !== null && body.max_redemptions < row.redemptions) throw invalidField('max_redemptions', M.belowRedemptions(row.redemptions));
    const before = { ends_on: row.ends_on, max_redemptions: row.max_redemptions };
    if (before.ends_on === body.ends_on && before.max_redemptions === body.max_redemptions) return `${code}'s limits are unchanged.`;
    await tx.update(coupons).set(body).where(eq(coupons.code, code));
    const limit = body.max_redemptions === null ? 'no limit on orders' : `up to ${body.max_redemptions} orders`;
    const summary = `Coupon ${code}: ${body.ends_on === null ? 'no end date' : `ends ${body.ends_on}`}, ${limit}`;
    await recordStaffChange(tx, { by: ctx.staff, action: 'coupon.limits', subject: { type: 'coupon', id: code }, summary, before, after: { ...body }, requestId: ctx.requestId }, ctx.now);
    return `Saved: ${summary}.`;
  });
}

function codeTaken(code: string): ShopError {
  const message = M.codeTaken(code);
  return new ShopError(409, 'conflict', message, [{ field: 'code', message }]);
}
