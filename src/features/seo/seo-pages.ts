/**
 * Server side of the SEO head: resolves a requested path against the current catalogue, reads the
 * page family's review summary and the rating of what the page sells, and renders index.html for
 * it with its status (200 or 404), the preloads of what the page loads first (route chunk, its
 * CSS, the main product image) and the data it would fetch first, so no request waits for another.
 */
import type { CatalogueSnapshot, CatalogueStore } from '../catalogue/catalogue-store.js';
import { featuredCategoriesWithPrices, featuredItemsPage } from '../pricing/featured-items.js';
import type { Member } from '../account/account.schemas.js';
import { putPageData, type PageData } from '../../shared/page-data.js';
import type { FeaturedItemsData } from '../catalogue/catalogue.schemas.js';
import { pricingParams, problemsBlockPricing, selectionProblems } from '../configurator/configurator-state.js';
import { selectionFromQuery } from '../configurator/selection-url.js';
import { OPENING_PRICE_DATA } from '../pricing/page-data.js';
import { priceQuote } from '../pricing/price-quote.js';
import { pricingQuerySchema, type PricingData } from '../pricing/pricing.schemas.js';
import { MEMBER_DATA } from '../account/page-data.js';
import { CART_COUNT_DATA, CART_DATA } from '../cart/page-data.js';
import type { Cart } from '../cart/cart.schemas.js';
import { FEATURED_CATEGORIES_DATA, FEATURED_ITEMS_DATA } from '../catalogue/page-data.js';
import { KICKOFF_DATA } from '../promotions/page-data.js';
import { REVIEW_SUMMARY_DATA, REVIEWS_FIRST_PAGE_DATA } from '../reviews/page-data.js';
import { productPageReviews } from '../reviews/product-page-reviews.js';
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
import { pageHead, ratedProducts, resolvePageRoute, reviewTypeOfPath, type PageHead, type PageRoute } from './page-head.js';
import { renderPage, type HtmlTemplate, type PagePreloads } from './render-head.js';

/** A lazily loaded route's JavaScript chunks and stylesheets, from the build's manifest. */
export interface RouteAssets {
  modules: string[];
  styles: string[];
}

/** The lazily loaded routes whose chunks a page names in its head (their sources: src/server/web.ts). */
export type RouteChunk = 'configurator' | 'lettering' | 'cart' | 'checkout' | 'order' | 'info';

/** The route chunk of a page that is not a product page, by its path. */
const CLIENT_ROUTE_CHUNKS: readonly (readonly [RegExp, RouteChunk])[] = [
  [/^\/cart$/, 'cart'],
  [/^\/checkout$/, 'checkout'],
  [/^\/orders(\/[^/]+)?$/, 'order'],
  [/^\/(faq|contact|terms|privacy|shipping-returns)$/, 'info'],
];

export interface ShopPageDeps {
  catalogue: CatalogueStore;
  db: Database;
  publicUrl: string;
  /** The shop's clock (the kick-off promo running today). */
  now: () => Date;
  /** The shop's details, embedded in every page for its footer. */
  shopInfo?: ShopInfo | undefined;
  /** The route chunks of the build (none in API tests without a build). */
  assets?: Partial<Record<RouteChunk, RouteAssets>> | undefined;
}

async function pageReviews(route: PageRoute, url: string, deps: ShopPageDeps): Promise<{ type: ReviewType; summary: ReviewSummary } | undefined> {
  const type = route.kind === 'not-found' ? undefined : reviewTypeOfPath(url);
  return type ? { type, summary: await reviewSummary(deps.db, type) } : undefined;
}

/**
 * The rating of the page's Product (its structured data), from the published reviews of its own
 * products (ratedProducts), read on every request as the reviews block is: a review staff
 * publish or hide changes it on the next page served (no page is cached: server-rendering.md).
 */
async function pageRating(route: PageRoute, snapshot: CatalogueSnapshot, deps: ShopPageDeps): Promise<ReviewSummary | undefined> {
  const rated = ratedProducts(route, snapshot.catalogue);
  return rated ? reviewSummary(deps.db, rated.type, rated.productIds) : undefined;
}

/**
 * The head an in-app navigation asks for (GET /api/seo/meta: title, description, canonical,
 * robots). It carries no structured data, so no rating is read for it.
 */
export function headForUrl(url: string, deps: ShopPageDeps): PageHead {
  const snapshot = deps.catalogue.current();
  const route = resolvePageRoute(url, snapshot.catalogue);
  return pageHead(route, { snapshot, publicUrl: deps.publicUrl, shopName: shopNameOf(deps) });
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

/**
 * The pages rendered on the server: home, product pages, the information pages, cart, checkout,
 * the order pages and "Page not found". Staff pages, the account, registration, quote requests
 * and review forms are for people signed in or sent by an email: the browser renders them, as
 * before.
 */
const CLIENT_ONLY_PATHS = /^\/(staff|account|register|quote-requests)(\/|$)|^\/orders\/[^/]+\/review(\/|$)/;
const serverRendered = (url: string): boolean => !CLIENT_ONLY_PATHS.test(url.split('?')[0] ?? '');

/**
 * The price of the configuration the page opens on, worked out as the page does (the product of
 * the URL, the selection its query names, the same pricing parameters) and priced as pricing/v2
 * prices it: the server renders the total, and the browser's first pricing query starts from it.
 * None when the page would not ask (a problem with the selection, a lettering still to be
 * measured) or the answer is a refusal.
 */
export function openingPrice(page: FeaturedItemsData, productSlug: string | undefined, url: string, snapshot: CatalogueSnapshot, now: Date): { params: Record<string, string | number>; data: PricingData } | undefined {
  const item = page.featured_item;
  const product = productSlug === undefined ? item.products[0] : item.products.find((p) => p.url_slug === productSlug);
  if (!product) return undefined;
  const search = queryOf(url);
  const selection = selectionFromQuery(search, product, { quantity: Number(search.get('roll_promo')) || undefined });
  if (selection.lettering || problemsBlockPricing(selectionProblems(selection, product))) return undefined;
  const params = Object.fromEntries(Object.entries(pricingParams(selection, product, item.id)).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  if (params.cutting_id === undefined) return undefined;
  const query = pricingQuerySchema.safeParse(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
  if (!query.success) return undefined;
  try {
    return { params, data: priceQuote(snapshot, query.data, now) };
  } catch {
    // A configuration pricing/v2 would refuse (4xx): the page asks, and shows the refusal, as before.
    return undefined;
  }
}

async function pagePreloads(
  route: PageRoute,
  url: string,
  snapshot: CatalogueSnapshot,
  deps: ShopPageDeps,
  visitor: PageVisitor,
  reviews: { type: ReviewType; summary: ReviewSummary } | undefined,
): Promise<PagePreloads> {
  const data: PageData = {};
  putPageData(data, CART_COUNT_DATA, visitor.cartCount);
  putPageData(data, MEMBER_DATA, visitor.member);
  if (visitor.cart !== undefined && route.kind === 'client' && route.path === paths.cart) putPageData(data, CART_DATA, visitor.cart);
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
      if (reviews) {
        const first = await productPageReviews(deps.db, snapshot.catalogue.productsById, reviews.type, product.id);
        putPageData(data, REVIEWS_FIRST_PAGE_DATA, { type: reviews.type, productId: product.id, data: first });
      }
    }
    if (featured !== undefined) {
      const slug = route.item.url_slug;
      const itemsPage = featuredItemsPage(snapshot, { slug, first_load: true, ...(featured !== null ? { featured } : {}) });
      putPageData(data, FEATURED_ITEMS_DATA, { slug, featured, data: itemsPage });
      // The total and dispatch date in the server's HTML; the browser's first price starts from it.
      const opening = openingPrice(itemsPage, route.kind === 'product' ? route.product.url_slug : undefined, url, snapshot, deps.now());
      if (opening) putPageData(data, OPENING_PRICE_DATA, opening);
    }
    const designer = product !== undefined && showsLetteringDesigner(product, queryOf(url));
    // The lettering designer (loaded when needed) is on this page's first screen: its chunks and
    // stylesheets come with the page's own, so the server's render of it is styled and hydrates at once.
    const assets = [deps.assets?.configurator, designer ? deps.assets?.lettering : undefined];
    // The picture shown first, unless the lettering designer takes the gallery's place (a picture
    // preloaded and never shown is a wasted download Chromium warns about).
    const image = product && !designer ? mainImage(product).src : undefined;
    return { modules: [...new Set(assets.flatMap((a) => a?.modules ?? []))], styles: [...new Set(assets.flatMap((a) => a?.styles ?? []))], image, data };
  }
  // The home, FAQ and shipping pages state delivery times; every other page is small enough not to mind.
  if (route.kind === 'client') putPageData(data, SHOP_DELIVERY_DATA, shopDelivery(snapshot.catalogue));
  if (route.kind === 'client' && HOME_PATHS.has(route.path)) {
    putPageData(data, FEATURED_CATEGORIES_DATA, featuredCategoriesWithPrices(snapshot));
    putPageData(data, HIGHLIGHTS_DATA, await shopHighlights(snapshot, deps.db));
  }
  const chunk = route.kind === 'client' ? CLIENT_ROUTE_CHUNKS.find(([pattern]) => pattern.test(route.path))?.[1] : undefined;
  const assets = chunk ? deps.assets?.[chunk] : undefined;
  return { modules: assets?.modules ?? [], styles: assets?.styles ?? [], data };
}

/**
 * Renders the web app at a URL with the page's embedded data (src/web/entry-server.tsx, from the
 * web build); undefined when there is no build to render with (API tests).
 */
export type AppRenderer = (url: string, data: PageData) => Promise<string>;

/** Who the page is for: the header's cart count and member, and the cart when the page shows it (CART_DATA). */
export interface PageVisitor {
  cartCount: number;
  member: Member | null;
  cart?: Cart | undefined;
}

/**
 * The page for `url`, for `visitor` (the header's cart count and member). With
 * `renderApp`, the app's first screen is in the HTML; if that render fails, the page goes out
 * without it (the browser renders it, as before server rendering) and the failure is reported.
 */
export async function renderShopPage(
  url: string,
  template: HtmlTemplate,
  deps: ShopPageDeps,
  visitor: PageVisitor = { cartCount: 0, member: null },
  renderApp?: AppRenderer,
  onRenderError?: (error: unknown) => void,
): Promise<{ status: 200 | 404; html: string }> {
  const snapshot = deps.catalogue.current();
  const route = resolvePageRoute(url, snapshot.catalogue);
  const reviews = await pageReviews(route, url, deps);
  const head = pageHead(route, { snapshot, publicUrl: deps.publicUrl, rating: await pageRating(route, snapshot, deps), shopName: shopNameOf(deps) });
  const preloads = await pagePreloads(route, url, snapshot, deps, visitor, reviews);
  let appHtml: string | undefined;
  if (renderApp && serverRendered(url)) {
    try {
      appHtml = await renderApp(url, preloads.data ?? {});
    } catch (error) {
      onRenderError?.(error);
    }
  }
  return { status: head.status, html: renderPage(template, head, preloads, appHtml) };
}
