/** What shipping embeds in a served page (src/shared/page-data.ts). */
import { pageDataKey } from '../../shared/page-data.js';
import type { ShippingInfoData, ShopDeliveryData } from './shipping.schemas.js';

/** What the dispatch date depends on at the time the page was served (the price panel's line before the first price). */
export const DISPATCH_CONDITION_DATA = pageDataKey<string>('dispatchCondition');
/** The shop-wide delivery story (FAQ, shipping page, home page), so those pages state times before any script runs. */
export const SHOP_DELIVERY_DATA = pageDataKey<ShopDeliveryData>('shopDelivery');
/** A product page's shipping info (its first product's), so the delivery note and the services banner read right at first paint. */
export const SHIPPING_INFO_DATA = pageDataKey<{ featured_item_id: number; product_id: number; data: ShippingInfoData }>('shippingInfo');
