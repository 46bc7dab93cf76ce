/** The security settings read from the environment: TRUST_PROXY and the rate limits. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const withEnv = (env: Record<string, string>) => loadConfig({ ...env });

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['TRUE', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 192.168.1.1, ::1 ', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j is %j', (raw, expected) => {
    expect(withEnv(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('anything else is refused at start-up with a message saying what is expected', () => {
    expect(() => withEnv({ TRUST_PROXY: 'yes' })).toThrow(/^TRUST_PROXY must be true, false, a hop count or a comma-separated list/);
    expect(() => withEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});

describe('rate limits', () => {
  it('default to 60 writes per visitor, 120 per IP and 60 quotation look-ups per IP, each per minute', () => {
    expect(withEnv({}).rateLimits).toEqual({ writesPerVisitor: 60, writesPerIp: 120, lookupsPerIp: 60 });
  });

  it('are set per minute by RATE_LIMIT_*; 0 turns one off', () => {
    const config = withEnv({ RATE_LIMIT_WRITES_PER_VISITOR: '10', RATE_LIMIT_WRITES_PER_IP: '0', RATE_LIMIT_LOOKUPS_PER_IP: '5' });
    expect(config.rateLimits).toEqual({ writesPerVisitor: 10, writesPerIp: 0, lookupsPerIp: 5 });
  });

  it('refuse a value that is not a whole number', () => {
    expect(() => withEnv({ RATE_LIMIT_WRITES_PER_IP: '-1' })).toThrow('RATE_LIMIT_WRITES_PER_IP must be a whole number, got "-1"');
    expect(() => withEnv({ RATE_LIMIT_LOOKUPS_PER_IP: 'lots' })).toThrow(/RATE_LIMIT_LOOKUPS_PER_IP/);
  });
});

describe('STAFF_EMAILS', () => {
  it('is none by default; comma-separated addresses, lower-cased, each once', () => {
    expect(withEnv({}).staffEmails).toEqual([]);
    expect(withEnv({ STAFF_EMAILS: ' Ops@PrintShop.sg, mei@printshop.sg,ops@printshop.sg, ' }).staffEmails).toEqual(['ops@printshop.sg', 'mei@printshop.sg']);
  });

  it('refuses something that is not an address, naming the setting', () => {
    expect(() => withEnv({ STAFF_EMAILS: 'ops@printshop.sg; mei' })).toThrow(/^STAFF_EMAILS must be e-mail addresses separated by commas/);
  });
});
