/**
 * Storage of quote requests: the request row, its files (through the FileStore, on the same
 * transaction), the guest's details on the visitor row, the requester's and the staff's reads.
 * Every shopper query is scoped to its owner (visitor, or member); staff queries are guarded by the
 * routes. Runs on the app's database or on a transaction (a transaction is a Database).
 */
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { quoteRequestFiles, quoteRequests } from './quote-request.tables.js';
import { DatabaseFileStore, type FileStore, type StoredFile } from '../../server/file-store.js';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteRequestFileRow = typeof quoteRequestFiles.$inferSelect;
export type QuoteRequestWithFiles = QuoteRequestRow & { files: QuoteRequestFileRow[] };

/** Lists are bounded: a shopper's newest 100, the staff's newest 200. */
const SHOPPER_LIST_LIMIT = 100;
const STAFF_LIST_LIMIT = 200;

export class QuoteRequestRepository {
  readonly files: FileStore;

  constructor(private readonly db: Database) {
    this.files = new DatabaseFileStore(db);
  }

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

  /** One file of one request, with its content. */
  async file(requestNo: string, fileId: string): Promise<{ file: QuoteRequestFileRow; stored: StoredFile } | undefined> {
    const [row] = await this.db
      .select({ file: quoteRequestFiles })
      .from(quoteRequestFiles)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestFiles.quote_request_id))
      .where(and(eq(quoteRequests.request_no, requestNo), eq(quoteRequestFiles.id, fileId)));
    if (!row) return undefined;
    const stored = await this.files.get(row.file.storage_key);
    return stored ? { file: row.file, stored } : undefined;
  }

  /** A guest's quote requests become the member's (the member then sees them in their account). */
  async moveToMember(fromVisitorId: string, toVisitorId: string, memberId: number): Promise<void> {
    await this.db.update(quoteRequests).set({ visitor_id: toVisitorId, member_id: memberId }).where(eq(quoteRequests.visitor_id, fromVisitorId));
  }

}
