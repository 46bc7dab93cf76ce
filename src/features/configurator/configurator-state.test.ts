import { describe, expect, it } from 'vitest';
import { seedProduct } from '../../../test/seed-products.js';
import {
  adhesivesFor,
  configure,
  finishingsFor,
  initialSelection,
  pricingParams,
  quantitiesFor,
  selectionProblems,
  shapeFollowingSize,
  shapesFor,
  type Selection,
} from './configurator-state.js';

const art = () => seedProduct('paper', 1);
const standard = () => seedProduct('vinyl', 5);
const hologram = () => seedProduct('special', 13);

function shapeNamed(product: ReturnType<typeof art>, selection: Selection, name: string): number {
  const shape = product.attributes.cuttings.find((c) => c.id === selection.cuttingId)?.shapes.find((s) => s.name === name);
  if (!shape) throw new Error(`no ${name}`);
  return shape.id;
}

describe('first load', () => {
  it('starts on the first enabled cutting with its first options and a size the data offers', () => {
    const product = art();
    const s = initialSelection(product);
    expect(s.cuttingId).toBe(product.attributes.cuttings.find((c) => !c.disabled)?.id);
    expect(s.finishingId).toBe(finishingsFor(product, s.cuttingId)[0]?.id);
    expect(s.width).not.toBe('');
    expect(s.quantity).toBe(quantitiesFor(product, s)[0]);
    expect(selectionProblems(s, product)).toEqual({});
  });

  it('the bumper promo preselects 1,000', () => {
    expect(initialSelection(seedProduct('vinyl', 4)).quantity).toBe(1000);
  });

  it('?roll_promo=1000 preselects 1,000 on roll stickers', () => {
    const roll = seedProduct('roll', 1);
    expect(initialSelection(roll, { quantity: 1000 }).quantity).toBe(1000);
  });
});

describe('the cascade (spec §4)', () => {
  it('changing cutting resets shape, finishing and adhesive to the new cutting\'s first', () => {
    const product = art();
    let s = initialSelection(product);
    s = configure(s, product, { type: 'finishing', finishingId: finishingsFor(product, s.cuttingId).at(-1)!.id });
    s = configure(s, product, { type: 'cutting', cuttingId: 2 });
    expect(s.finishingId).toBe(finishingsFor(product, 2)[0]?.id);
    expect(s.adhesiveId).toBe(adhesivesFor(product, 2, s.finishingId)[0]?.id);
  });

  it('changing finishing resets the adhesive', () => {
    const product = standard();
    let s = initialSelection(product);
    const adhesives = adhesivesFor(product, s.cuttingId, s.finishingId);
    s = configure(s, product, { type: 'adhesive', adhesiveId: adhesives.at(-1)!.id });
    expect(s.adhesiveId).toBe(adhesives.at(-1)!.id);
    const other = finishingsFor(product, s.cuttingId).find((f) => f.id !== s.finishingId)!;
    s = configure(s, product, { type: 'finishing', finishingId: other.id });
    expect(s.adhesiveId).toBe(adhesivesFor(product, s.cuttingId, other.id)[0]?.id);
  });

  it('roll (cutting 9): fixed sizes, no adhesive, no premium processing, orientation offered', () => {
    const product = art();
    let s = initialSelection(product);
    s = configure(s, product, { type: 'size', width: '123', height: '77' });
    s = configure(s, product, { type: 'cutting', cuttingId: 9 });
    const fixed = product.attributes.dim_lookups.filter((d) => d.cutting_id === 9).map((d) => d.min_size);
    expect(fixed).toContain(`${s.width}x${s.height}`);
    expect(s.adhesiveId).toBeNull();
    expect(s.premiumChoiceId).toBeNull();
    expect(s.orientationId).not.toBeNull();
    // Art paper on roll is only sold from 1,000.
    expect(Math.min(...quantitiesFor(product, s))).toBe(1000);
    expect(s.quantity).toBe(1000);
  });

  it('keeps the quantity when still offered, else takes the first', () => {
    const product = art();
    let s = initialSelection(product);
    s = configure(s, product, { type: 'quantity', quantity: 500 });
    s = configure(s, product, { type: 'cutting', cuttingId: 2 });
    expect(s.quantity).toBe(500);
    s = configure(s, product, { type: 'quantity', quantity: 20 });
    s = configure(s, product, { type: 'cutting', cuttingId: 9 });
    expect(s.quantity).toBe(1000);
  });

  it('shapes: Circle and Square only with equal sides, Oval and Rectangle otherwise (kiss cut)', () => {
    const product = art();
    const names = (w: string, h: string) => shapesFor(product, 2, w, h).map((s) => s.name);
    expect(names('50', '50')).toEqual(expect.arrayContaining(['Circle', 'Square']));
    expect(names('50', '50')).not.toContain('Rectangle');
    expect(names('80', '50')).toEqual(expect.arrayContaining(['Oval', 'Rectangle']));
    expect(names('80', '50')).not.toContain('Circle');
  });

  it('a kiss-cut Circle becomes the first offered shape when the size turns unequal', () => {
    const product = art();
    let s = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 2 });
    s = configure(s, product, { type: 'size', width: '50', height: '50' });
    s = configure(s, product, { type: 'shape', shapeId: shapeNamed(product, s, 'Circle') });
    s = configure(s, product, { type: 'size', width: '80', height: '50' });
    expect(shapesFor(product, 2, '80', '50').map((x) => x.id)).toContain(s.shapeId);
  });

  it('die cut lists every shape and says when the size does not fit it', () => {
    const product = art();
    let s = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 1 });
    s = configure(s, product, { type: 'size', width: '80', height: '50' });
    s = configure(s, product, { type: 'shape', shapeId: shapeNamed(product, s, 'Square') });
    expect(selectionProblems(s, product).shape).toBe('Width and Height should be the same as you select Square Shape');
    s = configure(s, product, { type: 'size', width: '50', height: '50' });
    s = configure(s, product, { type: 'shape', shapeId: shapeNamed(product, s, 'Rectangle') });
    expect(selectionProblems(s, product).shape).toBe('Width and Height should not be the same as you select Rectangle Shape');
  });

  it('premium processing: Yes takes the first coating; Hologram is forced to the first coating', () => {
    const product = art();
    let s = initialSelection(product);
    const premium = product.attributes.addons.find((a) => a.code === 'premium-processing')!;
    s = configure(s, product, { type: 'premium', choiceId: premium.items[1]!.id });
    expect(s.premiumCoatingId).toBe(premium.finishing_premium_items[0]!.id);
    s = configure(s, product, { type: 'premiumCoating', coatingId: premium.finishing_premium_items[1]!.id });
    expect(s.premiumCoatingId).toBe(premium.finishing_premium_items[1]!.id);
    // With premium processing the 20–50 runs are not offered.
    expect(quantitiesFor(product, s)).not.toContain(20);

    const holo = hologram();
    let h = initialSelection(holo);
    const holoPremium = holo.attributes.addons.find((a) => a.code === 'premium-processing')!;
    h = configure(h, holo, { type: 'premium', choiceId: holoPremium.items[1]!.id });
    h = configure(h, holo, { type: 'premiumCoating', coatingId: holoPremium.finishing_premium_items[1]!.id });
    expect(h.premiumCoatingId).toBe(holoPremium.finishing_premium_items[0]!.id);
  });

  it('switching product keeps the typed size and resets the options', () => {
    const product = art();
    let s = configure(initialSelection(product), product, { type: 'size', width: '60', height: '40' });
    s = configure(s, product, { type: 'product', product: standard() });
    expect(s.productId).toBe(5);
    expect([s.width, s.height]).toEqual(['60', '40']);
  });
});

describe('every landing and switch is priced (issue 8)', () => {
  it('a size out of the new cutting\'s range moves to its starting size (A6 on sheets), and back into range for die cut', () => {
    const product = art();
    let s = initialSelection(product);
    expect([s.width, s.height]).toEqual(['50', '50']);
    s = configure(s, product, { type: 'cutting', cuttingId: 3 });
    expect([s.width, s.height]).toEqual(['105', '148']);
    expect(selectionProblems(s, product)).toEqual({});
    s = configure(s, product, { type: 'size', width: '300', height: '420' });
    s = configure(s, product, { type: 'cutting', cuttingId: 1 });
    expect(selectionProblems(s, product)).toEqual({});
  });

  it('switching product moves a kept size into the new product\'s range', () => {
    const product = art();
    const s = configure(initialSelection(product), product, { type: 'size', width: '20', height: '20' });
    const card = seedProduct('business-cards', 19);
    const next = configure(s, product, { type: 'product', product: card });
    expect(selectionProblems(next, card)).toEqual({});
  });

  it('shape follows the typed size: Circle ↔ Oval and Square ↔ Rectangle on die cut', () => {
    const product = art();
    let s = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 1 });
    s = configure(s, product, { type: 'size', width: '50', height: '50' });
    s = configure(s, product, { type: 'shape', shapeId: shapeNamed(product, s, 'Circle') });
    s = configure(s, product, { type: 'size', width: '80', height: '50' });
    expect(s.shapeId).toBe(shapeNamed(product, s, 'Oval'));
    expect(selectionProblems(s, product)).toEqual({});
    s = configure(s, product, { type: 'size', width: '50', height: '50' });
    expect(s.shapeId).toBe(shapeNamed(product, s, 'Circle'));
    s = configure(s, product, { type: 'shape', shapeId: shapeNamed(product, s, 'Square') });
    s = configure(s, product, { type: 'size', width: '60', height: '40' });
    expect(s.shapeId).toBe(shapeNamed(product, s, 'Rectangle'));
  });

  it('a kiss-cut Circle becomes the Oval (not any first shape) when the size turns unequal', () => {
    const product = art();
    let s = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 2 });
    s = configure(s, product, { type: 'shape', shapeId: shapeNamed(product, s, 'Square') });
    s = configure(s, product, { type: 'size', width: '80', height: '50' });
    expect(s.shapeId).toBe(shapeNamed(product, s, 'Rectangle'));
  });
});

describe('lettering honesty', () => {
  it('vinyl lettering offers no shapes: each letter is cut to its outline (the custom shape)', () => {
    const lettering = seedProduct('vinyl', 11);
    const s = initialSelection(lettering);
    const shapes = shapesFor(lettering, s.cuttingId, s.width, s.height);
    expect(shapes.map((x) => x.name)).toEqual(['Custom Shape']);
    expect(s.shapeId).toBe(shapes[0]?.id);
    expect(shapeFollowingSize(configure(s, lettering, { type: 'size', width: '400', height: '80' }), lettering).shapeId).toBe(shapes[0]?.id);
  });
});

describe('problems the shopper sees', () => {
  it('size: empty, below minimum, over maximum (request a quote)', () => {
    const product = standard();
    const s = initialSelection(product);
    expect(selectionProblems({ ...s, width: '', height: '40' }, product).size).toBe('Please enter width and/or height');
    expect(selectionProblems({ ...s, width: '5', height: '5' }, product).size).toMatch(/^Width or height must not be below \d+mm$/);
    const over = selectionProblems({ ...s, width: '900', height: '900' }, product);
    expect(over.requestQuote).toBe('size');
  });

  it('custom quantity: divisible by 10, minimum, over maximum', () => {
    const product = standard();
    const s = initialSelection(product);
    expect(selectionProblems({ ...s, customQuantity: '9995' }, product).quantity).toBe('* Quantity should be divisible by 10.');
    expect(selectionProblems({ ...s, customQuantity: '' }, product).quantity).toBe('* Please enter custom quantity');
    expect(selectionProblems({ ...s, customQuantity: '999990' }, product)).toMatchObject({ quantity: '* You can request a quote from the button below.', requestQuote: 'quantity' });
  });

  it('multi-cut sheets start at 1 cut and ask for the number of cuts (1–30) once cleared', () => {
    const product = art();
    const s = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 3 });
    expect(s.cutPerShape).toBe('1');
    expect(selectionProblems(s, product)).toEqual({});
    expect(selectionProblems(configure(s, product, { type: 'cuts', value: '' }), product).cuts).toBe('Please enter the number of cuts.');
    expect(selectionProblems({ ...s, cutPerShape: '31' }, product).cuts).toBe('Number of cuts should be between 1 and 30.');
    expect(selectionProblems({ ...s, cutPerShape: '4' }, product).cuts).toBeUndefined();
    expect(pricingParams({ ...s, cutPerShape: '4' }, product, 1)).toMatchObject({ cut_per_shape: '4', cutting_id: 3 });
  });

  it('sticker sheets start at 1 sticker per sheet, ask for 1–30 once cleared, and send it as ea', () => {
    const product = art();
    const s = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 5 });
    expect(s.stickersPerSheet).toBe('1');
    expect(selectionProblems(s, product)).toEqual({});
    expect(selectionProblems(configure(s, product, { type: 'stickersPerSheet', value: '' }), product).stickersPerSheet).toBe('Please specify the number of stickers to place in one seat.');
    expect(selectionProblems({ ...s, stickersPerSheet: '31' }, product).stickersPerSheet).toBe('Number of stickers should not be more than 30.');
    expect(pricingParams({ ...s, stickersPerSheet: '12' }, product, 1)).toMatchObject({ ea: '12', cutting_id: 5 });
    // Other cuttings have no such count, and send none.
    const dieCut = configure(s, product, { type: 'cutting', cuttingId: 1 });
    expect(dieCut.stickersPerSheet).toBe('');
    expect(pricingParams(dieCut, product, 1).ea).toBeUndefined();
  });

  it('Custom Quantity starts from the listed quantity, so the price stays', () => {
    const product = art();
    let s = configure(initialSelection(product), product, { type: 'quantity', quantity: 100 });
    s = configure(s, product, { type: 'startCustomQuantity' });
    expect(s.customQuantity).toBe('100');
    expect(selectionProblems(s, product)).toEqual({});
  });

  it('pricing params carry the custom quantity in custom mode', () => {
    const product = art();
    const s = configure(initialSelection(product), product, { type: 'customQuantity', value: '130' });
    expect(pricingParams(s, product, 1)).toMatchObject({ quantity: '130', product_id: 1, featured_item_id: 1 });
    const back = configure(s, product, { type: 'quantity', quantity: 100 });
    expect(back.customQuantity).toBeNull();
    expect(pricingParams(back, product, 1).quantity).toBe('100');
  });
});

describe('add-ons that need another (pricing/offer.ts)', () => {
  const tag = () => seedProduct('hang-tags', 53);

  it('a hang tag starts with No Hole and No String', () => {
    const s = initialSelection(tag());
    expect(s.addonItems['punch-hole']).toBe(16);
    expect(s.addonItems['tag-string']).toBe(22);
  });

  it('a string needs a hole: chosen with No Hole it falls back to No String; with a hole it stays', () => {
    const product = tag();
    const noHole = configure(initialSelection(product), product, { type: 'addon', code: 'tag-string', itemId: 23 });
    expect(noHole.addonItems['tag-string']).toBe(22);
    const withHole = configure(configure(initialSelection(product), product, { type: 'addon', code: 'punch-hole', itemId: 17 }), product, { type: 'addon', code: 'tag-string', itemId: 23 });
    expect(withHole.addonItems['tag-string']).toBe(23);
    // Taking the hole away takes the string with it.
    expect(configure(withHole, product, { type: 'addon', code: 'punch-hole', itemId: 16 }).addonItems['tag-string']).toBe(22);
  });
});
