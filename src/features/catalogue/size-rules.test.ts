import { describe, it, expect } from 'vitest';
import {
  CUSTOM_SIZE_CHANGE_DEBOUNCE_MS,
  SIZE_INPUT_DEBOUNCE_MS,
  SIZE_INPUT_MAX_LENGTH,
  SIZE_REQUIRED_MESSAGE,
  SIZE_VALIDATION_DEBOUNCE_MS,
  fixedSizes,
  isFixedSizeLookup,
  isShapeOffered,
  parseDimension,
  pickDimLookup,
  shapeSides,
  validateShapeSides,
  validateSize,
  type DimLookup,
} from './size-rules';

const lookup = (min: string, max: string, is_equal: 'yes' | 'no' = 'no', id = 1): DimLookup => ({
  id,
  cutting_id: 1,
  min_size: min,
  max_size: max,
  is_equal,
});

const die = [lookup('20x10', '500x300')];

describe('parseDimension', () => {
  it('reads "WxH" in mm', () => {
    expect(parseDimension('500x300')).toEqual({ width: 500, height: 300 });
    expect(parseDimension('50 x 50')).toEqual({ width: 50, height: 50 });
  });
  it('rejects malformed data loudly', () => {
    expect(() => parseDimension('500')).toThrow(RangeError);
  });
});

describe('pickDimLookup', () => {
  const equal = lookup('20x20', '300x300', 'yes', 1);
  const unequal = lookup('20x10', '500x300', 'no', 2);
  it('uses the equal-sides row for a square size and the other row otherwise', () => {
    expect(pickDimLookup([unequal, equal], 100, 100)).toBe(equal);
    expect(pickDimLookup([unequal, equal], 100, 50)).toBe(unequal);
  });
  it('uses the only row whatever its flag', () => {
    expect(pickDimLookup([equal], 100, 50)).toBe(equal);
  });
  it('has nothing when there are no rows', () => {
    expect(pickDimLookup([], 10, 10)).toBeUndefined();
  });
});

describe('fixed sizes (roll stickers, badges)', () => {
  it('a lookup whose min equals max is a fixed size', () => {
    expect(isFixedSizeLookup(lookup('50x50', '50x50'))).toBe(true);
    expect(isFixedSizeLookup(lookup('20x20', '500x300'))).toBe(false);
  });
  it('lists distinct fixed sizes in order with a label', () => {
    const rows = [
      lookup('50x50', '50x50'),
      lookup('20x20', '500x300'),
      lookup('75x50', '75x50'),
      lookup('50x50', '50x50', 'yes'),
    ];
    expect(fixedSizes(rows)).toEqual([
      { width: 50, height: 50, label: '50 x 50 mm' },
      { width: 75, height: 50, label: '75 x 50 mm' },
    ]);
  });
});

describe('validateSize: required', () => {
  const required = { ok: false, kind: 'required', message: SIZE_REQUIRED_MESSAGE, requestQuote: false };
  it.each([
    ['', '50'],
    ['50', null],
    [undefined, '50'],
    ['abc', '50'],
    ['0', '50'],
    ['50', '-5'],
    ['1234567', '50'],
    ['1e3', '50'],
  ])('width %j height %j asks for the size', (width, height) => {
    expect(validateSize({ width, height, lookups: die })).toEqual(required);
  });
  it('message is exact', () => {
    expect(SIZE_REQUIRED_MESSAGE).toBe('Please enter width and/or height');
  });
  it('accepts six characters including a decimal point', () => {
    expect(validateSize({ width: '100.55', height: '50', lookups: die })).toEqual({ ok: true });
  });
  it('accepts numbers as well as typed text', () => {
    expect(validateSize({ width: 100, height: 50, lookups: die })).toEqual({ ok: true });
  });
});

describe('validateSize: limits', () => {
  it('any size is fine without a lookup', () => {
    expect(validateSize({ width: '9999', height: '1', lookups: [] })).toEqual({ ok: true });
  });

  it('compares sides sorted, so a turned size fits', () => {
    expect(validateSize({ width: '300', height: '500', lookups: die })).toEqual({ ok: true });
    expect(validateSize({ width: '10', height: '20', lookups: die })).toEqual({ ok: true });
  });

  it('the exact minimum and maximum are allowed', () => {
    expect(validateSize({ width: '500', height: '300', lookups: die })).toEqual({ ok: true });
    expect(validateSize({ width: '20', height: '10', lookups: die })).toEqual({ ok: true });
  });

  it('below minimum names the smaller bound when the short side is too short', () => {
    expect(validateSize({ width: '100', height: '9', lookups: die })).toEqual({
      ok: false,
      kind: 'below-minimum',
      message: 'Width or height must not be below 10mm',
      requestQuote: false,
    });
  });

  it('below minimum names the larger bound when only the long side is too short', () => {
    expect(validateSize({ width: '15', height: '12', lookups: die })).toMatchObject({
      kind: 'below-minimum',
      message: 'Width or height must not be below 20mm',
    });
  });

  it('with an orientation the minimum reads "smaller than"', () => {
    expect(validateSize({ width: '15', height: '12', lookups: die, orientation: 'A' })).toMatchObject({
      kind: 'below-minimum',
      message: 'Width or height must not be smaller than 20mm',
      requestQuote: false,
    });
  });

  it('above maximum switches to request-a-quote', () => {
    expect(validateSize({ width: '501', height: '100', lookups: die })).toEqual({
      ok: false,
      kind: 'above-maximum',
      message:
        'Width or height must not be bigger than 500 × 300 mm (either way round). For special sizes, please request a quote from the button below.',
      requestQuote: true,
    });
  });

  it('above maximum on either side states the whole limit, the same whatever the other side is', () => {
    const whole = 'Width or height must not be bigger than 500 × 300 mm (either way round). For special sizes, please request a quote from the button below.';
    expect(validateSize({ width: '400', height: '301', lookups: die })).toMatchObject({ kind: 'above-maximum', message: whole });
    expect(validateSize({ width: '5000', height: '80', lookups: die })).toMatchObject({ kind: 'above-maximum', message: whole });
  });

  it('uses the equal-sides lookup for a square', () => {
    const lookups = [lookup('20x10', '500x300', 'no', 1), lookup('30x30', '300x300', 'yes', 2)];
    expect(validateSize({ width: '25', height: '25', lookups })).toMatchObject({
      message: 'Width or height must not be below 30mm',
    });
    expect(validateSize({ width: '25', height: '24', lookups })).toEqual({ ok: true });
  });
});

describe('validateSize: orientation', () => {
  it('A or B: width limited to the second maximum', () => {
    for (const orientation of ['A', 'B'] as const) {
      expect(validateSize({ width: '400', height: '200', lookups: die, orientation })).toEqual({
        ok: false,
        kind: 'orientation',
        message: 'Width must not be bigger than 300mm for orientation A or B. Please choose orientation C or D.',
        requestQuote: false,
      });
    }
    expect(validateSize({ width: '200', height: '400', lookups: die, orientation: 'A' })).toEqual({ ok: true });
  });

  it('C or D: height limited to the second maximum', () => {
    for (const orientation of ['C', 'D'] as const) {
      expect(validateSize({ width: '200', height: '400', lookups: die, orientation })).toEqual({
        ok: false,
        kind: 'orientation',
        message: 'Height must not be bigger than 300mm for orientation C or D. Please choose orientation A or B.',
        requestQuote: false,
      });
    }
    expect(validateSize({ width: '400', height: '200', lookups: die, orientation: 'C' })).toEqual({ ok: true });
  });

  it('a size too big either way asks for a quote instead of suggesting the other orientation', () => {
    expect(validateSize({ width: '600', height: '100', lookups: die, orientation: 'A' })).toMatchObject({
      kind: 'above-maximum',
      requestQuote: true,
    });
  });
});

describe('shape sides', () => {
  it('classifies shapes', () => {
    expect(shapeSides('Circle')).toBe('equal');
    expect(shapeSides('Square')).toBe('equal');
    expect(shapeSides('Oval')).toBe('unequal');
    expect(shapeSides('Rectangle')).toBe('unequal');
    expect(shapeSides('Die Cut')).toBe('any');
  });

  it('offers Circle and Square only for equal sides, Oval and Rectangle otherwise', () => {
    expect(isShapeOffered('Circle', '50', '50')).toBe(true);
    expect(isShapeOffered('Square', 50, 60)).toBe(false);
    expect(isShapeOffered('Oval', '50', '50')).toBe(false);
    expect(isShapeOffered('Rectangle', '60', '50')).toBe(true);
    expect(isShapeOffered('Heart', '60', '50')).toBe(true);
  });

  it('offers every shape until a size is typed', () => {
    expect(isShapeOffered('Square', '', '50')).toBe(true);
    expect(isShapeOffered('Oval', undefined, undefined)).toBe(true);
  });

  it('messages name the shape exactly', () => {
    expect(validateShapeSides('Square', '50', '60')).toBe(
      'Width and Height should be the same as you select Square Shape',
    );
    expect(validateShapeSides('Rectangle', '50', '50')).toBe(
      'Width and Height should not be the same as you select Rectangle Shape',
    );
    expect(validateShapeSides('Square', '50', '50')).toBeNull();
    expect(validateShapeSides('Star', '50', '60')).toBeNull();
  });
});

describe('constants', () => {
  it('debounces and input length from the spec', () => {
    expect(SIZE_VALIDATION_DEBOUNCE_MS).toBe(200);
    expect(SIZE_INPUT_DEBOUNCE_MS).toBe(450);
    expect(CUSTOM_SIZE_CHANGE_DEBOUNCE_MS).toBe(1000);
    expect(SIZE_INPUT_MAX_LENGTH).toBe(6);
  });
});
