/**
 * The data a server-rendered page embeds for the web app's first render (seo/render-head.ts
 * writes it as a non-executable JSON block; catalogue/web/page-data.ts reads it), so the page
 * does not wait for a request after its scripts have loaded.
 */
import type { FeaturedItemsData } from './catalogue.schemas.js';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The featured-items answer the configurator asks for first (first_load, every product of the item). */
  featuredItems?: { slug: string; featured: number | null; data: FeaturedItemsData };
  /** Lines in the visitor's cart, for the header's "Cart (n)" until the cart itself is loaded. */
  cartCount?: number;
}
