/**
 * A delivered order's review email leads to a published review with a photo, at 1280 and 390 px:
 * a member (review emails on) orders stickers; staff mark the order delivered; the review email's
 * link opens the order's review page without signing in; the shopper rates it 5 stars (a radio
 * group), writes a title and a review, adds a photo (its preview shows) and sends it: "Thank you —
 * your review will appear once our team has checked it". The product page does not show it yet.
 * Staff find it waiting on /staff/reviews with its photo, publish it and reply; the product page
 * then shows it first, marked "Verified purchase", with the photo and the reply. axe finds nothing
 * serious on the review page or the moderation page.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { describeViolations } from '../../../test/page-helpers.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { emailOutbox } from '../email/email.tables.js';
import { REVIEW_MESSAGES } from './review-rules.js';

let shop: BrowserShop;
let photo: Buffer;
beforeAll(async () => {
  shop = await startBrowserShop();
  photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#0f766e' } })
    .composite([{ input: Buffer.from('<svg width="900" height="700"><circle cx="450" cy="350" r="220" fill="#fbbf24"/></svg>') }])
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await shop?.close();
});

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, `axe on ${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The path of the review link in the newest review email to `to`. */
async function reviewLink(to: string): Promise<string> {
  const [mail] = await shop.database.db.select({ text: emailOutbox.text }).from(emailOutbox).where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, 'review-request'))).orderBy(desc(emailOutbox.id)).limit(1);
  const link = /https?:\/\/\S+?(\/orders\/\S+\/review\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return link![1]!;
}

describe.each([
  ['desktop', DESKTOP, 'Bright colours, neat cut'],
  ['mobile', MOBILE, 'Lovely finish, early delivery'],
])('a review from a delivered order (%s)', (_name, viewport, title) => {
  it('the review email leads to a review with a photo, which staff publish and answer, and the product page shows', { timeout: 120_000 }, async () => {
    // A member who left review emails on orders stickers; the order reaches "dispatched" (the desk's own tests walk that way).
    const shopperAccount = await shop.newPage(viewport);
    const shopper = newMember('Mei Ling', 'Tan');
    await registerThroughApi(shop, shopperAccount, shopper, true);
    const order = await memberOrderThroughApi(shopperAccount.request);
    await shop.database.db.execute(sql`UPDATE orders SET status = 'dispatched', paid_at = now(), dispatched_at = now(), carrier = 'Ninja Van', tracking_number = 'NV1' WHERE order_no = ${order.order_no}`);

    // Staff mark it delivered.
    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    await apiData(await staff.request.post(`/api/staff/orders/${order.order_no}/status`, { data: { status: 'delivered' } }));

    // The email's link, opened in a browser that is not signed in.
    const page = await shop.newPage(viewport);
    await page.goto(await reviewLink(shopper.email));
    await page.getByRole('heading', { name: 'How did your order turn out?', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: /^Review of / });
    // Sending it empty names what is missing, under each field.
    await form.getByRole('button', { name: 'Send review' }).click();
    await form.getByText(REVIEW_MESSAGES.rateRequired).waitFor();
    await expect.poll(() => form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');

    const stars = form.getByRole('group', { name: 'Your rating' });
    await stars.getByRole('radio', { name: /^5 stars/ }).check();
    expect(await stars.getByRole('radio', { name: /^5 stars/ }).isChecked()).toBe(true);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill('Our bakery box stickers came out exactly like the design, and arrived two days early.');
    await form.getByLabel('Photos (optional)').setInputFiles({ name: 'stickers-on-boxes.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = form.getByRole('img', { name: 'Photo 1: stickers-on-boxes.jpg' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'the review page');
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.submitted }).waitFor();
    const productPath = order.lines[0]!.page_url.split('?')[0]!;

    // Waiting for the check: not on the product page.
    const product = await shop.newPage(viewport);
    await product.goto(productPath);
    const block = product.getByRole('region', { name: 'Reviews' });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('article').first().waitFor();
    expect(await block.getByRole('article', { name: title }).count()).toBe(0);

    // Staff find it waiting, with its photo; publish it and reply.
    await staff.goto('/staff/reviews');
    await staff.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    const card = staff.getByRole('article', { name: title }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Waiting for a check');
    const thumb = card.getByRole('img', { name: /Photo 1 of the review/ });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousViolations(staff, 'the moderation page');
    await card.getByRole('button', { name: 'Publish' }).click();
    await card.getByRole('status').filter({ hasText: 'The review is published' }).waitFor();
    await card.getByRole('button', { name: 'Reply' }).click();
    await card.getByLabel('Public reply').fill('Thank you, Mei Ling! Happy baking.');
    await card.getByRole('button', { name: 'Save reply' }).click();
    await card.getByText('Thank you, Mei Ling! Happy baking.').waitFor();

    // The product page shows it: verified, with the photo and the reply.
    await product.reload();
    await block.scrollIntoViewIfNeeded();
    const shown = block.getByRole('article', { name: title }).first();
    await shown.waitFor();
    expect(await shown.textContent()).toContain('Verified purchase');
    await shown.getByText('Thank you, Mei Ling! Happy baking.').waitFor();
    const shownPhoto = shown.getByRole('list', { name: 'Customer photos' }).locator('img');
    await expect.poll(() => shownPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
