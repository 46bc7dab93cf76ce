/**
 * An owner changes a price on the desk and the shopper sees it (issue 19), at 1280 and 390 px: the
 * owner types a new total in a grid cell of /staff/settings, sees it listed old → new and saves; the
 * quote page then prices that configuration at the new total, and the shopper's cart (the line was
 * added before) says "now S$X (was S$Y)". axe finds nothing serious on the desk page.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { DIE_CUT_50 } from '../../../test/place-order.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { formatSgd } from '../../shared/money.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

async function owner(viewport: { width: number; height: number }): Promise<Page> {
  const page = await shop.newPage(viewport);
  const member = newMember('Mei Ling', 'Tan');
  await registerThroughApi(shop, page, member);
  await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, member.email));
  return page;
}

/** The quote page's total for a configuration (its page_url, as the cart links it). */
async function quotePageTotal(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const total = page.getByRole('region', { name: 'Price and order' }).getByRole('status', { name: /Total/ });
  await expect.poll(() => total.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
  return (await total.textContent())?.match(/S\$[\d,.]+/)?.[0] ?? '';
}

describe.each([
  ['desktop', DESKTOP, '45.00'],
  ['mobile', MOBILE, '47.00'],
])('prices on the desk (%s)', (_name, viewport, newPrice) => {
  it('an owner changes a grid price: the quote page shows it and the cart tells the shopper was/now', { timeout: 120_000 }, async () => {
    // Vinyl die-cut 50 × 50 mm, 100 pcs in the shopper's cart, at the price the quote page shows.
    const shopper = await shop.newPage(viewport);
    const quote = (await (await shopper.request.get(`/api/pricing/v2?${new URLSearchParams(Object.entries({ ...DIE_CUT_50, quantity: 100 }).map(([k, v]) => [k, String(v)]))}`)).json()) as { data: { single_pricing: { total_price: number } } };
    const added = await shopper.request.post('/api/cart/items', { data: { ...DIE_CUT_50, quantity: 100, cost: quote.data.single_pricing.total_price } });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const pageUrl = ((await added.json()) as { data: { items: { page_url: string }[] } }).data.items[0]!.page_url;
    const oldTotal = await quotePageTotal(shopper, pageUrl);
    expect(oldTotal).toBe(formatSgd(Math.round(quote.data.single_pricing.total_price * 100)));

    const desk = await owner(viewport);
    await desk.goto('/staff/settings');
    const prices = desk.getByRole('region', { name: 'Prices' });
    await prices.getByRole('combobox', { name: /^Product/ }).selectOption({ label: 'Standard Vinyl Stickers' });
    const cell = prices.getByLabel('50 × 50 mm, 100 pcs (S$)');
    await expect.poll(() => cell.inputValue(), { timeout: 20_000 }).toBe(oldTotal.replace('S$', ''));
    await cell.fill(newPrice);
    await prices.getByText(`50 × 50 mm, 100 pcs: ${oldTotal} → S$${newPrice}`).waitFor();
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await prices.getByText(/^Saved: Standard Vinyl Stickers, Die Cut: 50 × 50 mm, 100 pcs/).waitFor({ timeout: 20_000 });
    expect(await seriousAccessibilityViolations(desk)).toEqual([]);

    const newTotal = formatSgd(Math.round(Number(newPrice) * 100));
    expect(await quotePageTotal(shopper, pageUrl)).toBe(newTotal);
    await shopper.goto('/cart');
    await shopper.getByRole('status').filter({ hasText: 'Prices were updated since you added these' }).getByText(`now ${newTotal} (was ${oldTotal}).`).waitFor({ timeout: 20_000 });
  });
});
