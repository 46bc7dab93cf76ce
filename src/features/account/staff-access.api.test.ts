/**
 * Staff access is decided once (staff-access.ts): every route under a staff path takes
 * requireStaff, and each one answers a stranger and a signed-in shopper exactly as a path that
 * does not exist (404, "There is no … here."), before reading the body, while staff get through.
 * The routes are the ones the app declared (app.staffRoutes), so a new staff route is walked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleGrants, STAFF_ROLES, type StaffRole } from './staff-roles.js';
import { registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';

let shop: TestShop;
let shopperCookie: string;
let staffCookie: string;
const roleCookies = new Map<StaffRole, string>();
beforeAll(async () => {
  shop = await createTestShop();
  shopperCookie = (await registeredMember(shop)).v.cookie();
  staffCookie = (await registeredMember(shop, { staff: true })).v.cookie();
  for (const role of STAFF_ROLES) roleCookies.set(role, (await registeredMember(shop, { staff: role })).v.cookie());
});
afterAll(async () => {
  await shop?.close();
});

/** Values of the right form for each path parameter, so a request reaches the access check and, for staff, the handler. */
const SAMPLE_PARAMS: Record<string, string> = { order_no: 'O261123-ABCDEFGHJK', request_no: 'R261123-ABCDEFGH', file_id: '1', id: '00000000-0000-4000-8000-000000000000', date: '2026-11-27' };
const concreteUrl = (url: string) => url.replace(/:([a-z_]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

const send = (method: string, url: string, cookie: string | null) =>
  shop.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    // A body staff would be refused for (400): a stranger must get the 404 before it is read.
    ...(method === 'POST' ? { payload: { not: 'a staff form' } } : {}),
  });

describe('staff routes', () => {
  it('are the order desk, proofs, artwork, failed jobs, production and quote requests, each with the role it needs', () => {
    const routes = shop.app.staffRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url} (${r.roles.join('|')})`);
    expect(routes.sort()).toEqual(
      [
        'GET /api/staff/orders (desk|production)',
        'GET /api/staff/dashboard (desk)',
        'GET /api/staff/audit (desk)',
        'GET /api/staff/team (owner)',
        'POST /api/staff/team (owner)',
        'GET /api/staff/orders/:order_no (desk|production)',
        'POST /api/staff/orders/:order_no/payment (desk)',
        'POST /api/staff/orders/:order_no/status (production)',
        'POST /api/staff/orders/:order_no/cancel (desk)',
        'POST /api/staff/orders/:order_no/refunds (desk)',
        'GET /api/staff/orders/:order_no/credit-notes/:credit_note_no (desk)',
        'POST /api/staff/orders/:order_no/proof (desk)',
        'GET /api/staff/orders/:order_no/artwork (desk)',
        'GET /api/staff/quote-requests (desk)',
        'GET /api/staff/quote-requests/:request_no (desk)',
        'GET /staff/quote-requests/:request_no/files/:file_id (desk)',
        'POST /api/staff/quote-requests/:request_no/answer (desk)',
        'POST /api/staff/quote-requests/:request_no/messages (desk)',
        'POST /api/staff/quote-requests/:request_no/decline (desk)',
        'POST /api/staff/orders/:order_no/auto-proofs/release (desk)',
        'GET /api/staff/jobs/failed (desk)',
        'POST /api/staff/jobs/:id/retry (desk)',
        'GET /api/staff/production (production)',
        'GET /staff/production/files/:id (production)',
        'GET /staff/production/days/:date/files.zip (production)',
        'GET /api/staff/settings/shipping (desk)',
        'POST /api/staff/settings/holidays (desk)',
        'DELETE /api/staff/settings/holidays/:date (desk)',
        'POST /api/staff/settings/shipping-methods/:id (owner)',
        'POST /api/staff/settings/free-shipping (owner)',
        'GET /api/staff/settings/coupons (desk)',
        'POST /api/staff/settings/coupons (desk)',
        'POST /api/staff/settings/coupons/:code/end (desk)',
        'POST /api/staff/settings/coupons/:code/limits (desk)',
        'GET /api/staff/settings/prices (owner)',
        'POST /api/staff/settings/price-grids/:id (owner)',
        'POST /api/staff/settings/price-factors/:id (owner)',
        'GET /api/staff/settings/products (desk)',
        'POST /api/staff/settings/products/:id/content (desk)',
        'GET /api/staff/settings/products/:id/images (desk)',
        'POST /api/staff/settings/products/:id/images (desk)',
        'PUT /api/staff/settings/products/:id/images/main (desk)',
        'GET /api/staff/reviews (desk)',
        'POST /api/staff/reviews/:id/status (desk)',
        'PUT /api/staff/reviews/:id/reply (desk)',
        'GET /api/staff/reviews/photos/:id/:size (desk)',
      ].sort(),
    );
  });

  it.each(['a stranger', 'a signed-in shopper'] as const)('refuse %s on every one with the 404 of a path that does not exist', async (who) => {
    const cookie = who === 'a stranger' ? null : shopperCookie;
    for (const route of shop.app.staffRoutes) {
      const url = concreteUrl(route.url);
      const res = await send(route.method, url, cookie);
      expect(res.statusCode, `${route.method} ${url}`).toBe(404);
      if (route.method !== 'HEAD') expect(res.json(), `${route.method} ${url}`).toMatchObject({ status: 'ERROR', code: 404, message: `There is no ${route.method} ${url} here.` });
    }
  });

  it('let staff through on every one', async () => {
    for (const route of shop.app.staffRoutes.filter((r) => r.method !== 'HEAD')) {
      const url = concreteUrl(route.url);
      const res = await send(route.method, url, staffCookie);
      // Whatever the route then says (the list, no such order, a form to fix), it is not the stranger's answer.
      expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      expect(res.body, `${route.method} ${url}`).not.toContain(`There is no ${route.method} ${url} here.`);
    }
  });

  it.each(STAFF_ROLES)('let %s staff through exactly where the role is granted, and answer the 404 elsewhere', async (role) => {
    const cookie = roleCookies.get(role)!;
    for (const route of shop.app.staffRoutes.filter((r) => r.method !== 'HEAD')) {
      const url = concreteUrl(route.url);
      const res = await send(route.method, url, cookie);
      const allowed = route.roles.some((needed) => roleGrants(role, needed));
      if (allowed) expect(res.body, `${role}: ${route.method} ${url}`).not.toContain(`There is no ${route.method} ${url} here.`);
      else expect([res.statusCode, res.json().message], `${role}: ${route.method} ${url}`).toEqual([404, `There is no ${route.method} ${url} here.`]);
    }
  });
});
