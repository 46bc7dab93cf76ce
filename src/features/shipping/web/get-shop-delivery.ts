import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { SHOP_DELIVERY_DATA } from '../page-data.js';
import type { ShopDeliveryData } from '../shipping.schemas.js';

/** GET /api/shop/delivery: the shop-wide delivery story. Served pages embed it, so their first paint states the times. */
export const useShopDelivery = () =>
  useQuery({
    queryKey: ['shop-delivery'],
    queryFn: async ({ signal }) => (await apiGet<ShopDeliveryData>('/shop/delivery', {}, signal)).data,
    initialData: () => pageData(SHOP_DELIVERY_DATA),
    initialDataUpdatedAt: pageServedAt,
    // Only a catalogue change moves these numbers.
    staleTime: 10 * 60_000,
  });
