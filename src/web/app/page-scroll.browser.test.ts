/**
 * Where a page opens (web/lib/page-scroll.ts): a new page at its top, whatever the page before was
 * scrolled to; Back where the shopper left the page before. At 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addToCartButton, choose, openConfigurator, optionGroup, settledTotal } from '../../../test/page-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const scrollY = (page: Page): Promise<number> => page.evaluate(() => Math.round(window.scrollY));

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('pages open at the top, Back where the shopper was (%s)', (_name, viewport) => {
  it('View cart from a scrolled configurator opens /cart at the top; Back returns to the same place on the configurator', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/vinyl/standard');
    // Read down the page, then add (on a phone the button scrolls into view; on a desktop it stays in the sticky summary).
    await page.evaluate(() => window.scrollTo(0, 700));
    await addToCartButton(page).click();
    const added = page.getByRole('dialog', { name: 'Added to your cart' });
    await added.waitFor();
    const configuratorY = await scrollY(page);
    expect(configuratorY, 'the page is scrolled when View cart is chosen').toBeGreaterThan(200);
    await added.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.locator('h1').waitFor();
    await settledTotal(page);
    await expect.poll(() => scrollY(page)).toBe(configuratorY);
  });

  it('a link from the footer of a long page opens the next page at the top', async () => {
    const page = await shop.newPage(viewport);
    await page.goto('/');
    const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await faq.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await faq.click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /question/i }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  it('switching the product on the configurator keeps the scroll (same page to the shopper)', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    await optionGroup(page, 'Product').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    const before = await scrollY(page);
    expect(before).toBeGreaterThanOrEqual(150);
    await choose(page, 'Product', 'Kraft Paper');
    await page.waitForURL(/\/stickers\/paper\/kraft(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Kraft Paper Stickers' }).waitFor();
    await settledTotal(page);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(80);
  });
});
