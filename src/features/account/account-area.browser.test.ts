/**
 * The account area (/account) in Chromium: the sign-in prompt for visitors (signing in keeps them
 * there); profile, points, quotations and cart of a member whose guest cart moved to the account;
 * the address book (add, edit, delete, default) and change password with the catalogue's exact
 * messages; notification settings kept after a reload. At 1280 and 390 px where layout matters,
 * with axe.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { describeViolations } from '../../../test/page-helpers.js';
import { newMember, registerThroughApi, signOutThroughApi, type TestMember } from './account-browser-helpers.js';
import { TINY_PDF } from '../../../test/order-proof.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

async function expectAlert(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByRole('alert').getByText(text, { exact: true }).waitFor({ state: 'visible' });
}

async function expectStatus(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByRole('status').getByText(text, { exact: true }).waitFor({ state: 'visible' });
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, `axe on ${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** A page signed in as a new member, on /account. */
async function memberOnAccount(viewport: { width: number; height: number }, member: TestMember = newMember()): Promise<Page> {
  const page = await shop.newPage(viewport);
  await registerThroughApi(shop, page, member);
  const response = await page.goto('/account');
  expect(response?.status(), 'HTTP status of /account').toBe(200);
  await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
  return page;
}

describe('a visitor on /account', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('sees the sign-in prompt; signing in keeps them on their account (%s)', async (_name, viewport) => {
    const member = newMember('Farah', 'Ismail');
    const setup = await shop.newPage(viewport);
    await registerThroughApi(shop, setup, member);
    await signOutThroughApi(setup);

    const page = await shop.newPage(viewport);
    await page.goto('/account');
    await page.getByText('Sign in to see your profile, addresses, points, quotations and cart.').waitFor();
    // The sign-in modal opens by itself.
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, '/account signed out, with the sign-in modal');
    await dialog.getByLabel('Email', { exact: true }).fill(member.email);
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'SIGN IN' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.getByRole('region', { name: 'Profile' }).getByText(member.email).waitFor();
    // Focus goes to the account's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('My account');
  });
});

describe('what the member has', () => {
  it('profile, 2 welcome points, the quotation made and the cart brought from the guest visit', async () => {
    const page = await shop.newPage(DESKTOP);
    // As a guest: one cart line.
    await page.goto('/stickers/paper/art');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const added = page.getByRole('dialog', { name: 'Added to your cart' });
    await added.getByRole('button', { name: 'Continue shopping' }).click();
    await added.waitFor({ state: 'hidden' });

    // Registering moves the guest's cart to the member; the quotation is made as the member.
    const member = newMember('Daniel', 'Goh');
    await registerThroughApi(shop, page, member);
    await page.reload();
    await expect.poll(() => page.getByRole('status', { name: /Total/ }).getAttribute('aria-busy')).toBe('false');
    await page.getByRole('button', { name: 'Print Quote' }).click();
    const modal = page.getByRole('dialog', { name: /^Quotation Q\d{6}-[A-Z0-9]{6}$/ });
    await modal.waitFor();
    const quotationNo = ((await modal.getByRole('heading').first().textContent()) ?? '').match(/Q\d{6}-[A-Z0-9]{6}/)?.[0] ?? '';
    expect(quotationNo).not.toBe('');
    await page.keyboard.press('Escape');

    await page.goto('/account');
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    const profileText = (await profile.textContent()) ?? '';
    expect(profileText).toContain(`${member.firstName} ${member.lastName}`);
    expect(profileText).toContain(member.email);
    // Member since, in Singapore style (the shop's pinned date: 23 Nov 2026).
    expect(profileText).toContain('Member since23 Nov 2026');

    const points = page.getByRole('region', { name: 'Points' });
    await expect.poll(() => points.textContent()).toMatch(/^Points2 points/);
    expect(await points.getByRole('row').nth(1).textContent()).toBe('23 Nov 2026Welcome points for registering+2');

    const quotations = page.getByRole('region', { name: 'My quotations' });
    const link = quotations.getByRole('link', { name: new RegExp(quotationNo) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/pdf/quotation/preview?quotation_no=${quotationNo}`);
    expect(await quotations.getByRole('row').nth(1).textContent()).toMatch(new RegExp(`${quotationNo}.*23 Nov 2026.*1S\\$[\\d,]+\\.\\d{2}$`));

    const cart = page.getByRole('region', { name: 'My cart' });
    await cart.getByRole('link', { name: 'View cart (1)' }).waitFor();
    expect(await cart.textContent()).toMatch(/Your cart has 1 line, S\$[\d,]+\.\d{2} in total\./);
    await expectNoAxeViolations(page, '/account');
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('address book (%s)', (_name, viewport) => {
  it('adds, refuses a duplicate, edits, sets the default and deletes, saying each in the catalogue words', async () => {
    const page = await memberOnAccount(viewport, newMember('Nur', 'Hidayah'));
    const book = page.getByRole('region', { name: 'Address book' });
    await book.getByText('No addresses yet. Add one for your deliveries.').waitFor();

    await book.getByRole('button', { name: 'Add address' }).click();
    const form = book.getByRole('form', { name: 'New address' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Save address' }).click();
    await expectAlert(form, 'Address label is required. Please try again.');
    await expectAlert(form, 'Address Line 1 is required. Please try again.');
    await expectAlert(form, 'Postcode is required. Please try again.');
    await expectAlert(form, 'Phone number is required. Please try again.');
    await expectNoAxeViolations(page, 'the address form with its messages');

    await form.getByLabel('Address label').fill('Home');
    await form.getByLabel('Address Line 1').fill('Blk 123 Tampines Street 11');
    await form.getByLabel('Address Line 2 (optional)').fill('#05-67');
    // Only digits are kept, 6 of them at most; five are not a Singapore postcode.
    await form.getByLabel('Postcode').fill('52a123');
    expect(await form.getByLabel('Postcode').inputValue()).toBe('52123');
    await expectAlert(form, 'Please enter a valid 6-digit Singapore postcode.');
    await form.getByLabel('Postcode').fill('521123');
    await form.getByLabel('Phone').fill('9123 4567');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expectStatus(book, 'Your new address has been added successfully.');
    // Focus is on the message after saving.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your new address has been added successfully.');
    const home = book.getByRole('listitem', { name: 'Home (default)' });
    await home.waitFor();
    expect(await home.textContent()).toContain('Blk 123 Tampines Street 11#05-67Singapore 521123');

    // The same address again.
    await book.getByRole('button', { name: 'Add address' }).click();
    const again = book.getByRole('form', { name: 'New address' });
    await again.getByLabel('Address label').fill('Home again');
    await again.getByLabel('Address Line 1').fill('blk 123 tampines street 11');
    await again.getByLabel('Address Line 2 (optional)').fill('#05-67');
    await again.getByLabel('Postcode').fill('521123');
    await again.getByLabel('Phone').fill('91234567');
    await again.getByRole('button', { name: 'Save address' }).click();
    await expectAlert(again, 'You are using an address that already exist.');

    // A second address, then make it the default.
    await again.getByLabel('Address label').fill('Office');
    await again.getByLabel('Address Line 1').fill('61 Ubi Avenue 1');
    await again.getByLabel('Address Line 2 (optional)').fill('#04-12 UB Point');
    await again.getByLabel('Postcode').fill('408941');
    await again.getByLabel('Phone').fill('+65 6741 2280');
    await again.getByRole('button', { name: 'Save address' }).click();
    await expectStatus(book, 'Your new address has been added successfully.');
    await book.getByRole('button', { name: 'Set as default: Office' }).click();
    await expectStatus(book, 'Office is now your default address.');
    await book.getByRole('listitem', { name: 'Office (default)' }).waitFor();
    await book.getByRole('listitem', { name: 'Home', exact: true }).waitFor();

    // Edit: a message per field as it is typed, then saved.
    await book.getByRole('button', { name: 'Edit Home' }).click();
    const edit = book.getByRole('form', { name: 'Edit Home' });
    await edit.getByLabel('Address Line 1').fill('');
    await edit.getByLabel('Address Line 1').blur();
    await expectAlert(edit, 'Address Line 1 is required. Please try again.');
    await edit.getByLabel('Address Line 1').fill('Blk 124 Tampines Street 11');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expectStatus(book, 'Your existing address has been edited successfully.');
    expect(await book.getByRole('listitem', { name: 'Home', exact: true }).textContent()).toContain('Blk 124 Tampines Street 11');
    await expectNoAxeViolations(page, 'the address book');

    // Delete, after confirming.
    await book.getByRole('button', { name: 'Delete Home' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Blk 124 Tampines Street 11');
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expectStatus(book, 'The address has been deleted.');
    expect(await book.getByRole('listitem').count()).toBe(1);

    // Kept by the server: after a reload the book is the same.
    await page.reload();
    await page.getByRole('region', { name: 'Address book' }).getByRole('listitem', { name: 'Office (default)' }).waitFor();
  });
});

describe('change password', () => {
  it('says each catalogue message, then changes it; the new password signs in', async () => {
    const member = newMember('Kelvin', 'Chua');
    const page = await memberOnAccount(DESKTOP, member);
    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByRole('button', { name: 'Change password' }).click();
    await expectAlert(section, 'Old password is required. Please try again.');
    await expectAlert(section, 'New password is required. Please try again.');
    await expectAlert(section, 'Confirm password is required. Please try again.');

    await section.getByLabel('Old password').fill('not-my-password');
    await section.getByLabel('New password').fill('mee-pok-tah-2');
    await section.getByLabel('Confirm password').fill('mee-pok-tah-3');
    await expectAlert(section, 'New password and confirm password do not match.');
    await section.getByLabel('Confirm password').fill('mee-pok-tah-2');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expectAlert(section, 'Old password is incorrect. Please try again.');

    await section.getByLabel('Old password').fill(member.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expectStatus(section, 'Your password has been changed.');
    expect(await section.getByLabel('Old password').inputValue()).toBe('');

    // Signed out and in again with the new password.
    await signOutThroughApi(page);
    const response = await page.request.post('/api/user/login', { data: { email: member.email, password: 'mee-pok-tah-2' } });
    expect(response.status()).toBe(200);
  });
});

describe('notification settings', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('"All notifications" turns the four on and off together, and every setting stays after a reload (%s)', async (_name, viewport) => {
    const page = await memberOnAccount(viewport, newMember('Priya', 'Nair'));
    const settings = () => page.getByRole('region', { name: 'Notification settings' });
    const box = (name: string) => settings().getByRole('checkbox', { name: new RegExp(`^${name}`) });
    const states = async () => Promise.all(['All notifications', 'Marketing', 'Promotions', 'Cart reminders', 'Review requests'].map((name) => box(name).isChecked()));
    // Registered without subscribing: all off.
    expect(await states()).toEqual([false, false, false, false, false]);

    await box('All notifications').check();
    await expect.poll(states).toEqual([true, true, true, true, true]);
    await expectStatus(settings(), 'Your notification settings have been saved.');
    await box('Cart reminders').uncheck();
    await expect.poll(states).toEqual([false, true, true, false, true]);

    // Some on: "All notifications" is mixed, and ticking it turns the four on.
    expect(await box('All notifications').getAttribute('aria-checked')).toBeNull();
    expect(await box('All notifications').evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);

    await page.reload();
    await expect.poll(states).toEqual([false, true, true, false, true]);
    await box('All notifications').check();
    await expect.poll(states).toEqual([true, true, true, true, true]);
    await box('All notifications').uncheck();
    await expect.poll(states).toEqual([false, false, false, false, false]);
    await box('Review requests').check();
    await expect.poll(states).toEqual([false, false, false, false, true]);
    await page.reload();
    await expect.poll(states).toEqual([false, false, false, false, true]);
    await expectNoAxeViolations(page, 'notification settings');
  });
});

describe('my quote requests', () => {
  it('a request the member sent is listed with its status, what was asked and its file', async () => {
    const page = await memberOnAccount(DESKTOP, newMember('Farah', 'Ismail'));
    // A real one-page PDF: quote request files are preflighted, and a hollow PDF is refused as damaged.
    const pdf = Buffer.from(TINY_PDF);
    const sent = await page.request.post('/api/quote/create/quote-request', {
      headers: { 'idempotency-key': `test-${Date.now()}` },
      multipart: {
        quote_type: 'Special Size',
        featured_item_id: '2',
        product_id: '5',
        cutting_id: '1',
        width: '900',
        height: '600',
        quantity: '2000',
        comment: 'Standard Vinyl Stickers — Die Cut, 900 × 600 mm',
        'attachments[]': { name: 'logo.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const requestNo = ((await sent.json()) as { data: { request_no: string } }).data.request_no;

    await page.reload();
    const section = page.getByRole('region', { name: 'My quote requests' });
    await expect.poll(() => section.textContent()).toContain(requestNo);
    const text = (await section.textContent()) ?? '';
    expect(text).toContain('Special Size');
    expect(text).toContain('Received: we will reply by email within one business day');
    expect(text).toContain('logo.pdf');
    await expectNoAxeViolations(page, 'my quote requests');
  });
});

describe("a guest's quote requests", () => {
  it('someone who sent a quote request without an account sees it on /account, above nothing of a member', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    const sent = await page.request.post('/api/quote/create/quote-request', {
      headers: { 'idempotency-key': `guest-${Date.now()}` },
      multipart: { quote_type: 'Special Size', firstname: 'Wei', lastname: 'Lim', email_address: 'wei.guest@example.sg', featured_item_id: '2', product_id: '5', cutting_id: '1', width: '900', height: '600', quantity: '2000' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const requestNo = ((await sent.json()) as { data: { request_no: string } }).data.request_no;
    await page.goto('/account');
    // The sign-in modal opens by itself for anyone signed out (and hides the page from assistive
    // technology while open); the guest closes it and reads their requests.
    const signIn = page.getByRole('dialog', { name: 'Sign in to your account' });
    await signIn.waitFor();
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached' });
    const section = page.getByRole('region', { name: 'Your quote requests' });
    await expect.poll(() => section.textContent()).toContain(requestNo);
    expect(await section.textContent()).toContain('Received: we will reply by email within one business day');
  });
});

