/**
 * Shop pages rendered on the server (issue 24, src/web/entry-server.tsx): the HTML, fetched
 * without a browser, already holds the page (a configurator's product name, the price of the
 * configuration it opens on with its dispatch date, and its main picture; home's categories with
 * their prices, the FAQ, the cart and checkout shells, "Page not found"), whose scripts start
 * after its first paint from one inline script the Content-Security-Policy allows by its hash;
 * a browser with JavaScript off shows it; and with JavaScript the page is hydrated, not drawn
 * again: the server's elements stay, no hydration mismatch is logged (test/browser.ts fails a test
 * on one), and the page works (a click on a quantity prices it).
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, pageSettled, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { formatSgd } from '../../shared/money.js';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.js';
import { OPENING_PRICE_DATA } from '../pricing/page-data.js';
import type { PricingData } from '../pricing/pricing.schemas.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The text of the server-rendered app (#root), as a crawler or a browser without scripts reads it. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script data-entry=', start);
  const inner = start < 0 ? '' : html.slice(start, end < 0 ? undefined : end);
  return inner
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The configurator pages checked, with the product name each opens on. */
const CONFIGURATORS = [
  { path: '/stickers/paper/art', name: 'Art Paper Stickers', image: '/images/products/art-paper/main.webp' },
  { path: '/stickers/roll', name: 'Roll Stickers', image: undefined },
  { path: '/business-cards', name: 'Business Cards', image: undefined },
];

function embeddedData(html: string): PageData {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return JSON.parse(match?.[1] ?? '{}') as PageData;
}

/** pricing/v2's answer for the configuration the page opens on (the parameters it embedded). */
async function openingPricing(html: string): Promise<PricingData> {
  const opening = embeddedData(html)[OPENING_PRICE_DATA] as { params: Record<string, string | number> } | undefined;
  expect(opening, 'the page embeds its opening configuration').toBeDefined();
  const query = new URLSearchParams(Object.entries(opening?.params ?? {}).map(([name, value]) => [name, String(value)]));
  return ((await (await fetch(`${shop.baseUrl}/api/pricing/v2?${query}`)).json()) as { data: PricingData }).data;
}

/**
 * The page's scripts start after its first paint (scripts-after-paint.ts): nothing in the HTML
 * fetches a script as the page loads, and its one inline script, the one that starts them after
 * the first frame with the entry module and the route's chunks (`routeChunk`), is allowed by the
 * page's Content-Security-Policy by its hash (and no other inline script would be).
 */
function expectScriptsAfterPaint(html: string, csp: string, routeChunk: RegExp): void {
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).not.toContain('<link rel="modulepreload"');
  const inline = [...html.matchAll(/<script(?![^>]*\btype="application\/(?:json|ld\+json)")([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(inline).toHaveLength(1);
  const [, attributes = '', code = ''] = inline[0] ?? [];
  expect(attributes).toMatch(/ data-entry="\/assets\/index-[^"]+\.js"/);
  expect(/ data-modules="([^"]*)"/.exec(attributes)?.[1]).toMatch(routeChunk);
  expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
  // The script is the page's last element: everything above it is on screen before it runs.
  expect(html.slice(html.indexOf(code) + code.length)).toMatch(/^<\/script>\s*<\/body>\s*<\/html>\s*$/);
}

const SERVER_RENDERED = [
  { path: '/', reads: /Shop by category.*Paper Stickers.*from S\$\d+\.\d\d/, chunk: /\/assets\/jsx-runtime-[^" ]+\.js/ },
  { path: '/faq', reads: /Frequently asked questions|FAQ/i, chunk: /\/assets\/InfoPages-[^" ]+\.js/ },
  // A first visit: no cart yet, so the server shows the empty cart (a visitor with one gets the shell).
  { path: '/cart', reads: /Your cart.*Your cart is empty\. Browse our products to get an instant quote\./, chunk: /\/assets\/CartPage-[^" ]+\.js/ },
  { path: '/checkout', reads: /Loading checkout…/, chunk: /\/assets\/CheckoutPage-[^" ]+\.js/ },
  { path: '/no-such-page', reads: /Page not found/, chunk: /\/assets\/jsx-runtime-[^" ]+\.js/ },
];

describe('the HTML without a browser', () => {
  it.each(CONFIGURATORS)('$path names the product, its opening price and dispatch date, and shows its picture (preloaded); its scripts wait for the first paint', async ({ path, name, image }) => {
    const response = await fetch(`${shop.baseUrl}${path}`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const text = rootText(html);
    expect(text).toContain(name);
    const total = (await openingPricing(html)).single_pricing?.total_price_cents ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(text).toContain(`Total ${formatSgd(total)}`);
    expect(text).toMatch(/Estimated dispatch: \w{3}, \d{1,2} \w{3} \d{4}/);
    const [, picture] = /<img class="pg-stage__img" src="([^"]+)"/.exec(html) ?? [];
    expect(picture).toBeDefined();
    if (image) expect(picture).toBe(image);
    // React writes the picture's preload (with the <img>'s high priority) at the top of the body; no second one in the head.
    expect(html.match(new RegExp(`<link rel="preload" as="image"[^>]*href="${picture}"`, 'g'))).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${picture}" fetchPriority="high"/>`));
    // Its stylesheets apply from the first paint.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/ConfiguratorPage-[^"]+\.css"/);
    // Only those: a closed dialog's stylesheet comes when it loads, and holds back no first paint.
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*(QuoteModal|QuotationModal|CompareTray|LetteringDesigner)-/);
    expectScriptsAfterPaint(html, csp, /\/assets\/ConfiguratorPage-[^" ]+\.js/);
  });

  it('the lettering designer page brings the designer’s chunks and stylesheets with its own (the designer is its first screen)', async () => {
    const response = await fetch(`${shop.baseUrl}/vinyl-lettering-designer`);
    const html = await response.text();
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/LetteringDesigner-[^"]+\.css"/);
    expectScriptsAfterPaint(html, response.headers.get('content-security-policy') ?? '', /\/assets\/LetteringDesigner-[^" ]+\.js/);
    expect(rootText(html)).toMatch(/Type your text/);
  });

  it.each(SERVER_RENDERED)('$path holds its page, the header and the footer; its scripts wait for the first paint', async ({ path, reads, chunk }) => {
    const response = await fetch(`${shop.baseUrl}${path}`);
    const html = await response.text();
    const text = rootText(html);
    expect(text).toMatch(reads);
    expect(text).toContain('Skip to content');
    expect(text).toMatch(/© \d{4} Print Shop Singapore/);
    expectScriptsAfterPaint(html, response.headers.get('content-security-policy') ?? '', chunk);
  });

  it('staff pages, the account and registration are left to the browser (an empty root)', async () => {
    for (const path of ['/staff', '/staff/orders', '/account', '/register']) {
      expect(await (await fetch(`${shop.baseUrl}${path}`)).text(), path).toContain('<div id="root"></div>');
    }
  });
});

describe('with JavaScript off', () => {
  it('a configurator page reads right: name, options, price, picture', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false, baseURL: shop.baseUrl, viewport: MOBILE });
    try {
      const page = await context.newPage();
      await page.goto('/stickers/paper/art');
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Art Paper Stickers');
      expect(await page.locator('.price-total-amount').textContent()).toMatch(/^S\$\d+\.\d\d$/);
      expect(await page.getByText('Die Cut', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.locator('img.pg-stage__img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the home page reads right: its heading, categories and prices', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false, baseURL: shop.baseUrl, viewport: MOBILE });
    try {
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/stickers/i);
      expect(await page.getByRole('heading', { name: 'Shop by category' }).isVisible()).toBe(true);
      expect(await page.getByText(/^from S\$\d+\.\d\d$/).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Paper Stickers/ }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

/** Records, from before any script runs, whether the server's first element in #root was ever taken out (a client render would replace it). */
async function watchServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { replaced: false, rendered: false };
    (window as unknown as { serverElements: typeof state }).serverElements = state;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      const first = root?.firstElementChild;
      if (!root || !first) return;
      state.rendered = true;
      new MutationObserver(() => {
        if (!first.isConnected) state.replaced = true;
      }).observe(root, { childList: true });
    });
  });
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('hydration (%s)', (_name, viewport) => {
  it('keeps the server’s HTML on every server-rendered page, and the page works after it', async () => {
    const page = await shop.newPage(viewport);
    await watchServerElements(page);
    for (const path of [...SERVER_RENDERED.map((p) => p.path), ...CONFIGURATORS.map((c) => c.path), '/stickers/vinyl/vinyl-lettering', '/vinyl-lettering-designer']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await pageSettled(page);
      const state = await page.evaluate(() => (window as unknown as { serverElements?: { replaced: boolean; rendered: boolean } }).serverElements);
      expect(state, path).toEqual({ rendered: true, replaced: false });
    }
    // Hydrated, the page answers: a category link navigates in the app, and another quantity is priced.
    await page.goto('/');
    await page.getByRole('link', { name: /Paper Stickers/ }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /Paper Stickers/ }).first().waitFor();
    await page.goto('/stickers/paper/art');
    const total = page.locator('.price-total-amount');
    const before = await total.textContent();
    await page.locator('label.quantity-choice').filter({ hasText: /^20/ }).first().click();
    await expect.poll(() => total.textContent()).not.toBe(before);
  });
});
