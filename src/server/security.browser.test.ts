/**
 * The shop's Content-Security-Policy in a real browser: the production build and the OpenAPI
 * browser run under it without a single violation, and it does refuse what it is meant to refuse
 * (an injected inline script). Every other browser test also fails on a violation (test/browser.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, isCspViolation, startBrowserShop, type BrowserShop } from '../../test/browser.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The CSP violations Chromium reports on the page, as they happen. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (isCspViolation(message.text())) seen.push(message.text());
  });
  return seen;
}

describe('Content-Security-Policy in the browser', () => {
  it('a configurator page and the cart load and price with no violation', async () => {
    const page = await shop.newPage(DESKTOP);
    const seen = cspViolations(page);
    const response = await page.goto('/stickers/vinyl/standard');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Sticker/);
    await expect.poll(() => page.getByText(/S\$\d/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // React style attributes and Radix positioning are inline styles: allowed by style-src.
    expect(await page.locator('[style]').count()).toBeGreaterThan(0);
    await page.goto('/cart');
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });

  it('the OpenAPI browser at /api/docs renders the API under its own policy', async () => {
    const page = await shop.newPage(DESKTOP);
    const seen = cspViolations(page);
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.locator('.swagger-ui .info .title').textContent(), { timeout: 15_000 }).toContain('Print shop API');
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(5);
    expect(seen).toEqual([]);
  });

  it("a quotation PDF opens in the browser's own viewer: the policy does not block it", async () => {
    const page = await shop.newPage(DESKTOP);
    const seen = cspViolations(page);
    await page.goto('/');
    const base = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1, quantity: 100 };
    const priced = (await (await page.request.get(`/api/pricing/v2?${new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)]))}`)).json()) as { data: { single_pricing: { total_price: number } } };
    const created = await page.request.post('/api/quotations', {
      data: { quotations: [{ ...base, cost: priced.data.single_pricing.total_price }], point_discount: 0, coupon_discount: 0 },
      headers: { origin: shop.baseUrl },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { quotation_no: string } };
    const response = await page.goto(`/pdf/quotation/preview?quotation_no=${data.quotation_no}`);
    expect(response?.status()).toBe(200);
    // Chromium's viewer is a frame of its own (an extension page) over an embed of the document.
    // (Chromium holds a PDF to frame-ancestors only, so object-src 'none' is safe to keep here.)
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
    expect(seen).toEqual([]);
  });

  it('an inline script injected into a page does not run, and the browser reports it', async () => {
    // A page of its own (shop.newPage fails any test on a violation, and this one is on purpose).
    const context = await shop.browser.newContext({ baseURL: shop.baseUrl });
    try {
      const page = await context.newPage();
      const seen = cspViolations(page);
      await page.goto('/');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "ran"';
        document.head.append(script);
        return document.documentElement.dataset.injected ?? null;
      });
      expect(ran).toBeNull();
      await expect.poll(() => seen.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
