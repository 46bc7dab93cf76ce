/**
 * A quote request answered with a price (issue 19): staff reply with priced options, write, or
 * decline; the shopper reads the options on the request's page, writes back, or declines. Each
 * change is one transaction on the request's locked row: the offers and the message are stored,
 * the status moves, the other side's email is queued, and (for staff) the audit entry is written.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client.js';
import { invalidField, ShopError } from '../../server/errors.js';
import { formatSgd } from '../../shared/money.js';
import { paths } from '../../shared/paths.js';
import type { StaffMember } from '../account/staff-access.js';
import { CartService } from '../cart/cart-service.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { productDisplayName } from '../catalogue/labels.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { formatShopDate, shopToday } from '../shipping/dispatch-date.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { offerProblems, offerState, QUOTE_OFFER_MESSAGES, QUOTE_STATUS_LABELS, quoteStatus } from './quote-offer-rules.js';
import type { QuoteAnswerBody, QuoteConversationView, QuoteMessageBody } from './quote-offer.schemas.js';
import { normaliseQuoteRequestNo } from './quote-request-rules.js';
import { QuoteRequestRepository, type QuoteOfferRow, type QuoteRequestRow } from './quote-request.repository.js';

/** Who is asking on the shopper's side: their visitor and, when signed in, the member. */
export interface QuoteViewer {
  visitorId: string | null;
  member: { id: number; email: string } | null;
}

export interface QuoteConversationOptions {
  db: Database;
  now: () => Date;
  email: EmailContext;
  /** The catalogue (the cart's services need it when an option is put in the cart). */
  snapshot: () => CatalogueSnapshot;
}

/** A guest sees their own requests; a member those sent signed in, from their visitor, or with their email. */
export const ownsRequest = (row: QuoteRequestRow, viewer: QuoteViewer): boolean =>
  (viewer.member !== null && (row.member_id === viewer.member.id || row.email === viewer.member.email)) ||
  (viewer.visitorId !== null && row.visitor_id === viewer.visitorId && (row.member_id === null || row.member_id === viewer.member?.id));

const dispatchWords = (days: number) => `${days} business day${days === 1 ? '' : 's'} after payment and your approved proof`;

export class QuoteConversation {
  constructor(private readonly options: QuoteConversationOptions) {}

  private today(): string {
    return shopToday(this.options.now());
  }

  /** The conversation of a request as both sides see it. */
  async view(db: Database, row: QuoteRequestRow): Promise<QuoteConversationView> {
    const repository = new QuoteRequestRepository(db);
    const [offers, messages] = await Promise.all([repository.offers(row.id), repository.messages(row.id)]);
    const today = this.today();
    const status = quoteStatus(row.status, offers, today);
    return {
      status,
      status_label: QUOTE_STATUS_LABELS[status],
      offers: offers.map((offer) => ({
        id: offer.id,
        position: offer.position,
        description: offer.description,
        quantity: offer.quantity,
        price_cents: offer.price_cents,
        price: formatSgd(offer.price_cents),
        dispatch_days: offer.dispatch_days,
        valid_until: offer.valid_until,
        valid_until_text: formatShopDate(offer.valid_until),
        state: offerState(offer, today),
        created_at: offer.created_at.toISOString(),
      })),
      messages: messages.map((m) => ({ author: m.author as 'shopper' | 'staff', author_name: m.author_name, body: m.body, at: m.created_at.toISOString() })),
    };
  }

  // ---- Staff ----

  /** Staff answer with priced options (and a message): earlier open options are withdrawn, the shopper is emailed. */
  async answer(staff: StaffMember, rawNo: string, body: QuoteAnswerBody, requestId?: string): Promise<void> {
    const today = this.today();
    const options = body.options.map((o) => ({ ...o, description: o.description.trim() }));
    const problems = offerProblems(options, today);
    if (problems[0]) throw new ShopError(422, 'validation', problems[0].message, problems);
    await this.change(rawNo, async (row, repository, now, tx) => {
      if (row.status === 'declined') throw new ShopError(409, 'conflict', QUOTE_OFFER_MESSAGES.alreadyDeclined);
      if (row.status === 'accepted') throw new ShopError(409, 'conflict', QUOTE_OFFER_MESSAGES.alreadyAccepted);
      const before = (await repository.offers(row.id)).filter((o) => !o.withdrawn_at).map(offerRecord);
      await repository.withdrawOpenOffers(row.id, now);
      const rows = options.map((o, i) => ({ id: randomUUID(), quote_request_id: row.id, position: i + 1, ...o, created_by: staff.email, created_at: now }));
      await repository.insertOffers(rows);
      const message = body.message.trim();
      if (message !== '') await repository.insertMessage({ quote_request_id: row.id, author: 'staff', author_name: staff.email, body: message, created_at: now });
      await repository.setStatus(row.id, 'answered', now);
      await recordStaffChange(
        tx,
        {
          by: staff,
          action: 'quote.answer',
          subject: { type: 'quote_request', id: row.request_no },
          summary: `Answered with ${rows.length === 1 ? '1 option' : `${rows.length} options`}: ${rows.map((o) => formatSgd(o.price_cents)).join(', ')}`,
          before: { status: row.status, offers: before },
          after: { status: 'answered', offers: rows.map(offerRecord) },
          requestId,
        },
        now,
      );
      await this.emailShopper(tx, row, 'answered', message, rows);
    });
  }

  /** Staff write to the shopper without changing the options. */
  async staffWrite(staff: StaffMember, rawNo: string, body: QuoteMessageBody, requestId?: string): Promise<void> {
    const message = requiredMessage(body, QUOTE_OFFER_MESSAGES.messageRequired);
    await this.change(rawNo, async (row, repository, now, tx) => {
      await repository.insertMessage({ quote_request_id: row.id, author: 'staff', author_name: staff.email, body: message, created_at: now });
      await recordStaffChange(tx, { by: staff, action: 'quote.message', subject: { type: 'quote_request', id: row.request_no }, summary: `Wrote to the shopper: ${excerpt(message)}`, after: { message }, requestId }, now);
      await this.emailShopper(tx, row, 'staff_message', message, []);
    });
  }

  /** Staff decline the request (a reason is required: the shopper reads it); open options are withdrawn. */
  async staffDecline(staff: StaffMember, rawNo: string, body: QuoteMessageBody, requestId?: string): Promise<void> {
    const message = requiredMessage(body, QUOTE_OFFER_MESSAGES.declineReasonRequired);
    await this.change(rawNo, async (row, repository, now, tx) => {
      if (row.status === 'declined') return;
      if (row.status === 'accepted') throw new ShopError(409, 'conflict', QUOTE_OFFER_MESSAGES.alreadyAccepted);
      await repository.withdrawOpenOffers(row.id, now);
      await repository.insertMessage({ quote_request_id: row.id, author: 'staff', author_name: staff.email, body: message, created_at: now });
      await repository.setStatus(row.id, 'declined', now);
      await recordStaffChange(tx, { by: staff, action: 'quote.decline', subject: { type: 'quote_request', id: row.request_no }, summary: `Declined: ${excerpt(message)}`, before: { status: row.status }, after: { status: 'declined', reason: message }, requestId }, now);
      await this.emailShopper(tx, row, 'declined', message, []);
    });
  }

  // ---- The shopper ----

  /** The shopper's own request (404 for anyone else, as for a request that does not exist). */
  async ownRequest(db: Database, viewer: QuoteViewer, rawNo: string): Promise<QuoteRequestRow> {
    const requestNo = normaliseQuoteRequestNo(rawNo);
    const row = requestNo ? await new QuoteRequestRepository(db).lockByNumber(requestNo) : undefined;
    if (!row || !ownsRequest(row, viewer)) throw new ShopError(404, 'not_found', QUOTE_OFFER_MESSAGES.notFound);
    return row;
  }

  async shopperWrite(viewer: QuoteViewer, rawNo: string, body: QuoteMessageBody): Promise<void> {
    const message = requiredMessage(body, QUOTE_OFFER_MESSAGES.messageRequired);
    await this.options.db.transaction(async (tx) => {
      const row = await this.ownRequest(tx, viewer, rawNo);
      const now = this.options.now();
      await new QuoteRequestRepository(tx).insertMessage({ quote_request_id: row.id, author: 'shopper', author_name: row.first_name, body: message, created_at: now });
      await this.emailShop(tx, row, 'shopper_message', message);
    });
  }

  async shopperDecline(viewer: QuoteViewer, rawNo: string, body: QuoteMessageBody): Promise<void> {
    const message = body.message.trim();
    await this.options.db.transaction(async (tx) => {
      const row = await this.ownRequest(tx, viewer, rawNo);
      if (row.status === 'declined') return;
      if (row.status === 'accepted') throw new ShopError(409, 'conflict', QUOTE_OFFER_MESSAGES.alreadyAccepted);
      const repository = new QuoteRequestRepository(tx);
      const now = this.options.now();
      await repository.withdrawOpenOffers(row.id, now);
      await repository.insertMessage({ quote_request_id: row.id, author: 'shopper', author_name: row.first_name, body: message || 'I do not need this quote any more.', created_at: now });
      await repository.setStatus(row.id, 'declined', now);
      await this.emailShop(tx, row, 'shopper_declined', message);
    });
  }

  /**
   * One click: the shopper accepts an open option and it is put in their cart as a line at exactly
   * the quoted price (CartService.addQuoted), in one transaction with the request's row locked.
   * The request becomes accepted and its other open options close. Accepting the same option again
   * (a double click, or after removing the line) puts it back while the price holds, never twice.
   */
  async accept(viewer: QuoteViewer, visitorId: string, rawNo: string, offerId: string): Promise<{ added: boolean }> {
    return this.options.db.transaction(async (tx) => {
      const row = await this.ownRequest(tx, viewer, rawNo);
      const repository = new QuoteRequestRepository(tx);
      const offer = UUID.test(offerId) ? await repository.offer(row.id, offerId.toLowerCase()) : undefined;
      if (!offer) throw new ShopError(404, 'not_found', QUOTE_OFFER_MESSAGES.notFound);
      const today = this.today();
      const state = offerState(offer, today);
      if (state === 'expired') throw new ShopError(409, 'conflict', QUOTE_OFFER_MESSAGES.offerExpired(formatShopDate(offer.valid_until)));
      if (row.status === 'declined') throw new ShopError(409, 'conflict', QUOTE_OFFER_MESSAGES.alreadyDeclined);
      if (state === 'withdrawn') throw new ShopError(409, 'conflict', row.status === 'accepted' ? QUOTE_OFFER_MESSAGES.alreadyAccepted : QUOTE_OFFER_MESSAGES.offerWithdrawn);
      const now = this.options.now();
      if (state === 'open') {
        await repository.markOfferAccepted(offer.id, now);
        await repository.withdrawOpenOffers(row.id, now);
        await repository.setStatus(row.id, 'accepted', now);
        await repository.insertMessage({ quote_request_id: row.id, author: 'shopper', author_name: row.first_name, body: `Accepted option ${offer.position}: ${offer.description}, ${formatSgd(offer.price_cents)}.`, created_at: now });
      }
      const { added } = await CartService.on(tx, this.options.snapshot, this.options.now).addQuoted(visitorId, {
        requestNo: row.request_no,
        offerId: offer.id,
        configuration: storedConfigurationOf(row),
        // "Product — what was quoted (quote R…)": the cart and documents show the product, then the quote's words.
        summary: `${productName(this.options.snapshot(), row.product_id)} — ${offer.description} (quote ${row.request_no})`,
        quantity: offer.quantity,
        totalCents: offer.price_cents,
        validUntil: offer.valid_until,
        dispatchDays: offer.dispatch_days,
      });
      return { added };
    });
  }

  // ---- Shared ----

  private async change(rawNo: string, apply: (row: QuoteRequestRow, repository: QuoteRequestRepository, now: Date, tx: Database) => Promise<void>): Promise<void> {
    const requestNo = normaliseQuoteRequestNo(rawNo);
    if (!requestNo) throw new ShopError(404, 'not_found', QUOTE_OFFER_MESSAGES.notFound);
    await this.options.db.transaction(async (tx) => {
      const repository = new QuoteRequestRepository(tx);
      const row = await repository.lockByNumber(requestNo);
      if (!row) throw new ShopError(404, 'not_found', QUOTE_OFFER_MESSAGES.notFound);
      await apply(row, repository, this.options.now(), tx);
    });
  }

  private pageUrl(row: QuoteRequestRow): string {
    return `${this.options.email.publicUrl}${paths.quoteRequest(row.request_no)}`;
  }

  private emailShopper(tx: Database, row: QuoteRequestRow, event: 'answered' | 'staff_message' | 'declined', message: string, offers: readonly Pick<QuoteOfferRow, 'description' | 'quantity' | 'price_cents' | 'dispatch_days' | 'valid_until'>[]) {
    return queueEmail(
      tx,
      {
        kind: 'quote-conversation',
        to: row.email,
        firstName: row.first_name,
        requestNo: row.request_no,
        summary: row.summary,
        event,
        message,
        options: offers.map((o) => ({ description: o.description, quantity: o.quantity.toLocaleString('en-SG'), price: formatSgd(o.price_cents), dispatch: dispatchWords(o.dispatch_days), validUntil: formatShopDate(o.valid_until) })),
        pageUrl: this.pageUrl(row),
      },
      this.options.email,
    );
  }

  private emailShop(tx: Database, row: QuoteRequestRow, event: 'shopper_message' | 'shopper_declined', message: string) {
    return queueEmail(
      tx,
      {
        kind: 'quote-conversation',
        to: this.options.email.shop.email,
        firstName: row.first_name,
        requestNo: row.request_no,
        summary: row.summary,
        event,
        message,
        options: [],
        pageUrl: `${this.options.email.publicUrl}${paths.staffQuoteRequests}?request=${row.request_no}`,
      },
      this.options.email,
    );
  }
}

const productName = (snapshot: CatalogueSnapshot, productId: number): string => {
  const product = snapshot.catalogue.productsById.get(productId);
  return product ? productDisplayName(product) : 'Custom print';
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's configuration in the stored form cart and order lines keep (ids only, size in mm). */
export function storedConfigurationOf(row: Pick<QuoteRequestRow, 'product_id' | 'configuration'>): StoredConfiguration {
  const c = row.configuration;
  const idOf = (value: unknown): number | null => (value !== null && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : null);
  const numberOr = (value: unknown, fallback: number | null) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const ea = numberOr(c.ea, null);
  return {
    featured_item_id: numberOr(c.featured_item_id, null),
    product_id: row.product_id,
    cutting_id: idOf(c.cutting) ?? 0,
    shape_id: idOf(c.shape),
    finishing_id: idOf(c.finishing),
    adhesive_id: idOf(c.adhesive),
    color_id: idOf(c.color),
    orientation_id: idOf(c.orientation),
    premium_processing_id: numberOr(c.premium_processing_id, null),
    addon_item_ids: Array.isArray(c.addon_item_ids) ? c.addon_item_ids.filter((id): id is number => typeof id === 'number') : [],
    width: numberOr(c.width, 0) ?? 0,
    height: numberOr(c.height, 0) ?? 0,
    cut_per_shape: numberOr(c.cut_per_shape, null),
    ...(ea !== null ? { ea } : {}),
  };
}

/**
 * Checkout's check of a quoted cart line (the orders feature asks, on its transaction): why its
 * price no longer holds, or null. The option must still be the accepted one, its date not past,
 * and the line exactly what was quoted.
 */
export async function quotedPriceProblem(tx: Database, line: { offerId: string; totalCents: number; quantity: number; summary: string }, today: string): Promise<string | null> {
  const offer = await new QuoteRequestRepository(tx).offerById(line.offerId);
  if (!offer || !offer.accepted_at) return QUOTE_OFFER_MESSAGES.offerWithdrawn;
  if (offer.valid_until < today) return QUOTE_OFFER_MESSAGES.quotedLineExpired(line.summary, formatShopDate(offer.valid_until));
  if (offer.price_cents !== line.totalCents || offer.quantity !== line.quantity) return QUOTE_OFFER_MESSAGES.offerWithdrawn;
  return null;
}

const offerRecord = (o: Pick<QuoteOfferRow, 'description' | 'quantity' | 'price_cents' | 'dispatch_days' | 'valid_until'>) => ({
  description: o.description,
  quantity: o.quantity,
  price_cents: o.price_cents,
  dispatch_days: o.dispatch_days,
  valid_until: o.valid_until,
});

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

function requiredMessage(body: QuoteMessageBody, missing: string): string {
  const message = body.message.trim();
  if (message === '') throw invalidField('message', missing);
  return message;
}
