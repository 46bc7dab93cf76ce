/** What pricing embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { PricingData } from './pricing.schemas.js';

/**
 * The price of the configuration a configurator page opens on (its pricing/v2 answer), with the
 * parameters it was asked for: the server renders the total and dispatch date into the page
 * (issue 24), and the browser's first pricing query starts from it instead of asking again.
 */
export const OPENING_PRICE_DATA = pageDataKey<{ params: Record<string, string | number>; data: PricingData }>('openingPrice');

/** Parameters as they travel in JSON (undefined ones dropped), in a stable order, for comparing. */
export const pricingParamsKey = (params: Record<string, string | number | undefined>): string =>
  JSON.stringify(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => ((a ?? '') < (b ?? '') ? -1 : 1)),
  );
