/**
 * Quotations' rules on the server: create one from configurations the server prices itself (a
 * price or total the browser sends that differs is refused, nothing stored), read it, and save
 * its Bill To. Every read and write names the owner, so a stranger's or a guessed number gets
 * the same 404 as one that doesn't exist. Totals come from the shared orderTotals.
 */
import { assertLetteringCuttable } from '../lettering/lettering-check.js';
import { randomBytes } from 'node:crypto';
import { centsToDollars, dollarsToCents, formatSgd } from '../../shared/money.js';
import type { FieldIssue } from '../../shared/envelope.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { Database } from '../../server/db/client.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { storedInput } from '../cart/cart-service.js';
import { linePageUrl } from '../catalogue/product-page-url.js';
import { orderTotals, type OrderTotals } from '../pricing/order-totals.js';
import { quoteLine, type QuoteLine } from '../pricing/quote-line.js';
import { formatShopDate, shopToday } from '../shipping/dispatch-date.js';
import { billToProblem, normaliseBillTo, quotationPriceNote, normaliseQuotationNo, QUOTATION_NOT_FOUND_MESSAGE, quotationNumber, validUntil, type BillToField } from './quotation-rules.js';
import { isUniqueViolation } from '../../server/db/unique-violation.js';
import { QuotationRepository, type BillTo, type StoredQuotation } from './quotation.repository.js';
import type { CreateQuotationData, MemberQuotation, Quotation, UpdateQuotationBody } from './quotation.schemas.js';
import type { AdoptGuestWork } from '../account/accounts.js';

/** The answer's shape: dollars beside cents for every amount, dates with their text. */
function toQuotationDto({ quotation: q, items }: StoredQuotation, snapshot: CatalogueSnapshot): Quotation {
  const until = validUntil(q.issue_date);
  const catalogue = snapshot.catalogue;
  const lines = items.map((item) => ({
    details: item.details,
    quantity: item.quantity,
    price: centsToDollars(item.amount_cents),
    price_cents: item.amount_cents,
    page_url: linePageUrl(catalogue, item.configuration, item.quantity),
    today_price_cents: todayPrice(snapshot, item.configuration, item.quantity),
  }));
  return {
    quotation_no: q.quotation_no,
    issue_date: q.issue_date,
    issue_date_text: formatShopDate(q.issue_date),
    valid_until: until,
    valid_until_text: formatShopDate(until),
    name: q.name,
    company: q.company,
    address: q.address,
    items: lines,
    sub_total: centsToDollars(q.sub_total_cents),
    sub_total_cents: q.sub_total_cents,
    shipping_fee: centsToDollars(q.shipping_fee_cents),
    shipping_fee_cents: q.shipping_fee_cents,
    point_discount: centsToDollars(q.point_discount_cents),
    point_discount_cents: q.point_discount_cents,
    coupon_discount: centsToDollars(q.coupon_discount_cents),
    coupon_discount_cents: q.coupon_discount_cents,
    total_price: centsToDollars(q.total_cents),
    total_price_cents: q.total_cents,
    price_note: quotationPriceNote(lines),
  };
}

/** A line's price today, as the cart would price it; null when it can no longer be ordered online. */
function todayPrice(snapshot: CatalogueSnapshot, configuration: StoredConfiguration, quantity: number): number | null {
  try {
    return quoteLine(snapshot, storedInput(configuration, quantity)).totalCents;
  } catch (error) {
    if (error instanceof ShopError) return null;
    throw error;
  }
}

/** A line's error, pointed at its place in the list ("Line 2: …" when there are several). */
function lineError(error: unknown, index: number, lineCount: number): unknown {
  if (!(error instanceof ShopError)) return error;
  const issues = (error.issues ?? []).map((issue) => ({ ...issue, field: `quotations.${index}.${issue.field}` }));
  const message = lineCount > 1 ? `Line ${index + 1}: ${error.message}` : error.message;
  return new ShopError(error.statusCode, error.reason, message, issues.length > 0 ? issues : [{ field: `quotations.${index}`, message: error.message }]);
}

/** Totals the browser sent must be the server's; the ones left out are simply the server's. */
function checkSentTotals(body: CreateQuotationData, totals: OrderTotals): void {
  const sent: [string, number | undefined, number, string][] = [
    ['sub_total', body.sub_total, totals.subTotalCents, 'Sub total'],
    ['shipping_fee', body.shipping_fee, totals.shippingFeeCents, 'Shipping fee'],
    ['total_price', body.total_price, totals.totalCents, 'Total'],
  ];
  const issues: FieldIssue[] = sent
    .filter(([, value, expected]) => value !== undefined && dollarsToCents(value) !== expected)
    .map(([field, , expected, label]) => ({ field, message: `${label} is ${formatSgd(expected)}.` }));
  if (issues.length === 0) return;
  const fee = totals.shippingFeeCents === 0 ? 'free shipping' : `shipping ${formatSgd(totals.shippingFeeCents)}`;
  throw new ShopError(
    409,
    'conflict',
    `The totals sent don't match the prices: the sub total is ${formatSgd(totals.subTotalCents)}, with ${fee}, the total is ${formatSgd(totals.totalCents)}. Please review and try again.`,
    issues,
  );
}

export class QuotationService {
  constructor(
    private readonly db: Database,
    private readonly snapshot: () => CatalogueSnapshot,
    private readonly now: () => Date,
  ) {}

  /**
   * Prices every line, checks what the browser sent, then stores the quotation for the owner.
   * `owner` is asked only once the request is known to be valid (no visitor is made for a refused
   * one). `db` may be an open transaction (an idempotent request stores its answer in it).
   */
  async create(body: CreateQuotationData, owner: () => Promise<string>, db: Database = this.db): Promise<Quotation> {
    const snapshot = this.snapshot();
    const lines: QuoteLine[] = body.quotations.map((line, index) => {
      if (line.cost !== undefined && line.price !== undefined && dollarsToCents(line.cost) !== dollarsToCents(line.price)) {
        throw invalidField(`quotations.${index}.price`, 'cost and price are the same figure (the line total shown): send one, or the same value in both.');
      }
      try {
        return quoteLine(snapshot, { ...line, cost: line.cost ?? line.price });
      } catch (error) {
        throw lineError(error, index, body.quotations.length);
      }
    });
    for (const [index, line] of lines.entries()) {
      try {
        await assertLetteringCuttable(line.configuration);
      } catch (error) {
        throw lineError(error, index, body.quotations.length);
      }
    }
    const now = this.now();
    const totals = orderTotals(snapshot, lines.map((l) => ({ productId: l.configuration.product_id, quantity: l.quantity, totalCents: l.totalCents })), now);
    checkSentTotals(body, totals);

    const visitorId = await owner();
    const repository = new QuotationRepository(db);
    const issueDate = shopToday(now);
    const items = lines.map((line) => ({ details: line.summary, quantity: line.quantity, amount_cents: line.totalCents, configuration: line.configuration }));
    // 2^30 numbers a day: a clash is rare, and a new number fixes it.
    for (let attempt = 0; ; attempt++) {
      try {
        const stored = await repository.insert(
          {
            quotation_no: quotationNumber(issueDate, randomBytes(6)),
            visitor_id: visitorId,
            issue_date: issueDate,
            sub_total_cents: totals.subTotalCents,
            shipping_fee_cents: totals.shippingFeeCents,
            point_discount_cents: 0,
            coupon_discount_cents: 0,
            total_cents: totals.totalCents,
          },
          items,
        );
        return this.toDto(stored);
      } catch (error) {
        if (attempt >= 4 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /** The answer's shape of a stored quotation, its lines linking to their configurations. */
  toDto(stored: StoredQuotation): Quotation {
    return toQuotationDto(stored, this.snapshot());
  }

  /** The owner's quotation by its number (typed in any case), or the one 404 for everything else. */
  async find(visitorId: string | null, rawNo: string): Promise<StoredQuotation> {
    const quotationNo = normaliseQuotationNo(rawNo);
    const stored = visitorId && quotationNo ? await new QuotationRepository(this.db).findByNumber(visitorId, quotationNo) : null;
    if (!stored) throw notFound(QUOTATION_NOT_FOUND_MESSAGE);
    return stored;
  }

  /** Saves Bill To (plain text, trimmed, within the limits) on the owner's quotation. */
  async updateBillTo(visitorId: string | null, rawNo: string, body: UpdateQuotationBody): Promise<Quotation> {
    const billTo: BillTo = { name: '', company: '', address: '' };
    for (const field of ['name', 'company', 'address'] as const satisfies readonly BillToField[]) {
      const value = normaliseBillTo(field, body[field]);
      const problem = billToProblem(field, value);
      if (problem) throw invalidField(field, problem);
      billTo[field] = value;
    }
    const quotationNo = normaliseQuotationNo(rawNo);
    const stored = visitorId && quotationNo ? await new QuotationRepository(this.db).updateBillTo(visitorId, quotationNo, billTo) : null;
    if (!stored) throw notFound(QUOTATION_NOT_FOUND_MESSAGE);
    return this.toDto(stored);
  }
}

/** The quotations a member's visitor owns, newest first (My account). */
export async function memberQuotations(db: Database, memberVisitorId: string): Promise<MemberQuotation[]> {
  return (await new QuotationRepository(db).quotationsOf(memberVisitorId)).map((q) => ({
    quotation_no: q.quotation_no,
    issue_date: q.issue_date,
    item_count: q.item_count,
    total_price: centsToDollars(q.total_cents),
    total_price_cents: q.total_cents,
  }));
}

/** The quotations' part in a sign-in (AdoptGuestWork, account/accounts.ts): their numbers, and so their links, stay the same. */
export const adoptGuestQuotations: AdoptGuestWork = (tx, guest, member) => new QuotationRepository(tx).moveToMember(guest.visitorId, member.visitorId, member.memberId);
