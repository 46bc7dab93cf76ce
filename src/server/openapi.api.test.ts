/**
 * The OpenAPI document the shop serves (/api/docs/json, completed in openapi.ts) holds up for an
 * integrator: Redocly's lint with its recommended rules finds no error in it, every operation has
 * its own operationId, the cookies that say who is asking are declared and each operation says
 * which it reads (and the routes agree: a member-only one answers 401 without a session, the staff
 * ones are the routes the app guards), and the description names every area of the API.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-app.js';

/** The document as a shop on its public https address serves it. */
const PUBLIC_URL = 'https://printshop.sg';

type SecurityRequirement = Record<string, string[]>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  responses: Record<string, unknown>;
  'x-staff-roles'?: string[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string; version: string; license?: { name: string; url?: string } };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string; description?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let shop: TestShop;
let source: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  shop = await createTestShop({ appOptions: { publicUrl: PUBLIC_URL } });
  const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json() as OpenApiDocument;
});
afterAll(async () => {
  await shop?.close();
});

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

const onlyScheme = (operation: Operation, scheme: string) => operation.security?.length === 1 && Object.keys(operation.security[0] ?? {}).join() === scheme;

describe('the OpenAPI document', () => {
  it("passes Redocly's lint with the recommended rules: no error", async () => {
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(errors, `redocly lint (recommended) found ${errors.length} errors:\n${errors.join('\n')}`).toEqual([]);
  });

  it('gives every operation an operationId of its own, from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const idOf = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    expect(idOf('get', '/api/cart')).toBe('getApiCart');
    expect(idOf('delete', '/api/cart/items/{itemId}')).toBe('deleteApiCartItemsByItemId');
    expect(idOf('get', '/api/orders/{order_no}/paynow.svg')).toBe('getApiOrdersByOrderNoPaynowSvg');
  });

  it('names its server and its licence', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    expect(doc.info.license).toEqual({ name: 'Proprietary', url: `${PUBLIC_URL}/terms` });
  });

  it("declares the cookies that say who is asking: the guest's id, a member's session, staff's session", () => {
    const schemes = doc.components.securitySchemes ?? {};
    expect(schemes.guestCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'guest_id' });
    // Served over https, the session cookie is __Host-session (session over plain http: the description says so).
    expect(schemes.memberSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: '__Host-session' });
    expect(schemes.memberSession?.description).toContain('`session`');
    expect(schemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: '__Host-session' });
    for (const { method, path, operation } of operations()) expect(operation.security, `${method} ${path}`).toBeDefined();
  });

  it('marks public operations as needing no cookie, and the shopper\'s as taking the guest cookie and, signed in, the session', () => {
    expect(doc.paths['/api/pricing/v2']?.get?.security).toEqual([]);
    expect(doc.paths['/api/quote/featured-items']?.get?.security).toEqual([]);
    const shopper = [{}, { guestCookie: [] }, { guestCookie: [], memberSession: [] }];
    expect(doc.paths['/api/cart']?.get?.security).toEqual(shopper);
    expect(doc.paths['/api/cart/items']?.post?.security).toEqual(shopper);
    expect(doc.paths['/api/checkout']?.post?.security).toEqual(shopper);
  });

  it('marks member-only operations with the session, and each answers 401 without one', async () => {
    const memberOnly = operations().filter(({ operation }) => onlyScheme(operation, 'memberSession'));
    expect(memberOnly.map(({ method, path }) => `${method} ${path}`)).toEqual(expect.arrayContaining(['GET /api/user/addresses', 'GET /api/user/points', 'GET /api/user/quotations', 'PATCH /api/user/profile']));
    for (const { method, path, operation } of memberOnly) {
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
      const res = await shop.app.inject({ method: method as 'GET', url: path.replace(/\{[^}]+\}/g, '1'), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      expect([res.statusCode, res.json().error?.reason], `${method} ${path} without a session`).toEqual([401, 'unauthorized']);
    }
  });

  it('marks exactly the routes the app guards with requireStaff as staff-only, with their roles', async () => {
    const staffOps = operations().filter(({ operation }) => onlyScheme(operation, 'staffSession'));
    const documented = staffOps.map(({ method, path, operation }) => `${method} ${path} (${(operation['x-staff-roles'] ?? []).join('|')})`);
    const guarded = shop.app.staffRoutes.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')} (${route.roles.join('|')})`);
    expect(documented.sort()).toEqual(guarded.sort());
    expect(documented).toContain('GET /api/staff/orders (desk|production)');
    expect(doc.paths['/api/staff/orders']?.get?.description).toContain('Staff only');
    for (const { method, path } of operations()) if (path.startsWith('/api/staff/') || path.startsWith('/staff/')) expect(documented.some((d) => d.startsWith(`${method} ${path} (`)), `${method} ${path}`).toBe(true);
    // Anyone else gets the 404 of a path that does not exist.
    expect((await shop.app.inject({ method: 'GET', url: '/api/staff/orders' })).statusCode).toBe(404);
  });

  it('describes every area of the API, each a tag with its description', () => {
    const description = doc.info.description ?? '';
    const areas = ['catalogue', 'pricing', 'shipping', 'promotions', 'lettering', 'artwork templates', 'artwork', 'cart', 'quotations', 'quote requests', 'orders', 'reviews', 'account', 'shop', 'seo', 'staff', 'staff settings', 'staff reviews', 'system'];
    for (const area of areas) expect(description, area).toContain(`**${area}**`);
    for (const topic of ['PayNow', 'production view', 'envelope', 'guestCookie', 'memberSession', 'staffSession']) expect(description, topic).toContain(topic);
    const declared = (doc.tags ?? []).map((tag) => tag.name);
    expect([...declared].sort()).toEqual([...areas].sort());
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
    const used = new Set(operations().flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].sort()).toEqual([...declared].sort());
  });
});
