/**
 * The catalogue's settings as staff change them (issue 19): holidays and shop closures, shipping
 * methods' fees, names and whether they are offered, the free-shipping threshold, price grids and
 * option factors (the pricing feature decides what may change: pricing/staff-prices.ts). The shipping
 * feature decides what may change (shipping/staff-settings.ts); these functions only read and write
 * the catalogue's rows, on the caller's transaction, locking what two staff could change at once.
 * Every write bumps the catalogue revision (statement triggers), so every server's next request
 * sees it (shop-services.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { catalogueSettings as settingsTable, holidays, priceFactors, priceGrids, products, shippingMethods } from './catalogue.tables.js';

export type HolidayRow = typeof holidays.$inferSelect;
export type ShippingMethodSettingsRow = typeof shippingMethods.$inferSelect;
type PriceGridRow = typeof priceGrids.$inferSelect;
type PriceFactorRow = typeof priceFactors.$inferSelect;

export const catalogueSettings = {
  /** The holiday or closure on `date`, locked for the transaction; undefined when there is none. */
  lockHoliday: async (tx: Database, date: string): Promise<HolidayRow | undefined> =>
    (await tx.select().from(holidays).where(eq(holidays.date, date)).for('update'))[0],

  /** Adds a holiday or closure; false when the date already has one (nothing written). */
  addHoliday: async (tx: Database, row: HolidayRow): Promise<boolean> =>
    (await tx.insert(holidays).values(row).onConflictDoNothing().returning({ date: holidays.date })).length > 0,

  /** Removes the holiday or closure on `date`; the row removed, or undefined when there was none. */
  removeHoliday: async (tx: Database, date: string): Promise<HolidayRow | undefined> =>
    (await tx.delete(holidays).where(eq(holidays.date, date)).returning())[0],

  /** A product's shipping methods (offered or not), locked: the rule "one stays offered" holds per product. */
  lockProductShippingMethods: async (tx: Database, productId: number): Promise<ShippingMethodSettingsRow[]> =>
    tx.select().from(shippingMethods).where(eq(shippingMethods.product_id, productId)).orderBy(asc(shippingMethods.sort_order)).for('update'),

  /** The method with this id (not locked; lock its product's methods to change it). */
  shippingMethod: async (db: Database, id: number): Promise<ShippingMethodSettingsRow | undefined> =>
    (await db.select().from(shippingMethods).where(eq(shippingMethods.id, id)))[0],

  updateShippingMethod: async (tx: Database, id: number, change: Pick<ShippingMethodSettingsRow, 'method' | 'cost_cents' | 'offered'>): Promise<ShippingMethodSettingsRow> => {
    const [row] = await tx.update(shippingMethods).set(change).where(eq(shippingMethods.id, id)).returning();
    if (!row) throw new Error(`No shipping method ${id}`);
    return row;
  },

  /** The free-shipping threshold, locked for the transaction. */
  lockFreeShippingThreshold: async (tx: Database): Promise<number> => {
    const [row] = await tx.select().from(settingsTable).where(eq(settingsTable.id, 1)).for('update');
    if (!row) throw new Error('catalogue_settings has no row (migration 0023 inserts it)');
    return row.free_shipping_threshold_cents;
  },

  setFreeShippingThreshold: async (tx: Database, cents: number, now: Date): Promise<void> => {
    await tx.update(settingsTable).set({ free_shipping_threshold_cents: cents, updated_at: now }).where(eq(settingsTable.id, 1));
  },

  /** A price grid, locked for the transaction (two owners editing it save one after the other). */
  lockPriceGrid: async (tx: Database, id: number): Promise<PriceGridRow | undefined> =>
    (await tx.select().from(priceGrids).where(eq(priceGrids.id, id)).for('update'))[0],

  setPriceGridPrices: async (tx: Database, id: number, prices: number[][], now: Date): Promise<void> => {
    await tx.update(priceGrids).set({ prices_cents: prices, updated_at: now }).where(eq(priceGrids.id, id));
  },

  /** An option factor, locked for the transaction. */
  lockPriceFactor: async (tx: Database, id: number): Promise<PriceFactorRow | undefined> =>
    (await tx.select().from(priceFactors).where(eq(priceFactors.id, id)).for('update'))[0],

  setPriceFactor: async (tx: Database, id: number, factorBp: number, now: Date): Promise<void> => {
    await tx.update(priceFactors).set({ factor_bp: factorBp, updated_at: now }).where(eq(priceFactors.id, id));
  },

  /** A product's content, locked for the transaction. */
  lockProductContent: async (tx: Database, id: number): Promise<{ name: string; description: string } | undefined> =>
    (await tx.select({ name: products.name, description: products.description }).from(products).where(eq(products.id, id)).for('update'))[0],

  setProductContent: async (tx: Database, id: number, content: { name: string; description: string }): Promise<void> => {
    await tx.update(products).set(content).where(eq(products.id, id));
  },
};
