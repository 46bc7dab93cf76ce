import { describe, expect, it } from 'vitest';
import { trackingUrl } from './carrier-tracking.js';

describe('a tracking number links to the carrier’s tracking page', () => {
  it('for SingPost, Ninja Van, J&T and DHL, however staff typed the carrier', () => {
    expect(trackingUrl('SingPost', 'RR123456789SG')).toBe('https://www.singpost.com/track-items?trackingid=RR123456789SG');
    expect(trackingUrl('ninjavan', 'NVSG1280001')).toBe('https://www.ninjavan.co/en-sg/tracking?id=NVSG1280001');
    expect(trackingUrl('J&T Express', 'JT0012345')).toBe('https://www.jtexpress.sg/tracking?awbs=JT0012345');
    expect(trackingUrl('DHL Express', '1234567890')).toMatch(/^https:\/\/www\.dhl\.com\/.+tracking-id=1234567890$/);
  });
  it('another carrier, or no number: no link (the number is shown plain)', () => {
    expect(trackingUrl('Lalamove', 'LL-1')).toBeNull();
    expect(trackingUrl('Ninja Van', '  ')).toBeNull();
  });
  it('the number is encoded, never markup or a second parameter', () => {
    expect(trackingUrl('DHL', 'A&B <x>')).toContain('tracking-id=A%26B%20%3Cx%3E');
  });
});
