/**
 * The audit log and staff roles on a real database (issue 19): a staff change writes its entry in
 * the change's transaction (a refused change writes none), the log reads back filtered and paged,
 * no route and no SQL can edit or remove an entry, and owners give and take the desk and
 * production roles (never an owner's, which comes from STAFF_EMAILS).
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { members } from '../account/account.tables.js';
import { syncStaffFromList } from '../account/staff-access.js';
import { auditLog } from './staff.tables.js';
import { STAFF_TEAM_MESSAGES } from './staff-team-rules.js';
import type { AuditPage } from './audit.schemas.js';
import type { StaffTeamMember } from './staff.schemas.js';

let shop: TestShop;
type Visitor = ReturnType<typeof testVisitor>;
let owner: { v: Visitor; email: string };
let desk: { v: Visitor; email: string };
beforeAll(async () => {
  shop = await createTestShop();
  owner = await registeredMember(shop, { staff: 'owner' });
  desk = await registeredMember(shop, { staff: 'desk' });
});
afterAll(async () => {
  await shop?.close();
});

const auditOf = async (v: Visitor, query: Record<string, string | number>) => expectOk(await v.send<AuditPage>('GET', `/api/staff/audit?${new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)]))}`));
const entryCount = async () => (await shop.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('the audit log', () => {
  it('holds a staff change with who, when, what, before and after, written with the change', async () => {
    const { order } = await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }]);
    const paid = await desk.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents, reference: 'DBS 7731' });
    expect(paid.statusCode).toBe(200);
    const { entries } = await auditOf(owner.v, { subject_type: 'order', subject_id: order.order_no });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      at: shop.app.shop.now().toISOString(),
      actor: desk.email,
      actor_role: 'desk',
      action: 'order.mark_paid',
      subject_type: 'order',
      subject_id: order.order_no,
      before: { status: 'awaiting_payment', paid_at: null },
      after: { status: 'paid', amount_cents: order.total_cents, reference: 'DBS 7731' },
    });
    expect(entries[0]!.summary).toContain('DBS 7731');
    expect(entries[0]!.request_id).toBeTruthy();

    // Marking it paid again changes nothing, so no second entry; a refused move writes none either.
    await desk.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents });
    const before = await entryCount();
    expectClientError(await owner.v.send('POST', `/api/staff/orders/${order.order_no}/status`, { status: 'delivered' }), 409);
    expect(await entryCount()).toBe(before);
    expect((await auditOf(owner.v, { subject_id: order.order_no })).entries).toHaveLength(1);
  });

  it('filters by who, action and dates, and pages from the newest', async () => {
    for (let i = 0; i < 3; i++) {
      const { order } = await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }]);
      expect((await owner.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents })).statusCode).toBe(200);
    }
    const mine = await auditOf(owner.v, { actor: owner.email.toUpperCase(), action: 'order' });
    expect(mine.entries.length).toBe(3);
    expect(mine.entries.every((e) => e.actor === owner.email && e.action.startsWith('order.'))).toBe(true);
    expect(mine.entries.map((e) => e.id)).toEqual([...mine.entries.map((e) => e.id)].sort((a, b) => b - a));
    const older = await auditOf(owner.v, { actor: owner.email, before_id: mine.entries[0]!.id });
    expect(older.entries.map((e) => e.id)).toEqual(mine.entries.slice(1).map((e) => e.id));
    // The test clock's Singapore date, and a day long before it (no entries).
    const day = new Date(shop.app.shop.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await auditOf(owner.v, { actor: owner.email, from: day, to: day })).entries).toHaveLength(3);
    expect((await auditOf(owner.v, { actor: owner.email, to: '2020-01-01' })).entries).toHaveLength(0);
    expectClientError(await owner.v.send('GET', '/api/staff/audit?from=27-11-2026'), 422, { field: 'from', message: 'Give the "from" date as YYYY-MM-DD, e.g. 2026-11-27.' });
  });

  it('cannot be edited or removed: no route offers it, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const auditRoutes = shop.app.staffRoutes.filter((r) => r.url.includes('/audit'));
    expect(auditRoutes.map((r) => r.method).filter((m) => m !== 'HEAD')).toEqual(['GET']);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await owner.v.send(method, '/api/staff/audit', {})).statusCode).toBe(404);
    }
    const db = shop.database.db;
    const n = await entryCount();
    expect(n).toBeGreaterThan(0);
    await expect(db.update(auditLog).set({ summary: 'nothing happened' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await entryCount()).toBe(n);
    expect((await db.select({ n: count() }).from(auditLog).where(eq(auditLog.summary, 'nothing happened')))[0]?.n).toBe(0);
  });
});

describe('staff roles', () => {
  it('an owner gives a member the desk role, then production, then takes it away; each in the log', async () => {
    const shopper = await registeredMember(shop);
    const ordersList = () => shopper.v.send('GET', '/api/staff/orders');
    const production = () => shopper.v.send('GET', '/api/staff/production');
    expect((await ordersList()).statusCode).toBe(404);

    const given = await owner.v.send<StaffTeamMember[]>('POST', '/api/staff/team', { email: ` ${shopper.email.toUpperCase()} `, role: 'desk' });
    expect(given.body.message).toBe(STAFF_TEAM_MESSAGES.given(shopper.email, 'Desk'));
    expect(expectOk(given)).toContainEqual(expect.objectContaining({ email: shopper.email, role: 'desk', changeable: true }));
    expect((await ordersList()).statusCode).toBe(200);
    expect((await production()).statusCode).toBe(404);

    expectOk(await owner.v.send('POST', '/api/staff/team', { email: shopper.email, role: 'production' }));
    expect((await production()).statusCode).toBe(200);
    expect((await shopper.v.send('POST', '/api/staff/team', { email: desk.email, role: null })).statusCode).toBe(404);

    const taken = await owner.v.send<StaffTeamMember[]>('POST', '/api/staff/team', { email: shopper.email, role: null });
    expect(taken.body.message).toBe(STAFF_TEAM_MESSAGES.taken(shopper.email));
    expect(expectOk(taken).map((m) => m.email)).not.toContain(shopper.email);
    expect((await ordersList()).statusCode).toBe(404);

    const { entries } = await auditOf(owner.v, { action: 'staff.role', subject_id: shopper.email });
    expect(entries.map((e) => [e.before?.role, e.after?.role])).toEqual([
      ['production', null],
      ['desk', 'production'],
      [null, 'desk'],
    ]);
    expect(entries.every((e) => e.actor === owner.email && e.actor_role === 'owner')).toBe(true);
  });

  it("refuses an unknown email, an owner, one's own role and a role that does not exist, changing nothing", async () => {
    const n = await entryCount();
    expectClientError(await owner.v.send('POST', '/api/staff/team', { email: 'nobody@example.sg', role: 'desk' }), 422, { field: 'email', message: STAFF_TEAM_MESSAGES.noAccount('nobody@example.sg') });
    const otherOwner = await registeredMember(shop, { staff: 'owner' });
    expectClientError(await owner.v.send('POST', '/api/staff/team', { email: otherOwner.email, role: 'desk' }), 409, { message: STAFF_TEAM_MESSAGES.ownerFromSettings(otherOwner.email) });
    expectClientError(await owner.v.send('POST', '/api/staff/team', { email: owner.email, role: null }), 409, { message: STAFF_TEAM_MESSAGES.notYourself });
    expectClientError(await owner.v.send('POST', '/api/staff/team', { email: desk.email, role: 'owner' }), 422, { field: 'role', message: 'Choose Desk, Production or No staff role.' });
    expect(await entryCount()).toBe(n);
    expect((await desk.v.send('GET', '/api/staff/team')).statusCode).toBe(404);
    const team = expectOk(await owner.v.send<StaffTeamMember[]>('GET', '/api/staff/team'));
    expect(team[0]?.role).toBe('owner');
    expect(team.find((m) => m.email === desk.email)).toMatchObject({ role: 'desk', changeable: true });
  });

  it('STAFF_EMAILS makes its members owners at start and takes ownership from those no longer listed, leaving desk and production staff', async () => {
    const listed = await registeredMember(shop);
    const deskOnly = await registeredMember(shop, { staff: 'desk' });
    const formerOwner = await registeredMember(shop, { staff: 'owner' });
    const roleOf = async (email: string) => (await shop.database.db.select({ role: members.staff_role }).from(members).where(eq(members.email, email)))[0]?.role;
    await syncStaffFromList(shop.database.db, [owner.email, listed.email]);
    expect(await roleOf(listed.email)).toBe('owner');
    expect(await roleOf(owner.email)).toBe('owner');
    expect(await roleOf(deskOnly.email)).toBe('desk');
    expect(await roleOf(formerOwner.email)).toBe(null);
  });
});
