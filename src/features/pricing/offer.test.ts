import { describe, expect, it } from 'vitest';
import {
  offeredAddonIds,
  offeredAdhesiveIds,
  offeredFinishingIds,
  offeredQuantities,
  PREMIUM_RUN_NOT_OFFERED_MESSAGE,
  quantityOfferProblem,
  type OptionLookup,
} from './offer.js';

const lookups: OptionLookup[] = [
  { cutting_id: 1, finishing_id: 1, adhesive_id: 1, addon_id: 4 },
  { cutting_id: 1, finishing_id: 1, adhesive_id: 2, addon_id: null },
  { cutting_id: 1, finishing_id: 2, adhesive_id: 1, addon_id: null },
  { cutting_id: 1, finishing_id: null, adhesive_id: null, addon_id: 5 },
  { cutting_id: 9, finishing_id: 1, adhesive_id: 1, addon_id: null },
];

describe('options that go together', () => {
  it('lists the finishings of a cutting once each, in lookup order', () => {
    expect(offeredFinishingIds(lookups, 1)).toEqual([1, 2]);
    expect(offeredFinishingIds(lookups, 3)).toEqual([]);
  });

  it('lists the adhesives and add-ons of the chosen finishing, with rows for any finishing', () => {
    expect(offeredAdhesiveIds(lookups, 1, 1)).toEqual([1, 2]);
    expect(offeredAdhesiveIds(lookups, 1, 2)).toEqual([1]);
    expect(offeredAddonIds(lookups, 1, 1)).toEqual([4, 5]);
    expect(offeredAddonIds(lookups, 1, 2)).toEqual([5]);
  });

  it('offers no adhesive with roll stickers (cutting 9), whatever the lookups say', () => {
    expect(offeredAdhesiveIds(lookups, 9, 1)).toEqual([]);
  });
});

describe('quantities listed', () => {
  const runs = [10, 20, 30, 40, 50, 100, 200, 1000];
  const openRule = { allowed: true, min_allowed_qty: 10 };

  it('lists every run without premium processing', () => {
    expect(offeredQuantities(runs, { rule: openRule, premiumProcessing: false })).toEqual(runs);
  });

  it('hides runs of 20 to 50 with premium processing', () => {
    expect(offeredQuantities(runs, { rule: openRule, premiumProcessing: true })).toEqual([10, 100, 200, 1000]);
  });

  it("hides runs below the custom-quantity rule's minimum (roll stickers of products 1 and 2 start at 1,000)", () => {
    expect(offeredQuantities(runs, { rule: { allowed: true, min_allowed_qty: 1000 }, premiumProcessing: false })).toEqual([1000]);
    // A product without custom quantity lists its whole table.
    expect(offeredQuantities(runs, { rule: { allowed: false, min_allowed_qty: 1000 }, premiumProcessing: false })).toEqual(runs);
  });

  it('names the problem of a hidden run, for the page and the server alike', () => {
    expect(quantityOfferProblem(30, { premiumProcessing: true })).toBe(PREMIUM_RUN_NOT_OFFERED_MESSAGE);
    expect(quantityOfferProblem(30, { premiumProcessing: false })).toBeNull();
    expect(quantityOfferProblem(100, { premiumProcessing: true })).toBeNull();
  });
});
