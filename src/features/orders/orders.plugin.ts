/**
 * The orders feature, as one plugin: it builds its services once, with the shop's settings
 * (payment, points), and registers its route groups inside:
 *
 *   orders.routes.ts           checkout, an order, its PayNow QR code, look-up, my orders (/api)
 *   order-documents.routes.ts  the confirmation and invoice PDFs (/pdf), reorder (/api)
 *   staff-orders.routes.ts     the staff order desk (/api/staff)
 *   order-artwork.routes.ts    artwork uploads, proofs and approval, the order's files
 *   staff-jobs.routes.ts       background work that failed for good, for the desk (/api/staff/jobs)
 *   staff-order-money.routes.ts cancel, refunds and credit notes on the desk (/api/staff, issue 19)
 *
 * and the PayNow expiry job (order-cancellation.ts): every PAYMENT_EXPIRY_EVERY_SECONDS one job
 * cancels the orders whose QR code expired unpaid, then queues the next run; every server queues
 * one when it starts, and the queue's `short` policy keeps one waiting, however many servers run.
 *
 * Every route group uses the same OrderService, OrderArtworkService and StaffOrderService, so a
 * setting (what a point is worth, the PayNow expiry) is the same wherever an order is shown.
 */
import { featurePlugin } from '../../server/feature-plugin.js';
import { quotedPriceProblem } from '../quote-request/quote-conversation.js';
import type { PointsSettings } from '../account/points-rules.js';
import { CartService } from '../cart/cart-service.js';
import { paynowProvider, type PaymentSettings } from '../payment/payment-provider.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { OrderArtworkService } from './order-artwork.js';
import { orderFileProofWork } from './order-proofs.js';
import { orderArtworkRoutes } from './order-artwork.routes.js';
import { orderDocumentRoutes } from './order-documents.routes.js';
import { OrderService } from './order-service.js';
import { orderRoutes } from './orders.routes.js';
import { StaffOrderService } from './staff-order-service.js';
import { inviteDeliveredOrderToReview } from './order-review-invitation.js';
import { staffOrderRoutes } from './staff-orders.routes.js';
import { staffJobRoutes } from './staff-jobs.routes.js';
import { z } from 'zod';
import { shopContact } from '../quotation/quotation-pdf.js';
import { OrderCancellations, PAYMENT_EXPIRY_EVERY_SECONDS, PAYMENT_EXPIRY_JOB } from './order-cancellation.js';
import { DEFAULT_DESK_REFUND_LIMIT_CENTS } from './order-money-rules.js';
import { RefundService } from './refunds.js';
import { staffOrderMoneyRoutes } from './staff-order-money.routes.js';

export type OrdersFeatureOptions = {
  /** PayNow (the UEN, the shop's name, the expiry) and the bank-transfer account (payment-settings.ts). */
  payment: PaymentSettings;
  /** What a point is worth and whether points can be spent at checkout (SHOP_POINT_VALUE_CENTS, SHOP_POINTS_REDEEMABLE). */
  points: PointsSettings;
  /** The shop's public address (PUBLIC_URL), printed on the documents' letterhead. */
  publicUrl: string;
  /** The shop's details (SHOP_* settings): letterhead, UEN, GST registration and rate. */
  shopInfo: ShopInfo;
  /** DESK_REFUND_LIMIT in cents: the most a desk member refunds at once (owners: no limit). */
  deskRefundLimitCents?: number;
};

export const ordersFeature = featurePlugin<OrdersFeatureOptions>('orders', ['shop-services', 'jobs', 'request-context', 'rate-limits', 'idempotency', 'email'], async (app, options) => {
  const db = app.shop.database.db;
  app.artworkProofs.useOrderFiles(orderFileProofWork);
  const snapshot = () => app.shop.catalogue.current();
  const email = app.emailOutbox.context;
  const orders = new OrderService({
    db,
    snapshot,
    now: app.shop.now,
    cart: CartService.on(db, snapshot, app.shop.now),
    payments: paynowProvider(options.payment),
    email,
    points: options.points,
    queueProofs: app.artworkProofs.queueForOrderFiles,
    quotedPriceProblem,
  });
  const artwork = new OrderArtworkService({
    db,
    files: app.shop.files,
    now: app.shop.now,
    email,
    snapshot,
    queueProofs: app.artworkProofs.queueForOrderFiles,
    proofJobState: async (on, id) => (await app.jobs.status(id, on))?.state ?? null,
    // Production's print files (the production feature, registered before this one) are queued with the approval.
    onApproved: (tx, orderId) => app.production.queuePrintFiles(tx, orderId),
  });
  const desk = new StaffOrderService({
    db,
    now: app.shop.now,
    email,
    orders,
    afterPaid: (tx, orderId, now) => artwork.catchUpAfterPayment(tx, orderId, now),
    // The shopper is invited to review a delivered order (the reviews feature stores it and queues the email).
    afterDelivered: (tx, orderNo, now) => inviteDeliveredOrderToReview(tx, orderNo, snapshot().catalogue, email, now),
  });

  await app.register(orderRoutes, { prefix: '/api', orders });
  await app.register(orderDocumentRoutes, { orders, publicUrl: options.publicUrl, shopInfo: options.shopInfo });
  await app.register(staffOrderRoutes, { prefix: '/api', desk });
  await app.register(orderArtworkRoutes, { artwork });
  await app.register(staffJobRoutes);

  // ---- Money (issue 19): cancel, refunds, credit notes, and the PayNow expiry job ----
  const cancellations = new OrderCancellations({ db, now: app.shop.now, email, snapshot });
  const refunds = new RefundService({ now: app.shop.now, email, deskRefundLimitCents: options.deskRefundLimitCents ?? DEFAULT_DESK_REFUND_LIMIT_CENTS });
  await app.register(staffOrderMoneyRoutes, { desk, cancellations, refunds, shop: { contact: shopContact(options.publicUrl, options.shopInfo), info: options.shopInfo } });
  const expiry = app.jobs.define({
    name: PAYMENT_EXPIRY_JOB,
    payload: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 240,
    policy: 'short',
  });
  const next = (startAfterSeconds: number) => app.jobs.send(db, expiry, {}, { singletonKey: 'sweep', startAfterSeconds });
  app.jobs.work(
    expiry,
    async (job) => {
      // The next run is queued first: a run that fails is retried, and the timetable goes on.
      await next(PAYMENT_EXPIRY_EVERY_SECONDS);
      const cancelled = await cancellations.expireUnpaid(job.signal);
      if (cancelled.length > 0) {
        app.log.info({ cancelled }, 'orders: cancelled unpaid PayNow orders whose QR code expired');
        app.emailOutbox.nudge();
      }
    },
    { concurrency: 1 },
  );
  app.addHook('onReady', async () => {
    await next(0);
  });
});
