/**
 * "From" prices: the cheapest quote a product (or a page) can have, priced by the same engine as
 * every other quote: the smallest size sold, the first quantity listed and the cheapest option of
 * each kind. Fixed for a catalogue snapshot, so memoised per snapshot.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { FeaturedItemRow, ProductRow } from '../catalogue/catalogue.js';
import { isRollCutting } from '../catalogue/labels.js';
import { offeredFinishingIds, offeredQuantities } from './offer.js';
import { priceConfiguration } from './price-engine.js';
import { NEUTRAL_FACTOR_BP, priceIndexOf } from './price-index.js';
import { customQuantityRule } from '../catalogue/quantity-rules.js';
import { smallestSize } from './resolve-configuration.js';

/**
 * The cheapest quote a product can have on a page (its "from" price): the smallest size sold, the
 * smallest quantity offered and the cheapest option of each kind, priced by the same engine.
 */
export function cheapestQuoteCents(snapshot: CatalogueSnapshot, product: ProductRow, item: FeaturedItemRow | undefined): number | undefined {
  // Fixed for a catalogue snapshot, and asked on every page load (featured items, SEO head): memoised.
  let memo = cheapestMemo.get(snapshot);
  if (!memo) cheapestMemo.set(snapshot, (memo = new Map()));
  const key = `${product.id}:${item?.id ?? '*'}`;
  if (!memo.has(key)) memo.set(key, computeCheapestQuoteCents(snapshot, product, item));
  return memo.get(key);
}
const cheapestMemo = new WeakMap<CatalogueSnapshot, Map<string, number | undefined>>();

function computeCheapestQuoteCents(snapshot: CatalogueSnapshot, product: ProductRow, item: FeaturedItemRow | undefined): number | undefined {
  const { catalogue } = snapshot;
  const prices = priceIndexOf(snapshot);
  let best: number | undefined;
  for (const { cutting, disabled } of catalogue.productCuttings(product.id, item)) {
    const grid = prices.grid(product.id, cutting.id);
    const dims = catalogue.dimLookups(product.id, cutting.id);
    if (disabled || !grid || dims.length === 0) continue;
    const lookups = catalogue.attributeLookups(product.id, cutting.id);
    const cheapest = (kind: 'finishing' | 'adhesive' | 'color', ids: (number | null)[]) => {
      const real = ids.filter((id): id is number => id !== null);
      return real.length === 0 ? NEUTRAL_FACTOR_BP : Math.min(...real.map((id) => prices.factor(kind, id, product.id)));
    };
    const quantityRule = customQuantityRule(catalogue.customQuantityRules(product.id), product.id, cutting.id);
    const quantity = offeredQuantities(grid.run_sizes, { rule: quantityRule, premiumProcessing: false })[0];
    if (quantity === undefined) continue;
    const size = smallestSize(dims);
    const priced = priceConfiguration({
      grid,
      widthMm: size.width,
      heightMm: size.height,
      quantity,
      factorsBp: [
        cheapest('finishing', offeredFinishingIds(lookups, cutting.id)),
        cheapest('adhesive', isRollCutting(cutting.id) ? [] : lookups.map((l) => l.adhesive_id)),
        cheapest('color', [...catalogue.colorIds(product.id)]),
      ],
    });
    if (priced && (best === undefined || priced.totalCents < best)) best = priced.totalCents;
  }
  return best;
}

/** The cheapest quote on a page, in cents (the page's "from" price); 0 when nothing on it is priced. */
export function pageFromPriceCents(snapshot: CatalogueSnapshot, item: FeaturedItemRow): number {
  const cents = snapshot.catalogue
    .productsOfItem(item)
    .map((p) => cheapestQuoteCents(snapshot, p, item))
    .filter((c): c is number => c !== undefined);
  return cents.length > 0 ? Math.min(...cents) : 0;
}
