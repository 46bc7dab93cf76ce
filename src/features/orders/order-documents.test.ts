import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import { invoiceGst, invoiceNumber } from './order-documents.js';

describe('order documents', () => {
  it('numbers the invoice after its order: one order, one invoice', () => {
    expect(invoiceNumber('O261123-7KD2QXM4AB')).toBe('INV-O261123-7KD2QXM4AB');
  });

  it('states the GST contained in the total at the shop’s rate, to the cent; none when the shop is not GST-registered', () => {
    expect(invoiceGst(10900, DEFAULT_SHOP_INFO)).toEqual({ ratePercent: 9, gstCents: 900 });
    // 16723 × 9 / 109 = 1380.8…
    expect(invoiceGst(16723, DEFAULT_SHOP_INFO)).toEqual({ ratePercent: 9, gstCents: 1381 });
    expect(invoiceGst(10800, { ...DEFAULT_SHOP_INFO, gst_rate_percent: 8 })).toEqual({ ratePercent: 8, gstCents: 800 });
    expect(invoiceGst(10900, { ...DEFAULT_SHOP_INFO, gst_registration_no: null })).toBeNull();
  });
});
