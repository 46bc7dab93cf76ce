/** Reads reviews: one page of a type's (filtered) list, newest first (its summary: review-summary.ts). */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { reviews } from './reviews.tables.js';
import { REVIEWS_PER_PAGE, type Review, type ReviewFilter, type ReviewsData, type ReviewType } from './reviews.schemas.js';
import { ratingValue } from './review-summary.js';

function filterCondition(filter: ReviewFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'with-images') return sql`cardinality(${reviews.images}) > 0`;
  return eq(reviews.rate, Number(filter));
}

export async function reviewsPage(db: Database, query: { type: ReviewType; filter: ReviewFilter; page: number }): Promise<ReviewsData> {
  const condition = filterCondition(query.filter);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rate}), 0)::int`,
      filtered: condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.type, query.type));
  const total = Number(counts?.total ?? 0);
  const filtered = Number(counts?.filtered ?? 0);
  const totalPages = Math.max(1, Math.ceil(filtered / REVIEWS_PER_PAGE));
  // When the list shrank below the page asked for, answer its last page (the client moves there too).
  const page = Math.min(query.page, totalPages);
  const rows: Review[] =
    filtered === 0
      ? []
      : await db
          .select({
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
          })
          .from(reviews)
          .where(and(eq(reviews.type, query.type), condition))
          .orderBy(desc(reviews.date), desc(reviews.id))
          .limit(REVIEWS_PER_PAGE)
          .offset((page - 1) * REVIEWS_PER_PAGE);
  return {
    ratingValue: ratingValue(Number(counts?.sum ?? 0), total),
    total,
    page,
    total_pages: totalPages,
    per_page: REVIEWS_PER_PAGE,
    filtered_total: filtered,
    reviews: rows,
  };
}
