/**
 * The API as a whole: one envelope everywhere, the OpenAPI documents, a sweep of bad input over
 * every documented route (always a 4xx with a message, never a 5xx), and the in-memory catalogue
 * refreshing when the price tables change in the database.
 */
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectEnvelope, expectOk, withQuery, type ApiAnswer, type Query, type QueryValue } from '../../test/api-client.js';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import type { PricingData } from '../features/pricing/pricing.schemas.js';
import { priceGrids } from './db/schema.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

interface OpenApiParameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

async function openApi(): Promise<OpenApiDocument> {
  const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApiDocument;
}

async function raw(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: string, contentType?: string): Promise<ApiAnswer<unknown>> {
  const res = await shop.app.inject({ method, url, payload, headers: contentType ? { 'content-type': contentType } : {} });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() };
}

/** The routes every configurator page calls (configurator.md §7), as the OpenAPI document names them. */
const SHOP_ROUTES = [
  '/api/quote/featured-items',
  '/api/quote/dim-lookups',
  '/api/pricing/v2',
  '/api/pricing/pricing-quantities',
  '/api/quote/get/shipping-info/{selectedItemId}',
  '/api/quote/get/holidays',
  '/api/coupon/getKickoff',
];

describe('the envelope', () => {
  it.each<[name: string, status: number, path: string, query: Query]>([
    ['featured items', 200, '/api/quote/featured-items', { slug: 'paper' }],
    ['dimension lookups', 200, '/api/quote/dim-lookups', { product_id: 1, cutting_id: 1 }],
    ['pricing', 200, '/api/pricing/v2', { product_id: 1, cutting_id: 1, width: 50, height: 50 }],
    ['request a quote', 200, '/api/pricing/v2', { product_id: 1, cutting_id: 1, width: 900, height: 900 }],
    ['pricing quantities', 200, '/api/pricing/pricing-quantities', { product_id: 1, cutting_id: 1 }],
    ['shipping info', 200, '/api/quote/get/shipping-info/1', {}],
    ['holidays', 200, '/api/quote/get/holidays', {}],
    ['kick-off promo', 200, '/api/coupon/getKickoff', {}],
    ['validation error', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1 }],
    ['not found', 404, '/api/quote/featured-items', { slug: 'nothing-here' }],
  ])('%s: %d { status, code, message?, data?, error? } with code = HTTP status', async (_name, status, path, query) => {
    const answer = await apiGet(shop, path, query);
    expect(answer.statusCode).toBe(status);
    expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
    expectEnvelope(answer);
    if (status === 200) expect(answer.body.data).toBeDefined();
    else expect(answer.body.data).toBeUndefined();
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['GET', '/api/pricing'],
    ['GET', '/api/quote/get/shipping-info/'],
    ['POST', '/api/pricing/v2'],
    ['DELETE', '/api/quote/get/holidays'],
  ] as const)('%s %s: 404 envelope', async (method, url) => {
    const answer = await raw(method, url);
    expectClientError(answer, 404, { message: `There is no ${method} ${url} here.` });
    expect(answer.body.error?.reason).toBe('not_found');
  });

  it('a malformed %-escape in the address: 400 envelope', async () => {
    expectClientError(await raw('GET', '/api/quote/get/shipping-info/%zz'), 400);
    expectClientError(await raw('GET', '/api/quote/get/shipping-info/1%E0%A4%A'), 400);
  });

  it('a body that is not JSON: 400 envelope', async () => {
    expectClientError(await raw('POST', '/api/pricing/v2', '{not json', 'application/json'), 400);
  });
});

describe('OpenAPI', () => {
  it('GET /api/docs serves the API explorer', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Swagger UI');
  });

  it('GET /api/docs/json lists every route with its parameters and the envelope', async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of SHOP_ROUTES) expect(Object.keys(doc.paths), path).toContain(path);
    const pricing = doc.paths['/api/pricing/v2']!.get!;
    const names = pricing.parameters!.map((p) => p.name);
    for (const name of ['product_id', 'cutting_id', 'width', 'height', 'quantity', 'finishing_id', 'adhesive_id', 'addon_item_id', 'premium_processing_id']) expect(names).toContain(name);
    expect(pricing.parameters!.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['cutting_id', 'product_id']);
    expect(JSON.stringify(doc.paths['/api/pricing/v2'])).toContain('"422"');
  });
});

// ---------------------------------------------------------------------------------------------
// Bad input on every route: always a 4xx with a message a person can read, never a 5xx.

/** A valid request per documented route; each sweep case spoils one parameter of it. */
const validRequests: Record<string, Query> = {
  '/api/quote/featured-items': { slug: 'paper', product: 'art', featured: 1, first_load: 1, single_product: 1 },
  '/api/quote/dim-lookups': { product_id: 1, cutting_id: 1 },
  '/api/pricing/v2': { product_id: 1, cutting_id: 1, finishing_id: 1, adhesive_id: 1, color_id: 1, width: 50, height: 50, quantity: 100, shipping_method_id: 1, install_ready: 'no', use_creation_tool: 'no', request_minimum_qty: 1, premium_processing_id: 10 },
  '/api/pricing/pricing-quantities': { product_id: 1, cutting_id: 1, finishing_id: 1, width: 50, height: 50 },
  '/api/quote/get/shipping-info/{selectedItemId}': { selectedItemId: 1, product_id: 1 },
  '/api/quote/get/holidays': { year: 2026 },
};

/** Parameters only looked at in some configurations: spoiled on a request where they matter. */
const validRequestsFor: Record<string, Record<string, Query>> = {
  '/api/pricing/v2': {
    cut_per_shape: { product_id: 1, cutting_id: 3, width: 150, height: 100, cut_per_shape: 2 },
    ea: { product_id: 1, cutting_id: 5, width: 150, height: 100, ea: 5 },
    orientation_id: { product_id: 1, cutting_id: 9, width: 25, height: 25, orientation_id: 1 },
    shape_id: { product_id: 1, cutting_id: 1, width: 50, height: 50, shape_id: 1 },
    addon_item_id: { product_id: 7, cutting_id: 1, width: 50, height: 50, addon_item_id: 15 },
    featured_item_id: { product_id: 1, cutting_id: 1, width: 50, height: 50, featured_item_id: 1 },
  },
  '/api/pricing/pricing-quantities': {
    cut_per_shape: { product_id: 1, cutting_id: 3, cut_per_shape: 2 },
    orientation_id: { product_id: 1, cutting_id: 9, orientation_id: 1 },
    shape_id: { product_id: 1, cutting_id: 1, width: 50, height: 50, shape_id: 1 },
    addon_item_id: { product_id: 7, cutting_id: 1, addon_item_id: 15 },
    featured_item_id: { product_id: 1, cutting_id: 1, featured_item_id: 1 },
    premium_processing_id: { product_id: 1, cutting_id: 1, premium_processing_id: 10 },
  },
};

const badValues: [name: string, value: QueryValue][] = [
  ['non-numeric', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['huge', '99999999999'],
  ['float', '1.5'],
  ['exponent', '1e400'],
  ['array', ['1', '2']],
  ['SQL-ish', "1' OR '1'='1"],
  ['SQL statement', '1; DROP TABLE price_grids; --'],
  ['unicode digits', '١٢٣'],
  ['emoji', '😀'],
  ['null byte', 'a\u0000b'],
  ['10k characters', 'x'.repeat(10_000)],
  ['10k digits', '9'.repeat(10_000)],
  ['empty', ''],
];

const FLAGS = new Set(['first_load', 'single_product', 'request_minimum_qty']);

/**
 * The few spoiled values that are not mistakes: an empty optional parameter means "not chosen",
 * "0" is a valid false for flags, and a huge quantity is a request for a quote (200, no price).
 */
function acceptable(param: OpenApiParameter, valueName: string): boolean {
  if (valueName === 'empty' && !param.required) return true;
  if (valueName === 'zero' && FLAGS.has(param.name)) return true;
  if (param.name === 'quantity' && (valueName === 'huge' || valueName === '10k digits')) return true;
  return false;
}

function requestUrl(path: string, query: Query): string {
  let url = path;
  const rest: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (url.includes(`{${key}}`)) url = url.replace(`{${key}}`, encodeURIComponent(String(Array.isArray(value) ? value.join(',') : value)));
    else rest[key] = value;
  }
  return withQuery(url, rest);
}

interface SweepCase {
  label: string;
  url: string;
  mustFail: boolean;
}

function sweepCases(doc: OpenApiDocument): SweepCase[] {
  const cases: SweepCase[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const get = operations.get;
    if (!get || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    const parameters = get.parameters ?? [];
    const base = validRequests[path] ?? {};
    for (const param of parameters) {
      const valid = validRequestsFor[path]?.[param.name] ?? base;
      for (const [valueName, value] of badValues) {
        if (param.in === 'path' && Array.isArray(value)) continue;
        cases.push({
          label: `${path} ${param.name}=${valueName}`,
          url: requestUrl(path, { ...valid, [param.name]: value }),
          mustFail: !acceptable(param, valueName),
        });
      }
      if (param.required) {
        const { [param.name]: _dropped, ...without } = valid;
        if (param.in === 'query') cases.push({ label: `${path} without ${param.name}`, url: requestUrl(path, without), mustFail: true });
      }
    }
    // Unknown parameters are ignored, never an error of ours.
    cases.push({ label: `${path} with junk parameters`, url: requestUrl(path, { ...base, 'a[b]': 'c', __proto__x: '1', constructor: 'x' }), mustFail: false });
  }
  return cases;
}

/** Ids and slugs that look right but name nothing in the catalogue. */
const unknownThings: [name: string, status: number, path: string, query: Query][] = [
  ['unknown featured item slug', 404, '/api/quote/featured-items', { slug: 'no-such-item' }],
  ['unknown product slug', 404, '/api/quote/featured-items', { slug: 'paper', product: 'no-such-product' }],
  ['unknown product (dim lookups)', 404, '/api/quote/dim-lookups', { product_id: 999, cutting_id: 1 }],
  ['unknown cutting (dim lookups)', 422, '/api/quote/dim-lookups', { product_id: 1, cutting_id: 999 }],
  ['unknown product (pricing)', 404, '/api/pricing/v2', { product_id: 999, cutting_id: 1, width: 50, height: 50 }],
  ['unknown cutting (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 999, width: 50, height: 50 }],
  ['unknown featured item (pricing)', 404, '/api/pricing/v2', { product_id: 1, cutting_id: 1, featured_item_id: 999, width: 50, height: 50 }],
  ['unknown shape (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, shape_id: 999, width: 50, height: 50 }],
  ['unknown finishing (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, finishing_id: 999, width: 50, height: 50 }],
  ['unknown adhesive (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, adhesive_id: 999, width: 50, height: 50 }],
  ['unknown colour (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, color_id: 999, width: 50, height: 50 }],
  ['unknown orientation (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 9, orientation_id: 999, width: 25, height: 25 }],
  ['unknown add-on (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, addon_item_id: 999, width: 50, height: 50 }],
  ['unknown premium processing (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, premium_processing_id: 999, width: 50, height: 50 }],
  ['unknown shipping method (pricing)', 422, '/api/pricing/v2', { product_id: 1, cutting_id: 1, shipping_method_id: 999, width: 50, height: 50 }],
  ['unknown product (quantities)', 404, '/api/pricing/pricing-quantities', { product_id: 999, cutting_id: 1 }],
  ['unknown cutting (quantities)', 422, '/api/pricing/pricing-quantities', { product_id: 1, cutting_id: 999 }],
  ['unknown featured item (shipping)', 404, '/api/quote/get/shipping-info/999', {}],
  ['unknown product (shipping)', 422, '/api/quote/get/shipping-info/1', { product_id: 999 }],
];

describe('bad input on every route', () => {
  it('the sweep covers every documented GET route and the shop\'s routes are all there', async () => {
    const doc = await openApi();
    const swept = new Set(sweepCases(doc).map((c) => c.label.split(' ')[0]));
    for (const path of SHOP_ROUTES) expect(swept, path).toContain(path);
    for (const path of Object.keys(validRequests)) expect(Object.keys(doc.paths), `${path} is documented`).toContain(path);
  });

  it('spoiling any parameter answers 4xx with a message, never 5xx', async () => {
    const cases = sweepCases(await openApi());
    expect(cases.length).toBeGreaterThan(500);
    const problems: string[] = [];
    for (const c of cases) {
      const res = await shop.app.inject({ method: 'GET', url: c.url });
      let body: { status?: unknown; code?: unknown; message?: unknown };
      try {
        body = res.json();
      } catch {
        problems.push(`${c.label}: ${res.statusCode}, not JSON`);
        continue;
      }
      const isClientError = res.statusCode >= 400 && res.statusCode < 500;
      if (res.statusCode >= 500) problems.push(`${c.label}: ${res.statusCode} ${JSON.stringify(body)}`);
      else if (c.mustFail && !isClientError) problems.push(`${c.label}: expected 4xx, got ${res.statusCode}`);
      else if (!c.mustFail && res.statusCode !== 200 && !isClientError) problems.push(`${c.label}: ${res.statusCode}`);
      if (body.code !== res.statusCode) problems.push(`${c.label}: envelope code ${String(body.code)} for HTTP ${res.statusCode}`);
      if (isClientError && (body.status !== 'ERROR' || typeof body.message !== 'string' || body.message.trim() === '')) {
        problems.push(`${c.label}: ${res.statusCode} without an error envelope and message: ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('path parameters too long or malformed for the router still answer the envelope', async () => {
    for (const id of ['x'.repeat(10_000), '1'.repeat(150), '%zz', '%', '1%2']) {
      const answer = await raw('GET', `/api/quote/get/shipping-info/${id}`);
      expect(answer.statusCode, id.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, id.slice(0, 20)).toBeLessThan(500);
      expectEnvelope(answer);
    }
  });

  it('ids are digits only, and flags say which values they take', async () => {
    for (const id of ['0x1', '1e0', ' 1', '+1', '1.0']) {
      const answer = await apiGet(shop, '/api/pricing/v2', { product_id: id, cutting_id: 1, width: 50, height: 50 });
      expectClientError(answer, 422);
      expect(answer.body.message, id).toBe('product_id is required and must be a whole number.');
    }
    const flag = await apiGet(shop, '/api/quote/featured-items', { slug: 'paper', first_load: 'maybe' });
    expectClientError(flag, 422);
    expect(flag.body.message).toBe('first_load must be true, false, 1 or 0.');
  });

  it.each(unknownThings)('%s: %d', async (_name, status, path, query) => {
    expectClientError(await apiGet(shop, path, query), status);
  });

  it('bad input leaves the catalogue intact', async () => {
    const data = expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', { product_id: 1, cutting_id: 1, width: 50, height: 50, quantity: 100 }));
    expect(data.mode).toBe('price');
    const [grids] = await shop.database.db.select({ n: count() }).from(priceGrids);
    expect(grids?.n).toBe(90);
  });
});

describe('catalogue refresh', () => {
  it('a price changed in the database is served after refreshIfChanged()', async () => {
    // Art paper, die cut, 20 × 15 mm (below the smallest reference square: the first row), 10 pieces.
    const config = { product_id: 1, cutting_id: 1, finishing_id: 1, adhesive_id: 1, color_id: 1, width: 20, height: 15, quantity: 10 };
    const price = async () => expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', config)).single_pricing!.total_price;
    const before = await price();
    expect(before).toBe(14);
    const revisionBefore = shop.app.shop.catalogue.current().revision;

    await shop.database.db.execute(sql`
      UPDATE price_grids
         SET prices_cents = jsonb_set(prices_cents, '{0,0}', '1250'::jsonb), updated_at = now()
       WHERE product_id = 1 AND cutting_id = 1`);
    // Requests check the revision themselves (shop-services.ts, a read serving the next 2 ms), so the
    // next one may already see it; refreshIfChanged() makes sure.

    await shop.app.shop.catalogue.refreshIfChanged();
    expect(shop.app.shop.catalogue.current().revision).toBeGreaterThan(revisionBefore);
    expect(await price()).toBe(12.5);
    // The page's "from" prices follow too (the art paper die cut is the cheapest die-cut sticker).
    const page = expectOk(await apiGet<{ featured_item: { from_price: number } }>(shop, '/api/quote/featured-items', { slug: 'die-cut' }));
    expect(page.featured_item.from_price).toBe(12.5);

    // Nothing changed since: refreshing again keeps the same snapshot.
    const snapshot = shop.app.shop.catalogue.current();
    await shop.app.shop.catalogue.refreshIfChanged();
    expect(shop.app.shop.catalogue.current()).toBe(snapshot);
  });
});
