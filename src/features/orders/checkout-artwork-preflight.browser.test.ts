/**
 * The preflight verdict at checkout (issue 18), at 1280 and 390 px: a file chosen for a cart line
 * is judged at once at that line's size (50 × 50 mm die-cut stickers), read in the browser. A
 * 72 ppi image is refused in red with the reason and the fix, nothing is sent, and Place order
 * places nothing while it is chosen ("Remove the files we can't print…"); a 300 ppi PNG shows
 * "Ready to print" in green and goes with the order, where it is listed with the verdict the
 * server kept.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi } from '../../../test/browser-orders.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { ARTWORK_MESSAGES } from './order-artwork-rules.js';

let shop: BrowserShop;
let lowResolution: Buffer;
let sharp: Buffer;
beforeAll(async () => {
  shop = await startBrowserShop();
  const low = pixelsAt(50, 72);
  lowResolution = await pngImage(low, low);
  sharp = await pngImage(591, 591, { transparent: true });
});
afterAll(async () => {
  await shop?.close();
});

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const verdictOf = (item: Locator): Locator => item.locator('.preflight');
const backgroundOf = (locator: Locator): Promise<string> => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the artwork verdict at checkout (%s)', (_name, viewport) => {
  it('refuses a 72 ppi file at the line’s size and sends nothing; a 300 ppi file is ready and goes with the order', async () => {
    const page = await shop.newPage(viewport);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await registerThroughApi(shop, page, newMember('Farah', 'Ismail'));
    await addStickersThroughApi(page.request, 100);
    await page.goto('/checkout');
    const artwork = page.getByRole('group', { name: 'Artwork (optional)' });
    const field = artwork.getByLabel('Standard Vinyl Stickers', { exact: true });
    const chosen = artwork.getByRole('list', { name: 'Files for Standard Vinyl Stickers' }).getByRole('listitem');
    await page.getByLabel('Phone').fill('9123 4567');
    await page.getByLabel('Address line 1').fill('1 Raffles Place, #20-01');
    await page.getByLabel('Postcode').fill('048616');
    posted.length = 0;

    // 72 ppi at 50 × 50 mm: refused at once, in red, with the fix; read in the browser.
    await field.setInputFiles(png('logo-72ppi.png', lowResolution));
    const refused = verdictOf(chosen.filter({ hasText: 'logo-72ppi.png' }));
    await refused.getByText("We can't print this file").waitFor();
    await refused.getByText('At 50 × 50 mm this image prints at 72 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.').waitFor();
    expect(await refused.getAttribute('class')).toContain('preflight-refused');
    expect(await backgroundOf(refused)).toBe('rgb(254, 243, 242)');
    expect(((await field.getAttribute('aria-describedby')) ?? '').split(' ')).toContain(await refused.getAttribute('id'));
    // Place order places nothing while it is chosen, and says why.
    await page.getByRole('button', { name: 'Place order' }).click();
    await artwork.getByRole('alert').filter({ hasText: ARTWORK_MESSAGES.refusedFilesChosen }).waitFor();
    expect(posted.filter((path) => path === '/api/checkout' || path.endsWith('/artwork') || path === '/api/artwork/preflight')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/checkout');

    // Removed, and a 300 ppi PNG chosen: ready, in green.
    await artwork.getByRole('button', { name: 'Remove logo-72ppi.png' }).click();
    await field.setInputFiles(png('logo-300ppi.png', sharp));
    const ready = verdictOf(chosen.filter({ hasText: 'logo-300ppi.png' }));
    await ready.getByText('Ready to print').waitFor();
    await ready.getByText('At 50 × 50 mm this image prints at 300 ppi: sharp.').waitFor();
    expect(await ready.getAttribute('class')).toContain('preflight-ok');
    expect(await backgroundOf(ready)).toBe('rgb(236, 253, 243)');
    expect(await artwork.getByRole('alert').count()).toBe(0);

    // It goes with the order, and the order page lists it with the verdict the server kept.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/O\d{6}-[0-9A-Z]{10}$/, { timeout: 15_000 });
    const sent = page.getByRole('region', { name: 'Artwork' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'logo-300ppi.png' }) });
    await verdictOf(sent).getByText('Ready to print').waitFor();
    expect(posted.filter((path) => path.endsWith('/artwork'))).toHaveLength(1);
    await page.close();
  });
});
