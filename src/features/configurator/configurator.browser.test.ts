/**
 * The instant-quote configurator in Chromium, as a shopper uses it (configurator.md §2, §4, §5,
 * §9): every known route, the option cascade on several products, the exact wording of every
 * size, cut and quantity message, the live total, the keyboard and an axe-core scan. Desktop
 * (1280) and phone (390) widths; the phone-only parts (minibox, bottom sheet) are in
 * configurator-mobile.browser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import {
  addToCartButton,
  alertWithText,
  choice,
  choiceLabels,
  choose,
  closeTitleNotice,
  customQuantityInput,
  describeViolations,
  expectMessage,
  expectRightUnder,
  expectTotal,
  focusIndicator,
  heightInput,
  holdRequests,
  openConfigurator,
  optionGroup,
  parseSgd,
  requestQuoteButton,
  settledTotal,
  totalStatus,
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

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

/** A fresh page (own cookies and session storage) at the viewport, closed by the shop at the end. */
const newPage = (viewport: { width: number; height: number }): Promise<Page> => shop.newPage(viewport);


async function typeSize(page: Page, w: string, h: string): Promise<void> {
  await widthInput(page).fill(w);
  await heightInput(page).fill(h);
}

/** "S$1.53 each" in the total → 153 (cents, rounded to the cent for comparisons). */
function unitPriceOf(text: string): number {
  const match = /S\$([\d,]+(?:\.\d+)?) each/.exec(text);
  if (!match?.[1]) throw new Error(`no unit price in "${text}"`);
  return Number(match[1].replace(/,/g, '')) * 100;
}

// ---- 1. Routes ----------------------------------------------------------------------------------

/** Every known path of §2 (and the other families' pages): heading and breadcrumb trail. */
const ROUTES: readonly (readonly [path: string, heading: string, crumbs: readonly string[]])[] = [
  ['/stickers/paper', 'Art Paper Stickers', ['Stickers', 'Paper Stickers', 'Art Paper Stickers']],
  ['/stickers/paper/art', 'Art Paper Stickers', ['Stickers', 'Paper Stickers', 'Art Paper Stickers']],
  ['/stickers/paper/kraft', 'Kraft Paper Stickers', ['Stickers', 'Paper Stickers', 'Kraft Paper Stickers']],
  ['/stickers/paper/classic', 'Classic Paper Stickers', ['Stickers', 'Paper Stickers', 'Classic Paper Stickers']],
  ['/stickers/vinyl', 'Bumper Stickers', ['Stickers', 'Vinyl Stickers', 'Bumper Stickers']],
  ['/stickers/vinyl/bumper', 'Bumper Stickers', ['Stickers', 'Vinyl Stickers', 'Bumper Stickers']],
  ['/stickers/vinyl/standard', 'Standard Vinyl Stickers', ['Stickers', 'Vinyl Stickers', 'Standard Vinyl Stickers']],
  ['/stickers/vinyl/pvc', 'PVC Vinyl Stickers', ['Stickers', 'Vinyl Stickers', 'PVC Vinyl Stickers']],
  ['/stickers/vinyl/transparent', 'Transparent Stickers', ['Stickers', 'Vinyl Stickers', 'Transparent Stickers']],
  ['/stickers/vinyl/gold', 'Gold Vinyl Stickers', ['Stickers', 'Vinyl Stickers', 'Gold Vinyl Stickers']],
  ['/stickers/vinyl/silver', 'Silver Vinyl Stickers', ['Stickers', 'Vinyl Stickers', 'Silver Vinyl Stickers']],
  ['/stickers/vinyl/custom-decals', 'Custom Decals Stickers', ['Stickers', 'Vinyl Stickers', 'Custom Decals Stickers']],
  ['/stickers/vinyl/vinyl-lettering', 'Vinyl Lettering Stickers', ['Stickers', 'Vinyl Stickers', 'Vinyl Lettering Stickers']],
  ['/stickers/special', 'Foil Stickers', ['Stickers', 'Special Stickers', 'Foil Stickers']],
  ['/stickers/special/foil', 'Foil Stickers', ['Stickers', 'Special Stickers', 'Foil Stickers']],
  ['/stickers/special/hologram', 'Hologram Stickers', ['Stickers', 'Special Stickers', 'Hologram Stickers']],
  ['/stickers/special/embossed', 'Embossed Stickers', ['Stickers', 'Special Stickers', 'Embossed Stickers']],
  ['/stickers/special/dome', 'Dome Stickers', ['Stickers', 'Special Stickers', 'Dome Stickers']],
  // A featured item's page is titled by the item (its cutting), the material is a sub-line.
  ['/stickers/die-cut', 'Die Cut Stickers', ['Stickers', 'Die Cut Stickers', 'Art Paper Stickers']],
  ['/stickers/kiss-cut', 'Kiss Cut Stickers', ['Stickers', 'Kiss Cut Stickers', 'Art Paper Stickers']],
  ['/stickers/other-finished-shape', 'Other Finished Shape Stickers', ['Stickers', 'Others', 'Art Paper Stickers']],
  ['/stickers/sheet', 'Sticker Sheet', ['Stickers', 'Sticker Sheet', 'Art Paper Stickers']],
  ['/stickers/roll', 'Roll Stickers', ['Stickers', 'Roll Stickers', 'Art Paper Stickers']],
  ['/business-cards', 'Business Cards', ['Business Cards', 'Royal Extra White 400gsm']],
  ['/badges', 'Button Badge', ['Badges', 'Button Badge']],
  ['/magnets', 'Custom Magnet', ['Custom Magnets', 'Custom Magnet']],
  ['/hang-tags', 'Standard Hang Tag', ['Hang Tags', 'Standard Hang Tag']],
];

/** Opens each path in turn on one page: heading, breadcrumb trail (all but the last crumb are links). */
async function checkRoutes(page: Page, routes: typeof ROUTES): Promise<void> {
  for (const [path, heading, crumbs] of routes) {
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), path).toBe(200);
    if (path === '/stickers/roll') await closeTitleNotice(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect(await h1.allInnerTexts(), path).toEqual([heading]);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await breadcrumb.getByRole('listitem').allInnerTexts()).map((t) => t.trim()), path).toEqual(crumbs);
    expect(await breadcrumb.getByRole('link').allInnerTexts(), path).toEqual(crumbs.slice(0, -1));
    expect(await breadcrumb.locator('[aria-current="page"]').innerText(), path).toBe(crumbs.at(-1));
  }
}

/** At 390 px one path of each kind (routing is the same at every width; the layout is what differs). */
const MOBILE_ROUTES = ['/stickers/paper', '/stickers/vinyl/transparent', '/stickers/special/dome', '/stickers/sheet', '/stickers/roll', '/business-cards', '/badges'];

describe.each([
  ['desktop', DESKTOP, ROUTES],
  ['mobile', MOBILE, ROUTES.filter(([path]) => MOBILE_ROUTES.includes(path))],
] as const)('routes (%s)', (_label, viewport, routes) => {
  test(`${routes.length} known paths render their product heading and breadcrumb with status 200`, async () => {
    // Three pages at a time (each its own browser session): the paths are independent.
    const lanes = 3;
    await Promise.all(Array.from({ length: lanes }, async (_, lane) => checkRoutes(await newPage(viewport), routes.filter((_route, i) => i % lanes === lane))));
  });

  test.each(['/stickers/nope', '/stickers/paper/nope'])('%s shows "Page not found" with HTTP 404', async (path) => {
    const page = await newPage(viewport);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('status', { name: /Total/ }).count()).toBe(0);
  });
});

// ---- 2. Cascade walks -------------------------------------------------------------------------

describe('the info buttons', () => {
  test('an "i" opens its topic (loaded when first opened), Escape closes it and focus returns to the button', async () => {
    const page = await newPage(DESKTOP);
    await openConfigurator(page, '/stickers/paper/art');
    const info = page.getByRole('button', { name: 'More about finishings' });
    await info.click();
    const dialog = page.getByRole('dialog', { name: 'Finishings' });
    await dialog.getByText(/A finishing is the surface of your sticker/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => info.evaluate((button) => button === document.activeElement)).toBe(true);
    // Opened again, at once.
    await info.click();
    await dialog.waitFor();
  });
});

describe('cascade (desktop)', () => {
  const viewport = DESKTOP;
  test('roll stickers: fixed sizes, orientations A–D, no adhesive or premium processing, from 1,000 pieces, free dispenser, notice once per session', async () => {
    const page = await newPage(viewport);
    expect((await page.goto('/stickers/roll'))?.status()).toBe(200);
    const notice = page.getByRole('dialog', { name: 'Please note' });
    await notice.getByText('Due to high demand for roll stickers, shipping days may be delayed.').waitFor();
    await closeTitleNotice(page);
    const first = await settledTotal(page);

    // Fixed sizes to pick from, no width/height to type.
    const sizes = await choiceLabels(page, 'Size');
    expect(sizes).toEqual(['25 x 25 mm', '38 x 38 mm', '50 x 50 mm', '63 x 38 mm', '75 x 50 mm', '100 x 50 mm', '100 x 75 mm']);
    expect(await choice(page, 'Size', '25 x 25 mm').isChecked()).toBe(true);
    expect(await widthInput(page).count()).toBe(0);
    expect(await choiceLabels(page, 'Orientation')).toEqual(['A', 'B', 'C', 'D']);
    expect(await optionGroup(page, 'Adhesive').count()).toBe(0);
    expect(await optionGroup(page, 'Premium Processing').count()).toBe(0);
    // Not even with a finishing that offers premium processing on other cuttings.
    await choose(page, 'Finishing', 'Holographic Laminate');
    await settledTotal(page, { not: first });
    expect(await optionGroup(page, 'Premium Processing').count()).toBe(0);
    expect(await optionGroup(page, 'Adhesive').count()).toBe(0);

    // Art paper on a roll: 1,000 pieces or more only.
    const more = page.getByRole('button', { name: /^See More \(\d+ more\)$/ });
    await more.click();
    const quantities = (await choiceLabels(page, 'Quantity')).filter((q) => q !== 'Custom Quantity');
    expect(quantities[0]).toBe('1,000');
    for (const q of quantities) expect(Number(q.replace(/,/g, '')), q).toBeGreaterThanOrEqual(1000);
    await page.getByText('Free roll dispenser included').waitFor();

    // Another fixed size and orientation are priced.
    const before = parseSgd(await totalText(page));
    await choose(page, 'Size', '50 x 50 mm');
    await settledTotal(page, { not: before });
    await choose(page, 'Orientation', 'C');
    expect(await choice(page, 'Orientation', 'C').isChecked()).toBe(true);

    // Custom quantity below the roll minimum.
    await choose(page, 'Quantity', 'Custom Quantity');
    await customQuantityInput(page).fill('500');
    await expectMessage(page, '* Please enter a quantity of at least 1,000.');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);

    // Shown once per browser session: not again after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Roll Stickers' }).waitFor();
    await settledTotal(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('multi-cut sheet: the size moves to A6, cuts start at 1, number of cuts between 1 and 30', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    expect(await page.getByLabel('Number of cuts per shape').count()).toBe(0);
    await choose(page, 'Cutting', 'Multi-Cut Sheet');
    await page.getByRole('group', { name: 'Sheet size (mm)' }).waitFor();
    // The 50 × 50 mm sticker size is below a sheet's: the sheet starts on A6, priced, no message.
    expect(await page.getByRole('button', { name: 'A6 (105 x 148 mm)' }).getAttribute('aria-pressed')).toBe('true');
    expect(await widthInput(page).inputValue()).toBe('105');
    expect(await heightInput(page).inputValue()).toBe('148');

    const cuts = page.getByLabel('Number of cuts per shape');
    await cuts.waitFor();
    expect(await cuts.inputValue()).toBe('1');
    expect(await settledTotal(page)).toBeGreaterThan(0);
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);

    await cuts.fill('31');
    await expectMessage(page, 'Number of cuts should be between 1 and 30.');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);

    await cuts.fill('4');
    const priced = await settledTotal(page);
    expect(priced).toBeGreaterThan(0);
    expect(await page.getByRole('alert').filter({ hasText: /number of cuts/i }).count()).toBe(0);
    expect(await addToCartButton(page).isEnabled()).toBe(true);

    await cuts.fill('');
    await expectMessage(page, 'Please enter the number of cuts.');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
  });

  test('changing cutting resets finishing and adhesive; changing finishing resets adhesive; switching product keeps the size', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');

    await choose(page, 'Finishing', 'Matte Laminate');
    await choose(page, 'Adhesive', 'Removable');
    await choose(page, 'Cutting', 'Kiss Cut');
    expect(await choice(page, 'Finishing', 'Gloss Laminate').isChecked()).toBe(true);
    expect(await choice(page, 'Adhesive', 'Permanent').isChecked()).toBe(true);

    await choose(page, 'Adhesive', 'Removable');
    await choose(page, 'Finishing', 'Uncoated');
    expect(await choice(page, 'Adhesive', 'Permanent').isChecked()).toBe(true);
    expect(await choice(page, 'Finishing', 'Uncoated').isChecked()).toBe(true);
    expect(await choice(page, 'Cutting', 'Kiss Cut').isChecked()).toBe(true);

    // Switch product: the URL names it, the typed size stays.
    await typeSize(page, '80', '60');
    await settledTotal(page);
    await choose(page, 'Product', 'Kraft Paper');
    await page.waitForURL(/\/stickers\/paper\/kraft(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Kraft Paper Stickers' }).waitFor();
    expect(await widthInput(page).inputValue()).toBe('80');
    expect(await heightInput(page).inputValue()).toBe('60');
    expect(await choice(page, 'Product', 'Kraft Paper').isChecked()).toBe(true);
    // The new product starts on its first cutting (die cut) with a shape that fits 80 × 60: priced, no error.
    expect(await choice(page, 'Cutting', 'Die Cut').isChecked()).toBe(true);
    expect(await choice(page, 'Shape', 'Oval').isChecked()).toBe(true);
    expect(await settledTotal(page)).toBeGreaterThan(0);
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
    expect(await addToCartButton(page).isEnabled()).toBe(true);
  });

  test('business cards: card sizes, single- or double-sided colour, no adhesive', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/business-cards/royal-extra-white');
    await page.getByRole('heading', { level: 1, name: 'Business Cards' }).waitFor();
    expect(await page.getByRole('button', { name: 'Standard 90 x 54 mm' }).getAttribute('aria-pressed')).toBe('true');
    expect(await widthInput(page).inputValue()).toBe('90');
    expect(await heightInput(page).inputValue()).toBe('54');
    expect(await choiceLabels(page, 'Colour')).toEqual(['Single-sided Full Colour', 'Double-sided Full Colour']);
    expect(await optionGroup(page, 'Adhesive').count()).toBe(0);
    expect(await choiceLabels(page, 'Quantity')).toContain('50');

    const single = parseSgd(await totalText(page)) ?? 0;
    await choose(page, 'Colour', 'Double-sided Full Colour');
    const double = await settledTotal(page, { not: single });
    expect(double).toBeGreaterThan(single);

    // A size outside the card range is refused.
    await typeSize(page, '30', '30');
    await expectMessage(page, 'Width or height must not be below 50mm');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
  });

  test('badges: fixed round sizes, a price for 10', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/badges/button-badge');
    await page.getByRole('heading', { level: 1, name: 'Button Badge' }).waitFor();
    expect(await choiceLabels(page, 'Size')).toEqual(['32 x 32 mm', '44 x 44 mm', '58 x 58 mm', '75 x 75 mm']);
    expect(await widthInput(page).count()).toBe(0);
    expect(await optionGroup(page, 'Adhesive').count()).toBe(0);
    expect(await choice(page, 'Quantity', '10').isChecked()).toBe(true);
    const text = await totalText(page);
    const total = parseSgd(text) ?? 0;
    expect(total).toBeGreaterThan(0);
    // The unit price is the total for 10.
    expect(unitPriceOf(text) * 10).toBeCloseTo(total, 0);

    await choose(page, 'Size', '58 x 58 mm');
    expect(await settledTotal(page, { not: total })).toBeGreaterThan(total);
  });

  test('shapes follow the size: kiss cut offers Oval/Rectangle for 80 × 50; die cut Square needs equal sides', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/stickers/kiss-cut');
    expect(await choiceLabels(page, 'Shape')).toEqual(expect.arrayContaining(['Circle', 'Square']));
    expect(await choiceLabels(page, 'Shape')).not.toContain('Oval');
    await typeSize(page, '80', '50');
    await choice(page, 'Shape', 'Oval').waitFor();
    const shapes = await choiceLabels(page, 'Shape');
    expect(shapes).toEqual(expect.arrayContaining(['Oval', 'Rectangle']));
    expect(shapes).not.toContain('Circle');
    expect(shapes).not.toContain('Square');
    await settledTotal(page);

    await openConfigurator(page, '/stickers/die-cut');
    await typeSize(page, '80', '50');
    // Picked for a size it does not fit: the spec's message (a typed size would switch the shape instead).
    await choose(page, 'Shape', 'Square');
    await expectMessage(page, 'Width and Height should be the same as you select Square Shape');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);
    await heightInput(page).fill('80');
    await settledTotal(page);
    expect(await page.getByRole('alert').filter({ hasText: 'Square Shape' }).count()).toBe(0);
    expect(await addToCartButton(page).isEnabled()).toBe(true);
  });
});

// ---- 3. Messages ------------------------------------------------------------------------------

describe('messages (desktop)', () => {
  const viewport = DESKTOP;
  test('size: required, below the minimum, over the maximum → request a quote', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    expect(await addToCartButton(page).isEnabled()).toBe(true);
    // The page knows these sizes are invalid: it asks the server for no price of them (issue 17).
    const priceRequests: URLSearchParams[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pricing/v2')) priceRequests.push(new URL(request.url()).searchParams);
    });

    await widthInput(page).fill('');
    await expectMessage(page, 'Please enter width and/or height');
    // No price while the size is invalid: a dash and the reason, never a bold S$0.00 or an old price.
    await expectTotal(page, /^—No price until the size is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);

    await typeSize(page, '10', '10');
    await expectMessage(page, 'Width or height must not be below 20mm');
    await expectTotal(page, /^—No price until the size is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);

    await typeSize(page, '900', '900');
    await requestQuoteButton(page).waitFor();
    await expectTotal(page, /^Request a quote$/);
    expect(await totalText(page)).not.toContain('S$');
    expect(await addToCartButton(page).count()).toBe(0);
    await page.getByText('This size is beyond our online price list.').waitFor();
    // The message ends "…request a quote from the button below.": that button is right under it and opens the quote form.
    const sizeQuote = page.getByRole('button', { name: 'Request a Quote for this size' });
    await expectRightUnder(alertWithText(page, 'For special sizes, please request a quote from the button below.'), sizeQuote);
    await sizeQuote.click();
    const quoteForm = page.getByRole('dialog', { name: 'QUOTE' });
    await quoteForm.waitFor();
    await page.keyboard.press('Escape');
    await quoteForm.waitFor({ state: 'hidden' });
    // No price, so no fee or date either: a dash says so, never a loading placeholder.
    const shipping = page.getByRole('region', { name: 'Price and order' }).getByRole('group', { name: 'Shipping' });
    expect(await shipping.textContent()).toMatch(/^ShippingStandard—Dispatch —Arrives by —Express—Dispatch —Arrives by —$/);

    // Back to a size on the price list: Add to Cart again.
    await typeSize(page, '60', '60');
    await addToCartButton(page).waitFor();
    expect(await settledTotal(page)).toBeGreaterThan(0);
    expect(await addToCartButton(page).isEnabled()).toBe(true);
    expect(await requestQuoteButton(page).count()).toBe(0);
    expect(await sizeQuote.count()).toBe(0);
    const sizes = priceRequests.map((query) => `${query.get('width')}×${query.get('height')}`);
    expect(sizes).toContain('60×60');
    expect(sizes.filter((size) => size !== '60×60')).toEqual([]);
  });

  test('custom quantity: required, divisible by 10 with the info text, over the maximum → request a quote', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/stickers/vinyl/standard');
    await choose(page, 'Quantity', 'Custom Quantity');
    const custom = customQuantityInput(page);
    await custom.waitFor();
    // The box starts from the chosen quantity; the message waits until the shopper empties it.
    expect(await custom.inputValue()).not.toBe('');
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    await custom.fill('');
    await expectMessage(page, '* Please enter custom quantity');
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);

    await custom.fill('9995');
    await expectMessage(page, '* Quantity should be divisible by 10.');
    await page.getByText('We only accept those that are divisible by 10. For example 1,010, 1,020, 1,030, and so on.', { exact: true }).waitFor();
    await expectTotal(page, /^—No price until the .+ is valid\.$/);
    expect(await addToCartButton(page).isDisabled()).toBe(true);

    await custom.fill('999990');
    await expectMessage(page, '* You can request a quote from the button below.');
    await requestQuoteButton(page).waitFor();
    await expectTotal(page, /^Request a quote$/);
    expect(await totalText(page)).not.toContain('S$');
    const quantityQuote = page.getByRole('button', { name: 'Request a Quote for this quantity' });
    await expectRightUnder(alertWithText(page, '* You can request a quote from the button below.'), quantityQuote);
    await quantityQuote.click();
    await page.getByRole('dialog', { name: 'QUOTE' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'QUOTE' }).waitFor({ state: 'hidden' });

    await custom.fill('1230');
    await addToCartButton(page).waitFor();
    const total = await settledTotal(page);
    expect(total).toBeGreaterThan(0);
    expect(await addToCartButton(page).isEnabled()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
  });
});

// ---- 4. Prices ----------------------------------------------------------------------------------

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the kick-off promo (%s)', (_label, viewport) => {
  test('names its coupon code where it is offered, so the shopper can use it at checkout', async () => {
    const page = await newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    const note = page.getByRole('region', { name: 'Price and order' }).getByRole('listitem').filter({ hasText: /^Kick-off Sticker Promo:/ });
    await expect.poll(() => note.textContent()).toMatch(/with the kick-off sticker coupon KICKOFF1000 at checkout\.$/);
  });
});

describe('prices (desktop)', () => {
  test('more pieces cost more in total and less each; holographic laminate costs more than gloss', async () => {
    const page = await newPage(DESKTOP);
    await openConfigurator(page, '/stickers/paper/art');
    expect(await choice(page, 'Quantity', '10').isChecked()).toBe(true);
    const tenText = await totalText(page);
    const ten = parseSgd(tenText) ?? 0;

    await page.getByRole('button', { name: /^See More \(\d+ more\)$/ }).click();
    await choose(page, 'Quantity', '100');
    const hundred = await settledTotal(page, { not: ten });
    const hundredText = await totalText(page);
    expect(hundred).toBeGreaterThan(ten);
    expect(unitPriceOf(hundredText)).toBeLessThan(unitPriceOf(tenText));

    await choose(page, 'Finishing', 'Holographic Laminate');
    const holographic = await settledTotal(page, { not: hundred });
    expect(holographic).toBeGreaterThan(hundred);
    await choose(page, 'Finishing', 'Gloss Laminate');
    expect(await settledTotal(page, { not: holographic })).toBe(hundred);
  });

  test('the total keeps its value while a new price loads (never empty), then shows the new one', async () => {
    const page = await newPage(DESKTOP);
    await openConfigurator(page, '/stickers/vinyl/standard');
    const before = await totalText(page);
    // A slow network: the pricing answer is held until the test has seen the page wait for it.
    const pricing = holdRequests();
    await page.route('**/api/pricing/**', pricing.handler);
    // Record every text the total shows from now on.
    await totalStatus(page).evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { totalTexts: string[] }).totalTexts = seen;
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await choose(page, 'Quantity', '20');
    await pricing.requested;
    expect(await totalStatus(page).getAttribute('aria-busy')).toBe('true');
    expect(await totalText(page)).toBe(before);
    expect(await addToCartButton(page).isDisabled()).toBe(true);
    pricing.release();
    const after = await settledTotal(page, { not: parseSgd(before) });
    expect(after).toBeGreaterThan(parseSgd(before) ?? 0);
    const seen = await page.evaluate(() => (window as unknown as { totalTexts: string[] }).totalTexts);
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(parseSgd(text), `total showed "${text}" while loading`).toBeGreaterThan(0);
    expect(await addToCartButton(page).isEnabled()).toBe(true);
  });
});

// ---- 5. Keyboard ------------------------------------------------------------------------------

describe('keyboard (desktop)', () => {
  test('Tab reaches the Quantity group with a visible focus ring at every stop; arrow keys change it and the total follows', async () => {
    const page = await newPage(DESKTOP);
    await openConfigurator(page, '/stickers/vinyl/standard');
    const stops: string[] = [];
    let focus = await focusIndicator(page);
    for (let i = 0; i < 80 && !focus.inQuantity; i++) {
      await page.keyboard.press('Tab');
      focus = await focusIndicator(page);
      stops.push(`${focus.tag} "${focus.name}"`);
      expect(focus.outlineStyle, `focus ring on ${focus.tag} "${focus.name}" (stop ${i + 1})`).not.toBe('none');
      expect(focus.outlineWidth).not.toBe('0px');
    }
    expect(focus.inQuantity, `Tab never reached the Quantity group; stops: ${stops.join(', ')}`).toBe(true);
    expect(await choice(page, 'Quantity', '10').evaluate((el) => el === document.activeElement)).toBe(true);

    const ten = parseSgd(await totalText(page)) ?? 0;
    await page.keyboard.press('ArrowRight');
    expect(await choice(page, 'Quantity', '20').isChecked()).toBe(true);
    const twenty = await settledTotal(page, { not: ten });
    expect(twenty).toBeGreaterThan(ten);
    focus = await focusIndicator(page);
    expect(focus.inQuantity).toBe(true);
    expect(focus.outlineStyle).not.toBe('none');

    await page.keyboard.press('ArrowLeft');
    expect(await choice(page, 'Quantity', '10').isChecked()).toBe(true);
    expect(await settledTotal(page, { not: twenty })).toBe(ten);
  });
});

// ---- 7. Accessibility ---------------------------------------------------------------------------

describe.each(VIEWPORTS)('axe-core (%s)', (_label, viewport) => {
  test.each(['/stickers/vinyl/standard', '/stickers/roll', '/business-cards', '/badges'])('%s has no serious or critical violation', async (path) => {
    const page = await newPage(viewport);
    await openConfigurator(page, path, { rollNotice: path === '/stickers/roll' });
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
