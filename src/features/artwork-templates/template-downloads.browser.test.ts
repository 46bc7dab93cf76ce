/**
 * The Download Templates block as a designer uses it, at 1280 and 390 px: the PDF and AI buttons
 * download `{slug}-{format}.zip`, zipped in the browser, whose entries are the product's templates
 * (checked with pdfinfo: TrimBox of the size, MediaBox = BleedBox); a file that fails is skipped;
 * when every file fails, or the product has no entry, the spec's alert shows. Axe clean.
 */
import { unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, downloadedBytes, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { holdRequests } from '../../../test/page-helpers.js';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from './pdf-boxes.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const templatesBlock = (page: Page): Locator => page.getByRole('group', { name: 'Download artwork templates' });

async function openBlock(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const block = templatesBlock(page);
  await block.waitFor();
  await block.scrollIntoViewIfNeeded();
  // The per-size list shows once download-templates.json has loaded.
  await block.getByRole('list').waitFor();
  return block;
}

/** Clicks a zip button and returns the saved zip's name and entries. */
async function downloadZip(page: Page, block: Locator, format: 'AI' | 'PDF'): Promise<{ name: string; entries: Record<string, Uint8Array> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: new RegExp(`^${format} all sizes`) }).click()]);
  return { name: download.suggestedFilename(), entries: unzipSync(new Uint8Array(await downloadedBytes(download))) };
}

/** Each entry is a one-page template whose TrimBox is the size in its name and whose MediaBox is its BleedBox. */
async function expectTemplates(entries: Record<string, Uint8Array>): Promise<void> {
  for (const [name, bytes] of Object.entries(entries)) {
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), name).toBe('%PDF-');
    expect(hasCutContourSeparation(bytes), name).toBe(true);
    const info = await pdfInfo(bytes);
    expect(info.pages, name).toBe(1);
    const { MediaBox: media, BleedBox: bleed, TrimBox: trim } = info.boxes;
    expect(bleed, name).toEqual(media);
    const [, w, h] = /-(\d+)(?:x(\d+))?mm-template\./.exec(name) ?? [];
    expect(Math.abs(trim![2] - trim![0] - Number(w) * POINTS_PER_MM), `${name} trim width`).toBeLessThanOrEqual(0.02);
    expect(Math.abs(trim![3] - trim![1] - Number(h ?? w) * POINTS_PER_MM), `${name} trim height`).toBeLessThanOrEqual(0.02);
    expect(trim![0]).toBeGreaterThan(bleed![0]);
  }
}

const BADGE_FILES = ['58mm', '75mm', '32mm', '44mm'].map((size) => `button-badge-${size}-template`);

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('at %s width', (_name, viewport) => {
  it('/badges: PDF downloads button-badge-pdf.zip with every size, AI the Illustrator files; axe clean', async () => {
    const page = await shop.newPage(viewport);
    const block = await openBlock(page, '/badges');
    expect(await block.getByRole('list').getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^58 mm/),
      expect.stringMatching(/^75 mm/),
      expect.stringMatching(/^32 mm/),
      expect.stringMatching(/^44 mm/),
    ]);

    const pdf = await downloadZip(page, block, 'PDF');
    expect(pdf.name).toBe('button-badge-pdf.zip');
    expect(Object.keys(pdf.entries)).toEqual(BADGE_FILES.map((f) => `${f}.pdf`));
    await expectTemplates(pdf.entries);
    await expect.poll(() => block.getByRole('status').textContent()).toBe('Downloaded button-badge-pdf.zip: 4 templates.');
    expect(await block.getByRole('button', { name: 'PDF all sizes, .zip – every Button Badge template as PDFs', exact: true }).isEnabled()).toBe(true);

    const ai = await downloadZip(page, block, 'AI');
    expect(ai.name).toBe('button-badge-ai.zip');
    expect(Object.keys(ai.entries)).toEqual(BADGE_FILES.map((f) => `${f}.ai`));
    await expectTemplates(ai.entries);

    // Nothing sideways on a phone: the block fits the viewport.
    const box = await block.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(await seriousAccessibilityViolations(page), 'axe on /badges').toEqual([]);
  });

  it('/business-cards: AI downloads royal-extra-white-400gsm-ai.zip', async () => {
    const page = await shop.newPage(viewport);
    const block = await openBlock(page, '/business-cards');
    const ai = await downloadZip(page, block, 'AI');
    expect(ai.name).toBe('royal-extra-white-400gsm-ai.zip');
    expect(Object.keys(ai.entries)).toEqual(['royal-extra-white-400gsm-90x54mm-template.ai']);
    await expectTemplates(ai.entries);
    expect(await seriousAccessibilityViolations(page), 'axe on /business-cards').toEqual([]);
  });
});

describe('files that cannot be fetched', () => {
  it('skips a file that fails and says so; the button shows it is busy meanwhile', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.route('**/artwork-guide/templates/button-badge-75mm-template.pdf', (route) => route.fulfill({ status: 404, body: 'gone' }));
    // One slow file, held until the test has seen the busy state.
    const slowFile = holdRequests();
    await page.route('**/artwork-guide/templates/button-badge-44mm-template.pdf', slowFile.handler);
    const block = await openBlock(page, '/badges');
    const button = block.getByRole('button', { name: /^PDF / });
    const downloading = downloadZip(page, block, 'PDF');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.textContent()).toContain('zipping…');
    expect(await block.getByRole('button', { name: /^AI / }).isDisabled()).toBe(true);
    slowFile.release();
    const pdf = await downloading;
    expect(await button.getAttribute('aria-busy')).toBe('false');
    expect(Object.keys(pdf.entries)).toEqual(['button-badge-58mm-template.pdf', 'button-badge-32mm-template.pdf', 'button-badge-44mm-template.pdf']);
    await expectTemplates(pdf.entries);
    await expect.poll(() => block.getByRole('status').textContent()).toBe('Downloaded button-badge-pdf.zip: 3 templates (1 could not be fetched and was left out).');
    expect(await block.getByRole('alert').textContent()).toBe('');
  });

  it("alerts 'No valid files found to download. Please check file paths.' when none can be fetched, and downloads nothing", async () => {
    const page = await shop.newPage(MOBILE);
    await page.route('**/artwork-guide/templates/**', (route) => (route.request().url().endsWith('.ai') ? route.abort() : route.fulfill({ status: 500 })));
    const block = await openBlock(page, '/hang-tags');
    let downloads = 0;
    page.on('download', () => void downloads++);
    for (const format of ['PDF', 'AI']) {
      await block.getByRole('button', { name: new RegExp(`^${format} all sizes`) }).click();
      await expect.poll(() => block.getByRole('alert').textContent()).toBe('No valid files found to download. Please check file paths.');
      await expect.poll(() => block.getByRole('button', { name: new RegExp(`^${format} `) }).isEnabled()).toBe(true);
    }
    expect(downloads).toBe(0);
    expect(await seriousAccessibilityViolations(page), 'axe with the alert').toEqual([]);
  });

  it("alerts 'No templates found for this product.' when the list has no entry for the product", async () => {
    const page = await shop.newPage(DESKTOP);
    await page.route('**/artwork-guide/download-templates.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.goto('/magnets');
    const block = templatesBlock(page);
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: /^PDF all sizes/ }).click();
    await expect.poll(() => block.getByRole('alert').textContent()).toBe('No templates found for this product.');
    expect(await block.getByRole('list').count()).toBe(0);
  });
});
