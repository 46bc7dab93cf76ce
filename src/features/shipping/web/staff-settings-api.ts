/** The desk's shipping settings calls (staff only: 404 for anyone else). Each change answers the settings as they now are. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { AddHolidayBody, FreeShippingBody, ShippingMethodBody, StaffShippingSettings } from '../staff-settings.schemas.js';

const KEY = ['staff', 'settings', 'shipping'] as const;

export const useStaffShippingSettings = () =>
  useQuery({ queryKey: KEY, queryFn: async ({ signal }) => (await apiGet<StaffShippingSettings>('/staff/settings/shipping', {}, signal)).data, retry: false });

export type ShippingSettingsChange =
  | { kind: 'add-holiday'; body: AddHolidayBody }
  | { kind: 'remove-holiday'; date: string }
  | { kind: 'method'; id: number; body: ShippingMethodBody }
  | { kind: 'threshold'; body: FreeShippingBody };

/** One change; its answer replaces the cached settings. Each form keeps its own mutation, so its messages stay with it. */
export function useShippingSettingsChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ShippingSettingsChange) => {
      switch (change.kind) {
        case 'add-holiday':
          return apiSend<StaffShippingSettings>('POST', '/staff/settings/holidays', change.body);
        case 'remove-holiday':
          return apiSend<StaffShippingSettings>('DELETE', `/staff/settings/holidays/${change.date}`);
        case 'method':
          return apiSend<StaffShippingSettings>('POST', `/staff/settings/shipping-methods/${change.id}`, change.body);
        case 'threshold':
          return apiSend<StaffShippingSettings>('POST', '/staff/settings/free-shipping', change.body);
      }
    },
    onSuccess: (answer) => client.setQueryData(KEY, answer.data),
  });
}
