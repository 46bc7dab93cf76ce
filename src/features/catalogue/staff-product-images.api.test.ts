/**
 * A product's uploaded pictures (issue 19) with two servers on one database: desk staff upload a
 * picture (checked by content, size and alt text; re-encoded to WebP without metadata), choose it as
 * the main picture and the other server's home page best sellers and page head show it at once;
 * back to the standard picture; the public picture route; the audit entries; who is refused.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { registeredMember } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { buildApp } from '../../server/app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import { productImages } from './catalogue.tables.js';
import { PRODUCT_IMAGE_MESSAGES as M } from './product-image-rules.js';
import type { StaffProductImages } from './staff-product-images.schemas.js';
import type { FeaturedItemsData } from './catalogue.schemas.js';

const PUBLIC_URL = 'https://shop.example.sg';
const TEMPLATE = '<!doctype html><html lang="en-SG"><head><meta charset="UTF-8" /><title>Shell</title></head><body><div id="root"></div></body></html>';

let shop: TestShop;
let appB: Awaited<ReturnType<typeof buildApp>>;
let desk: ReturnType<typeof testVisitor>;
beforeAll(async () => {
  shop = await createTestShop();
  // Server B renders pages (the page head), on the same database.
  appB = await buildApp({ database: shop.database, now: () => DEFAULT_TEST_NOW, validateResponses: true, webIndexHtml: TEMPLATE, publicUrl: PUBLIC_URL });
  desk = (await registeredMember(shop, { staff: 'desk' })).v;
});
afterAll(async () => {
  await appB?.close();
  await shop?.close();
});

/** A photo as a camera makes it: JPEG with EXIF (camera, GPS-like comment). */
const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address' } })
    .toFormat(format)
    .toBuffer();

const ART = 1; // Art Paper: /stickers/paper/art
const images = '/api/staff/settings/products/1/images';

/** What server B shows as Art Paper's main picture: home page best seller, the product page's og:image and its gallery's main picture. */
const shownOnB = async () => {
  const highlights = JSON.parse((await appB.inject({ method: 'GET', url: '/api/shop/highlights' })).body) as { data: { best_sellers: { path: string; image: string }[] } };
  const seller = highlights.data.best_sellers.find((b) => b.path === '/stickers/paper/art')?.image;
  const html = (await appB.inject({ method: 'GET', url: '/stickers/paper/art' })).body;
  const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  const page = JSON.parse((await appB.inject({ method: 'GET', url: '/api/quote/featured-items?slug=paper&first_load=1' })).body) as { data: FeaturedItemsData };
  const gallery = page.data.featured_item.products.find((p) => p.id === ART)?.main_image ?? null;
  return { seller, ogImage, gallery };
};

const entries = async () => shop.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'product.image'), eq(auditLog.subject_id, String(ART)))).orderBy(auditLog.id);

describe('product images', () => {
  it('an uploaded picture is kept as WebP without metadata, listed, served for good; chosen as main it shows on the other server at once; then back to the standard picture', async () => {
    expect(await shownOnB()).toEqual({ seller: '/images/products/art-paper/1.webp', ogImage: `${PUBLIC_URL}/images/products/art-paper/1.webp`, gallery: null });

    const upload = await desk.send<StaffProductImages>('POST', images, { image_base64: (await photo(2400, 1800)).toString('base64'), alt: '  Art paper  stickers on a gift box ' });
    expect(upload.statusCode).toBe(201);
    const listed = upload.body.data;
    expect(listed?.main_image_id).toBeNull();
    expect(listed?.images).toHaveLength(1);
    const image = listed?.images[0];
    expect(image).toMatchObject({ width: 1600, height: 1200, alt: 'Art paper stickers on a gift box', url: `/images/uploaded/products/${image?.id}.webp` });
    // Not shown until chosen.
    expect((await shownOnB()).seller).toBe('/images/products/art-paper/1.webp');

    const served = await shop.app.inject({ method: 'GET', url: image?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect((await shop.app.inject({ method: 'GET', url: '/images/uploaded/products/00000000-0000-4000-8000-000000000000.webp' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/images/uploaded/products/nothing.webp' })).statusCode).toBe(404);

    const chosen = await desk.send<StaffProductImages>('PUT', `${images}/main`, { image_id: image?.id });
    expect(expectOk(chosen)).toMatchObject({ main_image_id: image?.id, main_image_url: image?.url });
    expect(chosen.body.message).toBe('Art Paper Stickers shows the new picture now.');
    expect(await shownOnB()).toEqual({ seller: image?.url, ogImage: `${PUBLIC_URL}${image?.url}`, gallery: { src: image?.url, alt: 'Art paper stickers on a gift box' } });

    const back = expectOk(await desk.send<StaffProductImages>('PUT', `${images}/main`, { image_id: null }));
    expect(back).toMatchObject({ main_image_id: null, main_image_url: '/images/products/art-paper/1.webp' });
    expect(back.images).toHaveLength(1);
    expect(await shownOnB()).toEqual({ seller: '/images/products/art-paper/1.webp', ogImage: `${PUBLIC_URL}/images/products/art-paper/1.webp`, gallery: null });

    const audit = await entries();
    expect(audit.map((e) => [e.actor_role, e.before, e.after])).toEqual([
      ['desk', null, { image_id: image?.id, alt: 'Art paper stickers on a gift box' }],
      ['desk', { image_id: null, alt: null }, { image_id: image?.id, alt: 'Art paper stickers on a gift box' }],
      ['desk', { image_id: image?.id, alt: 'Art paper stickers on a gift box' }, { image_id: null, alt: null }],
    ]);
  });

  it('refuses other file types, too large or too small pictures and missing alt text, naming the field; nothing is stored', async () => {
    const stored = async () => ({ files: (await shop.database.db.select().from(storedFiles)).length, images: (await shop.database.db.select().from(productImages)).length, audit: (await entries()).length });
    const before = await stored();
    const good = (await photo(900, 700, 'png')).toString('base64');
    const alt = 'Art paper stickers in a row';
    expectClientError(await desk.send('POST', images, { image_base64: good, alt: ' Box ' }), 422, { message: M.altLength, field: 'alt' });
    expectClientError(await desk.send('POST', images, { image_base64: good, alt: 'A <b>box</b>' }), 422, { message: M.altPlain, field: 'alt' });
    expectClientError(await desk.send('POST', images, { image_base64: (await photo(900, 700, 'gif')).toString('base64'), alt }), 422, { message: M.notImage, field: 'image' });
    expectClientError(await desk.send('POST', images, { image_base64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), alt }), 422, { message: M.notImage, field: 'image' });
    expectClientError(await desk.send('POST', images, { image_base64: (await photo(1200, 599)).toString('base64'), alt }), 422, { message: M.tooSmall, field: 'image' });
    const huge = Buffer.concat([await photo(900, 700), Buffer.alloc(8 * 1024 * 1024)]);
    expectClientError(await desk.send('POST', images, { image_base64: huge.toString('base64'), alt }), 422, { message: M.tooLarge, field: 'image' });
    // A truncated JPEG sniffs right but is no picture.
    expectClientError(await desk.send('POST', images, { image_base64: (await photo(900, 700)).subarray(0, 300).toString('base64'), alt }), 422, { message: M.notImage, field: 'image' });
    expectClientError(await desk.send('POST', '/api/staff/settings/products/999/images', { image_base64: good, alt }), 404);
    // Another product's picture can't be chosen.
    const [other] = await shop.database.db.select().from(productImages);
    expectClientError(await desk.send('PUT', '/api/staff/settings/products/2/images/main', { image_id: other?.id }), 404, { message: M.noSuchImage });
    expect(await stored()).toEqual(before);
  });

  it('production staff and shoppers are refused', async () => {
    const production = (await registeredMember(shop, { staff: 'production' })).v;
    const shopper = testVisitor(shop);
    for (const v of [production, shopper]) {
      expect((await v.send('GET', images)).statusCode).toBe(404);
      expect((await v.send('POST', images, { image_base64: '', alt: 'Art paper stickers' })).statusCode).toBe(404);
      expect((await v.send('PUT', `${images}/main`, { image_id: null })).statusCode).toBe(404);
    }
    expect((await apiGet(shop, images)).statusCode).toBe(404);
  });
});
