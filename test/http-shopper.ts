/**
 * A shopper over real HTTP (fetch), with a cookie jar like a browser's: for the cluster tests and
 * `npm run bench:load`, where requests go through the proxy to whichever server it picks. Every
 * answer is read whole; a network failure becomes status 0 (counted as a failed request).
 */
import { randomUUID } from 'node:crypto';

export interface HttpAnswer<T = unknown> {
  status: number;
  /** The envelope's data (JSON answers), else undefined. */
  data: T | undefined;
  /** What went wrong: the envelope's message, or the network error. */
  problem?: string;
  bytes: number;
  headers: Headers;
}

export class HttpShopper {
  private readonly jar = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, options: { idempotent?: boolean; headers?: Record<string, string> } = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json, text/html', ...options.headers };
    if (this.jar.size > 0) headers.cookie = this.cookie();
    // A form (a file upload) is sent as multipart, its boundary chosen by fetch; anything else as JSON.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    // A submit carries an Idempotency-Key as the web app's do: a retry can never store it twice.
    if (options.idempotent) headers['idempotency-key'] = randomUUID();
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body), redirect: 'manual' });
    } catch (error) {
      return { status: 0, data: undefined, problem: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error), bytes: 0, headers: new Headers() };
    }
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(setCookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    let data: T | undefined;
    let problem: string | undefined;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      const envelope = JSON.parse(text) as { data?: T; message?: string };
      data = envelope.data;
      if (!res.ok) problem = envelope.message;
    } else if (!res.ok) {
      problem = text.slice(0, 200);
    }
    return { status: res.status, data, problem, bytes: text.length, headers: res.headers };
  }
}
