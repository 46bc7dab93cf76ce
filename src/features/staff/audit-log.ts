/**
 * The audit log's one way in and its reading (issue 19). Every staff change calls
 * `recordStaffChange(tx, …)` inside the transaction that makes the change, so the change and its
 * entry are committed together or not at all. Nothing here (or anywhere) updates or deletes an
 * entry; the database refuses it too (trigger, migration 0020).
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import type { StaffMember } from '../account/staff-access.js';
import { auditLog } from './staff.tables.js';
import type { AuditEntry, AuditQuery } from './audit.schemas.js';

/** One staff change, as the feature that makes it describes it. */
export interface StaffChange {
  /** The staff member who made it, or 'system' for the shop itself (a background job). */
  by: StaffMember | 'system';
  /** Dotted, subject first: 'order.mark_paid', 'order.refund', 'coupon.create', 'holiday.delete', 'staff.role'. */
  action: string;
  /** What it was done to: a kind and its key as people know it (an order number, a coupon code, a date). */
  subject: { type: string; id: string };
  /** One line for people, e.g. "Marked paid: S$42.50, reference DBS 123". */
  summary: string;
  /** The subject's fields before and after (only what changed or matters); null when it did not exist / no longer does. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The request that made it (request.id), to find its log lines. */
  requestId?: string | undefined;
}

/**
 * Writes the change's entry; call it with the transaction that makes the change, and the shop's
 * clock (`app.shop.now()`, the service's `now`) so entries and the change agree on the time.
 */
export async function recordStaffChange(tx: Database, change: StaffChange, at?: Date): Promise<void> {
  const actor =
    change.by === 'system'
      ? { actor_member_id: null, actor_email: 'system', actor_role: null }
      : { actor_member_id: change.by.id, actor_email: change.by.email, actor_role: change.by.role };
  await tx.insert(auditLog).values({
    ...actor,
    ...(at ? { at } : {}),
    action: change.action,
    subject_type: change.subject.type,
    subject_id: change.subject.id,
    summary: change.summary,
    before: change.before ?? null,
    after: change.after ?? null,
    request_id: change.requestId ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

const SHOP_DAY_MS = 86_400_000;
/** The instant a Singapore date starts (UTC+8 all year). */
const startOfShopDate = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** The log, newest first, filtered; one page and whether there is another. */
export async function readAuditLog(db: Database, query: AuditQuery): Promise<{ entries: AuditEntry[]; has_more: boolean }> {
  const where: SQL[] = [];
  if (query.actor) where.push(eq(auditLog.actor_email, query.actor.trim().toLowerCase()));
  if (query.action) where.push(sql`${auditLog.action} LIKE ${`${query.action.trim().replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.subject_type) where.push(eq(auditLog.subject_type, query.subject_type));
  if (query.subject_id) where.push(eq(auditLog.subject_id, query.subject_id.trim()));
  if (query.from) where.push(gte(auditLog.at, startOfShopDate(query.from)));
  if (query.to) where.push(lt(auditLog.at, new Date(startOfShopDate(query.to).getTime() + SHOP_DAY_MS)));
  if (query.before_id) where.push(lt(auditLog.id, query.before_id));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_email,
      actor_role: row.actor_role,
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      summary: row.summary,
      before: row.before,
      after: row.after,
      request_id: row.request_id,
    })),
    has_more: rows.length > AUDIT_PAGE_SIZE,
  };
}
