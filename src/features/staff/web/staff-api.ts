/** The desk's calls for the audit log and the staff's roles. Staff only (404 for anyone else). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { AuditPage } from '../audit.schemas.js';
import type { StaffRoleBody, StaffTeamMember } from '../staff.schemas.js';

/** The audit filters as the page keeps them in its URL. */
export interface AuditFilters {
  actor?: string;
  action?: string;
  subject_type?: string;
  subject_id?: string;
  from?: string;
  to?: string;
}

/** The log, newest first, a page at a time ("Older entries" loads the next). */
export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ['staff', 'audit', filters] as const,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) => (await apiGet<AuditPage>('/staff/audit', { ...filters, before_id: pageParam }, signal)).data,
    getNextPageParam: (last) => (last.has_more ? last.entries.at(-1)?.id : undefined),
    retry: false,
  });

export const useStaffTeam = () =>
  useQuery({
    queryKey: ['staff', 'team'] as const,
    queryFn: async ({ signal }) => (await apiGet<StaffTeamMember[]>('/staff/team', {}, signal)).data,
    retry: false,
  });

/** Give or take a role; the answer (the staff as they now are) replaces the list. */
export function useSetStaffRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRoleBody) => apiSend<StaffTeamMember[]>('POST', '/staff/team', body),
    onSuccess: async (answer) => {
      client.setQueryData(['staff', 'team'], answer.data);
      await client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
