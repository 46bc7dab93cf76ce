import { describe, expect, it } from 'vitest';
import { gangLayout, sheetsNeeded } from './gang-sheet.js';
import { GANG_SHEET } from './production-settings.js';

const SRA3 = { widthMm: 320, heightMm: 450, marginMm: 10 };

describe('gangLayout', () => {
  it('fits 40 stickers of 50 × 50 mm on SRA3 with 10 mm margins and 3 mm gutters (5 × 8), centred', () => {
    const layout = gangLayout(SRA3, { widthMm: 50, heightMm: 50 }, 3);
    expect(layout).toMatchObject({ count: 40, columns: 5, rows: 8, rotated: false, copyWidthMm: 50, copyHeightMm: 50 });
    expect(layout.copies).toHaveLength(40);
    // 5 × 50 + 4 × 3 = 262 of 300 mm: 19 mm spare on either side, plus the margin.
    expect(layout.copies[0]).toEqual({ x: 29, y: expect.closeTo(10 + (430 - (8 * 50 + 7 * 3)) / 2, 9), rotated: false });
    expect(layout.copies[1]!.x - layout.copies[0]!.x).toBe(53);
    for (const copy of layout.copies) {
      expect(copy.x).toBeGreaterThanOrEqual(10);
      expect(copy.y).toBeGreaterThanOrEqual(10);
      expect(copy.x + 50).toBeLessThanOrEqual(310 + 1e-9);
      expect(copy.y + 50).toBeLessThanOrEqual(440 + 1e-9);
    }
  });

  it('turns the copies 90° when that fits more: 100 × 140 mm sheets go 8 up turned, not 6 upright', () => {
    const layout = gangLayout(SRA3, { widthMm: 100, heightMm: 140 }, 3);
    expect(layout).toMatchObject({ count: 8, columns: 2, rows: 4, rotated: true, copyWidthMm: 140, copyHeightMm: 100 });
    expect(layout.copies.every((copy) => copy.rotated)).toBe(true);
    // Upright it would be 2 × 3.
    expect(gangLayout(SRA3, { widthMm: 140, heightMm: 100 }, 3)).toMatchObject({ count: 8, rotated: false });
  });

  it('keeps the copies upright on a tie, counts an exact fit, and fits nothing larger than the sheet', () => {
    expect(gangLayout(SRA3, { widthMm: 60, heightMm: 60 }, 3).rotated).toBe(false);
    // 300 mm usable holds exactly 2 × 148.5 + 3.
    expect(gangLayout(SRA3, { widthMm: 148.5, heightMm: 210 }, 3)).toMatchObject({ columns: 2, rows: 2, count: 4 });
    expect(gangLayout(SRA3, { widthMm: 310, heightMm: 440 }, 3)).toMatchObject({ count: 0, copies: [] });
  });

  it('the shop sheet is SRA3 with a 10 mm margin and a 3 mm gutter', () => {
    expect(GANG_SHEET).toMatchObject({ name: 'SRA3', widthMm: 320, heightMm: 450, marginMm: 10, gutterMm: 3 });
  });

  it('says how many press sheets a quantity takes', () => {
    expect(sheetsNeeded(500, 40)).toBe(13);
    expect(sheetsNeeded(40, 40)).toBe(1);
    expect(sheetsNeeded(5, 0)).toBe(0);
  });
});
