/** The desk's Prices calls (owners only: 404 for anyone else). Each change answers the product's prices as they now are. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { PriceFactorBody, PriceGridBody, StaffPrices } from '../staff-prices.schemas.js';

const key = (productId: number | null) => ['staff', 'settings', 'prices', productId] as const;

export const useStaffPrices = (productId: number | null) =>
  useQuery({
    queryKey: key(productId),
    queryFn: async ({ signal }) => (await apiGet<StaffPrices>('/staff/settings/prices', productId === null ? {} : { product_id: productId }, signal)).data,
    retry: false,
  });

export type PriceChange = { kind: 'grid'; id: number; body: PriceGridBody } | { kind: 'factor'; id: number; productId: number; body: PriceFactorBody };

/** One change; its answer replaces the product's cached prices. */
export function usePriceChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PriceChange) =>
      change.kind === 'grid'
        ? apiSend<StaffPrices>('POST', `/staff/settings/price-grids/${change.id}`, change.body)
        : apiSend<StaffPrices>('POST', `/staff/settings/price-factors/${change.id}?product_id=${change.productId}`, change.body),
    onSuccess: (answer) => {
      client.setQueryData(key(answer.data.product.id), answer.data);
      // The first product is shown under the null key until another is chosen.
      client.setQueryData<StaffPrices>(key(null), (shown) => (shown?.product.id === answer.data.product.id ? answer.data : shown));
    },
  });
}
