/** SMTP_URL, MAIL_FROM and when the outbox viewer is served, as loadConfig reads them. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

const withEnv = (env: Record<string, string>) => loadConfig({ ...env });

describe('SMTP_URL', () => {
  it('is unset by default: email stays in the outbox', () => {
    expect(withEnv({}).smtpUrl).toBeUndefined();
    expect(withEnv({ SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
  });

  it('takes smtp:// and smtps:// URLs', () => {
    expect(withEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(withEnv({ SMTP_URL: 'smtps://shop:s3cret@smtp.example.com:465' }).smtpUrl).toBe('smtps://shop:s3cret@smtp.example.com:465');
  });

  it('refuses anything else at start-up without repeating the value, which may hold a password', () => {
    expect(() => withEnv({ SMTP_URL: 'https://shop:s3cret@smtp.example.com' })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => withEnv({ SMTP_URL: 'smtp.example.com:s3cret' })).toThrow(/^SMTP_URL must be/);
    for (const bad of ['https://shop:s3cret@smtp.example.com', 'smtp.example.com:s3cret', 'not a url s3cret']) {
      expect(() => withEnv({ SMTP_URL: bad })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret') }));
    }
  });
});

describe('MAIL_FROM', () => {
  it("defaults to the shop's name at no-reply@ the domain of its e-mail", () => {
    expect(withEnv({}).mailFrom).toBe('"Print Shop Singapore" <no-reply@printshop.sg>');
    expect(withEnv({ SHOP_NAME: 'Ubi "Best" Print', SHOP_EMAIL: 'sales@ubiprint.com.sg' }).mailFrom).toBe('"Ubi Best Print" <no-reply@ubiprint.com.sg>');
  });

  it('takes an address, with or without a name', () => {
    expect(withEnv({ MAIL_FROM: 'orders@printshop.sg' }).mailFrom).toBe('orders@printshop.sg');
    expect(withEnv({ MAIL_FROM: 'Print Shop <orders@printshop.sg>' }).mailFrom).toBe('Print Shop <orders@printshop.sg>');
    expect(withEnv({ MAIL_FROM: '"Print Shop, Ubi" <orders@printshop.sg>' }).mailFrom).toBe('"Print Shop, Ubi" <orders@printshop.sg>');
  });

  it('refuses what is not an address', () => {
    expect(() => withEnv({ MAIL_FROM: 'Print Shop' })).toThrow('MAIL_FROM must be an e-mail address, optionally with a name, such as "Print Shop Singapore <no-reply@printshop.sg>", got "Print Shop"');
    expect(() => withEnv({ MAIL_FROM: 'a@b.sg, c@d.sg' })).toThrow(/^MAIL_FROM/);
  });
});

describe('the outbox viewer (/dev/outbox)', () => {
  it('is served on a developer machine: not production, PUBLIC_URL on localhost', () => {
    expect(withEnv({}).devOutbox).toBe(true);
    expect(withEnv({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:3000' }).devOutbox).toBe(true);
  });

  it('is never served in production, nor at a public address even when NODE_ENV is forgotten', () => {
    // Production refuses to start without the shop's own bank account and UEN (payment-settings.ts).
    const payment = { SHOP_UEN: '201912345K', SHOP_BANK_NAME: 'DBS Bank Ltd', SHOP_BANK_ACCOUNT_NO: '0123456789' };
    expect(withEnv({ NODE_ENV: 'production', ...payment }).devOutbox).toBe(false);
    expect(withEnv({ PUBLIC_URL: 'https://printshop.sg' }).devOutbox).toBe(false);
  });
});
