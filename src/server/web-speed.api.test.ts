/**
 * What makes the page fast on a phone, on the server side: every text answer (HTML, JSON,
 * JavaScript) compressed with brotli or gzip as Accept-Encoding allows and sent as is without it;
 * hashed assets served as the build compressed them (.br/.gz, not compressed again); PDFs left
 * alone; and each page's <head> preloading its route chunk, CSS and main product image, with the
 * featured-items answer the page would fetch first embedded as non-executable JSON.
 * The web build is stood in for by a temporary folder shaped like Vite's output (manifest included).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import type { FeaturedItemsData } from '../features/catalogue/catalogue.schemas.js';
import type { PageData } from '../shared/page-data.js';

const ROUTE_JS = `export const configurator = ${JSON.stringify('x'.repeat(3000))};`;
const SHARED_JS = `export const shared = ${JSON.stringify('y'.repeat(3000))};`;
const INDEX_HTML = `<!doctype html>
<html lang="en-SG">
  <head>
    <meta charset="UTF-8" />
    <title>Shell</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'], dynamicImports: ['../features/configurator/web/ConfiguratorPage.tsx'] },
  '../features/configurator/web/ConfiguratorPage.tsx': {
    file: 'assets/ConfiguratorPage-def.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-ghi.js'],
    css: ['assets/ConfiguratorPage-def.css'],
  },
  '_shared-ghi.js': { file: 'assets/shared-ghi.js' },
  '../features/cart/web/CartPage.tsx': { file: 'assets/CartPage-jkl.js', isDynamicEntry: true, imports: ['index.html', '_shared-ghi.js'], css: [] },
};

let distDir: string;
let shop: TestShop;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'shop-web-speed-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(distDir, 'assets', 'ConfiguratorPage-def.js'), ROUTE_JS);
  // As the build writes them: the pre-compressed twins are what is served.
  writeFileSync(join(distDir, 'assets', 'ConfiguratorPage-def.js.br'), brotliCompressSync(ROUTE_JS));
  writeFileSync(join(distDir, 'assets', 'ConfiguratorPage-def.js.gz'), gzipSync(ROUTE_JS));
  writeFileSync(join(distDir, 'assets', 'shared-ghi.js'), SHARED_JS);
  writeFileSync(join(distDir, 'quotation.pdf'), `%PDF-1.4\n${'z'.repeat(4000)}`);
  shop = await createTestShop({ appOptions: { webDistDir: distDir } });
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => shop.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
};

const FEATURED = '/api/quote/featured-items?slug=paper&first_load=1';

describe('compression of text answers', () => {
  it.each([
    ['HTML page', '/stickers/paper/art', /^text\/html/],
    ['JSON answer', FEATURED, /^application\/json/],
    ['JavaScript made at run time (not pre-compressed)', '/assets/shared-ghi.js', /javascript/],
  ])('%s: brotli, gzip, and identity without Accept-Encoding', async (_name, url, type) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(type);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoded(br)).toBe(plain.body);

    const gzip = await get(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);
  });

  it('a cached pricing answer is compressed too, and the cache still answers (same body)', async () => {
    const url = '/api/pricing/v2?product_id=1&featured_item_id=1&cutting_id=1&width=50&height=50&quantity=100';
    const first = await get(url, 'br');
    const second = await get(url, 'br');
    const plain = await get(url);
    expect(first.statusCode).toBe(plain.statusCode);
    expect(second.headers['content-encoding']).toBe(plain.rawPayload.length >= 1024 ? 'br' : undefined);
    expect(decoded(first)).toBe(plain.body);
    expect(decoded(second)).toBe(plain.body);
  });

  it('a hashed asset goes out as the build compressed it (.br / .gz), immutable, identity without Accept-Encoding', async () => {
    const br = await get('/assets/ConfiguratorPage-def.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(ROUTE_JS))).toBe(true);
    expect(br.headers['cache-control']).toContain('immutable');
    const gzip = await get('/assets/ConfiguratorPage-def.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(ROUTE_JS);
    const plain = await get('/assets/ConfiguratorPage-def.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ROUTE_JS);
  });

  it('a PDF is not compressed; the build manifest is not served', async () => {
    const pdf = await get('/quotation.pdf', 'br, gzip');
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the page names what it loads first', () => {
  const pageData = (html: string): PageData => {
    const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    return JSON.parse(match?.[1] ?? 'null') as PageData;
  };

  it('a configurator page: modulepreload of the route chunk and its imports, CSS and main image preloads, the featured-items answer embedded', async () => {
    const page = await get('/stickers/paper/kraft');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ConfiguratorPage-def.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-ghi.js" />');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-abc.js"');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/ConfiguratorPage-def.css" />');
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/images\/products\/[^"]+\/main\.webp" \/>/);
    // Before the entry script and its stylesheet's end of <head>: all fetched at once.
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));

    const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    const data = pageData(html);
    const answer = (await get(FEATURED)).json<{ data: FeaturedItemsData }>().data;
    expect(data.featuredItems).toEqual({ slug: 'paper', featured: null, data: answer });
    expect(data.cartCount).toBe(0);
    // What the page would otherwise ask for right after loading, and then shift its layout for.
    const apiData = async (url: string) => (await get(url)).json<{ data: unknown }>().data;
    expect(data.reviewSummary).toEqual({ type: 'stickers', summary: await apiData('/api/reviews/summary?type=stickers') });
    // The first page of the product's reviews, as the reviews block would ask for it.
    const kraftId = answer.featured_item.products.find((p) => p.url_slug === 'kraft')?.id;
    expect(kraftId).toBeDefined();
    expect(data.reviewsFirstPage).toEqual({ type: 'stickers', productId: kraftId, data: await apiData(`/api/reviews?type=stickers&product_id=${kraftId}&filter=all&page=1`) });
    expect(data.kickoff).toEqual(await apiData('/api/coupon/getKickoff'));
    expect(data.shopInfo).toEqual(await apiData('/api/shop/info'));
  });

  it('the home page embeds its categories, best sellers and review summaries', async () => {
    const apiData = async (url: string) => (await get(url)).json<{ data: unknown }>().data;
    for (const path of ['/', '/stickers']) {
      const data = pageData((await get(path)).body);
      expect(data.featuredCategories).toEqual(await apiData('/api/catalogue/featured-categories'));
      expect(data.highlights).toEqual(await apiData('/api/shop/highlights'));
      expect(data.featuredItems).toBeUndefined();
    }
  });

  it('?featured= is embedded as the page asks for it; one the API would refuse embeds nothing', async () => {
    const withFeatured = pageData((await get('/stickers/vinyl?featured=2')).body);
    const answer = (await get('/api/quote/featured-items?slug=vinyl&first_load=1&featured=2')).json<{ data: FeaturedItemsData }>().data;
    expect(withFeatured.featuredItems).toEqual({ slug: 'vinyl', featured: 2, data: answer });
    expect(pageData((await get('/stickers/vinyl?featured=-3')).body).featuredItems).toBeUndefined();
  });

  it('the cart page of a visitor with no cart embeds the empty cart GET /api/cart answers; with a cart, none (the page fetches it)', async () => {
    const first = pageData((await get('/cart')).body);
    expect(first.cart).toEqual((await get('/api/cart')).json<{ data: unknown }>().data);
    expect(first.cart).toMatchObject({ items: [], item_count: 0 });
    // Only the cart page carries it.
    expect(pageData((await get('/stickers/paper')).body).cart).toBeUndefined();
    const add = await shop.app.inject({ method: 'POST', url: '/api/cart/items', payload: { product_id: 1, featured_item_id: 1, cutting_id: 1, width: 50, height: 50, quantity: 100 } });
    expect(add.statusCode).toBe(201);
    const cookie = String(add.headers['set-cookie']).split(';')[0] ?? '';
    const withCart = pageData((await shop.app.inject({ method: 'GET', url: '/cart', headers: { cookie } })).body);
    expect(withCart.cart).toBeUndefined();
    expect(withCart.cartCount).toBe(1);
  });

  it('the cart page preloads its chunk and embeds no catalogue; a 404 preloads nothing', async () => {
    const cart = await get('/cart');
    expect(cart.body).toContain('<link rel="modulepreload" crossorigin href="/assets/CartPage-jkl.js" />');
    expect(pageData(cart.body).featuredItems).toBeUndefined();
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('modulepreload');
  });

  it("the visitor's cart count comes with the page, which is then private", async () => {
    const add = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { product_id: 1, featured_item_id: 1, cutting_id: 1, width: 50, height: 50, quantity: 100 },
    });
    const cookie = String(add.headers['set-cookie']).split(';')[0] ?? '';
    const page = await shop.app.inject({ method: 'GET', url: '/stickers/paper', headers: { cookie } });
    expect(add.statusCode, add.body).toBe(201);
    expect(pageData(page.body).cartCount).toBe(1);
    expect(page.headers['cache-control']).toMatch(/private/);
  });
});
