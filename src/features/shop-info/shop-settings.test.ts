import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { DEFAULT_SHOP_INFO, gstSentence, shopSettings } from './shop-settings.js';

describe('shop settings (SHOP_*)', () => {
  it('defaults to the documented shop, GST-registered under its UEN', () => {
    expect(shopSettings({})).toEqual(DEFAULT_SHOP_INFO);
    expect(DEFAULT_SHOP_INFO.gst_registration_no).toBe(DEFAULT_SHOP_INFO.uen);
    expect(loadConfig({}).shop).toEqual(DEFAULT_SHOP_INFO);
  });

  it('reads every setting, trimmed, UEN and GST number upper-cased', () => {
    const info = shopSettings({
      SHOP_NAME: ' Lion City Labels ',
      SHOP_ADDRESS: '1 Kaki Bukit Road 1, #03-05 Enterprise One, Singapore 415934',
      SHOP_PHONE: '+65 6123 4567',
      SHOP_EMAIL: 'orders@lioncitylabels.sg',
      SHOP_HOURS: 'Monday to Saturday, 10:00 AM to 7:00 PM',
      SHOP_UEN: '53123456a',
      SHOP_GST_NO: 'm2-1234567-8',
      SHOP_DPO_EMAIL: 'dpo@lioncitylabels.sg',
      SHOP_GST_RATE_PERCENT: '8.5',
    });
    expect(info).toEqual({
      name: 'Lion City Labels',
      address: '1 Kaki Bukit Road 1, #03-05 Enterprise One, Singapore 415934',
      phone: '+65 6123 4567',
      email: 'orders@lioncitylabels.sg',
      hours: 'Monday to Saturday, 10:00 AM to 7:00 PM',
      uen: '53123456A',
      gst_registration_no: 'M2-1234567-8',
      gst_rate_percent: 8.5,
      dpo_email: 'dpo@lioncitylabels.sg',
    });
  });

  it('GST number: the UEN when unset, none when SHOP_GST_NO=none; the price sentence follows', () => {
    expect(shopSettings({ SHOP_UEN: '202301234Z' }).gst_registration_no).toBe('202301234Z');
    const notRegistered = shopSettings({ SHOP_GST_NO: 'none' });
    expect(notRegistered.gst_registration_no).toBeNull();
    expect(gstSentence(notRegistered)).toBe('All prices are in Singapore dollars (SGD). We are not registered for GST, so no GST is charged.');
    expect(gstSentence(DEFAULT_SHOP_INFO)).toBe('All prices are in Singapore dollars (SGD) and include GST.');
  });

  it('GST rate: 9 by default, SHOP_GST_RATE_PERCENT in percent', () => {
    expect(DEFAULT_SHOP_INFO.gst_rate_percent).toBe(9);
    expect(shopSettings({ SHOP_GST_RATE_PERCENT: ' 10 ' }).gst_rate_percent).toBe(10);
  });

  it('PDPA requests go to SHOP_DPO_EMAIL, else to SHOP_EMAIL when that is set', () => {
    expect(shopSettings({ SHOP_EMAIL: 'hi@shop.sg' }).dpo_email).toBe('hi@shop.sg');
    expect(shopSettings({}).dpo_email).toBe(DEFAULT_SHOP_INFO.dpo_email);
  });

  it.each([
    ['SHOP_EMAIL', 'hello at printshop.sg', 'SHOP_EMAIL must be an e-mail address such as hello@printshop.sg, got "hello at printshop.sg"'],
    ['SHOP_PHONE', '12345', 'SHOP_PHONE must be a Singapore phone number such as +65 6741 2280, got "12345"'],
    ['SHOP_UEN', 'ABC', 'SHOP_UEN must be a Singapore UEN such as 201912345K or 53123456A, got "ABC"'],
    ['SHOP_GST_NO', 'no', 'SHOP_GST_NO must be a GST registration number such as 201912345K or M2-1234567-8, or "none" when the shop is not GST-registered, got "no"'],
    ['SHOP_GST_RATE_PERCENT', '9%', 'SHOP_GST_RATE_PERCENT must be the GST rate in percent such as 9 (more than 0, below 100, at most two decimals), got "9%"'],
    ['SHOP_GST_RATE_PERCENT', '0', 'SHOP_GST_RATE_PERCENT must be the GST rate in percent such as 9 (more than 0, below 100, at most two decimals), got "0"'],
    ['SHOP_DPO_EMAIL', 'dpo@', 'SHOP_DPO_EMAIL must be an e-mail address such as privacy@printshop.sg, got "dpo@"'],
    ['SHOP_NAME', 'x'.repeat(81), 'SHOP_NAME must be at most 80 characters, got 81'],
    ['SHOP_ADDRESS', '<b>1 Main St</b>', 'SHOP_ADDRESS must be plain text on one line (no < > or control characters), got "<b>1 Main St</b>"'],
  ])('a malformed %s stops the start with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
