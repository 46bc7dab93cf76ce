/**
 * The compare tray in Chromium (configurator.md §2, §4, §9): a shopper prices three quantities of
 * Standard Vinyl Stickers, presses Compare each time (a fourth, identical press adds nothing),
 * opens the tray, pages through it, removes a card and adds another to the cart, which the cart
 * API then holds. Desktop (1280: 3 cards at a time, Hide, Previous, Next) and phone (390: every
 * card listed). Needs the page wiring: the price panel's Compare button → useCompare, a
 * <CompareAnnouncer/>, and <CompareTray onAddToCart={useAddToCart()}/> on the configurator page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { afterQueuedTasks, installClock, pauseClock } from '../../../test/page-helpers.js';
import { formatSgd } from '../../shared/money.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const PATH = '/stickers/vinyl/standard';
const PRODUCT = 'Standard Vinyl Stickers';

/** "S$1,234.50" → 123450; null when there is no amount. */
function parseSgd(text: string): number | null {
  const match = /S\$([\d,]+\.\d{2})/.exec(text);
  return match?.[1] ? Math.round(Number(match[1].replace(/,/g, '')) * 100) : null;
}

const totalStatus = (page: Page) => page.getByRole('status', { name: /Total/ });

/** Waits for the total to settle on an amount above zero (other than `not`); returns it in cents. */
async function settledTotal(page: Page, not?: number): Promise<number> {
  let cents: number | null = null;
  await expect
    .poll(
      async () => {
        const status = totalStatus(page);
        cents = parseSgd((await status.textContent()) ?? '');
        return (await status.getAttribute('aria-busy')) === 'false' && cents !== null && cents > 0 && cents !== not;
      },
      { timeout: 10_000, message: 'the total did not settle on a new amount' },
    )
    .toBe(true);
  return cents ?? 0;
}

async function open(page: Page): Promise<number> {
  expect((await page.goto(PATH))?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
  return settledTotal(page);
}

/** Picks a listed quantity (opening See More when needed) and waits for its price. */
async function chooseQuantity(page: Page, quantity: string, previous: number): Promise<number> {
  const group = page.getByRole('radiogroup', { name: 'Quantity', exact: true });
  const radio = group.getByRole('radio', { name: new RegExp(`^${quantity}(\\s|$)`) });
  if ((await radio.count()) === 0) await page.getByRole('button', { name: /^See More \(\d+ more\)$/ }).click();
  if (await radio.isChecked()) return previous;
  await radio.check();
  return settledTotal(page, previous);
}

const compareButton = (page: Page) => page.getByRole('button', { name: 'Compare', exact: true });
const announcement = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const trayToggle = (page: Page, count: number) => page.getByRole('button', { name: `Compare (${count})`, exact: true });
const tray = (page: Page) => page.getByRole('region', { name: 'Compare configurations' });
const cards = (page: Page) => tray(page).getByRole('listitem');
const card = (page: Page, cents: number): Locator => cards(page).filter({ hasText: formatSgd(cents) });

async function pressCompare(page: Page, expected: 'Added to compare' | 'Already in compare'): Promise<void> {
  await compareButton(page).click();
  await announcement(page, expected).waitFor();
}

/** Prices quantities 10, 100 and 1,000 and compares each; returns their totals in order. */
async function compareThree(page: Page): Promise<number[]> {
  let total = await open(page);
  const totals: number[] = [];
  for (const quantity of ['10', '100', '1,000']) {
    total = await chooseQuantity(page, quantity, total);
    await pressCompare(page, 'Added to compare');
    totals.push(total);
  }
  return totals;
}

async function cartLines(page: Page): Promise<{ quantity: number; total_price_cents: number; product_id: number }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/cart', { credentials: 'include' });
    const body = (await response.json()) as { data?: { items?: { quantity: number; total_price_cents: number; product_id: number }[] } };
    return body.data?.items ?? [];
  });
}

describe('compare tray (desktop)', () => {
  test('three configurations side by side; a duplicate is skipped; Hide, Previous and Next; Remove; Add to Cart reaches the cart', async () => {
    const page = await shop.newPage(DESKTOP);
    let total = await open(page);
    /** Where the page's content sits in the document (not the viewport, which scrolls). */
    const layout = () => page.evaluate(() => {
      const box = document.querySelector('h1')?.getBoundingClientRect();
      return { top: (box?.top ?? 0) + window.scrollY, left: box?.left ?? 0 };
    });
    const layoutBefore = await layout();

    // Nothing to compare yet: no tray.
    expect(await tray(page).count()).toBe(0);

    const totals: number[] = [];
    for (const quantity of ['10', '100', '1,000']) {
      total = await chooseQuantity(page, quantity, total);
      await pressCompare(page, 'Added to compare');
      totals.push(total);
      await trayToggle(page, totals.length).waitFor();
    }
    expect(new Set(totals).size).toBe(3);

    // The same configuration again (same product, details, price) is not added.
    await pressCompare(page, 'Already in compare');
    await trayToggle(page, 3).waitFor();

    // The tray is fixed to the screen: the page did not move.
    expect(await layout()).toEqual(layoutBefore);
    expect(await trayToggle(page, 3).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    // Open it: three cards, in the order compared, each with product, details and price.
    await trayToggle(page, 3).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    await expect.poll(async () => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Compare configurations/);
    const texts = await cards(page).allInnerTexts();
    totals.forEach((cents, i) => {
      expect(texts[i]).toContain(PRODUCT);
      expect(texts[i]).toContain(formatSgd(cents));
    });
    // Three fit at once: no paging.
    expect(await tray(page).getByRole('button', { name: 'Next' }).count()).toBe(0);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Hide collapses it back to the small button, which gets the focus.
    await tray(page).getByRole('button', { name: 'Hide', exact: true }).click();
    await trayToggle(page, 3).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await trayToggle(page, 3).evaluate((el) => el === document.activeElement)).toBe(true);

    // A fourth configuration: 3 cards at a time, Previous and Next page through them.
    total = await chooseQuantity(page, '20', total);
    await pressCompare(page, 'Added to compare');
    totals.push(total);
    await trayToggle(page, 4).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    const previous = tray(page).getByRole('button', { name: 'Previous' });
    const next = tray(page).getByRole('button', { name: 'Next' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await card(page, totals[0] ?? 0).count()).toBe(1);
    await next.click();
    await expect.poll(() => card(page, totals[0] ?? 0).count()).toBe(0);
    expect(await card(page, totals[3] ?? 0).count()).toBe(1);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true); // focus stays put
    await previous.click();
    await expect.poll(() => card(page, totals[0] ?? 0).count()).toBe(1);

    // Remove the 100-piece card: storage and list follow.
    await card(page, totals[1] ?? 0).getByRole('button', { name: `Remove ${PRODUCT}`, exact: true }).click();
    await expect.poll(() => card(page, totals[1] ?? 0).count()).toBe(0);
    await tray(page).getByRole('heading', { name: /\(3\)/ }).waitFor();
    const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('ct_')));
    expect(keys).toHaveLength(3);

    // Add the 10-piece card to the cart.
    expect(await cartLines(page)).toEqual([]);
    const ten = card(page, totals[0] ?? 0);
    const add = ten.getByRole('button', { name: `Add to Cart: ${PRODUCT}`, exact: true });
    await add.click();
    // The cart view (a dialog) may open over the page and hide the rest from the accessibility
    // tree, so the card's button is found by its text here.
    await expect.poll(() => page.locator('.ct-card', { hasText: formatSgd(totals[0] ?? 0) }).locator('button', { hasText: 'Added' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => cartLines(page)).toEqual([expect.objectContaining({ product_id: 5, quantity: 10, total_price_cents: totals[0] })]);
  });

  test('removing the last card closes the tray; without the compare cookie the tray stays closed', async () => {
    const page = await shop.newPage(DESKTOP);
    const totals = await compareThree(page);

    // Still there after a reload (session storage and the session cookie), loaded after 100 ms.
    await page.reload();
    await trayToggle(page, 3).waitFor();

    await trayToggle(page, 3).click();
    for (const cents of totals) {
      await card(page, cents).getByRole('button', { name: `Remove ${PRODUCT}`, exact: true }).click();
      await expect.poll(() => card(page, cents).count()).toBe(0);
    }
    expect(await tray(page).count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)compare=/);

    // Keys in storage but no compare cookie: inactive.
    await compareThree(page);
    await trayToggle(page, 3).waitFor();
    await page.context().clearCookies({ name: 'compare' });
    await installClock(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await settledTotal(page);
    // The tray reads storage COMPARE_TRAY_LOAD_DELAY_MS after the page opens: past that on the
    // page's clock, and once the page has rendered what it read, the tray is still closed.
    await pauseClock(page);
    await afterQueuedTasks(page);
    expect(await tray(page).count()).toBe(0);
  });
});

describe('compare tray (phone)', () => {
  test('at 390 px every card is listed, without paging', async () => {
    const page = await shop.newPage(MOBILE);
    let total = await open(page);
    const totals: number[] = [];
    for (const quantity of ['10', '100', '1,000', '20']) {
      total = await chooseQuantity(page, quantity, total);
      await pressCompare(page, 'Added to compare');
      totals.push(total);
    }
    await trayToggle(page, 4).click();
    await expect.poll(() => cards(page).count()).toBe(4);
    for (const cents of totals) expect(await card(page, cents).count()).toBe(1);
    expect(await tray(page).getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await tray(page).getByRole('button', { name: 'Previous' }).count()).toBe(0);
    // The row scrolls sideways inside the screen; the page itself does not get wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    // Every card's buttons can be reached (scrolled to) and used.
    const last = card(page, totals[3] ?? 0);
    await last.getByRole('button', { name: `Remove ${PRODUCT}`, exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    await tray(page).getByRole('button', { name: 'Hide', exact: true }).click();
    await trayToggle(page, 3).waitFor();
  });
});
