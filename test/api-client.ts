/** Small helpers for API tests: GET a route of the test shop with a query and read the envelope. */
import { expect } from 'vitest';
import type { TestShop } from './test-app.js';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
export type Query = Record<string, QueryValue>;

export interface Envelope<T> {
  status: 'SUCCESS' | 'ERROR';
  code: number;
  message?: string;
  /** Typed as the success data; on errors it is absent. */
  data: T;
  error?: { reason: string; issues?: { field: string; message: string }[]; is_email_disposable?: boolean };
}

export interface ApiAnswer<T> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: Envelope<T>;
}

/** Builds "path?a=1&b=2&b=3"; undefined values are left out, arrays repeat the parameter. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function apiGet<T = unknown>(shop: TestShop, path: string, query?: Query): Promise<ApiAnswer<T>> {
  const res = await shop.app.inject({ method: 'GET', url: withQuery(path, query) });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
}

/** Every answer is { status, code, message?, data?, error? } with code equal to the HTTP status. */
export function expectEnvelope(answer: ApiAnswer<unknown>): void {
  const { statusCode, body } = answer;
  expect(Object.keys(body).every((k) => ['status', 'code', 'message', 'data', 'error'].includes(k)), `keys ${Object.keys(body).join(',')}`).toBe(true);
  expect(body.code).toBe(statusCode);
  if (statusCode < 400) {
    expect(body.status).toBe('SUCCESS');
  } else {
    expect(body.status).toBe('ERROR');
    expect(typeof body.message).toBe('string');
    expect(body.message?.trim()).not.toBe('');
    expect(body.error?.reason).toEqual(expect.any(String));
  }
}

/** A client error: the given status, the envelope, and (when given) the exact message and field. */
export function expectClientError(answer: ApiAnswer<unknown>, status: number, expected: { message?: string | RegExp; field?: string } = {}): void {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
  expectEnvelope(answer);
  if (typeof expected.message === 'string') expect(answer.body.message).toBe(expected.message);
  else if (expected.message) expect(answer.body.message).toMatch(expected.message);
  if (expected.field) expect(answer.body.error?.issues?.map((i) => i.field)).toContain(expected.field);
}

/** A 200 SUCCESS answer; returns its data. */
export function expectOk<T>(answer: ApiAnswer<T>): T {
  expect(answer.statusCode, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
  expectEnvelope(answer);
  return answer.body.data;
}

/**
 * A visitor of the test shop: keeps the guest_id cookie the shop gives on first need and sends
 * it with every later request, as a browser would.
 */
export function testVisitor<Default = unknown>(shop: TestShop) {
  // A cookie jar like a browser's: every cookie the shop sets (guest_id, session) is sent back; a cleared one is dropped.
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = () => (jar.size > 0 ? { cookie: cookieHeader() } : {});
  const keep = (res: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] }) => {
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  };
  const send = async <T = Default>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiAnswer<T>> => {
    const res = await shop.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { ...headers(), ...extraHeaders } });
    keep(res);
    return { statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
  };
  /** The answer's bytes (a PDF). */
  const raw = async (url: string): Promise<{ statusCode: number; headers: Record<string, unknown>; bytes: Buffer }> => {
    const res = await shop.app.inject({ method: 'GET', url, headers: headers() });
    return { statusCode: res.statusCode, headers: res.headers, bytes: res.rawPayload };
  };
  return { send, raw, cookie: cookieHeader, forget: (name: string) => jar.delete(name) };
}
