/**
 * A sweep that runs again and again on the job queue (issue 20: what accumulates is cleaned up):
 * one job waits at a time for the whole shop (singletonKey, policy `short`), so N servers do not
 * sweep N times; a run first queues the next one, so a failed run is retried and the timetable
 * goes on. The sweep deletes in batches and answers what it removed, logged when anything was.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

export interface RecurringSweep {
  /** The job's name (lower-case letters, digits, hyphens), e.g. `account-sweep`. */
  name: string;
  everySeconds: number;
  /** Removes what is past keeping; answers how many rows of each kind went. */
  sweep: (signal: AbortSignal) => Promise<Record<string, number>>;
}

export function scheduleRecurringSweep(app: FastifyInstance, { name, everySeconds, sweep }: RecurringSweep): void {
  const kind = app.jobs.define({ name, payload: z.object({}), retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 600, policy: 'short' });
  const next = (startAfterSeconds: number) => app.jobs.send(app.shop.database.db, kind, {}, { singletonKey: 'sweep', startAfterSeconds });
  app.jobs.work(
    kind,
    async (job) => {
      await next(everySeconds);
      const removed = await sweep(job.signal);
      if (Object.values(removed).some((count) => count > 0)) app.log.info({ sweep: name, removed }, 'swept what is past keeping');
    },
    { concurrency: 1 },
  );
  app.addHook('onReady', async () => {
    await next(0);
  });
}

/** Deletes in batches of `batch` until a batch comes back short (no long lock, no huge transaction). */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, signal?: AbortSignal, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batch);
    total += deleted;
    if (deleted < batch || signal?.aborted) return total;
  }
}
