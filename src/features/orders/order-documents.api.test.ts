/**
 * An order's documents and reorder on a real database: the order confirmation PDF (number, lines,
 * total, PayNow reference), the invoice refused before payment and, once paid, a TAX INVOICE
 * with the UEN, GST number, total inclusive of GST and the GST in it to the cent (an INVOICE
 * without GST for a shop not registered), owner only; reorder puts the same configurations back
 * into the cart priced today, once per Idempotency-Key, and reports a line it can't add.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor, type Envelope } from '../../../test/api-client.js';
import { pdfText } from '../../../test/pdf-text.js';
import { DIE_CUT_50, placeGuestOrder } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { orderLines, orders } from './orders.tables.js';
import { formatSgd } from '../../shared/money.js';
import type { Cart } from '../cart/cart.schemas.js';
import { splitSummary } from '../pricing/summary-text.js';
import { DEFAULT_SHOP_INFO, shopSettings } from '../shop-info/shop-settings.js';
import { INVOICE_NOT_YET_MESSAGE } from './order-documents.js';
import type { ReorderResult } from './order-documents.schemas.js';

let shop: TestShop;
let untaxed: TestShop;
beforeAll(async () => {
  [shop, untaxed] = await Promise.all([createTestShop(), createTestShop({ appOptions: { shopInfo: shopSettings({ SHOP_GST_NO: 'none', SHOP_UEN: '53123456A' }) } })]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), untaxed?.close()]);
});

const twoLines = [
  { config: DIE_CUT_50, quantity: 100 },
  { config: { ...DIE_CUT_50, width: 80, height: 40 }, quantity: 500 },
];
const flat = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');

/** Paid (as the staff desk would mark it); with `totalCents`, the order's items are made to come to that total (free shipping). */
async function markPaid(on: TestShop, orderNo: string, totalCents?: number): Promise<void> {
  await on.database.db
    .update(orders)
    .set({ status: 'paid', paid_at: DEFAULT_TEST_NOW, ...(totalCents === undefined ? {} : { sub_total_cents: totalCents, shipping_fee_cents: 0, total_cents: totalCents }) })
    .where(eq(orders.order_no, orderNo));
}

async function reorder(v: ReturnType<typeof testVisitor>, on: TestShop, orderNo: string, key: string) {
  const res = await on.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/reorder`, headers: { cookie: v.cookie(), 'idempotency-key': key } });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<ReorderResult> };
}

describe('GET /pdf/orders/{order_no}/confirmation', () => {
  it('shows the order number, the lines, the total and the PayNow reference while unpaid; inline, or an attachment with ?download=1; never cached', async () => {
    const { shopper, order } = await placeGuestOrder(shop, twoLines);
    const res = await shopper.raw(`/pdf/orders/${order.order_no}/confirmation`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Order-${order.order_no}.pdf"`);
    const text = flat(res.bytes);
    expect(text).toContain('ORDER CONFIRMATION');
    expect(text).toContain(order.order_no);
    expect(text).toContain('Wei Jie Lim');
    expect(text).toContain('Singapore 529536');
    expect(order.lines).toHaveLength(2);
    for (const line of order.lines) {
      const { product, details } = splitSummary(line.summary);
      expect(text).toContain(product);
      expect(text).toContain(details);
      expect(text).toContain(formatSgd(line.total_price_cents));
    }
    expect(text).toContain(`TOTAL ${formatSgd(order.total_cents)}`);
    expect(text).toMatch(new RegExp(`PayNow.*UEN ${DEFAULT_SHOP_INFO.uen}.*reference ${order.order_no}`));
    expect(text).toContain('Bank transfer');
    expect(text).toContain(`Estimated dispatch: ${order.dispatch_date_text}. This date holds if you pay and approve your proof by 6:00 PM Singapore time on a business day; otherwise it moves.`);
    expect(text).toContain(`Estimated delivery: ${order.delivery_date_text} by ${order.shipping_method} shipping.`);

    // Paid and approved: the date is the one worked out from them, in the order page's words.
    await shop.database.db.update(orders).set({ paid_at: DEFAULT_TEST_NOW, approved_at: DEFAULT_TEST_NOW }).where(eq(orders.order_no, order.order_no));
    const worked = flat((await shopper.raw(`/pdf/orders/${order.order_no}/confirmation`)).bytes);
    expect(worked).toContain(`Dispatch date: ${order.dispatch_date_text}. Worked out from your payment and proof approval.`);
    expect(worked).not.toContain('Estimated dispatch');

    const download = await shopper.raw(`/pdf/orders/${order.order_no}/confirmation?download=1`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Order-${order.order_no}.pdf"`);
  });

  it('answers anyone but the owner, and an unknown number, 404', async () => {
    const { order } = await placeGuestOrder(shop, twoLines.slice(0, 1));
    const stranger = testVisitor(shop);
    expect((await stranger.raw(`/pdf/orders/${order.order_no}/confirmation`)).statusCode).toBe(404);
    expect((await stranger.raw(`/pdf/orders/${order.order_no}/invoice`)).statusCode).toBe(404);
    expect((await stranger.raw(`/pdf/orders/O261123-0000000000/confirmation`)).statusCode).toBe(404);
    expectClientError(await reorder(stranger, shop, order.order_no, 'stranger-1'), 404);
  });
});

describe('GET /pdf/orders/{order_no}/invoice', () => {
  it('is refused with 409 before payment; once paid it is a TAX INVOICE with the UEN, GST number, total inclusive of GST and the GST in it', async () => {
    const { shopper, order } = await placeGuestOrder(shop, twoLines);
    const early = await shopper.send(`GET`, `/pdf/orders/${order.order_no}/invoice`);
    expectClientError(early, 409, { message: INVOICE_NOT_YET_MESSAGE });

    await markPaid(shop, order.order_no);
    const res = await shopper.raw(`/pdf/orders/${order.order_no}/invoice?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice-INV-${order.order_no}.pdf"`);
    const text = flat(res.bytes);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`INV-${order.order_no}`);
    expect(text).toContain(`UEN ${DEFAULT_SHOP_INFO.uen}`);
    expect(text).toContain(`GST Reg. No. ${DEFAULT_SHOP_INFO.gst_registration_no}`);
    expect(text).toContain('Date of supply 23 Nov 2026');
    expect(text).toContain(`Total payable: ${formatSgd(order.total_cents)}, inclusive of GST.`);
    // 9/109 of the total, to the nearest cent.
    const gst = Math.round((order.total_cents * 9) / 109);
    expect(text).toContain(`GST at 9% included in the total: ${formatSgd(gst)}.`);
    for (const line of order.lines) expect(text).toContain(formatSgd(line.total_price_cents));

    // A known total: S$109.00 at 9% contains S$9.00.
    await markPaid(shop, order.order_no, 10900);
    expect(flat((await shopper.raw(`/pdf/orders/${order.order_no}/invoice`)).bytes)).toContain('GST at 9% included in the total: S$9.00.');
  });

  it('a shop not registered for GST issues an INVOICE that says no GST is charged', async () => {
    const { shopper, order } = await placeGuestOrder(untaxed, twoLines.slice(0, 1));
    await markPaid(untaxed, order.order_no);
    const text = flat((await shopper.raw(`/pdf/orders/${order.order_no}/invoice`)).bytes);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('GST Reg. No.');
    expect(text).toContain('We are not registered for GST, so no GST is charged.');
    expect(text).toContain('UEN 53123456A');
    expect(text).toContain(`Total payable: ${formatSgd(order.total_cents)}.`);
  });
});

describe('POST /api/orders/{order_no}/reorder', () => {
  it('puts the same configurations back into the cart priced today, once per Idempotency-Key', async () => {
    const { shopper, order } = await placeGuestOrder(shop, twoLines);
    const first = await reorder(shopper, shop, order.order_no, 'reorder-1');
    const result = expectOk(first);
    expect(result.not_added).toEqual([]);
    expect(result.added).toEqual(order.lines.map((line) => line.summary));
    expect(first.body.message).toContain(`Added to your cart from order ${order.order_no}`);
    // The cart lists its newest line first; compare as sets of (summary, quantity, price today).
    const lines = (cart: Cart) => cart.items.map((item) => [item.summary, item.quantity, item.total_price_cents].join(' | ')).sort();
    expect(lines(result.cart)).toEqual(order.lines.map((line) => [line.summary, line.quantity, line.total_price_cents].join(' | ')).sort());

    const again = await reorder(shopper, shop, order.order_no, 'reorder-1');
    expect(again.body).toEqual(first.body);
    expect(lines(expectOk(await shopper.send<Cart>('GET', '/api/cart')))).toEqual(lines(result.cart));
  });

  it('reports a line that can no longer be ordered online and adds the others', async () => {
    const { shopper, order } = await placeGuestOrder(shop, twoLines);
    const [stored] = await shop.database.db.select().from(orders).where(eq(orders.order_no, order.order_no));
    const [gone] = await shop.database.db.select().from(orderLines).where(eq(orderLines.order_id, stored?.id ?? ''));
    if (!gone) throw new Error('no order line');
    await shop.database.db.update(orderLines).set({ configuration: { ...gone.configuration, product_id: 9999 } }).where(eq(orderLines.id, gone.id));

    const answer = await reorder(shopper, shop, order.order_no, 'reorder-2');
    const result = expectOk(answer);
    expect(result.added).toEqual([order.lines[1]?.summary]);
    expect(result.not_added.map((line) => line.summary)).toEqual([gone.summary]);
    expect(answer.body.message).toContain('Not added');
    expect(result.cart.items.map((item) => item.summary)).toEqual([order.lines[1]?.summary]);
  });
});
