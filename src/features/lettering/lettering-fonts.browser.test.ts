/**
 * The lettering fonts in Chromium: a face loads from the shop with the FontFace API under the
 * shop's Content-Security-Policy (the harness fails on any violation), and text styled with
 * LETTERING_FONT_FEATURE_SETTINGS is laid out exactly as measureLettering measures it with the
 * server's metrics, script fonts with contextual forms included. Also bounds how far canvas
 * measureText's ink box is from the outlines' box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { LETTERING_FONT_FEATURE_SETTINGS, measureLettering, type LetteringFontMetrics } from './lettering-metrics.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const LINES = ['HAMBURGEFONTSIV', 'Hamburgefontsiv 0123456789', 'AVATAR “To”, Wavy… £9.50 é'];

describe('lettering fonts in the browser', () => {
  it('load with FontFace from /fonts/lettering/ and lay lines out as measured', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    // Roboto kerns; Pacifico and Lobster swap in contextual forms by default; Great Vibes kerns a lot; Amatic SC is served at 700.
    for (const id of ['roboto', 'pacifico', 'lobster', 'great-vibes', 'dancing-script', 'amatic-sc']) {
      const metrics = ((await (await page.request.get(`/api/lettering/fonts/${id}/metrics`)).json()) as { data: LetteringFontMetrics }).data;
      const measured = measureLettering(LINES.join('\n'), 'left', metrics);
      const browser = await page.evaluate(
        async ({ id, lines, featureSettings }) => {
          const face = new FontFace(`Lettering test ${id}`, `url(/fonts/lettering/${id}.woff2) format("woff2")`);
          await face.load();
          document.fonts.add(face);
          const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          document.body.append(svg);
          const widths = lines.map((line) => {
            const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
            text.setAttribute('font-family', `Lettering test ${id}`);
            text.setAttribute('font-size', '100');
            text.style.fontFeatureSettings = featureSettings;
            text.style.whiteSpace = 'pre';
            text.textContent = line;
            svg.append(text);
            return text.getComputedTextLength();
          });
          const plain = lines.map((line) => {
            const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
            text.setAttribute('font-family', `Lettering test ${id}`);
            text.setAttribute('font-size', '100');
            text.textContent = line;
            svg.append(text);
            return text.getComputedTextLength();
          });
          svg.remove();
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `100px "Lettering test ${id}"`;
          const h = context.measureText('H');
          return { status: face.status, widths, plain, hInk: h.actualBoundingBoxAscent + h.actualBoundingBoxDescent };
        },
        { id, lines: LINES, featureSettings: LETTERING_FONT_FEATURE_SETTINGS },
      );
      expect(browser.status, id).toBe('loaded');
      // To the browser's 1/64 px: the measured box is the drawn one.
      expect(
        browser.widths.map((w) => Math.round(w * 10) / 10),
        id,
      ).toEqual(measured.lines.map((line) => Math.round(line.widthPx * 10) / 10));
      if (id === 'pacifico') {
        // Without the settings, Pacifico's contextual forms change the line: they must be off.
        expect(browser.plain.some((w, i) => Math.abs(w - (measured.lines[i]?.widthPx ?? 0)) > 1)).toBe(true);
      }
      const h = metrics.glyphs.H?.bbox;
      if (h) {
        // Canvas's ink box is in whole pixels: a pixel or two off the outline's (1–2%), which is why it is not the measure.
        const inkPx = ((h[3] - h[1]) * 100) / metrics.unitsPerEm;
        expect(Math.abs(browser.hInk - inkPx), id).toBeLessThanOrEqual(Math.max(2, inkPx * 0.03));
      }
    }
  });

  it('the font file answers with its caching headers to the browser', async () => {
    const page = await shop.newPage();
    const response = await page.request.get('/fonts/lettering/roboto.woff2');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('font/woff2');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
