/**
 * On the staff order desk: background work that failed for good (staff-jobs.routes.ts): an email
 * that could not be delivered, an automatic proof that could not be made, an order's print files.
 * Shown only when there is some, each with what it was, its last error, a link to its order and
 * "Try again". Nothing here is hidden from staff: a job that fails is never silently lost.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { messageOf } from '../../account/web/use-account-form.js';
import type { FailedJobDto } from '../staff-jobs.js';

const failedJobsKey = ['staff', 'jobs', 'failed'] as const;

export function StaffFailedJobs({ onOpenOrder }: { onOpenOrder: (orderNo: string) => void }) {
  const id = useId();
  const client = useQueryClient();
  const failed = useQuery({
    queryKey: failedJobsKey,
    queryFn: async ({ signal }) => (await apiGet<FailedJobDto[]>('/staff/jobs/failed', {}, signal)).data,
    retry: false,
    refetchInterval: 30_000,
  });
  const retry = useMutation({
    mutationFn: async (jobId: string) => apiSend('POST', `/staff/jobs/${encodeURIComponent(jobId)}/retry`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: failedJobsKey }),
  });
  if (!failed.data || failed.data.length === 0) return null;
  return (
    <section className="staff-failed-jobs" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Needs attention: background work that failed ({failed.data.length})</h2>
      <ul>
        {failed.data.map((job) => (
          <li key={job.id}>
            <p className="staff-failed-what">{job.what}</p>
            <p className="staff-muted">
              Failed {job.failed_at ? formatShopDateTime(job.failed_at) : ''} after {job.attempts} {job.attempts === 1 ? 'try' : 'tries'}: {job.error}
            </p>
            <div className="staff-failed-actions">
              {job.order_no && (
                <button type="button" className="button" onClick={() => onOpenOrder(job.order_no ?? '')}>
                  Open order {job.order_no}
                </button>
              )}
              <button type="button" className="button" disabled={retry.isPending} onClick={() => retry.mutate(job.id)}>
                Try again
              </button>
            </div>
          </li>
        ))}
      </ul>
      {retry.isError && (
        <p role="alert" className="acc-alert">
          {messageOf(retry.error, 'It could not be tried again. Please refresh the page.')}
        </p>
      )}
    </section>
  );
}
