import { useQuery } from '@tanstack/react-query';
import { pageData, pageServedAt } from '../../../web/lib/page-data.js';
import { HIGHLIGHTS_DATA, SHOP_INFO_DATA } from '../page-data.js';
import { apiGet } from '../../../web/lib/api-client.js';
import type { Highlights, ShopInfo } from '../shop-info.schemas.js';

/** The shop's details change only with a restart: fetched once per visit. */
export const useShopInfo = () =>
  useQuery({
    queryKey: ['shop-info'],
    queryFn: async ({ signal }) => (await apiGet<ShopInfo>('/shop/info', {}, signal)).data,
    // Every served page embeds them, so the footer is complete from the first paint.
    initialData: () => pageData(SHOP_INFO_DATA),
    staleTime: Infinity,
  });

export const useHighlights = () =>
  useQuery({
    queryKey: ['shop-highlights'],
    queryFn: async ({ signal }) => (await apiGet<Highlights>('/shop/highlights', {}, signal)).data,
    // The home page embeds them, so its sections have their height from the first paint.
    initialData: () => pageData(HIGHLIGHTS_DATA),
    initialDataUpdatedAt: pageServedAt,
    staleTime: 5 * 60_000,
  });

/** "+65 6741 2280" → "tel:+6567412280". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
