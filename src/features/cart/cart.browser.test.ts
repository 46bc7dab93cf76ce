import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, DESKTOP, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';

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
])('configure, add to cart, see it in /cart (%s)', (_name, viewport) => {
  it('the line in the cart is the configuration and price the page showed', async () => {
    const page = await shop.newPage(viewport);
    await page.goto('/stickers/vinyl/standard');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
    await page.getByRole('radiogroup', { name: 'Finishing' }).getByRole('radio', { name: /Matte Laminate/ }).check({ force: true });
    await page.getByRole('radiogroup', { name: 'Quantity' }).getByRole('radio').nth(1).check({ force: true });
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    await expect.poll(async () => (await total.textContent())?.match(/S\$[\d,.]+/)?.[0]).toBeTruthy();
    const shownTotal = (await total.textContent())?.match(/S\$[\d,.]+/)?.[0];

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cartView = page.getByRole('dialog', { name: 'Added to your cart' });
    await cartView.waitFor();
    expect(await cartView.textContent()).toContain(shownTotal);
    await cartView.getByRole('link', { name: 'View cart' }).click();

    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    const line = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect.poll(() => line.count()).toBe(1);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('Matte Laminate');
    expect(text).toContain(shownTotal);
    expect(await page.getByRole('complementary', { name: 'Order summary' }).textContent()).toMatch(/Estimated dispatch: Fri, 27 Nov 2026/);
    expect(await page.getByRole('link', { name: /^Cart \(1\)$/ }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page), 'axe on /cart').toEqual([]);

    // Change the quantity: the line is re-priced by the server; then remove it.
    const before = await page.getByRole('complementary', { name: 'Order summary' }).textContent();
    await line.getByLabel('Quantity').fill('500');
    await line.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByRole('complementary', { name: 'Order summary' }).textContent()).not.toBe(before);
    expect(await line.getByLabel('Quantity').inputValue()).toBe('500');
    expect(await line.getByRole('button', { name: /^Remove .*\(500 pcs\)$/ }).count()).toBe(1);
    await line.getByRole('button', { name: /^Remove / }).click();
    await page.getByText('Your cart is empty.').waitFor();
  });
});

describe('adding the same configuration again', () => {
  it('grows its line, and the cart view says what the line now costs', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/stickers/paper/art');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    const cartView = page.getByRole('dialog', { name: 'Added to your cart' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartView.waitFor();
    expect(await cartView.textContent()).not.toContain('Added to the same configuration');
    await cartView.getByRole('button', { name: 'Continue shopping' }).click();
    await cartView.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartView.waitFor();
    await expect.poll(() => cartView.textContent()).toMatch(/Added to the same configuration already in your cart: [\d,]+ pieces now cost S\$[\d,]+\.\d{2}\./);
    expect(await cartView.getByRole('listitem').count()).toBe(1);
  });
});

describe('shipping choice in the cart', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('choosing Express charges its fee and brings the dispatch date forward (%s)', async (_name, viewport) => {
    const page = await shop.newPage(viewport);
    await page.goto('/stickers/paper/art');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const shipping = summary.getByRole('group', { name: 'Shipping' });
    await shipping.waitFor();
    expect(await shipping.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
    const standardText = (await summary.textContent()) ?? '';
    expect(standardText).toMatch(/Estimated dispatch: Fri, 27 Nov 2026 if you approve and pay before 6:00 PM today \(Singapore time\)\./);

    await shipping.getByRole('radio', { name: /Express/ }).check();
    await expect.poll(() => summary.textContent()).toMatch(/Shipping \(Express\)S\$15\.00/);
    expect(await summary.textContent()).toMatch(/Estimated dispatch: Wed, 25 Nov 2026/);
    expect(await seriousAccessibilityViolations(page), 'axe on /cart with the shipping choice').toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('Express picked in the price panel moves its dispatch line and the cart goes by it (%s)', async (_name, viewport) => {
    const page = await shop.newPage(viewport);
    await page.goto('/stickers/paper/art');
    const panel = page.getByRole('region', { name: 'Price and order' });
    const total = panel.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    const shipping = panel.getByRole('group', { name: 'Shipping' });
    await expect.poll(() => shipping.textContent()).toMatch(/StandardFreeDispatch Fri, 27 Nov 2026Arrives by Thu, 3 Dec 2026ExpressS\$15\.00Dispatch Wed, 25 Nov 2026Arrives by Thu, 26 Nov 2026/);
    expect(await panel.textContent()).toMatch(/Estimated dispatch: Fri, 27 Nov 2026if you approve and pay before 6:00 PM today \(Singapore time\)/);

    await shipping.getByRole('radio', { name: /Express/ }).check({ force: true });
    await expect.poll(() => panel.textContent()).toMatch(/Estimated dispatch: Wed, 25 Nov 2026/);
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.textContent()).toMatch(/Shipping \(Express\)S\$15\.00/);
    expect(await summary.getByRole('group', { name: 'Shipping' }).getByRole('radio', { name: /Express/ }).isChecked()).toBe(true);
  });
});

describe('proceeding to checkout', () => {
  it('Proceed to checkout opens the checkout page with the cart’s total', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/stickers/paper/art');
    await expect.poll(() => page.getByRole('status', { name: /Total/ }).textContent()).toMatch(/S\$\d/);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.waitFor();
    const total = /TotalS\$([\d,]+\.\d{2})/.exec((await summary.textContent()) ?? '')?.[1];
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(`S$${total}`);
  });
});
