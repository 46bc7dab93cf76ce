/**
 * Storage of accounts: visitors and their guest details, members, verification codes, the address
 * book and the points ledger. Other features reach it through accounts.ts, never directly. Every query about a member's data is scoped
 * to that member. Runs on the app's database or on a transaction (a transaction is a Database).
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { emailVerifications, memberAddresses, members, pointsLedger, visitors } from './account.tables.js';

export type MemberRow = typeof members.$inferSelect;
export type VerificationRow = typeof emailVerifications.$inferSelect;
export type AddressRow = typeof memberAddresses.$inferSelect;

export class AccountRepository {
  constructor(private readonly db: Database) {}

  async memberByEmail(email: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(members).where(eq(members.email, email));
    return row;
  }

  async memberById(id: number): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(members).where(eq(members.id, id));
    return row;
  }

  /** Members whose email is listed are staff, everyone else is not (STAFF_EMAILS is the list). Returns the staff count. */
  async syncStaff(emails: readonly string[]): Promise<number> {
    const listed = emails.length === 0 ? sql`false` : inArray(members.email, [...emails]);
    await this.db
      .update(members)
      .set({ staff_role: sql`CASE WHEN ${listed} THEN 'owner' ELSE NULL END` })
      .where(sql`(${listed} AND ${members.staff_role} IS DISTINCT FROM 'owner') OR (NOT ${listed} AND ${members.staff_role} = 'owner')`);
    const staff = await this.db.select({ id: members.id }).from(members).where(isNotNull(members.staff_role));
    return staff.length;
  }

  async staffMembers(): Promise<MemberRow[]> {
    return this.db
      .select()
      .from(members)
      .where(isNotNull(members.staff_role))
      .orderBy(sql`${members.staff_role} <> 'owner'`, asc(members.email));
  }

  async lockMemberByEmail(email: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(members).where(eq(members.email, email)).for('update');
    return row;
  }

  async createMember(values: typeof members.$inferInsert): Promise<MemberRow> {
    const [row] = await this.db.insert(members).values(values).returning();
    if (!row) throw new Error('member was not returned');
    await this.db.update(visitors).set({ member_id: row.id }).where(eq(visitors.id, row.visitor_id));
    return row;
  }

  async updateMember(id: number, values: Partial<typeof members.$inferInsert>): Promise<MemberRow> {
    const [row] = await this.db
      .update(members)
      .set({ ...values, updated_at: new Date() })
      .where(eq(members.id, id))
      .returning();
    if (!row) throw new Error(`member ${id} was not returned`);
    return row;
  }

  async createVisitor(id: string): Promise<void> {
    await this.db.insert(visitors).values({ id });
  }

  // ---- Verification codes ----

  /** A new code for the email; every earlier code of the email stops working. */
  async replaceVerification(email: string, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db
      .update(emailVerifications)
      .set({ used_at: now })
      .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.used_at)));
    await this.db.insert(emailVerifications).values({ email, code_hash: codeHash, expires_at: expiresAt, created_at: now });
  }

  /** The email's live code (not used, not yet verified), locked for this transaction. */
  async pendingVerification(email: string): Promise<VerificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.used_at), isNull(emailVerifications.verified_at)))
      .orderBy(desc(emailVerifications.id))
      .limit(1)
      .for('update');
    return row;
  }

  async countWrongCode(id: number): Promise<number> {
    const [row] = await this.db
      .update(emailVerifications)
      .set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(eq(emailVerifications.id, id))
      .returning({ attempts: emailVerifications.attempts });
    return row?.attempts ?? 0;
  }

  async markVerified(id: number, registrationTokenHash: string, now: Date): Promise<void> {
    await this.db.update(emailVerifications).set({ verified_at: now, registration_token_hash: registrationTokenHash }).where(eq(emailVerifications.id, id));
  }

  /** Spends a registration token (verified since `verifiedAfter`, not used): true when it was live. */
  async useRegistrationToken(email: string, tokenHash: string, verifiedAfter: Date, now: Date): Promise<boolean> {
    const used = await this.db
      .update(emailVerifications)
      .set({ used_at: now })
      .where(
        and(
          eq(emailVerifications.email, email),
          eq(emailVerifications.registration_token_hash, tokenHash),
          isNull(emailVerifications.used_at),
          gt(emailVerifications.verified_at, verifiedAfter),
        ),
      )
      .returning({ id: emailVerifications.id });
    return used.length > 0;
  }

  // ---- Address book ----

  async addresses(memberId: number): Promise<AddressRow[]> {
    return this.db.select().from(memberAddresses).where(eq(memberAddresses.member_id, memberId)).orderBy(desc(memberAddresses.is_default), asc(memberAddresses.id));
  }

  async address(memberId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.member_id, memberId), eq(memberAddresses.id, id)));
    return row;
  }

  async countAddresses(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::integer`.mapWith(Number) }).from(memberAddresses).where(eq(memberAddresses.member_id, memberId));
    return row?.n ?? 0;
  }

  /** Only one default: the others stop being it (before the new default is written). */
  async clearDefault(memberId: number): Promise<void> {
    await this.db.update(memberAddresses).set({ is_default: false }).where(and(eq(memberAddresses.member_id, memberId), eq(memberAddresses.is_default, true)));
  }

  async insertAddress(values: typeof memberAddresses.$inferInsert): Promise<AddressRow> {
    const [row] = await this.db.insert(memberAddresses).values(values).returning();
    if (!row) throw new Error('address was not returned');
    return row;
  }

  async updateAddress(memberId: number, id: number, values: Partial<typeof memberAddresses.$inferInsert>): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .update(memberAddresses)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(memberAddresses.member_id, memberId), eq(memberAddresses.id, id)))
      .returning();
    return row;
  }

  async deleteAddress(memberId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .delete(memberAddresses)
      .where(and(eq(memberAddresses.member_id, memberId), eq(memberAddresses.id, id)))
      .returning();
    return row;
  }

  /** After the default was deleted, the oldest remaining address becomes the default. */
  async promoteOldestToDefault(memberId: number): Promise<void> {
    const [oldest] = await this.db.select({ id: memberAddresses.id }).from(memberAddresses).where(eq(memberAddresses.member_id, memberId)).orderBy(asc(memberAddresses.id)).limit(1);
    if (oldest) await this.db.update(memberAddresses).set({ is_default: true }).where(eq(memberAddresses.id, oldest.id));
  }

  // ---- Points ----

  /** Grants points once per reason (the ledger's unique key makes a second grant a no-op). */
  async grantPoints(memberId: number, points: number, reasonKey: string, description: string, now: Date): Promise<void> {
    await this.db.insert(pointsLedger).values({ member_id: memberId, points, reason_key: reasonKey, description, created_at: now }).onConflictDoNothing();
  }

  /** Points given back once per reason (a cancelled order's); true when this call wrote the entry. */
  async returnPoints(memberId: number, points: number, reasonKey: string, description: string, now: Date): Promise<boolean> {
    const written = await this.db.insert(pointsLedger).values({ member_id: memberId, points, reason_key: reasonKey, description, created_at: now }).onConflictDoNothing().returning({ id: pointsLedger.id });
    return written.length > 0;
  }

  async pointsBalance(memberId: number): Promise<number> {
    const [row] = await this.db.select({ sum: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::integer`.mapWith(Number) }).from(pointsLedger).where(eq(pointsLedger.member_id, memberId));
    return row?.sum ?? 0;
  }

  /**
   * The balance, with the member's row locked until the transaction ends: two checkouts spending
   * the same points run one after the other, and the second sees what the first spent.
   */
  async lockedPointsBalance(memberId: number): Promise<number> {
    await this.db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    return this.pointsBalance(memberId);
  }

  /** Spends points (a negative entry) once per reason: a retried order spends nothing twice. */
  async spendPoints(memberId: number, points: number, reasonKey: string, description: string, now: Date): Promise<void> {
    await this.db.insert(pointsLedger).values({ member_id: memberId, points: -points, reason_key: reasonKey, description, created_at: now }).onConflictDoNothing();
  }

  async pointsHistory(memberId: number): Promise<(typeof pointsLedger.$inferSelect)[]> {
    return this.db.select().from(pointsLedger).where(eq(pointsLedger.member_id, memberId)).orderBy(desc(pointsLedger.created_at), desc(pointsLedger.id));
  }

  // ---- Quotations ----

  /** The visitor row's guest details (all null unless a quote request stored them). */
  async guestDetails(visitorId: string): Promise<{ first_name: string | null; last_name: string | null; email: string | null; member_id: number | null } | undefined> {
    const [row] = await this.db
      .select({ first_name: visitors.first_name, last_name: visitors.last_name, email: visitors.email, member_id: visitors.member_id })
      .from(visitors)
      .where(eq(visitors.id, visitorId));
    return row;
  }

  /** Stores the name and email on a visitor who has none yet (the quote forms) (a guest keeps their first details). */
  async storeGuest(visitorId: string, guest: { first_name: string; last_name: string; email: string }): Promise<void> {
    await this.db
      .update(visitors)
      .set(guest)
      .where(and(eq(visitors.id, visitorId), isNull(visitors.email), isNull(visitors.member_id)));
  }
}
