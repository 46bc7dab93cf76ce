/**
 * The home page's best sellers. The shop has no sales figures yet, so the choice is the
 * catalogue's own: one product per product family (stickers, special stickers, business cards,
 * badges, magnets, hang tags), the first one the catalogue lists for that family (featured items
 * in their sort order, then the products in the item's order): Art Paper Stickers, Foil
 * Stickers, Royal Extra White business cards, Button Badges, the Custom Magnet, the Standard Hang
 * Tag. Staff reorder the catalogue to change them. Each is priced from its page's cheapest quote.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { cheapestQuoteCents } from '../pricing/from-price.js';
import { productSeoName } from '../catalogue/labels.js';
import { productImageUrl } from '../catalogue/product-image-rules.js';
import type { BestSeller } from './storefront.schemas.js';

const FAMILY_NAMES: Record<string, string> = {
  sticker: 'Stickers',
  special: 'Special Stickers',
  'business-card': 'Business Cards',
  badge: 'Badges',
  magnet: 'Magnets',
  'hang-tag': 'Hang Tags',
};

const bestSellersMemo = new WeakMap<CatalogueSnapshot, BestSeller[]>();

export function bestSellers(snapshot: CatalogueSnapshot): BestSeller[] {
  const memo = bestSellersMemo.get(snapshot);
  if (memo) return memo;
  const seen = new Set<string>();
  const picks: BestSeller[] = [];
  const items = [...snapshot.catalogue.rows.featuredItems].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  for (const item of items) {
    for (const product of snapshot.catalogue.productsOfItem(item)) {
      if (seen.has(product.family)) continue;
      const cents = cheapestQuoteCents(snapshot, product, item);
      // A product with no online price can't be a "from" card.
      if (cents === undefined || cents <= 0) continue;
      seen.add(product.family);
      picks.push({
        name: productSeoName(product),
        family: FAMILY_NAMES[product.family] ?? product.family,
        description: firstSentence(product.description),
        path: `${item.route}/${product.url_slug}`,
        image: productImageUrl(product),
        from_price_cents: cents,
      });
    }
  }
  bestSellersMemo.set(snapshot, picks);
  return picks;
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text).trim();
}
