/** PAYNOW_EXPIRY_HOURS and the bank account (SHOP_BANK_*), as loadConfig reads them. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import { paymentSettings } from './payment-settings.js';

const withEnv = (env: Record<string, string>) => loadConfig({ ...env });
const BANK = { SHOP_BANK_NAME: 'OCBC Bank', SHOP_BANK_ACCOUNT_NO: '501-123456-001' };
/** What a production start needs besides the defaults. */
const PRODUCTION = { NODE_ENV: 'production', SHOP_UEN: '53123456A', ...BANK };

describe('payment settings', () => {
  it('default outside production: 48 hours, the demonstration account marked "(demo)", and a warning', () => {
    const config = withEnv({});
    expect(config.payment).toEqual({
      uen: DEFAULT_SHOP_INFO.uen,
      merchantName: DEFAULT_SHOP_INFO.name,
      paynowExpiryHours: 48,
      bankName: 'DBS Bank Ltd',
      bankAccountName: 'Print Shop Singapore (demo)',
      bankAccountNo: '012-345678-9',
    });
    expect(config.paymentWarning).toMatch(/^NOT FOR REAL ORDERS: payment instructions show the demonstration bank account .*set SHOP_BANK_NAME and SHOP_BANK_ACCOUNT_NO, and the demonstration PayNow UEN 201912345K: set SHOP_UEN\./);
    // The same in development and tests: only production refuses.
    expect(withEnv({ NODE_ENV: 'development' }).payment).toEqual(config.payment);
    expect(withEnv({ NODE_ENV: 'test' }).payment).toEqual(config.payment);
  });

  it('reads every setting, trimmed; the account name defaults to SHOP_NAME; the UEN and name come from SHOP_*', () => {
    const config = withEnv({ SHOP_NAME: 'Lion City Labels', SHOP_UEN: '53123456a', PAYNOW_EXPIRY_HOURS: ' 72 ', SHOP_BANK_NAME: ' OCBC Bank ', SHOP_BANK_ACCOUNT_NO: ' 501 123456 001 ' });
    expect(config.payment).toEqual({
      uen: '53123456A',
      merchantName: 'Lion City Labels',
      paynowExpiryHours: 72,
      bankName: 'OCBC Bank',
      bankAccountName: 'Lion City Labels',
      bankAccountNo: '501 123456 001',
    });
    expect(config.paymentWarning).toBeUndefined();
    expect(withEnv({ ...BANK, SHOP_BANK_ACCOUNT_NAME: 'Lion City Labels Pte. Ltd.' }).payment.bankAccountName).toBe('Lion City Labels Pte. Ltd.');
  });

  it('PAYNOW_EXPIRY_HOURS: whole hours from 1 to 8784 (a leap year)', () => {
    expect(withEnv({ PAYNOW_EXPIRY_HOURS: '1' }).payment.paynowExpiryHours).toBe(1);
    expect(withEnv({ PAYNOW_EXPIRY_HOURS: '8784' }).payment.paynowExpiryHours).toBe(8784);
    expect(withEnv({ PAYNOW_EXPIRY_HOURS: '' }).payment.paynowExpiryHours).toBe(48);
  });

  it('the demonstration account keeps SHOP_BANK_ACCOUNT_NAME, still marked "(demo)"; the warning leaves out a UEN that is set', () => {
    const config = withEnv({ SHOP_BANK_ACCOUNT_NAME: 'Lion City Labels Pte. Ltd.', SHOP_UEN: '53123456A' });
    expect(config.payment.bankAccountName).toBe('Lion City Labels Pte. Ltd. (demo)');
    expect(config.paymentWarning).toContain('"Lion City Labels Pte. Ltd. (demo)"');
    expect(config.paymentWarning).not.toContain('UEN');
    expect(withEnv(BANK).paymentWarning).toBe('NOT FOR REAL ORDERS: payment instructions show the demonstration PayNow UEN 201912345K: set SHOP_UEN. With NODE_ENV=production the shop refuses to start without them.');
  });

  it('production starts with the shop\'s own account and UEN, and no warning', () => {
    const config = withEnv(PRODUCTION);
    expect(config.payment).toMatchObject({ uen: '53123456A', bankName: 'OCBC Bank', bankAccountName: DEFAULT_SHOP_INFO.name, bankAccountNo: '501-123456-001' });
    expect(config.paymentWarning).toBeUndefined();
  });

  it.each([
    [['SHOP_BANK_NAME', 'SHOP_BANK_ACCOUNT_NO'], 'SHOP_BANK_ACCOUNT_NO and SHOP_BANK_NAME must be set when NODE_ENV is production: shoppers are told to pay into this account, and without them it would be the made-up demonstration account'],
    [['SHOP_BANK_ACCOUNT_NO'], 'SHOP_BANK_ACCOUNT_NO must be set with SHOP_BANK_NAME: the account number shoppers transfer to'],
    [['SHOP_UEN'], 'SHOP_UEN must be set when NODE_ENV is production: PayNow QR codes pay to this UEN, and without it they would pay to the made-up demonstration UEN'],
  ])('production without %j refuses to start', (unset, message) => {
    const env: Record<string, string> = { ...PRODUCTION };
    for (const name of unset) delete env[name];
    expect(() => withEnv(env)).toThrow(message);
  });

  it('a bank account needs both its bank and its number, in any environment', () => {
    expect(() => withEnv({ SHOP_BANK_ACCOUNT_NO: '0123456789' })).toThrow('SHOP_BANK_NAME must be set with SHOP_BANK_ACCOUNT_NO: the bank the account is at, such as DBS Bank Ltd');
    expect(() => withEnv({ SHOP_BANK_NAME: 'DBS Bank Ltd' })).toThrow('SHOP_BANK_ACCOUNT_NO must be set with SHOP_BANK_NAME: the account number shoppers transfer to');
    expect(() => withEnv({ ...PRODUCTION, SHOP_BANK_NAME: ' ' })).toThrow(/^SHOP_BANK_NAME must be set with SHOP_BANK_ACCOUNT_NO/);
  });

  const hours = 'PAYNOW_EXPIRY_HOURS must be a whole number of hours from 1 to 8784 (366 days), got';
  const accountNo = 'SHOP_BANK_ACCOUNT_NO must be a bank account number, 6 to 20 digits optionally grouped with spaces or dashes such as 012-345678-9, got';
  it.each([
    ['PAYNOW_EXPIRY_HOURS', '0', `${hours} "0"`],
    ['PAYNOW_EXPIRY_HOURS', '8785', `${hours} "8785"`],
    ['PAYNOW_EXPIRY_HOURS', '1.5', `${hours} "1.5"`],
    ['PAYNOW_EXPIRY_HOURS', '-3', `${hours} "-3"`],
    ['PAYNOW_EXPIRY_HOURS', '2d', `${hours} "2d"`],
    ['SHOP_BANK_ACCOUNT_NO', 'DBS 0123456789', `${accountNo} "DBS 0123456789"`],
    ['SHOP_BANK_ACCOUNT_NO', '12345', `${accountNo} "12345"`],
    ['SHOP_BANK_ACCOUNT_NO', '1'.repeat(21), `${accountNo} "${'1'.repeat(21)}"`],
    ['SHOP_BANK_ACCOUNT_NO', '012--345678-9', `${accountNo} "012--345678-9"`],
    ['SHOP_BANK_NAME', 'x'.repeat(81), 'SHOP_BANK_NAME must be at most 80 characters, got 81'],
    ['SHOP_BANK_NAME', '<b>DBS</b>', 'SHOP_BANK_NAME must be plain text on one line (no < > or control characters), got "<b>DBS</b>"'],
    ['SHOP_BANK_ACCOUNT_NAME', 'Lion\nCity', 'SHOP_BANK_ACCOUNT_NAME must be plain text on one line (no < > or control characters), got "Lion\nCity"'],
  ])('a malformed %s (%j) stops the start with a message naming it', (name, value, message) => {
    expect(() => withEnv({ ...BANK, [name]: value })).toThrow(message);
  });

  it("buildApp's default (API tests): the demonstration account for the shop it is given", () => {
    expect(paymentSettings({}, { name: 'Test Shop', uen: '201912345K' }).settings.bankAccountName).toBe('Test Shop (demo)');
  });
});
