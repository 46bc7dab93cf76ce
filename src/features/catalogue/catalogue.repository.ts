/** Reads the whole catalogue (a few thousand rows) in one go; the server keeps it in memory. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import * as t from './catalogue.tables.js';

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

/**
 * Every catalogue table, on the caller's transaction. One after another: a transaction is one
 * connection, which runs one query at a time anyway (node-postgres deprecates queueing them).
 */
async function selectCatalogueRows(db: Database) {
  return {
    featuredCategories: await db.select().from(t.featuredCategories).orderBy(asc(t.featuredCategories.sort_order)),
    featuredItems: await db.select().from(t.featuredItems).orderBy(asc(t.featuredItems.sort_order)),
    products: await db.select().from(t.products).orderBy(asc(t.products.sort_order)),
    featuredItemProducts: await db.select().from(t.featuredItemProducts).orderBy(asc(t.featuredItemProducts.sort_order)),
    cuttings: await db.select().from(t.cuttings).orderBy(asc(t.cuttings.sort_order)),
    shapes: await db.select().from(t.shapes).orderBy(asc(t.shapes.id)),
    cuttingShapes: await db.select().from(t.cuttingShapes).orderBy(asc(t.cuttingShapes.sort_order)),
    productCuttings: await db.select().from(t.productCuttings).orderBy(asc(t.productCuttings.sort_order)),
    finishings: await db.select().from(t.finishings).orderBy(asc(t.finishings.id)),
    adhesives: await db.select().from(t.adhesives).orderBy(asc(t.adhesives.id)),
    colors: await db.select().from(t.colors).orderBy(asc(t.colors.id)),
    orientations: await db.select().from(t.orientations).orderBy(asc(t.orientations.id)),
    addons: await db.select().from(t.addons).orderBy(asc(t.addons.id)),
    addonItems: await db.select().from(t.addonItems).orderBy(asc(t.addonItems.sort_order), asc(t.addonItems.id)),
    attributeLookups: await db.select().from(t.attributeLookups).orderBy(asc(t.attributeLookups.id)),
    productColors: await db.select().from(t.productColors).orderBy(asc(t.productColors.sort_order)),
    dimLookups: await db.select().from(t.dimLookups).orderBy(asc(t.dimLookups.id)),
    customQuantityRules: await db.select().from(t.customQuantityRules).orderBy(asc(t.customQuantityRules.id)),
    specialProcessings: await db.select().from(t.specialProcessings).orderBy(asc(t.specialProcessings.id)),
    presetSizes: await db.select().from(t.presetSizes).orderBy(asc(t.presetSizes.sort_order)),
    priceGrids: await db.select().from(t.priceGrids).orderBy(asc(t.priceGrids.id)),
    priceFactors: await db.select().from(t.priceFactors).orderBy(asc(t.priceFactors.id)),
    shippingMethods: await db.select().from(t.shippingMethods).orderBy(asc(t.shippingMethods.sort_order)),
    holidays: await db.select().from(t.holidays).orderBy(asc(t.holidays.date)),
    kickoffPromos: await db.select().from(t.kickoffPromos).orderBy(asc(t.kickoffPromos.id)),
    settings: await db.select().from(t.catalogueSettings).where(eq(t.catalogueSettings.id, 1)),
    // The alt text of each product's uploaded main picture (the pictures themselves are served by id).
    mainImages: await db.select({ id: t.productImages.id, alt: t.productImages.alt }).from(t.productImages).innerJoin(t.products, eq(t.products.main_image_id, t.productImages.id)),
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof selectCatalogueRows>>;

export async function readCatalogueRevision(db: Database): Promise<number> {
  const rows = await db.select({ revision: t.catalogueRevision.revision }).from(t.catalogueRevision).where(eq(t.catalogueRevision.id, 1));
  return rows[0]?.revision ?? 0;
}
