/** What the promotions embed in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { KickoffPromo } from './promotions.schemas.js';

/** The kick-off promo running today (null: none), so the price panel's promo note is there from the first paint. */
export const KICKOFF_DATA = pageDataKey<KickoffPromo | null>('kickoff');
