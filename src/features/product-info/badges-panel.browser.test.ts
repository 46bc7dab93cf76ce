/**
 * The badges and magnets panel (forms-and-accounts.md §2 item 9, §7) at 1280 and 390 px: hero,
 * finishing, sizes, notice and the template downloads from the static JSON; the magnetic strength
 * section only for the magnetic badge; the whole block hidden when the JSON fails to load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('badges and magnets panel (%s)', (_name, viewport) => {
  it('shows the badge details and templates; magnetic strength only for the magnetic badge', async () => {
    const page = await shop.newPage(viewport);
    await page.goto('/badges/button-badge');
    const panel = page.locator('#product-info');
    await panel.getByRole('heading', { level: 2, name: 'Button Badge' }).waitFor({ timeout: 15_000 });
    for (const heading of ['Finishing', 'Sizes']) await panel.getByRole('heading', { name: heading, exact: true }).waitFor();
    await panel.getByRole('button', { name: /^PDF/ }).first().waitFor();
    expect(await panel.getByRole('heading', { name: 'Magnetic strength' }).count()).toBe(0);

    await page.goto('/badges/magnetic-badge');
    await panel.getByRole('heading', { level: 2, name: 'Magnetic Badge' }).waitFor({ timeout: 15_000 });
    await panel.getByRole('heading', { name: 'Magnetic strength' }).waitFor();
  });

  it('is hidden when its content fails to load, and the page still prices', async () => {
    const page = await shop.newPage(viewport);
    await page.route('**/data/product-info/badges-and-magnets-details.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    page.on('console', () => undefined);
    await page.goto('/badges/button-badge');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toMatch(/S\$\d/);
    await expect.poll(() => page.locator('#product-info').count(), { timeout: 10_000 }).toBe(0);
  });
});
