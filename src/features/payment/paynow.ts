/**
 * PayNow QR payloads (SGQR): the EMVCo merchant-presented QR code a Singapore banking app scans
 * to pay the shop's UEN an exact amount with the order number as the reference. Pure and free of
 * Node-only APIs, so the server (which renders the QR code) and the web app share it.
 *
 * Field layout followed (EMV QRCPS Merchant-Presented Mode v1.1 with the PayNow merchant account
 * template):
 * - ThunderQuoteTeam/PaynowQR, src/paynowqr.js (the implementation most PayNow generators derive
 *   from, e.g. the npm packages `paynowqr` and `@chewhx/paynowqr`): 00 "01", 01 "12", 26 with
 *   00 "SG.PAYNOW" / 01 proxy type ("0" mobile, "2" UEN) / 02 proxy value / 03 editable ("0" not
 *   editable) / 04 expiry YYYYMMDD, 52 "0000", 53 "702", 54 amount, 58 "SG", 59 name, 60 city
 *   "Singapore", 62 with 01 bill number, then "6304" and the CRC computed over everything
 *   before it including "6304".
 * - The PayNow QR field table republished at francolifeproject.com/PayNowQR (max lengths: proxy
 *   value 16, expiry 8 or 14, amount 13, merchant name 25) and EMVCo's limits (city 15, bill
 *   number 25; IDs and lengths are two digits, so a value is at most 99 characters).
 * - CRC: ISO/IEC 13239 as EMVCo specifies it, i.e. CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF,
 *   no reflection, no final XOR; check value of "123456789" is 29B1), four uppercase hex digits.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '../shipping/dispatch-date.js';

export interface PaynowPayloadInput {
  /** The shop's ACRA UEN, the PayNow proxy the payment goes to. */
  uen: string;
  /** Shown by the payer's bank app; sanitised to at most 25 uppercase ASCII characters. */
  merchantName: string;
  /** Defaults to "Singapore" (at most 15 ASCII characters). */
  merchantCity?: string;
  /** The exact amount in SGD cents, 1 to 9,999,999,999 (S$99,999,999.99). */
  amountCents: number;
  /** The bill number the payer's bank passes on (the order number): A-Z, 0-9 and "-", 1 to 25 characters. */
  reference: string;
  /** The QR code is refused after this instant's Singapore calendar day (PayNow carries a date, YYYYMMDD). */
  expiresAt: Date;
  /** Always false: the payer cannot change the amount. */
  editable: false;
}

/** ACRA's UEN formats: businesses nnnnnnnnX, local companies yyyynnnnnX, other entities TyyPQnnnnX (also S, R). */
const UEN = /^\d{8,9}[A-Z]$|^[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]$/;
const REFERENCE = /^[A-Z0-9-]{1,25}$/;
const MAX_AMOUNT_CENTS = 9_999_999_999;
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
/** Characters kept in the merchant name and city: letters, digits, space and common punctuation. */
const NOT_KEPT = /[^A-Za-z0-9 &.,'()/+-]/g;

/** CRC-16/CCITT-FALSE of the text's UTF-8 bytes, as 4 uppercase hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV data object: ID, two-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new Error(`EMV field ${id} must be 1 to 99 characters, got ${value.length}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Plain ASCII: accents dropped (é → e), anything else outside the kept set removed, spaces collapsed. */
function asciiText(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(NOT_KEPT, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Integer cents as the EMV amount, "1234.50": string digits only, no floating point. */
function amountText(cents: number): string {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The PayNow QR payload for one payment: dynamic (01 = "12"), paid to the UEN, amount fixed,
 * reference as the bill number, expiring at the end of `expiresAt`'s day in Singapore. Throws an
 * Error naming the field for a malformed UEN, amount, reference, name, city or date.
 */
export function paynowPayload(input: PaynowPayloadInput): string {
  const { uen, amountCents, reference, expiresAt } = input;
  if (!UEN.test(uen)) throw new Error(`PayNow UEN must be an ACRA UEN such as 201912345K or T09LL0001B, got ${JSON.stringify(uen)}`);
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new Error(`PayNow amount must be whole cents from 1 to ${MAX_AMOUNT_CENTS}, got ${amountCents}`);
  }
  if (!REFERENCE.test(reference)) throw new Error(`PayNow reference must be 1 to 25 characters A-Z, 0-9 or "-", got ${JSON.stringify(reference)}`);
  if (!(expiresAt instanceof Date) || Number.isNaN(expiresAt.getTime())) throw new Error('PayNow expiry must be a valid Date');
  if (input.editable !== false) throw new Error('PayNow amount must not be editable');
  const name = asciiText(input.merchantName, MERCHANT_NAME_MAX).toUpperCase();
  if (!name) throw new Error(`PayNow merchant name must contain letters or digits, got ${JSON.stringify(input.merchantName)}`);
  const city = asciiText(input.merchantCity ?? 'Singapore', MERCHANT_CITY_MAX);
  if (!city) throw new Error(`PayNow merchant city must contain letters, got ${JSON.stringify(input.merchantCity)}`);

  const expiryDay = format(expiresAt, 'yyyyMMdd', { in: tz(SHOP_TIME_ZONE) });
  const payload =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'SG.PAYNOW') + tlv('01', '2') + tlv('02', uen) + tlv('03', '0') + tlv('04', expiryDay)) +
    tlv('52', '0000') +
    tlv('53', '702') +
    tlv('54', amountText(amountCents)) +
    tlv('58', 'SG') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('01', reference)) +
    '6304';
  return payload + crc16Ccitt(payload);
}

/** A decoded payload: each top-level ID's value; templates (26–51, 62, 64, 80–99) as their own fields by sub-ID. */
export type EmvFields = Record<string, string | Record<string, string>>;

const isTemplate = (id: number): boolean => (id >= 26 && id <= 51) || id === 62 || id === 64 || id >= 80;

/** The data objects of a TLV string in order; throws on a truncated or malformed one. */
function readTlv(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`Malformed EMV data object at ${at}: ${JSON.stringify(text.slice(at, at + 8))}`);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`EMV field ${head.slice(0, 2)} at ${at} is cut off`);
    out.push([head.slice(0, 2), value]);
    at += 4 + length;
  }
  return out;
}

function toRecord(objects: Array<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, value] of objects) {
    if (id in out) throw new Error(`EMV field ${id} appears twice`);
    out[id] = value;
  }
  return out;
}

/** Decodes an EMV merchant-presented payload into its fields (templates nested one level). Does not check the CRC. */
export function parseEmvPayload(payload: string): EmvFields {
  const out: EmvFields = {};
  for (const [id, value] of Object.entries(toRecord(readTlv(payload)))) {
    out[id] = isTemplate(Number(id)) ? toRecord(readTlv(value)) : value;
  }
  return out;
}

/** True when the payload is well formed, ends with its CRC field (63, length 04) and that CRC matches. */
export function verifyPayloadCrc(payload: string): boolean {
  let objects: Array<[string, string]>;
  try {
    objects = readTlv(payload);
  } catch {
    return false;
  }
  const last = objects.at(-1);
  if (!last || last[0] !== '63' || !/^[0-9A-F]{4}$/.test(last[1])) return false;
  return crc16Ccitt(payload.slice(0, -4)) === last[1];
}
