/**
 * Secure defaults, as a visitor or an attacker would notice them: writes from other sites are
 * refused and store nothing; every answer (HTML, JSON, errors, PDF) carries the security headers;
 * HSTS, Secure cookies and client addresses follow the proxy only when TRUST_PROXY says so; rate
 * limits answer 429 with Retry-After, counted in the database (shared by servers); requests Node's
 * HTTP parser refuses still get the envelope.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectEnvelope, type ApiAnswer, type Envelope } from '../../test/api-client.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Cart } from '../features/cart/cart.schemas.js';
import type { PricingData } from '../features/pricing/pricing.schemas.js';
import type { CreatedQuotation } from '../features/quotation/quotation.schemas.js';
import { newGuestId } from '../features/account/guest-id.js';
import { buildApp, type AppOptions, type ShopApp } from './app.js';
import { START_SCRIPTS_CSP_SOURCE } from '../features/seo/scripts-after-paint.js';
import { clientErrorAnswer } from './client-errors.js';
import { cartItems, rateLimitCounters } from './db/schema.js';
import { hitCounter, sweepCounters } from './plugins/rate-limit-store.js';
import { CROSS_SITE_MESSAGE } from './plugins/same-origin.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://shop.example.sg';
const standardDieCut = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1 };

const shops: TestShop[] = [];
async function shop(appOptions: Partial<Omit<AppOptions, 'database' | 'now'>> = {}): Promise<TestShop> {
  const created = await createTestShop({ appOptions: { webIndexHtml: TEMPLATE, publicUrl: PUBLIC_URL, ...appOptions } });
  shops.push(created);
  return created;
}
afterAll(async () => {
  for (const s of shops) await s.close();
});

interface Answer<T = unknown> extends ApiAnswer<T> {
  text: string;
  setCookie: string | undefined;
}

async function send<T = unknown>(s: TestShop, method: Method, url: string, options: { payload?: unknown; headers?: Headers } = {}): Promise<Answer<T>> {
  const res = await s.app.inject({ method, url, headers: options.headers ?? {}, ...(options.payload === undefined ? {} : { payload: options.payload as object }) });
  const contentType = String(res.headers['content-type'] ?? '');
  const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('guest_id='));
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: (contentType.startsWith('application/json') ? res.json() : undefined) as Envelope<T>,
    text: contentType.startsWith('application/pdf') ? '' : res.body,
    setCookie,
  };
}

const cookieOf = (answer: Answer): string => {
  const value = /^guest_id=([^;]+)/.exec(answer.setCookie ?? '')?.[1];
  if (!value) throw new Error(`no guest_id cookie: ${JSON.stringify(answer.headers)}`);
  return `guest_id=${value}`;
};

async function lineCount(s: TestShop): Promise<number> {
  const [row] = await s.database.db.select({ n: count() }).from(cartItems);
  return row?.n ?? 0;
}

describe('writes from another site', () => {
  let s: TestShop;
  let cookie: string;
  beforeAll(async () => {
    s = await shop();
    const first = await send<Cart>(s, 'POST', '/api/cart/items', { payload: { ...standardDieCut, quantity: 100 } });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    cookie = cookieOf(first);
  });

  const add = (headers: Headers) => send<Cart>(s, 'POST', '/api/cart/items', { payload: { ...standardDieCut, width: 60, height: 60, quantity: 100 }, headers: { cookie, ...headers } });
  const cartLines = async () => (await send<Cart>(s, 'GET', '/api/cart', { headers: { cookie } })).body.data.items.length;

  it('a cart add with a foreign Origin is refused with 403 and nothing is stored', async () => {
    const before = await lineCount(s);
    const answer = await add({ origin: 'https://evil.example' });
    expectClientError(answer, 403, { message: CROSS_SITE_MESSAGE });
    expect(answer.body.error?.reason).toBe('forbidden');
    expect(await lineCount(s)).toBe(before);
    expect(await cartLines()).toBe(1);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain) without Origin', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['an Origin that only looks like the shop', { origin: 'https://shop.example.sg.evil.example' }],
    ['the shop on another scheme', { origin: 'http://shop.example.sg' }],
  ])('%s is refused', async (_label, headers) => {
    expectClientError(await add(headers), 403, { message: CROSS_SITE_MESSAGE });
    expect(await cartLines()).toBe(1);
  });

  it('a foreign Origin is refused on every kind of write, before the body is read', async () => {
    const evil = { origin: 'https://evil.example' };
    expectClientError(await send(s, 'PATCH', '/api/cart/items/1', { payload: { quantity: 5 }, headers: { cookie, ...evil } }), 403);
    expectClientError(await send(s, 'DELETE', '/api/cart/items/1', { headers: { cookie, ...evil } }), 403);
    // Not even JSON: still 403, not 400, since the body is never parsed.
    const res = await s.app.inject({ method: 'POST', url: '/api/quotations', payload: '{not json', headers: { 'content-type': 'application/json', ...evil } });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['the public origin (PUBLIC_URL)', { origin: PUBLIC_URL }],
    ["the request's own origin (localhost, any port)", { origin: 'http://localhost' }],
    ['Sec-Fetch-Site: same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['no browser headers at all (curl, server to server)', {}],
  ])('%s is accepted', async (_label, headers) => {
    const answer = await add(headers);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBeLessThan(300);
    expectEnvelope(answer);
  });

  it('reads from another site are answered (only writes are checked)', async () => {
    const answer = await send(s, 'GET', '/api/health', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(answer.statusCode).toBe(200);
  });
});

/**
 * The browser's powerful features, all off but the three the pages use, for the shop itself: the
 * PayNow Copy buttons (clipboard-write), a product video's fullscreen and picture-in-picture buttons.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), ' +
  'compute-pressure=(), idle-detection=(), screen-wake-lock=(), display-capture=(), captured-surface-control=(), window-management=(), ' +
  'local-fonts=(), speaker-selection=(), xr-spatial-tracking=(), gamepad=(), autoplay=(), encrypted-media=(), storage-access=(), ' +
  'identity-credentials-get=(), otp-credentials=(), publickey-credentials-create=(), publickey-credentials-get=(), clipboard-read=(), ' +
  'clipboard-write=(self), fullscreen=(self), picture-in-picture=(self)';

describe('security headers', () => {
  let s: TestShop;
  /** A shop serving a web build's static files (a temporary folder shaped like Vite's output). */
  let built: TestShop;
  let distDir: string;
  beforeAll(async () => {
    s = await shop();
    distDir = mkdtempSync(join(tmpdir(), 'shop-security-'));
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(distDir, 'images', 'products', 'art-paper'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), TEMPLATE);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'export const shop = 1;\n');
    // Served by its name (its type from the extension): the bytes only need to be there.
    writeFileSync(join(distDir, 'images', 'products', 'art-paper', '1.webp'), Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'));
    built = await shop({ webDistDir: distDir, webIndexHtml: undefined });
  });
  afterAll(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  function expectSecurityHeaders(headers: Record<string, unknown>, what: string): void {
    const csp = String(headers['content-security-policy'] ?? '');
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
    expect(directives.get('default-src'), `${what}: ${csp}`).toBe("'self'");
    // The shop's own scripts, and the one inline script of a server-rendered page, by its hash.
    expect(directives.get('script-src'), what).toBe(`'self' ${START_SCRIPTS_CSP_SOURCE}`);
    expect(directives.get('style-src'), what).toBe("'self' 'unsafe-inline'");
    expect(directives.get('img-src'), what).toBe("'self' data: blob:");
    expect(directives.get('connect-src'), what).toBe("'self'");
    expect(directives.get('object-src'), what).toBe("'none'");
    expect(directives.get('base-uri'), what).toBe("'none'");
    expect(directives.get('frame-ancestors'), what).toBe("'none'");
    expect(directives.get('form-action'), what).toBe("'self'");
    expect(directives.has('upgrade-insecure-requests'), `${what}: no upgrade-insecure-requests over http`).toBe(false);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
    expect(headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
  }

  it('on a page of the shop (HTML) and on a page that does not exist', async () => {
    const page = await send(s, 'GET', '/stickers/vinyl/standard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page.headers, 'page');
    const missing = await send(s, 'GET', '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, 'HTML 404');
  });

  it('on JSON answers, error envelopes and unknown API paths', async () => {
    const ok = await apiGet(s, '/api/health');
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers, 'JSON');
    const invalid = await apiGet(s, '/api/pricing/v2', { product_id: 'x' });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expectEnvelope(invalid);
    expectSecurityHeaders(invalid.headers, 'error envelope');
    const unknown = await send(s, 'POST', '/api/nothing-here', { payload: {} });
    expectClientError(unknown, 404);
    expectSecurityHeaders(unknown.headers, 'API 404');
    const refused = await send(s, 'POST', '/api/cart/items', { payload: {}, headers: { origin: 'https://evil.example' } });
    expectClientError(refused, 403);
    expectSecurityHeaders(refused.headers, '403');
    // Refused by the router itself, before any hook runs.
    const malformed = await apiGet(s, '/api/quote/get/shipping-info/%zz');
    expectClientError(malformed, 400);
    expectSecurityHeaders(malformed.headers, 'router 400');
  });

  it('on the static files of the web build, the sitemap and robots.txt, and a 404 among the static files', async () => {
    for (const [url, type] of [
      ['/assets/index-abc123.js', /^text\/javascript|^application\/javascript/],
      ['/images/products/art-paper/1.webp', /^image\/webp$/],
      ['/sitemap.xml', /^application\/xml/],
      ['/robots.txt', /^text\/plain/],
    ] as const) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expectSecurityHeaders(res.headers, url);
    }
    const page = await built.app.inject({ method: 'GET', url: '/stickers/paper/art' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers, 'page of the built shop');
    const missing = await built.app.inject({ method: 'GET', url: '/assets/index-nope.js' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, 'missing static file');
  });

  it('on a quotation PDF', async () => {
    const price = await apiGet<PricingData>(s, '/api/pricing/v2', { ...standardDieCut, quantity: 100 });
    const cost = price.body.data.single_pricing?.total_price;
    const created = await send<CreatedQuotation>(s, 'POST', '/api/quotations', { payload: { quotations: [{ ...standardDieCut, quantity: 100, cost }], point_discount: 0, coupon_discount: 0 } });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const pdf = await s.app.inject({ method: 'GET', url: `/pdf/quotation/preview?quotation_no=${created.body.data.quotation_no}`, headers: { cookie: cookieOf(created) } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expectSecurityHeaders(pdf.headers, 'PDF');
  });

  it('the OpenAPI browser has its own policy and still loads: its own scripts, no inline script, no eval', async () => {
    const docs = await s.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-initializer.js');
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
    // Its own CSP, the shop's Permissions-Policy: Swagger UI uses none of the features.
    expect(docs.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const script = await s.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const spec = await s.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('HSTS only when the request came over https through a trusted proxy', async () => {
    const direct = await apiGet(s, '/api/health');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send this header: it is ignored.
    const spoofed = await send(s, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await shop({ trustProxy: true });
    const viaTls = await send(proxied, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const viaHttp = await send(proxied, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  const addToCart = (s: TestShop, headers: Headers) => send<Cart>(s, 'POST', '/api/cart/items', { payload: { ...standardDieCut, quantity: 100 }, headers });

  it('the guest_id cookie is Secure when the proxy says https, and only if the proxy is trusted', async () => {
    const proxied = await shop({ trustProxy: true });
    const secure = await addToCart(proxied, { 'x-forwarded-proto': 'https' });
    expect(secure.statusCode).toBe(201);
    expect(secure.setCookie).toMatch(/;\s*Secure/i);
    const plain = await addToCart(proxied, {});
    expect(plain.setCookie).toBeDefined();
    expect(plain.setCookie).not.toMatch(/;\s*Secure/i);

    const direct = await shop();
    const spoofed = await addToCart(direct, { 'x-forwarded-proto': 'https' });
    expect(spoofed.statusCode).toBe(201);
    expect(spoofed.setCookie).not.toMatch(/;\s*Secure/i);
  });

  it("a browser's same-origin write through the proxy is accepted: its origin is https://<the forwarded host>", async () => {
    const proxied = await shop({ trustProxy: '127.0.0.1' });
    const answer = await addToCart(proxied, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.printshop.sg', origin: 'https://www.printshop.sg' });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const forged = await addToCart(proxied, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.printshop.sg', origin: 'https://evil.example' });
    expectClientError(forged, 403);
  });

  it('the client address comes from X-Forwarded-For only with TRUST_PROXY: two clients, two counters', async () => {
    const limits = { writesPerVisitor: 0, writesPerIp: 2, lookupsPerIp: 0 };
    const write = (s: TestShop, ip: string) => send(s, 'POST', '/api/cart/items', { payload: {}, headers: { 'x-forwarded-for': ip } });

    const proxied = await shop({ trustProxy: true, rateLimits: limits });
    expect((await write(proxied, '203.0.113.1')).statusCode).toBe(422);
    expect((await write(proxied, '203.0.113.1')).statusCode).toBe(422);
    expect((await write(proxied, '203.0.113.1')).statusCode).toBe(429);
    expect((await write(proxied, '203.0.113.2')).statusCode).toBe(422);

    const direct = await shop({ rateLimits: limits });
    expect((await write(direct, '203.0.113.1')).statusCode).toBe(422);
    expect((await write(direct, '203.0.113.2')).statusCode).toBe(422);
    // Both came from the same socket address: the header is ignored, the counter shared.
    expect((await write(direct, '203.0.113.3')).statusCode).toBe(429);
  });

  it('a hop count trusts that many proxies in front of the shop', async () => {
    const proxied = await shop({ trustProxy: 1, rateLimits: { writesPerVisitor: 0, writesPerIp: 1, lookupsPerIp: 0 } });
    const write = (ip: string) => send(proxied, 'POST', '/api/cart/items', { payload: {}, headers: { 'x-forwarded-for': ip } });
    expect((await write('198.51.100.1')).statusCode).toBe(422);
    expect((await write('198.51.100.2')).statusCode).toBe(422);
    // "spoofed, real client": only the hop the proxy added counts.
    expect((await write('10.9.9.9, 198.51.100.1')).statusCode).toBe(429);
  });
});

describe('rate limits', () => {
  const invalidAdd = (s: TestShop, headers: Headers = {}) => send(s, 'POST', '/api/cart/items', { payload: {}, headers });

  function expectRateLimited(answer: Answer): void {
    expectClientError(answer, 429, { message: /^Too many requests in a short time\. Please wait \d+ seconds and try again\.$/ });
    expect(answer.body.error?.reason).toBe('rate_limited');
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  }

  it('writes per visitor: the 4th write of one visitor in the window is refused, another visitor still writes', async () => {
    const s = await shop({ rateLimits: { writesPerVisitor: 3, writesPerIp: 0, lookupsPerIp: 0 } });
    const alice = `guest_id=${newGuestId()}`;
    for (let i = 0; i < 3; i++) expect((await invalidAdd(s, { cookie: alice })).statusCode).toBe(422);
    const refused = await invalidAdd(s, { cookie: alice });
    expectRateLimited(refused);
    // The refusal happens before the route: a valid add is refused too, and nothing is stored.
    const before = await lineCount(s);
    expectRateLimited(await send(s, 'POST', '/api/cart/items', { payload: { ...standardDieCut, quantity: 100 }, headers: { cookie: alice } }));
    expect(await lineCount(s)).toBe(before);
    expect((await invalidAdd(s, { cookie: `guest_id=${newGuestId()}` })).statusCode).toBe(422);
    // Reads are not writes.
    expect((await send(s, 'GET', '/api/cart', { headers: { cookie: alice } })).statusCode).toBe(200);
  });

  it('writes per IP: new cookies do not help', async () => {
    const s = await shop({ rateLimits: { writesPerVisitor: 100, writesPerIp: 2, lookupsPerIp: 0 } });
    expect((await invalidAdd(s, { cookie: `guest_id=${newGuestId()}` })).statusCode).toBe(422);
    expect((await invalidAdd(s, { cookie: `guest_id=${newGuestId()}` })).statusCode).toBe(422);
    expectRateLimited(await invalidAdd(s, { cookie: `guest_id=${newGuestId()}` }));
    expectRateLimited(await send(s, 'DELETE', '/api/cart/items/1'));
  });

  it('the quotation routes (JSON and PDF) share one look-up limit per IP', async () => {
    const s = await shop({ rateLimits: { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 2 } });
    expect((await send(s, 'GET', '/api/quotations/Q261123-AAAAAA')).statusCode).toBe(404);
    expect((await send(s, 'GET', '/pdf/quotation/preview?quotation_no=Q261123-AAAAAB')).statusCode).toBe(404);
    expectRateLimited(await send(s, 'GET', '/pdf/quotation/download?quotation_no=Q261123-AAAAAC'));
    expectRateLimited(await send(s, 'GET', '/api/quotations/Q261123-AAAAAD'));
    // Other reads are not limited.
    for (let i = 0; i < 5; i++) expect((await send(s, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('the counters live in the database: two servers on one database share a limit', async () => {
    const database = await createTestDatabase();
    const options = { database, now: () => DEFAULT_TEST_NOW, rateLimits: { writesPerVisitor: 0, writesPerIp: 2, lookupsPerIp: 0 } };
    const one: ShopApp = await buildApp(options);
    const two: ShopApp = await buildApp(options);
    shops.push({ app: one, database, setNow: () => undefined, close: async () => (await one.close(), await two.close(), await database.close()) });
    const write = async (app: ShopApp) => (await app.inject({ method: 'POST', url: '/api/cart/items', payload: {} })).statusCode;
    expect(await write(one)).toBe(422);
    expect(await write(two)).toBe(422);
    expect(await write(one)).toBe(429);
    expect(await write(two)).toBe(429);
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.map((r) => [r.key, r.count])).toEqual([['writes-per-ip:ip:127.0.0.1', 4]]);
  });

  it('a counter starts again when its window is over, and old counters are swept', async () => {
    const s = await shop();
    const db = s.database.db;
    expect(await hitCounter(db, 'test:window', 300)).toMatchObject({ current: 1 });
    const second = await hitCounter(db, 'test:window', 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    // The window ends (moved into the past rather than waited for).
    await db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 millisecond' WHERE key = 'test:window'`);
    expect(await hitCounter(db, 'test:window', 300)).toMatchObject({ current: 1 });
    await hitCounter(db, 'test:other', 60_000);
    await db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '2 minutes' WHERE key = 'test:window'`);
    expect(await sweepCounters(db, 60_000)).toBe(1);
    expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(['test:other']);
  });

  it('when the counters cannot be read, requests go through (logged), never a 500', async () => {
    const s = await shop({ rateLimits: { writesPerVisitor: 1, writesPerIp: 1, lookupsPerIp: 0 } });
    await s.database.db.execute(sql`ALTER TABLE rate_limit_counters RENAME TO rate_limit_counters_away`);
    try {
      for (let i = 0; i < 3; i++) expect((await invalidAdd(s)).statusCode).toBe(422);
      const added = await send(s, 'POST', '/api/cart/items', { payload: { ...standardDieCut, quantity: 100 } });
      expect(added.statusCode).toBe(201);
    } finally {
      await s.database.db.execute(sql`ALTER TABLE rate_limit_counters_away RENAME TO rate_limit_counters`);
    }
    expect((await invalidAdd(s)).statusCode).toBe(422);
    expect((await invalidAdd(s)).statusCode).toBe(429);
  });
});

describe("requests Node's HTTP parser refuses", () => {
  let port: number;
  beforeAll(async () => {
    const s = await shop();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });

  interface RawAnswer {
    status: number;
    headers: Map<string, string>;
    body: Envelope<unknown>;
    bodyBytes: number;
  }

  /** Sends raw bytes over TCP and reads the answer until the server closes the connection. */
  function rawRequest(bytes: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      // The server may close while this side is still writing a large request.
      socket.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
      });
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const [statusLine = '', ...headerLines] = head.split('\r\n');
        const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const body = rest.join('\r\n\r\n');
        try {
          resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Envelope<unknown>, bodyBytes: Buffer.byteLength(body) });
        } catch (error) {
          reject(new Error(`not an envelope: ${JSON.stringify(text.slice(0, 300))} (${String(error)})`));
        }
      });
      socket.write(bytes);
    });
  }

  function expectParserEnvelope(answer: RawAnswer, status: number): void {
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status: 'ERROR', code: status, error: { reason: 'validation' } });
    expect(answer.body.message).toMatch(/^[A-Z].*\.$/);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('connection')).toBe('close');
    expect(Number(answer.headers.get('content-length'))).toBe(answer.bodyBytes);
    expect(answer.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  }

  it('a malformed request line: 400 envelope', async () => {
    expectParserEnvelope(await rawRequest('THIS IS NOT HTTP\r\n\r\n'), 400);
  });

  it('headers over the limit: 431 envelope', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectParserEnvelope(answer, 431);
    expect(answer.body.message).toBe("The request's address or headers are too large.");
  });

  it('an address over the limit: 431 envelope too (Node counts the request line in the header limit)', async () => {
    expectParserEnvelope(await rawRequest(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`), 431);
  });

  it('a well-formed request on the same server still answers normally', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });

  it('timeouts map to 408', () => {
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT').status).toBe(408);
    expect(clientErrorAnswer('HPE_INVALID_METHOD').status).toBe(400);
  });
});
