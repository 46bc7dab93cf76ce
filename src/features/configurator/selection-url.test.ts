import { describe, expect, it } from 'vitest';
import { seedProduct } from '../../../test/seed-products.js';
import { configurationQuery, storedConfigurationQuery } from '../../shared/configuration-url.js';
import { linkAdjustments, selectionFields, selectionFromQuery } from './selection-url.js';
import { configure, initialSelection, selectionProblems, type Selection } from './configurator-state.js';

const art = () => seedProduct('paper', 1);
const queryOf = (selection: Selection) => configurationQuery(selectionFields(selection));
const roundTrip = (selection: Selection, product = art()) => selectionFromQuery(queryOf(selection), product);

describe('configuration ↔ query parameters', () => {
  it('round trips every choice: cutting, shape, size, finishing, adhesive, add-ons, premium coating, quantity', () => {
    const product = art();
    let s = initialSelection(product);
    s = configure(s, product, { type: 'cutting', cuttingId: 2 });
    s = configure(s, product, { type: 'size', width: '80', height: '50' });
    s = configure(s, product, { type: 'finishing', finishingId: product.attributes.finishings.at(-1)!.id });
    const premium = product.attributes.addons.find((a) => a.code === 'premium-processing')!;
    s = configure(s, product, { type: 'premium', choiceId: premium.items[1]!.id });
    s = configure(s, product, { type: 'premiumCoating', coatingId: premium.finishing_premium_items[2]!.id });
    s = configure(s, product, { type: 'quantity', quantity: 500 });
    expect(roundTrip(s)).toEqual(s);
    expect(queryOf(s).toString()).toMatch(/^cutting=2&shape=\d+&finishing=\d+&adhesive=\d+&color=\d+&width=80&height=50&quantity=500&premium=\d+$/);
  });

  it('round trips a multi-cut sheet with its cuts, a roll with its orientation and winding, and a custom quantity', () => {
    const product = art();
    let sheet = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 3 });
    sheet = configure(sheet, product, { type: 'cuts', value: '6' });
    expect(roundTrip(sheet)).toEqual(sheet);

    let stickerSheet = configure(initialSelection(product), product, { type: 'cutting', cuttingId: 5 });
    stickerSheet = configure(stickerSheet, product, { type: 'stickersPerSheet', value: '12' });
    expect(queryOf(stickerSheet).get('ea')).toBe('12');
    expect(roundTrip(stickerSheet)).toEqual(stickerSheet);
    // A count out of range falls back to 1, with no message.
    expect(selectionFromQuery(new URLSearchParams('cutting=5&ea=99'), product).stickersPerSheet).toBe('1');

    const roll = seedProduct('roll', 1);
    let r = initialSelection(roll, { quantity: 1000 });
    r = configure(r, roll, { type: 'orientation', orientationId: roll.attributes.orientations.at(-1)!.id });
    const winding = roll.attributes.addons.find((a) => a.code === 'roll-orientation');
    if (winding) r = configure(r, roll, { type: 'addon', code: winding.code, itemId: winding.items.at(-1)!.id });
    expect(roundTrip(r, roll)).toEqual(r);

    const custom = configure(initialSelection(product), product, { type: 'customQuantity', value: '1230' });
    expect(queryOf(custom).get('custom_quantity')).toBe('1230');
    expect(roundTrip(custom)).toEqual(custom);
  });

  it('a stored line links to the same configuration; a quantity that is not listed opens as a custom quantity', () => {
    const product = art();
    const s = configure(configure(initialSelection(product), product, { type: 'size', width: '70', height: '40' }), product, { type: 'quantity', quantity: 100 });
    const stored = {
      featured_item_id: 1,
      product_id: 1,
      cutting_id: s.cuttingId!,
      shape_id: s.shapeId,
      finishing_id: s.finishingId,
      adhesive_id: s.adhesiveId,
      color_id: s.colorId,
      orientation_id: null,
      premium_processing_id: s.premiumChoiceId,
      addon_item_ids: [],
      width: 70,
      height: 40,
      cut_per_shape: null,
    };
    expect(selectionFromQuery(storedConfigurationQuery(stored, 100), product)).toEqual(s);
    const grown = selectionFromQuery(storedConfigurationQuery(stored, 1230), product);
    expect(grown).toMatchObject({ customQuantity: '1230', width: '70', height: '40' });
  });

  it('stale or invalid parameters fall back to the nearest valid choice, with no problem to show', () => {
    const product = art();
    const start = initialSelection(product);
    const odd = selectionFromQuery(new URLSearchParams('cutting=99&shape=abc&finishing=777&width=-3&height=50&cuts=0&quantity=7&addons=9999&premium=1'), product);
    expect(odd).toEqual(start);
    expect(selectionProblems(odd, product)).toEqual({});

    // A sheet link with a size below the sheet's range and 0 cuts: A6 and 1 cut.
    const sheet = selectionFromQuery(new URLSearchParams('cutting=3&width=20&height=20&cuts=0'), product);
    expect(sheet).toMatchObject({ cuttingId: 3, width: '105', height: '148', cutPerShape: '1' });
    expect(selectionProblems(sheet, product)).toEqual({});

    // A Circle with unequal sides opens as an Oval.
    const circle = product.attributes.cuttings.find((c) => c.id === 1)!.shapes.find((x) => x.name === 'Circle')!;
    const oval = product.attributes.cuttings.find((c) => c.id === 1)!.shapes.find((x) => x.name === 'Oval')!;
    expect(selectionFromQuery(new URLSearchParams(`cutting=1&shape=${circle.id}&width=80&height=50`), product).shapeId).toBe(oval.id);

    // A custom quantity the rules refuse: the listed quantity instead.
    expect(selectionFromQuery(new URLSearchParams('custom_quantity=9995'), product)).toEqual(start);
  });

  it('no configuration in the URL: the product\'s first landing (promo quantity kept)', () => {
    const roll = seedProduct('roll', 1);
    expect(selectionFromQuery(new URLSearchParams('featured=1'), roll, { quantity: 1000 })).toEqual(initialSelection(roll, { quantity: 1000 }));
  });
});

describe('vinyl lettering in the query', () => {
  const lettering = () => seedProduct('vinyl', 11);

  it('round trips text (several lines), font, alignment, install ready; the Full Colour sheet is never chosen with the creation tool', () => {
    const product = lettering();
    let s = initialSelection(product);
    expect(s.lettering).toMatchObject({ useCreationTool: true, installReady: true, text: 'Your text' });
    s = configure(s, product, { type: 'lettering', lettering: { text: 'OPEN\nDAILY', fontId: 'anton', alignment: 'right', installReady: false } });
    const query = queryOf(s);
    expect(query.get('text')).toBe('OPEN\nDAILY');
    expect(query.get('font')).toBe('anton');
    expect(query.get('align')).toBe('right');
    expect(query.get('install_ready')).toBe('no');
    expect(roundTrip(s, product)).toEqual(s);

    const sheets = product.attributes.addons.find((a) => a.code === 'sheet-color')!;
    const fullColour = sheets.items.at(-1)!;
    expect(configure(s, product, { type: 'addon', code: 'sheet-color', itemId: fullColour.id }).addonItems['sheet-color']).not.toBe(fullColour.id);
    const artwork = configure(s, product, { type: 'lettering', lettering: { useCreationTool: false } });
    expect(configure(artwork, product, { type: 'addon', code: 'sheet-color', itemId: fullColour.id }).addonItems['sheet-color']).toBe(fullColour.id);
    expect(queryOf(artwork).get('tool')).toBe('no');
    expect(queryOf(artwork).has('text')).toBe(false);
  });

  it('an unknown font or alignment falls back silently; other products carry no lettering', () => {
    const product = lettering();
    const s = selectionFromQuery(new URLSearchParams('text=HELLO&font=comic-sans&align=diagonal'), product);
    expect(s.lettering).toMatchObject({ text: 'HELLO', fontId: initialSelection(product).lettering!.fontId, alignment: 'center' });
    expect(selectionFromQuery(new URLSearchParams('text=HELLO'), art()).lettering).toBeNull();
  });

  it('a stored lettering line links back to its text and font', () => {
    const query = storedConfigurationQuery(
      { featured_item_id: 2, product_id: 11, cutting_id: 1, shape_id: null, finishing_id: 14, adhesive_id: 1, color_id: 2, orientation_id: null, premium_processing_id: null, addon_item_ids: [1], width: 300, height: 60, cut_per_shape: null, lettering: { install_ready: true, creation_tool: { text: 'CAFÉ', font_id: 'anton', alignment: 'center' } } },
      10,
    );
    expect(query.get('text')).toBe('CAFÉ');
    expect(query.get('font')).toBe('anton');
  });
});

describe('a link the page had to change', () => {
  it('says what it changed and why: a size over the maximum, a quantity over the maximum', () => {
    const product = art();
    const search = new URLSearchParams('cutting=1&width=800&height=50&quantity=20000');
    const selection = selectionFromQuery(search, product);
    const notes = linkAdjustments(search, product, selection);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^The link asked for 800 × 50 mm\. Width or height must not be bigger than .+ The page shows \d+ × \d+ mm instead\.$/);
    expect(notes[1]).toMatch(/^The link asked for 20,000 pieces\. That is more than we price online \(up to [\d,]+\): for more, request a quote\. The page shows [\d,]+ instead\.$/);
  });

  it('says nothing when the link is taken as it is', () => {
    const product = art();
    const search = queryOf(configure(initialSelection(product), product, { type: 'size', width: '80', height: '50' }));
    expect(linkAdjustments(search, product, selectionFromQuery(search, product))).toEqual([]);
  });
});
