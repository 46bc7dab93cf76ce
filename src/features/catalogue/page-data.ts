/** What the catalogue embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { FeaturedCategory, FeaturedItemsData } from './catalogue.schemas.js';

/** The featured-items answer the configurator asks for first (first_load, every product of the item). */
export const FEATURED_ITEMS_DATA = pageDataKey<{ slug: string; featured: number | null; data: FeaturedItemsData }>('featuredItems');
/** The home page's categories. */
export const FEATURED_CATEGORIES_DATA = pageDataKey<FeaturedCategory[]>('featuredCategories');
