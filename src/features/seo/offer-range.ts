/**
 * What a page's schema.org AggregateOffer says (page-head.ts): the range of prices of what the
 * page sells, from the price tables by the same engine as every quote, fixed for a catalogue
 * snapshot (memoised per snapshot, like the "from" prices).
 *
 * The offers are the page's listed quantities: each quantity its quantity list offers for each of
 * its products in each cutting the page sells it in (a product page: one product; an item page:
 * its products; /stickers: every sticker page's). `offerCount` counts them. Each is a range of
 * its own, its size and options being the shopper's to choose:
 *
 * - lowPrice: the cheapest of them, the page's "from" price (pricing/from-price.ts): the smallest
 *   size sold, the first quantity listed, the cheapest option of each kind. Its title says it.
 * - highPrice: the dearest of them the same way round: the largest size sold (beyond it the shop
 *   quotes by hand), the last quantity listed (above it too), the dearest finishing with the
 *   dearest adhesive sold with it, the dearest colour and orientation. The price engine's total
 *   never falls when size or quantity grows (price-engine.ts), so these are the dearest of each.
 *   Add-ons (premium processing, white print, a punch hole or string) and extra cuts on a sheet
 *   are extras on top of a configuration, left out as the "from" price leaves them out; a
 *   custom quantity between listed ones is priced between their prices.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { FeaturedItemRow, ProductRow } from '../catalogue/catalogue.js';
import { isRollCutting } from '../catalogue/labels.js';
import { customQuantityRule } from '../catalogue/quantity-rules.js';
import { parseDimension } from '../catalogue/size-rules.js';
import { cheapestQuoteCents } from '../pricing/from-price.js';
import { offeredAdhesiveIds, offeredFinishingIds, offeredQuantities, type OptionLookup } from '../pricing/offer.js';
import { priceConfiguration } from '../pricing/price-engine.js';
import { NEUTRAL_FACTOR_BP, priceIndexOf, type FactorKind, type PriceIndex } from '../pricing/price-index.js';

export interface OfferRange {
  lowCents: number;
  highCents: number;
  /** The page's listed quantities, over its products and cuttings. */
  count: number;
}

/** What a page sells: a featured item and the products of it that the page is about. */
export interface PageOffering {
  item: FeaturedItemRow;
  products: readonly ProductRow[];
}

const memo = new WeakMap<CatalogueSnapshot, Map<string, OfferRange | undefined>>();

/** The price range of what `offerings` sell; undefined when nothing on the page is priced. */
export function offerRange(snapshot: CatalogueSnapshot, offerings: readonly PageOffering[]): OfferRange | undefined {
  let cache = memo.get(snapshot);
  if (!cache) memo.set(snapshot, (cache = new Map()));
  const key = offerings.map((o) => `${o.item.id}:${o.products.map((p) => p.id).join(',')}`).join(';');
  if (!cache.has(key)) cache.set(key, computeOfferRange(snapshot, offerings));
  return cache.get(key);
}

function computeOfferRange(snapshot: CatalogueSnapshot, offerings: readonly PageOffering[]): OfferRange | undefined {
  const { catalogue } = snapshot;
  const prices = priceIndexOf(snapshot);
  let low: number | undefined;
  let high: number | undefined;
  // One product in one cutting at one quantity is one offer, on however many of /stickers' pages.
  const offers = new Set<string>();
  for (const { item, products } of offerings) {
    for (const product of products) {
      const cheapest = cheapestQuoteCents(snapshot, product, item);
      if (cheapest === undefined) continue;
      low = low === undefined ? cheapest : Math.min(low, cheapest);
      for (const { cutting, disabled } of catalogue.productCuttings(product.id, item)) {
        // The cuttings the "from" price counts (from-price.ts), and no other.
        const grid = prices.grid(product.id, cutting.id);
        const dims = catalogue.dimLookups(product.id, cutting.id);
        if (disabled || !grid || dims.length === 0) continue;
        const rule = customQuantityRule(catalogue.customQuantityRules(product.id), product.id, cutting.id);
        const quantities = offeredQuantities(grid.run_sizes, { rule, premiumProcessing: false });
        const last = quantities.at(-1);
        if (last === undefined) continue;
        for (const quantity of quantities) offers.add(`${product.id}:${cutting.id}:${quantity}`);
        const size = largestSize(dims);
        const lookups = catalogue.attributeLookups(product.id, cutting.id);
        const orientations = catalogue.dimLookupsAllowOrientation(product.id, cutting.id) ? [...catalogue.orientationsById.keys()] : [];
        const priced = priceConfiguration({
          grid,
          widthMm: size.width,
          heightMm: size.height,
          quantity: last,
          // As resolve-configuration.ts lists them: an option with no choice adds no factor.
          factorsBp: [...dearestMaterial(prices, lookups, cutting.id, product.id), ...dearest(prices, 'color', catalogue.colorIds(product.id), product.id), ...dearest(prices, 'orientation', orientations, product.id)],
        });
        if (priced) high = high === undefined ? priced.totalCents : Math.max(high, priced.totalCents);
      }
    }
  }
  if (low === undefined || offers.size === 0) return undefined;
  return { lowCents: low, highCents: Math.max(low, high ?? low), count: offers.size };
}

/** The factor of the dearest of `ids`, or none when there is no choice. */
function dearest(prices: PriceIndex, kind: FactorKind, ids: readonly number[], productId: number): number[] {
  return ids.length === 0 ? [] : [Math.max(...ids.map((id) => prices.factor(kind, id, productId)))];
}

/** The factors of the dearest finishing together with the dearest adhesive sold with it (roll stickers have no adhesive choice). */
function dearestMaterial(prices: PriceIndex, lookups: readonly OptionLookup[], cuttingId: number, productId: number): number[] {
  const finishings = offeredFinishingIds(lookups, cuttingId);
  const pairs = (finishings.length > 0 ? finishings : [null]).map((finishing) => [
    ...(finishing === null ? [] : [prices.factor('finishing', finishing, productId)]),
    ...dearest(prices, 'adhesive', isRollCutting(cuttingId) ? [] : offeredAdhesiveIds(lookups, cuttingId, finishing), productId),
  ]);
  const product = (factors: number[]) => factors.reduce((total, factor) => (total * factor) / NEUTRAL_FACTOR_BP, 1);
  return pairs.reduce((best, pair) => (product(pair) > product(best) ? pair : best));
}

/** The largest size a cutting sells (its lookups' maximums, by area: the engine prices by area). */
function largestSize(lookups: readonly { max_size: string }[]): { width: number; height: number } {
  const sizes = lookups.map((l) => parseDimension(l.max_size));
  sizes.sort((x, y) => y.width * y.height - x.width * x.height);
  return sizes[0] ?? { width: 0, height: 0 };
}
