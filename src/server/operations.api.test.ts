/**
 * Operating the shop: liveness and readiness for the proxy, request ids in answers and log lines,
 * and the Prometheus metrics behind their token.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondServer, createTestShop, type TestShop } from '../../test/test-app.js';
import { buildApp } from './app.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ appOptions: { metricsToken: TOKEN, logger: { level: 'info', stream: logStream } } });
});
afterAll(async () => {
  await shop?.close();
});

describe('liveness and readiness', () => {
  it('a server that drains answers 503 on /api/ready (the proxy takes it out) but stays live and keeps serving', async () => {
    const second = await createSecondServer(shop);
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'SUCCESS', code: 200, data: { ready: true } });
      second.app.readiness.beginDraining();
      const ready = await second.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ status: 'ERROR', code: 503, message: 'The server is shutting down.', error: { reason: 'unavailable' } });
      expect((await second.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await second.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(200);
      // The other server is not draining.
      expect((await shop.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('a database that lacks a migration this code needs is not ready: another server is migrating it', async () => {
    const run = shop.database.executeSql;
    const [last] = (await run('SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1', [])).rows as { id: number; hash: string; created_at: string }[];
    expect(last).toBeDefined();
    await run('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [last!.id]);
    try {
      const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ message: string }>().message).toMatch(/^The database is being migrated \(\d+ of \d+ migrations applied\)\.$/);
    } finally {
      await run('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [last!.id, last!.hash, last!.created_at]);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('every answer names its request, an error answer too, and so does every log line of that request', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/quotations/Q261123-AAAAAA' });
    expect(res.statusCode).toBe(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toMatchObject({ error: { reason: 'not_found', request_id: id } });
    const lines = logLines.filter((line) => line.request_id === id);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // Two requests, two ids.
    expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']).not.toBe(id);
  });

  it("the proxy's X-Request-Id is kept only behind a trusted proxy; a client cannot name its request", async () => {
    const given = 'haproxy-7f3a9c21d4e8';
    expect((await shop.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id']).not.toBe(given);
    const proxied = await buildApp({ database: shop.database, trustProxy: '127.0.0.1' });
    try {
      expect((await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id']).toBe(given);
      // Not a plain token: replaced.
      expect((await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\tc<script>' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('metrics', () => {
  it('need the bearer token', async () => {
    const none = await shop.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Metrics need the bearer token set in METRICS_TOKEN.' });
    expect((await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
  });

  it('do not exist unless METRICS_TOKEN is set', async () => {
    const plain = await createSecondServer(shop);
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('count requests by route pattern and status, time them, and report the job queue, the outbox and the process', async () => {
    for (const no of ['Q261123-AAAAAA', 'Q261123-BBBBBB']) expect((await shop.app.inject({ method: 'GET', url: `/api/quotations/${no}` })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(200);
    const res = await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    // The pattern, not the URL: two products are one series.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/quotations\/:quotation_no",status_code="404"\} ([2-9]|\d\d+)$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/cart",status_code="200"\} [1-9]\d*$/m);
    expect(text).not.toContain('BBBBBB');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/cart"\} [1-9]\d*$/m);
    expect(text).toMatch(/^email_outbox_backlog \d+$/m);
    expect(text).toMatch(/^email_outbox_oldest_waiting_seconds [\d.]+$/m);
    expect(text).toContain('# TYPE jobs gauge');
    expect(text).toMatch(/^shop_process_cpu_seconds_total [\d.e-]+$/m);
    if (shop.database.engine === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });

  it('report the emails waiting and the jobs queued, as the database holds them', async () => {
    const run = shop.database.executeSql;
    await run(`INSERT INTO email_outbox (kind, to_address, subject, html, text, created_at) VALUES ('test', 'a@example.com', 's', '<p>h</p>', 't', now() - interval '2 minutes')`, []);
    const { rows } = await run('SELECT count(*)::int AS n FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL', []);
    const text = (await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toMatch(new RegExp(`^email_outbox_backlog ${(rows[0] as { n: number }).n}$`, 'm'));
    expect(Number(/^email_outbox_oldest_waiting_seconds ([\d.]+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(100);
  });
});
