/**
 * Orders on the server (issue 12): checkout from the cart, the order as its owner sees it, the
 * look-up by number and email, and a member's list.
 *
 * Checkout never trusts the browser's prices: the cart service prices every line again, a
 * lettering line is measured again, the totals come from the shared orderTotals for the chosen
 * method, and the total the shopper saw must be the server's (else 409, nothing stored). Then, in
 * the caller's ONE transaction (the idempotency layer's): the guest's email token is spent, the
 * order, its lines and its first events (placed, awaiting payment) are written, the cart is
 * emptied and the "order placed" email with the payment instructions is queued. Nothing here
 * records a payment: `paid_at` stays null until staff confirm receipt.
 */
import { sgPhoneDigits } from '../../shared/phone.js';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client.js';
import type { ReusedArtwork } from '../cart/cart.tables.js';
import { isUniqueViolation } from '../../server/db/unique-violation.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { FieldIssue } from '../../shared/envelope.js';
import { centsToDollars, formatSgd, unitPriceOf } from '../../shared/money.js';
import { emailProblem, normaliseEmail } from '../account/account-rules.js';
import { accounts } from '../account/accounts.js';
import { sha256 } from '../account/secrets.js';
import { quotedLineOf, storedInput, totalledLine, type CartService } from '../cart/cart-service.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { linePageUrl } from '../catalogue/product-page-url.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { assertLetteringCuttable } from '../lettering/lettering-check.js';
import type { PaymentInstructions, PaymentProvider } from '../payment/payment-provider.js';
import { paynowQrPng } from '../payment/paynow-qr.js';
import { orderShippingDays, orderTotals, type OrderTotals } from '../pricing/order-totals.js';
import { applyCoupon, bonusPiecesText, couponCodeProblem, type AppliedCoupon } from '../promotions/coupon-rules.js';
import { couponRefused, couponService } from '../promotions/coupons.js';
import { pointsRedemption, pointValueText, POINTS_MESSAGES, type PointsRedemption, type PointsSettings } from '../account/points-rules.js';
import { quoteLine } from '../pricing/quote-line.js';
import { deliveryDate, formatShopDate, shopToday } from '../shipping/dispatch-date.js';
import {
  CHECKOUT_EMAIL_TOKEN_VALID_MINUTES,
  checkoutProblems,
  dispatchDateBasis,
  dispatchSentences,
  isOrderStatus,
  normaliseOrderNo,
  ORDER_MESSAGES,
  timelineStatuses,
  orderNumber,
  orderPagePath,
  orderStatusLabel,
  type CheckoutAddressInput,
  type OrderStatus,
} from './order-rules.js';
import { OrdersRepository, type NewOrderLine, type OrderRow, type OrderViewer, type StoredOrder } from './orders.repository.js';
import type { CheckoutBody, CheckoutQuote, CheckoutQuoteBody, Order, OrderSummary } from './orders.schemas.js';
import { formatShopDateTime } from '../../shared/shop-time.js';
import { cancellationOf, moneyOf } from './refunds.js';

export interface OrderServiceOptions {
  db: Database;
  snapshot: () => CatalogueSnapshot;
  now: () => Date;
  cart: CartService;
  payments: PaymentProvider<'paynow'>;
  email: EmailContext;
  /** What a point is worth and whether points can be spent (SHOP_POINT_* settings). */
  points: PointsSettings;
  /** Queues the automatic proofs of artwork files stored with an order (the artwork feature's job), in its transaction. */
  queueProofs: (tx: Database, orderFileIds: readonly string[]) => Promise<void>;
  /**
   * Why a quoted cart line's price no longer holds (expired, replaced, not the quoted total), or
   * null: the quote-request feature's check, on the checkout's transaction (issue 19).
   */
  quotedPriceProblem: (tx: Database, line: { offerId: string; totalCents: number; quantity: number; summary: string }, today: string) => Promise<string | null>;
}

/** The shopper's choices that change what an order costs. */
interface CheckoutChoices {
  shipping_method?: string | undefined;
  coupon_code?: string | undefined;
  use_points?: boolean | undefined;
}

/** An order priced by the server from the cart and the choices (checkoutPricing). */
interface PricedCheckout {
  cartId: string;
  visitorId: string;
  lines: ReturnType<typeof quoteLine>[];
  /** Per line: the earlier order's artwork it reuses (Reorder), or null. */
  reusedArtwork: (ReusedArtwork | null)[];
  /** Per line: the artwork chosen on the product page (artwork_uploads), or null. */
  artworkUploads: (string | null)[];
  /** Per line: the quote option whose price it has (issue 19), or null for a price from the tables. */
  quoteOffers: (string | null)[];
  totals: OrderTotals;
  coupon: AppliedCoupon | null;
  points: { balance: number; usable: PointsRedemption; used: PointsRedemption } | null;
  discountCents: number;
  totalCents: number;
}

/** Who is checking out: the request's visitor (the cart's owner) and the signed-in member, if any. */
export type Shopper = OrderViewer;

const PAYNOW_SVG_PATH = (orderNo: string) => `/api/orders/${orderNo}/paynow.svg`;


function invalid(problems: Record<string, string | undefined>): ShopError | null {
  const issues: FieldIssue[] = Object.entries(problems)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([field, message]) => ({ field, message }));
  return issues[0] ? new ShopError(422, 'validation', issues[0].message, issues) : null;
}

export class OrderService {
  constructor(private readonly options: OrderServiceOptions) {}

  /** Places an order from the shopper's cart, on `tx` (see the file's comment). */
  async checkout(tx: Database, shopper: Shopper, body: CheckoutBody): Promise<Order> {
    const { now: clock } = this.options;
    const now = clock();
    // 1. Who and where: a member's own email and address book, or a guest's verified email.
    const member = shopper.memberId !== null ? await accounts.memberById(tx, shopper.memberId) : undefined;
    let address: CheckoutAddressInput = body.address ?? {};
    let phone = body.contact.phone;
    if (body.address_book_id !== undefined) {
      if (!member) throw invalidField('address_book_id', ORDER_MESSAGES.signInForAddressBook);
      const entry = await accounts.address(tx, member.id, body.address_book_id);
      if (!entry) throw invalidField('address_book_id', ORDER_MESSAGES.addressBookNotFound);
      address = { line1: entry.address_line1, line2: entry.address_line2, postcode: entry.postcode, label: entry.label };
      if (!phone?.trim()) phone = entry.phone;
    }
    const contact = { ...body.contact, phone, ...(member ? { email: member.email } : {}) };
    const problems = invalid(checkoutProblems(contact, address));
    if (problems) throw problems;
    const email = normaliseEmail(contact.email ?? '');

    // 2. The cart priced again, with the coupon and points; the total must be the one the shopper saw.
    const priced = await this.checkoutPricing(tx, member ?? null, shopper, body, email, now);
    const { totals, lines } = priced;
    if (body.expected_total_cents !== priced.totalCents) {
      const fee = totals.shippingFeeCents === 0 ? 'free shipping' : `shipping ${formatSgd(totals.shippingFeeCents)}`;
      const discount = priced.discountCents > 0 ? `, discounts −${formatSgd(priced.discountCents)}` : '';
      const message = `Your order now comes to ${formatSgd(priced.totalCents)} (items ${formatSgd(totals.subTotalCents)}${discount}, ${fee}), not the total you saw. Please review your cart and place the order again.`;
      throw new ShopError(409, 'conflict', message, [{ field: 'expected_total_cents', message }]);
    }

    // 3. A guest's email must be the one they verified with a code (the token POST /api/user/verify answered).
    if (!member) {
      const verifiedAfter = new Date(now.getTime() - CHECKOUT_EMAIL_TOKEN_VALID_MINUTES * 60_000);
      const spent = body.email_token ? await accounts.useRegistrationToken(tx, email, sha256(body.email_token), verifiedAfter, now) : false;
      if (!spent) throw invalidField('email_token', ORDER_MESSAGES.emailNotVerified);
    }

    // 4. Store it all, empty the cart, queue the email.
    const orderLines: NewOrderLine[] = lines.map((line, index) => ({
      product_id: line.configuration.product_id,
      configuration: line.configuration,
      configuration_key: line.configurationKey,
      summary: line.summary,
      quantity: line.quantity,
      total_cents: line.totalCents,
      bonus_quantity: priced.coupon?.bonusQuantities[index] ?? 0,
      ...(priced.quoteOffers[index] ? { price_source: 'quote', quote_offer_id: priced.quoteOffers[index] } : {}),
    }));
    const repository = new OrdersRepository(tx);
    const day = shopToday(now);
    const reusedNote = priced.reusedArtwork
      .flatMap((artwork, index) => (artwork ? [`line ${index + 1} reuses the artwork of order ${artwork.order_no}`] : []))
      .join('; ');
    let stored: StoredOrder | undefined;
    // 2^50 numbers a day: a clash is all but impossible, and a new number fixes it.
    for (let attempt = 0; !stored; attempt++) {
      const orderNo = orderNumber(day, randomBytes(10));
      const instructions = this.options.payments.instructions({ orderNo, amountCents: priced.totalCents, createdAt: now });
      try {
        stored = await repository.insert(
          {
            id: randomUUID(),
            order_no: orderNo,
            visitor_id: priced.visitorId,
            member_id: member?.id ?? null,
            first_name: (contact.first_name ?? '').trim(),
            last_name: (contact.last_name ?? '').trim(),
            email,
            phone: sgPhoneDigits(contact.phone ?? ''),
            address_line1: (address.line1 ?? '').trim(),
            address_line2: (address.line2 ?? '').trim(),
            postcode: (address.postcode ?? '').trim(),
            address_label: (address.label ?? '').trim(),
            shipping_method: totals.shippingMethod,
            status: 'awaiting_payment',
            sub_total_cents: totals.subTotalCents,
            shipping_fee_cents: totals.shippingFeeCents,
            discount_cents: priced.discountCents,
            total_cents: priced.totalCents,
            coupon_code: priced.coupon?.code ?? null,
            coupon_discount_cents: priced.coupon?.discountCents ?? 0,
            points_redeemed: priced.points?.used.points ?? 0,
            point_discount_cents: priced.points?.used.discountCents ?? 0,
            payment_method: instructions.method,
            payment_reference: instructions.reference,
            payment_expires_at: instructions.expiresAt,
            dispatch_date: totals.dispatchDate,
            created_at: now,
            updated_at: now,
          },
          orderLines,
          [
            { status: 'placed', actor: 'shopper', note: reusedNote },
            { status: 'awaiting_payment', actor: 'system', note: `${instructions.methodName} ${formatSgd(priced.totalCents)}, reference ${instructions.reference}` },
          ],
        );
      } catch (error) {
        if (attempt >= 4 || !isUniqueViolation(error)) throw error;
      }
    }
    // A reordered line's artwork, and artwork chosen on the product page, are attached now: the
    // new order needs no upload for them, and their automatic proofs are queued with the order.
    const artworkFiles: string[] = [];
    for (const [index, artwork] of priced.reusedArtwork.entries()) {
      if (artwork) artworkFiles.push(...(await repository.attachReusedArtwork(stored.order.id, index, artwork, now)));
    }
    for (const [index, uploadId] of priced.artworkUploads.entries()) {
      const fileId = uploadId ? await repository.attachUploadedArtwork(stored.order.id, index, uploadId, now) : null;
      if (fileId) artworkFiles.push(fileId);
    }
    if (artworkFiles.length > 0) await this.options.queueProofs(tx, artworkFiles);
    // The coupon's use and the points spent belong to this order: they commit or roll back with it.
    if (priced.coupon) {
      await couponService.countUse(tx, priced.coupon);
      await repository.recordCouponUse(priced.coupon, stored.order.id, email, now);
    }
    if (member && priced.points && priced.points.used.points > 0) {
      await accounts.spendPoints(tx, member.id, priced.points.used.points, `order:${stored.order.order_no}`, `Used on order ${stored.order.order_no}`, now);
    }
    await this.options.cart.within(tx).deleteCart(priced.cartId);
    const order = this.toDto(stored, true);
    await queueEmail(tx, await this.placedEmail(order), this.options.email);
    return order;
  }

  /** What checkout would charge for these choices, as the page shows it; stores nothing but the cart's re-pricing. */
  async quote(tx: Database, shopper: Shopper, body: CheckoutQuoteBody): Promise<CheckoutQuote> {
    const member = shopper.memberId !== null ? await accounts.memberById(tx, shopper.memberId) : undefined;
    const email = member ? member.email : normaliseEmail(body.email ?? '');
    const priced = await this.checkoutPricing(tx, member ?? null, shopper, body, emailProblem(email) ? '' : email, this.options.now());
    const { totals, coupon, points } = priced;
    return {
      lines: priced.lines.map((line, index) => ({
        summary: line.summary,
        quantity: line.quantity,
        bonus_quantity: coupon?.bonusQuantities[index] ?? 0,
        total_price_cents: line.totalCents,
      })),
      shipping_method: totals.shippingMethod,
      sub_total_cents: totals.subTotalCents,
      coupon: coupon ? { code: coupon.code, kind: coupon.kind, description: coupon.description, discount_cents: coupon.discountCents } : null,
      points: points
        ? {
            balance: points.balance,
            value_cents: this.options.points.valueCents,
            value_text: pointValueText(this.options.points),
            redeemable: this.options.points.redeemable,
            usable: points.usable.points,
            used: points.used.points,
            discount_cents: points.used.discountCents,
          }
        : null,
      shipping_fee_cents: totals.shippingFeeCents,
      free_shipping: totals.freeShipping,
      discount_cents: priced.discountCents,
      total_cents: priced.totalCents,
    };
  }

  /**
   * The order the cart makes today with these choices, on `tx` (the cart's row stays locked until
   * it commits: an add meanwhile waits, and is not lost with the cart). The cart service prices
   * every line again (a changed price or withdrawn line shows), lettering is measured again, the
   * totals come from the shared orderTotals for the method; then the coupon (on the items), then
   * points (on what the items still cost), then shipping, which neither touches. The free-shipping
   * threshold looks at the items' value before discounts, as the cart showed it.
   */
  private async checkoutPricing(tx: Database, member: { id: number } | null, shopper: Shopper, choices: CheckoutChoices, email: string, now: Date): Promise<PricedCheckout> {
    const visitorId = shopper.visitorId;
    const carts = this.options.cart.within(tx);
    const cartId = visitorId ? await carts.lockCart(visitorId) : null;
    const cart = visitorId && cartId ? await carts.view(visitorId) : null;
    if (!visitorId || !cartId || !cart || cart.items.length === 0) throw new ShopError(409, 'conflict', ORDER_MESSAGES.emptyCart);
    // The rows as the view left them (re-priced, withdrawn lines taken out), in the cart's order.
    const snapshot = this.options.snapshot();
    const rows = await carts.lines(cartId);
    const today = shopToday(now);
    const lines = await Promise.all(
      rows.map(async (row, index) => {
        if (!row.quote_offer_id) return quoteLine(snapshot, storedInput(row.configuration, row.quantity));
        // A quoted line: the price staff quoted, honoured until its date and only while the option is still the accepted one.
        const line = quotedLineOf(snapshot, row);
        const problem = await this.options.quotedPriceProblem(tx, { offerId: row.quote_offer_id, totalCents: row.total_cents, quantity: row.quantity, summary: row.summary }, today);
        if (problem) throw new ShopError(422, 'validation', problem, [{ field: `lines.${index}`, message: problem }]);
        return line;
      }),
    );
    for (const [index, line] of lines.entries()) {
      try {
        await assertLetteringCuttable(line.configuration);
      } catch (error) {
        if (!(error instanceof ShopError)) throw error;
        throw new ShopError(422, 'validation', `${line.summary}: ${error.message} Please edit this line in your cart.`, [{ field: `lines.${index}`, message: error.message }]);
      }
    }
    const offered = cart.shipping_options.map((option) => option.method);
    const shippingMethod = choices.shipping_method ?? cart.shipping_method;
    if (!offered.includes(shippingMethod)) {
      throw invalidField('shipping_method', `${shippingMethod} shipping is not available for every item in your cart. Please choose ${offered.join(' or ')}.`);
    }
    const totalled = lines.map((line, index) => totalledLine(rows[index]!, line));
    const totals = orderTotals(snapshot, totalled, now, shippingMethod);

    let coupon: AppliedCoupon | null = null;
    if (choices.coupon_code !== undefined) {
      const problem = couponCodeProblem(choices.coupon_code);
      if (problem) throw couponRefused(problem);
      const terms = await couponService.terms(tx, snapshot, choices.coupon_code);
      const alreadyUsed = terms?.kind === 'money_off' && terms.coupon.once_per_customer ? await new OrdersRepository(tx).couponUsedBy(terms.code, email) : false;
      const applied = applyCoupon(terms, { lines: totalled, subTotalCents: totals.subTotalCents, alreadyUsed }, shopToday(now));
      if ('problem' in applied) throw couponRefused(applied.problem);
      coupon = applied;
    }
    const couponDiscount = coupon?.discountCents ?? 0;

    let points: PricedCheckout['points'] = null;
    if (member) {
      const balance = await accounts.pointsBalance(tx, member.id, { lock: choices.use_points === true });
      const usable = pointsRedemption(balance, this.options.points, totals.subTotalCents - couponDiscount);
      if (choices.use_points && !this.options.points.redeemable) throw invalidField('use_points', POINTS_MESSAGES.notRedeemable);
      if (choices.use_points && usable.points === 0) throw invalidField('use_points', POINTS_MESSAGES.noneToUse);
      points = { balance, usable, used: choices.use_points ? usable : { points: 0, discountCents: 0 } };
    } else if (choices.use_points) {
      throw invalidField('use_points', POINTS_MESSAGES.signIn);
    }
    const discountCents = couponDiscount + (points?.used.discountCents ?? 0);
    return { cartId, visitorId, lines, reusedArtwork: rows.map((row) => row.reused_artwork), artworkUploads: rows.map((row) => row.artwork_upload_id), quoteOffers: rows.map((row) => row.quote_offer_id), totals, coupon, points, discountCents, totalCents: totals.subTotalCents - discountCents + totals.shippingFeeCents };
  }

  /** The order if this viewer placed it; the one 404 for every other case. */
  async find(viewer: OrderViewer, rawNo: string): Promise<Order> {
    const orderNo = normaliseOrderNo(rawNo);
    const stored = orderNo ? await new OrdersRepository(this.options.db).findForViewer(orderNo, viewer) : null;
    if (!stored) throw notFound(ORDER_MESSAGES.notFound);
    return this.toDto(stored, true);
  }

  /** The order by number and contact email: wrong email and unknown number read the same. */
  async lookup(body: { order_no?: string | undefined; email?: string | undefined }): Promise<Order> {
    const problems = invalid({
      order_no: (body.order_no ?? '').trim() === '' ? ORDER_MESSAGES.orderNoRequired : undefined,
      email: emailProblem(body.email),
    });
    if (problems) throw problems;
    const orderNo = normaliseOrderNo(body.order_no ?? '');
    const stored = orderNo ? await new OrdersRepository(this.options.db).findByNumberAndEmail(orderNo, normaliseEmail(body.email ?? '')) : null;
    if (!stored) throw notFound(ORDER_MESSAGES.notFound);
    return this.toDto(stored, false);
  }

  /** The viewer's orders, newest first. */
  async list(viewer: OrderViewer): Promise<OrderSummary[]> {
    const rows = await new OrdersRepository(this.options.db).list(viewer);
    return rows.map(({ order, lineCount }) => ({
      order_no: order.order_no,
      status: statusOf(order),
      status_label: orderStatusLabel(statusOf(order)),
      placed_at: order.created_at.toISOString(),
      item_count: lineCount,
      total: centsToDollars(order.total_cents),
      total_cents: order.total_cents,
      page_url: orderPagePath(order.order_no),
    }));
  }

  /** The PayNow payload of the viewer's order (for its QR code). */
  async paynowPayload(viewer: OrderViewer, rawNo: string): Promise<string> {
    return (await this.find(viewer, rawNo)).payment.qr_payload;
  }

  private instructions(order: OrderRow): PaymentInstructions {
    return this.options.payments.instructions({ orderNo: order.order_no, amountCents: order.total_cents, createdAt: order.created_at });
  }

  /** The answer's shape; `owner` says whether the asker can fetch the QR code's SVG (the staff desk uses it too). */
  toDto({ order, lines, events, artworkReceivedAt, refunds }: StoredOrder, owner: boolean): Order {
    const snapshot = this.options.snapshot();
    const { catalogue } = snapshot;
    const shippingDays = orderShippingDays(snapshot, lines.map((line) => ({ productId: line.product_id })), order.shipping_method);
    const delivery = order.dispatch_date && shippingDays !== null ? deliveryDate(order.dispatch_date, shippingDays, catalogue.holidayDates) : null;
    const reached = new Map<OrderStatus, Date>();
    for (const event of events) if (isOrderStatus(event.status) && !reached.has(event.status)) reached.set(event.status, event.at);
    // Artwork uploaded while the order awaits payment is received all the same: the timeline says so beside the file.
    if (!reached.has('artwork_received') && artworkReceivedAt) reached.set('artwork_received', artworkReceivedAt);
    const status = statusOf(order);
    const payment = this.instructions(order);
    return {
      order_no: order.order_no,
      status,
      status_label: orderStatusLabel(status),
      placed_at: order.created_at.toISOString(),
      timeline: timelineStatuses(status, (s) => reached.has(s)).map((s) => ({ status: s, label: orderStatusLabel(s), at: reached.get(s)?.toISOString() ?? null })),
      lines: lines.map((line) => ({
        summary: line.summary,
        quantity: line.quantity,
        unit_price: unitPriceOf(line.total_cents, line.quantity),
        total_price: centsToDollars(line.total_cents),
        total_price_cents: line.total_cents,
        bonus_quantity: line.bonus_quantity,
        page_url: linePageUrl(catalogue, line.configuration, line.quantity),
        quoted: line.price_source === 'quote',
      })),
      sub_total: centsToDollars(order.sub_total_cents),
      sub_total_cents: order.sub_total_cents,
      shipping_fee: centsToDollars(order.shipping_fee_cents),
      shipping_fee_cents: order.shipping_fee_cents,
      discount: centsToDollars(order.discount_cents),
      discount_cents: order.discount_cents,
      total: centsToDollars(order.total_cents),
      total_cents: order.total_cents,
      coupon_code: order.coupon_code,
      coupon_discount_cents: order.coupon_discount_cents,
      points_redeemed: order.points_redeemed,
      point_discount_cents: order.point_discount_cents,
      shipping_method: order.shipping_method,
      dispatch_date: order.dispatch_date,
      dispatch_date_text: order.dispatch_date ? formatShopDate(order.dispatch_date) : null,
      dispatch_date_basis: dispatchDateBasis(order),
      delivery_date: delivery,
      delivery_date_text: delivery ? formatShopDate(delivery) : null,
      contact: { first_name: order.first_name, last_name: order.last_name, email: order.email, phone: order.phone },
      address: { line1: order.address_line1, line2: order.address_line2, postcode: order.postcode, label: order.address_label },
      payment: {
        method: order.payment_method,
        method_name: payment.methodName,
        amount: centsToDollars(order.total_cents),
        amount_cents: order.total_cents,
        reference: order.payment_reference,
        expires_at: order.payment_expires_at.toISOString(),
        expired: order.paid_at === null && order.payment_expires_at.getTime() <= this.options.now().getTime(),
        paid_at: order.paid_at?.toISOString() ?? null,
        qr_payload: payment.qrPayload,
        qr_svg_url: owner ? PAYNOW_SVG_PATH(order.order_no) : null,
        bank_transfer: { bank_name: payment.bankTransfer.bankName, account_name: payment.bankTransfer.accountName, account_no: payment.bankTransfer.accountNo },
      },
      shipment:
        order.dispatched_at && order.carrier !== null && order.tracking_number !== null
          ? { carrier: order.carrier, tracking_number: order.tracking_number, dispatched_at: order.dispatched_at.toISOString(), delivered_at: order.delivered_at?.toISOString() ?? null }
          : null,
      page_url: orderPagePath(order.order_no),
      cancellation: cancellationOf(order),
      money: moneyOf(order, refunds ?? [], owner),
    };
  }

  private async placedEmail(order: Order) {
    const { shop, publicUrl } = this.options.email;
    const { payment } = order;
    return {
      kind: 'order-placed' as const,
      to: order.contact.email,
      firstName: order.contact.first_name,
      orderNo: order.order_no,
      orderUrl: `${publicUrl}${order.page_url}`,
      lines: order.lines.map((line) => ({
        summary: line.bonus_quantity > 0 ? `${line.summary} ${bonusPiecesText(line.bonus_quantity)}` : line.summary,
        quantity: line.quantity,
        total: formatSgd(line.total_price_cents),
      })),
      subTotal: formatSgd(order.sub_total_cents),
      discounts: [
        ...(order.coupon_code && order.coupon_discount_cents > 0 ? [{ label: `Coupon ${order.coupon_code}`, amount: `-${formatSgd(order.coupon_discount_cents)}` }] : []),
        ...(order.point_discount_cents > 0 ? [{ label: `${order.points_redeemed} points`, amount: `-${formatSgd(order.point_discount_cents)}` }] : []),
      ],
      shippingFee: order.shipping_fee_cents === 0 ? 'Free' : formatSgd(order.shipping_fee_cents),
      shippingMethod: order.shipping_method,
      total: formatSgd(order.total_cents),
      ...dispatchSentences(order),
      deliveryAddress: [order.address.line1, order.address.line2, `Singapore ${order.address.postcode}`].filter((text) => text.trim() !== ''),
      payment: {
        methodName: payment.method_name,
        amount: formatSgd(payment.amount_cents),
        reference: payment.reference,
        qrCodePng: await paynowQrPng(payment.qr_payload),
        expires: formatShopDateTime(payment.expires_at),
        uen: shop.uen,
        bankName: payment.bank_transfer.bank_name,
        accountName: payment.bank_transfer.account_name,
        accountNo: payment.bank_transfer.account_no,
      },
    };
  }
}

export function statusOf(order: OrderRow): OrderStatus {
  if (!isOrderStatus(order.status)) throw new Error(`order ${order.order_no} has an unknown status ${order.status}`);
  return order.status;
}
