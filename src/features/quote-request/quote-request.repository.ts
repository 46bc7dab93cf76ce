/**
 * Storage of quote requests: the request row, its files' rows (their content is the FileStore's,
 * written by the service on the same transaction), the guest's details on the visitor row, the requester's and the staff's reads.
 * Every shopper query is scoped to its owner (visitor, or member); staff queries are guarded by the
 * routes. Runs on the app's database or on a transaction (a transaction is a Database).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { quoteOffers, quoteRequestFiles, quoteRequestMessages, quoteRequests } from './quote-request.tables.js';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteRequestFileRow = typeof quoteRequestFiles.$inferSelect;
export type QuoteOfferRow = typeof quoteOffers.$inferSelect;
export type QuoteMessageRow = typeof quoteRequestMessages.$inferSelect;
export type QuoteRequestWithFiles = QuoteRequestRow & { files: QuoteRequestFileRow[] };

/** Lists are bounded: a shopper's newest 100, the staff's newest 200. */
const SHOPPER_LIST_LIMIT = 100;
const STAFF_LIST_LIMIT = 200;

export class QuoteRequestRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof quoteRequests.$inferInsert): Promise<QuoteRequestRow> {
    const [row] = await this.db.insert(quoteRequests).values(values).returning();
    if (!row) throw new Error('quote request was not returned');
    return row;
  }

  async insertFile(values: typeof quoteRequestFiles.$inferInsert): Promise<QuoteRequestFileRow> {
    const [row] = await this.db.insert(quoteRequestFiles).values(values).returning();
    if (!row) throw new Error('quote request file was not returned');
    return row;
  }


  private async withFiles(rows: QuoteRequestRow[]): Promise<QuoteRequestWithFiles[]> {
    if (rows.length === 0) return [];
    const files = await this.db
      .select()
      .from(quoteRequestFiles)
      .where(
        inArray(
          quoteRequestFiles.quote_request_id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(quoteRequestFiles.quote_request_id, quoteRequestFiles.position);
    return rows.map((row) => ({ ...row, files: files.filter((f) => f.quote_request_id === row.id) }));
  }

  /**
   * A shopper's requests, newest first: a guest's by their visitor; a member's by their own
   * visitor, their member id, or their (verified) email, which includes those they sent as a
   * guest before registering.
   */
  async listFor(owner: { visitorId: string | null; member: { id: number; email: string } | null }): Promise<QuoteRequestWithFiles[]> {
    const conditions: SQL[] = [];
    if (owner.member) conditions.push(eq(quoteRequests.member_id, owner.member.id), eq(quoteRequests.email, owner.member.email));
    if (owner.visitorId) conditions.push(owner.member ? eq(quoteRequests.visitor_id, owner.visitorId) : and(eq(quoteRequests.visitor_id, owner.visitorId), isNull(quoteRequests.member_id)) as SQL);
    if (conditions.length === 0) return [];
    const rows = await this.db
      .select()
      .from(quoteRequests)
      .where(or(...conditions))
      .orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id))
      .limit(SHOPPER_LIST_LIMIT);
    return this.withFiles(rows);
  }

  async listForStaff(status: string | undefined): Promise<QuoteRequestWithFiles[]> {
    const rows = await this.db
      .select()
      .from(quoteRequests)
      .where(status === undefined ? undefined : eq(quoteRequests.status, status))
      .orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id))
      .limit(STAFF_LIST_LIMIT);
    return this.withFiles(rows);
  }

  async byNumber(requestNo: string): Promise<QuoteRequestWithFiles | undefined> {
    const [row] = await this.db.select().from(quoteRequests).where(eq(quoteRequests.request_no, requestNo));
    return row ? (await this.withFiles([row]))[0] : undefined;
  }

  /** One file of one request (its content is in the FileStore under storage_key). */
  async file(requestNo: string, fileId: string): Promise<QuoteRequestFileRow | undefined> {
    const [row] = await this.db
      .select({ file: quoteRequestFiles })
      .from(quoteRequestFiles)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestFiles.quote_request_id))
      .where(and(eq(quoteRequests.request_no, requestNo), eq(quoteRequestFiles.id, fileId)));
    return row?.file;
  }

  /** A guest's quote requests become the member's (the member then sees them in their account). */
  async moveToMember(fromVisitorId: string, toVisitorId: string, memberId: number): Promise<void> {
    await this.db.update(quoteRequests).set({ visitor_id: toVisitorId, member_id: memberId }).where(eq(quoteRequests.visitor_id, fromVisitorId));
  }


  // ---- The conversation and the offers (issue 19) ----

  /** The request's row, locked until the transaction ends (one staff answer or shopper reply at a time). */
  async lockByNumber(requestNo: string): Promise<QuoteRequestRow | undefined> {
    const [row] = await this.db.select().from(quoteRequests).where(eq(quoteRequests.request_no, requestNo)).for('update');
    return row;
  }

  async setStatus(id: number, status: string, now: Date): Promise<void> {
    await this.db.update(quoteRequests).set({ status, updated_at: now }).where(eq(quoteRequests.id, id));
  }

  async offers(requestId: number): Promise<QuoteOfferRow[]> {
    // Replaced options first, then the current answer's, each in the order given.
    return this.db
      .select()
      .from(quoteOffers)
      .where(eq(quoteOffers.quote_request_id, requestId))
      .orderBy(sql`${quoteOffers.withdrawn_at} IS NULL`, asc(quoteOffers.created_at), asc(quoteOffers.position));
  }

  /** The offers of several requests, by request. */
  async offersOf(requestIds: readonly number[]): Promise<Map<number, QuoteOfferRow[]>> {
    const byRequest = new Map<number, QuoteOfferRow[]>();
    if (requestIds.length === 0) return byRequest;
    for (const offer of await this.db.select().from(quoteOffers).where(inArray(quoteOffers.quote_request_id, [...requestIds]))) {
      byRequest.set(offer.quote_request_id, [...(byRequest.get(offer.quote_request_id) ?? []), offer]);
    }
    return byRequest;
  }

  async offerById(offerId: string): Promise<QuoteOfferRow | undefined> {
    const [row] = await this.db.select().from(quoteOffers).where(eq(quoteOffers.id, offerId));
    return row;
  }

  async offer(requestId: number, offerId: string): Promise<QuoteOfferRow | undefined> {
    const [row] = await this.db.select().from(quoteOffers).where(and(eq(quoteOffers.quote_request_id, requestId), eq(quoteOffers.id, offerId)));
    return row;
  }

  /** Withdraws the request's options that are still open (a newer answer, or the request declined). */
  async withdrawOpenOffers(requestId: number, now: Date): Promise<void> {
    await this.db
      .update(quoteOffers)
      .set({ withdrawn_at: now })
      .where(and(eq(quoteOffers.quote_request_id, requestId), isNull(quoteOffers.withdrawn_at), isNull(quoteOffers.accepted_at)));
  }

  async insertOffers(values: (typeof quoteOffers.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await this.db.insert(quoteOffers).values(values);
  }

  async markOfferAccepted(offerId: string, now: Date): Promise<void> {
    await this.db.update(quoteOffers).set({ accepted_at: now }).where(eq(quoteOffers.id, offerId));
  }

  async messages(requestId: number): Promise<QuoteMessageRow[]> {
    return this.db.select().from(quoteRequestMessages).where(eq(quoteRequestMessages.quote_request_id, requestId)).orderBy(asc(quoteRequestMessages.id));
  }

  async insertMessage(values: typeof quoteRequestMessages.$inferInsert): Promise<void> {
    await this.db.insert(quoteRequestMessages).values(values);
  }
}
