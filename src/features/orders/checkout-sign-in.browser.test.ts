/**
 * A guest at checkout who types a member's email, at 1280 and 390 px: right under the email field
 * the page says 'Email Already Registered!' with a Sign in button (Place order points there);
 * signing in in the dialog keeps them on checkout with their cart and what they typed (the address
 * typed stays chosen over the account's saved one), and the order is placed as the member. No
 * request of the whole visit answers 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi, apiData } from '../../../test/browser-orders.js';
import { describeViolations } from '../../../test/page-helpers.js';
import { formatSgd } from '../../shared/money.js';
import { newMember, registerThroughApi, signOutThroughApi } from '../account/account-browser-helpers.js';
import { EMAIL_REGISTERED_TEXT, EMAIL_REGISTERED_TITLE, SIGNED_IN_TEXT } from '../account/web/RegisteredEmailSignIn.js';
import { SIGN_IN_TO_ORDER } from './web/CheckoutSignIn.js';

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
])("a guest typing a member's email at checkout (%s)", (_name, viewport) => {
  it('is offered Sign in at the email field, signs in there and keeps the cart and what was typed', async () => {
    // A member with a saved address, signed out.
    const member = newMember('Hui Min', 'Ong');
    const setup = await shop.newPage(viewport);
    await registerThroughApi(shop, setup, member);
    await apiData(await setup.request.post('/api/user/addresses', { data: { label: 'Office', address_line1: '1 Raffles Place, #20-01', postcode: '048616', phone: '61234567' } }));
    await signOutThroughApi(setup);

    const page = await shop.newPage(viewport);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    const cart = await addStickersThroughApi(page.request, 100);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel('First name').fill('Hui Min');
    await page.getByLabel('Last name').fill('Ong');
    await page.getByLabel('Phone').fill('9876 5432');
    await page.getByLabel('Address line 1').fill('Blk 456 Jurong West Street 42, #03-11');
    await page.getByLabel('Postcode').fill('640456');
    await page.getByLabel('Email', { exact: true }).fill(member.email.toUpperCase());

    // Right under the email field: the account exists, and Sign in. No code to verify for it.
    const contact = page.getByRole('group', { name: 'Contact' });
    const notice = contact.getByRole('status').filter({ hasText: EMAIL_REGISTERED_TITLE });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(EMAIL_REGISTERED_TEXT);
    expect(await page.getByRole('group', { name: 'Verify your email' }).count()).toBe(0);
    const emailBox = await page.getByLabel('Email', { exact: true }).boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(noticeBox!.y - (emailBox!.y + emailBox!.height), 'the notice sits right under the email field').toBeLessThan(40);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, `axe on checkout with the notice:\n${describeViolations(violations)}`).toEqual([]);

    // Place order says what to do and goes to Sign in.
    await page.getByRole('button', { name: 'Place order' }).click();
    await notice.getByRole('alert').getByText(SIGN_IN_TO_ORDER, { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in');

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: EMAIL_REGISTERED_TITLE });
    await dialog.waitFor();
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(SIGNED_IN_TEXT).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Still on checkout, signed in, with the guest's cart and everything typed.
    expect(new URL(page.url()).pathname).toBe('/checkout');
    const signedIn = contact.getByRole('status').filter({ hasText: "You're signed in as" });
    await signedIn.waitFor();
    expect(await signedIn.textContent()).toContain(member.email);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain("You're signed in as");
    expect(await contact.textContent()).toContain(member.email);
    expect(await page.getByLabel('Email', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Address line 1').inputValue()).toBe('Blk 456 Jurong West Street 42, #03-11');
    expect(await page.getByRole('radio', { name: 'A new address' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('9876 5432');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.getByTestId('checkout-total').textContent()).toBe(formatSgd(cart.total_cents));
    expect(await summary.getByRole('list', { name: 'Items' }).getByRole('listitem').count()).toBe(1);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/);
    const orderNo = page.url().split('/orders/')[1] ?? '';
    await page.getByRole('heading', { name: `Order ${orderNo}`, level: 1 }).waitFor();
    // The order is the member's: it is listed on their account.
    await page.goto('/account');
    await page.getByRole('region', { name: 'My orders' }).getByText(orderNo).waitFor();
    expect(refused, 'requests answered 401').toEqual([]);
  });
});
