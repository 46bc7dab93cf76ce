/** What the shop's details embed in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { ShopInfo } from './shop-info.schemas.js';

/** The shop's details (header and footer on every page). */
export const SHOP_INFO_DATA = pageDataKey<ShopInfo>('shopInfo');
