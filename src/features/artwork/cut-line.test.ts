/** The cut line: traced from artwork built here with sharp (SVG rendered to a transparent PNG), offset by the border; fixed shapes. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CUT_LINE_SETTINGS, fixedShapeCutLine, traceCutLine, type CutLine, type PointMm } from './cut-line.js';

/** A transparent PNG of `w` × `h` px holding the SVG `body`. */
const png = (w: number, h: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`)).png().toBuffer();

const area = (path: readonly PointMm[]) => {
  let a = 0;
  let p = path.at(-1) ?? { x: 0, y: 0 };
  for (const q of path) {
    a += p.x * q.y - q.x * p.y;
    p = q;
  }
  return Math.abs(a) / 2;
};
/** The first (here the only) outline of a cut line. */
const outline = (cut: CutLine): PointMm[] => {
  const path = cut.paths[0];
  if (!path) throw new Error('no outline');
  return path;
};
const distances = (path: readonly PointMm[], cx: number, cy: number) => path.map((p) => Math.hypot(p.x - cx, p.y - cy));

describe('traced cut line', () => {
  // 1000 px on 100 mm: 10 px a mm. A circle of radius 300 px is 30 mm.
  it('a circle: area within 2 % of π (r + border)², every point at the border ±0.1 mm', async () => {
    const cut = await traceCutLine(await png(1000, 1000, '<circle cx="500" cy="500" r="300" fill="red"/>'), 100, 100);
    const r = 30 + CUT_LINE_SETTINGS.borderMm;
    expect(cut.paths).toHaveLength(1);
    expect(cut.borderMm).toBe(1.5);
    expect(Math.abs(area(outline(cut)) / (Math.PI * r * r) - 1)).toBeLessThan(0.02);
    for (const d of distances(outline(cut), 50, 50)) expect(Math.abs(d - r)).toBeLessThanOrEqual(0.1);
    expect(cut.sizeSuggestion).toBeNull();
    expect(cut.boundsMm.width).toBeCloseTo(2 * r, 0);
  });

  it('the border setting is honoured', async () => {
    const cut = await traceCutLine(await png(1000, 1000, '<circle cx="500" cy="500" r="300" fill="red"/>'), 100, 100, { borderMm: 3 });
    for (const d of distances(outline(cut), 50, 50)) expect(Math.abs(d - 33)).toBeLessThanOrEqual(0.1);
  });

  it('a ring is cut around its outside only (the hole is filled)', async () => {
    const ring = '<circle cx="500" cy="500" r="350" fill="none" stroke="black" stroke-width="100"/>';
    const cut = await traceCutLine(await png(1000, 1000, ring), 100, 100);
    expect(cut.paths).toHaveLength(1);
    for (const d of distances(outline(cut), 50, 50)) expect(Math.abs(d - 41.5)).toBeLessThanOrEqual(0.1);
  });

  it('a tiny speck far away is dropped', async () => {
    const body = '<circle cx="400" cy="400" r="300" fill="red"/><rect x="940" y="940" width="4" height="4" fill="black"/>';
    const cut = await traceCutLine(await png(1000, 1000, body), 100, 100);
    expect(cut.paths).toHaveLength(1);
    expect(cut.joined).toBe('union');
    expect(cut.boundsMm.x + cut.boundsMm.width).toBeLessThan(72);
  });

  it('two blobs closer than twice the border merge into one outline', async () => {
    // 2 mm apart, border 1.5 mm: the offsets overlap.
    const body = '<circle cx="290" cy="500" r="200" fill="red"/><circle cx="710" cy="500" r="200" fill="red"/>';
    const cut = await traceCutLine(await png(1000, 1000, body), 100, 100);
    expect(cut.paths).toHaveLength(1);
    expect(cut.joined).toBe('union');
    // The union of the two offset discs (r 21.5 mm, 42 mm apart): less than both discs (they overlap), far less than their hull.
    const disc = Math.PI * 21.5 * 21.5;
    expect(area(outline(cut))).toBeLessThan(2 * disc);
    expect(area(outline(cut))).toBeGreaterThan(2 * disc - 10);
    expect(cut.boundsMm.width).toBeCloseTo(91 - 9 + 2 * 1.5, 0); // 9 to 91 mm, plus the border each side
  });

  it('pieces far apart: one hull by default, or each its own outline', async () => {
    const body = '<circle cx="150" cy="500" r="100" fill="red"/><circle cx="850" cy="500" r="100" fill="red"/>';
    const art = await png(1000, 1000, body);
    const single = await traceCutLine(art, 100, 100);
    expect(single.paths).toHaveLength(1);
    expect(single.joined).toBe('hull');
    expect(single.boundsMm.width).toBeCloseTo(96.5 - 3.5, 0);
    const separate = await traceCutLine(art, 100, 100, { join: 'separate' });
    expect(separate.paths).toHaveLength(2);
    expect(separate.joined).toBe('separate');
  });

  it('a square design in a 2:1 size: the matching size is suggested', async () => {
    const cut = await traceCutLine(await png(800, 800, '<rect x="0" y="0" width="800" height="800" fill="blue"/>'), 100, 50);
    // Fitted 50 × 50 mm, centred; the border makes it 53 × 53.
    expect(cut.boundsMm.x).toBeCloseTo(25 - 1.5, 1);
    expect(cut.boundsMm.width).toBeCloseTo(53, 1);
    expect(cut.sizeSuggestion).toMatchObject({ widthMm: 100, heightMm: 100 });
    expect(cut.sizeSuggestion?.message).toContain('100 × 100 mm');
  });

  it('a fully transparent image has no cut line', async () => {
    const cut = await traceCutLine(await png(100, 100, ''), 50, 50);
    expect(cut.paths).toEqual([]);
  });
});

describe('fixed shapes', () => {
  it('a circle is the circle at the size', () => {
    const cut = fixedShapeCutLine('circle', 50, 50);
    expect(cut.shape).toEqual({ kind: 'circle', x: 0, y: 0, width: 50, height: 50, cornerRadiusMm: 0 });
    expect(Math.abs(area(outline(cut)) / (Math.PI * 625) - 1)).toBeLessThan(1e-4);
    for (const d of distances(outline(cut), 25, 25)) expect(d).toBeCloseTo(25, 6);
    expect(cut.borderMm).toBe(0);
  });

  it('a rectangle has its corners at the size', () => {
    const cut = fixedShapeCutLine('rectangle', 80, 40);
    expect(outline(cut)).toEqual([{ x: 0, y: 0 }, { x: 80, y: 0 }, { x: 80, y: 40 }, { x: 0, y: 40 }]);
    expect(cut.boundsMm).toEqual({ x: 0, y: 0, width: 80, height: 40 });
    expect(fixedShapeCutLine('square', 30, 30).boundsMm).toEqual({ x: 0, y: 0, width: 30, height: 30 });
  });

  it('a rounded rectangle: corner arcs of the radius, area exact', () => {
    const cut = fixedShapeCutLine('rounded-rectangle', 80, 40, 5);
    expect(cut.shape?.cornerRadiusMm).toBe(5);
    expect(Math.abs(area(outline(cut)) / (80 * 40 - (4 - Math.PI) * 25) - 1)).toBeLessThan(1e-4);
    expect(cut.boundsMm).toEqual({ x: 0, y: 0, width: 80, height: 40 });
  });

  it('an oval has its axes at the size', () => {
    const cut = fixedShapeCutLine('oval', 80, 40);
    expect(cut.boundsMm.width).toBeCloseTo(80, 6);
    expect(cut.boundsMm.height).toBeCloseTo(40, 3);
    expect(Math.abs(area(outline(cut)) / (Math.PI * 40 * 20) - 1)).toBeLessThan(1e-4);
  });
});
