/** Cart storage: one cart per visitor, lines keyed by configuration so a repeat adds to a line. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { cartItems, carts } from '../../server/db/schema.js';

export type CartItemRow = typeof cartItems.$inferSelect;

export class CartRepository {
  constructor(private readonly db: Database) {}

  async findCartId(visitorId: string): Promise<string | null> {
    const rows = await this.db.select({ id: carts.id }).from(carts).where(eq(carts.visitor_id, visitorId));
    return rows[0]?.id ?? null;
  }

  async findOrCreateCartId(visitorId: string): Promise<string> {
    const existing = await this.findCartId(visitorId);
    if (existing) return existing;
    const id = randomUUID();
    await this.db.insert(carts).values({ id, visitor_id: visitorId }).onConflictDoNothing();
    return (await this.findCartId(visitorId)) ?? id;
  }

  items(cartId: string): Promise<CartItemRow[]> {
    return this.db.select().from(cartItems).where(eq(cartItems.cart_id, cartId)).orderBy(asc(cartItems.created_at), asc(cartItems.id));
  }

  async item(cartId: string, itemId: string): Promise<CartItemRow | undefined> {
    const rows = await this.db.select().from(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.id, itemId)));
    return rows[0];
  }

  async itemByKey(cartId: string, key: string): Promise<CartItemRow | undefined> {
    const rows = await this.db.select().from(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.configuration_key, key)));
    return rows[0];
  }

  async insert(row: Omit<CartItemRow, 'id' | 'created_at' | 'updated_at'>): Promise<string> {
    const id = randomUUID();
    await this.db.insert(cartItems).values({ ...row, id });
    return id;
  }

  async update(itemId: string, changes: Partial<Pick<CartItemRow, 'configuration' | 'configuration_key' | 'quantity' | 'total_cents' | 'summary' | 'product_id'>>): Promise<void> {
    await this.db.update(cartItems).set({ ...changes, updated_at: new Date() }).where(eq(cartItems.id, itemId));
  }

  async remove(cartId: string, itemId: string): Promise<boolean> {
    const deleted = await this.db.delete(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.id, itemId))).returning({ id: cartItems.id });
    return deleted.length > 0;
  }
}
