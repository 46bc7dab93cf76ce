import { describe, it, expect } from 'vitest';
import {
  CLASSIC_PAPER_NOTE,
  HIDDEN_FROM_SPECIAL_PROCESSING_PRODUCT_IDS,
  HIDDEN_INFO_PANEL_FEATURED_ITEM_IDS,
  PREMIUM_COATING_FINISHING_IDS,
  PREMIUM_COATING_NOTE,
  productSeoName,
  ROLL_CUTTING_ID,
  ROLL_TITLE_NOTICE,
  SHEET_CUTTING_IDS,
  finishingLabel,
  forcedPremiumCoatingIndex,
  isHiddenFromSpecialProcessing,
  isRollCutting,
  productDisplayName,
  productNote,
  showsInfoPanel,
  showsPremiumCoating,
  sizeLabel,
  switcherColumns,
  titleNotice,
} from './labels';

describe('productDisplayName', () => {
  it('business cards 19 to 21 read "Business Cards"', () => {
    for (const id of [19, 20, 21]) expect(productDisplayName({ id, name: 'Royal Extra White' })).toBe('Business Cards');
  });
  it('ids below 16 get "Stickers" appended once', () => {
    expect(productDisplayName({ id: 1, name: 'Art Paper' })).toBe('Art Paper Stickers');
    expect(productDisplayName({ id: 15, name: 'Dome' })).toBe('Dome Stickers');
    expect(productDisplayName({ id: 13, name: 'Hologram Stickers' })).toBe('Hologram Stickers');
  });
  it('other products keep their name', () => {
    expect(productDisplayName({ id: 16, name: 'Button Badge' })).toBe('Button Badge');
    expect(productDisplayName({ id: 53, name: 'Hang Tags' })).toBe('Hang Tags');
  });
});

describe('labels', () => {
  it('sheet cuttings say "Sheet size"', () => {
    expect(SHEET_CUTTING_IDS).toEqual([3, 5, 6, 8]);
    for (const id of [3, 5, 6, 8]) expect(sizeLabel(id)).toBe('Sheet size');
    for (const id of [1, 2, 4, 7, 9]) expect(sizeLabel(id)).toBe('Size');
    expect(sizeLabel(undefined)).toBe('Size');
  });
  it('products 7 and 8 say "Material" instead of "Finishing"', () => {
    expect(finishingLabel(7)).toBe('Material');
    expect(finishingLabel(8)).toBe('Material');
    expect(finishingLabel(6)).toBe('Finishing');
    expect(finishingLabel(null)).toBe('Finishing');
  });
});

describe('premium coating', () => {
  it('shown and forced to the first option for Hologram or finishings 6 and 7', () => {
    expect(PREMIUM_COATING_FINISHING_IDS).toEqual([6, 7]);
    expect(showsPremiumCoating({ productId: 13, finishingId: 1 })).toBe(true);
    expect(showsPremiumCoating({ productName: 'Hologram', finishingId: 1 })).toBe(true);
    expect(showsPremiumCoating({ productId: 4, finishingId: 6 })).toBe(true);
    expect(showsPremiumCoating({ productId: 4, finishingId: 7 })).toBe(true);
    expect(forcedPremiumCoatingIndex({ productId: 13 })).toBe(0);
  });
  it('not otherwise', () => {
    expect(showsPremiumCoating({ productId: 4, finishingId: 1 })).toBe(false);
    expect(showsPremiumCoating({ productName: 'Gold Vinyl', finishingId: null })).toBe(false);
    expect(forcedPremiumCoatingIndex({ productId: 4, finishingId: 1 })).toBeNull();
  });
});

describe('roll, hidden lists and switcher', () => {
  it('cutting 9 is roll and has the title notice', () => {
    expect(ROLL_CUTTING_ID).toBe(9);
    expect(isRollCutting(9)).toBe(true);
    expect(isRollCutting(1)).toBe(false);
    expect(titleNotice(9)).toBe(ROLL_TITLE_NOTICE);
    expect(titleNotice(1)).toBeNull();
  });
  it('hidden lists', () => {
    expect(HIDDEN_FROM_SPECIAL_PROCESSING_PRODUCT_IDS).toEqual([9, 23]);
    expect(isHiddenFromSpecialProcessing(23)).toBe(true);
    expect(isHiddenFromSpecialProcessing(1)).toBe(false);
    expect(HIDDEN_INFO_PANEL_FEATURED_ITEM_IDS).toEqual([10, 11, 12]);
    expect(showsInfoPanel(11)).toBe(false);
    expect(showsInfoPanel(9)).toBe(true);
  });
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [8, 3],
  ])('%i switcher items → %i columns', (count, columns) => {
    expect(switcherColumns(count)).toBe(columns);
  });
});

describe('notes (exact wording)', () => {
  it('classic paper note for product 2 only', () => {
    expect(CLASSIC_PAPER_NOTE).toBe(
      'For this sticker material, please be informed that the material base is off white, therefore a possible colour gap may occur.',
    );
    expect(productNote(2)).toBe(CLASSIC_PAPER_NOTE);
    expect(productNote(1)).toBeNull();
  });
  it('premium coating and roll notices', () => {
    expect(PREMIUM_COATING_NOTE).toBe('Premium Coating - For additional printing longevity and protection.');
    expect(ROLL_TITLE_NOTICE).toBe(
      'Due to high demand for roll stickers, shipping days may be delayed. Thank you for your patience',
    );
  });
});

describe('product names for search', () => {
  it('names products as shoppers search for them', () => {
    expect(productSeoName({ id: 1, name: 'Art Paper' })).toBe('Art Paper Stickers');
    expect(productSeoName({ id: 13, name: 'Hologram' })).toBe('Hologram Stickers');
    expect(productSeoName({ id: 10, name: 'Custom Decals' })).toBe('Custom Decals');
    expect(productSeoName({ id: 11, name: 'Vinyl Lettering' })).toBe('Vinyl Lettering');
    expect(productSeoName({ id: 20, name: 'Standard Matte 250gsm' })).toBe('Standard Matte 250gsm Business Cards');
    expect(productSeoName({ id: 16, name: 'Button Badge' })).toBe('Button Badges');
    expect(productSeoName({ id: 53, name: 'Standard Hang Tag' })).toBe('Standard Hang Tags');
  });
});
