/**
 * An order's artwork file as the automatic proof's source (issue 18): the artwork feature's
 * `artwork-proof` job asks for it by the file's id (orders.plugin.ts hands this function in).
 * The proof prints at the file's line (the whole order's artwork, line null, is line 1's), with the
 * line's options and quantity, and counts its version among the line's automatic proofs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import type { FileStore } from '../../server/file-store.js';
import { artworkProofs } from '../artwork/artwork.tables.js';
import { proofOptionWords, type ProofWork } from '../artwork/artwork-proof.js';
import { targetOfConfiguration } from '../artwork/preflight.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { orderFiles, orderLines, orders } from './orders.tables.js';

export async function orderFileProofWork(db: Database, files: FileStore, catalogue: Catalogue, orderFileId: string): Promise<ProofWork | null> {
  const [file] = await db.select().from(orderFiles).where(eq(orderFiles.id, orderFileId));
  if (!file) return null;
  const [order] = await db.select({ id: orders.id, order_no: orders.order_no }).from(orders).where(eq(orders.id, file.order_id));
  const position = file.line_position ?? 0;
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.order_id, file.order_id), eq(orderLines.position, position)));
  const stored = await files.get(file.file_key);
  if (!order || !line || !stored) return null;
  const target = targetOfConfiguration(line.configuration, catalogue);
  if (!target) throw new Error(`order ${order.order_no} line ${position + 1}: its product is no longer in the catalogue, so it has no print size`);
  const [{ proofs } = { proofs: 0 }] = await db
    .select({ proofs: sql<number>`count(*)::int` })
    .from(artworkProofs)
    .innerJoin(orderFiles, eq(orderFiles.id, artworkProofs.order_file_id))
    .where(and(eq(artworkProofs.order_id, order.id), sql`coalesce(${orderFiles.line_position}, 0) = ${position}`));
  return {
    orderId: order.id,
    file: { name: file.name, content: stored.content },
    target,
    verdict: file.preflight,
    words: proofOptionWords(catalogue, line.configuration, target),
    quantity: line.quantity + line.bonus_quantity,
    orderNo: order.order_no,
    line: position + 1,
    version: proofs + 1,
  };
}
