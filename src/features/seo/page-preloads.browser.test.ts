/**
 * What a served page preloads, it uses (at 1280 and 390 px): every `<link rel="preload">` the
 * server writes into the head (seo-pages.ts: the route's stylesheets, the picture shown first) is
 * taken up by the page, so Chromium never warns "was preloaded using link preload but not used
 * within a few seconds from the window's load event" and no download is wasted. A preloaded
 * picture is used when an image on the page shows it, a stylesheet when the page applies it.
 * The pages: home, a product page, the business cards family, vinyl lettering with its designer
 * (the designer takes the gallery's place: no picture is preloaded) and without it, the cart,
 * checkout and a member's account.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, pageSettled, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi } from '../../../test/browser-orders.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The page's preload links that nothing on the page uses (yet), as "as href". */
function unusedPreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shownImages = new Set([...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc));
    const appliedSheets = new Set([...document.styleSheets].map((sheet) => sheet.href));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
      .filter((link) => (link.as === 'image' ? !shownImages.has(link.href) : link.as === 'style' ? !appliedSheets.has(link.href) : true))
      .map((link) => `${link.as} ${new URL(link.href).pathname}`);
  });
}

const preloadedImages = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => new URL(link.href).pathname));

/** Opens `path`, waits until it has loaded and settled, then until every preload is used (failing with the unused ones). */
async function expectEveryPreloadUsed(page: Page, path: string, warnings: string[]): Promise<void> {
  const answer = await page.goto(path, { waitUntil: 'load' });
  expect(answer?.status(), path).toBe(200);
  await page.locator('h1').first().waitFor();
  await pageSettled(page);
  await expect.poll(() => unusedPreloads(page), { message: `${path}: every preloaded resource should be used` }).toEqual([]);
  expect(warnings, `${path}: Chromium's preload warnings`).toEqual([]);
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('preloads (%s)', (_name, viewport) => {
  it('home, product pages, cart, checkout and account use everything they preload', async () => {
    const page = await shop.newPage(viewport);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });

    await expectEveryPreloadUsed(page, '/', warnings);
    // A product page preloads its main picture, and shows it.
    await expectEveryPreloadUsed(page, '/stickers/paper/art', warnings);
    expect(await preloadedImages(page)).toHaveLength(1);
    await expectEveryPreloadUsed(page, '/business-cards', warnings);
    // Vinyl lettering: the designer stands where the gallery would, so no picture is preloaded;
    // with the creation tool switched off the gallery is back, and so is its preload.
    await expectEveryPreloadUsed(page, '/vinyl-lettering-designer', warnings);
    expect(await preloadedImages(page)).toEqual([]);
    await expectEveryPreloadUsed(page, '/stickers/vinyl/vinyl-lettering', warnings);
    expect(await preloadedImages(page)).toEqual([]);
    await expectEveryPreloadUsed(page, '/stickers/vinyl/vinyl-lettering?tool=no', warnings);
    expect(await preloadedImages(page)).toHaveLength(1);

    await registerThroughApi(shop, page, newMember('Hui', 'Min'));
    await addStickersThroughApi(page.request, 100);
    await expectEveryPreloadUsed(page, '/cart', warnings);
    await expectEveryPreloadUsed(page, '/checkout', warnings);
    await expectEveryPreloadUsed(page, '/account', warnings);
  });
});
