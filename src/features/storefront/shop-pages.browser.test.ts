/**
 * The shop around the configurator, as a shopper deciding whether to trust it: the home page
 * (categories, best sellers with "from" prices, how ordering works, reviews), the footer reaching
 * every contact and policy page, the contact page showing the configured shop details, and /cart
 * opened directly with its buttons styled. At 1280 and 390 px, axe clean.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { shopSettings } from '../shop-info/shop-settings.js';

/** Settings unlike the defaults, so the pages are seen to print what is configured. */
const SHOP = shopSettings({
  SHOP_NAME: 'Lion City Labels',
  SHOP_ADDRESS: '1 Kaki Bukit Road 1, #03-05 Enterprise One, Singapore 415934',
  SHOP_PHONE: '+65 6123 4567',
  SHOP_EMAIL: 'orders@lioncitylabels.sg',
  SHOP_HOURS: 'Monday to Saturday, 10:00 AM to 7:00 PM',
  SHOP_UEN: '53123456A',
  SHOP_GST_NO: 'M2-1234567-8',
  SHOP_DPO_EMAIL: 'dpo@lioncitylabels.sg',
});
const BRAND_RGB = 'rgb(15, 118, 110)';

const PAGES = [
  { link: 'FAQ', path: '/faq', heading: 'Frequently asked questions', title: 'Frequently Asked Questions | Lion City Labels' },
  { link: 'Shipping & returns', path: '/shipping-returns', heading: 'Shipping & returns', title: 'Shipping & Returns | Lion City Labels' },
  { link: 'Contact us', path: '/contact', heading: 'Contact us', title: 'Contact Us | Lion City Labels' },
  { link: 'Terms of sale', path: '/terms', heading: 'Terms of sale', title: 'Terms of Sale | Lion City Labels' },
  { link: 'Privacy policy', path: '/privacy', heading: 'Privacy policy', title: 'Privacy Policy | Lion City Labels' },
] as const;

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop({ appOptions: { shopInfo: SHOP } });
});
afterAll(async () => {
  await shop?.close();
});
const newPage = (viewport: { width: number; height: number }) => shop.newPage(viewport);

/** The pictures of the page that don't load (lazy ones are fetched here, not scrolled to). */
async function brokenImages(page: Page): Promise<string[]> {
  const sources = await page.evaluate(() => [...document.images].map((img) => img.src));
  const broken: string[] = [];
  for (const src of sources) {
    const res = await page.request.get(src);
    if (!res.ok() || !/^image\//.test(res.headers()['content-type'] ?? '')) broken.push(src);
  }
  return broken;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('at %s width', (_name, viewport) => {
  it('the home page shows categories with pictures, best sellers from S$ prices, how ordering works and the reviews', async () => {
    const page = await newPage(viewport);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Custom stickers, labels and print/ }).waitFor();

    const categories = page.getByRole('region', { name: 'Shop by category' });
    await categories.getByRole('heading', { name: 'Paper Stickers' }).waitFor();
    for (const name of ['Vinyl Stickers', 'Special Stickers', 'Sticker Types', 'Business Cards', 'Badges & Magnets', 'Hang Tags']) {
      expect(await categories.getByRole('heading', { name }).count(), name).toBe(1);
    }
    expect(await categories.locator('img').count()).toBe(7);
    expect(await categories.getByRole('link', { name: /^Die Cut Stickers from S\$\d+\.\d{2}$/ }).count()).toBe(1);

    const sellers = page.getByRole('region', { name: 'Best sellers' }).getByRole('link');
    await expect.poll(() => sellers.count()).toBe(6);
    const texts = await sellers.allInnerTexts();
    for (const text of texts) expect(text).toMatch(/from S\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(texts[0]).toContain('Art Paper Stickers');
    expect(texts[0]).toMatch(/from S\$9\.00$/);

    const steps = page.getByRole('region', { name: 'How ordering works' }).getByRole('listitem');
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringMatching(/^Configure/),
      expect.stringMatching(/^Upload your artwork/),
      expect.stringMatching(/^Approve your free PDF proof/),
      expect.stringMatching(/^We print and dispatch/),
    ]);

    const reviews = page.getByRole('region', { name: 'What customers say' });
    await expect.poll(() => reviews.textContent()).toMatch(/[\d,]+ reviews from customers/);
    expect(await reviews.getByRole('link', { name: /^Stickers [1-5]\.\d out of 5 [\d,]+ reviews?$/ }).count()).toBe(1);

    expect(await brokenImages(page)).toEqual([]);
    expect(await seriousAccessibilityViolations(page), 'axe on /').toEqual([]);

    // A best seller opens its configurator page.
    await sellers.first().click();
    await page.waitForURL(/\/stickers\/paper\/art$/);
  });

  it('the footer reaches every contact and policy page, each with its own title', async () => {
    const page = await newPage(viewport);
    const metaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/seo/meta')) metaRequests.push(new URL(request.url()).searchParams.get('url_from') ?? '');
    });
    await page.goto('/');
    const homeTitle = await page.title();
    const footer = page.getByRole('contentinfo');
    for (const target of PAGES) {
      await footer.getByRole('link', { name: target.link, exact: true }).click();
      await page.waitForURL(new RegExp(`${target.path}$`));
      await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
      await expect.poll(() => page.title()).toBe(target.title);
    }
    // A reload of a policy page is the same page, served with its own head.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(await page.title()).toBe('Privacy Policy | Lion City Labels');
    expect(await page.getByRole('main').textContent()).toContain('dpo@lioncitylabels.sg');
    expect(await seriousAccessibilityViolations(page), 'axe on /privacy').toEqual([]);

    // Back to the home page, now reached in the browser (the reloaded page was served as /privacy):
    // its own head again. Each page reached in the browser asked for its head; a page served with
    // its head (/ at first, /privacy on the reload) never did.
    await page.evaluate((steps) => history.go(-steps), PAGES.length);
    await page.waitForURL(/\/$/);
    await expect.poll(() => page.title()).toBe(homeTitle);
    expect(metaRequests).toEqual([...PAGES.map((target) => target.path), '/']);
  });

  it('the contact page and the footer show the configured address, phone, e-mail, hours, UEN and GST number', async () => {
    const page = await newPage(viewport);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByText('53123456A').waitFor();
    const text = (await main.textContent()) ?? '';
    for (const value of [SHOP.address, SHOP.hours, 'M2-1234567-8', 'Lion City Labels']) expect(text).toContain(value);
    expect(await main.getByRole('link', { name: '+65 6123 4567' }).getAttribute('href')).toBe('tel:+6561234567');
    expect(await main.getByRole('link', { name: 'orders@lioncitylabels.sg' }).first().getAttribute('href')).toBe('mailto:orders@lioncitylabels.sg');
    expect(text).toContain('include GST');
    const footer = (await page.getByRole('contentinfo').textContent()) ?? '';
    expect(footer).toContain('UEN 53123456A · GST Reg. No. M2-1234567-8');
    expect(footer).toContain('+65 6123 4567');
    expect(await seriousAccessibilityViolations(page), 'axe on /contact').toEqual([]);

    // Keyboard: the phone link takes focus with a visible outline.
    await main.getByRole('link', { name: '+65 6123 4567' }).focus();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe('solid');
  });

  it('/cart opened directly has styled buttons', async () => {
    const page = await newPage(viewport);
    await page.goto('/stickers/paper/art');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();

    // A new document: only what /cart itself loads is on the page.
    await page.goto('/cart');
    const checkout = page.getByRole('link', { name: 'Proceed to checkout' });
    await checkout.waitFor();
    const style = await checkout.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color, radius: s.borderTopLeftRadius, height: el.getBoundingClientRect().height };
    });
    expect(style).toMatchObject({ background: BRAND_RGB, color: 'rgb(255, 255, 255)', radius: '10px' });
    expect(style.height).toBeGreaterThanOrEqual(44);
    const update = page.getByRole('button', { name: 'Update' });
    expect(await update.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await seriousAccessibilityViolations(page), 'axe on /cart').toEqual([]);
  });
});
