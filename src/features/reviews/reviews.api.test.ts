/**
 * Reviews of a page family (configurator.md §3 Reviews, §4 pagination, §7 Get reviews): the seeded
 * reviews, filtered by stars or photos, 5 a page newest first, with the rating summary; on a
 * product's page (product_id) that product's reviews first, with its own summary.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, type Query } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { projectRoot } from '../../server/project-root.js';
import { reviews as reviewsTable } from './reviews.tables.js';
import { REVIEW_TYPES, REVIEWS_PER_PAGE, type ReviewsData, type ReviewSummary } from './reviews.schemas.js';

interface SeedReview {
  type: string;
  product_id?: number | null;
  date: string;
  rate: number;
  images: string[];
}
const seeded = (JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', 'reviews.json'), 'utf8')) as { reviews: SeedReview[] }).reviews;
const seededOf = (type: string) => seeded.filter((r) => r.type === type);
const average = (rows: SeedReview[]) => Math.round((rows.reduce((s, r) => s + r.rate, 0) / rows.length) * 10) / 10;

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const list = (query: Query) => apiGet<ReviewsData>(shop, '/api/reviews', query);
const summary = (query: Query) => apiGet<ReviewSummary>(shop, '/api/reviews/summary', query);

describe('GET /api/reviews', () => {
  it('answers the first page of a type: 5 reviews, newest first, with the summary of the whole type', async () => {
    const stickers = seededOf('stickers');
    const data = expectOk(await list({ type: 'stickers' }));
    expect(data).toMatchObject({
      ratingValue: average(stickers),
      total: stickers.length,
      page: 1,
      total_pages: Math.ceil(stickers.length / REVIEWS_PER_PAGE),
      per_page: 5,
      filtered_total: stickers.length,
    });
    expect(data.reviews).toHaveLength(5);
    const dates = data.reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(stickers.map((r) => r.date).sort().at(-1));
    const first = data.reviews[0]!;
    expect(Object.keys(first).sort()).toEqual(['comment', 'customer', 'date', 'featured_image', 'id', 'images', 'product_id', 'product_name', 'rate', 'reply', 'thumbnail', 'title', 'verified']);
    // Without a product: the family's list, no product summary.
    expect(data.product).toBeNull();
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.customer).toMatch(/^\S.* [A-Z]\.$/);
  });

  it('pages through every review of the type exactly once', async () => {
    const first = expectOk(await list({ type: 'stickers', page: 1 }));
    const ids: number[] = [];
    for (let page = 1; page <= first.total_pages; page++) {
      const data = expectOk(await list({ type: 'stickers', page }));
      expect(data.page).toBe(page);
      expect(data.reviews.length).toBe(page < first.total_pages ? 5 : first.total - 5 * (first.total_pages - 1));
      ids.push(...data.reviews.map((r) => r.id));
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('a page beyond the last answers the last page, and says so', async () => {
    const last = expectOk(await list({ type: 'stickers', page: 8 }));
    const beyond = expectOk(await list({ type: 'stickers', page: 99 }));
    expect(beyond.page).toBe(last.total_pages);
    expect(beyond.reviews).toEqual(expectOk(await list({ type: 'stickers', page: last.total_pages })).reviews);
    // Filtering shrinks the list: page 5 of the 4-star reviews moves to their last page.
    const fours = expectOk(await list({ type: 'stickers', filter: '4', page: 5 }));
    expect(fours.total_pages).toBe(Math.ceil(seededOf('stickers').filter((r) => r.rate === 4).length / 5));
    expect(fours.page).toBe(fours.total_pages);
  });

  it.each(['5', '4', '3'] as const)('filter=%s keeps only those stars; the summary stays the whole type', async (stars) => {
    const stickers = seededOf('stickers');
    const matching = stickers.filter((r) => r.rate === Number(stars));
    const data = expectOk(await list({ type: 'stickers', filter: stars }));
    expect(data.filtered_total).toBe(matching.length);
    expect(data.total).toBe(stickers.length);
    expect(data.ratingValue).toBe(average(stickers));
    expect(data.reviews.length).toBe(Math.min(5, matching.length));
    expect(data.reviews.every((r) => r.rate === Number(stars))).toBe(true);
  });

  it('filter=with-images keeps reviews with photos, each with its thumbnail and featured image', async () => {
    const withImages = seededOf('stickers').filter((r) => r.images.length > 0);
    expect(withImages.length).toBeGreaterThan(0);
    const data = expectOk(await list({ type: 'stickers', filter: 'with-images' }));
    expect(data.filtered_total).toBe(withImages.length);
    for (const review of data.reviews) {
      expect(review.images.length).toBeGreaterThan(0);
      expect(review.thumbnail).toBe(review.images[0]);
      expect(review.featured_image).toMatch(/^\/images\/products\/[a-z0-9-]+\/\d+\.svg$/);
    }
  });

  it('a filter nothing matches answers one empty page', async () => {
    const data = expectOk(await list({ type: 'stickers', filter: '1', page: 3 }));
    expect(data).toMatchObject({ page: 1, total_pages: 1, filtered_total: 0, reviews: [] });
    expect(data.total).toBe(seededOf('stickers').length);
  });

  it.each(REVIEW_TYPES)('type=%s answers only its own reviews', async (type) => {
    const rows = seededOf(type);
    const data = expectOk(await list({ type }));
    expect(data.total).toBe(rows.length);
    expect(data.ratingValue).toBe(average(rows));
  });

  it.each<[string, Query, string]>([
    ['no type', {}, 'type'],
    ['an unknown type', { type: 'posters' }, 'type'],
    ['an unknown filter', { type: 'stickers', filter: '6' }, 'filter'],
    ['filter by name', { type: 'stickers', filter: 'images' }, 'filter'],
    ['page 0', { type: 'stickers', page: 0 }, 'page'],
    ['a negative page', { type: 'stickers', page: -1 }, 'page'],
    ['a fractional page', { type: 'stickers', page: '1.5' }, 'page'],
    ['a page that is not a number', { type: 'stickers', page: 'two' }, 'page'],
  ])('422 for %s', async (_name, query, field) => {
    expectClientError(await list(query), 422, { field });
  });

  it('names the allowed values in its message', async () => {
    expectClientError(await list({ type: 'posters' }), 422, { message: 'type must be one of: stickers, business-cards, badges, magnets, hang-tags.' });
    expectClientError(await list({ type: 'stickers', filter: 'x' }), 422, { message: 'filter must be one of: all, 5, 4, 3, 2, 1, with-images.' });
  });
});

describe("GET /api/reviews on a product's page (product_id)", () => {
  const isSortedNewestFirst = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1]! >= date);

  it.each([
    [5, 'Standard Vinyl Stickers'],
    [3, 'Kraft Paper Stickers'],
  ])("product %i leads with its own reviews, newest first, then the family's others; its summary says what it counts", async (productId, name) => {
    const stickers = seededOf('stickers');
    const own = stickers.filter((r) => r.product_id === productId);
    expect(own.length).toBeGreaterThan(0);
    const pages: ReviewsData[] = [];
    const first = expectOk(await list({ type: 'stickers', product_id: productId }));
    for (let page = 1; page <= first.total_pages; page++) pages.push(expectOk(await list({ type: 'stickers', product_id: productId, page })));
    const all = pages.flatMap((data) => data.reviews);

    // The family's numbers stay the family's; the product's are its own.
    expect(first).toMatchObject({ total: stickers.length, ratingValue: average(stickers), filtered_total: stickers.length });
    expect(first.product).toEqual({ id: productId, name, ratingValue: average(own), total: own.length, filtered_total: own.length });
    // Every review once; the product's first, each part newest first.
    expect(new Set(all.map((r) => r.id)).size).toBe(stickers.length);
    expect(all[0]).toMatchObject({ product_id: productId, product_name: name });
    const leading = all.slice(0, own.length);
    const rest = all.slice(own.length);
    expect(leading.every((r) => r.product_id === productId)).toBe(true);
    expect(rest.some((r) => r.product_id === productId)).toBe(false);
    expect(isSortedNewestFirst(leading.map((r) => r.date))).toBe(true);
    expect(isSortedNewestFirst(rest.map((r) => r.date))).toBe(true);
    // Each of the others says what it is about (a review of no product in particular says nothing).
    for (const review of rest) expect(review.product_name === null).toBe(review.product_id === null);
  });

  it("a filter keeps the product's first: its matching reviews lead, counted in product.filtered_total", async () => {
    const own = seededOf('stickers').filter((r) => r.product_id === 1);
    const fives = own.filter((r) => r.rate === 5).length;
    const data = expectOk(await list({ type: 'stickers', product_id: 1, filter: '5' }));
    expect(data.product?.filtered_total).toBe(fives);
    expect(data.product?.total).toBe(own.length);
    expect(data.reviews.every((r) => r.rate === 5)).toBe(true);
    expect(data.reviews.slice(0, Math.min(5, fives)).every((r) => r.product_id === 1)).toBe(true);
  });

  it('a product with no reviews in the family: its summary is empty and the list is the family’s', async () => {
    // A badge asked on the stickers' list: none of its reviews are stickers.
    const data = expectOk(await list({ type: 'stickers', product_id: 16 }));
    // Named as its page names it (a sticker's name gets "Stickers"; a badge's stays).
    expect(data.product).toEqual({ id: 16, name: 'Button Badge', ratingValue: 0, total: 0, filtered_total: 0 });
    expect(data.reviews.map((r) => r.id)).toEqual(expectOk(await list({ type: 'stickers' })).reviews.map((r) => r.id));
  });

  it('422 for a product the shop does not have, or a product_id that is not an id', async () => {
    expectClientError(await list({ type: 'stickers', product_id: 9999 }), 422, { field: 'product_id', message: 'product_id is not a product of the shop.' });
    expectClientError(await list({ type: 'stickers', product_id: 'art' }), 422, { field: 'product_id' });
  });
});

describe('GET /api/reviews/summary', () => {
  it.each(REVIEW_TYPES)('type=%s: the average to 1 decimal and the count', async (type) => {
    const rows = seededOf(type);
    expect(expectOk(await summary({ type }))).toEqual({ ratingValue: average(rows), total: rows.length });
  });

  it('422 without a known type', async () => {
    expectClientError(await summary({}), 422, { field: 'type' });
    expectClientError(await summary({ type: 'cart' }), 422, { field: 'type' });
  });

  it('follows new reviews (no stale cache)', async () => {
    await shop.database.db.insert(reviewsTable).values([
      { type: 'magnets', date: '2026-11-20', title: 'Okay', comment: 'Fine.', rate: 1, customer: 'Test U.' },
    ]);
    const rows = [...seededOf('magnets'), { type: 'magnets', date: '2026-11-20', rate: 1, images: [] }];
    const data = expectOk(await summary({ type: 'magnets' }));
    expect(data).toEqual({ ratingValue: average(rows), total: rows.length });
    const page = expectOk(await list({ type: 'magnets', filter: '1' }));
    expect(page.reviews.map((r) => [r.title, r.images, r.thumbnail])).toEqual([['Okay', [], null]]);
  });
});
