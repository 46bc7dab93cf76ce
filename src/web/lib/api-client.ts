/**
 * The one API client of the web app: GETs/POSTs JSON, unwraps the envelope, and turns an ERROR
 * envelope into an ApiError carrying the server's message and field issues.
 */
import type { Envelope, FieldIssue } from '../../shared/envelope.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
    readonly issues: FieldIssue[] = [],
    /** The server refused a disposable email address (error.is_email_disposable). */
    readonly isEmailDisposable = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function apiGet<T>(path: string, params: QueryParams = {}, signal?: AbortSignal): Promise<{ data: T; message?: string | undefined }> {
  const response = await fetch(`/api${path}${toQueryString(params)}`, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
  return readEnvelope<T>(response);
}

export interface SendOptions {
  /**
   * Makes the write safe to retry: the server stores its first answer under this key and gives it
   * again to a retry, writing nothing twice. A request that never got an answer (the network
   * dropped it) is retried with the same key.
   */
  idempotencyKey?: string;
}

/**
 * A fresh key for one submit (one click of Add to Cart or Print Quote): 128 random bits in hex.
 * getRandomValues, unlike randomUUID, also works on plain http away from localhost.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const NETWORK_RETRIES = 2;

/** POST/PATCH/PUT/DELETE with a JSON body; answers like apiGet. */
export async function apiSend<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<{ data: T; message?: string | undefined }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const send = () => fetch(`/api${path}`, { method, credentials: 'same-origin', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  for (let attempt = 0; ; attempt++) {
    try {
      return await readEnvelope<T>(await send());
    } catch (error) {
      // fetch rejects with a TypeError when no answer arrived; only a keyed write may be sent again.
      if (!(error instanceof TypeError) || !options.idempotencyKey || attempt >= NETWORK_RETRIES) throw error;
    }
  }
}

async function readEnvelope<T>(response: Response): Promise<{ data: T; message?: string | undefined }> {
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.status, 'The shop could not be reached. Please try again.', 'internal');
  }
  if (body.status === 'ERROR') throw new ApiError(body.code, body.message, body.error.reason, body.error.issues, body.error.is_email_disposable === true);
  return { data: body.data, message: body.message };
}
