import { describe, it, expect } from 'vitest';
import { canAddToCart, type QuoteReadinessInput } from './quote-readiness';

const ready: QuoteReadinessInput = {
  hasSize: true,
  totalCents: 2350,
  isFetching: false,
  isTyping: false,
  sizeError: null,
  quantityError: '',
  moduloError: false,
  orientationError: undefined,
};

describe('canAddToCart', () => {
  it('a priced, settled configuration without errors can be added', () => {
    expect(canAddToCart(ready)).toBe(true);
  });
  it('needs a size', () => {
    expect(canAddToCart({ ...ready, hasSize: false })).toBe(false);
  });
  it('needs a total above 0 (quote requests show 0)', () => {
    expect(canAddToCart({ ...ready, totalCents: 0 })).toBe(false);
    expect(canAddToCart({ ...ready, totalCents: Number.NaN })).toBe(false);
    expect(canAddToCart({ ...ready, totalCents: 1 })).toBe(true);
  });
  it('waits while the price is loading or the shopper is typing', () => {
    expect(canAddToCart({ ...ready, isFetching: true })).toBe(false);
    expect(canAddToCart({ ...ready, isTyping: true })).toBe(false);
  });
  it.each(['sizeError', 'quantityError', 'moduloError', 'orientationError'] as const)('blocked by %s', (key) => {
    expect(canAddToCart({ ...ready, [key]: 'some message' })).toBe(false);
    expect(canAddToCart({ ...ready, [key]: true })).toBe(false);
  });
});
