/**
 * The QUOTE modal (issue 10): "Request a Quote" from a configuration beyond the online price list
 * sends a 'Special Size' request; the thank-you view, the database row, the email check.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { describeViolations, heightInput, openConfigurator, requestQuoteButton, widthInput } from '../../../test/page-helpers.js';
import { quoteRequests } from './quote-request.tables.js';
import { newEmail, newMember, registerThroughApi } from '../account/account-browser-helpers.js';

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
])('Request a Quote (%s)', (_name, viewport) => {
  it('an anonymous shopper sends a Special Size request for an oversize sticker and sees the thank-you view', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/paper/art');
    await widthInput(page).fill('2000');
    await heightInput(page).fill('900');
    await requestQuoteButton(page).click();

    const modal = page.getByRole('dialog', { name: 'QUOTE' });
    await modal.waitFor();
    await expect.poll(() => modal.getByText(/2000 x 900 mm/).count()).toBe(1);
    expect(describeViolations(await seriousAccessibilityViolations(page))).toBe('');

    // Nothing typed: the form says what is missing, in the catalogue's words.
    await modal.getByRole('button', { name: 'Send Quote' }).click();
    await modal.getByText('Please enter the first name.').waitFor();
    await modal.getByText('Please enter the email address.').waitFor();

    const email = newEmail('quote');
    await modal.getByLabel('First name').fill('Siti');
    await modal.getByLabel('Last name').fill('Rahman');
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Send Quote' }).click();
    await modal.getByText('Your Quote Request has been sent!').waitFor();
    await modal.getByText('We will respond to you shortly.').waitFor();

    const dataLayer = await page.evaluate(() => window.dataLayer);
    expect(dataLayer).toEqual([expect.objectContaining({ event: 'quote_request_sent', quote_type: 'Special Size', attachments: 0 })]);
    const requestNo = String(dataLayer?.[0]?.request_no);
    const [row] = await shop.database.db.select().from(quoteRequests).where(eq(quoteRequests.request_no, requestNo));
    expect(row).toMatchObject({ quote_type: 'Special Size', first_name: 'Siti', last_name: 'Rahman', email });
    expect(row?.comment).toContain('2000 x 900 mm');

    // Now a guest: the next request is prefilled, the email shown as text.
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await requestQuoteButton(page).click();
    await modal.getByText(email).waitFor();
    await expect.poll(() => modal.getByLabel('First name').inputValue()).toBe('Siti');
  });
});

describe('the email check', () => {
  it('a registered email asks the shopper to sign in, then the request goes out as the member', async () => {
    const member = newMember('Wei Jie', 'Lim');
    const setup = await shop.newPage();
    await registerThroughApi(shop, setup, member);

    const page = await shop.newPage();
    await openConfigurator(page, '/stickers/paper/art');
    await widthInput(page).fill('2000');
    await heightInput(page).fill('900');
    await requestQuoteButton(page).click();
    const modal = page.getByRole('dialog', { name: 'QUOTE' });
    await modal.getByLabel('First name').fill('Wei Jie');
    await modal.getByLabel('Last name').fill('Lim');
    await modal.getByLabel('Email').fill(member.email);

    const guestAuth = page.getByRole('dialog', { name: 'Email Already Registered!' });
    await guestAuth.waitFor();
    await guestAuth.getByRole('button', { name: 'Close' }).first().click();
    await guestAuth.waitFor({ state: 'hidden' });
    // Cancelling clears the email; typed again, the sign-in step comes back.
    await expect.poll(() => modal.getByLabel('Email').inputValue()).toBe('');
    await modal.getByLabel('Email').fill(member.email);
    await guestAuth.waitFor();
    await guestAuth.getByLabel('Password').fill(member.password);
    await guestAuth.getByRole('button', { name: 'Continue' }).click();
    await guestAuth.waitFor({ state: 'hidden', timeout: 10_000 });
    await modal.getByRole('button', { name: 'Send Quote' }).click();
    await modal.getByText('Your Quote Request has been sent!').waitFor();
    const rows = await shop.database.db.select().from(quoteRequests).where(eq(quoteRequests.email, member.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.member_id).not.toBeNull();
  });
});

describe('a disposable email', () => {
  it("shows the server's message on the email field and blocks Send Quote, typed before the form's prefill arrived", async () => {
    const page = await shop.newPage();
    await openConfigurator(page, '/stickers/paper/art');
    await widthInput(page).fill('2000');
    await heightInput(page).fill('900');
    // Who is asking (the prefill) answers only after the shopper typed, as on a slow line: what they typed stays.
    let answerRequester = (): void => undefined;
    const typed = new Promise<void>((resolve) => (answerRequester = resolve));
    await page.route('**/api/quote/requester*', async (route) => {
      await typed;
      await route.continue();
    });
    await requestQuoteButton(page).click();
    const modal = page.getByRole('dialog', { name: 'QUOTE' });
    await modal.getByLabel('First name').fill('Mei Ling');
    await modal.getByLabel('Email').fill('someone@mailinator.com');
    const requesterAnswered = page.waitForResponse('**/api/quote/requester*');
    answerRequester();
    await requesterAnswered;
    await modal.getByText("Sorry, we don't allow disposable email address.").waitFor();
    expect(await modal.getByLabel('Email').inputValue()).toBe('someone@mailinator.com');
    expect(await modal.getByLabel('First name').inputValue()).toBe('Mei Ling');
    expect(await modal.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await modal.getByRole('button', { name: 'Send Quote' }).isDisabled()).toBe(true);
  });
});
