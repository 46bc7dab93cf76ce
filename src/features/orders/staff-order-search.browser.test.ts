/**
 * Orders found in seconds (issue 19) at 1280 and 390 px: desk staff type the shopper's phone number
 * as people write it ("+65 9123 4567") and see exactly that order, open it, and the URL holds the
 * search (a reload shows the same); Today shows the day's counts, and a card opens the desk's list
 * of those orders. axe finds nothing serious on either page.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { apiData, addStickersThroughApi } from '../../../test/browser-orders.js';
import { members } from '../account/account.tables.js';
import { newEmail, newMember, registerThroughApi, verificationCode } from '../account/account-browser-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** A guest's order placed through the API with the page's cookies, with this phone number (8 digits). */
async function guestOrder(page: Page, firstName: string, phone: string): Promise<string> {
  await page.goto('/');
  const cart = await addStickersThroughApi(page.request, 100);
  const email = newEmail(firstName.split(' ')[0]?.toLowerCase());
  await apiData(await page.request.post('/api/user/verification-code', { data: { email, first_name: firstName } }));
  const verified = await apiData<{ registration_token: string }>(
    await page.request.post('/api/user/verify', { data: { first_name: firstName, last_name: 'Tan', email, verification_code: await verificationCode(shop, email) } }),
  );
  const order = await apiData<{ order_no: string }>(
    await page.request.post('/api/checkout', {
      data: {
        contact: { first_name: firstName, last_name: 'Tan', email, phone },
        address: { line1: 'Blk 123 Ang Mo Kio Avenue 3, #05-67', postcode: '560123' },
        email_token: verified.registration_token,
        expected_total_cents: cart.total_cents,
      },
    }),
  );
  return order.order_no;
}

describe.each([
  ['desktop', DESKTOP, '9123 4567'],
  ['mobile', MOBILE, '9123 7654'],
])('finding orders (%s)', (_name, viewport, phone) => {
  // A journey of several pages and two people: about 20 s alone, three times that with the whole suite on 2 cores.
  it('desk staff find an order by the phone number as people write it, open it, and the URL keeps the search; Today’s cards open their lists', { timeout: 120_000 }, async () => {
    const shopper = await shop.newPage(viewport);
    const wanted = await guestOrder(shopper, 'Mei Ling', phone.replace(' ', ''));
    const other = await guestOrder(shopper, 'Hui Min', '8765 4321'.replace(' ', ''));

    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'desk' }).where(eq(members.email, staffMember.email));

    await staff.goto('/staff/orders');
    const search = staff.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Order number, phone, email or name').fill(`+65 ${phone}`);
    await search.getByLabel('Order number, phone, email or name').press('Enter');
    const results = staff.getByRole('region', { name: 'Orders found' });
    await expect.poll(() => staff.locator('.staff-orders-count').textContent()).toBe('1 order');
    await results.getByRole('link', { name: wanted }).waitFor();
    expect(await results.getByRole('link', { name: other }).count()).toBe(0);
    expect(new URL(staff.url()).searchParams.get('q')).toBe(`+65 ${phone}`);
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);

    // Open it: the detail beside the search, both in the URL; a reload shows the same.
    await results.getByRole('link', { name: wanted }).click();
    await staff.getByRole('article', { name: wanted }).getByRole('heading', { name: 'History' }).waitFor();
    expect(Object.fromEntries(new URL(staff.url()).searchParams)).toEqual({ q: `+65 ${phone}`, order: wanted });
    await staff.reload();
    await staff.getByRole('region', { name: 'Orders found' }).getByRole('link', { name: wanted }).waitFor();
    expect(await staff.getByRole('search', { name: 'Find orders' }).getByLabel('Order number, phone, email or name').inputValue()).toBe(`+65 ${phone}`);
    expect(await staff.locator('.staff-orders-count').textContent()).toBe('1 order');
    await staff.getByRole('article', { name: wanted }).getByRole('heading', { name: 'History' }).waitFor();

    // Today: the counts, and a card opens the list of those orders.
    await staff.goto('/staff');
    await staff.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const awaiting = staff.getByRole('link', { name: /^Awaiting payment/ });
    await awaiting.waitFor();
    const count = Number((await awaiting.locator('.staff-today__count').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(2);
    for (const card of ['Proofs to release', 'Approved, to print', 'To dispatch today']) await staff.getByRole('link', { name: new RegExp(`^${card}`) }).waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
    await awaiting.click();
    await staff.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(new URL(staff.url()).search).toBe('?status=awaiting_payment');
    await staff.getByRole('region', { name: 'Orders found' }).getByRole('link', { name: wanted }).waitFor();
    await expect.poll(() => staff.locator('.staff-orders-count').textContent()).toBe(`${count} orders`);
    expect(await staff.getByRole('search', { name: 'Find orders' }).getByLabel('Status').inputValue()).toBe('awaiting_payment');
  });
});
