/**
 * The data a server-rendered page embeds for the web app's first render (seo/render-head.ts
 * writes it as a non-executable JSON block; catalogue/web/page-data.ts reads it), so the page
 * does not wait for a request after its scripts have loaded.
 */
import type { Member } from '../account/account.schemas.js';
import type { KickoffPromo } from '../promotions/promotions.schemas.js';
import type { ReviewSummary } from '../reviews/reviews.schemas.js';
import type { Highlights, ShopInfo } from '../shop-info/shop-info.schemas.js';
import type { FeaturedCategory, FeaturedItemsData } from './catalogue.schemas.js';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The featured-items answer the configurator asks for first (first_load, every product of the item). */
  featuredItems?: { slug: string; featured: number | null; data: FeaturedItemsData };
  /** The signed-in member, or null (the header's Sign in / account menu from the first paint). */
  member?: Member | null;
  /** Lines in the visitor's cart, for the header's "Cart (n)" until the cart itself is loaded. */
  cartCount?: number;
  /** The page family's review summary (the switcher's review link), so that line is there from the first paint. */
  /** The shop's details (header and footer on every page). */
  shopInfo?: ShopInfo;
  /** The home page's categories and highlights. */
  featuredCategories?: FeaturedCategory[];
  highlights?: Highlights;
  /** The kick-off promo running today (null: none), so the price panel's promo note is there from the first paint. */
  kickoff?: KickoffPromo | null;
  /** What the dispatch date depends on at the time the page was served (the price panel's line before the first price). */
  dispatchCondition?: string;
  reviewSummary?: { type: string; summary: ReviewSummary };
}
