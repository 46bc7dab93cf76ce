import { describe, expect, it } from 'vitest';
import { isGuestId, newGuestId } from './guest-id.js';

describe('guest ids', () => {
  it('are written in the UUID layout the database stores', () => {
    expect(newGuestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(isGuestId(newGuestId())).toBe(true);
  });

  it('carry 128 random bits: even the UUID version and variant positions vary', () => {
    const ids = Array.from({ length: 400 }, newGuestId);
    expect(new Set(ids).size).toBe(ids.length);
    // A v4 UUID always has "4" at position 14 and one of 8, 9, a, b at position 19.
    expect(new Set(ids.map((id) => id[14])).size).toBeGreaterThan(8);
    expect(new Set(ids.map((id) => id[19])).size).toBeGreaterThan(8);
  });

  it('only ids of our shape are looked up', () => {
    expect(isGuestId(undefined)).toBe(false);
    expect(isGuestId("' OR 1=1 --")).toBe(false);
    expect(isGuestId('0123456789abcdef0123456789abcdef')).toBe(false);
  });
});
