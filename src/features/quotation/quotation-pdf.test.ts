/** The letterhead and the price term follow the shop's settings (SHOP_*), read back with pdftotext. */
import { pdfText } from '../../../test/pdf-text.js';
import { describe, expect, it } from 'vitest';
import { shopSettings } from '../shop-info/shop-settings.js';
import { quotationPdf, shopContact } from './quotation-pdf.js';
import type { Quotation } from './quotation.schemas.js';

const QUOTATION: Quotation = {
  quotation_no: 'Q261123-7K3M9X',
  issue_date: '2026-11-23',
  issue_date_text: 'Mon, 23 Nov 2026',
  valid_until: '2026-12-07',
  valid_until_text: 'Mon, 7 Dec 2026',
  name: 'Tan Wei Ming',
  company: '',
  address: '',
  items: [{ details: 'Art Paper Stickers — Die Cut, Circle, 50 × 50 mm', quantity: 100, price: 40, price_cents: 4000, page_url: '/stickers/paper/art', today_price_cents: 4000 }],
  sub_total: 40,
  sub_total_cents: 4000,
  shipping_fee: 0,
  shipping_fee_cents: 0,
  point_discount: 0,
  point_discount_cents: 0,
  coupon_discount: 0,
  coupon_discount_cents: 0,
  total_price: 40,
  total_price_cents: 4000,
  price_note: null,
};

async function text(env: NodeJS.ProcessEnv): Promise<string> {
  const bytes = await quotationPdf(QUOTATION, shopContact('https://lioncitylabels.sg', shopSettings(env)));
  return pdfText(bytes).replace(/\s+/g, ' ');
}

describe('quotation letterhead from the shop settings', () => {
  it('prints the configured name, address, phone, e-mail, website, UEN and GST number', async () => {
    const flat = await text({
      SHOP_NAME: 'Lion City Labels',
      SHOP_ADDRESS: '1 Kaki Bukit Road 1, #03-05 Enterprise One, Singapore 415934',
      SHOP_PHONE: '+65 6123 4567',
      SHOP_EMAIL: 'orders@lioncitylabels.sg',
      SHOP_UEN: '53123456A',
      SHOP_GST_NO: 'M2-1234567-8',
    });
    expect(flat).toContain('Lion City Labels');
    // A long address takes two lines, split at a comma.
    expect(flat).toContain('1 Kaki Bukit Road 1, #03-05 Enterprise One,');
    expect(flat).toContain('Singapore 415934');
    expect(flat).toContain('+65 6123 4567 · orders@lioncitylabels.sg');
    expect(flat).toContain('lioncitylabels.sg');
    expect(flat).toContain('UEN 53123456A · GST Reg. No. M2-1234567-8');
    expect(flat).toContain('All prices are in Singapore dollars (SGD) and include GST.');
    expect(flat).not.toContain('Print Shop Singapore');
  });

  it('a shop not registered for GST prints its UEN only, and says no GST is charged', async () => {
    const flat = await text({ SHOP_GST_NO: 'none' });
    expect(flat).toContain('UEN 201912345K');
    expect(flat).not.toContain('GST Reg. No.');
    expect(flat).toContain('We are not registered for GST, so no GST is charged.');
    expect(flat).not.toContain('include GST');
  });
});
