import { describe, expect, it } from 'vitest';
import { fitOf, fixedShapeOf, ROUNDED_CORNER_RADIUS_MM, cutLineFor } from './artwork-proof.js';
import { printTarget } from './preflight-rules.js';

const target = (family: string, productId: number, cuttingId: number, shapeId: number | null, w: number, h: number) => printTarget({ productId, family, cuttingId, shapeId, widthMm: w, heightMm: h });

describe('what an automatic proof cuts', () => {
  it('follows the design for a custom-shape die or kiss cut, placing the design inside the size', () => {
    expect(fixedShapeOf(target('sticker', 5, 1, 5, 60, 40))).toBeNull();
    expect(fixedShapeOf(target('sticker', 5, 2, null, 60, 40))).toBeNull();
    expect(fitOf(target('sticker', 5, 1, 5, 60, 40))).toBe('pad');
  });

  it('cuts fixed shapes at the ordered size, the design covering it', () => {
    expect(fixedShapeOf(target('sticker', 5, 1, 1, 50, 50))).toBe('circle');
    expect(fixedShapeOf(target('sticker', 5, 1, 1, 60, 40))).toBe('oval');
    expect(fixedShapeOf(target('sticker', 5, 1, 2, 50, 50))).toBe('square');
    expect(fixedShapeOf(target('business-card', 19, 7, 4, 90, 54))).toBe('rectangle');
    expect(fixedShapeOf(target('badge', 16, 11, 1, 58, 58))).toBe('circle');
    expect(fitOf(target('sticker', 5, 1, 1, 50, 50))).toBe('crop');
  });

  it('rounds a business card’s corners with the die’s radius, and a badge is cut at its larger printed disc', async () => {
    const card = await cutLineFor(Buffer.alloc(0), target('business-card', 19, 10, 4, 90, 54));
    expect(card.shape).toMatchObject({ kind: 'rounded-rectangle', width: 90, height: 54, cornerRadiusMm: ROUNDED_CORNER_RADIUS_MM });
    const badge = await cutLineFor(Buffer.alloc(0), target('badge', 16, 11, 1, 58, 58));
    expect(badge.shape?.kind).toBe('circle');
    expect(badge.shape?.width).toBeGreaterThan(58);
  });
});
