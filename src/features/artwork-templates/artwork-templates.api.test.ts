/**
 * GET /artwork-guide/download-templates.json and every template it lists, read back with poppler's
 * pdfinfo: one page whose MediaBox is the BleedBox, TrimBox and BleedBox of the right sizes (within
 * 0.01 pt), the safe area as ArtBox, and the CutContour spot colour; caching headers; 404 envelopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, type Envelope } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { downloadTemplatesSchema, type DownloadTemplates } from './artwork-templates.schemas.js';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM, type Box } from './pdf-boxes.js';
import { templateBoxes, templateProducts, type TemplateSpec } from './template-sizes.js';

let shop: TestShop;
let list: DownloadTemplates;
beforeAll(async () => {
  shop = await createTestShop();
  const res = await shop.app.inject({ method: 'GET', url: '/artwork-guide/download-templates.json' });
  expect(res.statusCode).toBe(200);
  list = downloadTemplatesSchema.parse(res.json());
});
afterAll(async () => {
  await shop?.close();
});

const specs = (): TemplateSpec[] => templateProducts(shop.app.shop.catalogue.current().catalogue.rows).flatMap((p) => p.templates);

function expectBox(actual: Box | undefined, expected: Box, what: string): void {
  expect(actual, what).toBeDefined();
  actual!.forEach((value, i) => expect(Math.abs(value - expected[i]!), `${what}[${i}]: ${value} vs ${expected[i]}`).toBeLessThanOrEqual(0.01));
}

describe('GET /artwork-guide/download-templates.json', () => {
  it('is keyed by product slug with dashes turned into underscores, badges listing 58 mm and 75 mm first', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/artwork-guide/download-templates.json' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(Object.keys(list)).toEqual([
      'button_badge',
      'mirror_badge',
      'magnetic_badge',
      'royal_extra_white_400gsm',
      'standard_matte_250gsm',
      'vintage_kraft_300gsm',
      'custom_magnet',
      'standard_hang_tag',
      'premium_hang_tag',
    ]);
    expect(list.button_badge).toEqual({
      name: 'Button Badge',
      note: expect.stringContaining('CutContour'),
      templates: [
        { size: '58mm', label: '58 mm', ai: '/artwork-guide/templates/button-badge-58mm-template.ai', pdf: '/artwork-guide/templates/button-badge-58mm-template.pdf' },
        { size: '75mm', label: '75 mm', ai: '/artwork-guide/templates/button-badge-75mm-template.ai', pdf: '/artwork-guide/templates/button-badge-75mm-template.pdf' },
        { size: '32mm', label: '32 mm', ai: '/artwork-guide/templates/button-badge-32mm-template.ai', pdf: '/artwork-guide/templates/button-badge-32mm-template.pdf' },
        { size: '44mm', label: '44 mm', ai: '/artwork-guide/templates/button-badge-44mm-template.ai', pdf: '/artwork-guide/templates/button-badge-44mm-template.pdf' },
      ],
    });
    for (const key of ['mirror_badge', 'magnetic_badge']) expect(list[key]?.templates.map((t) => t.size)).toEqual(['58mm', '75mm']);
    expect(list.standard_hang_tag?.templates.map((t) => t.label)).toEqual(['50 x 90 mm', '55 x 90 mm', '60 x 100 mm']);
  });

  it('answers 304 to its own ETag', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/artwork-guide/download-templates.json' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await shop.app.inject({ method: 'GET', url: '/artwork-guide/download-templates.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /artwork-guide/templates/{file}', () => {
  it('serves every listed file as a one-page PDF with the right TrimBox, BleedBox (= MediaBox) and safe area, and the CutContour spot colour', async () => {
    const byFile = new Map(specs().flatMap((spec) => [[spec.files.pdf, spec] as const, [spec.files.ai, spec] as const]));
    const urls = Object.values(list).flatMap((entry) => entry.templates.flatMap((t) => [t.pdf, t.ai]));
    expect(urls).toHaveLength(2 * 19);
    for (const url of urls) {
      const res = await shop.app.inject({ method: 'GET', url });
      const file = url.slice(url.lastIndexOf('/') + 1);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(file.endsWith('.pdf') ? 'application/pdf' : 'application/postscript');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.headers['content-encoding']).toBeUndefined();
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 8).toString('latin1'), url).toBe('%PDF-1.5');
      expect(hasCutContourSeparation(bytes), url).toBe(true);

      const spec = byFile.get(file)!;
      const boxes = templateBoxes(spec);
      const W = boxes.pageWidthMm * POINTS_PER_MM;
      const H = boxes.pageHeightMm * POINTS_PER_MM;
      const inset = (mm: number): Box => [mm * POINTS_PER_MM, mm * POINTS_PER_MM, W - mm * POINTS_PER_MM, H - mm * POINTS_PER_MM];
      const info = await pdfInfo(bytes);
      expect(info.pages, url).toBe(1);
      expect(info.title).toBe(`${spec.productName} ${spec.label} artwork template${file.endsWith('.ai') ? ' for Adobe Illustrator' : ''}`);
      expectBox(info.boxes.MediaBox, [0, 0, W, H], `${file} MediaBox`);
      expectBox(info.boxes.BleedBox, [0, 0, W, H], `${file} BleedBox`);
      expectBox(info.boxes.TrimBox, inset(spec.bleedMm), `${file} TrimBox`);
      expectBox(info.boxes.ArtBox, inset(spec.bleedMm + spec.safeMm), `${file} ArtBox`);
      // The trim is the size the file is named after.
      const trim = info.boxes.TrimBox!;
      expect(Math.abs(trim[2] - trim[0] - spec.widthMm * POINTS_PER_MM)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(trim[3] - trim[1] - spec.heightMm * POINTS_PER_MM)).toBeLessThanOrEqual(0.02);
    }
  });

  it('gives a 58 mm badge a 74 mm page: a 70 mm cut disc plus 2 mm, around the 58 mm front', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/artwork-guide/templates/button-badge-58mm-template.pdf' });
    const info = await pdfInfo(res.rawPayload);
    const mm = (pt: number) => Math.round((pt / POINTS_PER_MM) * 100) / 100;
    expect(info.boxes.BleedBox!.map(mm)).toEqual([0, 0, 74, 74]);
    expect(info.boxes.TrimBox!.map(mm)).toEqual([8, 8, 66, 66]);
    expect(info.boxes.ArtBox!.map(mm)).toEqual([12, 12, 62, 62]);
    const card = await pdfInfo((await shop.app.inject({ method: 'GET', url: '/artwork-guide/templates/standard-matte-250gsm-90x54mm-template.pdf' })).rawPayload);
    expect(card.boxes.BleedBox!.map(mm)).toEqual([0, 0, 94, 58]);
    expect(card.boxes.TrimBox!.map(mm)).toEqual([2, 2, 92, 56]);
  });

  it('draws the same bytes every time (cached, ETag, 304), and the .ai differs from the .pdf only in its metadata', async () => {
    const url = '/artwork-guide/templates/premium-hang-tag-55x90mm-template.pdf';
    const first = await shop.app.inject({ method: 'GET', url });
    const second = await shop.app.inject({ method: 'GET', url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    expect(second.headers.etag).toBe(etag);
    const cached = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}, "other"` } });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers.etag).toBe(etag);
    const ai = await shop.app.inject({ method: 'GET', url: url.replace(/\.pdf$/, '.ai') });
    expect(ai.headers.etag).not.toBe(etag);
    expect((await pdfInfo(ai.rawPayload)).boxes).toEqual((await pdfInfo(first.rawPayload)).boxes);
  });

  it('answers HEAD without a body', async () => {
    const res = await shop.app.inject({ method: 'HEAD', url: '/artwork-guide/templates/button-badge-75mm-template.ai' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/postscript');
    expect(res.body).toBe('');
  });

  it('answers 404 in the envelope for a file it does not list', async () => {
    for (const name of ['button-badge-60mm-template.pdf', 'button-badge-58mm-template.svg', 'nope', '..%2F..%2Fpackage.json', 'art-paper-50x50mm-template.pdf']) {
      const res = await shop.app.inject({ method: 'GET', url: `/artwork-guide/templates/${name}` });
      expectClientError({ statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<unknown> }, 404, { message: /^There is no artwork template named "/ });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const bare = await shop.app.inject({ method: 'GET', url: '/artwork-guide/templates/' });
    expect(bare.statusCode).toBe(404);
    expect((bare.json() as Envelope<unknown>).status).toBe('ERROR');
  });
});
