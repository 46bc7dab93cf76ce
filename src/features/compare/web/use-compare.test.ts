import { describe, expect, it } from 'vitest';
import { compareInputFrom } from './use-compare.js';

const single = { summary: 'Standard Vinyl Stickers — Die Cut, Circle, 50 × 50 mm', total_price: 42.5, quantity: 100 };

describe('compareInputFrom', () => {
  it('turns the page state into what the tray stores: summary as details, total as price and cost', () => {
    const input = compareInputFrom('Standard Vinyl Stickers', { featured_item_id: 2, product_id: 5, cutting_id: 1, shape_id: 2, width: '50', height: '50', quantity: '100', cut_per_shape: undefined, addon_item_id: '' }, single);
    expect(input).toEqual({
      product: 'Standard Vinyl Stickers',
      details: single.summary,
      price: 42.5,
      quoteData: { featured_item_id: 2, product_id: 5, cutting_id: 1, shape_id: 2, width: '50', height: '50', quantity: '100', cost: 42.5 },
    });
  });
  it('carries the link back to the configuration for the card', () => {
    const url = '/stickers/vinyl/standard?cutting=1&shape=2&width=50&height=50&quantity=100';
    expect(compareInputFrom('X', { product_id: 5, cutting_id: 1, quantity: '100' }, single, url)?.pageUrl).toBe(url);
  });
  it('takes the quantity that was priced', () => {
    expect(compareInputFrom('X', { product_id: 5, cutting_id: 1, quantity: '' }, single)?.quoteData.quantity).toBe('100');
  });
  it('gives nothing to compare without a price, a product or a cutting', () => {
    expect(compareInputFrom('X', { product_id: 5, cutting_id: 1 }, null)).toBeNull();
    expect(compareInputFrom('X', { product_id: 5 }, single)).toBeNull();
  });
});
