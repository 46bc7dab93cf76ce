/**
 * The shop's business documents hold up outside the shop (issue 25): a name, company and address in
 * Chinese, Tamil and Malay, with an emoji, print as written on the quotation, the order
 * confirmation, the tax invoice and the credit note. Each PDF is read back by independent tools:
 * pdftotext finds every string, pdffonts shows every font embedded (no built-in Helvetica), pdfinfo
 * says tagged with the document's title and language, its structure tree starts with the heading,
 * qpdf --check passes, and the file stays under 300 KB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk, testVisitor } from '../../../test/api-client.js';
import { pdfFonts, pdfInfoFields, pdfStructure, pdfText, qpdfCheck } from '../../../test/pdf-text.js';
import { addPricedLines, DIE_CUT_50, guestCheckoutBody, guestEmail, registeredMember, verifiedEmailToken } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import type { CreatedQuotation } from '../quotation/quotation.schemas.js';
import type { Order } from './orders.schemas.js';

/** Singapore's four official languages' scripts, and an emoji as people type them into names. */
const CHINESE = '陈大文';
const TAMIL = 'செல்வி முருகன்';
const MALAY = 'Siti Nurhaliza binti Ahmad';
const EMOJI = '😊';
const NAME = `${CHINESE} Tan Dawen ${EMOJI}`;
const COMPANY = `${TAMIL} Trading`;
const ADDRESS = `Blk 5 Jalan Bukit Merah, #03-12, ${MALAY}`;

const MAX_BYTES = 300 * 1024;

let shop: TestShop;
let owner: { v: ReturnType<typeof testVisitor> };
beforeAll(async () => {
  shop = await createTestShop();
  owner = await registeredMember(shop, { staff: 'owner' });
});
afterAll(async () => {
  await shop?.close();
});

/** What every business document must be, read back by poppler and qpdf; answers its text, whitespace collapsed. */
function checkDocument(bytes: Buffer, title: string, heading: string): string {
  expect(bytes.length).toBeLessThan(MAX_BYTES);
  const check = qpdfCheck(bytes);
  expect(check.ok, check.output).toBe(true);

  const fonts = pdfFonts(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font, `${font.name} is not embedded`).toMatchObject({ embedded: true });
  // Every script the document holds is set in a family that has it (subset fonts are named "ABCDEF+Family-Weight").
  const families = new Set(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '').replace(/-\w+$/, '')));
  expect([...families].sort()).toEqual(['NotoEmoji', 'NotoSans', 'NotoSansSC', 'NotoSansTamil']);

  const info = pdfInfoFields(bytes);
  expect(info.Tagged).toBe('yes');
  expect(info.Title).toBe(title);
  const structure = pdfStructure(bytes);
  expect(structure).toMatch(new RegExp(`^Document\\n\\s+H1 \\(block\\)\\n\\s+"${heading}"`));
  expect(structure).toContain('Table');

  return pdfText(bytes).replace(/\s+/g, ' ');
}

describe('a quotation for a name, company and address in Chinese, Tamil and Malay with an emoji', () => {
  it('prints each as written, in embedded fonts, tagged, valid and small', async () => {
    const v = testVisitor(shop);
    const config = { ...DIE_CUT_50, quantity: 100 };
    const price = expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', config)).single_pricing?.total_price ?? 0;
    const answer = await v.send<CreatedQuotation>('POST', '/api/quotations', { quotations: [{ ...config, cost: price }], sub_total: price, shipping_fee: 0, point_discount: 0, coupon_discount: 0, total_price: price });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body.data;
    expectOk(await v.send('POST', `/api/quote/update/quotation/${created.quotation_no}`, { name: NAME, company: COMPANY, address: ADDRESS }));
    const pdf = await v.raw(`/pdf/quotation/download?quotation_no=${created.quotation_no}`);
    expect(pdf.statusCode).toBe(200);

    const text = checkDocument(pdf.bytes, `Quotation ${created.quotation_no}`, 'QUOTATION');
    for (const written of [NAME, COMPANY, ADDRESS]) expect(text).toContain(written);
    expect(text).not.toContain('?');
  });
});

describe("an order's documents for a shopper who writes their name in Chinese and Tamil with an emoji", () => {
  it('the confirmation, the tax invoice and the credit note print the name, address and refund reason as written', async () => {
    const shopper = testVisitor(shop);
    const cart = await addPricedLines(shop, shopper, [{ config: DIE_CUT_50, quantity: 100 }]);
    const email = guestEmail();
    const token = await verifiedEmailToken(shop, shopper, email);
    const body = guestCheckoutBody(email);
    const placed = await shopper.send<Order>('POST', '/api/checkout', {
      ...body,
      contact: { ...body.contact, first_name: `${CHINESE} ${EMOJI}`, last_name: 'Tan' },
      address: { ...body.address, label: COMPANY, line1: 'Blk 5 Jalan Bukit Merah, #03-12', line2: MALAY },
      email_token: token,
      expected_total_cents: cart.total_cents,
    });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    const name = `${CHINESE} ${EMOJI} Tan`;

    const confirmation = await shopper.raw(`/pdf/orders/${order.order_no}/confirmation`);
    const confirmationText = checkDocument(confirmation.bytes, `Order confirmation ${order.order_no}`, 'ORDER CONFIRMATION');
    for (const written of [name, COMPANY, MALAY]) expect(confirmationText).toContain(written);

    expectOk(await owner.v.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents, reference: 'PAYNOW 001' }));
    const invoice = await shopper.raw(`/pdf/orders/${order.order_no}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = checkDocument(invoice.bytes, `Tax invoice INV-${order.order_no}`, 'TAX INVOICE');
    for (const written of [name, COMPANY, MALAY]) expect(invoiceText).toContain(written);

    const reason = `印刷错误 ${TAMIL} ${EMOJI}`;
    expectOk(await owner.v.send('POST', `/api/staff/orders/${order.order_no}/refunds`, { amount_cents: 500, method: 'paynow', reference: 'PN 7781', reason }));
    const note = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`)).money.refunds[0];
    expect(note).toBeDefined();
    const creditNote = await shopper.raw(note?.pdf_url ?? '');
    expect(creditNote.statusCode).toBe(200);
    const creditText = checkDocument(creditNote.bytes, `Credit note ${note?.credit_note_no ?? ''}`, 'CREDIT NOTE');
    for (const written of [name, COMPANY, MALAY, reason]) expect(creditText).toContain(written);
  });
});
