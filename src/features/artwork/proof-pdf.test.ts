import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from '../artwork-templates/pdf-boxes.js';
import { fixedShapeCutLine } from './cut-line.js';
import { artworkPlacement, renderProofPdf } from './proof-pdf.js';

const run = promisify(execFile);

async function input() {
  const artwork = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const circle = Array.from({ length: 64 }, (_, i) => ({ x: 30 + 20 * Math.cos((i / 64) * 2 * Math.PI), y: 20 + 15 * Math.sin((i / 64) * 2 * Math.PI) }));
  return {
    artwork, widthMm: 60, heightMm: 40, fit: 'pad' as const, cutLine: { paths: [circle] }, version: 1, shopName: 'Print Shop Singapore',
    options: { productName: 'Die-cut stickers', size: '60 x 40 mm', material: 'White vinyl', finishing: 'Gloss laminate', quantity: 100, orderNo: 'PS-1234', line: 2 },
    notes: [{ level: 'warning' as const, message: 'Prints at 254 ppi at this size' }],
  };
}

describe('renderProofPdf', () => {
  it('sets trim and bleed boxes, CutContour overprint, artwork at size, and text', async () => {
    const bytes = await renderProofPdf(await input(), { compress: false });
    const info = await pdfInfo(bytes);
    const [t0, t1, t2, t3] = info.boxes.TrimBox!;
    const [b0, b1, b2, b3] = info.boxes.BleedBox!;
    expect(t2 - t0).toBeCloseTo(60 * POINTS_PER_MM, 1);
    expect(t3 - t1).toBeCloseTo(40 * POINTS_PER_MM, 1);
    expect(b2 - b0).toBeCloseTo(64 * POINTS_PER_MM, 1);
    expect(b3 - b1).toBeCloseTo(44 * POINTS_PER_MM, 1);
    expect(hasCutContourSeparation(bytes)).toBe(true);
    const text = bytes.toString('latin1');
    expect(text).toMatch(/\/Separation\s*\/CutContour\s*\/DeviceCMYK/);
    expect(text).toMatch(/\/OP true[\s\S]*\/op true[\s\S]*\/OPM 1/);
    expect(text).toMatch(/\/GsCut gs/);
    const cm = /([\d.]+) 0 0 (-?[\d.]+) [\d.-]+ [\d.-]+ cm\s*\/I\d/.exec(text);
    expect(cm).not.toBeNull();
    // Fitted inside the 60 × 40 mm size (the artwork is 3:2 too): exactly the ordered size.
    expect(Number(cm![1])).toBeCloseTo(60 * POINTS_PER_MM, 1);
    expect(Math.abs(Number(cm![2]))).toBeCloseTo(40 * POINTS_PER_MM, 1);
    const dir = await mkdtemp(join(tmpdir(), 'proof-'));
    try {
      await writeFile(join(dir, 'p.pdf'), bytes);
      const { stdout } = await run('pdftotext', ['-layout', join(dir, 'p.pdf'), '-']);
      for (const s of ['Die-cut stickers', 'White vinyl', 'Gloss laminate', 'PS-1234', '254 ppi', 'Print Shop Singapore', 'Proof v1', '60 mm']) expect(stdout).toContain(s);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('artworkPlacement', () => {
  it('fits a contour-cut design inside the size, centred', () => {
    expect(artworkPlacement('pad', 60, 40, 2, { width: 1000, height: 1000 })).toEqual({ x: 10, y: 0, width: 40, height: 40 });
    expect(artworkPlacement('pad', 40, 40, 2, { width: 2000, height: 1000 })).toEqual({ x: 0, y: 10, width: 40, height: 20 });
  });
  it('covers the size and its bleed with a fixed shape’s design, centred', () => {
    expect(artworkPlacement('crop', 50, 50, 2, { width: 2000, height: 1000 })).toEqual({ x: -29, y: -2, width: 108, height: 54 });
    expect(artworkPlacement('crop', 60, 40, 2, { width: 640, height: 440 })).toEqual({ x: -2, y: -2, width: 64, height: 44 });
  });
  it('draws a fixed shape’s cut from cut-line.ts at the ordered size', async () => {
    const base = await input();
    const bytes = await renderProofPdf({ ...base, fit: 'crop', cutLine: fixedShapeCutLine('circle', 60, 40) }, { compress: false });
    expect(hasCutContourSeparation(bytes)).toBe(true);
  });
});
