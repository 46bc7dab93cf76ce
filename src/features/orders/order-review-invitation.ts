/**
 * When staff mark an order delivered, its shopper is invited to review it (docs/features/reviews.md):
 * the reviews feature stores the invitation and queues the email (inviteToReview), in the move's
 * transaction; this module tells it what the order holds. A repeated "delivered" invites no one again.
 */
import type { Database } from '../../server/db/client.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { productDisplayName } from '../catalogue/labels.js';
import { linePageUrl } from '../catalogue/product-page-url.js';
import type { EmailContext } from '../email/outbox.js';
import { inviteToReview } from '../reviews/verified-reviews.js';
import { OrdersRepository } from './orders.repository.js';

export async function inviteDeliveredOrderToReview(tx: Database, orderNo: string, catalogue: Catalogue, email: EmailContext, now: Date): Promise<void> {
  const stored = await new OrdersRepository(tx).findByNumber(orderNo);
  if (!stored) return;
  const { order, lines } = stored;
  await inviteToReview(
    tx,
    {
      order: { id: order.id, order_no: order.order_no, member_id: order.member_id, email: order.email, first_name: order.first_name, last_name: order.last_name },
      lines: lines.map((line) => {
        const product = catalogue.productsById.get(line.product_id);
        return {
          id: line.id,
          position: line.position,
          product_id: line.product_id,
          product_name: product ? productDisplayName(product) : line.summary,
          summary: line.summary,
          page_url: linePageUrl(catalogue, line.configuration, line.quantity),
        };
      }),
      deliveredAt: now,
    },
    email,
  );
}
