/**
 * pricing/v2 and pricing/pricing-quantities as a shopper notices them (configurator.md §4, §5, §9):
 * prices, quantity tiers, the spec's messages word for word, request-a-quote mode, option rules,
 * the price helper, free shipping and dispatch dates.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, expectClientError, expectOk, type Query } from '../../../test/api-client.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { PREMIUM_RUN_NOT_OFFERED_MESSAGE } from './offer.js';
import type { PricingData, QuantityTierDto } from './pricing.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});
afterEach(() => {
  shop.setNow(DEFAULT_TEST_NOW);
});

const pricing = (query: Query) => apiGet<PricingData>(shop, '/api/pricing/v2', query);
/** A priced answer (mode "price"); returns its data. */
async function priced(query: Query): Promise<PricingData & { single_pricing: NonNullable<PricingData['single_pricing']> }> {
  const data = expectOk(await pricing(query));
  expect(data.mode, JSON.stringify(query)).toBe('price');
  expect(data.single_pricing).not.toBeNull();
  return data as PricingData & { single_pricing: NonNullable<PricingData['single_pricing']> };
}
const total = async (query: Query) => (await priced(query)).single_pricing.total_price;

/** Art paper, die cut: the everyday configuration. */
const artDieCut = { product_id: 1, cutting_id: 1 } as const;

describe('prices a shopper compares', () => {
  it('the price rises with quantity and with size', async () => {
    const byQuantity = [];
    for (const quantity of [10, 50, 100, 500, 1000, 10000]) byQuantity.push(await total({ ...artDieCut, width: 50, height: 50, quantity }));
    expect(byQuantity).toEqual([...byQuantity].sort((a, b) => a - b));
    expect(new Set(byQuantity).size).toBe(byQuantity.length);

    const bySize = [];
    for (const side of [20, 30, 50, 100, 200, 300]) bySize.push(await total({ ...artDieCut, width: side, height: side, quantity: 100 }));
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
    expect(new Set(bySize).size).toBe(bySize.length);
  });

  it('the answer holds the chosen quantity, a total in SGD and cents, and the unit price', async () => {
    const { single_pricing: p } = await priced({ ...artDieCut, width: 50, height: 50, quantity: 100 });
    expect(p.quantity).toBe(100);
    expect(p.total_price_cents).toBe(Math.round(p.total_price * 100));
    expect(p.unit_price).toBeCloseTo(p.total_price / 100, 4);
    expect(p.is_custom_quantity).toBe(false);
  });

  it('each tier saves against the first tier\'s unit price, rounded to a whole percent', async () => {
    const data = await priced({ ...artDieCut, width: 60, height: 40, quantity: 1000 });
    const tiers: QuantityTierDto[] = data.quantity_list;
    expect(tiers.map((t) => t.quantity)).toEqual([10, 20, 30, 40, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000]);
    const first = tiers[0]!;
    expect(first.savings_percent).toBe(0);
    for (const tier of tiers) {
      const firstUnit = first.price_cents / first.quantity;
      const unit = tier.price_cents / tier.quantity;
      expect(tier.savings_percent, `${tier.quantity}`).toBe(Math.round(((firstUnit - unit) / firstUnit) * 100));
      expect(tier.unit_price).toBeCloseTo(unit / 100, 4);
    }
    expect(tiers.at(-1)!.savings_percent).toBeGreaterThan(50);
    const chosen = tiers.find((t) => t.quantity === 1000)!;
    expect(data.single_pricing.savings_percent).toBe(chosen.savings_percent);
    expect(data.single_pricing.total_price).toBe(chosen.price);
  });

  it('a custom quantity between two tiers is priced between them and flagged', async () => {
    const size = { ...artDieCut, width: 50, height: 50 };
    const at100 = await total({ ...size, quantity: 100 });
    const at200 = await total({ ...size, quantity: 200 });
    const custom = await priced({ ...size, quantity: 150 });
    expect(custom.single_pricing.is_custom_quantity).toBe(true);
    expect(custom.single_pricing.quantity).toBe(150);
    expect(custom.single_pricing.total_price).toBeGreaterThan(at100);
    expect(custom.single_pricing.total_price).toBeLessThan(at200);
    // On the straight line between the two tiers (to the cent).
    expect(custom.single_pricing.total_price).toBeCloseTo((at100 + at200) / 2, 1);
    // Cheaper per piece than 100, dearer per piece than 200.
    expect(custom.single_pricing.unit_price).toBeLessThan(at100 / 100);
    expect(custom.single_pricing.unit_price).toBeGreaterThan(at200 / 200);
    expect(custom.quantity_list.map((t) => t.quantity)).not.toContain(150);
  });

  it('without a quantity the first tier is priced', async () => {
    const data = await priced({ ...artDieCut, width: 50, height: 50 });
    expect(data.single_pricing.quantity).toBe(10);
  });
});

describe('size messages (configurator.md §5)', () => {
  it.each([
    ['no size at all', {}],
    ['no height', { width: 50 }],
    ['no width', { height: 50 }],
    ['empty width', { width: '', height: 50 }],
    ['letters', { width: 'abc', height: 50 }],
    ['more than 6 characters', { width: '1234567', height: 50 }],
    ['zero', { width: 0, height: 50 }],
    ['negative', { width: -5, height: 50 }],
  ])('%s: "Please enter width and/or height"', async (_name, size) => {
    expectClientError(await pricing({ ...artDieCut, ...size, quantity: 100 }), 422, { message: 'Please enter width and/or height' });
  });

  it.each([
    [10, 10, 'Width or height must not be below 20mm'], // equal sides: the 20x20 minimum
    [19, 19, 'Width or height must not be below 20mm'],
    [30, 10, 'Width or height must not be below 15mm'], // unequal sides: the 20x15 minimum
    [19, 16, 'Width or height must not be below 20mm'], // unequal, but the longer side is under 20
    [100, 14, 'Width or height must not be below 15mm'],
  ])('%d × %d mm: "%s"', async (width, height, message) => {
    expectClientError(await pricing({ ...artDieCut, width, height, quantity: 100 }), 422, { message, field: 'width' });
  });

  it.each([
    [600, 600, '300mm'],
    [501, 200, '500 × 300 mm (either way round)'],
    [400, 301, '500 × 300 mm (either way round)'],
  ])('over the maximum size (%d × %d mm): 200 SUCCESS in request-a-quote mode, no price anywhere', async (width, height, limit) => {
    const answer = await pricing({ ...artDieCut, width, height, quantity: 100 });
    const data = expectOk(answer);
    const message = `Width or height must not be bigger than ${limit}. For special sizes, please request a quote from the button below.`;
    expect(answer.body.message).toBe(message);
    expect(data.mode).toBe('request_quote');
    expect(data.request_quote).toEqual({ reason: 'size', message });
    expect(data.single_pricing).toBeNull();
    expect(data.quantity_list).toEqual([]);
    expect(data.shipping_methods).toEqual([]);
    expect(JSON.stringify(answer.body)).not.toMatch(/"(total_price|price|price_cents|unit_price)"\s*:\s*\d/);
  });

  it('a rotated size within the limits is fine (sides are compared sorted)', async () => {
    expect(await total({ ...artDieCut, width: 300, height: 500, quantity: 100 })).toBe(await total({ ...artDieCut, width: 500, height: 300, quantity: 100 }));
  });
});

describe('quantity messages (configurator.md §5)', () => {
  const size = { ...artDieCut, width: 50, height: 50 };

  it('over the maximum quantity: request-a-quote mode, reason "quantity"', async () => {
    for (const quantity of [20000, 10010, 999999]) {
      const answer = await pricing({ ...size, quantity });
      const data = expectOk(answer);
      expect(data.mode).toBe('request_quote');
      expect(data.request_quote).toEqual({ reason: 'quantity', message: '* You can request a quote from the button below.' });
      expect(answer.body.message).toBe('* You can request a quote from the button below.');
      expect(data.single_pricing).toBeNull();
      expect(data.shipping_methods).toEqual([]);
    }
  });

  it.each([
    [9995, '* Quantity should be divisible by 10.'],
    [155, '* Quantity should be divisible by 10.'],
    [5, '* Please enter a quantity of at least 10.'],
    [0, '* Please enter a quantity of at least 10.'],
    ['12.5', '* Please enter custom quantity'],
    ['1,000', '* Please enter custom quantity'],
    ['abc', '* Please enter custom quantity'],
  ])('quantity %s: "%s"', async (quantity, message) => {
    expectClientError(await pricing({ ...size, quantity }), 422, { message, field: 'quantity' });
  });

  it.each([
    [1, 'Art Paper'],
    [2, 'Classic Paper'],
  ])('roll stickers of product %d (%s) start at 1,000', async (productId) => {
    const roll = { product_id: productId, cutting_id: 9, width: 25, height: 25 };
    expectClientError(await pricing({ ...roll, quantity: 500 }), 422, { message: '* Please enter a quantity of at least 1,000.', field: 'quantity' });
    expectClientError(await pricing({ ...roll, quantity: 990 }), 422, { message: '* Please enter a quantity of at least 1,000.' });
    const data = await priced(roll);
    expect(data.single_pricing.quantity).toBe(1000);
    expect(data.quantity_list[0]!.quantity).toBe(1000);
    expect((await priced({ ...roll, quantity: 1500 })).single_pricing.is_custom_quantity).toBe(true);
  });

  it('other roll stickers start at 100', async () => {
    expectClientError(await pricing({ product_id: 3, cutting_id: 9, width: 25, height: 25, quantity: 50 }), 422, { message: '* Please enter a quantity of at least 100.' });
  });

  it('business cards take custom quantities in fifties', async () => {
    const cards = { product_id: 19, cutting_id: 7, width: 90, height: 54 };
    expectClientError(await pricing({ ...cards, quantity: 120 }), 422, { message: '* Quantity should be divisible by 50.' });
    expectClientError(await pricing({ ...cards, quantity: 40 }), 422, { message: '* Please enter a quantity of at least 50.' });
    expect((await priced({ ...cards, quantity: 150 })).single_pricing.is_custom_quantity).toBe(true);
  });

  it.each([8, 9])('product %d takes no custom quantity, only the listed ones', async (productId) => {
    const config = { product_id: productId, cutting_id: 1, width: 50, height: 50 };
    expectClientError(await pricing({ ...config, quantity: 150 }), 422, { field: 'quantity' });
    expect((await priced({ ...config, quantity: 100 })).single_pricing.is_custom_quantity).toBe(false);
  });
});

describe('shape and cut messages (configurator.md §5)', () => {
  it('Circle (shape 1) needs equal sides, Rectangle (shape 4) unequal sides', async () => {
    expectClientError(await pricing({ ...artDieCut, shape_id: 1, width: 50, height: 30 }), 422, { message: 'Width and Height should be the same as you select Circle Shape', field: 'shape_id' });
    expectClientError(await pricing({ ...artDieCut, shape_id: 2, width: 50, height: 30 }), 422, { message: 'Width and Height should be the same as you select Square Shape' });
    expectClientError(await pricing({ ...artDieCut, shape_id: 4, width: 50, height: 50 }), 422, { message: 'Width and Height should not be the same as you select Rectangle Shape', field: 'shape_id' });
    expectClientError(await pricing({ ...artDieCut, shape_id: 3, width: 50, height: 50 }), 422, { message: 'Width and Height should not be the same as you select Oval Shape' });
    await priced({ ...artDieCut, shape_id: 1, width: 50, height: 50 });
    await priced({ ...artDieCut, shape_id: 4, width: 50, height: 30 });
  });

  it('a shape the cutting does not have: 422 naming shape_id', async () => {
    expectClientError(await pricing({ ...artDieCut, shape_id: 6, width: 50, height: 50 }), 422, { field: 'shape_id' });
  });

  it.each([3, 8])('multi-cut cutting %d asks for the number of cuts, 1 to 30', async (cuttingId) => {
    const sheet = { product_id: 1, cutting_id: cuttingId, width: 150, height: 100 };
    expectClientError(await pricing(sheet), 422, { message: 'Please enter the number of cuts.', field: 'cut_per_shape' });
    expectClientError(await pricing({ ...sheet, cut_per_shape: '' }), 422, { message: 'Please enter the number of cuts.' });
    for (const cuts of ['0', '31', '2.5', 'abc', '-1']) {
      expectClientError(await pricing({ ...sheet, cut_per_shape: cuts }), 422, { message: 'Number of cuts should be between 1 and 30.', field: 'cut_per_shape' });
    }
    const one = await total({ ...sheet, cut_per_shape: 1, quantity: 100 });
    const three = await total({ ...sheet, cut_per_shape: 3, quantity: 100 });
    const thirty = await total({ ...sheet, cut_per_shape: 30, quantity: 100 });
    // Each extra cut adds 2%.
    expect(three).toBeCloseTo(one * 1.04, 1);
    expect(thirty).toBeCloseTo(one * 1.58, 1);
  });

  it('cuts are not asked for on other cuttings', async () => {
    await priced({ ...artDieCut, width: 50, height: 50 });
  });
});

describe('roll stickers: fixed sizes and orientation', () => {
  const roll = { product_id: 3, cutting_id: 9, quantity: 100 };

  it('only the listed fixed sizes, either way round', async () => {
    await priced({ ...roll, width: 63, height: 38 });
    expect(await total({ ...roll, width: 38, height: 63 })).toBe(await total({ ...roll, width: 63, height: 38 }));
    expectClientError(await pricing({ ...roll, width: 30, height: 30 }), 422, {
      message: 'Please choose one of the available sizes: 25 x 25 mm, 38 x 38 mm, 50 x 50 mm, 63 x 38 mm, 75 x 50 mm, 100 x 50 mm, 100 x 75 mm.',
      field: 'width',
    });
  });

  // The orientation size messages (configurator.md §5, "Orientations A and B limit width…") are
  // not reachable through the API: orientations are only offered with roll stickers, and every
  // roll size is a fixed size, which is checked against the list instead of min/max limits.
  it('orientations A–D are accepted for roll stickers only, at no extra cost', async () => {
    const plain = await total({ ...roll, width: 75, height: 50 });
    for (const orientationId of [1, 2, 3, 4]) expect(await total({ ...roll, width: 75, height: 50, orientation_id: orientationId })).toBe(plain);
    expectClientError(await pricing({ ...roll, width: 75, height: 50, orientation_id: 9 }), 422, { field: 'orientation_id', message: 'Please choose orientation A, B, C or D.' });
    expectClientError(await pricing({ ...artDieCut, width: 75, height: 50, orientation_id: 1 }), 422, { field: 'orientation_id', message: 'An orientation is only chosen for roll stickers.' });
  });
});

describe('options must be allowed for the cutting (attribute lookups)', () => {
  const config = { ...artDieCut, width: 50, height: 50, quantity: 100 };

  it.each([
    ['finishing_id', { finishing_id: 4 }], // Clear Gloss is a transparent-vinyl material
    ['finishing_id', { finishing_id: 999 }],
    ['adhesive_id', { finishing_id: 1, adhesive_id: 3 }], // no outdoor adhesive on art paper
    ['addon_item_id', { addon_item_id: 15 }], // white underprint: transparent/metallic only
    ['addon_item_id', { addon_item_id: 999 }],
    ['addon_item_id', { addon_item_id: 10 }], // premium processing goes in premium_processing_id
    ['premium_processing_id', { finishing_id: 3, premium_processing_id: 10 }], // uncoated: no premium processing
    ['premium_processing_id', { premium_processing_id: 1 }], // not a premium processing item
    ['color_id', { color_id: 2 }],
    ['shipping_method_id', { shipping_method_id: 15 }], // product 8's method
    ['product_id', { featured_item_id: 6 }], // art paper is not on the magnets page
    ['cutting_id', { featured_item_id: 8, cutting_id: 2 }], // the die-cut page sells cutting 1 only
  ])('%s not allowed: 422 naming the field', async (field, options) => {
    expectClientError(await pricing({ ...config, ...options }), 422, { field });
  });

  it('a cutting the product does not have, or a disabled one: 422 naming cutting_id', async () => {
    expectClientError(await pricing({ product_id: 11, cutting_id: 9, width: 50, height: 50 }), 422, { field: 'cutting_id', message: 'That cutting is not available for Vinyl Lettering Stickers.' });
    expectClientError(await pricing({ product_id: 3, cutting_id: 7, width: 50, height: 50 }), 422, { field: 'cutting_id', message: 'Straight Cut is currently unavailable for Kraft Paper Stickers.' });
  });

  it('unknown product or featured item: 404', async () => {
    expectClientError(await pricing({ ...config, product_id: 999 }), 404, { message: "We couldn't find that product." });
    expectClientError(await pricing({ ...config, featured_item_id: 999 }), 404, { message: "We couldn't find that featured item." });
  });

  it('roll stickers: no adhesive and no premium processing', async () => {
    const roll = { product_id: 1, cutting_id: 9, width: 25, height: 25, quantity: 1000 };
    expectClientError(await pricing({ ...roll, adhesive_id: 1 }), 422, { field: 'adhesive_id', message: 'Roll stickers have no adhesive choice.' });
    expectClientError(await pricing({ ...roll, premium_processing_id: 10 }), 422, { field: 'premium_processing_id', message: 'Premium processing is not available for roll stickers.' });
    expectClientError(await pricing({ ...roll, premium_processing_id: 11 }), 422, { field: 'premium_processing_id' });
    // Choosing "No" is harmless, and the roll winding add-on is offered.
    expect(await total({ ...roll, premium_processing_id: 9 })).toBe(await total(roll));
    await priced({ ...roll, addon_item_id: 8 });
  });

  it('an allowed add-on changes the price by its factor', async () => {
    const transparent = { product_id: 7, cutting_id: 1, width: 50, height: 50, quantity: 100 };
    const without = await total({ ...transparent, addon_item_id: 14 });
    const withWhite = await total({ ...transparent, addon_item_id: 15 });
    expect(withWhite).toBeGreaterThan(without);
    expectClientError(await pricing({ ...transparent, addon_item_id: [14, 15] }), 422, { field: 'addon_item_id', message: 'Choose at most 1 for White Print.' });
  });
});

describe('premium coating (configurator.md §4, §9)', () => {
  const size = { width: 50, height: 50, quantity: 100, cutting_id: 1 };

  it('on ordinary finishings the shopper\'s coating choice counts', async () => {
    const base = { ...size, product_id: 1, finishing_id: 1 };
    const gloss = await total({ ...base, premium_processing_id: 11 });
    const softTouch = await total({ ...base, premium_processing_id: 13 });
    expect(softTouch).toBeGreaterThan(gloss);
    // "Yes" without a coating means the first coating.
    expect(await total({ ...base, premium_processing_id: 10 })).toBe(gloss);
    expect(await total({ ...base, premium_processing_id: 9 })).toBe(await total(base));
    expect(gloss).toBeGreaterThan(await total(base));
  });

  it.each([
    ['the Hologram product', { product_id: 13, finishing_id: 6 }],
    ['finishing 6 (Holographic Laminate)', { product_id: 1, finishing_id: 6 }],
    ['finishing 7 (Glitter Laminate)', { product_id: 1, finishing_id: 7 }],
    ['finishing 7 on standard vinyl', { product_id: 5, finishing_id: 7, adhesive_id: 3 }],
  ])('%s forces the first coating whatever coating id is sent', async (_name, options) => {
    const base = { ...size, ...options };
    const first = await total({ ...base, premium_processing_id: 11 });
    expect(await total({ ...base, premium_processing_id: 12 })).toBe(first);
    expect(await total({ ...base, premium_processing_id: 13 })).toBe(first);
    expect(await total({ ...base, premium_processing_id: 10 })).toBe(first);
    expect(first).toBeGreaterThan(await total(base));
  });
});

describe('runs of 20 to 50 with premium processing (pricing/offer.ts, the page hides them)', () => {
  const premium = { product_id: 1, cutting_id: 1, finishing_id: 1, width: 50, height: 50, premium_processing_id: 11 };

  it('lists no run of 20 to 50 with premium processing, and every run without it', async () => {
    const withPremium = (await priced({ ...premium, quantity: 100 })).quantity_list.map((t) => t.quantity);
    expect(withPremium).not.toEqual(expect.arrayContaining([20]));
    expect(withPremium.filter((q) => q >= 20 && q <= 50)).toEqual([]);
    const without = (await priced({ ...premium, premium_processing_id: 9, quantity: 100 })).quantity_list.map((t) => t.quantity);
    expect(without).toEqual(expect.arrayContaining([20, 30, 40, 50]));
  });

  it.each([20, 30, 40, 50])('refuses %i pieces with premium processing, as a listed run or a custom quantity', async (quantity) => {
    expectClientError(await pricing({ ...premium, quantity }), 422, { field: 'quantity', message: PREMIUM_RUN_NOT_OFFERED_MESSAGE });
    expect((await priced({ ...premium, premium_processing_id: 9, quantity })).single_pricing.quantity).toBe(quantity);
  });

  it('refuses them in the cart too, storing nothing', async () => {
    const add = await shop.app.inject({ method: 'POST', url: '/api/cart/items', payload: { ...premium, width: '50', height: '50', quantity: '30' } });
    expect(add.statusCode).toBe(422);
    expect(add.json().message).toBe(PREMIUM_RUN_NOT_OFFERED_MESSAGE);
    const cookie = add.cookies.find((c) => c.name === 'guest_id');
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart', cookies: cookie ? { guest_id: cookie.value } : {} });
    expect(cart.json().data.items).toEqual([]);
  });
});

describe('add-ons that need another (pricing/offer.ts)', () => {
  const tag = { product_id: 53, cutting_id: 7, width: 90, height: 50, quantity: 100 };

  it('a hang tag with No Hole and a string is refused, and priced with a hole', async () => {
    expectClientError(await pricing({ ...tag, addon_item_id: [16, 23] }), 422, {
      field: 'addon_item_id',
      message: 'Tag String needs a Punch Hole. Please choose a punch hole size, or no tag string.',
    });
    expectClientError(await pricing({ ...tag, addon_item_id: [23] }), 422, { field: 'addon_item_id' });
    expect((await priced({ ...tag, addon_item_id: [17, 23] })).single_pricing.summary).toContain('Tag String: White Cotton');
    expect((await priced({ ...tag, addon_item_id: [16, 22] })).single_pricing.total_price).toBeGreaterThan(0);
  });
});

describe('summaries name everything that changes the price', () => {
  it('business cards are named by their stock', async () => {
    const card = { cutting_id: 7, width: 90, height: 54, quantity: 100 };
    const royal = (await priced({ ...card, product_id: 19 })).single_pricing.summary;
    const kraft = (await priced({ ...card, product_id: 21 })).single_pricing.summary;
    expect(royal).toMatch(/^Business Cards — Royal Extra White 400gsm, /);
    expect(kraft).toMatch(/^Business Cards — Vintage Kraft 300gsm, /);
  });

  it('a sticker product already names itself and is not repeated', async () => {
    const summary = (await priced({ product_id: 1, cutting_id: 1, width: 50, height: 50, quantity: 100 })).single_pricing.summary;
    expect(summary).toMatch(/^Art Paper Stickers — Die Cut, /);
  });
});

describe('price helper (configurator.md §9)', () => {
  it.each([
    [1000, 50, 50, true],
    [1000, 90, 300, true],
    [1000, 300, 90, true],
    [5000, 91, 91, false],
    [1000, 100, 100, false],
    [500, 50, 50, false],
    [990, 50, 50, false],
  ])('%d pieces of %d × %d mm → price_helper %s', async (quantity, width, height, flag) => {
    expect((await priced({ ...artDieCut, width, height, quantity })).single_pricing.price_helper).toBe(flag);
  });

  it.each([53, 54])('hang tags (product %d) only look at the first dimension', async (productId) => {
    const tag = { product_id: productId, cutting_id: 7, quantity: 1000 };
    expect((await priced({ ...tag, width: 100, height: 80 })).single_pricing.price_helper).toBe(false);
    expect((await priced({ ...tag, width: 80, height: 150 })).single_pricing.price_helper).toBe(true);
  });
});

describe('shipping with the price', () => {
  it('methods that cost nothing are free; paid methods are free from S$100', async () => {
    const small = await priced({ ...artDieCut, width: 50, height: 50, quantity: 10 });
    expect(small.single_pricing.total_price).toBeLessThan(100);
    const [standard, express] = small.shipping_methods;
    expect(standard).toMatchObject({ method: 'Standard', cost: 0, free_shipping: true, shipping_fee: 0 });
    expect(express).toMatchObject({ method: 'Express', cost: 15, free_shipping: false, shipping_fee: 15, shipping_fee_cents: 1500 });

    const large = await priced({ ...artDieCut, width: 100, height: 100, quantity: 1000 });
    expect(large.single_pricing.total_price).toBeGreaterThanOrEqual(100);
    for (const method of large.shipping_methods) expect(method).toMatchObject({ free_shipping: true, shipping_fee: 0 });
  });

  it('gold vinyl (product 8) pays its standard delivery under S$100; from S$100 every method is free', async () => {
    const small = await priced({ product_id: 8, cutting_id: 1, width: 20, height: 20, quantity: 10 });
    expect(small.single_pricing.total_price).toBeLessThan(100);
    for (const method of small.shipping_methods) expect(method.free_shipping, method.method).toBe(false);
    expect(small.shipping_methods.find((m) => m.method === 'Standard')?.shipping_fee).toBe(8);
    expect(small.shipping_methods.find((m) => m.method === 'Express')?.shipping_fee).toBe(15);

    const large = await priced({ product_id: 8, cutting_id: 1, width: 20, height: 20, quantity: 100 });
    expect(large.single_pricing.total_price).toBeGreaterThanOrEqual(100);
    for (const method of large.shipping_methods) expect(method, method.method).toMatchObject({ free_shipping: true, shipping_fee: 0 });
  });

  it('a shipping_method_id of the product is accepted', async () => {
    const data = await priced({ ...artDieCut, width: 50, height: 50, shipping_method_id: 2 });
    expect(data.shipping_methods.map((m) => m.id)).toEqual([1, 2]);
  });

  it('dispatch dates on the pinned clock: Monday 23 Nov 2026 10:00 SGT, 4 printing days → Friday 27 Nov', async () => {
    const data = await priced({ ...artDieCut, width: 50, height: 50 });
    const standard = data.shipping_methods.find((m) => m.method === 'Standard')!;
    expect(standard.printing_days).toBe(4);
    expect(standard.schedule).toEqual({
      start_date: '2026-11-23',
      production_dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'],
      dispatch_date: '2026-11-27',
      dispatch_date_text: 'Fri, 27 Nov 2026',
      dispatch_condition: 'if you approve and pay before 6:00 PM today (Singapore time)',
      // 5 shipping days: arrival by the 9th business day, 4 business days after dispatch.
      delivery_date: '2026-12-03',
      delivery_date_text: 'Thu, 3 Dec 2026',
    });
    const express = data.shipping_methods.find((m) => m.method === 'Express')!;
    expect(express.schedule.dispatch_date).toBe('2026-11-25');
    // 2 shipping days: the next business day after dispatch.
    expect(express.schedule.delivery_date).toBe('2026-11-26');
  });

  it('after 6 pm on the Friday before a public-holiday Monday, production starts on Tuesday', async () => {
    // Fri 7 Aug 2026 18:30 SGT; Sun 9 Aug is National Day, observed on Mon 10 Aug.
    shop.setNow(new Date('2026-08-07T18:30:00+08:00'));
    const data = await priced({ ...artDieCut, width: 50, height: 50 });
    const standard = data.shipping_methods.find((m) => m.method === 'Standard')!;
    expect(standard.schedule.start_date).toBe('2026-08-11');
    expect(new Date(`${standard.schedule.start_date}T12:00:00+08:00`).getUTCDay()).toBe(2); // Tuesday
    expect(standard.schedule.production_dates).toEqual(['2026-08-11', '2026-08-12', '2026-08-13', '2026-08-14']);
    expect(standard.schedule.dispatch_date).toBe('2026-08-17');

    // Half an hour earlier the same order starts that Friday.
    shop.setNow(new Date('2026-08-07T17:59:00+08:00'));
    const before = await priced({ ...artDieCut, width: 50, height: 50 });
    expect(before.shipping_methods[0]!.schedule.start_date).toBe('2026-08-07');
    expect(before.shipping_methods[0]!.schedule.production_dates).toEqual(['2026-08-07', '2026-08-11', '2026-08-12', '2026-08-13']);
  });
});

describe('GET /api/pricing/pricing-quantities', () => {
  const quantities = (query: Query) => apiGet<QuantityTierDto[]>(shop, '/api/pricing/pricing-quantities', query);

  it('without a size: the tiers of the smallest size sold', async () => {
    const tiers = expectOk(await quantities({ ...artDieCut, finishing_id: 1, adhesive_id: 1, color_id: 1 }));
    expect(tiers.map((t) => t.quantity)).toEqual([10, 20, 30, 40, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000]);
    for (const tier of tiers) {
      expect(tier).toEqual(expect.objectContaining({ quantity: expect.any(Number), price: expect.any(Number), product_pricing_id: expect.any(Number) }));
      expect(tier.price).toBeGreaterThan(0);
    }
    expect(new Set(tiers.map((t) => t.product_pricing_id)).size).toBe(1);
    // The smallest size sold is 20 × 15 mm: the same tiers pricing/v2 gives for it.
    const v2 = await priced({ ...artDieCut, finishing_id: 1, adhesive_id: 1, color_id: 1, width: 20, height: 15 });
    expect(tiers).toEqual(v2.quantity_list);
  });

  it('with a size: that size\'s tiers, dearer than the smallest size', async () => {
    const smallest = expectOk(await quantities(artDieCut));
    const sized = expectOk(await quantities({ ...artDieCut, width: 100, height: 100 }));
    expect(sized.map((t) => t.quantity)).toEqual(smallest.map((t) => t.quantity));
    sized.forEach((tier, i) => expect(tier.price).toBeGreaterThan(smallest[i]!.price));
    const v2 = await priced({ ...artDieCut, width: 100, height: 100 });
    expect(sized).toEqual(v2.quantity_list);
  });

  it('roll art paper lists 1,000 and up only', async () => {
    const tiers = expectOk(await quantities({ product_id: 1, cutting_id: 9 }));
    expect(tiers[0]!.quantity).toBe(1000);
  });

  it.each([
    ['product_id is not a number', 422, { product_id: 'abc', cutting_id: 1 }],
    ['product_id missing', 422, { cutting_id: 1 }],
    ['cutting_id missing', 422, { product_id: 1 }],
    ['cutting_id negative', 422, { product_id: 1, cutting_id: -1 }],
    ['cutting not offered', 422, { product_id: 11, cutting_id: 9 }],
    ['finishing not allowed', 422, { product_id: 1, cutting_id: 1, finishing_id: 4 }],
    ['unknown product', 404, { product_id: 999, cutting_id: 1 }],
  ])('%s: %d', async (_name, status, query) => {
    expectClientError(await quantities(query), status);
  });

  it('over the maximum size: 422 asking for a quote', async () => {
    const answer = await quantities({ ...artDieCut, width: 600, height: 600 });
    expectClientError(answer, 422, { message: 'Width or height must not be bigger than 300mm. For special sizes, please request a quote from the button below.' });
    expect(answer.body.error?.reason).toBe('quote_required');
  });
});
