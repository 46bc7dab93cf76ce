/**
 * The one JSON envelope every API answer uses:
 * { status: "SUCCESS" | "ERROR", code: <http status>, message?, data?, error? }.
 * Imported by the server (to answer) and the web app (to read answers).
 */
import { z } from 'zod';

/** Machine-readable reasons a client can branch on; the message is for people. */
export const errorReasons = [
  'validation',
  'not_found',
  'quote_required',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  /** A service the shop needs is down for now (the database, file storage) or the server is shutting down: try again shortly. */
  'unavailable',
  'internal',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

export const fieldIssueSchema = z.object({
  /** Dotted path of the offending field, e.g. "width" or "quotations.0.quantity". */
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorDetailSchema = z.object({
  reason: z.enum(errorReasons),
  issues: z.array(fieldIssueSchema).optional(),
  /** The email is from a disposable-address service (forms-and-accounts.md §7): the form flags its email field. */
  is_email_disposable: z.boolean().optional(),
  /** The request's id (also the X-Request-Id header), in the server's log lines too: quote it in a report. */
  request_id: z.string().optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorEnvelopeSchema = z.object({
  status: z.literal('ERROR'),
  code: z.number().int(),
  message: z.string(),
  error: errorDetailSchema,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('SUCCESS'),
    code: z.number().int(),
    message: z.string().optional(),
    data,
  });
}

export type SuccessEnvelope<T> = { status: 'SUCCESS'; code: number; message?: string; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function success<T>(data: T, code = 200, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: 'SUCCESS', code, data } : { status: 'SUCCESS', code, message, data };
}
