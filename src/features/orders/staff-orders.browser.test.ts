/**
 * The staff order desk (/staff/orders) at 1280 and 390 px: a guest places an order through the
 * API (as the checkout page would); a member who is not staff is told the page is for staff; a
 * staff member opens the order, marks it paid (the confirmation shows the amount), into
 * production, tries to dispatch without a tracking number (the server's words under the field),
 * then dispatches with one. Before the payment (and with no artwork) the desk says there is nothing
 * to proof and offers no upload; once paid, Upload proof is there. The shopper's order page then shows Payment received, In production
 * and Dispatched with the tracking number. axe finds nothing serious on the desk. The header's
 * account menu links the desk ("Staff desk") for staff only: not for a guest or a member who is not
 * staff; staff reach it with the keyboard, its focus ring showing. Choosing an order in the list
 * brings its detail into view with its heading focused (on a phone the list runs past the screen);
 * a detail already in view does not move the page.
 */
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { members } from '../account/account.tables.js';
import { formatSgd } from '../../shared/money.js';
import { newEmail, newMember, registerThroughApi, verificationCode } from '../account/account-browser-helpers.js';
import { apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { approveThroughProofInBrowser } from '../../../test/order-proof.js';
import { ARTWORK_MESSAGES } from './order-artwork-rules.js';
import { STAFF_ORDER_MESSAGES } from './order-rules.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  const body = (await response.json()) as { status: string; message?: string; data: T };
  expect(body.status, `${path}: ${body.message ?? ''}`).toBe('SUCCESS');
  return body.data;
}

const DIE_CUT = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1, quantity: 100 };

/** A guest's order placed through the API with the page's cookies: that browser owns it. */
async function placeGuestOrder(page: Page): Promise<{ orderNo: string; totalCents: number }> {
  await page.goto('/');
  const priced = (await (await page.request.get(`/api/pricing/v2?${new URLSearchParams(Object.entries(DIE_CUT).map(([k, v]) => [k, String(v)])).toString()}`)).json()) as {
    data: { single_pricing: { total_price: number } };
  };
  const cart = await post<{ total_cents: number }>(page.request, '/api/cart/items', { ...DIE_CUT, cost: priced.data.single_pricing.total_price });
  const email = newEmail('buyer');
  await post(page.request, '/api/user/verification-code', { email, first_name: 'Mei Ling' });
  const verified = await post<{ registration_token: string }>(page.request, '/api/user/verify', { first_name: 'Mei Ling', last_name: 'Tan', email, verification_code: await verificationCode(shop, email) });
  const order = await post<{ order_no: string; total_cents: number }>(page.request, '/api/checkout', {
    contact: { first_name: 'Mei Ling', last_name: 'Tan', email, phone: '91234567' },
    address: { line1: 'Blk 123 Ang Mo Kio Avenue 3, #05-67', postcode: '560123' },
    email_token: verified.registration_token,
    expected_total_cents: cart.total_cents,
  });
  return { orderNo: order.order_no, totalCents: order.total_cents };
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the staff order desk (%s)', (_name, viewport) => {
  // A journey of several pages and two people: about 20 s alone, three times that with the whole suite on 2 cores.
  it('staff mark an order paid, in production and dispatched with a tracking number; the shopper’s page follows; others are told the page is for staff', { timeout: 120_000 }, async () => {
    const shopper = await shop.newPage(viewport);
    const { orderNo, totalCents } = await placeGuestOrder(shopper);
    const total = formatSgd(totalCents);

    // A member who is not staff sees no orders.
    const member = await shop.newPage(viewport);
    await registerThroughApi(shop, member, newMember('Ah', 'Seng'));
    await member.goto('/staff/orders');
    await member.getByText('This page is for the shop’s staff. Sign in with a staff account to see the orders.').waitFor();
    expect(await member.content()).not.toContain(orderNo);

    // Staff open the order from the list.
    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    await staff.goto('/staff/orders?status=awaiting_payment');
    const row = staff.getByRole('row').filter({ hasText: orderNo });
    await row.waitFor();
    expect(await row.textContent()).toContain(total);
    await row.getByRole('link', { name: orderNo }).click();
    const detail = staff.getByRole('article', { name: orderNo });
    await detail.getByRole('heading', { name: 'History' }).waitFor();
    expect(new URL(staff.url()).searchParams.get('order')).toBe(orderNo);
    expect(await detail.textContent()).toContain('Blk 123 Ang Mo Kio Avenue 3, #05-67');
    // No artwork and no payment yet: nothing to proof, and the desk says so instead of offering an upload.
    const proofBlock = detail.getByRole('region', { name: 'Artwork and proof' });
    await proofBlock.getByText(ARTWORK_MESSAGES.proofNeedsArtwork).waitFor();
    expect(await proofBlock.getByRole('button', { name: 'Upload proof' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);

    // Mark paid: the confirmation shows the amount.
    await detail.getByRole('button', { name: 'Mark paid…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Mark this order paid?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${total} with reference ${orderNo}`);
    await dialog.getByLabel('Bank reference or note (optional)').fill('DBS FAST 8812');
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: `Confirm ${total} received` }).click();
    await detail.getByRole('status').filter({ hasText: `Order ${orderNo} is marked paid.` }).waitFor();
    await detail.getByText(`by ${staffMember.email}`).first().waitFor();
    expect(await detail.textContent()).toContain(`${total} received, reference DBS FAST 8812`);
    // Paid: a proof may be sent now.
    await proofBlock.getByRole('button', { name: 'Upload proof' }).waitFor();
    expect(await proofBlock.getByText(ARTWORK_MESSAGES.proofNeedsArtwork).count()).toBe(0);

    // Nothing is printed before the shopper approves a proof: no production button until then.
    expect(await detail.getByRole('button', { name: 'Mark in production' }).count()).toBe(0);
    // …and the desk says what comes next instead of "Nothing left to do".
    expect(await detail.getByRole('region', { name: 'Actions' }).textContent()).toContain("Waiting for the shopper's artwork");
    await approveThroughProofInBrowser(shopper, staff, orderNo);
    await staff.reload();
    await staff.getByRole('article', { name: orderNo }).getByText('Proof approved').first().waitFor();

    // Into production, then a dispatch without a tracking number is refused in the server's words.
    await detail.getByRole('button', { name: 'Mark in production' }).click();
    await detail.getByRole('status').filter({ hasText: `Order ${orderNo} is now “In production”.` }).waitFor();
    await detail.getByLabel('Carrier').fill('Ninja Van');
    await detail.getByRole('button', { name: 'Mark dispatched' }).click();
    await detail.getByRole('alert').filter({ hasText: STAFF_ORDER_MESSAGES.trackingRequired }).waitFor();
    await expect.poll(() => detail.getByLabel('Tracking number').getAttribute('aria-invalid')).toBe('true');
    await detail.getByLabel('Tracking number').fill(`NVSG${viewport.width}0001`);
    await detail.getByRole('button', { name: 'Mark dispatched' }).click();
    await detail.getByRole('status').filter({ hasText: `Order ${orderNo} is now “Dispatched”.` }).waitFor();
    expect(await detail.textContent()).toContain(`Ninja Van, tracking number NVSG${viewport.width}0001`);
    await detail.getByRole('button', { name: 'Mark delivered' }).waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);

    // The shopper's order page: paid, in production, dispatched with the tracking number.
    await shopper.goto(`/orders/${orderNo}`);
    await shopper.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    const progress = shopper.getByRole('region', { name: 'Progress' });
    for (const step of ['Payment received', 'Proof approved', 'In production', 'Dispatched']) {
      expect(await progress.getByRole('listitem').filter({ hasText: step }).textContent()).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M/);
    }
    expect(await progress.locator('[aria-current="step"]').textContent()).toContain('Dispatched');
    // The tracking number links to Ninja Van's own tracking page.
    const tracking = shopper.getByTestId('order-tracking-number').getByRole('link', { name: new RegExp(`^NVSG${viewport.width}0001`) });
    expect(await tracking.getAttribute('href')).toBe(`https://www.ninjavan.co/en-sg/tracking?id=NVSG${viewport.width}0001`);
    expect(await shopper.getByRole('img', { name: /^PayNow QR code/ }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(shopper)).toEqual([]);
  });

  it('the account menu links the staff desk for staff only; staff reach it with the keyboard', async () => {
    // A guest has no account menu, and no link to the desk.
    const guest = await shop.newPage(viewport);
    await guest.goto('/');
    await guest.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await guest.getByRole('link', { name: 'Staff desk' }).count()).toBe(0);

    // A member who is not staff: My account and Sign out, no Staff desk.
    const member = await shop.newPage(viewport);
    await registerThroughApi(shop, member, newMember('Ah', 'Seng'));
    await member.goto('/');
    await member.getByRole('button', { name: 'Account of Ah' }).click();
    await member.getByRole('link', { name: 'My account' }).waitFor();
    expect(await member.getByRole('link', { name: 'Staff desk' }).count()).toBe(0);

    // Staff: Enter opens the menu, Tab reaches Staff desk (with a visible focus ring), Enter opens the desk.
    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    await staff.goto('/');
    const menuButton = staff.getByRole('button', { name: 'Account of Siti' });
    await menuButton.focus();
    await staff.keyboard.press('Enter');
    await staff.getByRole('link', { name: 'My account' }).waitFor();
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Tab');
    const deskLink = staff.getByRole('link', { name: 'Staff desk' });
    expect(await deskLink.evaluate((link) => link === document.activeElement && link.matches(':focus-visible') && getComputedStyle(link).outlineStyle === 'solid')).toBe(true);
    expect(await deskLink.getAttribute('href')).toBe('/staff/orders');
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await staff.keyboard.press('Enter');
    await staff.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(new URL(staff.url()).pathname).toBe('/staff/orders');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing an order brings its detail into view and focuses its heading; a detail already in view stays put', async () => {
    const shopper = await shop.newPage(viewport);
    await registerThroughApi(shop, shopper, newMember('Nur', 'Aisyah'));
    const orders = [];
    for (let placed = 0; placed < 4; placed++) orders.push(await memberOrderThroughApi(shopper.request));
    const chosen = orders[0];
    if (!chosen) throw new Error('no order placed');
    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    const phone = viewport.width < 600;
    // On a phone every order is listed, one card each: the list runs past the screen. On a desktop
    // only the paid ones, this one: its detail opens in view, right under the list.
    if (!phone) await apiData(await staff.request.post(`/api/staff/orders/${chosen.order_no}/payment`, { data: { amount_cents: chosen.total_cents } }));
    await staff.goto(phone ? '/staff/orders' : '/staff/orders?status=paid');
    const link = staff.getByRole('link', { name: chosen.order_no });
    await link.waitFor();
    const listBottom = await staff.locator('.staff-table-wrap').evaluate((list) => list.getBoundingClientRect().bottom);
    expect(listBottom > viewport.height, phone ? 'the list runs past a phone screen' : 'the list leaves room for the detail').toBe(phone);
    const scrolledBefore = await staff.evaluate(() => window.scrollY);

    await link.click();
    const heading = staff.getByRole('heading', { name: chosen.order_no, level: 2 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement), { message: 'the detail heading has focus' }).toBe(true);
    const inView = () => heading.evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().bottom <= window.innerHeight);
    await expect.poll(inView, { message: 'the detail heading is on screen' }).toBe(true);
    await staff.getByRole('article', { name: chosen.order_no }).getByRole('heading', { name: 'History' }).waitFor();
    const scrolledAfter = await staff.evaluate(() => window.scrollY);
    if (phone) expect(scrolledAfter).toBeGreaterThan(scrolledBefore);
    else expect(scrolledAfter, 'nothing jumps when the detail is already in view').toBe(scrolledBefore);
    expect(await inView()).toBe(true);
  });
});
