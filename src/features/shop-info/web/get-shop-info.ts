import { useQuery } from '@tanstack/react-query';
import { pageData } from '../../../web/lib/page-data.js';
import { SHOP_INFO_DATA } from '../page-data.js';
import { apiGet } from '../../../web/lib/api-client.js';
import type { ShopInfo } from '../shop-info.schemas.js';

/** The shop's details change only with a restart: fetched once per visit. */
export const useShopInfo = () =>
  useQuery({
    queryKey: ['shop-info'],
    queryFn: async ({ signal }) => (await apiGet<ShopInfo>('/shop/info', {}, signal)).data,
    // Every served page embeds them, so the footer is complete from the first paint.
    initialData: () => pageData(SHOP_INFO_DATA),
    staleTime: Infinity,
  });

/** "+65 6741 2280" → "tel:+6567412280". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
