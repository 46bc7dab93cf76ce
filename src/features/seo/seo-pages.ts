/**
 * Server side of the SEO head: resolves a requested path against the current catalogue, reads the
 * page family's review summary, and renders index.html for it with its status (200 or 404), the
 * preloads of what the page loads first (route chunk, its CSS, the main product image) and the
 * data it would fetch first, so no request waits for another.
 */
import type { CatalogueSnapshot, CatalogueStore } from '../catalogue/catalogue-store.js';
import { featuredCategoriesWithPrices, featuredItemsPage } from '../pricing/featured-items.js';
import type { Member } from '../account/account.schemas.js';
import { putPageData, type PageData } from '../../shared/page-data.js';
import { MEMBER_DATA } from '../account/page-data.js';
import { CART_COUNT_DATA } from '../cart/page-data.js';
import { FEATURED_CATEGORIES_DATA, FEATURED_ITEMS_DATA } from '../catalogue/page-data.js';
import { KICKOFF_DATA } from '../promotions/page-data.js';
import { REVIEW_SUMMARY_DATA } from '../reviews/page-data.js';
import { DISPATCH_CONDITION_DATA, SHIPPING_INFO_DATA, SHOP_DELIVERY_DATA } from '../shipping/page-data.js';
import { shippingInfo, shopDelivery } from '../shipping/shipping-service.js';
import { SHOP_INFO_DATA } from '../shop-info/page-data.js';
import { HIGHLIGHTS_DATA } from '../storefront/page-data.js';
import type { Database } from '../../server/db/client.js';
import { publicKickoffPromo } from '../promotions/kickoff.js';
import { shopHighlights } from '../storefront/highlights.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import { paths } from '../../shared/paths.js';
import { dispatchConditionText } from '../shipping/dispatch-date.js';
import { mainImage } from '../product-info/gallery.js';
import { showsLetteringDesigner } from '../configurator/selection-url.js';
import { reviewSummary } from '../reviews/review-summary.js';
import type { ReviewSummary, ReviewType } from '../reviews/reviews.schemas.js';
import { pageHead, resolvePageRoute, reviewTypeOfPath, type PageHead, type PageRoute } from './page-head.js';
import { renderPage, type HtmlTemplate, type PagePreloads } from './render-head.js';

/** A lazily loaded route's JavaScript chunks and stylesheets, from the build's manifest. */
export interface RouteAssets {
  modules: string[];
  styles: string[];
}

export interface ShopPageDeps {
  catalogue: CatalogueStore;
  db: Database;
  publicUrl: string;
  /** The shop's clock (the kick-off promo running today). */
  now: () => Date;
  /** The shop's details, embedded in every page for its footer. */
  shopInfo?: ShopInfo | undefined;
  /** The route chunks of the build (none in API tests without a build). */
  assets?: { configurator?: RouteAssets | undefined; cart?: RouteAssets | undefined } | undefined;
}

async function pageReviews(route: PageRoute, url: string, deps: ShopPageDeps): Promise<{ type: ReviewType; summary: ReviewSummary } | undefined> {
  const type = route.kind === 'not-found' ? undefined : reviewTypeOfPath(url);
  return type ? { type, summary: await reviewSummary(deps.db, type) } : undefined;
}

export async function headForUrl(url: string, deps: ShopPageDeps): Promise<PageHead> {
  const snapshot = deps.catalogue.current();
  const route = resolvePageRoute(url, snapshot.catalogue);
  const reviews = await pageReviews(route, url, deps);
  return pageHead(route, { snapshot, publicUrl: deps.publicUrl, reviews: reviews?.summary, shopName: shopNameOf(deps) });
}

/** The shop's name as its settings say (the default shop's without them, as in API tests). */
const shopNameOf = (deps: ShopPageDeps): string => deps.shopInfo?.name ?? DEFAULT_SHOP_INFO.name;

/** The paths that render the home page (its categories and highlights are embedded). */
const HOME_PATHS: ReadonlySet<string> = new Set([paths.home, paths.stickers]);

/** The query of a requested URL. */
const queryOf = (url: string): URLSearchParams => new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '');

/** ?featured= as the configurator reads it: a positive whole number, else none (null); undefined when it is not one the API accepts. */
function featuredParam(url: string): number | null | undefined {
  const raw = queryOf(url).get('featured');
  if (raw === null || raw === '' || Number(raw) === 0 || Number.isNaN(Number(raw))) return null;
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

async function pagePreloads(
  route: PageRoute,
  url: string,
  snapshot: CatalogueSnapshot,
  deps: ShopPageDeps,
  cartCount: number,
  reviews: { type: ReviewType; summary: ReviewSummary } | undefined,
  member: Member | null,
): Promise<PagePreloads> {
  const data: PageData = {};
  putPageData(data, CART_COUNT_DATA, cartCount);
  putPageData(data, MEMBER_DATA, member);
  if (deps.shopInfo) putPageData(data, SHOP_INFO_DATA, deps.shopInfo);
  if (route.kind === 'item' || route.kind === 'product') {
    if (reviews) putPageData(data, REVIEW_SUMMARY_DATA, reviews);
    putPageData(data, KICKOFF_DATA, publicKickoffPromo(snapshot.catalogue.rows.kickoffPromos, deps.now()));
    putPageData(data, DISPATCH_CONDITION_DATA, dispatchConditionText(deps.now(), snapshot.catalogue.holidayDates));
    const featured = featuredParam(url);
    const product = route.kind === 'product' ? route.product : snapshot.catalogue.productsOfItem(route.item)[0];
    if (product) {
      const info = shippingInfo(snapshot.catalogue, snapshot.catalogue.productsOfItem(route.item), product, deps.now());
      putPageData(data, SHIPPING_INFO_DATA, { featured_item_id: route.item.id, product_id: product.id, data: info });
    }
    if (featured !== undefined) {
      const slug = route.item.url_slug;
      putPageData(data, FEATURED_ITEMS_DATA, { slug, featured, data: featuredItemsPage(snapshot, { slug, first_load: true, ...(featured !== null ? { featured } : {}) }) });
    }
    const assets = deps.assets?.configurator;
    // The picture shown first, unless the lettering designer takes the gallery's place (a picture
    // preloaded and never shown is a wasted download Chromium warns about).
    const image = product && !showsLetteringDesigner(product, queryOf(url)) ? mainImage(product).src : undefined;
    return { modules: assets?.modules ?? [], styles: assets?.styles ?? [], image, data };
  }
  // The home, FAQ and shipping pages state delivery times; every other page is small enough not to mind.
  if (route.kind === 'client') putPageData(data, SHOP_DELIVERY_DATA, shopDelivery(snapshot.catalogue));
  if (route.kind === 'client' && HOME_PATHS.has(route.path)) {
    putPageData(data, FEATURED_CATEGORIES_DATA, featuredCategoriesWithPrices(snapshot));
    putPageData(data, HIGHLIGHTS_DATA, await shopHighlights(snapshot, deps.db));
  }
  const assets = route.kind === 'client' && route.path === '/cart' ? deps.assets?.cart : undefined;
  return { modules: assets?.modules ?? [], styles: assets?.styles ?? [], data };
}

/** The page for `url`; `cartCount` is the visitor's number of cart lines (for the header). */
export async function renderShopPage(url: string, template: HtmlTemplate, deps: ShopPageDeps, cartCount = 0, member: Member | null = null): Promise<{ status: 200 | 404; html: string }> {
  const snapshot = deps.catalogue.current();
  const route = resolvePageRoute(url, snapshot.catalogue);
  const reviews = await pageReviews(route, url, deps);
  const head = pageHead(route, { snapshot, publicUrl: deps.publicUrl, reviews: reviews?.summary, shopName: shopNameOf(deps) });
  return { status: head.status, html: renderPage(template, head, await pagePreloads(route, url, snapshot, deps, cartCount, reviews, member)) };
}
