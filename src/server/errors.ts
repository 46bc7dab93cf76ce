import type { ErrorDetail, ErrorReason, FieldIssue } from '../shared/envelope.js';

/**
 * A failure the shopper (or API client) caused and can fix. The error handler answers it with
 * the envelope, its status and its message; anything else becomes a 500 with internals hidden.
 */
export class ShopError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: ErrorReason,
    message: string,
    readonly issues?: FieldIssue[],
    /** Extra facts for the client beside reason and issues, e.g. { is_email_disposable: true }. */
    readonly detail?: Pick<ErrorDetail, 'is_email_disposable'>,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const notFound = (message: string): ShopError => new ShopError(404, 'not_found', message);

/** A 422 naming the field, so a form can show the message beside it. */
export const invalidField = (field: string, message: string): ShopError =>
  new ShopError(422, 'validation', message, [{ field, message }]);

/**
 * An error and the errors it wraps (`cause`), outermost first: Drizzle wraps the driver's error,
 * whose `code` says what happened (a PostgreSQL code, or Node's ECONNREFUSED…).
 */
export function* causeChain(error: unknown, depth = 5): Generator<Error & { code?: unknown }> {
  for (let e: unknown = error, n = 0; e instanceof Error && n < depth; e = e.cause, n++) yield e;
}
