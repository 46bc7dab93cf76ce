/** Settings read from the environment: TRUST_PROXY, the rate limits, STAFF_EMAILS and the job queue's. */
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

describe('the job queue', () => {
  it('polls every 2 s and runs 2 jobs of a kind at once by default; JOBS_POLL_MS and JOBS_CONCURRENCY set them', () => {
    expect(withEnv({}).jobs).toEqual({ pollMs: 2000, concurrency: 2, run: true });
    expect(withEnv({ JOBS_POLL_MS: '500', JOBS_CONCURRENCY: '4', JOBS_RUN: 'false' }).jobs).toEqual({ pollMs: 500, concurrency: 4, run: false });
    expect(() => withEnv({ JOBS_RUN: 'no' })).toThrow('JOBS_RUN must be true or false, got "no"');
  });

  it('refuses a poll under 50 ms and a concurrency of 0 or over 100, naming the setting', () => {
    expect(() => withEnv({ JOBS_POLL_MS: '10' })).toThrow('JOBS_POLL_MS must be a whole number of milliseconds, at least 50, got "10"');
    expect(() => withEnv({ JOBS_CONCURRENCY: '0' })).toThrow('JOBS_CONCURRENCY must be a whole number from 1 to 100, got "0"');
    expect(() => withEnv({ JOBS_CONCURRENCY: 'two' })).toThrow(/JOBS_CONCURRENCY must be a whole number/);
  });
});

describe('artwork drawings', () => {
  it('draws 2 at once by default; ARTWORK_RENDERS_AT_ONCE sets it, from 1 to 32', () => {
    expect(withEnv({}).artworkRendersAtOnce).toBe(2);
    expect(withEnv({ ARTWORK_RENDERS_AT_ONCE: '1' }).artworkRendersAtOnce).toBe(1);
    expect(() => withEnv({ ARTWORK_RENDERS_AT_ONCE: '0' })).toThrow('ARTWORK_RENDERS_AT_ONCE must be a whole number from 1 to 32, got "0"');
    expect(() => withEnv({ ARTWORK_RENDERS_AT_ONCE: '33' })).toThrow('ARTWORK_RENDERS_AT_ONCE must be a whole number from 1 to 32, got "33"');
  });
});

describe('operating settings', () => {
  it('METRICS_TOKEN is off by default and must be long enough to be a secret', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '0123456789abcdef' }).metricsToken).toBe('0123456789abcdef');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
  });

  it('logs are JSON in production and readable elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', SHOP_UEN: '201912345K', SHOP_BANK_NAME: 'DBS Bank Ltd', SHOP_BANK_ACCOUNT_NO: '012-345678-9' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty, got "xml"');
  });

  it('DRAIN_SECONDS and DATABASE_POOL_SIZE are bounded', () => {
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '5', DATABASE_POOL_SIZE: '20' })).toMatchObject({ drainSeconds: 5, databasePoolSize: 20 });
    expect(() => loadConfig({ DRAIN_SECONDS: '600' })).toThrow('DRAIN_SECONDS must be a whole number from 0 to 120, got "600"');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be a whole number from 1 to 200, got "0"');
  });
});
