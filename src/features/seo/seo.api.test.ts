/**
 * The served HTML's head per route (configurator.md §7 SEO meta tags, §9 structured data): title,
 * description, canonical, Open Graph and a schema.org Product in SGD, in stock, priced from the
 * page's cheapest quote and rated from its own product's reviews (each page's in full:
 * product-json-ld.api.test.ts); 404 with the same shell for unknown paths;
 * /sitemap.xml and /robots.txt. Rendered into a minimal template, so no web build is needed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk } from '../../../test/api-client.js';
import { DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../server/app.js';
import { products } from '../catalogue/catalogue.tables.js';
import { reviews } from '../reviews/reviews.tables.js';
import type { FeaturedCategory, FeaturedItemsData } from '../catalogue/catalogue.schemas.js';
import type { ReviewsData, ReviewSummary } from '../reviews/reviews.schemas.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import { featuredItemsPage } from '../pricing/featured-items.js';
import { openingPrice } from './seo-pages.js';

const PUBLIC_URL = 'https://shop.example.sg';
const TEMPLATE = `<!doctype html>
<html lang="en-SG">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <meta name="description" content="Shell description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let shop: TestShop;
beforeAll(async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ database, now: () => DEFAULT_TEST_NOW, validateResponses: true, webIndexHtml: TEMPLATE, publicUrl: `${PUBLIC_URL}/` });
  shop = {
    app,
    database,
    setNow: () => undefined,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
afterAll(async () => {
  await shop?.close();
});

interface Page {
  status: number;
  contentType: string;
  html: string;
  titles: string[];
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function page(url: string, method: 'GET' | 'HEAD' = 'GET'): Promise<Page> {
  const res = await shop.app.inject({ method, url });
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type']),
    html,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!)),
    meta: (key) => {
      const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
      return m ? decode(m[1]!) : undefined;
    },
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

const featuredItems = async (slug: string, product?: string) => expectOk(await apiGet<FeaturedItemsData>(shop, '/api/quote/featured-items', { slug, product }));
const summary = async (type: string) => expectOk(await apiGet<ReviewSummary>(shop, '/api/reviews/summary', { type }));
/** A product's own rating, as its page's reviews block shows it. */
const productSummary = async (type: string, productId: number) => expectOk(await apiGet<ReviewsData>(shop, '/api/reviews', { type, product_id: productId })).product!;

/** Every item route and product route of the seeded catalogue, with the "from" price the API gives it. */
async function cataloguePages(): Promise<{ path: string; fromPrice: number }[]> {
  const categories = expectOk(await apiGet<FeaturedCategory[]>(shop, '/api/catalogue/featured-categories'));
  const pages: { path: string; fromPrice: number }[] = [];
  for (const item of categories.flatMap((c) => c.featured_items)) {
    const data = await featuredItems(item.url_slug);
    pages.push({ path: item.route, fromPrice: data.featured_item.from_price });
    for (const product of data.featured_item.products) pages.push({ path: `${item.route}/${product.url_slug}`, fromPrice: product.from_price });
  }
  return pages;
}

describe('a product page', () => {
  it('/stickers/paper/art: title, description, canonical, Open Graph and the Product in SGD', async () => {
    const p = await page('/stickers/paper/art');
    expect(p.status).toBe(200);
    expect(p.contentType).toBe('text/html; charset=utf-8');
    expect(p.titles).toEqual(['Art Paper Stickers | Custom Printed in Singapore from S$9.00']);
    expect(p.html).not.toContain('Shell');
    expect(p.meta('description')).toBe(
      'Bright white coated art paper that prints sharp, vivid full colour. Art Paper Stickers from S$9.00, printed in Singapore with free shipping.',
    );
    expect(p.canonical).toBe(`${PUBLIC_URL}/stickers/paper/art`);
    expect(p.meta('og:title')).toBe(p.titles[0]);
    expect(p.meta('og:description')).toBe(p.meta('description'));
    expect(p.meta('og:url')).toBe(p.canonical);
    expect(p.meta('og:image')).toBe(`${PUBLIC_URL}/images/products/art-paper/1.webp`);
    expect(p.meta('robots')).toBeUndefined();
    // The rest of the shell is kept: the app still boots.
    expect(p.html).toContain('<div id="root"></div>');
    expect(p.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(p.html).toContain('<meta charset="UTF-8" />');

    const art = (await featuredItems('paper', 'art')).featured_item.products.find((x) => x.url_slug === 'art')!;
    const own = await productSummary('stickers', art.id);
    expect(p.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Art Paper Stickers',
        description: art.description,
        sku: 'paper/art',
        image: [`${PUBLIC_URL}/images/products/art-paper/1.webp`],
        brand: { '@type': 'Brand', name: 'Print Shop Singapore' },
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: art.from_price,
          highPrice: expect.any(Number),
          offerCount: expect.any(Number),
          priceCurrency: 'SGD',
          availability: 'https://schema.org/InStock',
          url: `${PUBLIC_URL}/stickers/paper/art`,
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: own.ratingValue, reviewCount: own.total, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(art.from_price).toBe(9);
    expect(own.total).toBeGreaterThan(0);
  });

  it.each([
    ['/stickers/vinyl/gold', 'Gold Vinyl Stickers | Custom Printed in Singapore from S$86.00'],
    ['/stickers/vinyl/custom-decals', 'Custom Decals | Custom Printed in Singapore from S$24.00'],
    ['/stickers/special/hologram', 'Hologram Stickers | Custom Printed in Singapore from S$16.00'],
    ['/stickers/die-cut/art', 'Die Cut Art Paper Stickers | Custom Printed in Singapore from S$'],
    ['/stickers/roll/art', 'Art Paper Roll Stickers | Custom Printed in Singapore from S$'],
    ['/business-cards/royal-extra-white', 'Royal Extra White 400gsm Business Cards | Custom Printed in Singapore from S$'],
    ['/badges/button-badge', 'Button Badges | Custom Printed in Singapore from S$'],
    ['/hang-tags/premium', 'Premium Hang Tags | Custom Printed in Singapore from S$'],
  ])('%s is titled "%s…"', async (path, title) => {
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.titles[0]?.startsWith(title), p.titles[0]).toBe(true);
    expect(p.meta('description')!.length).toBeLessThanOrEqual(160);
  });

  it("rates each product from its own reviews, not its family's", async () => {
    const cards = await summary('business-cards');
    const royal = (await featuredItems('business-cards', 'royal-extra-white')).featured_item.products.find((x) => x.url_slug === 'royal-extra-white')!;
    const own = await productSummary('business-cards', royal.id);
    const p = await page('/business-cards/royal-extra-white');
    expect(p.jsonLd[0]?.aggregateRating).toMatchObject({ ratingValue: own.ratingValue, reviewCount: own.total });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(cards.total);
  });
});

describe('every catalogue page', () => {
  it('answers 200 with its own title and canonical, and a Product offered from its cheapest quote', async () => {
    const pages = await cataloguePages();
    expect(pages.length).toBeGreaterThan(60);
    const titles = new Set<string>();
    for (const { path, fromPrice } of pages) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.titles, path).toHaveLength(1);
      titles.add(`${path} ${p.titles[0]}`);
      expect(p.canonical, path).toBe(`${PUBLIC_URL}${path}`);
      expect(p.meta('description')!.length, path).toBeGreaterThan(50);
      expect(p.meta('description')!.length, path).toBeLessThanOrEqual(160);
      const product = p.jsonLd[0]!;
      expect(product['@type'], path).toBe('Product');
      expect(product.offers, path).toEqual({
        '@type': 'AggregateOffer',
        lowPrice: fromPrice,
        highPrice: expect.any(Number),
        offerCount: expect.any(Number),
        priceCurrency: 'SGD',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}${path}`,
      });
      expect(p.titles[0], path).toContain(`from S$${fromPrice.toFixed(2)}`);
      expect(product.aggregateRating, path).toBeDefined();
    }
  });

  it('an item page: /stickers/paper and /business-cards', async () => {
    const paper = await page('/stickers/paper');
    expect(paper.titles).toEqual(['Paper Stickers | Custom Printed in Singapore from S$9.00']);
    expect(paper.meta('description')).toBe(
      'Custom paper stickers in art, classic and kraft paper, printed in Singapore from S$9.00. Ideal for labels and packaging, with free shipping Singapore wide.',
    );
    const cards = await page('/business-cards');
    expect(cards.titles[0]).toMatch(/^Business Cards \| Custom Printed in Singapore from S\$\d+\.\d\d$/);
    expect(cards.canonical).toBe(`${PUBLIC_URL}/business-cards`);
  });

  it('ignores the query string and a trailing slash', async () => {
    const p = await page('/stickers/paper/art/?featured=1&roll_promo=1000');
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(`${PUBLIC_URL}/stickers/paper/art`);
  });

  it('leaves the rating out when its product has no reviews', async () => {
    await shop.database.db.delete(reviews).where(eq(reviews.type, 'magnets'));
    const p = await page('/magnets/custom-magnet');
    expect(p.status).toBe(200);
    expect(p.jsonLd[0]).not.toHaveProperty('aggregateRating');
    expect(p.jsonLd[0]?.offers).toMatchObject({ priceCurrency: 'SGD' });
  });
});

describe('client pages that are not products', () => {
  it('/ is the shop, with an Organization', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Custom Stickers, Labels & Business Cards in Singapore | Print Shop Singapore']);
    expect(p.html).toContain('<title>Custom Stickers, Labels &amp; Business Cards in Singapore | Print Shop Singapore</title>');
    expect(p.canonical).toBe(`${PUBLIC_URL}/`);
    expect(p.meta('description')!.length).toBeLessThanOrEqual(160);
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'Print Shop Singapore', url: `${PUBLIC_URL}/` });
  });

  it('/stickers is the sticker overview, offered from the cheapest sticker page', async () => {
    const stickerPrices = (await cataloguePages()).filter((x) => x.path.startsWith('/stickers/')).map((x) => x.fromPrice);
    const p = await page('/stickers');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual([`Custom Stickers | Custom Printed in Singapore from S$${Math.min(...stickerPrices).toFixed(2)}`]);
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'Product', name: 'Custom Stickers', offers: { lowPrice: Math.min(...stickerPrices), priceCurrency: 'SGD' } });
  });

  it('/cart answers 200 but is not indexed', async () => {
    const p = await page('/cart');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Your Cart | Print Shop Singapore']);
    expect(p.meta('robots')).toBe('noindex');
    expect(p.jsonLd).toEqual([]);
  });

  it("/checkout, /orders and an order's page answer 200, not indexed; a path that is no order number is a 404", async () => {
    const checkout = await page('/checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.titles).toEqual(['Checkout | Print Shop Singapore']);
    expect(checkout.meta('robots')).toBe('noindex');
    const lookup = await page('/orders');
    expect(lookup.status).toBe(200);
    expect(lookup.meta('robots')).toBe('noindex');
    const order = await page('/orders/O261123-7KD2QXM4AB');
    expect(order.status).toBe(200);
    expect(order.titles).toEqual(['Order O261123-7KD2QXM4AB | Print Shop Singapore']);
    expect(order.meta('robots')).toBe('noindex');
    expect((await page('/orders/o261123-7kd2qxm4ab')).status).toBe(200);
    for (const path of ['/orders/O261123-7KD2QXM4A', '/orders/Q261123-7KD2QXM4AB', '/orders/O261123-7KD2QXM4AB/x', '/orders/O261123-7KD2QXM4IL']) expect((await page(path)).status, path).toBe(404);
  });
});

/** The contact and policy pages: [path, title]. */
const INFO_PAGES = [
  ['/contact', 'Contact Us | Print Shop Singapore'],
  ['/faq', 'Frequently Asked Questions | Print Shop Singapore'],
  ['/shipping-returns', 'Shipping & Returns | Print Shop Singapore'],
  ['/terms', 'Terms of Sale | Print Shop Singapore'],
  ['/privacy', 'Privacy Policy | Print Shop Singapore'],
] as const;

describe('contact and policy pages', () => {
  it.each(INFO_PAGES)('%s answers 200 with its own title, description and canonical (a reload is no 404)', async (path, title) => {
    for (const url of [path, `${path}/`]) {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.titles).toEqual([title]);
      expect(p.canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(p.meta('og:url')).toBe(p.canonical);
      expect(p.meta('robots')).toBeUndefined();
      const description = p.meta('description') ?? '';
      expect(description.length).toBeGreaterThan(60);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('each has a description of its own', async () => {
    const descriptions = await Promise.all(INFO_PAGES.map(async ([path]) => (await page(path)).meta('description')));
    expect(new Set(descriptions).size).toBe(INFO_PAGES.length);
  });

  it('/api/seo/meta gives the client the same head', async () => {
    const meta = expectOk(await apiGet<{ status: number; title: string; canonical: string }>(shop, '/api/seo/meta', { url_from: '/privacy' }));
    expect(meta).toMatchObject({ status: 200, title: 'Privacy Policy | Print Shop Singapore', canonical: `${PUBLIC_URL}/privacy` });
  });
});

describe('unknown paths', () => {
  it.each(['/stickers/nope', '/stickers/paper/nope', '/whatever', '/stickers/paper/art/extra', '/business-cards/art', '/stickers/business-cards', '/paper', '/index.html', '/Stickers/Paper', '/stickers//paper'])(
    '%s answers 404 with the shell, noindex and no canonical',
    async (path) => {
      const p = await page(path);
      expect(p.status).toBe(404);
      expect(p.contentType).toBe('text/html; charset=utf-8');
      expect(p.titles).toEqual(['Page not found | Print Shop Singapore']);
      expect(p.meta('robots')).toBe('noindex');
      expect(p.canonical).toBeUndefined();
      expect(p.meta('og:url')).toBeUndefined();
      expect(p.jsonLd).toEqual([]);
      expect(p.html).toContain('<div id="root"></div>');
    },
  );

  it('HEAD answers the same status without a body', async () => {
    const known = await shop.app.inject({ method: 'HEAD', url: '/stickers/paper' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe('');
    const unknown = await shop.app.inject({ method: 'HEAD', url: '/stickers/nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('API paths and other methods keep the JSON envelope', async () => {
    for (const res of [await shop.app.inject({ method: 'GET', url: '/api/nope' }), await shop.app.inject({ method: 'POST', url: '/stickers/paper' })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'ERROR', code: 404, error: { reason: 'not_found' } });
    }
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the shop, the sticker overview and every item and product page, absolute', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const expected = [`${PUBLIC_URL}/`, `${PUBLIC_URL}/stickers`, `${PUBLIC_URL}/vinyl-lettering-designer`, ...INFO_PAGES.map(([path]) => `${PUBLIC_URL}${path}`), ...(await cataloguePages()).map((x) => `${PUBLIC_URL}${x.path}`)];
    expect([...locs].sort()).toEqual([...new Set(expected)].sort());
    expect(locs).not.toContain(`${PUBLIC_URL}/cart`);
    expect(locs.filter((loc) => /\/(checkout|orders)\b/.test(loc ?? ''))).toEqual([]);
  });

  it('/vinyl-lettering-designer is a page of its own: the designer\'s title, its own canonical address, the lettering embedded', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/vinyl-lettering-designer' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>Vinyl Lettering Designer: Type Your Text, See Size &amp; Price \| [^<]+<\/title>/);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/vinyl-lettering-designer" />`);
    expect(res.body).toContain('vinyl-lettering');
  });

  it('/robots.txt points to the sitemap', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});

describe('escaping', () => {
  it('escapes catalogue text in tags and in the structured data', async () => {
    const name = 'Art "Paper" </script><script>alert(1)</script> & <b>';
    const [before] = await shop.database.db.select().from(products).where(eq(products.id, 1));
    await shop.database.db.update(products).set({ name, description: 'Sharp & <i>vivid</i>. It\'s "great" </script>' }).where(eq(products.id, 1));
    await shop.app.shop.catalogue.refreshIfChanged();
    try {
      const p = await page('/stickers/paper/art');
      expect(p.status).toBe(200);
      const head = p.html.slice(0, p.html.indexOf('</head>'));
      expect(head).not.toContain('<script>alert(1)');
      expect(head).not.toContain('<b>');
      expect(head).not.toContain('<i>');
      expect(head.match(/<\/script>/g)).toHaveLength(3); // the JSON-LD's own, the embedded page data's and the template's module script
      expect(head).toContain('<title>Art &quot;Paper&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; Stickers | ');
      expect(p.titles[0]).toBe(`${name} Stickers | Custom Printed in Singapore from S$9.00`);
      expect(p.meta('description')).toBe(`Sharp & <i>vivid</i>. ${name} Stickers from S$9.00, printed in Singapore with free shipping.`);
      expect(head).toContain('\\u003c/script\\u003e');
      expect(p.jsonLd[0]).toMatchObject({ name: `${name} Stickers`, description: 'Sharp & <i>vivid</i>. It\'s "great" </script>' });
    } finally {
      await shop.database.db.update(products).set({ name: before!.name, description: before!.description }).where(eq(products.id, 1));
      await shop.app.shop.catalogue.refreshIfChanged();
    }
  });
});

describe('GET /api/seo/meta (the head for client-side navigation)', () => {
  it('answers the same title and canonical URL the served HTML has', async () => {
    const meta = expectOk(await apiGet<{ status: number; title: string; canonical: string | null }>(shop, '/api/seo/meta', { url_from: '/stickers/paper/art' }));
    expect(meta.status).toBe(200);
    expect(meta.title).toBe('Art Paper Stickers | Custom Printed in Singapore from S$9.00');
    expect(meta.canonical).toMatch(/\/stickers\/paper\/art$/);
    const html = await shop.app.inject({ method: 'GET', url: '/stickers/paper/art' });
    expect(html.body).toContain(`<title>${meta.title}</title>`);
  });

  it('says 404 for a path that is no page, and 422 without a path', async () => {
    const meta = expectOk(await apiGet<{ status: number; title: string }>(shop, '/api/seo/meta', { url_from: '/stickers/nope' }));
    expect(meta).toMatchObject({ status: 404, title: 'Page not found | Print Shop Singapore' });
    const missing = await apiGet(shop, '/api/seo/meta', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.body.message).toBe('url_from is required: the page path, e.g. /stickers/paper/art.');
  });
});

describe('the price a configurator page opens on (openingPrice, for its server render)', () => {
  const snapshot = () => shop.app.shop.catalogue.current();
  const pricingAnswer = async (params: Record<string, string | number> | undefined) =>
    expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]))));

  it.each([
    ['/stickers/paper/art', 'paper', 'art'],
    ['/stickers/roll', 'roll', undefined],
    ['/business-cards', 'business-cards', undefined],
  ])('%s: the configuration the page opens on, priced as pricing/v2 prices it', async (url, itemSlug, productSlug) => {
    const opening = openingPrice(featuredItemsPage(snapshot(), { slug: itemSlug, first_load: true }), productSlug, url, snapshot(), DEFAULT_TEST_NOW);
    expect(opening).toBeDefined();
    const answer = await pricingAnswer(opening?.params);
    expect(opening?.data).toEqual(answer);
    expect(answer.single_pricing?.total_price_cents).toBeGreaterThan(0);
  });

  it('follows the configuration in the URL', async () => {
    const page = featuredItemsPage(snapshot(), { slug: 'paper', first_load: true });
    const opening = openingPrice(page, 'art', '/stickers/paper/art', snapshot(), DEFAULT_TEST_NOW);
    const p = opening?.params ?? {};
    const quantity = opening?.data.quantity_list[2]?.quantity;
    const configured = (width: number, height: number) =>
      `/stickers/paper/art?cutting=${p.cutting_id}&shape=${p.shape_id}&finishing=${p.finishing_id}&adhesive=${p.adhesive_id}&color=${p.color_id}&width=${width}&height=${height}&quantity=${quantity}`;
    const larger = openingPrice(page, 'art', configured(60, 60), snapshot(), DEFAULT_TEST_NOW);
    expect(larger?.params).toMatchObject({ width: '60', height: '60', quantity: String(quantity) });
    expect(larger?.data).toEqual(await pricingAnswer(larger?.params));
  });
});
