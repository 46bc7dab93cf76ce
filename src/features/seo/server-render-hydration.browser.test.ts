/**
 * Hydration checked by React itself (issue 24): the shop's pages served by a shop built with
 * React's development build (test/web-build.ts), whose hydration compares every text and
 * attribute the server rendered with what the browser renders and warns about any difference.
 * (The production build, which shoppers get and the other browser tests use, reports a differing
 * text but keeps a differing attribute silently: a button the server drew disabled would stay so.)
 * Every server-rendered page, at 1280 and 390 px, with an empty cart and with a line in it: no warning.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi } from '../../../test/browser-orders.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop({ appOptions: { webDistDir: inject('webDevDistDir') } });
});
afterAll(async () => {
  await shop?.close();
});

/** The pages the server renders (seo-pages.ts). */
const SHOP_PAGES = [
  '/',
  '/stickers/paper/art',
  '/stickers/roll',
  '/stickers/vinyl/standard',
  '/stickers/vinyl/vinyl-lettering',
  '/vinyl-lettering-designer',
  '/business-cards',
  '/badges',
  '/magnets',
  '/hang-tags',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/shipping-returns',
  '/cart',
  '/checkout',
  '/orders',
  '/no-such-page',
];

/** What React's development build says when hydration found a difference. */
const HYDRATION_WARNING = /hydrat|didn[’']t match|did not match|server rendered (HTML|text)/i;

// One test per page, so a slow page on a busy machine has its own time limit and a failure names it.
describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('React’s hydration checks (%s)', (_name, viewport) => {
  describe.each(['an empty cart', 'a line in the cart'] as const)('with %s', (round) => {
    it.each(SHOP_PAGES)('%s: no difference between the server’s HTML and the browser’s first render', async (path) => {
      const page = await shop.newPage(viewport);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_WARNING.test(message.text())) warnings.push(message.text().slice(0, 2000));
      });
      if (round === 'a line in the cart') await addStickersThroughApi(page.request, 100);
      await page.goto(path);
      // goto returns once React has run the page (test/browser.ts waits for html[data-hydrated]),
      // and React logs a hydration difference before that: every warning of this page is in.
      await page.locator('h1').first().waitFor();
      expect(warnings).toEqual([]);
    });
  });
});
