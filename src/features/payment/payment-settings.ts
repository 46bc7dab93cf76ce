/**
 * The payment settings (PAYNOW_EXPIRY_HOURS, SHOP_BANK_NAME, SHOP_BANK_ACCOUNT_NAME,
 * SHOP_BANK_ACCOUNT_NO), checked at start-up so a typo stops the server with a message naming the
 * setting instead of being printed in every order's payment instructions. Pure: config.ts reads
 * process.env and calls this. The defaults are here and nowhere else.
 */
import { text as plainTextSetting } from '../shop-info/shop-settings.js';
import type { ShopInfo } from '../shop-info/shop-info.schemas.js';
import { MAX_PAYNOW_EXPIRY_HOURS, type PaymentSettings } from './payment-provider.js';

/** How long a PayNow QR code is offered after the order is placed. */
export const DEFAULT_PAYNOW_EXPIRY_HOURS = 48;

/**
 * Where shoppers are told to pay when no bank account is set, outside production only. Made up:
 * the account name says "(demo)" on the order page, in the order email and on the confirmation PDF.
 */
const DEMO_BANK_ACCOUNT = { bankName: 'DBS Bank Ltd', accountNo: '012-345678-9' } as const;

/** Singapore account numbers: 6 to 20 digits (DBS 10, POSB 9, OCBC 10 or 12, …), grouped with single spaces or dashes. */
const ACCOUNT_NO = /^\d+([ -]\d+)*$/;

export interface PaymentConfig {
  settings: PaymentSettings;
  /** Said at start-up (warn) when orders show the demonstration bank account or PayNow UEN; else undefined. */
  warning: string | undefined;
}

function expiryHours(env: NodeJS.ProcessEnv): number {
  const raw = env.PAYNOW_EXPIRY_HOURS?.trim();
  if (!raw) return DEFAULT_PAYNOW_EXPIRY_HOURS;
  const hours = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(hours >= 1 && hours <= MAX_PAYNOW_EXPIRY_HOURS)) {
    throw new Error(`PAYNOW_EXPIRY_HOURS must be a whole number of hours from 1 to ${MAX_PAYNOW_EXPIRY_HOURS} (366 days), got "${raw}"`);
  }
  return hours;
}

function accountNo(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SHOP_BANK_ACCOUNT_NO?.trim();
  if (!raw) return undefined;
  const digits = raw.replace(/\D/g, '').length;
  if (!ACCOUNT_NO.test(raw) || digits < 6 || digits > 20) {
    throw new Error(`SHOP_BANK_ACCOUNT_NO must be a bank account number, 6 to 20 digits optionally grouped with spaces or dashes such as 012-345678-9, got "${raw}"`);
  }
  return raw;
}

/**
 * The PayNow and bank-transfer settings; throws a message naming the setting when one is malformed.
 *
 * The bank account is SHOP_BANK_NAME and SHOP_BANK_ACCOUNT_NO, set together (a number without its
 * bank, or a bank without a number, is refused everywhere); SHOP_BANK_ACCOUNT_NAME defaults to
 * SHOP_NAME. With neither set, NODE_ENV=production refuses to start: shoppers are told to transfer
 * money to this account, and a made-up one would take real payments nowhere. The same goes for
 * SHOP_UEN, the PayNow proxy the QR code pays to. Anywhere else (development, tests, and `npm start`,
 * which does not set NODE_ENV) the shop runs with the demonstration account, its name marked
 * "(demo)", and `warning` says so at start-up.
 */
export function paymentSettings(env: NodeJS.ProcessEnv, shop: Pick<ShopInfo, 'name' | 'uen'>): PaymentConfig {
  const paynowExpiryHours = expiryHours(env);
  const bankName = plainTextSetting(env, 'SHOP_BANK_NAME', '', 80);
  const bankAccountNo = accountNo(env);
  const bankAccountName = plainTextSetting(env, 'SHOP_BANK_ACCOUNT_NAME', shop.name, 80);
  if (bankAccountNo && !bankName) throw new Error('SHOP_BANK_NAME must be set with SHOP_BANK_ACCOUNT_NO: the bank the account is at, such as DBS Bank Ltd');
  if (bankName && !bankAccountNo) throw new Error('SHOP_BANK_ACCOUNT_NO must be set with SHOP_BANK_NAME: the account number shoppers transfer to');
  const uenSet = Boolean(env.SHOP_UEN?.trim());
  const base = { uen: shop.uen, merchantName: shop.name, paynowExpiryHours };

  if (env.NODE_ENV === 'production') {
    if (!bankAccountNo) throw new Error('SHOP_BANK_ACCOUNT_NO and SHOP_BANK_NAME must be set when NODE_ENV is production: shoppers are told to pay into this account, and without them it would be the made-up demonstration account');
    if (!uenSet) throw new Error('SHOP_UEN must be set when NODE_ENV is production: PayNow QR codes pay to this UEN, and without it they would pay to the made-up demonstration UEN');
  }
  const demo: string[] = [];
  if (!bankAccountNo) demo.push(`the demonstration bank account (${DEMO_BANK_ACCOUNT.bankName} ${DEMO_BANK_ACCOUNT.accountNo}, "${bankAccountName} (demo)"): set SHOP_BANK_NAME and SHOP_BANK_ACCOUNT_NO`);
  if (!uenSet) demo.push(`the demonstration PayNow UEN ${shop.uen}: set SHOP_UEN`);
  const warning = demo.length
    ? `NOT FOR REAL ORDERS: payment instructions show ${demo.join(', and ')}. With NODE_ENV=production the shop refuses to start without them.`
    : undefined;
  const settings: PaymentSettings = bankAccountNo
    ? { ...base, bankName, bankAccountName, bankAccountNo }
    : { ...base, bankName: DEMO_BANK_ACCOUNT.bankName, bankAccountName: `${bankAccountName} (demo)`, bankAccountNo: DEMO_BANK_ACCOUNT.accountNo };
  return { settings, warning };
}
