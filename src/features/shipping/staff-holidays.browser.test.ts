/**
 * Staff change a holiday and the configurator's dispatch date moves (issue 19), at 1280 and 390 px:
 * desk staff add a shop closure on the next business day on /staff/settings, and a product page
 * opened afterwards shows the estimated dispatch a business day later; removing the closure (after
 * confirming) brings the date back. Dates come from the shared dispatch-date functions with the
 * shop's pinned clock (Mon 23 Nov 2026, 10:00 in Singapore). axe finds nothing serious on the page.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { DEFAULT_TEST_NOW } from '../../../test/test-app.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { dispatchSchedule, formatShopDate, nextBusinessDay, shopToday } from './dispatch-date.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Art paper stickers' standard method prints in 4 days; the page's price panel shows its dispatch date. */
const PRINTING_DAYS = 4;
const closure = nextBusinessDay(shopToday(DEFAULT_TEST_NOW), []);
const before = dispatchSchedule({ now: DEFAULT_TEST_NOW, printingDays: PRINTING_DAYS, holidays: [] }).dispatchDate;
const after = dispatchSchedule({ now: DEFAULT_TEST_NOW, printingDays: PRINTING_DAYS, holidays: [closure] }).dispatchDate;

async function dispatchShown(viewport: { width: number; height: number }): Promise<string> {
  const page = await shop.newPage(viewport);
  await page.goto('/stickers/paper/art');
  const panel = page.getByRole('region', { name: 'Price and order' });
  const date = panel.locator('.shipping-date-line time');
  await date.waitFor();
  const text = (await date.textContent()) ?? '';
  await page.context().close();
  return text;
}

async function deskStaff(viewport: { width: number; height: number }): Promise<Page> {
  const page = await shop.newPage(viewport);
  const member = newMember('Nur', 'Aisyah');
  await registerThroughApi(shop, page, member);
  await shop.database.db.update(members).set({ staff_role: 'desk' }).where(eq(members.email, member.email));
  return page;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the calendar on the desk (%s)', (_name, viewport) => {
  // A journey of several pages and two people: about 20 s alone, three times that with the whole suite on 2 cores.
  it('a shop closure staff add on the next business day moves the configurator’s dispatch date; removing it moves it back', { timeout: 120_000 }, async () => {
    expect(after).not.toBe(before);
    expect(await dispatchShown(viewport)).toBe(formatShopDate(before));

    const staff = await deskStaff(viewport);
    await staff.goto('/staff/settings');
    const calendar = staff.getByRole('region', { name: 'Holidays and shop closures' });
    const form = calendar.getByRole('form', { name: 'Add a day' });
    await form.getByLabel('Date').fill(closure);
    await form.getByLabel('Name').fill('Stocktake');
    await form.getByRole('radio', { name: 'Shop closure' }).check();
    await form.getByRole('button', { name: 'Add day' }).click();
    await calendar.getByText(`${formatShopDate(closure)} is now a shop closure: dispatch dates skip it.`).waitFor();
    await calendar.getByRole('row', { name: new RegExp(`${formatShopDate(closure)}.*Stocktake.*Shop closure`) }).waitFor();
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);

    // Adding it again: the server's words under the date.
    await form.getByLabel('Date').fill(closure);
    await form.getByLabel('Name').fill('Stocktake');
    await form.getByRole('button', { name: 'Add day' }).click();
    await form.getByText(`${formatShopDate(closure)} is already in the calendar as Stocktake.`).waitFor();
    expect(await form.getByLabel('Date').getAttribute('aria-invalid')).toBe('true');

    expect(await dispatchShown(viewport)).toBe(formatShopDate(after));

    // Remove it, after confirming.
    await calendar.getByRole('button', { name: `Remove Stocktake, ${formatShopDate(closure)}` }).click();
    await calendar.getByRole('group', { name: 'Remove Stocktake?' }).getByRole('button', { name: 'Yes, remove' }).click();
    await calendar.getByText(`${formatShopDate(closure)} (Stocktake) is a business day again.`).waitFor();
    expect(await calendar.getByRole('row', { name: /Stocktake/ }).count()).toBe(0);
    expect(await dispatchShown(viewport)).toBe(formatShopDate(before));
  });
});
