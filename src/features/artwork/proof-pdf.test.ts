import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from '../artwork-templates/pdf-boxes.js';
import { fixedShapePath, renderProofPdf } from './proof-pdf.js';

const run = promisify(execFile);

async function input() {
  const artwork = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const circle = Array.from({ length: 64 }, (_, i) => ({ x: 30 + 20 * Math.cos((i / 64) * 2 * Math.PI), y: 20 + 15 * Math.sin((i / 64) * 2 * Math.PI) }));
  return {
    artwork, widthMm: 60, heightMm: 40, cutPath: [circle], version: 1, shopName: 'Print Shop Singapore',
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
    expect(Number(cm![1])).toBeCloseTo(64 * POINTS_PER_MM, 1);
    expect(Math.abs(Number(cm![2]))).toBeCloseTo(44 * POINTS_PER_MM, 1);
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

describe('fixedShapePath', () => {
  it('draws fixed shapes exactly at the ordered size', () => {
    expect(fixedShapePath({ shape: 'rectangle' }, 60, 40)).toEqual([[{ x: 0, y: 0 }, { x: 60, y: 0 }, { x: 60, y: 40 }, { x: 0, y: 40 }]]);
    for (const p of fixedShapePath({ shape: 'circle' }, 50, 50)[0]!) expect(Math.hypot(p.x - 25, p.y - 25)).toBeCloseTo(25, 6);
    const rr = fixedShapePath({ shape: 'rounded-rectangle', cornerRadiusMm: 3 }, 60, 40)[0]!;
    expect(Math.min(...rr.map((p) => p.x))).toBeCloseTo(0, 6);
    expect(Math.max(...rr.map((p) => p.y))).toBeCloseTo(40, 6);
  });
});
