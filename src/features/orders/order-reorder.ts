/**
 * Reorder (issue 12): every line of a past order goes back into the shopper's cart as an add to
 * cart would put it (the stored configuration, priced today, lettering measured again, merged with
 * the same configuration already there), each in a savepoint: a line that can no longer be
 * ordered online is reported and left out, the others are added. Runs in the caller's transaction
 * (the idempotency layer's), so a retry with the same key adds nothing twice.
 */
import type { Database } from '../../server/db/client.js';
import { notFound, ShopError } from '../../server/errors.js';
import { storedInput, CartService } from '../cart/cart-service.js';
import { CartRepository } from '../cart/cart.repository.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { normaliseOrderNo, ORDER_MESSAGES } from './order-rules.js';
import { OrdersRepository, type OrderViewer } from './orders.repository.js';
import type { ReorderResult } from './order-documents.schemas.js';

/** What the shopper is told: what was added and what was not. */
export function reorderMessage(orderNo: string, result: Pick<ReorderResult, 'added' | 'not_added'>): string {
  const parts: string[] = [];
  if (result.added.length > 0) parts.push(`Added to your cart from order ${orderNo}: ${result.added.join('; ')}.`);
  if (result.not_added.length > 0) {
    parts.push(`Not added (no longer available to order online as it was): ${result.not_added.map((line) => `${line.summary} (${line.reason.replace(/\.$/, '')})`).join('; ')}.`);
  }
  if (result.added.length === 0) parts.push('Nothing from this order could be added to your cart.');
  return parts.join(' ');
}

/** Puts the viewer's order `rawNo` back into the cart of `visitorId`, on `tx`; 404 when the order is not the viewer's. */
export async function reorder(tx: Database, deps: { snapshot: () => CatalogueSnapshot; now: () => Date }, viewer: OrderViewer, visitorId: string, rawNo: string): Promise<ReorderResult> {
  const orderNo = normaliseOrderNo(rawNo);
  const stored = orderNo ? await new OrdersRepository(tx).findForViewer(orderNo, viewer) : null;
  if (!stored) throw notFound(ORDER_MESSAGES.notFound);
  const carts = new CartRepository(tx);
  const added: string[] = [];
  const notAdded: ReorderResult['not_added'] = [];
  for (const line of stored.lines) {
    try {
      // A savepoint each: an add refused after its insert (the line limit) leaves nothing behind.
      await carts.savepoint((repository) => new CartService(repository, deps.snapshot, deps.now).add(visitorId, storedInput(line.configuration, line.quantity)));
      added.push(line.summary);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      notAdded.push({ summary: line.summary, reason: error.message });
    }
  }
  const cart = await new CartService(carts, deps.snapshot, deps.now).view(visitorId);
  return { cart, added, not_added: notAdded };
}
