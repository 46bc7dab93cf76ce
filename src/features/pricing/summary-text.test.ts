import { describe, expect, it } from 'vitest';
import { joinSummary, splitSummary } from './summary-text.js';

describe('configuration summary text', () => {
  it('joins and splits back the product and its details', () => {
    const summary = joinSummary('Standard Vinyl Stickers', ['Die Cut', 'Circle', '50 × 50 mm']);
    expect(summary).toBe('Standard Vinyl Stickers — Die Cut, Circle, 50 × 50 mm');
    expect(splitSummary(summary)).toEqual({ product: 'Standard Vinyl Stickers', details: 'Die Cut, Circle, 50 × 50 mm' });
  });
  it('a text without details is all product', () => {
    expect(splitSummary('Custom Magnet')).toEqual({ product: 'Custom Magnet', details: '' });
  });
});
