/**
 * The vinyl lettering designer as a shopper uses it, at 1280 and 390 px: typing text, changing
 * font, alignment and sheet colour; the size reaching the size fields and the price following;
 * both error modals; the lettering in the cart and in the quotation PDF; the designer route; the
 * font list (a drop-down on a desktop, a bottom sheet on a phone) scrolling under its search box,
 * which stays on screen while the shopper scrolls and types.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { LETTERING_MESSAGES } from './lettering-rules.js';
import { pdfText } from '../../../test/pdf-text.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});


const LETTERING_PAGE = '/stickers/vinyl/vinyl-lettering';

/** The designer's parts and the configurator's fields the test reads. */
function parts(page: Page) {
  const designer = page.getByRole('region', { name: 'Design your lettering' });
  return {
    designer,
    text: designer.getByRole('textbox', { name: 'Your text' }),
    preview: designer.getByRole('img', { name: /^Preview of/ }),
    width: page.getByRole('textbox', { name: 'Width (mm)' }),
    height: page.getByRole('textbox', { name: 'Height (mm)' }),
    total: page.getByRole('status', { name: /Total/ }),
  };
}

/** The total once the designer has sized the lettering and the price is settled (neither busy). */
async function settledTotal(page: Page): Promise<string> {
  const { total } = parts(page);
  if (await parts(page).designer.count()) await sizeSettled(page);
  await expect.poll(() => total.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  return (await total.textContent())?.match(/S\$[\d,.]+/)?.[0] ?? '';
}

/** The designer has measured the text and pushed its size to the size fields (it is busy until then). */
async function sizeSettled(page: Page): Promise<void> {
  await expect.poll(() => parts(page).designer.getAttribute('aria-busy'), { message: 'the designer should finish sizing the lettering' }).toBe('false');
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the lettering designer (%s)', (_name, viewport) => {
  it('typing sizes the lettering and the price follows; alignment, font and sheet colour change the preview', async () => {
    const page = await shop.newPage(viewport);
    // A landing shows no message, not even in the moment before the size follows the text: every
    // text the page shows while it loads is recorded, from its first byte.
    await page.addInitScript((message) => {
      const seen = { shown: false };
      (window as unknown as { tooSmallShown: typeof seen }).tooSmallShown = seen;
      new MutationObserver(() => {
        if (document.body?.innerText.includes(message)) seen.shown = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, LETTERING_MESSAGES.tooSmall);
    await page.goto(LETTERING_PAGE);
    const p = parts(page);
    await p.preview.waitFor();
    expect(await p.text.inputValue()).toBe('Your text');
    const firstTotal = await settledTotal(page);
    expect(await page.evaluate(() => (window as unknown as { tooSmallShown: { shown: boolean } }).tooSmallShown.shown)).toBe(false);
    const firstWidth = await p.width.inputValue();

    // A second line: the lettering gets narrower and taller; alignment is offered.
    await p.text.fill('OPEN DAILY\n9AM TO 9PM');
    await expect.poll(() => p.preview.getAttribute('aria-label')).toContain('OPEN DAILY / 9AM TO 9PM');
    await expect.poll(() => p.width.inputValue(), { timeout: 10_000 }).not.toBe(firstWidth);
    const width = Number(await p.width.inputValue());
    const height = Number(await p.height.inputValue());
    expect(height).toBeGreaterThanOrEqual(30);
    await expect.poll(() => p.preview.getAttribute('aria-label')).toContain(`${width} × ${height} mm`);
    expect(await settledTotal(page)).not.toBe(firstTotal);
    const alignment = p.designer.getByRole('radiogroup', { name: 'Alignment' });
    await alignment.getByRole('radio', { name: 'Right' }).check({ force: true });
    await expect.poll(() => page.url()).toContain('align=right');
    // The designer measures the text again for the new alignment and writes the size into the
    // fields: typing a width before it is done races that write.
    await settledTotal(page);

    // Typing a width: the height follows the text's proportions after a pause.
    await p.width.fill(String(width * 2));
    await expect.poll(() => p.height.inputValue(), { timeout: 10_000 }).not.toBe(String(height));
    const doubled = Number(await p.height.inputValue());
    expect(Math.abs(doubled - height * 2)).toBeLessThanOrEqual(2);

    // Font: the picker lists every font in its own face; Anton is chosen and drawn.
    await page.getByRole('button', { name: /^Font/ }).click();
    const fonts = page.getByRole('radiogroup', { name: 'Fonts' });
    await fonts.getByRole('radio').first().waitFor();
    expect(await fonts.getByRole('radio').count()).toBeGreaterThanOrEqual(80);
    await page.getByRole('searchbox', { name: 'Find a font' }).fill('anto');
    await fonts.getByText('Anton', { exact: true }).click();
    await expect.poll(() => p.preview.getAttribute('aria-label')).toContain('in Anton');
    await expect.poll(() => page.url()).toContain('font=anton');

    // A custom-colour sheet paints the letters; Full Colour can't be chosen with the creation tool.
    const sheet = page.getByRole('radiogroup', { name: 'Sheet Colour' });
    await sheet.getByRole('radio', { name: 'Gold' }).check({ force: true });
    await expect.poll(() => p.preview.getAttribute('aria-label')).toContain('Gold');
    expect(await sheet.getByRole('radio', { name: 'Full Colour' }).isDisabled()).toBe(true);
    await settledTotal(page);
    expect(JSON.stringify(await seriousAccessibilityViolations(page)), 'axe on the lettering designer').toBe('[]');
  });

  it('no text: "Text Input Required"; letters under 10 mm: "Text Error" with TRY AGAIN; nothing goes to the cart', async () => {
    const page = await shop.newPage(viewport);
    await page.goto(LETTERING_PAGE);
    const p = parts(page);
    await p.preview.waitFor({ timeout: 15_000 });
    // The size follows the sample text 300 ms after landing, and the price follows the size: a click
    // while either changes could land on a button that has just been disabled (settledTotal waits for both).
    await settledTotal(page);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const required = page.getByRole('dialog', { name: LETTERING_MESSAGES.inputRequiredTitle });
    await required.waitFor();
    expect(await required.textContent()).toContain(LETTERING_MESSAGES.inputRequired);
    expect(await required.textContent()).toContain(LETTERING_MESSAGES.artworkSuggestion);
    await required.getByRole('button', { name: 'Type my text' }).click();
    await required.waitFor({ state: 'detached' });

    // Four lines of small letters at the 30 mm minimum height: each letter is about 4 mm.
    await p.text.fill('aaaaaaaa\naaaaaaaa\naaaaaaaa\naaaaaaaa');
    await expect.poll(() => p.designer.getByRole('alert').textContent(), { timeout: 10_000 }).toContain(LETTERING_MESSAGES.tooSmall);
    await settledTotal(page);
    await page.getByRole('button', { name: 'Print Quote' }).click();
    const textError = page.getByRole('dialog', { name: LETTERING_MESSAGES.textErrorTitle });
    await textError.waitFor();
    expect(await textError.textContent()).toContain(LETTERING_MESSAGES.tooSmall);
    await textError.getByRole('button', { name: LETTERING_MESSAGES.tryAgain }).click();
    await textError.waitFor({ state: 'detached' });
    const cart = await page.request.get('/api/cart');
    expect(((await cart.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(0);
  });

  it('11 lines: the designer says the 10-line limit at once, and the total shows no price with the reason, never a price still loading', async () => {
    const page = await shop.newPage(viewport);
    await page.goto(LETTERING_PAGE);
    const p = parts(page);
    await settledTotal(page);
    await p.text.fill(Array.from({ length: 11 }, (_, line) => `LINE ${line + 1}`).join('\n'));
    await expect.poll(() => p.designer.getByRole('alert').textContent()).toBe(LETTERING_MESSAGES.tooManyLines);
    await expect.poll(() => p.total.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => p.total.textContent()).toContain(LETTERING_MESSAGES.tooManyLines);
    expect(await p.total.textContent()).not.toMatch(/S\$|Working out the price/);
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);

    // Shortened again: the message goes, the lettering is sized and priced again.
    await p.text.fill('OPEN\nDAILY');
    await expect.poll(() => p.designer.getByRole('alert').isHidden()).toBe(true);
    await expect.poll(() => settledTotal(page), { timeout: 20_000 }).toMatch(/^S\$\d/);
  });

  it('the font list scrolls under its search box, which stays on screen while the shopper scrolls and types', async () => {
    const page = await shop.newPage(viewport);
    await page.goto(LETTERING_PAGE);
    const button = page.getByRole('button', { name: /^Font:/ });
    await button.waitFor();
    // The worst place to open it: the button low on the screen.
    await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight * 0.7));
    await button.click();
    const search = page.getByRole('searchbox', { name: 'Find a font' });
    const fonts = page.getByRole('radiogroup', { name: 'Fonts' });
    await fonts.getByRole('radio').first().waitFor();
    const onScreen = async () => {
      const box = await search.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    };
    expect(await onScreen(), 'the search box is on screen when the list opens').toBe(true);

    // Scrolling the fonts moves them under the search box, which stays where it is.
    const searchAt = (await search.boundingBox())?.y;
    const firstFont = fonts.getByText('Anton', { exact: true });
    const firstAt = (await firstFont.boundingBox())?.y ?? 0;
    await fonts.hover();
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await firstFont.boundingBox())?.y ?? 0, { message: 'the font list should scroll' }).toBeLessThan(firstAt - 300);
    expect(await onScreen(), 'the search box is on screen after scrolling the list').toBe(true);
    expect((await search.boundingBox())?.y).toBe(searchAt);

    // Typing narrows the list; the search box stays put and the matches start below it.
    await search.click();
    await page.keyboard.type('rob');
    await expect.poll(() => fonts.getByRole('radio').count()).toBe(3);
    expect(await onScreen(), 'the search box is on screen while typing').toBe(true);
    expect((await search.boundingBox())?.y).toBe(searchAt);
    const searchBottom = ((await search.boundingBox())?.y ?? 0) + ((await search.boundingBox())?.height ?? 0);
    const firstMatch = await fonts.getByText('Roboto', { exact: true }).boundingBox();
    expect(firstMatch && firstMatch.y).toBeGreaterThanOrEqual(searchBottom);
    expect(firstMatch && firstMatch.y + firstMatch.height).toBeLessThanOrEqual(viewport.height);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fonts.getByText('Roboto Mono', { exact: true }).click();
    await expect.poll(() => page.url()).toContain('font=roboto-mono');
  });

  it('the lettering goes to the cart and the quotation PDF with its text and font', async () => {
    const page = await shop.newPage(viewport);
    await page.goto(`${LETTERING_PAGE}?font=anton`);
    const p = parts(page);
    await p.preview.waitFor({ timeout: 15_000 });
    await p.text.fill('NOODLE BAR');
    await expect.poll(() => p.preview.getAttribute('aria-label')).toContain('NOODLE BAR');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('text=NOODLE+BAR');
    // The size settles 300 ms after typing, then the price: then Print Quote makes the quotation.
    await settledTotal(page);
    await page.getByRole('button', { name: 'Print Quote' }).click();
    await page.getByRole('dialog', { name: /^Quotation Q/ }).waitFor({ timeout: 15_000 });
    const modal = page.getByRole('dialog', { name: /^Quotation Q/ });
    expect(await modal.textContent()).toContain('Text “NOODLE BAR”');
    const quotationNo = ((await modal.getByRole('heading').first().textContent()) ?? '').match(/Q\d{6}-[A-Z0-9]{6}/)?.[0] ?? '';
    const pdf = await page.request.get(`/pdf/quotation/download?quotation_no=${quotationNo}`);
    const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
    expect(text).toContain('NOODLE BAR');
    expect(text).toContain('Font Anton');
    await modal.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // Added once the cart view says so (going to /cart before would race the add), then the cart page.
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor({ timeout: 10_000 });
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 10_000 }).toContain('Text “NOODLE BAR”');
    expect(await page.getByRole('main').textContent()).toContain('Font Anton');
  });
});

describe('the vinyl-lettering-designer route', () => {
  it('opens the designer under its own heading "Vinyl Lettering Designer", on a phone too', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await shop.newPage(viewport);
      await page.goto('/vinyl-lettering-designer');
      await page.getByRole('heading', { level: 1, name: 'Vinyl Lettering Designer' }).waitFor();
      await parts(page).preview.waitFor({ timeout: 15_000 });
      expect(await page.title()).toMatch(/^Vinyl Lettering Designer/);
    }
  });
});
