/**
 * The price tables held in memory, indexed for the pricing engine: the grid of each
 * product × cutting and the option factors. Rebuilt with the catalogue when the catalogue
 * revision moves, so pricing never waits on the database.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { CatalogueRows } from '../catalogue/catalogue.js';
import type { PriceGrid } from './price-engine.js';

export type FactorKind = 'finishing' | 'adhesive' | 'color' | 'addon_item' | 'orientation';

/** ×1.00: an option with no factor row costs nothing extra. */
export const NEUTRAL_FACTOR_BP = 10000;

export class PriceIndex {
  private readonly grids = new Map<string, PriceGrid>();
  private readonly factors = new Map<string, number>();

  constructor(rows: Pick<CatalogueRows, 'priceGrids' | 'priceFactors'>) {
    for (const g of rows.priceGrids) {
      this.grids.set(`${g.product_id}:${g.cutting_id}`, {
        id: g.id,
        product_id: g.product_id,
        cutting_id: g.cutting_id,
        sizes_mm: g.sizes_mm,
        run_sizes: g.run_sizes,
        prices_cents: g.prices_cents,
        areas_mm2: g.sizes_mm.map((side) => side * side),
      });
    }
    for (const f of rows.priceFactors) {
      this.factors.set(`${f.kind}:${f.option_id}:${f.product_id ?? '*'}`, f.factor_bp);
    }
  }

  grid(productId: number, cuttingId: number): PriceGrid | undefined {
    return this.grids.get(`${productId}:${cuttingId}`);
  }

  /** The product-specific factor if there is one, else the shop-wide one, else ×1.00. */
  factor(kind: FactorKind, optionId: number, productId: number): number {
    return (
      this.factors.get(`${kind}:${optionId}:${productId}`) ??
      this.factors.get(`${kind}:${optionId}:*`) ??
      NEUTRAL_FACTOR_BP
    );
  }
}

const indexes = new WeakMap<CatalogueSnapshot, PriceIndex>();

/**
 * The price index of a catalogue snapshot, built on first use and kept as long as the snapshot:
 * the catalogue store knows nothing of pricing, and a new snapshot (the revision moved) gets a
 * new index.
 */
export function priceIndexOf(snapshot: CatalogueSnapshot): PriceIndex {
  let index = indexes.get(snapshot);
  if (!index) indexes.set(snapshot, (index = new PriceIndex(snapshot.catalogue.rows)));
  return index;
}
