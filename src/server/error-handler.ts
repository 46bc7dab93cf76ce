/**
 * One error handler for the whole API: every failure leaves as the envelope
 * { status: "ERROR", code, message, error: { reason, issues? } }. Client mistakes keep their 4xx
 * and a message a person can act on; anything unexpected is logged and answered as a 500 that
 * hides internals (the spec's catalogue message).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorDetail, ErrorEnvelope, ErrorReason, FieldIssue } from '../shared/envelope.js';
import { causeChain, ShopError } from './errors.js';

export const INTERNAL_ERROR_MESSAGE = 'An error occurred. Please try again or submit a report.';

export function sendError(reply: FastifyReply, code: number, reason: ErrorReason, message: string, issues?: FieldIssue[], detail?: Pick<ErrorDetail, 'is_email_disposable'>): FastifyReply {
  const body: ErrorEnvelope = { status: 'ERROR', code, message, error: { reason, ...(issues ? { issues } : {}), ...detail, request_id: reply.request.id } };
  return reply.code(code).type('application/json; charset=utf-8').send(body);
}

const reasonForStatus = (status: number): ErrorReason =>
  status === 404 ? 'not_found' : status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 409 ? 'conflict' : status === 429 ? 'rate_limited' : status === 503 ? 'unavailable' : 'validation';

/** Plain-language messages for the framework's own client errors. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here. Send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the address is too long.',
};

/**
 * Errors the router raises before any route (or the error handler) runs: a malformed %-escape or
 * an over-long path parameter. Passed to Fastify as `frameworkErrors`, so they too leave as the envelope.
 */
export function handleFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 400;
  if (status >= 400 && status < 500) {
    sendError(reply, status, reasonForStatus(status), frameworkMessages[err.code] ?? err.message);
    return;
  }
  request.log.error({ err }, 'unexpected router error');
  sendError(reply, 500, 'internal', INTERNAL_ERROR_MESSAGE);
}

/** What a shopper reads while the database is out of reach (a restart, a failover). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

/** PostgreSQL's "connection" and "operator intervention" codes, and Node's socket errors. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/;

/**
 * The database could not be reached, or dropped the connection mid-query (Drizzle wraps the
 * driver's error as `cause`). Nothing was committed by a statement that failed this way, so the
 * answer is a 503 to retry, not a 500 to report.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    if ((typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) || UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof ShopError) {
      if (err.statusCode === 503) reply.header('retry-after', '5');
      return sendError(reply, err.statusCode, err.reason, err.message, err.issues, err.detail);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues: FieldIssue[] = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request',
        message: v.message ?? 'Invalid value.',
      }));
      const first = issues[0];
      const message = first ? (first.message.includes(first.field) ? first.message : `${first.field}: ${first.message}`) : 'The request is not valid.';
      return sendError(reply, 422, 'validation', message, issues);
    }

    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return sendError(reply, 500, 'internal', INTERNAL_ERROR_MESSAGE);
    }

    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (err.code && frameworkMessages[err.code]) ?? (err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message);
      return sendError(reply, status, reasonForStatus(status), message);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'the database is unavailable');
      return sendError(reply.header('retry-after', '5'), 503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err }, 'unexpected error');
    return sendError(reply, 500, 'internal', INTERNAL_ERROR_MESSAGE);
  });
}
