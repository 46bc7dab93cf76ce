/** What the storefront embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { Highlights } from './storefront.schemas.js';

/** The home page's highlights. */
export const HIGHLIGHTS_DATA = pageDataKey<Highlights>('highlights');
