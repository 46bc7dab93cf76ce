/**
 * Quotations (configurator.md §3, §4, §7; forms-and-accounts.md §2 item 12, §6): created from
 * server-priced lines, owned by the visitor, Bill To editable, and the PDF document.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectEnvelope, testVisitor } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { quotationItems, quotations } from './quotation.tables.js';
import { formatSgd } from '../../shared/money.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import { MAX_QUOTATION_LINES, QUOTATION_NOT_FOUND_MESSAGE, QUOTATION_NO_PATTERN } from './quotation-rules.js';
import type { CreatedQuotation, Quotation } from './quotation.schemas.js';
import { pdfText } from '../../../test/pdf-text.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const visitor = () => testVisitor<Quotation>(shop);

const standardDieCut = { featured_item_id: 2, product_id: 5, cutting_id: 1, shape_id: undefined, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1 };
/** Product 8's standard method costs S$8, and a zero cost would not count as free for it anyway. */
const product8 = { featured_item_id: 2, product_id: 8, cutting_id: 1, width: 20, height: 20 };

async function serverPrice(config: Record<string, unknown>): Promise<number> {
  const answer = await apiGet<PricingData>(shop, '/api/pricing/v2', config as Record<string, string | number>);
  const total = answer.body.data.single_pricing?.total_price;
  if (total === undefined) throw new Error(`no price: ${JSON.stringify(answer.body)}`);
  return total;
}

/** A line as the page sends it: the quote data and the price it showed. */
async function line(config: Record<string, unknown>, quantity: number) {
  return { ...config, quantity, cost: await serverPrice({ ...config, quantity }) };
}

const money = (dollars: number) => Math.round(dollars * 100) / 100;

async function rowCounts(): Promise<{ quotations: number; items: number }> {
  const [q] = await shop.database.db.select({ n: count() }).from(quotations);
  const [i] = await shop.database.db.select({ n: count() }).from(quotationItems);
  return { quotations: q?.n ?? 0, items: i?.n ?? 0 };
}


async function createOne(v = visitor(), quantity = 100) {
  const l = await line(standardDieCut, quantity);
  const answer = await v.send<CreatedQuotation>('POST', '/api/quotations', {
    quotations: [l],
    sub_total: l.cost,
    shipping_fee: 0,
    point_discount: 0,
    coupon_discount: 0,
    total_price: l.cost,
  });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return { v, line: l, created: answer.body.data };
}

describe('POST /api/quotations', () => {
  it('creates a quotation from the spec body: 201, a number like Q261123-7KD2QX, lines priced by the server, the guest cookie', async () => {
    const v = visitor();
    const a = await line(standardDieCut, 100);
    const b = await line({ ...standardDieCut, width: 80, height: 40 }, 500);
    const subTotal = money(a.cost + b.cost);
    const answer = await v.send<CreatedQuotation>('POST', '/api/quotations', {
      quotations: [
        { ...a, summary: 'whatever the page wrote', guest_id: 'ignored', origin_path: '/stickers/vinyl/standard' },
        { ...b, cost: undefined, price: b.cost },
      ],
      sub_total: subTotal,
      shipping_fee: 0,
      point_discount: 0,
      coupon_discount: 0,
      total_price: subTotal,
    });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expectEnvelope(answer);
    expect(v.cookie()).toMatch(/^guest_id=[0-9a-f-]{36}$/);
    const { quotation_no, quotation } = answer.body.data;
    // Monday 23 Nov 2026 in Singapore (the pinned clock).
    expect(quotation_no).toMatch(/^Q261123-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(quotation_no).toMatch(QUOTATION_NO_PATTERN);
    // The number is the only public identifier: no serial id leaves the server.
    expect(quotation).not.toHaveProperty('id');
    expect(quotation).toMatchObject({
      quotation_no,
      issue_date: '2026-11-23',
      issue_date_text: 'Mon, 23 Nov 2026',
      valid_until: '2026-12-07',
      name: '',
      company: '',
      address: '',
      sub_total: subTotal,
      sub_total_cents: Math.round(subTotal * 100),
      shipping_fee: 0,
      point_discount: 0,
      coupon_discount: 0,
      total_price: subTotal,
      total_price_cents: Math.round(subTotal * 100),
    });
    expect(quotation.items).toHaveLength(2);
    expect(quotation.items[0]).toMatchObject({ quantity: 100, price: a.cost, page_url: expect.stringMatching(/^\/stickers\/vinyl\/standard\?cutting=\d+&.*width=50&height=50&.*quantity=100/) });
    expect(quotation.items[0]?.details).toMatch(/^Standard Vinyl Stickers — Die Cut, .*50 × 50 mm, Gloss Laminate, Permanent adhesive, Full Colour/);
    expect(quotation.items[1]).toMatchObject({ quantity: 500, price: b.cost });
    expect(quotation.items[1]?.details).toContain('80 × 40 mm');
  });

  it('two quotations get different numbers', async () => {
    const first = await createOne();
    const second = await createOne(first.v);
    expect(second.created.quotation_no).not.toBe(first.created.quotation_no);
  });

  it('computes the shipping fee itself when the totals are left out: product 8 pays its standard S$8 under S$100', async () => {
    const v = visitor();
    const small = await line(product8, 10);
    expect(small.cost).toBeLessThan(100);
    const answer = await v.send<CreatedQuotation>('POST', '/api/quotations', { quotations: [small], sub_total: small.cost });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.quotation).toMatchObject({ sub_total: small.cost, shipping_fee: 8, shipping_fee_cents: 800, total_price: money(small.cost + 8) });
  });

  it('one line of product 8 among free-shipping lines sets the parcel fee; S$100 or more ships free', async () => {
    const v = visitor();
    const small = await line(product8, 10);
    const vinyl = await line(standardDieCut, 100);
    const sub = money(small.cost + vinyl.cost);
    const mixed = await v.send<CreatedQuotation>('POST', '/api/quotations', { quotations: [vinyl, small], sub_total: sub, shipping_fee: sub >= 100 ? 0 : 8, total_price: sub >= 100 ? sub : money(sub + 8) });
    expect(mixed.statusCode, JSON.stringify(mixed.body)).toBe(201);
    expect(mixed.body.data.quotation.shipping_fee).toBe(sub >= 100 ? 0 : 8);

    const large = await line(product8, 1000);
    expect(large.cost).toBeGreaterThanOrEqual(100);
    const free = await v.send<CreatedQuotation>('POST', '/api/quotations', { quotations: [large], sub_total: large.cost, shipping_fee: 0, total_price: large.cost });
    expect(free.statusCode, JSON.stringify(free.body)).toBe(201);
    expect(free.body.data.quotation).toMatchObject({ shipping_fee: 0, total_price: large.cost });
  });

  it('a tampered line price answers 409 and stores nothing', async () => {
    const v = visitor();
    const real = await line(standardDieCut, 1000);
    const before = await rowCounts();
    const answer = await v.send('POST', '/api/quotations', { quotations: [{ ...real, cost: 1 }], sub_total: 1, shipping_fee: 0, point_discount: 0, coupon_discount: 0, total_price: 1 });
    expectClientError(answer, 409, { message: new RegExp(`^The price of this configuration is ${formatSgd(Math.round(real.cost * 100)).replace('$', '\\$')}`), field: 'quotations.0.cost' });
    // The second of two lines: the message says which.
    const two = await v.send('POST', '/api/quotations', { quotations: [real, { ...real, price: real.cost + 5, cost: undefined }] });
    expectClientError(two, 409, { message: /^Line 2: The price of this configuration is/, field: 'quotations.1.cost' });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['sub total', (c: number) => ({ sub_total: c + 1, shipping_fee: 0, total_price: c + 1 }), 'sub_total'],
    ['shipping fee', (c: number) => ({ sub_total: c, shipping_fee: 5, total_price: c + 5 }), 'shipping_fee'],
    ['total', (c: number) => ({ sub_total: c, shipping_fee: 0, total_price: c - 1 }), 'total_price'],
  ])('a tampered %s answers 409 with the right figures and stores nothing', async (_name, totals, field) => {
    const v = visitor();
    const real = await line(standardDieCut, 100);
    const before = await rowCounts();
    const answer = await v.send('POST', '/api/quotations', { quotations: [real], point_discount: 0, coupon_discount: 0, ...totals(real.cost) });
    expectClientError(answer, 409, { message: `The totals sent don't match the prices: the sub total is ${formatSgd(Math.round(real.cost * 100))}, with free shipping, the total is ${formatSgd(Math.round(real.cost * 100))}. Please review and try again.`, field });
    expect(await rowCounts()).toEqual(before);
  });

  it('shipping sent as free for product 8 under S$100 is a tampered total', async () => {
    const small = await line(product8, 10);
    const answer = await visitor().send('POST', '/api/quotations', { quotations: [small], sub_total: small.cost, shipping_fee: 0, total_price: small.cost });
    expectClientError(answer, 409, { message: /with shipping S\$8\.00/, field: 'shipping_fee' });
  });

  it('points and coupons are refused (no accounts or coupons yet)', async () => {
    const real = await line(standardDieCut, 100);
    expectClientError(await visitor().send('POST', '/api/quotations', { quotations: [real], point_discount: 2 }), 422, { message: /Reward points can't be applied/, field: 'point_discount' });
    expectClientError(await visitor().send('POST', '/api/quotations', { quotations: [real], coupon_discount: 5 }), 422, { message: /Coupons can't be applied/, field: 'coupon_discount' });
  });

  it('refuses bad bodies with a 4xx and stores nothing', async () => {
    const real = await line(standardDieCut, 100);
    const before = await rowCounts();
    const v = visitor();
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [] }), 422, { message: /at least one configuration/ });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: Array.from({ length: MAX_QUOTATION_LINES + 1 }, () => real) }), 422, { message: /at most 20 lines/ });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [real], sub_total: String(real.cost) }), 422, { field: 'sub_total' });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [{ ...real, cost: String(real.cost) }] }), 422, { field: 'quotations.0.cost' });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [real], total_price: -1 }), 422, { field: 'total_price' });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [real], sub_total: 1.005 }), 422, { field: 'sub_total' });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [{ ...real, product_id: 9999 }] }), 404);
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [{ ...real, width: 5, height: 5 }] }), 422, { field: 'quotations.0.width' });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: [{ ...real, quantity: undefined }] }), 422, { message: 'Please choose a quantity.' });
    expectClientError(await v.send('POST', '/api/quotations', { quotations: 'all of them' }), 422, { field: 'quotations' });
    expectClientError(await v.send('POST', '/api/quotations', {}), 422);
    expect(await rowCounts()).toEqual(before);
    expect(v.cookie()).toBe('');
  });
});

describe('GET /api/quotations/{quotation_no}', () => {
  it('answers the owner their quotation', async () => {
    const { v, created } = await createOne();
    const answer = await v.send('GET', `/api/quotations/${created.quotation_no}`);
    expect(answer.statusCode).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.data).toEqual(created.quotation);
    // A number typed in lower case is the same number.
    expect((await v.send('GET', `/api/quotations/${created.quotation_no.toLowerCase()}`)).body.data.quotation_no).toBe(created.quotation_no);
  });

  it('answers everyone else, and every guessed number, the same 404', async () => {
    const { v, created } = await createOne();
    const stranger = visitor();
    await createOne(stranger); // a visitor with a quotation (and a cookie) of their own
    expectClientError(await stranger.send('GET', `/api/quotations/${created.quotation_no}`), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    expectClientError(await visitor().send('GET', `/api/quotations/${created.quotation_no}`), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    const guessed = created.quotation_no.slice(0, -1) + (created.quotation_no.endsWith('A') ? 'B' : 'A');
    expectClientError(await v.send('GET', `/api/quotations/${guessed}`), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    expectClientError(await v.send('GET', `/api/quotations/1`), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    expectClientError(await v.send('GET', "/api/quotations/Q261123-'OR'1"), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
  });
});

describe('POST /api/quote/update/quotation/{id}', () => {
  it('saves the Bill To block, trimmed, and answers code 200 with the quotation', async () => {
    const { v, created } = await createOne();
    const address = '  10 Anson Road\r\n#20-05 International Plaza\nSingapore 079903  ';
    const answer = await v.send('POST', `/api/quote/update/quotation/${created.quotation_no}`, { name: '  Tan Wei Ming ', company: 'Orchid Lane Pte. Ltd.', address });
    expect(answer.statusCode).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ quotation_no: created.quotation_no, name: 'Tan Wei Ming', company: 'Orchid Lane Pte. Ltd.', address: '10 Anson Road\n#20-05 International Plaza\nSingapore 079903' });
    expect((await v.send('GET', `/api/quotations/${created.quotation_no}`)).body.data).toMatchObject({ name: 'Tan Wei Ming', company: 'Orchid Lane Pte. Ltd.' });
    // Clearing it is allowed too.
    const cleared = await v.send('POST', `/api/quote/update/quotation/${created.quotation_no}`, { name: '', company: '', address: '' });
    expect(cleared.body.data).toMatchObject({ name: '', company: '', address: '' });
  });

  it('refuses HTML, over-long and multi-line values with a 422 naming the field', async () => {
    const { v, created } = await createOne();
    const url = `/api/quote/update/quotation/${created.quotation_no}`;
    const ok = { name: 'Tan', company: '', address: '' };
    expectClientError(await v.send('POST', url, { ...ok, name: '<b>Tan</b>' }), 422, { message: 'Name must be plain text: please remove the < > characters.', field: 'name' });
    expectClientError(await v.send('POST', url, { ...ok, address: 'Block 1 <script>alert(1)</script>' }), 422, { field: 'address' });
    expectClientError(await v.send('POST', url, { ...ok, address: 'x'.repeat(501) }), 422, { message: 'Address can be at most 500 characters.', field: 'address' });
    expectClientError(await v.send('POST', url, { ...ok, company: 'c'.repeat(101) }), 422, { message: 'Company can be at most 100 characters.', field: 'company' });
    expectClientError(await v.send('POST', url, { ...ok, name: 'Tan\nWei' }), 422, { field: 'name' });
    expectClientError(await v.send('POST', url, { ...ok, name: 42 }), 422, { field: 'name' });
    expectClientError(await v.send('POST', url, { name: 'Tan' }), 422, { field: 'company' });
    const longest = await v.send('POST', url, { ...ok, address: 'x'.repeat(500) });
    expect(longest.statusCode).toBe(200);
  });

  it('answers 404 to anyone but the owner, and for an unknown id', async () => {
    const { v, created } = await createOne();
    const stranger = visitor();
    await createOne(stranger);
    const body = { name: 'Mallory', company: '', address: '' };
    expectClientError(await stranger.send('POST', `/api/quote/update/quotation/${created.quotation_no}`, body), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    expectClientError(await visitor().send('POST', `/api/quote/update/quotation/${created.quotation_no}`, body), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    expectClientError(await v.send('POST', `/api/quote/update/quotation/999999`, body), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    expect((await v.send('GET', `/api/quotations/${created.quotation_no}`)).body.data.name).toBe('');
  });
});

describe('GET /pdf/quotation/{preview|download}', () => {
  it('preview is the PDF inline, download the same PDF as an attachment named after the number', async () => {
    const { v, created } = await createOne();
    const no = created.quotation_no;
    const preview = await v.raw(`/pdf/quotation/preview?quotation_no=${no}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe(`inline; filename="Quotation-${no}.pdf"`);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await v.raw(`/pdf/quotation/download?quotation_no=${no}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Quotation-${no}.pdf"`);
  });

  it("the document's text: the shop, the number, dates, Bill To, the item, its quantity, the totals and the terms", async () => {
    const { v, created, line: l } = await createOne(visitor(), 1000);
    await v.send('POST', `/api/quote/update/quotation/${created.quotation_no}`, { name: 'Tan Wei Ming', company: 'Orchid Lane Pte. Ltd.', address: '10 Anson Road\nSingapore 079903' });
    const text = pdfText((await v.raw(`/pdf/quotation/preview?quotation_no=${created.quotation_no}`)).bytes);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Print Shop Singapore');
    expect(flat).toContain('QUOTATION');
    expect(flat).toContain(created.quotation_no);
    expect(flat).toContain('23 Nov 2026');
    expect(flat).toContain('Valid until 7 Dec 2026');
    expect(flat).toMatch(/BILL TO/);
    expect(flat).toContain('Tan Wei Ming');
    expect(flat).toContain('Orchid Lane Pte. Ltd.');
    expect(flat).toContain('Singapore 079903');
    expect(flat).toMatch(/PRODUCT DESCRIPTION\s+QTY\s+AMOUNT/);
    expect(flat).toContain('Standard Vinyl Stickers');
    expect(flat).toContain('Die Cut');
    expect(flat).toContain('50 × 50 mm');
    expect(flat).toContain('1,000');
    const total = formatSgd(Math.round(l.cost * 100));
    expect(flat).toMatch(new RegExp(`TOTAL\\s+${total.replace('$', '\\$')}`));
    expect(flat).toMatch(/Shipping fee\s+Free/);
    expect(flat).not.toContain('Point discount');
    expect(flat).not.toContain('Coupon discount');
    expect(flat).toContain('include GST');
    expect(flat).toContain('not a tax invoice');
    expect(flat).toContain('artwork proof');
    expect(flat).not.toMatch(/Page \d of/);
  });

  it('an empty Bill To prints "—"; a paid shipping fee prints its amount', async () => {
    const v = visitor();
    const small = await line(product8, 10);
    const created = (await v.send<CreatedQuotation>('POST', '/api/quotations', { quotations: [small] })).body.data;
    const flat = pdfText((await v.raw(`/pdf/quotation/download?quotation_no=${created.quotation_no}`)).bytes).replace(/\s+/g, ' ');
    expect(flat).toMatch(/BILL TO .*—/);
    expect(flat).toMatch(/Shipping fee S\$8\.00/);
    expect(flat).toContain(`TOTAL ${formatSgd(created.quotation.total_price_cents)}`);
  });

  it('twenty lines run over a page: the table header repeats and pages are numbered', async () => {
    const v = visitor();
    const lines = await Promise.all(Array.from({ length: MAX_QUOTATION_LINES }, (_, i) => line({ ...standardDieCut, width: 30 + i * 5, height: 40 }, 100)));
    const answer = await v.send<CreatedQuotation>('POST', '/api/quotations', { quotations: lines });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const no = answer.body.data.quotation_no;
    const text = pdfText((await v.raw(`/pdf/quotation/preview?quotation_no=${no}`)).bytes);
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page.replace(/\s+/g, ' ')).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages[1]).toMatch(/PRODUCT DESCRIPTION\s+QTY\s+AMOUNT/);
    expect(text).toContain('20. Standard Vinyl Stickers');
  });

  it('answers a JSON 404 envelope to anyone but the owner, without a cookie, and for unknown numbers', async () => {
    const { created } = await createOne();
    const stranger = visitor();
    await createOne(stranger);
    for (const mode of ['preview', 'download']) {
      const url = `/pdf/quotation/${mode}?quotation_no=${created.quotation_no}`;
      const theirs = await stranger.send('GET', url);
      expectClientError(theirs, 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
      expect(theirs.headers['content-type']).toMatch(/^application\/json/);
      expectClientError(await visitor().send('GET', url), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
      expectClientError(await stranger.send('GET', `/pdf/quotation/${mode}?quotation_no=Q261123-ZZZZZZ`), 404, { message: QUOTATION_NOT_FOUND_MESSAGE });
    }
    expectClientError(await stranger.send('GET', '/pdf/quotation/preview'), 422, { field: 'quotation_no' });
  });
});
