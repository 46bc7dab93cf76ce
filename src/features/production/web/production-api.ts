/** The Production view's call: approved lines by dispatch date and material (staff only; 404 for anyone else). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { ProductionView } from '../production.schemas.js';

/** While a line's files are being made, the view asks again this often, ms. */
const BEING_MADE_REFRESH_MS = 3000;

const beingMade = (view: ProductionView | undefined): boolean => view?.days.some((day) => day.materials.some((group) => group.lines.some((line) => line.state === 'being_made'))) ?? false;

export const useProduction = (date: string) =>
  useQuery({
    queryKey: ['staff', 'production', date] as const,
    queryFn: async ({ signal }) => (await apiGet<ProductionView>('/staff/production', { date: date || undefined }, signal)).data,
    retry: false,
    refetchInterval: (query) => (beingMade(query.state.data) ? BEING_MADE_REFRESH_MS : false),
  });
