/**
 * My account's Profile at 1280 and 390 px: Edit profile opens the name and phone fields in place
 * (focus in the first), wrong entries are said beside their fields, Save says so and shows the new
 * name and phone ("+65 9123 4567") at once, in the header's greeting too, and checkout starts from
 * them without a reload; Escape (or Cancel) closes the form and hands focus back to Edit profile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi } from '../../../test/browser-orders.js';
import { describeViolations } from '../../../test/page-helpers.js';
import { newMember, registerThroughApi } from './account-browser-helpers.js';
import { ACCOUNT_MESSAGES } from './account-rules.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement instanceof HTMLInputElement ? document.activeElement.labels?.[0]?.textContent : document.activeElement?.textContent) ?? null);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('profile (%s)', (_name, viewport) => {
  it('edits the name and phone in place; the header and checkout follow at once', async () => {
    const page = await shop.newPage(viewport);
    const member = newMember('Siew Ling', 'Goh');
    await registerThroughApi(shop, page, member);
    await addStickersThroughApi(page.request, 100);
    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText(member.email).waitFor();
    expect(await profile.textContent()).toContain('PhoneNot given');

    await profile.getByRole('button', { name: 'Edit profile' }).click();
    const form = profile.getByRole('form', { name: 'Edit profile' });
    await form.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('First name');
    expect(await form.getByLabel('First name').inputValue()).toBe('Siew Ling');

    // Wrong entries: each message beside its field, focus on the first, nothing saved.
    await form.getByLabel('First name').fill('');
    await form.getByLabel('Phone (optional)').fill('1234 567');
    await form.getByRole('button', { name: 'Save' }).click();
    const firstNameId = await form.getByLabel('First name').getAttribute('id');
    await expect.poll(() => page.locator(`[id="${firstNameId}-error"]`).textContent()).toBe(ACCOUNT_MESSAGES.firstNameRequired);
    expect(await form.getByLabel('Phone (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').allTextContents()).toEqual([ACCOUNT_MESSAGES.firstNameRequired, ACCOUNT_MESSAGES.phoneInvalid]);
    await expect.poll(() => focusedLabel(page)).toBe('First name');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, `axe on the profile form with its messages:\n${describeViolations(violations)}`).toEqual([]);

    // Typed as a shopper types it; shown in the shop's one format.
    await form.getByLabel('First name').fill('Mei Ling');
    await form.getByLabel('Last name').fill('Tan');
    await form.getByLabel('Phone (optional)').fill('+65 9123-4567');
    await form.getByRole('button', { name: 'Save' }).click();
    await profile.getByRole('status').getByText(ACCOUNT_MESSAGES.profileSaved, { exact: true }).waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ACCOUNT_MESSAGES.profileSaved);
    const shown = (await profile.textContent()) ?? '';
    expect(shown).toContain('NameMei Ling Tan');
    expect(shown).toContain('Phone+65 9123 4567');
    expect(await page.locator('.account-head .lead').textContent()).toBe('Welcome back, Mei Ling.');
    await page.getByRole('button', { name: 'Account of Mei Ling' }).waitFor();

    // Escape closes the form without saving; focus returns to Edit profile.
    await profile.getByRole('button', { name: 'Edit profile' }).click();
    await form.getByLabel('Last name').fill('Someone else');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Edit profile');
    expect(await profile.textContent()).toContain('NameMei Ling Tan');

    // Checkout, reached without a reload, starts from the new name and phone.
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Mei Ling');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Tan');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+65 9123 4567');
  });
});
