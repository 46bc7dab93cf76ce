/**
 * Approved order lines as production sees them: read once for the print-files job and for the
 * Production view, so both apply the same rule (printSourceOf) to the same rows. Production reads
 * the orders' and artwork's tables; it writes only its own (print_files, and stored_files).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { proofOptionWords } from '../artwork/artwork-proof.js';
import { artworkProofs } from '../artwork/artwork.tables.js';
import { targetOfConfiguration } from '../artwork/preflight.js';
import type { PrintTarget } from '../artwork/preflight-rules.js';
import { orderFiles, orderLines, orders } from '../orders/orders.tables.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import { printSourceOf, type PrintSource } from './production-rules.js';

export interface ProductionOrder {
  id: string;
  orderNo: string;
  /** The contact's name as given at checkout (the job sheet prints it). */
  customer: string;
  status: string;
  dispatchDate: string | null;
}

export interface ProductionLine {
  order: ProductionOrder;
  /** 0-based, as stored; `line` is what people read (position + 1). */
  position: number;
  line: number;
  lineCount: number;
  quantity: number;
  bonusQuantity: number;
  configuration: StoredConfiguration;
  /** The proof's target when the print is made from one, else the configuration's (null when the catalogue no longer has the product). */
  target: PrintTarget | null;
  words: { productName: string; material: string; finishing: string; size: string };
  source: PrintSource;
}

/** Orders with approved_at set (at one of `statuses`, or any with null), optionally dispatching on `date`. */
export async function approvedOrders(db: Database, statuses: readonly string[] | null, filter: { orderId?: string; date?: string } = {}): Promise<ProductionOrder[]> {
  const rows = await db
    .select({ id: orders.id, orderNo: orders.order_no, customer: sql<string>`trim(${orders.first_name} || ' ' || ${orders.last_name})`, status: orders.status, dispatchDate: orders.dispatch_date })
    .from(orders)
    .where(
      and(
        isNotNull(orders.approved_at),
        statuses ? inArray(orders.status, [...statuses]) : undefined,
        filter.orderId ? eq(orders.id, filter.orderId) : undefined,
        filter.date ? eq(orders.dispatch_date, filter.date) : undefined,
      ),
    )
    .orderBy(asc(orders.dispatch_date), asc(orders.order_no))
    .limit(1000);
  return rows;
}

/** The lines of `list`, each with its print source and words, in order and line order. */
export async function productionLines(db: Database, catalogue: Catalogue, list: readonly ProductionOrder[]): Promise<ProductionLine[]> {
  if (list.length === 0) return [];
  const ids = list.map((o) => o.id);
  const [lines, proofs, artwork] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.order_id, ids)).orderBy(asc(orderLines.order_id), asc(orderLines.position)),
    db
      .select({
        id: artworkProofs.id,
        orderId: orderFiles.order_id,
        status: artworkProofs.status,
        linePosition: orderFiles.line_position,
        releasedAt: artworkProofs.released_at,
        createdAt: artworkProofs.created_at,
        target: artworkProofs.target,
      })
      .from(artworkProofs)
      .innerJoin(orderFiles, eq(orderFiles.id, artworkProofs.order_file_id))
      .where(inArray(orderFiles.order_id, ids)),
    db
      .select({ id: orderFiles.id, orderId: orderFiles.order_id, linePosition: orderFiles.line_position, contentType: orderFiles.content_type, seq: orderFiles.seq })
      .from(orderFiles)
      .where(and(inArray(orderFiles.order_id, ids), eq(orderFiles.kind, 'artwork'))),
  ]);
  const byId = new Map(list.map((o) => [o.id, o]));
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.order_id, (counts.get(line.order_id) ?? 0) + 1);
  const result: ProductionLine[] = [];
  for (const order of list) {
    for (const line of lines.filter((l) => l.order_id === order.id)) {
      const lineCount = counts.get(order.id) ?? 1;
      const orderProofs = proofs.filter((p) => p.orderId === order.id);
      const source = printSourceOf(
        line.position,
        lineCount,
        orderProofs,
        artwork.filter((a) => a.orderId === order.id),
      );
      const proofTarget = source.kind === 'proof' ? orderProofs.find((p) => p.id === source.proofId)?.target : undefined;
      const target = proofTarget ?? targetOfConfiguration(line.configuration, catalogue);
      const configured = { product_id: line.configuration.product_id, cutting_id: line.configuration.cutting_id, finishing_id: line.configuration.finishing_id };
      const words = target
        ? proofOptionWords(catalogue, configured, target)
        : { productName: line.summary, material: catalogue.productsById.get(line.product_id)?.name ?? '—', finishing: '—', size: `${line.configuration.width} × ${line.configuration.height} mm` };
      result.push({
        order: byId.get(order.id) ?? order,
        position: line.position,
        line: line.position + 1,
        lineCount,
        quantity: line.quantity,
        bonusQuantity: line.bonus_quantity,
        configuration: line.configuration,
        target,
        words,
        source,
      });
    }
  }
  return result;
}
