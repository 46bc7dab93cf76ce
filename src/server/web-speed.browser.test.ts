/**
 * The configurator's first load in Chromium, on the production build: it paints from the data the
 * page embedded and asks the API for nothing as it starts (no featured items, price, reviews or head;
 * no cart until the cart is opened: the header's count came with the page), and downloads none of the closed dialogs (cart view,
 * shipping, quotation, compare tray); all under the shop's CSP (test/browser.ts fails a page on a
 * violation). Also: the build's hashed assets go out as the build compressed them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../test/browser.js';
import { allGalleryImages, mainImage, rollImages } from '../features/product-info/gallery.js';
import { projectRoot } from './project-root.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Every request the page makes, as "METHOD /path". */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

const CLOSED_UI_CHUNKS = /\/assets\/(?:CartViewDialog|ShippingModal|QuotationModal|CompareTray)-[\w-]+\.js$/;

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('first load of a configurator page (%s)', (_name, viewport) => {
  it('paints from the embedded data, fetches no cart and no closed dialog; the cart loads when opened', async () => {
    const page = await shop.newPage(viewport);
    const seen = requests(page);
    await page.goto('/stickers/vinyl/standard');
    const total = page.getByRole('status', { name: /Total/ });
    await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
    await page.waitForLoadState('networkidle');
    // Nothing asked of the API as the page starts: the featured items, the price, the shipping
    // date, the reviews and the page's head all came with it, and the cart is not needed yet.
    expect(seen.filter((r) => r.includes(' /api/'))).toEqual([]);
    expect(seen.filter((r) => CLOSED_UI_CHUNKS.test(r))).toEqual([]);
    // The first page of reviews is on the page already, and the link the shopper opened stays as it was.
    expect(await page.locator('#reviews article.review').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('');
    // The route chunk was preloaded by the page itself, not found late by the entry script.
    expect(await page.locator('link[rel="modulepreload"][href*="ConfiguratorPage-"]').count()).toBe(1);

    // Add to cart: the cart view (its own chunk) opens with the line.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cartView = page.getByRole('dialog', { name: 'Added to your cart' });
    await cartView.waitFor();
    expect(seen.some((r) => /CartViewDialog-/.test(r))).toBe(true);
    // The open dialog hides the rest of the page from the accessibility tree.
    await cartView.getByRole('button', { name: 'Continue shopping' }).click();
    await expect.poll(() => page.getByRole('link', { name: /^Cart \(1\)$/ }).count()).toBe(1);

    // A new page knows the count without asking for the cart.
    seen.length = 0;
    await page.reload();
    await expect.poll(() => total.textContent()).toMatch(/S\$\d/);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: /^Cart \(1\)$/ }).count()).toBe(1);
    expect(seen.filter((r) => r.startsWith('GET /api/cart'))).toEqual([]);

    // Opening the cart loads it.
    await page.getByRole('link', { name: /^Cart \(1\)$/ }).click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await expect.poll(() => seen.filter((r) => r === 'GET /api/cart').length).toBeGreaterThan(0);
  });
});

describe('the build compressed', () => {
  it('a hashed asset is served as the build wrote it in .br and .gz, identity without Accept-Encoding', async () => {
    const dist = inject('webDistDir');
    const js = readdirSync(join(dist, 'assets')).find((name) => /^index-[\w-]+\.js$/.test(name));
    expect(js).toBeDefined();
    const path = `/assets/${js}`;
    const br = await shop.app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(join(dist, 'assets', `${js}.br`)))).toBe(true);
    const gzip = await shop.app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(dist, 'assets', `${js}.gz`)))).toBe(true);
    const plain = await shop.app.inject({ url: path });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(join(dist, 'assets', js ?? '')))).toBe(true);
  });
});

describe('the build rendered the pictures', () => {
  it('every product picture the pages show is a WebP of its size, with its thumbnail, and served as one', async () => {
    const dist = inject('webDistDir');
    const seed = JSON.parse(readFileSync(join(projectRoot(), 'db/seed/catalogue.json'), 'utf8')) as { products: { id: number; name: string; prod_info_ref: string }[] };
    for (const product of seed.products) {
      for (const image of [mainImage(product), ...allGalleryImages(product), ...rollImages(product)]) {
        const [full, thumb] = await Promise.all([image.src, image.thumb ?? ''].map((src) => sharp(readFileSync(join(dist, src))).metadata()));
        expect([full?.format, full?.width], image.src).toEqual(['webp', 800]);
        expect([thumb?.format, thumb?.width], image.thumb).toEqual(['webp', 160]);
      }
    }
    const served = await shop.app.inject({ url: mainImage(seed.products[0]!).src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
