/**
 * The configurator on a phone (390 × 844, configurator.md §2): the minibox pinned to the bottom
 * with the total and the order summary's own main button (Add to Cart, Update line or Request a
 * Quote, never a generic label) while the summary is off screen, the category switcher as a bottom sheet, and the main walks of the desktop
 * suite (roll stickers, multi-cut sheet, size and quantity messages, shapes) at that width, where
 * every choice must still be reachable and clickable under the pinned minibox.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import {
  addToCartButton,
  alertWithText,
  choice,
  choiceLabels,
  choose,
  closeTitleNotice,
  customQuantityInput,
  expectMessage,
  expectRightUnder,
  expectTotal,
  heightInput,
  openConfigurator,
  optionGroup,
  parseSgd,
  requestQuoteButton,
  settledTotal,
  totalText,
  widthInput,
} from '../../../test/page-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The bar pinned to the bottom of a phone's screen while the order summary is off screen. */
const pinnedBar = (page: Page) => page.locator('.minibox');

/** The pinned bar shows, with one button, named `label`, at the bottom of the screen. */
async function expectPinned(page: Page, label: string): Promise<void> {
  await expect.poll(() => pinnedBar(page).getByRole('button').allInnerTexts(), { message: `the pinned bar's button should say ${label}` }).toEqual([label]);
  const box = await pinnedBar(page).getByRole('button').boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
  expect(box && box.y).toBeGreaterThan(MOBILE.height - 80);
  // Not a copy: the page has this one button of that name.
  expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
}

/** Top and bottom of an element relative to the viewport. */
const viewportBox = (page: Page, name: string) =>
  page.getByRole('region', { name }).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, viewport: window.innerHeight };
  });

describe('phone layout (390)', () => {
  test('the pinned bar shows while the order summary is off screen, with the summary’s own main button: Add to Cart, Request a Quote, Update line', async () => {
    const page = await shop.newPage(MOBILE);
    await openConfigurator(page, '/stickers/vinyl/standard');
    const total = await totalText(page);

    // At the top of the page the summary is far below: the bar is pinned to the bottom, and its
    // button is the summary's one (there is only one Add to Cart on the page).
    const summary = await viewportBox(page, 'Price and order');
    expect(summary.top).toBeGreaterThan(summary.viewport);
    await expectPinned(page, 'Add to Cart');
    expect(await pinnedBar(page).innerText()).toContain(total.match(/S\$[\d,]+\.\d{2}/)?.[0]);
    const bar = await pinnedBar(page).boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(MOBILE.height);

    // The summary in view: the bar goes and the button is back in the summary.
    await page.getByRole('region', { name: 'Price and order' }).scrollIntoViewIfNeeded();
    await expect.poll(() => pinnedBar(page).count(), { message: 'the bar should go once the summary is in view' }).toBe(0);
    expect(await page.getByRole('region', { name: 'Price and order' }).getByRole('button', { name: 'Add to Cart' }).isVisible()).toBe(true);
    expect(await addToCartButton(page).count()).toBe(1);

    // Back up: the bar returns, and its Add to Cart adds to the cart.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectPinned(page, 'Add to Cart');
    await pinnedBar(page).getByRole('button', { name: 'Add to Cart' }).click();
    const cartView = page.getByRole('dialog', { name: 'Added to your cart' });
    await cartView.waitFor();

    // Editing that cart line, the bar's button says Update line.
    await cartView.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await page.getByRole('list', { name: 'Cart lines' }).getByRole('link', { name: /^Edit / }).click();
    await page.waitForURL(/cart_line=/);
    await settledTotal(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectPinned(page, 'Update line');

    // Over the online price list: Request a Quote, which opens the quote form.
    await openConfigurator(page, '/stickers/vinyl/standard');
    await widthInput(page).fill('900');
    await heightInput(page).fill('900');
    await expectTotal(page, /^Request a quote$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectPinned(page, 'Request a Quote');
    expect(await pinnedBar(page).innerText()).toMatch(/^Total by quote\s*Request a Quote$/);
    await pinnedBar(page).getByRole('button', { name: 'Request a Quote' }).click();
    await page.getByRole('dialog', { name: 'QUOTE' }).waitFor();
  });

  test('every product page’s pinned bar names the summary’s main action', async () => {
    const page = await shop.newPage(MOBILE);
    for (const path of ['/stickers/paper/art', '/business-cards', '/badges', '/magnets', '/hang-tags']) {
      await openConfigurator(page, path);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectPinned(page, 'Add to Cart');
    }
    // The lettering designer: nothing to add until there is text, so the button waits, disabled, as in the summary.
    await page.goto('/vinyl-lettering-designer');
    await page.getByRole('region', { name: 'Design your lettering' }).waitFor();
    await expectPinned(page, 'Add to Cart');
  });

  test('the category switcher opens as a bottom sheet (at most 75% tall, page scroll locked) and choosing an item navigates and closes it', async () => {
    const page = await shop.newPage(MOBILE);
    await openConfigurator(page, '/stickers/vinyl/standard');
    await pinnedBar(page).waitFor();
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await page.getByRole('button', { name: /change product/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose a product' });
    await sheet.waitFor();
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height).toBeLessThanOrEqual(MOBILE.height * 0.75 + 0.5);
    expect(Math.round(box!.y + box!.height)).toBe(MOBILE.height);
    // The pinned bar steps aside while the sheet is open.
    expect(await pinnedBar(page).isVisible()).toBe(false);

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(MOBILE.width / 2, 40);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // The sheet lists every category's items; the current one is marked.
    expect(await sheet.getByRole('link', { name: /Standard Vinyl|Vinyl Stickers/ }).first().getAttribute('aria-current')).toBe('page');
    await sheet.getByRole('link', { name: /^Kiss Cut Stickers/ }).click();
    await page.waitForURL(/\/stickers\/kiss-cut(\?|$)/);
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Kiss Cut Stickers').waitFor();
    await settledTotal(page);
    // Unlocked again: the same wheel now scrolls the page.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    const top = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
  });
});

describe('walks at 390', () => {
  test('roll stickers: notice once, fixed sizes, orientations, no adhesive or premium processing, from 1,000 with a free dispenser', async () => {
    const page = await shop.newPage(MOBILE);
    expect((await page.goto('/stickers/roll'))?.status()).toBe(200);
    await page.getByRole('dialog', { name: 'Please note' }).getByText('Due to high demand for roll stickers, shipping days may be delayed.').waitFor();
    await closeTitleNotice(page);
    const first = await settledTotal(page);
    expect(await choiceLabels(page, 'Size')).toContain('25 x 25 mm');
    expect(await choiceLabels(page, 'Orientation')).toEqual(['A', 'B', 'C', 'D']);
    expect(await optionGroup(page, 'Adhesive').count()).toBe(0);
    expect(await optionGroup(page, 'Premium Processing').count()).toBe(0);
    expect((await choiceLabels(page, 'Quantity'))[0]).toBe('1,000');
    await page.getByText('Free roll dispenser included').waitFor();
    await choose(page, 'Size', '100 x 75 mm');
    await choose(page, 'Orientation', 'D');
    expect(await settledTotal(page, { not: first })).toBeGreaterThan(first);

    await choose(page, 'Quantity', 'Custom Quantity');
    await customQuantityInput(page).fill('500');
    await expectMessage(page, '* Please enter a quantity of at least 1,000.');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Roll Stickers' }).waitFor();
    await settledTotal(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('multi-cut sheet and size messages, request a quote over the maximum', async () => {
    const page = await shop.newPage(MOBILE);
    await openConfigurator(page, '/stickers/paper/art');
    await choose(page, 'Cutting', 'Multi-Cut Sheet');
    await page.getByRole('group', { name: 'Sheet size (mm)' }).waitFor();
    await page.getByRole('button', { name: 'A5 (148 x 210 mm)' }).click();
    const cuts = page.getByLabel('Number of cuts per shape');
    // Cuts start at 1; the message appears once the shopper empties the box.
    expect(await cuts.inputValue()).toBe('1');
    await cuts.fill('');
    await expectMessage(page, 'Please enter the number of cuts.');
    await cuts.fill('31');
    await expectMessage(page, 'Number of cuts should be between 1 and 30.');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
    await cuts.fill('4');
    expect(await settledTotal(page)).toBeGreaterThan(0);

    await widthInput(page).fill('');
    await expectMessage(page, 'Please enter width and/or height');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);
    await widthInput(page).fill('50');
    await heightInput(page).fill('50');
    await expectMessage(page, 'Width or height must not be below 100mm');
    await widthInput(page).fill('900');
    await heightInput(page).fill('900');
    await requestQuoteButton(page).waitFor();
    await expectTotal(page, /^Request a quote$/);
    // "…request a quote from the button below.": on a phone too, the button is right under the message, not at the end of the page.
    const sizeQuote = page.getByRole('button', { name: 'Request a Quote for this size' });
    await expectRightUnder(alertWithText(page, 'For special sizes, please request a quote from the button below.'), sizeQuote);
    await sizeQuote.click();
    await page.getByRole('dialog', { name: 'QUOTE' }).waitFor();
  });

  test('custom quantity messages and shapes that follow the size', async () => {
    const page = await shop.newPage(MOBILE);
    await openConfigurator(page, '/stickers/kiss-cut');
    const before = parseSgd(await totalText(page));
    await widthInput(page).fill('80');
    await choice(page, 'Shape', 'Rectangle').waitFor();
    const shapes = await choiceLabels(page, 'Shape');
    expect(shapes).toEqual(expect.arrayContaining(['Oval', 'Rectangle']));
    expect(shapes).not.toContain('Circle');
    expect(shapes).not.toContain('Square');
    await settledTotal(page, { not: before });

    await choose(page, 'Quantity', 'Custom Quantity');
    const custom = customQuantityInput(page);
    await custom.fill('');
    await expectMessage(page, '* Please enter custom quantity');
    await custom.fill('9995');
    await expectMessage(page, '* Quantity should be divisible by 10.');
    await page.getByText('We only accept those that are divisible by 10. For example 1,010, 1,020, 1,030, and so on.', { exact: true }).waitFor();
    await custom.fill('999990');
    await expectMessage(page, '* You can request a quote from the button below.');
    await requestQuoteButton(page).waitFor();
    await expectRightUnder(alertWithText(page, '* You can request a quote from the button below.'), page.getByRole('button', { name: 'Request a Quote for this quantity' }));
    await custom.fill('2500');
    await addToCartButton(page).waitFor();
    expect(await settledTotal(page)).toBeGreaterThan(0);
  });
});
