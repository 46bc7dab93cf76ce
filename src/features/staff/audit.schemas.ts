/** The audit log's API shapes (the desk's Audit log page imports them). */
import { z } from 'zod';

/** A Singapore date; the message names the field, so it reads the same at the top of the answer and under the field. */
const shopDate = (name: 'from' | 'to') => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Give the "${name}" date as YYYY-MM-DD, e.g. 2026-11-27.` });

export const auditQuerySchema = z.object({
  /** The staff member's email, or 'system'. */
  actor: z.string().max(254).optional(),
  /** An action or its start: 'order' finds every order change, 'order.refund' only refunds. */
  action: z.string().max(60).optional(),
  subject_type: z.string().max(40).optional(),
  subject_id: z.string().max(80).optional(),
  /** Singapore dates, both included. */
  from: shopDate('from').optional(),
  to: shopDate('to').optional(),
  /** The next page: entries older than this id. */
  before_id: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  actor_role: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), has_more: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;
