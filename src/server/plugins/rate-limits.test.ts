import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './rate-limits.js';

describe('the address a rate limit counts', () => {
  it('is the client address, an IPv6 /64 as one', () => {
    expect(clientAddress({ ip: '203.0.113.7' } as FastifyRequest)).toBe('ip:203.0.113.7');
    expect(clientAddress({ ip: '2001:db8:1:2:3:4:5:6' } as FastifyRequest)).toBe(clientAddress({ ip: '2001:db8:1:2:ffff:4:5:6' } as FastifyRequest));
  });

  it('of a client that hung up (no address left) is one key, not a 500', () => {
    expect(clientAddress({ ip: undefined } as unknown as FastifyRequest)).toBe('ip:disconnected');
  });
});
