/**
 * Production (/staff/production) at 1280 and 390 px: a member's order of die-cut stickers is paid,
 * its PNG artwork proved automatically, released by staff and approved; once its print files are
 * made, staff see the line under its dispatch date and material, ready to print, with its print PDF
 * and job sheet to download and the day's zip. The desk's navigation marks Production as the page
 * staff are on. A member who is not staff is told the page is for staff. axe finds nothing serious.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { orders } from '../orders/orders.tables.js';
import type { ProductionView } from './production.schemas.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop({ appOptions: { jobs: { pollMs: 50 } } });
});
afterAll(async () => {
  await shop?.close();
});

/** An approved order (paid, its automatic proof released and approved) whose print files are queued; its number and dispatch date. */
async function approvedOrder(shopper: Page, staff: Page): Promise<{ orderNo: string; date: string }> {
  await registerThroughApi(shop, shopper, newMember('Mei Ling', 'Tan'));
  const order = await memberOrderThroughApi(shopper.request);
  const orderNo = order.order_no;
  await apiData(await staff.request.post(`/api/staff/orders/${orderNo}/payment`, { data: { amount_cents: order.total_cents } }));
  const side = pixelsAt(50, 300);
  const png = await pngImage(side, side, { transparent: true });
  await apiData(await shopper.request.post(`/api/orders/${orderNo}/artwork`, { multipart: { 'attachments[]': { name: 'sun.png', mimeType: 'image/png', buffer: png } } }));
  await expect
    .poll(async () => (await apiData<{ auto_proof_state: string }>(await staff.request.get(`/api/staff/orders/${orderNo}/artwork`))).auto_proof_state, { timeout: 30_000 })
    .toBe('ready');
  await apiData(await staff.request.post(`/api/staff/orders/${orderNo}/auto-proofs/release`, { data: {} }));
  await apiData(await shopper.request.post(`/api/orders/${orderNo}/proof/approve`, { data: {} }));
  const [row] = await shop.database.db.select({ id: orders.id, date: orders.dispatch_date }).from(orders).where(eq(orders.order_no, orderNo));
  // As the orders feature does in the approval's transaction.
  await shop.database.db.transaction(async (tx) => shop.app.production.queuePrintFiles(tx, row!.id));
  shop.app.production.nudge();
  return { orderNo, date: row!.date! };
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('Production (%s)', (name, viewport) => {
  it("lists the approved line by dispatch date and material with its files and the day's zip, for staff only", async () => {
    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    const shopper = await shop.newPage(viewport);
    const { orderNo, date } = await approvedOrder(shopper, staff);

    // Not staff: told the page is for staff.
    await shopper.goto('/staff/production');
    await shopper.getByText('This page is for the shop’s staff. Sign in with a staff account to see the production files.').waitFor();

    await staff.goto(`/staff/production?date=${date}`);
    await staff.getByRole('heading', { level: 1, name: 'Production' }).waitFor();
    expect(await staff.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Production' }).getAttribute('aria-current')).toBe('page');
    const view = await apiData<ProductionView>(await staff.request.get(`/api/staff/production?date=${date}`));
    const day = view.days[0]!;
    await staff.getByRole('heading', { level: 2, name: `Dispatch ${day.dispatch_date_text}` }).waitFor();
    const material = day.materials.find((group) => group.lines.some((line) => line.order_no === orderNo))!.material;
    await staff.getByRole('heading', { level: 3, name: material }).waitFor();
    const table = staff.getByRole('table', { name: `${material}: lines dispatching ${day.dispatch_date_text}` });
    const row = table.getByRole('row').filter({ hasText: orderNo });
    // The page asks again while the files are being made.
    await row.getByText('Ready to print').waitFor({ timeout: 30_000 });
    const print = row.getByRole('link', { name: `Print PDF, ${orderNo} line 1 (PDF)` });
    expect(await print.getAttribute('href')).toMatch(/^\/staff\/production\/files\/[0-9a-f-]{36}$/);
    await row.getByRole('link', { name: `Job sheet, ${orderNo} line 1 (PDF)` }).waitFor();
    const zip = staff.getByRole('link', { name: /Download the day’s files \(zip, \d+ files?\)/ });
    expect(await zip.getAttribute('href')).toBe(`/staff/production/days/${date}/files.zip`);
    const download = await staff.request.get((await print.getAttribute('href'))!);
    expect(download.headers()['content-type']).toBe('application/pdf');

    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await staff.screenshot({ path: `/tmp/production-${name}.png`, fullPage: true });
  }, 90_000);
});
