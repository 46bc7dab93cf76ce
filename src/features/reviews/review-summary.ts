/**
 * A review type's summary (average to one decimal, count): the reviews block, the home page's
 * highlights and the product pages' structured data all show this one.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { reviewCounts, reviews } from './reviews.tables.js';
import type { ReviewSummary, ReviewType } from './reviews.schemas.js';

/** Only published reviews are shown or counted (docs/features/reviews.md). */
export const PUBLISHED = eq(reviews.status, 'published');

/** Average to one decimal from integer sums (no float drift: 4.85 → 4.9). */
export const ratingValue = (sum: number, total: number): number => (total === 0 ? 0 : Math.round((sum * 10) / total) / 10);

/**
 * From the counts the reviews' trigger keeps (reviews.tables.ts): a few rows, however many reviews.
 * With `productIds`, only the reviews of those products, as a product page's reviews block counts
 * its product's own (reviews.repository.ts): what a product's structured data rates it by. A
 * review of no product is then nobody's.
 */
export async function reviewSummary(db: Database, type: ReviewType, productIds?: readonly number[]): Promise<ReviewSummary> {
  if (productIds !== undefined && productIds.length === 0) return { ratingValue: 0, total: 0 };
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${reviewCounts.reviews}), 0)::int`, sum: sql<number>`coalesce(sum(${reviewCounts.reviews} * ${reviewCounts.rate}), 0)::int` })
    .from(reviewCounts)
    .where(and(eq(reviewCounts.type, type), productIds === undefined ? undefined : inArray(reviewCounts.product_id, [...productIds])));
  const total = Number(row?.total ?? 0);
  return { ratingValue: ratingValue(Number(row?.sum ?? 0), total), total };
}
