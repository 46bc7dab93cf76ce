/**
 * The staff page of quote requests: a staff member (members.is_staff, set from STAFF_EMAILS at
 * start) sees every request and opens one with its file to download; anyone else is told the
 * page is for staff and gets no data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { TINY_PDF } from '../../../test/order-proof.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** A real one-page PDF: attachments are preflighted as artwork (issue 18). */
const PDF = Buffer.from(TINY_PDF);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('staff page of quote requests (%s)', (_name, viewport) => {
  it('staff list the requests, open one and download its file; a shopper is told the page is for staff', async () => {
    // A guest sends a request with a file.
    const guest = await shop.newPage(viewport);
    await guest.goto('/');
    const sent = await guest.request.post('/api/quote/create/quote-request', {
      headers: { 'idempotency-key': `staff-${viewport.width}-${Date.now()}` },
      multipart: {
        quote_type: 'Special Size',
        firstname: 'Wei',
        lastname: 'Lim',
        email_address: `wei.${viewport.width}@example.sg`,
        featured_item_id: '2',
        product_id: '5',
        cutting_id: '1',
        width: '900',
        height: '600',
        quantity: '2000',
        comment: 'Vinyl banner stickers for our shopfront',
        'attachments[]': { name: 'shopfront.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const requestNo = ((await sent.json()) as { data: { request_no: string } }).data.request_no;

    // A member who is not staff sees no requests.
    const shopper = await shop.newPage(viewport);
    await registerThroughApi(shop, shopper, newMember('Ah', 'Seng'));
    await shopper.goto('/staff/quote-requests');
    await shopper.getByText('This page is for the shop’s staff. Sign in with a staff account to see the quote requests.').waitFor();
    expect(await shopper.content()).not.toContain(requestNo);

    // Staff see it, open it and download its file.
    const staff = await shop.newPage(viewport);
    const member = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, member);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, member.email));
    await staff.goto('/staff/quote-requests');
    const row = staff.getByRole('row').filter({ hasText: requestNo });
    await row.waitFor();
    expect(await row.textContent()).toContain(`wei.${viewport.width}@example.sg`);
    await row.getByRole('link', { name: requestNo }).click();
    const detail = staff.getByRole('article', { name: requestNo });
    await detail.getByRole('link', { name: 'shopfront.pdf' }).waitFor();
    expect(await detail.textContent()).toContain('Vinyl banner stickers for our shopfront');
    expect(new URL(staff.url()).searchParams.get('request')).toBe(requestNo);
    const href = (await detail.getByRole('link', { name: 'shopfront.pdf' }).getAttribute('href')) ?? '';
    const file = await staff.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('shopfront.pdf');
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    // The shopper can't download it.
    expect((await shopper.request.get(href)).status()).toBe(404);
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);
  });
});
