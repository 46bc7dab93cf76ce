/**
 * The preflight verdict on the order page (issue 18) at 1280 and 390 px: a 72 ppi image chosen
 * for the artwork is refused at once, read in the browser (no request), in red with the reason and
 * the fix, and Upload says to remove it and sends nothing; a 300 ppi PNG shows "Ready to print" in
 * green, is uploaded, and is listed with the verdict the server kept. A PDF is asked of the server:
 * one with JavaScript is refused. axe finds nothing serious with the verdicts shown.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, pixelsAt, PDF_WITH_JAVASCRIPT } from '../../../test/artwork-files.js';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { memberOrderThroughApi } from '../../../test/browser-orders.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { PREFLIGHT_MESSAGES } from '../artwork/preflight-rules.js';
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

/** The verdict shown under a chosen or sent file. */
const verdictOf = (item: Locator): Locator => item.locator('.preflight');

const backgroundOf = (locator: Locator): Promise<string> => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the artwork verdict on the order page (%s)', (_name, viewport) => {
  it('refuses a 72 ppi image at once with the fix, and passes a 300 ppi PNG', async () => {
    const page = await shop.newPage(viewport);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') asked.push(new URL(request.url()).pathname);
    });
    await registerThroughApi(shop, page, newMember('Nur', 'Aisyah'));
    const order = await memberOrderThroughApi(page.request);
    await page.goto(order.page_url);
    const artwork = page.getByRole('region', { name: 'Artwork' });
    const files = artwork.getByLabel(/Your files/);
    const chosen = artwork.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
    asked.length = 0;

    // 72 ppi at 50 × 50 mm: refused with the reason and the fix, read in the browser.
    await files.setInputFiles(png('logo-72ppi.png', lowResolution));
    const refused = verdictOf(chosen.filter({ hasText: 'logo-72ppi.png' }));
    await refused.getByText("We can't print this file").waitFor();
    await refused
      .getByText('At 50 × 50 mm this image prints at 72 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.')
      .waitFor();
    expect(await refused.getAttribute('class')).toContain('preflight-refused');
    expect(await backgroundOf(refused)).toBe('rgb(254, 243, 242)');
    expect(asked).toEqual([]);
    // The field names the refusal for a screen reader.
    const describedBy = (await files.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await refused.getAttribute('id'));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Upload says to remove it, and sends nothing.
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    await artwork.getByRole('alert').filter({ hasText: ARTWORK_MESSAGES.refusedFilesChosen }).waitFor();
    expect(asked).toEqual([]);
    await artwork.getByRole('button', { name: 'Remove logo-72ppi.png' }).click();

    // 300 ppi with a transparent background: ready, in green.
    await files.setInputFiles(png('logo-300ppi.png', sharp));
    const ready = verdictOf(chosen.filter({ hasText: 'logo-300ppi.png' }));
    await ready.getByText('Ready to print').waitFor();
    await ready.getByText('At 50 × 50 mm this image prints at 300 ppi: sharp.').waitFor();
    expect(await ready.getAttribute('class')).toContain('preflight-ok');
    expect(await backgroundOf(ready)).toBe('rgb(236, 253, 243)');
    expect(asked).toEqual([]);

    // A PDF is read by the server: one with JavaScript is refused.
    await files.setInputFiles({ name: 'script.pdf', mimeType: 'application/pdf', buffer: PDF_WITH_JAVASCRIPT });
    const scripted = verdictOf(chosen.filter({ hasText: 'script.pdf' }));
    await scripted.getByText(PREFLIGHT_MESSAGES.pdfActiveContent).waitFor();
    expect(asked).toEqual(['/api/artwork/preflight']);
    await artwork.getByRole('button', { name: 'Remove script.pdf' }).click();

    // The good file goes up and is listed with the verdict the server kept.
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    const sent = artwork.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'logo-300ppi.png' }) });
    await verdictOf(sent).getByText('Ready to print').waitFor();
    expect(asked).toContain(`/api/orders/${order.order_no}/artwork`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
