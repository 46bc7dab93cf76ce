/**
 * How an order is paid, behind one small interface so a card processor can be added later
 * without touching orders (issue 12). A provider only says how to pay: the PayNow one hands out a
 * QR code payload and the equivalent bank-transfer details. Nothing here records or assumes a
 * payment; staff confirm receipt on the order desk.
 */
import { paynowPayload } from './paynow.js';

/** What a provider needs to know about the order being paid. */
export interface PayableOrder {
  /** The order number, used as the payment reference (A-Z, 0-9 and "-", at most 25 characters). */
  orderNo: string;
  /** The exact amount due, in SGD cents. */
  amountCents: number;
  /** When the order was placed: the payment window starts here. */
  createdAt: Date;
}

/** A bank transfer (FAST or GIRO) to the shop's account, the same payment without the QR code. */
export interface BankTransferDetails {
  bankName: string;
  accountName: string;
  accountNo: string;
}

export interface PaymentInstructions {
  /** The provider's id ("paynow"). */
  method: string;
  /** As shown to the shopper: "PayNow". */
  methodName: string;
  /** The EMV payload to draw as a QR code (`paynow-qr.ts`). */
  qrPayload: string;
  /** The exact amount, in SGD cents; the QR code does not let the payer change it. */
  amountCents: number;
  /** The reference the payer's bank passes on: the order number. */
  reference: string;
  /** The end of the payment window. The QR code carries only its Singapore date, so banks may accept it until that day ends. */
  expiresAt: Date;
  /** Paying by bank transfer instead: to this account, the same amount, with the same reference. */
  bankTransfer: BankTransferDetails;
}

export interface PaymentProvider<Id extends string = string> {
  readonly id: Id;
  instructions(order: PayableOrder): PaymentInstructions;
}

/**
 * The payment settings, read from the environment by `payment-settings.ts` (which holds the
 * defaults): `SHOP_UEN` and `SHOP_NAME` for PayNow, `PAYNOW_EXPIRY_HOURS`, and the account for bank
 * transfers (`SHOP_BANK_NAME`, `SHOP_BANK_ACCOUNT_NAME`, `SHOP_BANK_ACCOUNT_NO`), which PayNow to
 * the UEN also pays into.
 */
export interface PaymentSettings {
  /** The PayNow proxy: the shop's UEN (`SHOP_UEN`). */
  uen: string;
  /** The name the payer's bank app shows (`SHOP_NAME`, cut to 25 characters in the QR code). */
  merchantName: string;
  /** How long a PayNow QR code is offered after the order (`PAYNOW_EXPIRY_HOURS`). */
  paynowExpiryHours: number;
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/** A year (a leap one): the longest payment window. */
export const MAX_PAYNOW_EXPIRY_HOURS = 24 * 366;

const HOUR_MS = 3_600_000;

/** PayNow to the shop's UEN, with bank transfer as the equivalent. Throws on unusable settings. */
export function paynowProvider(settings: PaymentSettings): PaymentProvider<'paynow'> {
  const hours = settings.paynowExpiryHours;
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_PAYNOW_EXPIRY_HOURS) {
    throw new Error(`PAYNOW_EXPIRY_HOURS must be a whole number of hours from 1 to ${MAX_PAYNOW_EXPIRY_HOURS}, got ${hours}`);
  }
  for (const [name, value] of [
    ['SHOP_BANK_NAME', settings.bankName],
    ['SHOP_BANK_ACCOUNT_NAME', settings.bankAccountName],
    ['SHOP_BANK_ACCOUNT_NO', settings.bankAccountNo],
  ] as const) {
    if (!value.trim()) throw new Error(`${name} must not be empty`);
  }
  const bankTransfer: BankTransferDetails = {
    bankName: settings.bankName,
    accountName: settings.bankAccountName,
    accountNo: settings.bankAccountNo,
  };
  return {
    id: 'paynow',
    instructions(order) {
      const expiresAt = new Date(order.createdAt.getTime() + hours * HOUR_MS);
      const qrPayload = paynowPayload({
        uen: settings.uen,
        merchantName: settings.merchantName,
        amountCents: order.amountCents,
        reference: order.orderNo,
        expiresAt,
        editable: false,
      });
      return {
        method: 'paynow',
        methodName: 'PayNow',
        qrPayload,
        amountCents: order.amountCents,
        reference: order.orderNo,
        expiresAt,
        bankTransfer: { ...bankTransfer },
      };
    },
  };
}
