/**
 * The lettering fonts against real font files: the metrics the server extracts are the font's
 * own numbers (fontkit read independently here), the routes serve them and the files, and a
 * configuration sized with them passes the server's check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { UNKNOWN_FONT_MESSAGE, verifyLettering } from './font-metrics.js';
import { DEFAULT_LETTERING_FONT_ID, LETTERING_FONT_CATEGORIES, LETTERING_FONTS, letteringFontFile, letteringFontUrl, type LetteringFontCategory } from './lettering-fonts.js';
import { measureLettering, type LetteringFontMetrics } from './lettering-metrics.js';
import { LETTERING_MESSAGES, sizeLettering } from './lettering-rules.js';

const require = createRequire(import.meta.url);
const fontFile = (id: string, file = `files/${id}-latin-400-normal.woff2`): string => require.resolve(`@fontsource/${id}/${file}`);
const openFont = (id: string): Font => create(readFileSync(fontFile(id))) as Font;

let shop: TestShop;
let roboto: LetteringFontMetrics;
beforeAll(async () => {
  shop = await createTestShop();
  const answer = await apiGet<LetteringFontMetrics>(shop, '/api/lettering/fonts/roboto/metrics');
  expect(answer.statusCode).toBe(200);
  roboto = answer.body.data;
});
afterAll(async () => {
  await shop?.close();
});

describe('the lettering fonts', () => {
  it('are 85 OFL fonts from installed @fontsource packages, each with its latin file', () => {
    expect(LETTERING_FONTS).toHaveLength(85);
    expect(new Set(LETTERING_FONTS.map((f) => f.id)).size).toBe(85);
    expect(new Set(LETTERING_FONTS.map((f) => f.family)).size).toBe(85);
    for (const font of LETTERING_FONTS) {
      const pkg = JSON.parse(readFileSync(require.resolve(`@fontsource/${font.id}/package.json`), 'utf8')) as { license: string };
      expect(pkg.license, font.id).toBe('OFL-1.1');
      expect(readFileSync(fontFile(font.id, letteringFontFile(font))).subarray(0, 4).toString('latin1'), font.id).toBe('wOF2');
    }
    expect(LETTERING_FONTS.map((f) => f.id)).toContain(DEFAULT_LETTERING_FONT_ID);
  });

  it('GET /api/lettering/fonts lists them in the picker’s order: by category, then name', async () => {
    const answer = await apiGet<{ fonts: { id: string; family: string; category: LetteringFontCategory; url: string }[]; default_font_id: string }>(shop, '/api/lettering/fonts');
    expect(answer.statusCode).toBe(200);
    const { fonts, default_font_id } = answer.body.data;
    expect(default_font_id).toBe(DEFAULT_LETTERING_FONT_ID);
    expect(fonts).toEqual(LETTERING_FONTS.map((f) => ({ id: f.id, family: f.family, category: f.category, url: letteringFontUrl(f.id) })));
    const ranks = fonts.map((f) => LETTERING_FONT_CATEGORIES.indexOf(f.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const category of LETTERING_FONT_CATEGORIES) {
      const names = fonts.filter((f) => f.category === category).map((f) => f.family);
      expect(names.length, category).toBeGreaterThanOrEqual(5);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });
});

describe('glyph metrics of a real font (Roboto)', () => {
  const font = openFont('roboto');

  it('are the font file’s own numbers: units per em, advances, exact outline boxes', () => {
    expect(roboto.fontId).toBe('roboto');
    expect(roboto.unitsPerEm).toBe(font.unitsPerEm);
    for (const char of ['H', 'x', 'o', 'g', 'É', '€', '&', '1']) {
      const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
      const { minX, minY, maxX, maxY } = glyph.bbox;
      expect(roboto.glyphs[char], char).toEqual({ advance: glyph.advanceWidth, bbox: [minX, minY, maxX, maxY].map((n) => expect.closeTo(n, 2)) });
    }
    expect(roboto.glyphs[' ']).toEqual({ advance: font.glyphForCodePoint(32).advanceWidth, bbox: null });
    // The latin file has no Latin Extended-A letters, and the soft hyphen is left out.
    expect(roboto.glyphs['ő']).toBeUndefined();
    expect(roboto.glyphs['\u00ad']).toBeUndefined();
  });

  it('measure "H" as high as the font’s cap height, and "x" as its x-height, at 100 px', () => {
    const capHeightPx = (font.capHeight * 100) / font.unitsPerEm;
    expect(capHeightPx).toBeCloseTo(71.09, 2);
    const h = measureLettering('H', 'left', roboto);
    expect(h.heightPx).toBeCloseTo(capHeightPx, 6);
    expect(h.smallestCharacterPx).toBeCloseTo(capHeightPx, 6);
    expect(measureLettering('Hx', 'left', roboto).smallestCharacterPx).toBeCloseTo((font.xHeight * 100) / font.unitsPerEm, 6);
    // An "o" overshoots the x-height and the baseline: its ink is taller than the x-height.
    expect(measureLettering('o', 'left', roboto).heightPx).toBeGreaterThan((font.xHeight * 100) / font.unitsPerEm);
  });

  it('kern pairs as fontkit shapes them with kerning alone', () => {
    const shaped = font.layout('AV', { liga: false, calt: false, kern: true });
    const kern = (shaped.positions[0]?.xAdvance ?? 0) - font.glyphForCodePoint(65).advanceWidth;
    expect(kern).toBeLessThan(0);
    expect(roboto.kerning.AV).toBe(kern);
    expect(Object.values(roboto.kerning).every((k) => k !== 0)).toBe(true);
    // "AV" is narrower than "A" and "V" set side by side.
    const av = measureLettering('AV', 'left', roboto);
    expect(av.lines[0]?.glyphs[1]?.xPx).toBeCloseTo(((font.glyphForCodePoint(65).advanceWidth + kern) * 100) / font.unitsPerEm, 6);
  });

  it('GET /api/lettering/fonts/{id}/metrics is cacheable for a year; an unknown font is a 404 envelope', async () => {
    const answer = await apiGet<LetteringFontMetrics>(shop, '/api/lettering/fonts/roboto/metrics');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectClientError(await apiGet(shop, '/api/lettering/fonts/comic-sans/metrics'), 404, { message: 'There is no lettering font "comic-sans".' });
  });
});

describe('GET /fonts/lettering/{id}.woff2', () => {
  it('serves the font file from its package, as font/woff2, immutable, under the shop’s CSP', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/fonts/lettering/roboto.woff2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(fontFile('roboto')))).toBe(true);
    // Fonts are compressed already: no content-encoding even when the browser accepts brotli.
    const br = await shop.app.inject({ method: 'GET', url: '/fonts/lettering/roboto.woff2', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toMatch(/font-src 'self'/);
  });

  it('serves the heavier cut a font names (Amatic SC 700)', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/fonts/lettering/amatic-sc.woff2' });
    expect(res.rawPayload.equals(readFileSync(fontFile('amatic-sc', 'files/amatic-sc-latin-700-normal.woff2')))).toBe(true);
  });

  it('answers a 404 envelope for anything else under /fonts/lettering/', async () => {
    for (const url of ['/fonts/lettering/comic-sans.woff2', '/fonts/lettering/roboto.ttf', '/fonts/lettering/..%2Fpackage.json', '/fonts/lettering/ROBOTO.woff2']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'ERROR', code: 404, error: { reason: 'not_found' } });
    }
  });
});

describe('verifyLettering (the server’s check for the cart and quotations)', () => {
  it('accepts the size the designer computes with the served metrics, and refuses any other', async () => {
    const text = 'OPEN\nDaily 9–6';
    const size = sizeLettering(measureLettering(text, 'center', roboto), { widthMm: 300 });
    expect(size.tooSmall).toBe(false);
    await expect(verifyLettering({ text, fontId: 'roboto', alignment: 'center', widthMm: size.widthMm, heightMm: size.heightMm })).resolves.toEqual({ ok: true });
    const stretched = await verifyLettering({ text, fontId: 'roboto', alignment: 'center', widthMm: size.widthMm, heightMm: size.heightMm + 10 });
    expect(stretched).toMatchObject({ ok: false, message: expect.stringMatching(/does not match this text/) });
  });

  it('refuses characters under 10 mm, an unknown font and characters the font lacks', async () => {
    // Three lines 30 mm high leave the lowercase letters about 5 mm high.
    const text = 'Open\ndaily\n9–6';
    const size = sizeLettering(measureLettering(text, 'left', roboto), { heightMm: 30 });
    expect(size.tooSmall).toBe(true);
    await expect(verifyLettering({ text, fontId: 'roboto', alignment: 'left', ...size })).resolves.toEqual({ ok: false, message: LETTERING_MESSAGES.tooSmall });
    await expect(verifyLettering({ text: 'OPEN', fontId: 'comic-sans', alignment: 'left', widthMm: 100, heightMm: 30 })).resolves.toEqual({ ok: false, message: UNKNOWN_FONT_MESSAGE });
    await expect(verifyLettering({ text: 'Őrség', fontId: 'roboto', alignment: 'left', widthMm: 100, heightMm: 30 })).resolves.toEqual({ ok: false, message: LETTERING_MESSAGES.unsupported(['Ő']) });
  });
});
