/**
 * The reviews a product's page opens on, for the server to render into the page (seo-pages.ts):
 * the first page of all stars, the product's own reviews first, as GET /api/reviews answers it.
 */
import type { Database } from '../../server/db/client.js';
import { reviewedProductNames, reviewsPage } from './reviews.repository.js';
import type { ReviewsData, ReviewType } from './reviews.schemas.js';

export async function productPageReviews(db: Database, productsById: ReadonlyMap<number, { id: number; name: string }>, type: ReviewType, productId: number): Promise<ReviewsData> {
  const nameOf = reviewedProductNames(productsById);
  const name = nameOf(productId);
  return reviewsPage(db, { type, filter: 'all', page: 1, product: name === null ? undefined : { id: productId, name } }, nameOf);
}
