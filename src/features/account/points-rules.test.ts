import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SETTINGS, pointsRedemption, pointsSettings, pointValueText } from './points-rules.js';

describe('pointsRedemption', () => {
  const settings = { valueCents: 100, redeemable: true };
  it('spends every point when the items cost more than they are worth', () => {
    expect(pointsRedemption(2, settings, 5000)).toEqual({ points: 2, discountCents: 200 });
  });
  it('spends only whole points the items still cost: never more than the items, never shipping', () => {
    expect(pointsRedemption(50, settings, 1250)).toEqual({ points: 12, discountCents: 1200 });
    expect(pointsRedemption(50, settings, 99)).toEqual({ points: 0, discountCents: 0 });
  });
  it('spends nothing when the shop does not allow it, or there is nothing to spend or pay', () => {
    expect(pointsRedemption(10, { ...settings, redeemable: false }, 5000)).toEqual({ points: 0, discountCents: 0 });
    expect(pointsRedemption(0, settings, 5000)).toEqual({ points: 0, discountCents: 0 });
    expect(pointsRedemption(-3, settings, 5000)).toEqual({ points: 0, discountCents: 0 });
  });
  it('says what a point is worth in dollars', () => {
    expect(pointValueText({ valueCents: 5, redeemable: true })).toBe('1 point = S$0.05');
  });
});

describe('pointsSettings (SHOP_POINT_VALUE_CENTS, SHOP_POINTS_REDEEMABLE)', () => {
  it('defaults to S$1.00 a point, spendable', () => {
    expect(pointsSettings({})).toEqual(DEFAULT_POINTS_SETTINGS);
    expect(DEFAULT_POINTS_SETTINGS).toEqual({ valueCents: 100, redeemable: true });
  });
  it('reads the value in cents and yes/no words', () => {
    expect(pointsSettings({ SHOP_POINT_VALUE_CENTS: '50', SHOP_POINTS_REDEEMABLE: 'false' })).toEqual({ valueCents: 50, redeemable: false });
    expect(pointsSettings({ SHOP_POINTS_REDEEMABLE: 'Yes' }).redeemable).toBe(true);
    expect(pointsSettings({ SHOP_POINTS_REDEEMABLE: 'off' }).redeemable).toBe(false);
  });
  it('refuses a value that is not a whole number of cents from 1, or a word it does not know, naming the setting', () => {
    expect(() => pointsSettings({ SHOP_POINT_VALUE_CENTS: '0' })).toThrow(/SHOP_POINT_VALUE_CENTS must be a whole number of cents from 1 to 100000/);
    expect(() => pointsSettings({ SHOP_POINT_VALUE_CENTS: '1.5' })).toThrow(/SHOP_POINT_VALUE_CENTS/);
    expect(() => pointsSettings({ SHOP_POINTS_REDEEMABLE: 'maybe' })).toThrow('SHOP_POINTS_REDEEMABLE must be true or false, got "maybe"');
  });
});
