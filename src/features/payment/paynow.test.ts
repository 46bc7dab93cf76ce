import { describe, expect, it } from 'vitest';
import { paynowProvider, type PaymentSettings } from './payment-provider.js';
import { crc16Ccitt, paynowPayload, parseEmvPayload, verifyPayloadCrc, type PaynowPayloadInput } from './paynow.js';

const INPUT: PaynowPayloadInput = {
  uen: '201912345K',
  merchantName: 'Print Shop Singapore',
  amountCents: 123450,
  reference: 'S261123-7K3M9X',
  // 01:30 on 24 November in Singapore (UTC+8).
  expiresAt: new Date('2026-11-23T17:30:00Z'),
  editable: false,
};

/**
 * Written out by hand from the field layout (ID, two-digit length, value); the CRC 9606 was
 * computed independently with Python's binascii.crc_hqx(payload_through_6304, 0xFFFF), which is
 * CRC-16/CCITT-FALSE.
 */
const EXPECTED =
  '000201' +
  '010212' +
  '2649' + '0009SG.PAYNOW' + '01012' + '0210201912345K' + '03010' + '040820261124' +
  '52040000' +
  '5303702' +
  '54071234.50' +
  '5802SG' +
  '5920PRINT SHOP SINGAPORE' +
  '6009Singapore' +
  '6218' + '0114S261123-7K3M9X' +
  '6304' + '9606';

/** A second, independent CRC-16/CCITT-FALSE (table-free, bit by bit over char codes), for generated payloads. */
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    for (let bit = 7; bit >= 0; bit--) {
      const inBit = (text.charCodeAt(i) >> bit) & 1;
      const top = (crc >> 15) & 1;
      crc = ((crc << 1) & 0xffff) ^ (top ^ inBit ? 0x1021 : 0);
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const amountField = (amountCents: number): string => parseEmvPayload(paynowPayload({ ...INPUT, amountCents }))['54'] as string;

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogued check value 29B1 for "123456789", four uppercase hex digits', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(referenceCrc('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('paynowPayload', () => {
  it('builds the payload written out by hand, field by field, with its CRC', () => {
    const payload = paynowPayload(INPUT);
    expect(payload).toBe(EXPECTED);
    expect(referenceCrc(payload.slice(0, -4))).toBe('9606');
    expect(verifyPayloadCrc(payload)).toBe(true);
  });

  it('parses back into every field, templates 26 and 62 nested', () => {
    expect(parseEmvPayload(paynowPayload(INPUT))).toEqual({
      '00': '01',
      '01': '12',
      '26': { '00': 'SG.PAYNOW', '01': '2', '02': '201912345K', '03': '0', '04': '20261124' },
      '52': '0000',
      '53': '702',
      '54': '1234.50',
      '58': 'SG',
      '59': 'PRINT SHOP SINGAPORE',
      '60': 'Singapore',
      '62': { '01': 'S261123-7K3M9X' },
      '63': '9606',
    });
  });

  it('writes the amount from whole cents with two decimals', () => {
    expect(amountField(1)).toBe('0.01');
    expect(amountField(10)).toBe('0.10');
    expect(amountField(100)).toBe('1.00');
    expect(amountField(123450)).toBe('1234.50');
    expect(amountField(9_999_999_999)).toBe('99999999.99');
  });

  it('dates the expiry in Singapore time, whatever the instant is in UTC', () => {
    const expiryDay = (iso: string) => (parseEmvPayload(paynowPayload({ ...INPUT, expiresAt: new Date(iso) }))['26'] as Record<string, string>)['04'];
    expect(expiryDay('2026-11-23T17:30:00Z')).toBe('20261124');
    expect(expiryDay('2026-11-23T15:59:59Z')).toBe('20261123');
    expect(expiryDay('2026-11-23T16:00:00Z')).toBe('20261124');
    expect(expiryDay('2026-12-31T16:00:00Z')).toBe('20270101');
  });

  it('keeps the merchant name to 25 uppercase ASCII characters and takes another city', () => {
    const fields = parseEmvPayload(paynowPayload({ ...INPUT, merchantName: '  Café <Déco> & Sons Print Studio Pte. Ltd.', merchantCity: 'Singapore' }));
    expect(fields['59']).toBe('CAFE DECO & SONS PRINT ST');
    expect(fields['59']).toHaveLength(25);
    expect(parseEmvPayload(paynowPayload({ ...INPUT, merchantCity: 'Jurong East' }))['60']).toBe('Jurong East');
  });

  it('accepts every ACRA UEN format', () => {
    for (const uen of ['53123456A', '201912345K', 'T09LL0001B', 'S99FC1234X', 'R18CC0001Z']) {
      expect((parseEmvPayload(paynowPayload({ ...INPUT, uen }))['26'] as Record<string, string>)['02']).toBe(uen);
    }
  });

  it('throws a clear error on a bad UEN, amount, reference, date or editable flag', () => {
    for (const uen of ['', '2019123K', '2019123456K', '201912345k', 'T09L0001B', 'X09LL0001B', '201912345K ']) {
      expect(() => paynowPayload({ ...INPUT, uen }), uen).toThrow(/PayNow UEN/);
    }
    for (const amountCents of [0, -1, 1.5, Number.NaN, 10_000_000_000]) {
      expect(() => paynowPayload({ ...INPUT, amountCents }), String(amountCents)).toThrow(/PayNow amount/);
    }
    for (const reference of ['', 's261123', 'S261123 7K3M9X', 'S261123_7K3M9X', 'A'.repeat(26)]) {
      expect(() => paynowPayload({ ...INPUT, reference }), reference).toThrow(/PayNow reference/);
    }
    expect(paynowPayload({ ...INPUT, reference: 'A'.repeat(25) })).toContain('0125' + 'A'.repeat(25));
    expect(() => paynowPayload({ ...INPUT, expiresAt: new Date('nope') })).toThrow(/PayNow expiry/);
    expect(() => paynowPayload({ ...INPUT, editable: true as unknown as false })).toThrow(/not be editable/);
    expect(() => paynowPayload({ ...INPUT, merchantName: '<<>>' })).toThrow(/merchant name/);
  });
});

describe('parseEmvPayload and verifyPayloadCrc', () => {
  it('fails a tampered payload: a changed amount, reference or CRC', () => {
    const payload = paynowPayload(INPUT);
    expect(verifyPayloadCrc(payload.replace('1234.50', '1234.05'))).toBe(false);
    expect(verifyPayloadCrc(payload.replace('S261123', 'S261124'))).toBe(false);
    expect(verifyPayloadCrc(payload.slice(0, -4) + '9607')).toBe(false);
    // The CRC is four uppercase hex digits: the right CRC in lowercase does not pass.
    const withLetters = [1, 2, 3, 4, 5, 6, 7, 8].map((amountCents) => paynowPayload({ ...INPUT, amountCents })).find((p) => /[A-F]/.test(p.slice(-4)));
    expect(withLetters && verifyPayloadCrc(withLetters)).toBe(true);
    expect(withLetters && verifyPayloadCrc(withLetters.slice(0, -4) + withLetters.slice(-4).toLowerCase())).toBe(false);
    expect(verifyPayloadCrc(payload.slice(0, -1))).toBe(false);
    expect(verifyPayloadCrc(payload.slice(0, -8))).toBe(false);
    expect(verifyPayloadCrc('')).toBe(false);
  });

  it('refuses malformed TLV data', () => {
    expect(() => parseEmvPayload('000201010')).toThrow(/Malformed/);
    expect(() => parseEmvPayload('0005012')).toThrow(/cut off/);
    expect(() => parseEmvPayload('000201000201')).toThrow(/twice/);
    expect(() => parseEmvPayload('00020126050002X')).toThrow(/cut off/);
  });
});

describe('paynowProvider', () => {
  const settings: PaymentSettings = {
    uen: '201912345K',
    merchantName: 'Print Shop Singapore',
    paynowExpiryHours: 48,
    bankName: 'DBS Bank Ltd',
    bankAccountName: 'Print Shop Singapore',
    bankAccountNo: '012-345678-9',
  };

  it('gives the QR payload, the exact amount, the order number as reference, the expiry and the bank transfer', () => {
    const provider = paynowProvider(settings);
    expect(provider.id).toBe('paynow');
    const createdAt = new Date('2026-11-21T17:30:00Z');
    const instructions = provider.instructions({ orderNo: 'S261123-7K3M9X', amountCents: 123450, createdAt });
    expect(instructions).toEqual({
      method: 'paynow',
      methodName: 'PayNow',
      qrPayload: EXPECTED,
      amountCents: 123450,
      reference: 'S261123-7K3M9X',
      expiresAt: new Date('2026-11-23T17:30:00Z'),
      bankTransfer: { bankName: 'DBS Bank Ltd', accountName: 'Print Shop Singapore', accountNo: '012-345678-9' },
    });
  });

  it('refuses unusable settings and orders', () => {
    expect(() => paynowProvider({ ...settings, paynowExpiryHours: 0 })).toThrow(/PAYNOW_EXPIRY_HOURS/);
    expect(() => paynowProvider({ ...settings, paynowExpiryHours: 1.5 })).toThrow(/PAYNOW_EXPIRY_HOURS/);
    expect(() => paynowProvider({ ...settings, bankAccountNo: ' ' })).toThrow(/SHOP_BANK_ACCOUNT_NO/);
    const provider = paynowProvider(settings);
    expect(() => provider.instructions({ orderNo: 'S1', amountCents: 0, createdAt: new Date() })).toThrow(/PayNow amount/);
    expect(() => provider.instructions({ orderNo: 'order 1', amountCents: 100, createdAt: new Date() })).toThrow(/PayNow reference/);
  });
});
