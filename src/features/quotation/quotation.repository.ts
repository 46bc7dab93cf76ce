/**
 * Quotation storage. Every read and write names the owner (the visitor), so a quotation of
 * someone else is simply not found: the same answer as a number that doesn't exist.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { quotationItems, quotations } from './quotation.tables.js';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationItemRow = typeof quotationItems.$inferSelect;
export type NewQuotation = Pick<
  QuotationRow,
  'quotation_no' | 'visitor_id' | 'issue_date' | 'sub_total_cents' | 'shipping_fee_cents' | 'point_discount_cents' | 'coupon_discount_cents' | 'total_cents'
>;
export type NewQuotationItem = Pick<QuotationItemRow, 'details' | 'quantity' | 'amount_cents' | 'configuration'>;
export type BillTo = Pick<QuotationRow, 'name' | 'company' | 'address'>;

export interface StoredQuotation {
  quotation: QuotationRow;
  items: QuotationItemRow[];
}

export class QuotationRepository {
  constructor(private readonly db: Database) {}

  /** Stores the quotation and its lines in one transaction; throws a unique violation if the number is taken. */
  async insert(quotation: NewQuotation, items: NewQuotationItem[]): Promise<StoredQuotation> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(quotations).values(quotation).returning();
      if (!row) throw new Error('quotation insert returned nothing');
      const lines = await tx
        .insert(quotationItems)
        .values(items.map((item, position) => ({ ...item, quotation_id: row.id, position })))
        .returning();
      return { quotation: row, items: lines.sort((a, b) => a.position - b.position) };
    });
  }

  async findByNumber(visitorId: string, quotationNo: string): Promise<StoredQuotation | null> {
    const [row] = await this.db
      .select()
      .from(quotations)
      .where(and(eq(quotations.quotation_no, quotationNo), eq(quotations.visitor_id, visitorId)));
    return row ? { quotation: row, items: await this.items(row.id) } : null;
  }

  /** Saves the Bill To block of the owner's quotation; null when it isn't theirs (or doesn't exist). */
  async updateBillTo(visitorId: string, quotationNo: string, billTo: BillTo): Promise<StoredQuotation | null> {
    const [row] = await this.db
      .update(quotations)
      .set({ ...billTo, updated_at: new Date() })
      .where(and(eq(quotations.quotation_no, quotationNo), eq(quotations.visitor_id, visitorId)))
      .returning();
    return row ? { quotation: row, items: await this.items(row.id) } : null;
  }

  private items(quotationId: number): Promise<QuotationItemRow[]> {
    return this.db.select().from(quotationItems).where(eq(quotationItems.quotation_id, quotationId)).orderBy(asc(quotationItems.position));
  }

  /** The quotations a visitor owns (a member's own visitor holds theirs), newest first, with their line counts. */
  async quotationsOf(visitorId: string): Promise<{ quotation_no: string; issue_date: string; total_cents: number; item_count: number }[]> {
    return this.db
      .select({
        quotation_no: quotations.quotation_no,
        issue_date: quotations.issue_date,
        total_cents: quotations.total_cents,
        item_count: sql<number>`(select count(*) from ${quotationItems} where ${quotationItems.quotation_id} = ${quotations.id})::integer`.mapWith(Number),
      })
      .from(quotations)
      .where(eq(quotations.visitor_id, visitorId))
      .orderBy(desc(quotations.created_at), desc(quotations.id));
  }

  /** A guest's quotations become the member's (their numbers, and so their links, stay the same). */
  async moveToMember(fromVisitorId: string, toVisitorId: string, memberId: number): Promise<void> {
    await this.db.update(quotations).set({ visitor_id: toVisitorId, member_id: memberId }).where(eq(quotations.visitor_id, fromVisitorId));
  }
}
