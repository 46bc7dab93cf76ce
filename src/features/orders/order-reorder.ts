/**
 * Reorder (issue 12): every line of a past order goes back into the shopper's cart as an add to
 * cart would put it (the stored configuration, priced today, lettering measured again, merged with
 * the same configuration already there), each in a savepoint: a line that can no longer be
 * ordered online is reported and left out, the others are added. Runs in the caller's transaction
 * (the idempotency layer's), so a retry with the same key adds nothing twice.
 *
 * The artwork comes too: each cart line carries the files of the line it came from (see
 * reusableArtwork), and checkout attaches them to the new order, which then needs no upload. The
 * files are not copied: the new order's rows point at the same stored files. Staff still send a
 * proof for the new order, since the shop may have changed since.
 */
import type { Database } from '../../server/db/client.js';
import { notFound, ShopError } from '../../server/errors.js';
import { storedInput, CartService } from '../cart/cart-service.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { normaliseOrderNo, ORDER_MESSAGES } from './order-rules.js';
import { MAX_ATTACHMENTS } from '../quote-request/quote-request-rules.js';
import { OrdersRepository, type OrderFileRow, type OrderViewer } from './orders.repository.js';
import type { ReorderResult } from './order-documents.schemas.js';

/** An order file, as far as choosing artwork to reuse needs it. */
type OrderFile = Pick<OrderFileRow, 'kind' | 'line_position' | 'file_key' | 'name' | 'content_type' | 'size_bytes' | 'seq'>;

/**
 * The artwork a reorder of line `position` reuses: the files uploaded for that line or for the
 * whole order, as they stood when the last proof was made (files sent after it were for changes
 * that proof did not show yet, so they are not the printed artwork); all of them when there was
 * no proof. At most the upload limit, the newest. Pure.
 */
export function reusableArtwork<F extends OrderFile>(files: readonly F[], position: number): F[] {
  const ordered = [...files].sort((a, b) => a.seq - b.seq);
  const lastProof = ordered.filter((file) => file.kind === 'proof').at(-1);
  const artwork = ordered.filter((file) => file.kind === 'artwork' && (file.line_position === position || file.line_position === null) && (!lastProof || file.seq < lastProof.seq));
  return artwork.slice(-MAX_ATTACHMENTS);
}

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
  const carts = CartService.on(tx, deps.snapshot, deps.now);
  const files = await new OrdersRepository(tx).files(stored.order.id);
  const added: string[] = [];
  const notAdded: ReorderResult['not_added'] = [];
  for (const line of stored.lines) {
    // A quoted line is not priced from the tables (its size or work is outside them): its quote
    // request is where a new price comes from.
    if (line.price_source === 'quote') {
      notAdded.push({ summary: line.summary, reason: ORDER_MESSAGES.reorderQuoted });
      continue;
    }
    try {
      // A savepoint each: an add refused after its insert (the line limit) leaves nothing behind.
      const artwork = reusableArtwork(files, line.position);
      const reused =
        artwork.length > 0
          ? { order_no: stored.order.order_no, files: artwork.map((file) => ({ file_key: file.file_key, name: file.name, content_type: file.content_type, size_bytes: file.size_bytes })) }
          : null;
      await carts.addReordered(visitorId, storedInput(line.configuration, line.quantity), reused);
      added.push(artwork.length > 0 ? `${line.summary} (with its artwork)` : line.summary);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      notAdded.push({ summary: line.summary, reason: error.message });
    }
  }
  const cart = await carts.view(visitorId);
  return { cart, added, not_added: notAdded };
}
