/**
 * The product-info content bundle. Each product's panel is its own lazily imported chunk (a
 * dynamic import keyed by slug), so none of it weighs on the first visit's JavaScript; the supply
 * pages' marketing copy is one more chunk. No server call (configurator.md §7).
 */
import type { FallbackContent, ProductInfoContent, SupplyContent } from './types.js';

export type { FallbackContent, ProductInfoContent, SupplyContent } from './types.js';

type Loader = () => Promise<{ default: ProductInfoContent }>;

/** Product-info content by slug (the product's prod_info_ref). */
const PRODUCT_CONTENT: Readonly<Record<string, Loader>> = {
  'art-paper': () => import('./products/art-paper.js'),
  'bumper-stickers': () => import('./products/bumper-stickers.js'),
  'classic-paper': () => import('./products/classic-paper.js'),
  'custom-decals': () => import('./products/custom-decals.js'),
  'dome-stickers': () => import('./products/dome-stickers.js'),
  'embossed-paper-stickers': () => import('./products/embossed-paper-stickers.js'),
  'foil-paper-stickers': () => import('./products/foil-paper-stickers.js'),
  'gold-vinyl-stickers': () => import('./products/gold-vinyl-stickers.js'),
  'hologram-stickers': () => import('./products/hologram-stickers.js'),
  'kraft-paper': () => import('./products/kraft-paper.js'),
  'vinyl-lettering': () => import('./products/vinyl-lettering.js'),
  'pvc-vinyl': () => import('./products/pvc-vinyl.js'),
  'silver-vinyl-stickers': () => import('./products/silver-vinyl-stickers.js'),
  'standard-vinyl': () => import('./products/standard-vinyl.js'),
  'transparent-stickers': () => import('./products/transparent-stickers.js'),
  'royal-extra-white-400gsm': () => import('./products/royal-extra-white-400gsm.js'),
  'standard-matte-250gsm': () => import('./products/standard-matte-250gsm.js'),
  'vintage-kraft-300gsm': () => import('./products/vintage-kraft-300gsm.js'),
  'standard-hang-tag': () => import('./products/standard-hang-tag.js'),
  'premium-hang-tag': () => import('./products/premium-hang-tag.js'),
};

export const PRODUCT_CONTENT_SLUGS: readonly string[] = Object.keys(PRODUCT_CONTENT);

/** Badges and magnets are described by static JSON fetched by the page (configurator.md §7). */
export const BADGES_AND_MAGNETS_SLUGS: readonly string[] = ['button-badge', 'mirror-badge', 'magnetic-badge', 'custom-magnet'];
export const BADGES_AND_MAGNETS_URL = '/data/product-info/badges-and-magnets-details.json';
export const DOWNLOAD_TEMPLATES_URL = '/artwork-guide/download-templates.json';

export function hasProductContent(slug: string): boolean {
  return Object.hasOwn(PRODUCT_CONTENT, slug);
}

/** The panel content for a slug, or null when the bundle has none. Rejects if the chunk fails to load. */
export async function loadProductContent(slug: string): Promise<ProductInfoContent | null> {
  if (!hasProductContent(slug)) return null;
  return (await PRODUCT_CONTENT[slug]!()).default;
}

export const SUPPLY_SLUGS: readonly string[] = ['die-cut', 'kiss-cut', 'sheet', 'roll', 'other-finished-shape'];

/** Marketing copy for a supply page (Die Cut, Kiss Cut, Sticker Sheets, Roll Stickers, Others), or null. */
export async function loadSupplyContent(featuredItemSlug: string): Promise<SupplyContent | null> {
  if (!SUPPLY_SLUGS.includes(featuredItemSlug)) return null;
  const supply = (await import('./supply.js')).default;
  return supply[featuredItemSlug] ?? null;
}

/** Shown when a product has no panel of its own. */
export const FALLBACK_CONTENT: FallbackContent = {
  title: 'Custom printing, made in Singapore',
  subtitle: 'Printed on our own presses and shipped free Singapore-wide',
  description:
    'Every order is checked by our prepress team before it is printed. Upload your artwork with your order and we email you a free PDF proof after checkout; nothing is printed until you approve it. Questions about materials, sizes or finishes? Request a quote and our team will get back to you.',
};
