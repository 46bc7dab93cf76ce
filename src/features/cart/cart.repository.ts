/**
 * Cart storage: one cart per visitor, lines keyed by configuration and merge slot, so a repeat
 * adds to a line. A repository runs on the app's database or on a transaction (`within(tx)`):
 * the idempotency layer runs a whole request on its transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client.js';
import { cartItems, carts, type ReusedArtwork } from './cart.tables.js';
import { visitors } from '../account/account.tables.js';
import { artworkProofs, artworkUploads } from '../artwork/artwork.tables.js';
import { giveArtworkUpload } from '../artwork/artwork-uploads.js';
import type { PrintTarget } from '../artwork/preflight-rules.js';

type QuotedColumn = 'quote_offer_id' | 'quoted_until' | 'quoted_dispatch_days';
export type CartItemRow = typeof cartItems.$inferSelect;

type LineColumns = Pick<CartItemRow, 'configuration' | 'configuration_key' | 'quantity' | 'total_cents' | 'summary' | 'product_id'>;

export class CartRepository {
  constructor(private readonly db: Database) {}

  /** The same storage on `tx` (a transaction is also a Database). */
  within(tx: Database): CartRepository {
    return new CartRepository(tx);
  }

  /** Runs `work` in one transaction: the one this repository is on, or a new one. */
  atomically<T>(work: (repository: CartRepository) => Promise<T>): Promise<T> {
    if (is(this.db, PgTransaction)) return work(this);
    return this.db.transaction((tx) => work(new CartRepository(tx)));
  }

  /** Runs `work` in a nested transaction (a savepoint inside one): its failure undoes only its own writes. */
  savepoint<T>(work: (repository: CartRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CartRepository(tx)));
  }

  async shippingMethod(cartId: string): Promise<string> {
    const rows = await this.db.select({ method: carts.shipping_method }).from(carts).where(eq(carts.id, cartId));
    return rows[0]?.method ?? 'Standard';
  }

  async setShippingMethod(cartId: string, method: string): Promise<void> {
    await this.db.update(carts).set({ shipping_method: method, updated_at: new Date() }).where(eq(carts.id, cartId));
  }

  async findCartId(visitorId: string): Promise<string | null> {
    const rows = await this.db.select({ id: carts.id }).from(carts).where(eq(carts.visitor_id, visitorId));
    return rows[0]?.id ?? null;
  }

  /**
   * The visitor's cart, created if missing, in one statement that also locks its row until the
   * transaction ends: every write to one cart goes through here or lockCart(), so they take turns,
   * on every server.
   */
  async upsertCart(visitorId: string): Promise<string> {
    const [row] = await this.db
      .insert(carts)
      // A member's visitor's cart is the member's (carts.member_id), kept by the guest-cart sweep.
      .values({ id: randomUUID(), visitor_id: visitorId, member_id: sql`(SELECT ${visitors.member_id} FROM ${visitors} WHERE ${visitors.id} = ${visitorId})` })
      .onConflictDoUpdate({ target: carts.visitor_id, set: { updated_at: sql`now()` } })
      .returning({ id: carts.id });
    if (!row) throw new Error('INSERT … ON CONFLICT DO UPDATE returned no cart');
    return row.id;
  }

  /** The visitor's existing cart, its row locked until the transaction ends; null if there is none. */
  async lockCart(visitorId: string): Promise<string | null> {
    const rows = await this.db.select({ id: carts.id }).from(carts).where(eq(carts.visitor_id, visitorId)).for('update');
    return rows[0]?.id ?? null;
  }

  items(cartId: string): Promise<CartItemRow[]> {
    return this.db.select().from(cartItems).where(eq(cartItems.cart_id, cartId)).orderBy(asc(cartItems.created_at), asc(cartItems.id));
  }

  async countItems(cartId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.cart_id, cartId));
    return row?.n ?? 0;
  }

  async item(cartId: string, itemId: string): Promise<CartItemRow | undefined> {
    const rows = await this.db.select().from(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.id, itemId)));
    return rows[0];
  }

  /** The lines of one configuration, by merge slot. */
  itemsByKey(cartId: string, key: string): Promise<CartItemRow[]> {
    return this.db.select().from(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.configuration_key, key))).orderBy(asc(cartItems.merge_slot));
  }

  /**
   * One atomic statement: inserts the line into `merge_slot`, or adds its quantity to the line
   * already there. Answers the line's id and quantity now, and whether it was an existing line.
   * Total and summary are the caller's to re-price after a merge.
   */
  async addToSlot(row: Omit<CartItemRow, 'id' | 'created_at' | 'updated_at' | 'reused_artwork' | 'artwork_upload_id' | QuotedColumn>): Promise<{ id: string; quantity: number; merged: boolean }> {
    const id = randomUUID();
    const [stored] = await this.db
      .insert(cartItems)
      .values({ ...row, id })
      .onConflictDoUpdate({
        target: [cartItems.cart_id, cartItems.configuration_key, cartItems.merge_slot],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updated_at: sql`now()` },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    if (!stored) throw new Error('INSERT … ON CONFLICT DO UPDATE returned no line');
    // A fresh line keeps the id given here; a merged one answers its own.
    return { ...stored, merged: stored.id !== id };
  }

  /** Inserts a line as it is (no merge) into `merge_slot`, which the caller found free under the cart's lock. */
  async insertLine(row: Omit<CartItemRow, 'id' | 'created_at' | 'updated_at' | 'reused_artwork' | QuotedColumn | 'artwork_upload_id'> & Partial<Pick<CartItemRow, QuotedColumn | 'artwork_upload_id'>>): Promise<string> {
    const id = randomUUID();
    await this.db.insert(cartItems).values({ ...row, id });
    return id;
  }

  /** The visitor's artwork upload (chosen on a product page), or undefined. */
  async artworkUpload(visitorId: string, uploadId: string): Promise<{ target: PrintTarget } | undefined> {
    const [row] = await this.db.select({ target: artworkUploads.target }).from(artworkUploads).where(and(eq(artworkUploads.id, uploadId), eq(artworkUploads.visitor_id, visitorId)));
    return row;
  }

  /** A guest's upload becomes the member's when the guest's cart joins theirs (the artwork feature's change, on this transaction). */
  async giveArtworkUpload(uploadId: string, fromVisitorId: string, toVisitorId: string): Promise<void> {
    await giveArtworkUpload(this.db, uploadId, fromVisitorId, toVisitorId);
  }

  /** What the cart shows of lines' artwork: the file's name and its proof's preview, once made. */
  async artworkOfLines(uploadIds: readonly string[]): Promise<Map<string, { id: string; name: string; preview_url: string | null }>> {
    if (uploadIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: artworkUploads.id, name: artworkUploads.name, proof: artworkProofs.id })
      .from(artworkUploads)
      .leftJoin(artworkProofs, eq(artworkProofs.upload_id, artworkUploads.id))
      .where(inArray(artworkUploads.id, [...uploadIds]));
    return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, preview_url: row.proof ? `/artwork/uploads/${row.id}/preview-light.png` : null }]));
  }

  /** Takes back a merge's quantity (the caller found the combined quantity not offered). */
  async subtractQuantity(itemId: string, quantity: number): Promise<void> {
    await this.db.update(cartItems).set({ quantity: sql`${cartItems.quantity} - ${quantity}` }).where(eq(cartItems.id, itemId));
  }

  async update(itemId: string, changes: Partial<LineColumns & Pick<CartItemRow, 'merge_slot'>>): Promise<void> {
    await this.db.update(cartItems).set({ ...changes, updated_at: new Date() }).where(eq(cartItems.id, itemId));
  }

  /** The earlier order's artwork a line carries (Reorder), or null. */
  async setReusedArtwork(itemId: string, artwork: ReusedArtwork | null): Promise<void> {
    await this.db.update(cartItems).set({ reused_artwork: artwork }).where(eq(cartItems.id, itemId));
  }

  /** Moves a line, as it is, to another cart (into a merge slot its configuration has free there). */
  async moveItem(itemId: string, toCartId: string): Promise<void> {
    const [line] = await this.db.select().from(cartItems).where(eq(cartItems.id, itemId));
    if (!line) return;
    const [taken] = await this.db
      .select({ top: sql<number>`coalesce(max(${cartItems.merge_slot}), -1)::integer`.mapWith(Number) })
      .from(cartItems)
      .where(and(eq(cartItems.cart_id, toCartId), eq(cartItems.configuration_key, line.configuration_key)));
    await this.db.update(cartItems).set({ cart_id: toCartId, merge_slot: (taken?.top ?? -1) + 1, updated_at: new Date() }).where(eq(cartItems.id, itemId));
  }

  async deleteCart(cartId: string): Promise<void> {
    await this.db.delete(carts).where(eq(carts.id, cartId));
  }

  async remove(cartId: string, itemId: string): Promise<boolean> {
    const deleted = await this.db.delete(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.id, itemId))).returning({ id: cartItems.id });
    return deleted.length > 0;
  }
}
