/**
 * From artwork to print (issue 18), the whole path at 1280 and 390 px: on the die-cut sticker page
 * a signed-in shopper chooses Custom Shape and a transparent PNG, sees the verdict and the traced
 * cut line, adds to cart and checks out; the order page shows the automatic proof while our team
 * checks it. Staff mark the order paid and release the proof on the desk; the shopper approves it;
 * the Production view lists the line under its dispatch date and material, and its print PDF
 * downloads with the CutContour separation and the trim box at the ordered size.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { DESKTOP, downloadedBytes, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { choose, heightInput, openConfigurator, widthInput } from '../../../test/page-helpers.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from '../artwork-templates/pdf-boxes.js';

const SHOTS = '/tmp/shots';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await shop?.close();
});

const text = async (locator: { textContent(): Promise<string | null> }) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Whether a picture has loaded (a broken or unloaded one has no natural width). */
const loadedWidth = (page: Page, name: RegExp) => page.getByRole('img', { name }).first().evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

async function staffPage(viewport: { width: number; height: number }): Promise<Page> {
  const staff = await shop.newPage(viewport);
  const member = newMember('Siti', 'Rahman');
  await registerThroughApi(shop, staff, member);
  await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, member.email));
  return staff;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('artwork to print (%s)', (name, viewport) => {
  it('upload on the product page → verdict and cut line → cart → checkout → automatic proof → released → approved → Production lists the line and its print PDF downloads', { timeout: 180_000 }, async () => {
    // 1. The product page: Custom Shape, the artwork, its verdict and its traced cut line.
    const shopper = await shop.newPage(viewport);
    await registerThroughApi(shop, shopper, newMember('Mei Ling', 'Tan'));
    await openConfigurator(shopper, '/stickers/die-cut');
    await choose(shopper, 'Shape', 'Custom Shape');
    const width = Number(await widthInput(shopper).inputValue());
    const height = Number(await heightInput(shopper).inputValue());
    const section = shopper.getByRole('region', { name: 'Your artwork (optional)' });
    const artwork = await pngImage(pixelsAt(width, 320), pixelsAt(height, 320), { transparent: true });
    await section.getByLabel('Artwork file (PNG, JPEG, PDF, AI or SVG)').setInputFiles({ name: 'kopi-logo.png', mimeType: 'image/png', buffer: artwork });
    await section.locator('.preflight').getByText('Ready to print').waitFor();
    await section.getByText('Magenta dashed line: where it will be cut').waitFor({ timeout: 30_000 });
    await expect.poll(() => loadedWidth(shopper, /^Proof of kopi-logo\.png/), { timeout: 10_000, message: 'the traced proof should show' }).toBeGreaterThan(0);

    // 2. Cart and checkout: the line carries the file.
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await shopper.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click();
    await shopper.getByText('Your artwork: kopi-logo.png').waitFor();
    await shopper.getByRole('link', { name: 'Proceed to checkout' }).click();
    await shopper.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await shopper.getByLabel('Phone').fill('9123 4567');
    await shopper.getByLabel('Address line 1').fill('1 Raffles Place, #20-01');
    await shopper.getByLabel('Postcode').fill('048616');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    const heading = shopper.getByRole('heading', { name: /^Order [A-Z0-9-]+$/, level: 1 });
    await heading.waitFor({ timeout: 15_000 });
    const orderNo = (await text(heading)).replace(/^Order /, '');

    // 3. The order page: the automatic proof, made within seconds, while our team checks it.
    const artworkRegion = shopper.getByRole('region', { name: 'Artwork' });
    await artworkRegion.getByText('Automatic proof — our team is checking it and will send it to you to approve shortly.').waitFor({ timeout: 30_000 });
    await expect.poll(() => loadedWidth(shopper, /^Proof of kopi-logo\.png/), { timeout: 10_000 }).toBeGreaterThan(0);
    await shopper.screenshot({ path: `${SHOTS}/artwork-to-print-${name}-order.png`, fullPage: true });

    // 4. The desk: paid, and the automatic proof released as it is.
    const staff = await staffPage(viewport);
    await staff.goto(`/staff/orders?order=${orderNo}`);
    const detail = staff.getByRole('article', { name: orderNo });
    await detail.getByRole('button', { name: 'Mark paid…' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Mark this order paid?' });
    await dialog.getByRole('button', { name: /^Confirm S\$[\d,.]+ received$/ }).click();
    await detail.getByRole('status').filter({ hasText: `Order ${orderNo} is marked paid.` }).waitFor();
    const proofBlock = detail.getByRole('region', { name: 'Artwork and proof' });
    await proofBlock.getByText('ready to check').waitFor({ timeout: 30_000 });
    await staff.screenshot({ path: `${SHOTS}/artwork-to-print-${name}-desk.png`, fullPage: true });
    await proofBlock.getByRole('button', { name: 'Release automatic proof' }).click();
    await proofBlock.getByText('sent to the customer').waitFor();

    // 5. The shopper approves it.
    await shopper.reload();
    const proof = shopper.getByRole('region', { name: 'Proof' });
    await proof.getByRole('button', { name: 'Approve proof' }).click();
    await shopper.getByRole('dialog', { name: 'Approve this proof?' }).getByRole('button', { name: 'Approve and print' }).click();
    await proof.getByText(/^You approved this proof on /).waitFor();

    // 6. Production: the line under its dispatch date and material, its print PDF made by the job and downloaded.
    await staff.goto('/staff/production');
    await staff.getByRole('heading', { name: 'Production', level: 1 }).waitFor();
    const printLink = staff.getByRole('link', { name: `Print PDF, ${orderNo} line 1 (PDF)` });
    const row = staff.getByRole('row').filter({ hasText: orderNo });
    await expect
      .poll(
        async () => {
          if ((await row.count()) > 0 && (await text(row)).includes('Ready to print')) return true;
          await staff.reload();
          await staff.getByRole('heading', { name: 'Production', level: 1 }).waitFor();
          return false;
        },
        { timeout: 30_000, interval: 1000, message: 'the print files should be made and listed' },
      )
      .toBe(true);
    const rowText = await text(row);
    expect(rowText).toContain(`${width} × ${height} mm`);
    await printLink.waitFor();
    // Listed under its material (the product the die-cut page ordered) and its dispatch date.
    const material = (/Die Cut · (.+?)\d/.exec(rowText)?.[1] ?? '').trim();
    expect(material).not.toBe('');
    await staff.getByRole('heading', { name: material, level: 3 }).first().waitFor();
    await staff.getByRole('heading', { name: /^Dispatch / }).first().waitFor();
    await staff.screenshot({ path: `${SHOTS}/artwork-to-print-${name}-production.png`, fullPage: true });
    const [download] = await Promise.all([staff.waitForEvent('download'), printLink.click()]);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hasCutContourSeparation(pdf)).toBe(true);
    const trim = (await pdfInfo(pdf)).boxes.TrimBox!;
    expect((trim[2] - trim[0]) / POINTS_PER_MM).toBeCloseTo(width, 0);
    expect((trim[3] - trim[1]) / POINTS_PER_MM).toBeCloseTo(height, 0);
    await shopper.close();
    await staff.close();
  });
});
