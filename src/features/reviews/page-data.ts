/** What the reviews embed in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { ReviewSummary } from './reviews.schemas.js';

/** The page family's review summary (the switcher's review link), so that line is there from the first paint. */
export const REVIEW_SUMMARY_DATA = pageDataKey<{ type: string; summary: ReviewSummary }>('reviewSummary');
