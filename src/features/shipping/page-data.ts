/** What shipping embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';

/** What the dispatch date depends on at the time the page was served (the price panel's line before the first price). */
export const DISPATCH_CONDITION_DATA = pageDataKey<string>('dispatchCondition');
