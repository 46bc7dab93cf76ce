/**
 * What the served HTML's <head> says about a page, so crawlers and link previews read it without
 * JavaScript: title, description, canonical URL, Open Graph, and schema.org structured data
 * (configurator.md §9: currency SGD, in stock). Pure: from a path, the catalogue snapshot and the
 * rating of what the page sells (ratedProducts: seo-pages.ts reads it) to head data; render-head.ts
 * turns it into HTML.
 *
 * A path is a page when it is one of CLIENT_PAGES, a featured item's route (/stickers/paper,
 * /business-cards) or one of the item's products below it (/stickers/paper/art,
 * /business-cards/royal-extra-white). Anything else is a 404.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { Catalogue, FeaturedItemRow, ProductRow } from '../catalogue/catalogue.js';
import { productSeoName } from '../catalogue/labels.js';
import { productImageUrl } from '../catalogue/product-image-rules.js';
import { CUTOFF_TIME_TEXT } from '../shipping/order-cutoff.js';
import { fromPrice } from '../pricing/featured-items.js';
import { cheapestQuoteCents } from '../pricing/from-price.js';
import { isReviewType, type ReviewSummary, type ReviewType } from '../reviews/reviews.schemas.js';
import { offerRange, type PageOffering } from './offer-range.js';
import { centsToDollars, formatSgd, formatSgdDollars } from '../../shared/money.js';
import { LETTERING_DESIGNER_PAGE, paths } from '../../shared/paths.js';
import { normaliseOrderNo } from '../orders/order-rules.js';
import { normaliseQuoteRequestNo } from '../quote-request/quote-request-rules.js';

const TAGLINE = 'Custom Printed in Singapore';
const MAX_DESCRIPTION = 160;

export interface PageHead {
  /** HTTP status of the page: 404 for a path that is no page (the React app shows its 404 too). */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL, or null (404). */
  canonical: string | null;
  /** e.g. "noindex" for the 404 and the cart. */
  robots: string | null;
  /** Absolute URL of the page's picture, or null. */
  image: string | null;
  /** schema.org data for <script type="application/ld+json">, or null. */
  jsonLd: Record<string, unknown> | null;
  /** og:site_name: the shop's name. */
  siteName: string;
}

export interface HeadContext {
  snapshot: CatalogueSnapshot;
  /** The shop's public origin, e.g. https://printshop.sg (no trailing slash). */
  publicUrl: string;
  /**
   * The published reviews of the products the page's Product is (ratedProducts), as its reviews
   * block counts them: its aggregateRating, none when there are none.
   */
  rating?: ReviewSummary | undefined;
  /** The shop's name (its setting): titles, og:site_name and the structured data say it. */
  shopName: string;
}

type PageContent = Omit<PageHead, 'status' | 'canonical' | 'siteName'>;

/**
 * Client routes that are not catalogue pages (the React router shows them): answered 200.
 * The one list of them; a new page such as /checkout is added here.
 */
export const CLIENT_PAGES: readonly { path: string; inSitemap: boolean; content: (ctx: HeadContext, url: string) => PageContent }[] = [
  {
    path: '/',
    inSitemap: true,
    content: (ctx, url) => ({
      title: `Custom Stickers, Labels & Business Cards in Singapore | ${ctx.shopName}`,
      description: 'Custom stickers, decals, badges, magnets, business cards and hang tags printed in Singapore. Instant quotes in SGD and free shipping Singapore wide.',
      robots: null,
      image: null,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: ctx.shopName,
        url,
        logo: absolute(ctx.publicUrl, '/favicon.svg'),
        areaServed: 'SG',
      },
    }),
  },
  {
    path: '/stickers',
    inSitemap: true,
    content: (ctx, url) => {
      const items = stickerItems(ctx.snapshot.catalogue);
      const price = lowest(items.map((item) => fromPrice(ctx.snapshot, item)));
      const first = items.flatMap((item) => ctx.snapshot.catalogue.productsOfItem(item))[0];
      const name = 'Custom Stickers';
      return productPage(ctx, url, {
        name,
        sku: 'stickers',
        offerings: items.map((item) => ({ item, products: ctx.snapshot.catalogue.productsOfItem(item) })),
        title: withPrice(name, price),
        description: fitDescription(
          `Custom paper, vinyl, foil, hologram and dome stickers, die cut, kiss cut, on sheets or on a roll. Printed in Singapore${price ? ` from ${formatSgdDollars(price)}` : ''} with free shipping.`,
        ),
        productDescription: 'Custom stickers in paper, vinyl and special materials, cut to any shape, on sheets or on a roll.',
        price,
        image: first ? productImage(first) : null,
      });
    },
  },
  {
    path: '/cart',
    inSitemap: false,
    content: (ctx) => ({
      title: `Your Cart | ${ctx.shopName}`,
      description: 'Review the items in your cart, upload artwork and check out. Free shipping Singapore wide.',
      robots: 'noindex',
      image: null,
      jsonLd: null,
    }),
  },
  accountPage(paths.checkout, 'Checkout', 'Your contact details, delivery address and shipping, then pay by PayNow. Nothing is printed before you approve a proof.'),
  accountPage(paths.orders, 'Find your order', 'Look up your order with its number and the email you ordered with: its status, timeline and payment details.'),
  accountPage(paths.register, 'New Membership Registration', 'Register with your email: get 2 points on joining, and keep your quotations, cart and delivery addresses in your account.'),
  accountPage(paths.staffHome, 'Staff desk', 'Today’s work: payments to confirm, proofs to release, approved work to print and orders to dispatch: for the shop’s staff.'),
  accountPage(paths.staffSettings, 'Settings (staff)', 'Coupons, holidays and closures, shipping, prices and product content: for the shop’s staff.'),
  accountPage(paths.staffAudit, 'Audit log (staff)', 'Every change staff made, who and when, before and after: for the shop’s staff.'),
  accountPage(paths.staffTeam, 'Staff and roles', 'The shop’s staff and what each may do: for the shop’s owners.'),
  accountPage(paths.staffQuoteRequests, 'Quote requests (staff)', 'The quote requests shoppers sent, with their files: for the shop’s staff.'),
  accountPage(paths.staffOrders, 'Orders (staff)', 'The order desk: orders by status, payments to confirm, production and dispatch: for the shop’s staff.'),
  accountPage(paths.staffReviews, 'Reviews (staff)', 'Shoppers’ reviews to publish, hide or answer: for the shop’s staff.'),
  accountPage(paths.staffProduction, 'Production (staff)', 'Approved order lines by dispatch date and material, with their print files, job sheets and the day’s zip: for the shop’s staff.'),
  accountPage(paths.account, 'My Account', 'Your profile, password, address book, notification settings, points, quotations and cart.'),
  infoPage(paths.contact, 'Contact Us', 'Call, e-mail or visit us: our address, phone, business hours, UEN and GST registration. Custom printing in Singapore, answered by real people.'),
  infoPage(paths.faq, 'Frequently Asked Questions', `How ordering works: artwork, the free PDF proof, dispatch dates and the ${CUTOFF_TIME_TEXT} cut-off, free shipping, reprints and payment. Custom printing in Singapore.`),
  infoPage(paths.shippingReturns, 'Shipping & Returns', `Free shipping Singapore wide, dispatch dates and the ${CUTOFF_TIME_TEXT} cut-off, delivery times, and free reprints for printing defects or items damaged in delivery.`),
  infoPage(paths.terms, 'Terms of Sale', 'The terms for custom print orders: quotes and prices in SGD, artwork and PDF proofs, production and dispatch, delivery, defects and reprints.'),
  infoPage(paths.privacy, 'Privacy Policy', "How we collect, use and keep your personal data under Singapore's PDPA, and how to reach our Data Protection Officer to access or correct it."),
];

/** An account page (/register, /account): a page of the web app, not for search engines. */
function accountPage(path: string, name: string, description: string): (typeof CLIENT_PAGES)[number] {
  return { path, inSitemap: false, content: (ctx) => ({ title: `${name} | ${ctx.shopName}`, description, robots: 'noindex', image: null, jsonLd: null }) };
}

/** A policy or contact page: indexed, no picture or structured data. */
function infoPage(path: string, name: string, description: string): (typeof CLIENT_PAGES)[number] {
  return { path, inSitemap: true, content: (ctx) => ({ title: `${name} | ${ctx.shopName}`, description: fitDescription(description), robots: null, image: null, jsonLd: null }) };
}

export type PageRoute =
  | { kind: 'client'; path: string }
  | { kind: 'item'; item: FeaturedItemRow }
  | { kind: 'product'; item: FeaturedItemRow; product: ProductRow; designer?: true }
  /** An order's page, /orders/{order_no}: private (noindex); the web app asks the API for the order. */
  | { kind: 'order'; orderNo: string }
  /** A delivered order's review page, /orders/{order_no}/review?token=…: private (noindex); the web app asks the API with the token. */
  | { kind: 'order-review'; orderNo: string }
  /** A shopper's quote request, /quote-requests/{request_no}: private (noindex); the web app asks the API for it. */
  | { kind: 'quote-request'; requestNo: string }
  | { kind: 'not-found' };

const itemsByRouteCache = new WeakMap<Catalogue, Map<string, FeaturedItemRow>>();
function itemsByRoute(catalogue: Catalogue): Map<string, FeaturedItemRow> {
  let map = itemsByRouteCache.get(catalogue);
  if (!map) {
    map = new Map(catalogue.rows.featuredItems.map((item) => [item.route, item]));
    itemsByRouteCache.set(catalogue, map);
  }
  return map;
}

/** The path without query, fragment or trailing slash; undefined when it is not a sane path. */
export function normalisePath(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || path.includes('//')) return undefined;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function resolvePageRoute(url: string, catalogue: Catalogue): PageRoute {
  const path = normalisePath(url);
  if (path === undefined) return { kind: 'not-found' };
  if (CLIENT_PAGES.some((p) => p.path === path)) return { kind: 'client', path };
  const reviewOrderNo = path.startsWith(`${paths.orders}/`) && path.endsWith('/review') ? normaliseOrderNo(path.slice(paths.orders.length + 1, -'/review'.length)) : null;
  if (reviewOrderNo) return { kind: 'order-review', orderNo: reviewOrderNo };
  const orderNo = path.startsWith(`${paths.orders}/`) ? normaliseOrderNo(path.slice(paths.orders.length + 1)) : null;
  if (orderNo) return { kind: 'order', orderNo };
  const requestNo = path.startsWith('/quote-requests/') ? normaliseQuoteRequestNo(path.slice('/quote-requests/'.length)) : null;
  if (requestNo) return { kind: 'quote-request', requestNo };
  if (path === paths.letteringDesigner) {
    const item = catalogue.rows.featuredItems.find((i) => i.url_slug === LETTERING_DESIGNER_PAGE.itemSlug);
    const product = item && catalogue.productsOfItem(item).find((p) => p.url_slug === LETTERING_DESIGNER_PAGE.productSlug);
    return item && product ? { kind: 'product', item, product, designer: true } : { kind: 'not-found' };
  }
  const routes = itemsByRoute(catalogue);
  const item = routes.get(path);
  if (item) return { kind: 'item', item };
  const cut = path.lastIndexOf('/');
  const parent = routes.get(path.slice(0, cut));
  const slug = path.slice(cut + 1);
  const product = parent && catalogue.productsOfItem(parent).find((p) => p.url_slug === slug);
  return parent && product ? { kind: 'product', item: parent, product } : { kind: 'not-found' };
}

/** Whose reviews a page shows: its first path segment, when that is a review type. */
export function reviewTypeOfPath(url: string): ReviewType | undefined {
  const first = (normalisePath(url) ?? '').split('/')[1] ?? '';
  return isReviewType(first) ? first : undefined;
}

/** The sticker pages /stickers sums up. */
const stickerItems = (catalogue: Catalogue): FeaturedItemRow[] => catalogue.rows.featuredItems.filter((i) => i.route.startsWith('/stickers/'));

/**
 * Whose reviews rate a page's Product (its aggregateRating): the published reviews, in the review
 * family of the page's item (the first segment of its route, as the reviews block's), of the
 * products the Product is. A product page's Product is its product, so its rating is the one its
 * reviews block shows as the product's own ("4.3 out of 5 · 6 reviews of Art Paper Stickers"), the
 * same on every page that sells the product (/stickers/paper/art, /stickers/die-cut/art, and
 * /vinyl-lettering-designer for Vinyl Lettering). An item page's Product is the item ("Paper
 * Stickers", offered from the cheapest of its products): the reviews of its products together;
 * /stickers' ("Custom Stickers"), those of every sticker page's products. A review of no product
 * rates none of them. Undefined for a page with no Product.
 */
export function ratedProducts(route: PageRoute, catalogue: Catalogue): { type: ReviewType; productIds: number[] } | undefined {
  const ofItems = (items: readonly FeaturedItemRow[], type: string | undefined) =>
    type !== undefined && isReviewType(type) ? { type, productIds: [...new Set(items.flatMap((item) => catalogue.productsOfItem(item).map((p) => p.id)))] } : undefined;
  if (route.kind === 'client') return route.path === '/stickers' ? ofItems(stickerItems(catalogue), 'stickers') : undefined;
  if (route.kind === 'item') return ofItems([route.item], route.item.route.split('/')[1]);
  if (route.kind === 'product') {
    const type = route.item.route.split('/')[1];
    return type !== undefined && isReviewType(type) ? { type, productIds: [route.product.id] } : undefined;
  }
  return undefined;
}

/** Every page worth indexing, as paths: the client pages in the sitemap, each item and each item's products. */
export function sitemapPaths(catalogue: Catalogue): string[] {
  const list = CLIENT_PAGES.filter((p) => p.inSitemap).map((p) => p.path);
  for (const item of [...catalogue.rows.featuredItems].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)) {
    list.push(item.route, ...catalogue.productsOfItem(item).map((p) => `${item.route}/${p.url_slug}`));
    if (item.url_slug === LETTERING_DESIGNER_PAGE.itemSlug) list.push(paths.letteringDesigner);
  }
  return [...new Set(list)];
}

export function notFoundHead(shopName: string): PageHead {
  return {
    status: 404,
    siteName: shopName,
    title: `Page not found | ${shopName}`,
    description: "We couldn't find the page you were looking for. Browse custom stickers, business cards, badges, magnets and hang tags printed in Singapore.",
    canonical: null,
    robots: 'noindex',
    image: null,
    jsonLd: null,
  };
}

export function pageHead(route: PageRoute, ctx: HeadContext): PageHead {
  if (route.kind === 'not-found') return notFoundHead(ctx.shopName);
  if (route.kind === 'order') {
    return {
      status: 200,
      siteName: ctx.shopName,
      title: `Order ${route.orderNo} | ${ctx.shopName}`,
      description: 'Your order: its status, timeline, items, delivery and the PayNow payment details.',
      canonical: absolute(ctx.publicUrl, paths.order(route.orderNo)),
      robots: 'noindex',
      image: null,
      jsonLd: null,
    };
  }
  if (route.kind === 'order-review') {
    return {
      status: 200,
      siteName: ctx.shopName,
      title: `Review order ${route.orderNo} | ${ctx.shopName}`,
      description: 'Tell other shoppers how your prints turned out: stars, a few words and photos.',
      canonical: null,
      robots: 'noindex',
      image: null,
      jsonLd: null,
    };
  }
  if (route.kind === 'quote-request') {
    return {
      status: 200,
      siteName: ctx.shopName,
      title: `Quote ${route.requestNo} | ${ctx.shopName}`,
      description: 'Your quote request: what you asked for, our priced options to put in your cart, and our conversation.',
      canonical: absolute(ctx.publicUrl, paths.quoteRequest(route.requestNo)),
      robots: 'noindex',
      image: null,
      jsonLd: null,
    };
  }
  const path = route.kind === 'client' ? route.path : route.kind === 'item' ? route.item.route : route.designer ? paths.letteringDesigner : `${route.item.route}/${route.product.url_slug}`;
  const url = absolute(ctx.publicUrl, path);
  const content = route.kind === 'client' ? clientContent(route.path, ctx, url) : route.kind === 'item' ? itemContent(route.item, ctx, url) : productContent(route.item, route.product, ctx, url);
  if (route.kind === 'product' && route.designer) {
    const designer = {
      title: `${LETTERING_DESIGNER_PAGE.title}: Type Your Text, See Size & Price | ${ctx.shopName}`,
      description: fitDescription('Design cut vinyl lettering online: type your text, choose from 85 fonts and metallic or hologram vinyl, and see the exact size and price in SGD. Made in Singapore.'),
    };
    return { status: 200, canonical: url, siteName: ctx.shopName, ...content, ...designer };
  }
  return { status: 200, canonical: url, siteName: ctx.shopName, ...content };
}

function clientContent(path: string, ctx: HeadContext, url: string): PageContent {
  const page = CLIENT_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`not a client page: ${path}`);
  return page.content(ctx, url);
}

/** Hand-written descriptions of the featured items; {price} is the page's "from" price. */
const ITEM_DESCRIPTIONS: Record<string, string> = {
  paper: 'Custom paper stickers in art, classic and kraft paper, printed in Singapore from {price}. Ideal for labels and packaging, with free shipping Singapore wide.',
  vinyl: 'Waterproof custom vinyl stickers, decals and lettering, printed in Singapore from {price}. Laminated for outdoor use, with free shipping Singapore wide.',
  special: 'Foil, hologram, embossed and dome stickers that make packaging stand out, printed in Singapore from {price} with free shipping Singapore wide.',
  'die-cut': 'Die cut stickers cut to the outline of your design, in paper, vinyl or special materials. Printed in Singapore from {price} with free shipping.',
  'kiss-cut': 'Kiss cut stickers on an easy-peel backing, in paper, vinyl or special materials. Printed in Singapore from {price} with free shipping.',
  'other-finished-shape': 'Stickers in circles, ovals, squares and rectangles, printed in Singapore from {price}. Instant quotes in SGD and free shipping Singapore wide.',
  sheet: 'Custom sticker sheets with many designs on one sheet, kiss cut for easy peeling. Printed in Singapore from {price} with free shipping Singapore wide.',
  roll: 'Custom roll stickers for labelling by hand or by machine, with a free dispenser from 1,000 pieces. Printed in Singapore from {price}, free shipping.',
  'business-cards': 'Business cards on 400gsm extra white, 250gsm matte or 300gsm kraft board. Printed in Singapore from {price} with free shipping Singapore wide.',
  badges: 'Custom button, mirror and magnetic badges printed in full colour, from {price}. Made in Singapore for events and merchandise, with free shipping.',
  magnets: 'Custom fridge magnets printed in full colour and cut to your shape, from {price}. Made in Singapore for promotions and souvenirs, with free shipping.',
  'hang-tags': 'Custom hang tags on 350gsm and 600gsm card with punch hole and string options. Printed in Singapore from {price} with free shipping.',
};

/** Names of featured items where the catalogue's own label is too terse for a title. */
const ITEM_NAMES: Record<string, string> = { 'other-finished-shape': 'Custom Shape Stickers', sheet: 'Sticker Sheets' };

/** How a product is named on a sticker-type page (/stickers/die-cut/art → "Die Cut Art Paper Stickers"). */
const QUALIFIED_NAMES: Record<string, (name: string) => string> = {
  'die-cut': (name) => `Die Cut ${name}`,
  'kiss-cut': (name) => `Kiss Cut ${name}`,
  'other-finished-shape': (name) => `${name} in Custom Shapes`,
  sheet: (name) => (/ Stickers$/.test(name) ? name.replace(/ Stickers$/, ' Sticker Sheets') : `${name} Sticker Sheets`),
  roll: (name) => (/ Stickers$/.test(name) ? name.replace(/ Stickers$/, ' Roll Stickers') : `${name} on a Roll`),
};

function itemContent(item: FeaturedItemRow, ctx: HeadContext, url: string): PageContent {
  const products = ctx.snapshot.catalogue.productsOfItem(item);
  const price = fromPrice(ctx.snapshot, item);
  const name = ITEM_NAMES[item.url_slug] ?? item.name;
  const template = ITEM_DESCRIPTIONS[item.url_slug];
  const priceText = price > 0 ? formatSgdDollars(price) : undefined;
  const description = template
    ? priceText
      ? template.replace('{price}', priceText)
      : template.replace(/ from \{price\}/, '')
    : `${name} printed in Singapore${priceText ? ` from ${priceText}` : ''}: ${products.map(productSeoName).join(', ')}. Instant quotes in SGD and free shipping Singapore wide.`;
  const first = products[0];
  return productPage(ctx, url, {
    name,
    sku: item.url_slug,
    offerings: [{ item, products }],
    title: withPrice(name, price),
    description: fitDescription(description),
    productDescription: description,
    price,
    image: first ? productImage(first) : null,
  });
}

function productContent(item: FeaturedItemRow, product: ProductRow, ctx: HeadContext, url: string): PageContent {
  const cents = cheapestQuoteCents(ctx.snapshot, product, item);
  const price = cents === undefined ? 0 : centsToDollars(cents);
  const base = productSeoName(product);
  const name = QUALIFIED_NAMES[item.url_slug]?.(base) ?? base;
  const priceText = cents ? ` from ${formatSgd(cents)}` : '';
  const sentence = firstSentence(product.description);
  return productPage(ctx, url, {
    name,
    sku: `${item.url_slug}/${product.url_slug}`,
    offerings: [{ item, products: [product] }],
    title: withPrice(name, price),
    description: firstThatFits([
      `${sentence} ${name}${priceText}, printed in Singapore with free shipping.`,
      `${sentence} ${name}${priceText}, printed in Singapore.`,
      `${name}${priceText}. ${sentence}`,
      `${name}${priceText}, printed in Singapore with free shipping. ${sentence}`,
    ]),
    productDescription: product.description,
    price,
    image: productImage(product),
  });
}

/**
 * A page's schema.org Product. `sku`: what the page sells as the shop names it, its item's and
 * product's slugs as the API asks for them (featured-items?slug=paper&product=art → "paper/art"),
 * the item's alone for an item page. Its picture is a raster one (rich results take no SVG): the
 * WebP the build renders from the product's picture (scripts/raster-pictures.ts), or the one
 * uploaded for it. The offers: offer-range.ts.
 */
function productPage(
  ctx: HeadContext,
  url: string,
  page: { name: string; sku: string; offerings: readonly PageOffering[]; title: string; description: string; productDescription: string; price: number; image: string | null },
): PageContent {
  const image = page.image ? absolute(ctx.publicUrl, page.image) : null;
  const offers = page.price > 0 ? offerRange(ctx.snapshot, page.offerings) : undefined;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name,
    description: page.productDescription,
    sku: page.sku,
    ...(image ? { image: [image] } : {}),
    brand: { '@type': 'Brand', name: ctx.shopName },
    ...(offers
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: centsToDollars(offers.lowCents),
            highPrice: centsToDollars(offers.highCents),
            offerCount: offers.count,
            priceCurrency: 'SGD',
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
    ...(ctx.rating && ctx.rating.total > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: ctx.rating.ratingValue, reviewCount: ctx.rating.total, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return { title: page.title, description: page.description, robots: null, image, jsonLd };
}

/** A product's main picture: the uploaded one desk staff chose, else the standard /images/products/{prod_info_ref}/1.svg. */
const productImage = (product: Pick<ProductRow, 'prod_info_ref' | 'main_image_id'>): string => productImageUrl(product);

const absolute = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, '')}${path}`;

const lowest = (prices: number[]): number => {
  const positive = prices.filter((p) => p > 0);
  return positive.length > 0 ? Math.min(...positive) : 0;
};

function withPrice(name: string, price: number): string {
  return price > 0 ? `${name} | ${TAGLINE} from ${formatSgdDollars(price)}` : `${name} | ${TAGLINE}`;
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** The first phrasing within 160 characters, or else the last one cut to fit. */
function firstThatFits(candidates: string[]): string {
  const clean = candidates.map((c) => c.replace(/\s+/g, ' ').trim());
  return clean.find((c) => c.length <= MAX_DESCRIPTION) ?? fitDescription(clean.at(-1) ?? '');
}

/** At most 160 characters, cut at a word with an ellipsis. */
export function fitDescription(text: string, max = MAX_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
