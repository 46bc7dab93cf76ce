import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { Holiday } from '../shipping.schemas.js';

/** Singapore public holidays the shop is closed on; all known years unless `year` is given. */
export const holidaysQuery = (year?: number) =>
  queryOptions({
    queryKey: ['holidays', year ?? null],
    queryFn: async ({ signal }) => (await apiGet<Holiday[]>('/quote/get/holidays', { year }, signal)).data,
    // Staff add a year's list rarely; an hour is fresh enough.
    staleTime: 60 * 60_000,
  });

export const useHolidays = (year?: number) => useQuery(holidaysQuery(year));
