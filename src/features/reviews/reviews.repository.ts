/**
 * Reads reviews: one page of a type's (filtered) list, newest first (its summary: review-summary.ts).
 *
 * Asked from a product's page (`product_id`), the list leads with that product's reviews, then
 * goes on with the family's others, each part newest first, one list paged as one (5 a page, the
 * spec's page links). That is what a print shop's product page does: a shopper reading about
 * Kraft Paper sees Kraft Paper reviews first, and most products have only a few, so the family's
 * others (marked as such on the page, each with its product) still tell them about the printing
 * and the service instead of leaving the block nearly empty. The filter applies to both parts.
 * Only published reviews are listed and counted (pending and hidden ones never show).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { BUSINESS_CARD_PRODUCT_IDS, productDisplayName } from '../catalogue/labels.js';
import { reviewCounts, reviews } from './reviews.tables.js';
import { REVIEWS_PER_PAGE, type Review, type ReviewFilter, type ReviewsData, type ReviewType } from './reviews.schemas.js';
import { PUBLISHED, ratingValue } from './review-summary.js';

function filterCondition(filter: ReviewFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'with-images') return sql`cardinality(${reviews.images}) > 0`;
  return eq(reviews.rate, Number(filter));
}

/** The same filter on the counts (review_counts keeps whether a review has photos as it counts them). */
function countedCondition(filter: ReviewFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'with-images') return sql`${reviewCounts.with_images}`;
  return eq(reviewCounts.rate, Number(filter));
}

/** As a shopper reads it on the product's page: "Kraft Paper Stickers", "Royal Extra White 400gsm", "Button Badge". */
const reviewedProductName = (product: { id: number; name: string }): string => (BUSINESS_CARD_PRODUCT_IDS.includes(product.id) ? product.name : productDisplayName(product));

/** A product's name as its reviews say it, looked up in the catalogue (null: no product of the shop). */
export const reviewedProductNames =
  (productsById: ReadonlyMap<number, { id: number; name: string }>) =>
  (productId: number): string | null => {
    const product = productsById.get(productId);
    return product ? reviewedProductName(product) : null;
  };

export interface ReviewsQuery {
  type: ReviewType;
  filter: ReviewFilter;
  page: number;
  /** The product whose page asks, with its name (from the catalogue): its reviews first. */
  product?: { id: number; name: string } | undefined;
}

/** `nameOf`: a product's name from the catalogue (null when unknown), for the page to say what each review is about. */
export async function reviewsPage(db: Database, query: ReviewsQuery, nameOf: (productId: number) => string | null): Promise<ReviewsData> {
  const condition = filterCondition(query.filter);
  const productId = query.product?.id ?? null;
  // The counts from the few rows the reviews' trigger keeps (review_counts), however many reviews there are.
  const counted = countedCondition(query.filter);
  const ofProduct = productId === null ? sql`false` : sql`${reviewCounts.product_id} = ${productId}`;
  const n = reviewCounts.reviews;
  const [counts] = await db
    .select({
      total: sql<number>`coalesce(sum(${n}), 0)::int`,
      sum: sql<number>`coalesce(sum(${n} * ${reviewCounts.rate}), 0)::int`,
      filtered: counted ? sql<number>`coalesce(sum(${n}) filter (where ${counted}), 0)::int` : sql<number>`coalesce(sum(${n}), 0)::int`,
      productTotal: sql<number>`coalesce(sum(${n}) filter (where ${ofProduct}), 0)::int`,
      productSum: sql<number>`coalesce(sum(${n} * ${reviewCounts.rate}) filter (where ${ofProduct}), 0)::int`,
      productFiltered: sql<number>`coalesce(sum(${n}) filter (where ${ofProduct}${counted ? sql` and ${counted}` : sql``}), 0)::int`,
    })
    .from(reviewCounts)
    .where(eq(reviewCounts.type, query.type));
  const total = Number(counts?.total ?? 0);
  const filtered = Number(counts?.filtered ?? 0);
  const totalPages = Math.max(1, Math.ceil(filtered / REVIEWS_PER_PAGE));
  // When the list shrank below the page asked for, answer its last page (the client moves there too).
  const page = Math.min(query.page, totalPages);
  // Two reads, each down an index in the list's order, rather than one that sorts the family's every
  // review to find five: the product's own that fall on the page, then the others that fill it.
  const offset = (page - 1) * REVIEWS_PER_PAGE;
  const productFiltered = productId === null ? 0 : Number(counts?.productFiltered ?? 0);
  const columns = {
    id: reviews.id,
    product_id: reviews.product_id,
    date: reviews.date,
    title: reviews.title,
    comment: reviews.comment,
    rate: reviews.rate,
    customer: reviews.customer,
    thumbnail: reviews.thumbnail,
    featured_image: reviews.featured_image,
    images: reviews.images,
    verified: reviews.verified,
    reply: reviews.reply,
  };
  const own =
    productId !== null && offset < productFiltered
      ? await db
          .select(columns)
          .from(reviews)
          .where(and(eq(reviews.type, query.type), PUBLISHED, condition, eq(reviews.product_id, productId)))
          .orderBy(desc(reviews.date), desc(reviews.id))
          .limit(REVIEWS_PER_PAGE)
          .offset(offset)
      : [];
  // A review of no product (product_id NULL) counts as another's.
  const others =
    filtered === 0 || own.length === REVIEWS_PER_PAGE
      ? []
      : await db
          .select(columns)
          .from(reviews)
          .where(and(eq(reviews.type, query.type), PUBLISHED, condition, productId === null ? undefined : sql`${reviews.product_id} IS DISTINCT FROM ${productId}`))
          .orderBy(desc(reviews.date), desc(reviews.id))
          .limit(REVIEWS_PER_PAGE - own.length)
          .offset(Math.max(0, offset - productFiltered));
  const rows = [...own, ...others];
  const named: Review[] = rows.map((row) => ({ ...row, product_name: row.product_id === null ? null : nameOf(row.product_id) }));
  const productTotal = Number(counts?.productTotal ?? 0);
  return {
    ratingValue: ratingValue(Number(counts?.sum ?? 0), total),
    total,
    page,
    total_pages: totalPages,
    per_page: REVIEWS_PER_PAGE,
    filtered_total: filtered,
    product: query.product
      ? { id: query.product.id, name: query.product.name, ratingValue: ratingValue(Number(counts?.productSum ?? 0), productTotal), total: productTotal, filtered_total: Number(counts?.productFiltered ?? 0) }
      : null,
    reviews: named,
  };
}
