import { describe, expect, it } from 'vitest';
import { formatShopDateTime } from './shop-time.js';

describe('a moment as shoppers read it', () => {
  it('"25 Nov 2026, 6:00 PM" in Singapore time, whatever the server’s zone', () => {
    expect(formatShopDateTime(new Date('2026-11-25T10:00:00Z'))).toBe('25 Nov 2026, 6:00 PM');
    expect(formatShopDateTime('2026-11-23T02:05:00Z')).toBe('23 Nov 2026, 10:05 AM');
  });
  it('text that is no date is shown as it is', () => {
    expect(formatShopDateTime('soon')).toBe('soon');
  });
});
