/**
 * Each product page's structured data (schema.org Product, issue 25) held against what the shop
 * itself says, each read its own way: the rating against the page's own product's published
 * reviews, counted in SQL from the reviews themselves and as the page's reviews block shows it
 * (none where the product has none); the offers against the "from" prices and the pricing API's
 * own answers; the sku; and the picture, a raster image the shop serves. A review staff publish
 * changes its product's rating on the next page served, and no other product's.
 *
 * The pictures are served from a temporary web build: the product pictures' SVG sources, rendered
 * to WebP by the build's own step (scripts/raster-pictures.ts), as `npm run build` does.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterPictures } from '../../../scripts/raster-pictures.js';
import { apiGet, expectOk, withQuery } from '../../../test/api-client.js';
import { registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { projectRoot } from '../../server/project-root.js';
import { LETTERING_DESIGNER_PAGE, paths } from '../../shared/paths.js';
import type { FeaturedCategory, FeaturedItemsData } from '../catalogue/catalogue.schemas.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import { reviews } from '../reviews/reviews.tables.js';
import type { ReviewsData } from '../reviews/reviews.schemas.js';

const PUBLIC_URL = 'https://shop.example.sg';
const TEMPLATE = '<!doctype html><html lang="en-SG"><head><meta charset="UTF-8" /><title>Shell</title></head><body><div id="root"></div></body></html>';

let shop: TestShop;
let distDir: string;
let staff: Awaited<ReturnType<typeof registeredMember>>;

/** The build's WebP pictures (scripts/raster-pictures.ts), rendered from the SVG sources of every product's main picture. */
async function buildProductPictures(outDir: string): Promise<void> {
  const sources = join(projectRoot(), 'src', 'web', 'public', 'images', 'products');
  for (const ref of readdirSync(sources)) {
    if (!existsSync(join(sources, ref, '1.svg'))) continue;
    mkdirSync(join(outDir, 'images', 'products', ref), { recursive: true });
    cpSync(join(sources, ref, '1.svg'), join(outDir, 'images', 'products', ref, '1.svg'));
  }
  const hook = rasterPictures().writeBundle;
  const writeBundle = typeof hook === 'function' ? hook : hook?.handler;
  if (!writeBundle) throw new Error('raster-pictures has no writeBundle step');
  // The step reads only the output folder of the options it is given.
  await writeBundle.call({} as ThisParameterType<typeof writeBundle>, { dir: outDir } as Parameters<typeof writeBundle>[0], {});
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'shop-json-ld-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  await buildProductPictures(distDir);
  shop = await createTestShop({ appOptions: { webDistDir: distDir, publicUrl: PUBLIC_URL } });
  staff = await registeredMember(shop, { staff: 'desk' });
}, 120_000);
afterAll(async () => {
  await shop?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

/** Every schema.org Product in the page's <script type="application/ld+json"> blocks. */
async function productsOf(path: string): Promise<Json[]> {
  const res = await shop.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
  return blocks.filter((block) => block['@type'] === 'Product');
}

/** A page that sells something, as the shop's API describes it: the review family and products its Product is, its "from" price and sku. */
interface SellingPage {
  path: string;
  type: string;
  productIds: number[];
  fromPrice: number;
  sku: string;
  /** A product page's product (its reviews block counts that product's own). */
  product?: { id: number; itemSlug: string; productSlug: string; itemId: number };
}

/** Every page that sells something, from the catalogue API: /stickers, each item page and each of its product pages, the lettering designer. */
async function sellingPages(): Promise<SellingPage[]> {
  const categories = expectOk(await apiGet<FeaturedCategory[]>(shop, '/api/catalogue/featured-categories'));
  const pages: SellingPage[] = [];
  const stickers: { ids: number[]; prices: number[] } = { ids: [], prices: [] };
  for (const summary of categories.flatMap((c) => c.featured_items)) {
    const { featured_item: item } = expectOk(await apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', { slug: summary.url_slug }));
    const type = item.route.split('/')[1]!;
    pages.push({ path: item.route, type, productIds: item.products.map((p) => p.id), fromPrice: item.from_price, sku: item.url_slug });
    for (const p of item.products) {
      const product = { id: p.id, itemSlug: item.url_slug, productSlug: p.url_slug, itemId: item.id };
      pages.push({ path: `${item.route}/${p.url_slug}`, type, productIds: [p.id], fromPrice: p.from_price, sku: `${item.url_slug}/${p.url_slug}`, product });
      if (item.url_slug === LETTERING_DESIGNER_PAGE.itemSlug && p.url_slug === LETTERING_DESIGNER_PAGE.productSlug) {
        pages.push({ path: paths.letteringDesigner, type, productIds: [p.id], fromPrice: p.from_price, sku: `${item.url_slug}/${p.url_slug}`, product });
      }
    }
    if (type === 'stickers') {
      stickers.ids.push(...item.products.map((p) => p.id));
      stickers.prices.push(item.from_price);
    }
  }
  pages.push({ path: '/stickers', type: 'stickers', productIds: [...new Set(stickers.ids)], fromPrice: Math.min(...stickers.prices), sku: 'stickers' });
  return pages;
}

/** What the published reviews of these products say, counted from the reviews themselves. */
async function publishedRating(type: string, productIds: number[]): Promise<{ ratingValue: number; reviewCount: number }> {
  const [row] = await shop.database.db
    .select({ n: sql<number>`count(*)::int`, average: sql<number | null>`round(avg(${reviews.rate}), 1)::float8` })
    .from(reviews)
    .where(and(eq(reviews.type, type), eq(reviews.status, 'published'), inArray(reviews.product_id, productIds)));
  return { ratingValue: Number(row?.average ?? 0), reviewCount: Number(row?.n ?? 0) };
}

/** The product's own summary in its page's reviews block (GET /api/reviews with product_id). */
async function reviewsBlockSummary(type: string, productId: number): Promise<{ ratingValue: number; total: number }> {
  const data = expectOk(await apiGet<ReviewsData>(shop, '/api/reviews', { type, product_id: productId }));
  return { ratingValue: data.product!.ratingValue, total: data.product!.total };
}

const moderate = async (id: number, action: 'publish' | 'hide') => expect((await staff.v.send('POST', `/api/staff/reviews/${id}/status`, { action })).statusCode).toBe(200);

const ratingOf = async (path: string) => (await productsOf(path))[0]?.aggregateRating as Json | undefined;

describe("each page's Product", () => {
  it('is rated by its own products\' published reviews (none where they have none), offered from its "from" price up, with a sku and a raster picture the shop serves', async () => {
    // The seed has reviews of every product: the staff take those of one down, so one has none.
    const unreviewed = await shop.database.db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.type, 'stickers'), eq(reviews.product_id, 14), eq(reviews.status, 'published')));
    expect(unreviewed.length).toBeGreaterThan(0);
    for (const { id } of unreviewed) await moderate(id, 'hide');

    const pages = await sellingPages();
    expect(pages.length).toBeGreaterThan(60);
    const rated: string[] = [];
    const unrated: string[] = [];
    const images = new Set<string>();
    for (const page of pages) {
      const products = await productsOf(page.path);
      expect(products, page.path).toHaveLength(1);
      const product = products[0]!;

      const expected = await publishedRating(page.type, page.productIds);
      if (expected.reviewCount === 0) {
        expect(product, page.path).not.toHaveProperty('aggregateRating');
        unrated.push(page.path);
      } else {
        expect(product.aggregateRating, page.path).toEqual({ '@type': 'AggregateRating', ratingValue: expected.ratingValue, reviewCount: expected.reviewCount, bestRating: 5, worstRating: 1 });
        rated.push(page.path);
      }
      if (page.product) {
        // The same figures the page's reviews block shows as the product's own.
        const block = await reviewsBlockSummary(page.type, page.product.id);
        expect(block.total, page.path).toBe(expected.reviewCount);
        if (block.total > 0) expect(block.ratingValue, page.path).toBe(expected.ratingValue);
      }

      const offers = product.offers as Json;
      expect(offers, page.path).toMatchObject({ '@type': 'AggregateOffer', lowPrice: page.fromPrice, priceCurrency: 'SGD', availability: 'https://schema.org/InStock', url: `${PUBLIC_URL}${page.path}` });
      expect(offers.highPrice as number, page.path).toBeGreaterThanOrEqual(page.fromPrice);
      expect(Number.isInteger(offers.offerCount) && (offers.offerCount as number) >= 1, `${page.path}: offerCount ${String(offers.offerCount)}`).toBe(true);

      expect(product.sku, page.path).toBe(page.sku);

      const [image, ...more] = product.image as string[];
      expect(more, page.path).toEqual([]);
      expect(image, page.path).toMatch(new RegExp(`^${PUBLIC_URL}/.+\\.(webp|png|jpe?g)$`));
      images.add(image!);
    }
    expect(rated.length).toBeGreaterThan(0);
    expect(unrated).toContain('/stickers/special/embossed');

    for (const image of images) {
      const res = await shop.app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
      expect(res.statusCode, image).toBe(200);
      expect(res.headers['content-type'], image).toMatch(/^image\/(webp|png|jpeg)$/);
      expect(res.rawPayload.length, image).toBeGreaterThan(0);
    }
  });

  it.each(['/stickers/paper/art', '/stickers/roll/kraft', '/stickers/sheet/gold', '/business-cards/royal-extra-white', '/badges/button-badge', '/hang-tags/premium', '/magnets/custom-magnet'])(
    "%s: its price range is the pricing API's own, from the smallest size at the first listed quantity to the largest size at the last",
    async (path) => {
      const [, itemSlug, productSlug] = /^\/(?:stickers\/)?([^/]+)\/([^/]+)$/.exec(path)!;
      const data = expectOk(await apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', { slug: itemSlug, product: productSlug }));
      const product = data.featured_item.products.find((p) => p.id === data.selected_product_id)!;
      const { attributes } = product;
      const prices: number[] = [];
      let quantities = 0;
      for (const cutting of attributes.cuttings.filter((c) => !c.disabled)) {
        const lookups = attributes.attribute_lookups.filter((l) => l.cutting_id === cutting.id);
        const finishings = [...new Set(lookups.map((l) => l.finishing_id).filter((id) => id !== null))];
        const colours = attributes.colors.length > 0 ? attributes.colors.map((c) => c.id) : [undefined];
        let listed = 0;
        for (const finishing of finishings.length > 0 ? finishings : [undefined]) {
          const adhesives = [...new Set(lookups.filter((l) => l.finishing_id === null || l.finishing_id === finishing).map((l) => l.adhesive_id).filter((id) => id !== null))];
          for (const adhesive of cutting.id === 9 || adhesives.length === 0 ? [undefined] : adhesives) {
            for (const colour of colours) {
              for (const dim of attributes.dim_lookups.filter((d) => d.cutting_id === cutting.id)) {
                for (const size of [dim.min_size, dim.max_size]) {
                  const [width, height] = size.split('x').map(Number);
                  const query = { product_id: product.id, featured_item_id: data.featured_item.id, cutting_id: cutting.id, finishing_id: finishing, adhesive_id: adhesive, color_id: colour, width, height, cut_per_shape: 1 };
                  const answer = expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', query));
                  expect(answer.mode, withQuery('/api/pricing/v2', query)).toBe('price');
                  prices.push(...answer.quantity_list.map((tier) => tier.price_cents));
                  listed = answer.quantity_list.length;
                }
              }
            }
          }
        }
        quantities += listed;
      }
      const offers = (await productsOf(path))[0]!.offers as Json;
      expect(Math.round((offers.lowPrice as number) * 100)).toBe(Math.min(...prices));
      expect(Math.round((offers.highPrice as number) * 100)).toBe(Math.max(...prices));
      // One offer per listed quantity of each cutting.
      expect(offers.offerCount).toBe(quantities);
    },
  );

  it("a review staff publish changes its product's rating on the next page served, and no other product's", async () => {
    const kraft = '/stickers/paper/kraft';
    const others = ['/stickers/paper/art', '/stickers/vinyl/standard', '/business-cards/royal-extra-white'];
    const before = Object.fromEntries(await Promise.all([kraft, ...others].map(async (path) => [path, await ratingOf(path)] as const)));
    expect(before[kraft]).toMatchObject(await publishedRating('stickers', [3]));

    // As a verified review waits: pending until staff publish it (docs/features/reviews.md).
    const [pending] = await shop.database.db
      .insert(reviews)
      .values({ type: 'stickers', product_id: 3, date: '2026-11-22', title: 'Labels peeled at the corners', comment: 'The kraft labels lifted at the corners within a week.', rate: 1, customer: 'Hui Min L.', status: 'pending', verified: true })
      .returning({ id: reviews.id });
    expect(await ratingOf(kraft)).toEqual(before[kraft]);

    await moderate(pending!.id, 'publish');
    const after = await ratingOf(kraft);
    const expected = await publishedRating('stickers', [3]);
    expect(expected.reviewCount).toBe((before[kraft]!.reviewCount as number) + 1);
    expect(after).toMatchObject(expected);
    expect(after!.ratingValue).toBeLessThan(before[kraft]!.ratingValue as number);
    // Every page that sells the product says so, the item page (its products together) too.
    expect(await ratingOf('/stickers/die-cut/kraft')).toEqual(after);
    expect((await ratingOf('/stickers/paper'))!.reviewCount).toBe((await publishedRating('stickers', [1, 2, 3])).reviewCount);
    for (const path of others) expect(await ratingOf(path), path).toEqual(before[path]);

    await moderate(pending!.id, 'hide');
    expect(await ratingOf(kraft)).toEqual(before[kraft]);
  });
});
