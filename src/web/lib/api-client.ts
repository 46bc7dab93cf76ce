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

/** POST/PATCH/PUT/DELETE with a JSON body; answers like apiGet. */
export async function apiSend<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<{ data: T; message?: string | undefined }> {
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readEnvelope<T>(response);
}

async function readEnvelope<T>(response: Response): Promise<{ data: T; message?: string | undefined }> {
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.status, 'The shop could not be reached. Please try again.', 'internal');
  }
  if (body.status === 'ERROR') throw new ApiError(body.code, body.message, body.error.reason, body.error.issues);
  return { data: body.data, message: body.message };
}
