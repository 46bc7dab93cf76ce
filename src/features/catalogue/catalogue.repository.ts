/** Reads the whole catalogue (a few thousand rows) in one go; the server keeps it in memory. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import * as t from '../../server/db/schema.js';

/**
 * The catalogue revision and every catalogue row, read in one REPEATABLE READ, READ ONLY
 * transaction: all the reads share one snapshot, so a staff edit committed meanwhile is seen
 * whole or not at all, and the revision always names exactly the rows returned.
 */
export async function readCatalogueSnapshot(database: Database): Promise<{ revision: number; rows: CatalogueRows }> {
  return database.transaction(
    async (tx) => {
      const revision = await readCatalogueRevision(tx);
      return { revision, rows: await selectCatalogueRows(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every catalogue table, run on the caller's transaction (the queries queue on its one connection). */
async function selectCatalogueRows(db: Database) {
  const [
    featuredCategories, featuredItems, products, featuredItemProducts, cuttings, shapes, cuttingShapes,
    productCuttings, finishings, adhesives, colors, orientations, addons, addonItems, attributeLookups,
    productColors, dimLookups, customQuantityRules, specialProcessings, presetSizes, priceGrids, priceFactors,
    shippingMethods, holidays, kickoffPromos,
  ] = await Promise.all([
    db.select().from(t.featuredCategories).orderBy(asc(t.featuredCategories.sort_order)),
    db.select().from(t.featuredItems).orderBy(asc(t.featuredItems.sort_order)),
    db.select().from(t.products).orderBy(asc(t.products.sort_order)),
    db.select().from(t.featuredItemProducts).orderBy(asc(t.featuredItemProducts.sort_order)),
    db.select().from(t.cuttings).orderBy(asc(t.cuttings.sort_order)),
    db.select().from(t.shapes).orderBy(asc(t.shapes.id)),
    db.select().from(t.cuttingShapes).orderBy(asc(t.cuttingShapes.sort_order)),
    db.select().from(t.productCuttings).orderBy(asc(t.productCuttings.sort_order)),
    db.select().from(t.finishings).orderBy(asc(t.finishings.id)),
    db.select().from(t.adhesives).orderBy(asc(t.adhesives.id)),
    db.select().from(t.colors).orderBy(asc(t.colors.id)),
    db.select().from(t.orientations).orderBy(asc(t.orientations.id)),
    db.select().from(t.addons).orderBy(asc(t.addons.id)),
    db.select().from(t.addonItems).orderBy(asc(t.addonItems.sort_order), asc(t.addonItems.id)),
    db.select().from(t.attributeLookups).orderBy(asc(t.attributeLookups.id)),
    db.select().from(t.productColors).orderBy(asc(t.productColors.sort_order)),
    db.select().from(t.dimLookups).orderBy(asc(t.dimLookups.id)),
    db.select().from(t.customQuantityRules).orderBy(asc(t.customQuantityRules.id)),
    db.select().from(t.specialProcessings).orderBy(asc(t.specialProcessings.id)),
    db.select().from(t.presetSizes).orderBy(asc(t.presetSizes.sort_order)),
    db.select().from(t.priceGrids).orderBy(asc(t.priceGrids.id)),
    db.select().from(t.priceFactors).orderBy(asc(t.priceFactors.id)),
    db.select().from(t.shippingMethods).orderBy(asc(t.shippingMethods.sort_order)),
    db.select().from(t.holidays).orderBy(asc(t.holidays.date)),
    db.select().from(t.kickoffPromos).orderBy(asc(t.kickoffPromos.id)),
  ]);
  return {
    featuredCategories, featuredItems, products, featuredItemProducts, cuttings, shapes, cuttingShapes,
    productCuttings, finishings, adhesives, colors, orientations, addons, addonItems, attributeLookups,
    productColors, dimLookups, customQuantityRules, specialProcessings, presetSizes, priceGrids, priceFactors,
    shippingMethods, holidays, kickoffPromos,
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof selectCatalogueRows>>;

export async function readCatalogueRevision(db: Database): Promise<number> {
  const rows = await db.select({ revision: t.catalogueRevision.revision }).from(t.catalogueRevision).where(eq(t.catalogueRevision.id, 1));
  return rows[0]?.revision ?? 0;
}
