import { formatShopDateTime } from '../../../shared/shop-time.js';

/** An ISO timestamp as "23 Nov 2026, 10:00 AM" (Singapore time, src/shared/shop-time.ts); text that is no date is shown as it is. */
export const formatSgDateTime = (text: string): string => formatShopDateTime(text);
