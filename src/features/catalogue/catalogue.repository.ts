/** Reads the whole catalogue (a few thousand rows) in one go; the server keeps it in memory. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import * as t from '../../server/db/schema.js';

/** One snapshot inside one transaction, so a concurrent edit is seen whole or not at all. */
export async function loadCatalogueRows(database: Database) {
  return database.transaction(async (db) => {
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
  });
}

export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogueRows>>;

export async function readCatalogueRevision(db: Database): Promise<number> {
  const rows = await db.select({ revision: t.catalogueRevision.revision }).from(t.catalogueRevision).where(eq(t.catalogueRevision.id, 1));
  return rows[0]?.revision ?? 0;
}
