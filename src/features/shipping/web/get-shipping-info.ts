import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { SHIPPING_INFO_DATA } from '../page-data.js';
import type { ShippingInfoData } from '../shipping.schemas.js';

/**
 * GET /api/quote/get/shipping-info/{itemId}?product_id=…: the shipping methods of every product
 * on the featured item's page, and the dispatch schedule of `productId` (the API defaults to the
 * item's first product).
 */
export const shippingInfoQuery = (featuredItemId: number, productId?: number) =>
  queryOptions({
    queryKey: ['shipping-info', featuredItemId, productId ?? null],
    queryFn: async ({ signal }) =>
      (await apiGet<ShippingInfoData>(`/quote/get/shipping-info/${featuredItemId}`, { product_id: productId }, signal)).data,
    // Dispatch dates move at the 6:00 PM cut-off and at midnight: a minute-old answer is fine.
    staleTime: 60_000,
    // The served product page embeds its first product's answer.
    initialData: () => {
      const embedded = pageData(SHIPPING_INFO_DATA);
      return embedded && embedded.featured_item_id === featuredItemId && embedded.product_id === productId ? embedded.data : undefined;
    },
    initialDataUpdatedAt: pageServedAt,
  });

/**
 * Keeps the previous answer while another product's loads, so the date line and the modal do
 * not blank out. Disabled until the featured item id is known.
 */
export const useShippingInfo = (featuredItemId: number | null | undefined, productId?: number) =>
  useQuery({
    ...shippingInfoQuery(featuredItemId ?? 0, productId),
    enabled: featuredItemId != null,
    placeholderData: keepPreviousData,
  });
