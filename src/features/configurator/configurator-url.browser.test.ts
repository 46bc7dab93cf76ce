/**
 * The configuration in the URL and landings that hold up (issue 8), in Chromium at 1280 and 390:
 * reload, back after a product change and a pasted (stale) link restore the configuration and
 * price; a cart line's Edit reopens it and Update line replaces the line; every featured item and
 * product opens priced with no message; a typed size turns a Circle into an Oval; Custom Quantity
 * is priced at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import {
  addToCartButton,
  choice,
  choose,
  closeTitleNotice,
  customQuantityInput,
  describeViolations,
  expectMessage,
  heightInput,
  installClock,
  openConfigurator,
  pauseClock,
  settledTotal,
  totalSettled,
  totalStatus,
  untilOnPausedClock,
  widthInput,
} from '../../../test/page-helpers.js';
import { PRICING_DEBOUNCE_MS, TYPING_DEBOUNCE_MS } from '../pricing/web/get-pricing.js';
import { projectRoot } from '../../server/project-root.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

/** The visible messages (alerts with text) on the page. */
const visibleMessages = async (page: Page) => (await page.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).filter((t) => t.trim() !== '');

/**
 * Each featured item's page of the seed. Every product page's landing configuration is checked
 * against the API by the page's own functions in landings.api.test.ts; here a shopper opens each
 * item's page.
 */
function everyItemPage(): string[] {
  const seed = JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', 'catalogue.json'), 'utf8')) as { featured_items: { route: string }[] };
  return seed.featured_items.map((item) => item.route);
}

describe.each(VIEWPORTS)('the configuration lives in the URL (%s)', (_label, viewport) => {
  test('a configured page reloads to the same options and total, with no history entry per click', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    const historyAtStart = await page.evaluate(() => history.length);
    await choose(page, 'Cutting', 'Kiss Cut');
    await widthInput(page).fill('80');
    await heightInput(page).fill('50');
    await choose(page, 'Finishing', 'Matte Laminate');
    await page.getByRole('button', { name: /^See More \(\d+ more\)$/ }).click();
    await choose(page, 'Quantity', '100');
    const total = await settledTotal(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('quantity')).toBe('100');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/stickers/paper/art');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ cutting: '2', width: '80', height: '50', quantity: '100' });
    expect(await page.evaluate(() => history.length)).toBe(historyAtStart);

    await page.reload();
    await page.locator('h1').waitFor();
    expect(await settledTotal(page)).toBe(total);
    expect(await choice(page, 'Cutting', 'Kiss Cut').isChecked()).toBe(true);
    expect(await choice(page, 'Finishing', 'Matte Laminate').isChecked()).toBe(true);
    expect(await choice(page, 'Shape', 'Oval').isChecked()).toBe(true);
    expect(await choice(page, 'Quantity', '100').isChecked()).toBe(true);
    expect([await widthInput(page).inputValue(), await heightInput(page).inputValue()]).toEqual(['80', '50']);
  });

  test('stickers per sheet is a field of sheet cuttings, kept in the URL and carried into the cart line', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    await choose(page, 'Cutting', 'Sticker Sheet');
    const perSheet = page.getByRole('textbox', { name: 'Stickers per sheet' });
    expect(await perSheet.inputValue()).toBe('1');
    await perSheet.fill('');
    await expectMessage(page, 'Please specify the number of stickers to place in one seat.');
    await perSheet.fill('12');
    await expect.poll(() => new URL(page.url()).searchParams.get('ea')).toBe('12');
    const total = await settledTotal(page);

    await page.reload();
    await page.locator('h1').waitFor();
    expect(await page.getByRole('textbox', { name: 'Stickers per sheet' }).inputValue()).toBe('12');
    expect(await settledTotal(page)).toBe(total);
    await addToCartButton(page).click();
    const cartView = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect.poll(() => cartView.textContent()).toContain('12 stickers per sheet');
  });

  test('back after a product change returns to the previous product with its configuration', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    await choose(page, 'Finishing', 'Matte Laminate');
    await widthInput(page).fill('70');
    await heightInput(page).fill('40');
    const artTotal = await settledTotal(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('width')).toBe('70');

    await choose(page, 'Product', 'Kraft Paper');
    await page.waitForURL('**/stickers/paper/kraft?**');
    await settledTotal(page);
    expect(await widthInput(page).inputValue()).toBe('70');

    await page.goBack();
    await page.waitForURL('**/stickers/paper/art?**');
    await expect.poll(() => choice(page, 'Product', 'Art Paper').isChecked()).toBe(true);
    expect(await choice(page, 'Finishing', 'Matte Laminate').isChecked()).toBe(true);
    expect([await widthInput(page).inputValue(), await heightInput(page).inputValue()]).toEqual(['70', '40']);
    expect(await settledTotal(page)).toBe(artTotal);
  });

  test('a pasted link with stale or invalid parameters opens priced, silently, on the nearest valid choices', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art?cutting=99&shape=abc&finishing=777&width=-3&height=50&cuts=0&quantity=7&addons=9999');
    expect(await settledTotal(page)).toBeGreaterThan(0);
    expect(await visibleMessages(page)).toEqual([]);
    // The URL now names the configuration the page shows.
    await expect.poll(() => new URL(page.url()).searchParams.get('cutting')).toBe('1');
    expect(new URL(page.url()).searchParams.get('finishing')).not.toBe('777');
  });

  test('a link over the maximum (800 mm wide, 20,000 pieces) opens priced and says what it changed and why', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art?cutting=1&width=800&height=50&quantity=20000');
    expect(await settledTotal(page)).toBeGreaterThan(0);
    const notice = page.getByRole('status').filter({ hasText: 'We changed the link you followed' });
    const notes = await notice.getByRole('listitem').allInnerTexts();
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^The link asked for 800 × 50 mm\. Width or height must not be bigger than .+ The page shows \d+ × \d+ mm instead\.$/);
    expect(notes[0]).toContain(`${await widthInput(page).inputValue()} × ${await heightInput(page).inputValue()} mm instead`);
    expect(notes[1]).toMatch(/^The link asked for 20,000 pieces\. That is more than we price online .+ The page shows [\d,]+ instead\.$/);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });
});

describe.each(VIEWPORTS)('every landing is valid (%s)', (_label, viewport) => {
  const pages = everyItemPage();
  test(`${pages.length} featured items open with a positive total and no message`, async () => {
    const lanes = 3;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const page = await shop.newPage(viewport);
        for (const path of pages.filter((_p, i) => i % lanes === lane)) {
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          if (path.startsWith('/stickers/roll')) await closeTitleNotice(page).catch(() => undefined);
          await page.locator('h1').waitFor();
          expect(await settledTotal(page), path).toBeGreaterThan(0);
          expect(await visibleMessages(page), path).toEqual([]);
        }
      }),
    );
  }, 300_000);
});

describe.each(VIEWPORTS)('the cart links back (%s)', (_label, viewport) => {
  test('Edit on a cart line reopens its configuration; Update line replaces that line', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/vinyl/standard');
    await widthInput(page).fill('60');
    await heightInput(page).fill('40');
    await settledTotal(page);
    await addToCartButton(page).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(1);

    await lines.getByRole('link', { name: /^Edit / }).click();
    await page.waitForURL(/\/stickers\/vinyl\/standard\?.*cart_line=/);
    const update = page.getByRole('button', { name: 'Update line' });
    await update.waitFor();
    expect([await widthInput(page).inputValue(), await heightInput(page).inputValue()]).toEqual(['60', '40']);
    await settledTotal(page);
    await choose(page, 'Finishing', 'Matte Laminate');
    const newTotal = await settledTotal(page);
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();

    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await expect.poll(async () => (await lines.allInnerTexts()).join('|')).toContain('Matte Laminate');
    expect(await lines.count()).toBe(1);
    const text = (await lines.first().innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('60 × 40');
    expect(text).toContain(`S$${(newTotal / 100).toFixed(2)}`);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

describe.each(VIEWPORTS)('no traps (%s)', (_label, viewport) => {
  test('80 × 50 on a die-cut Circle becomes an Oval with a price and a polite note', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/die-cut');
    await choose(page, 'Shape', 'Circle');
    await widthInput(page).fill('80');
    await heightInput(page).fill('50');
    await expect.poll(() => choice(page, 'Shape', 'Oval').isChecked()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Shape changed to Oval to fit 80 × 50 mm.' }).waitFor();
    expect(await settledTotal(page)).toBeGreaterThan(0);
    expect(await visibleMessages(page)).toEqual([]);

    // Picking a shape that does not fit the size still says so (spec §5).
    await choose(page, 'Shape', 'Square');
    await expectMessage(page, 'Width and Height should be the same as you select Square Shape');
  });

  test('vinyl lettering offers no shapes; its designer is there, and artwork instead of typed text is one choice away', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/vinyl/vinyl-lettering');
    expect(await page.getByRole('radiogroup', { name: 'Shape' }).count()).toBe(0);
    await page.getByText('Each letter is cut to its own outline, so there is no shape to choose.', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Design your lettering' }).waitFor();
    // Lettering from artwork: the gallery comes back and the size is typed as the whole lettering.
    await choice(page, 'Use creation tool', 'No').click({ force: true });
    await page.getByRole('region', { name: 'Design your lettering' }).waitFor({ state: 'detached' });
    await page.getByText('Enter the width and height of the whole lettering', { exact: false }).waitFor();
    await expect.poll(() => page.url()).toContain('tool=no');
  });

  test('Custom Quantity prices at once (no 1 s typing pause), typing keeps its pause', async () => {
    const page = await shop.newPage(viewport);
    await installClock(page);
    await openConfigurator(page, '/stickers/vinyl/standard');
    const before = await settledTotal(page);
    const pricingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pricing/v2')) pricingRequests.push(request.url());
    });
    // From here the page's timers run only as the test moves its clock.
    await pauseClock(page);

    // Choosing Custom Quantity is a choice, not typing: the price settles after the 10 ms pricing
    // pause, before the page's clock could reach the 1 s typing pause.
    await choice(page, 'Quantity', 'Custom Quantity').click({ force: true });
    await page.clock.runFor(PRICING_DEBOUNCE_MS);
    await untilOnPausedClock(page, () => totalSettled(page), 'Custom Quantity should be priced without the typing pause');
    expect(await settledTotal(page)).toBe(before);
    expect(Number(await customQuantityInput(page).inputValue())).toBeGreaterThan(0);
    expect(await visibleMessages(page)).toEqual([]);

    // Typing waits for the pause: nothing is asked 1 ms before it ends, one request right after.
    pricingRequests.length = 0;
    await customQuantityInput(page).fill('1230');
    await page.clock.runFor(TYPING_DEBOUNCE_MS - 1);
    expect(await totalStatus(page).getAttribute('aria-busy')).toBe('true');
    expect(pricingRequests).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => pricingRequests.length, { message: 'the typed quantity should be priced once the pause ends' }).toBe(1);
    expect(pricingRequests[0]).toContain('quantity=1230');
    await untilOnPausedClock(page, () => totalSettled(page), 'the typed quantity should be priced');
    expect(await settledTotal(page)).toBeGreaterThan(before);
  });

  test('the first total comes with the page; a first price loaded later shows a placeholder, never S$0.00; an empty width keeps the last price while typing and sends no request', async () => {
    const page = await shop.newPage(viewport);
    // Every price request is held back until the test has looked at the page.
    let releasePricing = () => {};
    const pricingHeld = new Promise<void>((resolve) => (releasePricing = resolve));
    const asked: string[] = [];
    await page.route('**/api/pricing/**', async (route) => {
      asked.push(route.request().url());
      await pricingHeld;
      await route.continue();
    });
    await installClock(page);
    // A first visit: the server rendered the total and the browser asks for nothing.
    await page.goto('/stickers/vinyl/standard', { waitUntil: 'domcontentloaded' });
    await totalStatus(page).waitFor();
    expect(await totalStatus(page).getAttribute('aria-busy')).toBe('false');
    expect(await totalStatus(page).textContent()).toMatch(/S\$[1-9][\d,]*\.\d\d/);
    expect(asked).toEqual([]);
    // A product opened from within the shop asks for its first price: a placeholder meanwhile.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Cards' }).click();
    await page.getByRole('heading', { level: 1, name: /Business Cards/ }).waitFor();
    await totalStatus(page).waitFor();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(await totalStatus(page).getAttribute('aria-busy')).toBe('true');
    expect(await totalStatus(page).textContent()).not.toContain('S$0.00');
    releasePricing();
    await settledTotal(page);
    // And a first visit again, for the width: whatever the page asks as it opens is answered before the typing starts.
    await page.goto('/stickers/vinyl/standard', { waitUntil: 'networkidle' });
    const total = await settledTotal(page);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pricing/v2')) requests.push(request.url());
    });
    await pauseClock(page);
    await widthInput(page).fill('');
    expect(await totalStatus(page).textContent()).toContain(`S$${(total / 100).toFixed(2)}`);
    expect(await totalStatus(page).getAttribute('aria-busy')).toBe('true');
    // Past the typing pause: the message shows, the last price is dropped, and nothing was asked.
    await page.clock.runFor(TYPING_DEBOUNCE_MS);
    await untilOnPausedClock(page, async () => (await page.getByText('Dispatch date shown once the size is valid.').count()) === 1, 'the dispatch line should wait for a valid size');
    await expectMessage(page, 'Please enter width and/or height');
    expect(requests).toEqual([]);
  });
});
