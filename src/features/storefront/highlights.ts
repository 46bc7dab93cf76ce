/** The home page's highlights: one best seller per product family, and each family's review summary. */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { Database } from '../../server/db/client.js';
import { REVIEW_TYPES } from '../reviews/review-options.js';
import { reviewSummary } from '../reviews/review-summary.js';
import { bestSellers } from './best-sellers.js';
import type { Highlights } from './storefront.schemas.js';

export async function shopHighlights(snapshot: CatalogueSnapshot, db: Database): Promise<Highlights> {
  const reviews = await Promise.all(REVIEW_TYPES.map(async (type) => ({ type, ...(await reviewSummary(db, type)) })));
  return { best_sellers: bestSellers(snapshot), reviews };
}
