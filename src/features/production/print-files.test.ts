/**
 * The print files read back with independent readers: poppler's pdfinfo (boxes), pdftotext (the
 * slug and the job sheet's words), pdftoppm + jsQR (the job sheet's QR code decodes to the staff
 * order page).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from '../artwork-templates/pdf-boxes.js';
import { fixedShapeCutLine } from '../artwork/cut-line.js';
import { renderGangSheetPdf } from './gang-sheet.js';
import { renderJobSheet, staffOrderUrl, type JobSheetInput } from './job-sheet.js';
import { printSlug, renderPrintPdf } from './print-pdf.js';
import { GANG_SHEET, SLUG_MM } from './production-settings.js';

const run = promisify(execFile);
const ORDER_NO = 'S261126-ABCD1234';

const artwork = () => sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 220, g: 30, b: 70, alpha: 1 } } }).png().toBuffer();

/** The PDF's first page as an RGBA raster at `dpi`. */
async function raster(pdf: Buffer, dpi: number): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'print-files-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', join(dir, 'in.pdf'), join(dir, 'out')]);
    const { data, info } = await sharp(await readFile(join(dir, 'out.png'))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const size = ([x0, y0, x1, y1]: number[]) => [x1! - x0!, y1! - y0!];

describe('printSlug', () => {
  it('names the order, line, quantity and the size as printed, short enough for the slug', () => {
    expect(printSlug('S261126-ABCD1234', 1, 500, '70 × 70 mm (a 58 mm badge with the part that wraps round its edge)')).toBe('S261126-ABCD1234 · line 1 · qty 500 · 70 × 70 mm');
  });
});

describe('the print PDF', () => {
  it('is the bleed box plus the slug, with TrimBox and BleedBox, the CutContour overprinting and the slug words', async () => {
    const input = { artwork: await artwork(), widthMm: 50, heightMm: 50, fit: 'crop' as const, cutLine: fixedShapeCutLine('circle', 50, 50), slug: printSlug(ORDER_NO, 1, 500, '50 × 50 mm'), title: 'Print' };
    const bytes = await renderPrintPdf(input, { compress: false });
    const info = await pdfInfo(bytes);
    expect(size(info.boxes.TrimBox!)[0]).toBeCloseTo(50 * POINTS_PER_MM, 1);
    expect(size(info.boxes.TrimBox!)[1]).toBeCloseTo(50 * POINTS_PER_MM, 1);
    expect(size(info.boxes.BleedBox!)[0]).toBeCloseTo(54 * POINTS_PER_MM, 1);
    expect(size(info.boxes.BleedBox!)[1]).toBeCloseTo(54 * POINTS_PER_MM, 1);
    expect(size(info.boxes.MediaBox!)[0]).toBeCloseTo((54 + 2 * SLUG_MM) * POINTS_PER_MM, 1);
    // The trim box is centred in the bleed box, which is the slug's width in from the page's edge.
    expect(info.boxes.BleedBox![0]).toBeCloseTo(SLUG_MM * POINTS_PER_MM, 1);
    expect(info.boxes.TrimBox![0]).toBeCloseTo((SLUG_MM + 2) * POINTS_PER_MM, 1);

    expect(hasCutContourSeparation(bytes)).toBe(true);
    const text = bytes.toString('latin1');
    expect(text).toMatch(/\/OP true[\s\S]*\/op true[\s\S]*\/OPM 1/);
    // The cut path is stroked in the Separation (cs/CS selects it) under the overprinting state.
    expect(text).toMatch(/\/GsCut gs[\s\S]*\/CS\d+ CS[\s\S]*S\n/);
    expect(pdfText(bytes)).toContain('S261126-ABCD1234 · line 1 · qty 500 · 50 × 50 mm');
  });

  it('keeps a transparent design transparent: a red disc prints on bare stock around it, every colour exact', { timeout: 30_000 }, async () => {
    // A red disc on a transparent square, padded into a 40 × 40 mm size.
    const side = 400;
    const disc = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="200" cy="200" r="150" fill="#d81e46"/></svg>`)).png().toBuffer();
    const bytes = await renderPrintPdf({ artwork: disc, widthMm: 40, heightMm: 40, fit: 'pad', cutLine: fixedShapeCutLine('circle', 40, 40), slug: printSlug(ORDER_NO, 1, 10, '40 × 40 mm'), title: 'Print' }, { compress: false });
    expect(bytes.toString('latin1').match(/\/SMask \d+ 0 R/g)).toHaveLength(1);
    const dpi = 100;
    const page = await raster(bytes, dpi);
    const at = (mmX: number, mmY: number) => {
      const px = (mm: number) => Math.round(((SLUG_MM + 2 + mm) / 25.4) * dpi);
      const i = (px(mmY) * page.width + px(mmX)) * 4;
      return [page.data[i], page.data[i + 1], page.data[i + 2]];
    };
    // The middle of the disc is the design's red; a corner of the trim box, outside the disc, is white.
    expect(at(20, 20)).toEqual([0xd8, 0x1e, 0x46]);
    expect(at(2, 2)).toEqual([255, 255, 255]);
  });

  it('is the same bytes for the same input', async () => {
    const input = { artwork: await artwork(), widthMm: 30, heightMm: 20, fit: 'pad' as const, cutLine: fixedShapeCutLine('rectangle', 30, 20), slug: printSlug(ORDER_NO, 2, 100, '30 × 20 mm'), title: 'Print' };
    expect((await renderPrintPdf(input)).equals(await renderPrintPdf(input))).toBe(true);
  });
});

describe('the job sheet', () => {
  const input: JobSheetInput = {
    shopName: 'Print Shop Singapore',
    orderNo: ORDER_NO,
    customer: '陈大文 Tan Dawen',
    line: 1,
    lines: 2,
    productName: 'Die Cut · Standard Vinyl',
    size: '50 × 50 mm',
    material: 'Standard Vinyl',
    finishing: 'Matte Lamination',
    quantity: 500,
    bonusQuantity: 50,
    dispatchDate: 'Thu, 26 Nov 2026',
    printFile: `${ORDER_NO}-L1-print.pdf`,
    gangSheet: null,
    orderUrl: staffOrderUrl('https://printshop.sg/', ORDER_NO),
  };

  it('is A5 with the order, line, quantity, material, finishing, due date and product', async () => {
    const bytes = await renderJobSheet(input);
    const info = await pdfInfo(bytes);
    expect(size(info.boxes.MediaBox!)[0]).toBeCloseTo(148 * POINTS_PER_MM, 0);
    expect(size(info.boxes.MediaBox!)[1]).toBeCloseTo(210 * POINTS_PER_MM, 0);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const words of [ORDER_NO, '陈大文 Tan Dawen', 'Line 1 of 2', 'Dispatch by Thu, 26 Nov 2026', 'Die Cut · Standard Vinyl', '50 × 50 mm', '500 + 50 free = 550', 'Standard Vinyl', 'Matte Lamination', `${ORDER_NO}-L1-print.pdf`])
      expect(text).toContain(words);
    expect(text).toContain('https://printshop.sg/staff/orders?order=S261126-ABCD1234');
  });

  it('carries a QR code that opens the order on the staff desk', async () => {
    const page = await raster(await renderJobSheet(input), 150);
    expect(jsQR(page.data, page.width, page.height)?.data).toBe('https://printshop.sg/staff/orders?order=S261126-ABCD1234');
  });
});

describe('the gang sheet PDF', () => {
  // Forty copies drawn and read back with poppler: seconds on a busy machine, more than the unit project's 5 s default.
  it('is SRA3 with every copy and its cut path, and says the count', { timeout: 30_000 }, async () => {
    const { pdf, layout } = await renderGangSheetPdf(
      { sheet: GANG_SHEET, artwork: await artwork(), widthMm: 50, heightMm: 50, fit: 'pad', cutLine: fixedShapeCutLine('circle', 50, 50), quantity: 500, label: `${ORDER_NO} · line 1`, title: 'Gang' },
      { compress: false },
    );
    expect(layout.count).toBe(40);
    const info = await pdfInfo(pdf);
    expect(size(info.boxes.MediaBox!)[0]).toBeCloseTo(320 * POINTS_PER_MM, 0);
    expect(size(info.boxes.MediaBox!)[1]).toBeCloseTo(450 * POINTS_PER_MM, 0);
    expect(hasCutContourSeparation(pdf)).toBe(true);
    // One image (opaque: no soft mask), drawn 40 times; 40 cut paths.
    const text = pdf.toString('latin1');
    expect(text.match(/\/Art1 Do/g)).toHaveLength(40);
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(text).not.toContain('/SMask');
    expect(text.match(/\/GsCut gs/g)).toHaveLength(40);
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('S261126-ABCD1234 · line 1 · 40 up on SRA3 (5 × 8) · qty 500: 13 sheets');
  });
});
