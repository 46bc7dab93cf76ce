import { describe, expect, it } from 'vitest';
import { letteringPaint, surfaceFor } from './lettering-paint.js';

describe('how the designer paints the letters', () => {
  it('the Colour option paints them on the standard (first) sheet', () => {
    expect(letteringPaint('Red', { name: 'White', standard: true })).toMatchObject({ kind: 'solid', name: 'Red' });
    expect(letteringPaint('Gold', { name: 'White', standard: true })).toMatchObject({ kind: 'gradient', name: 'Gold' });
  });

  it('a custom-colour sheet decides: metallic gradients, the hologram texture, the full-colour pattern', () => {
    expect(letteringPaint('Black', { name: 'Bronze', standard: false })).toMatchObject({ kind: 'gradient', name: 'Bronze' });
    expect(letteringPaint('Black', { name: 'Hologram', standard: false })).toMatchObject({ kind: 'texture', name: 'Hologram' });
    expect(letteringPaint('Black', { name: 'Full Colour', standard: false })).toMatchObject({ kind: 'pattern' });
  });

  it('light letters are shown on a dark surface so they stay visible', () => {
    expect(surfaceFor(letteringPaint('White', undefined))).toBe('dark');
    expect(surfaceFor(letteringPaint('Black', { name: 'Silver', standard: false }))).toBe('dark');
    expect(surfaceFor(letteringPaint('Black', { name: 'Hologram', standard: false }))).toBe('dark');
    expect(surfaceFor(letteringPaint('Black', undefined))).toBe('light');
  });
});
