/**
 * Lettering from the creation tool through the cart and a quotation: the server measures the text
 * in its font (the same glyph metrics the designer uses), refuses a size that is not the text's,
 * letters under 10 mm and the sample text, and keeps text, font and alignment with the line, in
 * its summary and in the quotation PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, testVisitor } from '../../../test/api-client.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import type { Cart } from '../cart/cart.schemas.js';
import type { PricingData } from '../pricing/pricing.schemas.js';
import type { CreatedQuotation } from './quotation.schemas.js';
import { loadLetteringFontMetrics } from '../lettering/font-metrics.js';
import { measureLettering } from '../lettering/lettering-metrics.js';
import { LETTERING_MESSAGES, sizeLettering } from '../lettering/lettering-rules.js';
import { pdfText } from '../../../test/pdf-text.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const visitor = () => testVisitor<Cart>(shop);
const SMALL_LETTERS = 'aaaaaaaa\naaaaaaaa\naaaaaaaa\naaaaaaaa';
/** Vinyl Lettering on the vinyl stickers page: die cut, Black. */
const vinylLettering = { featured_item_id: 2, product_id: 11, cutting_id: 1, color_id: 2 };

/** The size the designer gives this text when the shopper types a width. */
async function sizedFromWidth(text: string, fontId: string, widthMm: number, alignment: 'left' | 'center' | 'right' = 'center') {
  const measure = measureLettering(text, alignment, await loadLetteringFontMetrics(fontId));
  return sizeLettering(measure, { widthMm });
}

async function lineFor(text: string, fontId: string, widthMm: number, alignment: 'left' | 'center' | 'right' = 'center') {
  const size = await sizedFromWidth(text, fontId, widthMm, alignment);
  const config = { ...vinylLettering, width: size.widthMm, height: size.heightMm, use_creation_tool: 'yes', install_ready: 'yes', lettering_text: text, selected_font: fontId, lettering_alignment: alignment };
  const quantities = await apiGet<PricingData>(shop, '/api/pricing/v2', config as Record<string, string | number>);
  expect(quantities.statusCode, JSON.stringify(quantities.body)).toBe(200);
  const quantity = quantities.body.data.quantity_list[0]?.quantity ?? 1;
  const priced = await apiGet<PricingData>(shop, '/api/pricing/v2', { ...config, quantity } as Record<string, string | number>);
  return { ...config, quantity, cost: priced.body.data.single_pricing?.total_price, size };
}


describe('lettering in the cart', () => {
  it('a lettering sized by its text goes in, named with its text, font, alignment and install ready', async () => {
    const v = visitor();
    const line = await lineFor('OPEN\nDAILY', 'anton', 400, 'left');
    expect(line.size.tooSmall).toBe(false);
    const added = await v.send('POST', '/api/cart/items', line);
    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.items[0]?.summary).toContain('Custom Shape');
    const [item] = added.body.data.items;
    expect(item?.summary).toContain('Text “OPEN / DAILY”');
    expect(item?.summary).toContain('Font Anton');
    expect(item?.summary).toContain('Left aligned');
    expect(item?.summary).toContain('Install ready');
    // The standard sheet is cut in the Colour (Black): the summary names no second colour.
    expect(item?.summary).toContain('Black');
    expect(item?.summary).not.toContain('Sheet Colour');
    expect(item?.configuration).toMatchObject({ lettering: { install_ready: true, creation_tool: { text: 'OPEN\nDAILY', font_id: 'anton', alignment: 'left' } } });
    // Its page link reopens the same lettering.
    expect(decodeURIComponent(item?.page_url ?? '').replace(/\+/g, ' ')).toContain('text=OPEN\nDAILY');
  });

  it('a custom-colour sheet is named in the summary', async () => {
    const v = visitor();
    const line = await lineFor('GOLD', 'anton', 200);
    const added = await v.send('POST', '/api/cart/items', { ...line, addon_item_id: [2], cost: undefined });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.items[0]?.summary).toContain('Sheet Colour: Gold');
  });

  it('the same text in another font, or another text, is another line; the same lettering adds to its line', async () => {
    const v = visitor();
    const a = await lineFor('CAFE', 'anton', 300);
    const b = await lineFor('CAFE', 'montserrat', 300);
    await v.send('POST', '/api/cart/items', a);
    await v.send('POST', '/api/cart/items', b);
    const again = await v.send('POST', '/api/cart/items', a);
    expect(again.body.data.items).toHaveLength(2);
  });

  it('a size that is not the text’s is refused with the size it measures; nothing is stored', async () => {
    const v = visitor();
    const line = await lineFor('OPEN', 'anton', 300);
    const answer = await v.send('POST', '/api/cart/items', { ...line, height: line.size.heightMm + 20, cost: undefined });
    expectClientError(answer, 422, { field: 'lettering_text', message: /does not match this text/ });
    expect((await v.send('GET', '/api/cart')).body.data.items).toHaveLength(0);
  });

  it('letters under 10 mm are refused in the spec’s words', async () => {
    const v = visitor();
    // Four lines of lowercase at 30 mm high (about 33 mm wide): each "a" is about 4 mm.
    const line = await lineFor(SMALL_LETTERS, 'montserrat', 33);
    expect(line.size.tooSmall).toBe(true);
    expectClientError(await v.send('POST', '/api/cart/items', { ...line, cost: undefined }), 422, { field: 'lettering_text', message: LETTERING_MESSAGES.tooSmall });
  });

  it('the sample text, no text and an unknown font are refused', async () => {
    const v = visitor();
    const line = await lineFor('OPEN', 'anton', 300);
    expectClientError(await v.send('POST', '/api/cart/items', { ...line, lettering_text: 'Your text', cost: undefined }), 422, { field: 'lettering_text', message: LETTERING_MESSAGES.inputRequired });
    expectClientError(await v.send('POST', '/api/cart/items', { ...line, lettering_text: ' \n ', cost: undefined }), 422, { field: 'lettering_text', message: LETTERING_MESSAGES.inputRequired });
    expectClientError(await v.send('POST', '/api/cart/items', { ...line, selected_font: 'comic-sans', cost: undefined }), 422, { field: 'selected_font' });
    expectClientError(await v.send('POST', '/api/cart/items', { ...line, lettering_text: 'OPEN ☃', cost: undefined }), 422, { field: 'lettering_text', message: /This font has no “☃”/ });
  });

  it('lettering fields on a sticker are refused; lettering from artwork needs no text', async () => {
    const v = visitor();
    expectClientError(await v.send('POST', '/api/cart/items', { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, quantity: 10, lettering_text: 'OPEN' }), 422, { field: 'lettering_text' });
    const artwork = await v.send('POST', '/api/cart/items', { ...vinylLettering, width: 300, height: 100, quantity: (await lineFor('OPEN', 'anton', 300)).quantity, use_creation_tool: 'no', install_ready: 'no' });
    expect(artwork.statusCode, JSON.stringify(artwork.body)).toBe(201);
    expect(artwork.body.data.items[0]?.summary).toContain('Lettering from your artwork');
    expect(artwork.body.data.items[0]?.summary).toContain('Loose letters');
  });
});

describe('lettering in a quotation', () => {
  it('the quotation and its PDF carry the text and the font', async () => {
    const v = testVisitor<CreatedQuotation>(shop);
    const { size: _size, ...line } = await lineFor('NOODLE BAR', 'anton', 500);
    const answer = await v.send('POST', '/api/quotations', { quotations: [line], sub_total: line.cost, shipping_fee: 0, point_discount: 0, coupon_discount: 0, total_price: line.cost });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const text = pdfText((await v.raw(`/pdf/quotation/preview?quotation_no=${answer.body.data.quotation_no}`)).bytes).replace(/\s+/g, ' ');
    expect(text).toContain('NOODLE BAR');
    expect(text).toContain('Font Anton');
  });

  it('a lettering too small for its letters makes no quotation', async () => {
    const v = testVisitor<CreatedQuotation>(shop);
    const { size: _size, ...line } = await lineFor(SMALL_LETTERS, 'montserrat', 33);
    const answer = await v.send('POST', '/api/quotations', { quotations: [line], sub_total: line.cost, shipping_fee: 0, point_discount: 0, coupon_discount: 0, total_price: line.cost });
    expectClientError(answer, 422, { message: /less than 10mm/ });
  });
});
