import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { pdfText } from '../../../test/pdf-text.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});


describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('a quotation from the configurator (%s)', (_name, viewport) => {
  it('Print Quote creates it, Bill To is edited and saved, and the PDF says the same', async () => {
    const page = await shop.newPage(viewport);
    await page.goto('/stickers/vinyl/standard');
    const total = page.getByRole('status', { name: /Total/ });
    await page.getByRole('radiogroup', { name: 'Quantity' }).getByRole('radio').nth(1).check({ force: true });
    await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
    await expect.poll(async () => (await total.textContent())?.match(/S\$[\d,.]+/)?.[0]).toBeTruthy();
    const shownTotal = (await total.textContent())?.match(/S\$[\d,.]+/)?.[0] ?? '';

    await page.getByRole('button', { name: 'Print Quote' }).click();
    const modal = page.getByRole('dialog', { name: /^Quotation Q\d{6}-[A-Z0-9]{6}$/ });
    await modal.waitFor();
    const quotationNo = ((await modal.getAttribute('aria-label')) ?? (await modal.getByRole('heading').first().textContent()) ?? '').match(/Q\d{6}-[A-Z0-9]{6}/)?.[0] ?? '';
    // Numbered by the shop's (pinned) date: Monday 23 Nov 2026.
    expect(quotationNo).toMatch(/^Q261123-[A-Z0-9]{6}$/);
    const modalText = (await modal.textContent()) ?? '';
    for (const expected of ['PRODUCT DESCRIPTION', 'QTY', 'AMOUNT', 'TOTAL', 'Standard Vinyl Stickers', shownTotal]) expect(modalText).toContain(expected);
    expect(await seriousAccessibilityViolations(page), 'axe with the quotation open').toEqual([]);

    await modal.getByRole('button', { name: 'Edit' }).click();
    await modal.getByLabel('Name').fill('Tan Mei Ling');
    await modal.getByLabel('Company').fill('Kopi & Co Pte Ltd');
    await modal.getByLabel('Address').fill('8 Tiong Bahru Rd, Singapore 168888');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Saved').waitFor();

    // The document opens in a new window; its bytes are read with the same visitor's cookie.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), modal.getByRole('button', { name: 'Print / Preview' }).click()]);
    expect(popup.url()).toContain(`/pdf/quotation/preview?quotation_no=${quotationNo}`);
    const pdf = await page.request.get(`/pdf/quotation/download?quotation_no=${quotationNo}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain(`attachment; filename="Quotation-${quotationNo}.pdf"`);
    const text = pdfText(await pdf.body());
    for (const expected of [quotationNo, 'QUOTATION', 'Tan Mei Ling', 'Kopi & Co Pte Ltd', 'Standard Vinyl Stickers', 'Die Cut', '20', shownTotal]) {
      expect(text, expected).toContain(expected);
    }

    // Another visitor (a fresh browser context) can't open it.
    const stranger = await shop.newPage(viewport);
    const denied = await stranger.request.get(`/pdf/quotation/preview?quotation_no=${quotationNo}`);
    expect(denied.status()).toBe(404);
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('business-card stocks are named wherever the line is (%s)', (_name, viewport) => {
  it('Vintage Kraft 300gsm and Royal Extra White 400gsm read differently in the cart, the quotation modal and its PDF', async () => {
    const page = await shop.newPage(viewport);
    const quoteFor = async (path: string, stock: string) => {
      await page.goto(path);
      const total = page.getByRole('status', { name: /Total/ });
      await expect.poll(() => total.getAttribute('aria-busy')).toBe('false');
      await expect.poll(async () => (await total.textContent())?.match(/S\$[\d,.]+/)?.[0]).toBeTruthy();
      await page.getByRole('button', { name: 'Print Quote' }).click();
      const modal = page.getByRole('dialog', { name: /^Quotation Q\d{6}-[A-Z0-9]{6}$/ });
      await modal.waitFor();
      expect(await modal.textContent(), `modal of ${stock}`).toContain(stock);
      const quotationNo = ((await modal.getByRole('heading').first().textContent()) ?? '').match(/Q\d{6}-[A-Z0-9]{6}/)?.[0] ?? '';
      const text = pdfText(await (await page.request.get(`/pdf/quotation/download?quotation_no=${quotationNo}`)).body());
      expect(text, `PDF of ${stock}`).toContain(stock);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
      await page.keyboard.press('Escape');
    };
    await quoteFor('/business-cards/vintage-kraft', 'Vintage Kraft 300gsm');
    await quoteFor('/business-cards/royal-extra-white', 'Royal Extra White 400gsm');

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    const texts = await lines.allTextContents();
    expect(texts.some((t) => t.includes('Vintage Kraft 300gsm'))).toBe(true);
    expect(texts.some((t) => t.includes('Royal Extra White 400gsm'))).toBe(true);
  });
});
