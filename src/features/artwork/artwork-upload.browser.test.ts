/**
 * Artwork chosen on the product page (issue 18) at 1280 and 390 px: on the die-cut sticker page a
 * shopper chooses a transparent PNG at 300+ ppi for the size; the server's verdict shows, then the
 * automatic proof's picture with its cut line (loaded, and switched to the dark background by the
 * Light / Dark toggle); Add to cart names the upload, and the cart line shows the file's name.
 * A 72 ppi image is refused with the reason in an alert, and Add to cart names no artwork. A square
 * design ordered at 80 × 50 mm gets the proof's size suggestion with its price, which is the price
 * the page then shows for that size. The first load carries only the section's field; the rest of
 * it is a chunk of its own. The lettering page has no such section.
 * On the order page, artwork sent for the order gets its automatic proof: shown with the note that
 * our team is checking it, then, once staff release it, as the proof to approve above Approve proof.
 * Screenshots go to /tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { addToCartButton, choose, describeViolations, heightInput, openConfigurator, parseSgd, settledTotal, widthInput } from '../../../test/page-helpers.js';
import { members } from '../account/account.tables.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';

const SHOTS = '/tmp/shots';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await shop?.close();
});

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const artworkSection = (page: Page): Locator => page.getByRole('region', { name: 'Your artwork (optional)' });

/** The size the page shows, mm. */
async function chosenSize(page: Page): Promise<{ width: number; height: number }> {
  return { width: Number(await widthInput(page).inputValue()), height: Number(await heightInput(page).inputValue()) };
}

/** The bodies of the page's Add to cart requests. */
function cartAdds(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/items') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** Whether the picture has loaded (a broken or unloaded one has no natural width). */
const loadedWidth = (image: Locator): Promise<number> => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('artwork on the product page (%s)', (name, viewport) => {
  it('a transparent PNG: the verdict, the proof with its cut line (light and dark), and the cart line names the file', async () => {
    const page = await shop.newPage(viewport);
    const adds = cartAdds(page);
    await openConfigurator(page, '/stickers/die-cut');
    const section = artworkSection(page);
    const size = await chosenSize(page);
    expect(size.width).toBeGreaterThan(0);
    const artwork = await pngImage(pixelsAt(size.width, 320), pixelsAt(size.height, 320), { transparent: true });

    // Chosen at the page's first shape (a circle): the server's verdict in green, the circle's proof.
    await section.getByLabel('Artwork file (PNG, JPEG, PDF, AI or SVG)').setInputFiles(png('my-logo.png', artwork));
    const verdict = section.locator('.preflight');
    await verdict.getByText('Ready to print').waitFor();
    expect(await verdict.getAttribute('class')).toContain('preflight-ok');
    await section.getByText('Magenta dashed line: the circle cut at the ordered size').waitFor({ timeout: 30_000 });

    // Custom Shape: the same file goes up again by itself, and its proof traces the design.
    const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/artwork/uploads');
    await choose(page, 'Shape', 'Custom Shape');
    expect((await uploaded).status()).toBe(201);
    const upload = ((await (await uploaded).json()) as { data: { id: string } }).data;
    await section.getByText('Magenta dashed line: where it will be cut').waitFor({ timeout: 30_000 });
    await verdict.getByText('Ready to print').waitFor();

    // The proof: its picture on the light background, loaded, with its size and the PDF.
    const picture = section.getByRole('img', { name: /^Proof of my-logo\.png/ });
    await expect.poll(() => loadedWidth(picture), { timeout: 10_000, message: 'the light preview should load' }).toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toMatch(new RegExp(`/artwork/uploads/${upload.id}/preview-light\\.png$`));
    await section.getByText(`${size.width} × ${size.height} mm`, { exact: true }).waitFor();
    expect(await section.getByRole('link', { name: /Proof \(PDF/ }).getAttribute('href')).toMatch(/proof\.pdf$/);
    const light = section.getByRole('button', { name: 'Light' });
    const dark = section.getByRole('button', { name: 'Dark' });
    expect(await light.getAttribute('aria-pressed')).toBe('true');
    await picture.evaluate((element: HTMLImageElement) => element.decode());
    await section.screenshot({ path: `${SHOTS}/artwork-upload-${name}-light.png` });

    // Dark: the picture switches to the dark preview, and it loads too.
    await dark.click();
    expect(await dark.getAttribute('aria-pressed')).toBe('true');
    expect(await light.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => picture.getAttribute('src')).toMatch(/preview-dark\.png$/);
    await expect.poll(() => loadedWidth(picture), { timeout: 10_000, message: 'the dark preview should load' }).toBeGreaterThan(0);
    await picture.evaluate((element: HTMLImageElement) => element.decode());
    await section.screenshot({ path: `${SHOTS}/artwork-upload-${name}-dark.png` });
    await picture.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/artwork-upload-${name}-page.png` });
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Add to cart names the upload; the cart line shows the file.
    await addToCartButton(page).click();
    const cartView = page.getByRole('dialog', { name: 'Added to your cart' });
    await cartView.waitFor();
    expect(adds).toHaveLength(1);
    expect(adds[0]?.artwork_upload_id).toBe(upload.id);
    await cartView.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    const line = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect.poll(() => line.count()).toBe(1);
    await line.getByText('Your artwork: my-logo.png').waitFor();
    await page.screenshot({ path: `${SHOTS}/artwork-upload-${name}-cart.png` });
  });

  it('a 72 ppi image is refused with the reason, and Add to cart names no artwork', async () => {
    const page = await shop.newPage(viewport);
    const adds = cartAdds(page);
    await openConfigurator(page, '/stickers/die-cut');
    const section = artworkSection(page);
    const size = await chosenSize(page);
    const blurry = await pngImage(pixelsAt(size.width, 72), pixelsAt(size.height, 72), { transparent: true });

    const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/artwork/uploads');
    await section.getByLabel('Artwork file (PNG, JPEG, PDF, AI or SVG)').setInputFiles(png('blurry.png', blurry));
    expect((await uploaded).status()).toBe(422);
    const refusal = section.getByRole('alert');
    await refusal.getByText(/72 ppi/).waitFor();
    // Nothing stored, so no proof is asked for or shown.
    expect(await section.getByRole('img').count()).toBe(0);
    expect(await section.getByLabel('Artwork file (PNG, JPEG, PDF, AI or SVG)').getAttribute('aria-invalid')).toBe('true');
    await section.screenshot({ path: `${SHOTS}/artwork-upload-${name}-refused.png` });

    await addToCartButton(page).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
    expect(adds).toHaveLength(1);
    expect(adds[0]).not.toHaveProperty('artwork_upload_id');
  });

  it('the section renders without a React error and without its upload code (fetched when needed); the lettering page (designed on the page) has none', async () => {
    const page = await shop.newPage(viewport);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openConfigurator(page, '/stickers/die-cut');
    await artworkSection(page).getByLabel('Artwork file (PNG, JPEG, PDF, AI or SVG)').waitFor();
    expect(errors.filter((text) => /React|hydrat/i.test(text))).toEqual([]);
    expect(scripts.filter((path) => /ArtworkUploadProof/.test(path))).toEqual([]);
    await openConfigurator(page, '/stickers/vinyl/vinyl-lettering');
    expect(await artworkSection(page).count()).toBe(0);
  });

  it('a size suggestion: "Use W × H mm" with its price, which the page then shows for that size', async () => {
    const page = await shop.newPage(viewport);
    await openConfigurator(page, '/stickers/die-cut');
    await widthInput(page).fill('80');
    await heightInput(page).fill('50');
    await choose(page, 'Shape', 'Custom Shape');
    const before = await settledTotal(page);
    const section = artworkSection(page);
    // A square design (a disc) inside 80 × 50 mm: its traced outline is not the size's shape.
    await section.getByLabel('Artwork file (PNG, JPEG, PDF, AI or SVG)').setInputFiles(png('round.png', await pngImage(1200, 1200, { transparent: true })));
    const use = section.getByRole('button', { name: /^Use \d+ × \d+ mm$/ });
    await use.waitFor({ timeout: 30_000 });
    const [, width, height] = /^Use (\d+) × (\d+) mm$/.exec((await use.textContent()) ?? '') ?? [];
    expect(width).toBe('80');
    const price = section.getByText(/^S\$[\d,.]+ at that size$/);
    await price.waitFor();
    const suggested = parseSgd((await price.textContent()) ?? '');
    expect(suggested).not.toBe(before);
    const picture = section.getByRole('img', { name: /^Proof of round\.png/ });
    await expect.poll(() => loadedWidth(picture), { timeout: 10_000, message: 'the preview should load' }).toBeGreaterThan(0);
    await picture.evaluate((element: HTMLImageElement) => element.decode());
    await section.screenshot({ path: `${SHOTS}/artwork-upload-${name}-suggestion.png` });

    await use.click();
    await expect.poll(() => heightInput(page).inputValue()).toBe(height);
    expect(await settledTotal(page, { not: before })).toBe(suggested);
    // The same file goes up again at the new size: its proof is of 80 × 80 mm, and nothing more is suggested.
    await section.getByText(`80 × ${height} mm`, { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => use.count()).toBe(0);
  });

  it('on the order page: the automatic proof while our team checks it, then released as the proof to approve', async () => {
    const page = await shop.newPage(viewport);
    await registerThroughApi(shop, page, newMember('Wei', 'Ling'));
    const order = await memberOrderThroughApi(page.request);
    await page.goto(order.page_url);
    const artwork = page.getByRole('region', { name: 'Artwork' });
    await artwork.getByLabel(/Your files/).setInputFiles(png('shop-logo.png', await pngImage(pixelsAt(50, 300), pixelsAt(50, 300), { transparent: true })));
    await artwork.locator('.preflight').getByText('Ready to print').waitFor();
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();

    // Made within seconds (the page asks again while it is being made): our team checks it first.
    await artwork.getByText('Automatic proof — our team is checking it and will send it to you to approve shortly.').waitFor({ timeout: 30_000 });
    const checking = artwork.getByRole('img', { name: /^Proof of shop-logo\.png/ });
    await expect.poll(() => loadedWidth(checking), { timeout: 10_000, message: 'the proof picture should load' }).toBeGreaterThan(0);
    await checking.evaluate((element: HTMLImageElement) => element.decode());
    expect(await checking.getAttribute('src')).toMatch(new RegExp(`/orders/${order.order_no}/auto-proofs/[^/]+/preview-light\\.png$`));
    expect(await page.getByRole('button', { name: 'Approve proof' }).count()).toBe(0);
    await artwork.screenshot({ path: `${SHOTS}/order-auto-proof-${name}-checking.png` });

    // Staff release it as it is: it is the proof to approve.
    const staff = await shop.newPage(viewport);
    const staffMember = newMember('Siti', 'Rahman');
    await registerThroughApi(shop, staff, staffMember);
    await shop.database.db.update(members).set({ staff_role: 'owner' }).where(eq(members.email, staffMember.email));
    await apiData(await staff.request.post(`/api/staff/orders/${order.order_no}/auto-proofs/release`, { data: {} }));
    await page.reload();
    const proof = page.getByRole('region', { name: 'Proof' });
    const released = proof.getByRole('img', { name: /^Proof of shop-logo\.png/ });
    await expect.poll(() => loadedWidth(released), { timeout: 10_000, message: 'the released proof picture should load' }).toBeGreaterThan(0);
    await released.evaluate((element: HTMLImageElement) => element.decode());
    await proof.getByText(/^Magenta dashed line: /).waitFor();
    await proof.getByRole('button', { name: 'Approve proof' }).waitFor();
    expect(await artwork.getByText(/our team is checking it/).count()).toBe(0);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await proof.screenshot({ path: `${SHOTS}/order-auto-proof-${name}-released.png` });
  });
});
