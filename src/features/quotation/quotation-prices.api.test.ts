/**
 * A price change made on the desk (issue 19), seen by the shopper on another server: the cart
 * re-prices on view and says "now S$X (was S$Y)"; a quotation is a document, so it keeps the
 * prices it was made with and says today's differ, on its page and in its PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectOk, testVisitor } from '../../../test/api-client.js';
import { pdfText } from '../../../test/pdf-text.js';
import { DIE_CUT_50, registeredMember } from '../../../test/place-order.js';
import { createSecondServer, createTestShop, type TestShop } from '../../../test/test-app.js';
import type { Cart } from '../cart/cart.schemas.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import { QUOTATION_PRICE_MESSAGES } from './quotation-rules.js';
import type { CreatedQuotation, Quotation } from './quotation.schemas.js';

let shop: TestShop;
let shopB: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  shopB = await createSecondServer(shop);
});
afterAll(async () => {
  await shopB?.close();
  await shop?.close();
});

describe('a price changed on the desk', () => {
  it("reaches the cart on the other server with was/now; a quotation keeps its price and tells the shopper today's differs", async () => {
    const quote = async () => expectOk(await apiGet<PricingData>(shopB, '/api/pricing/v2', { ...DIE_CUT_50, quantity: 100 })).single_pricing?.total_price_cents;
    expect(await quote()).toBe(4250);
    const shopper = testVisitor(shopB);
    expect((await shopper.send<Cart>('POST', '/api/cart/items', { ...DIE_CUT_50, quantity: 100, cost: 42.5 })).statusCode).toBeLessThan(300);
    const created = await shopper.send<CreatedQuotation>('POST', '/api/quotations', { quotations: [{ ...DIE_CUT_50, quantity: 100, cost: 42.5 }] });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const quotationNo = created.body.data.quotation_no;
    expect(created.body.data.quotation).toMatchObject({ price_note: null, items: [{ price_cents: 4250, today_price_cents: 4250 }] });

    // An owner on server A: 50 × 50 mm (row 5), 100 pcs (column 5) of vinyl die-cut's grid (31) from S$42.50 to S$45.00.
    const owner = (await registeredMember(shop, { staff: 'owner' })).v;
    expectOk(await owner.send('POST', '/api/staff/settings/price-grids/31', { changes: [{ size: 5, run: 5, price: '45.00' }] }));
    expect(await quote()).toBe(4500);

    const cart = expectOk(await shopper.send<Cart>('GET', '/api/cart'));
    expect(cart.items[0]?.total_price_cents).toBe(4500);
    expect(cart.price_changes).toEqual([expect.stringMatching(/: now S\$45\.00 \(was S\$42\.50\)\.$/)]);

    const quotation = expectOk(await shopper.send<Quotation>('GET', `/api/quotations/${quotationNo}`));
    expect(quotation.items[0]).toMatchObject({ price_cents: 4250, today_price_cents: 4500 });
    expect(quotation.total_price_cents).toBe(created.body.data.quotation.total_price_cents);
    expect(quotation.price_note).toBe(QUOTATION_PRICE_MESSAGES.changed);
    const pdf = pdfText((await shopper.raw(`/pdf/quotation/preview?quotation_no=${quotationNo}`)).bytes).replace(/\s+/g, ' ');
    expect(pdf).toContain('Prices have changed since this quotation was');
    expect(pdf).toContain('1. Today: S$45.00');
    expect(pdf).toMatch(/TOTAL S\$42\.50/);
  });
});
