import { describe, expect, it } from 'vitest';
import { measureLettering, type LetteringFontMetrics, type LetteringMeasure } from './lettering-metrics.js';
import {
  FONT_SIZE_PX,
  HEIGHT_SIZING_BELOW_MM,
  LETTERING_MAX_LINES,
  LETTERING_MESSAGES,
  LETTERING_PLACEHOLDER,
  LETTERING_TEXT_MAX_LENGTH,
  LINE_GAP_PX,
  MIN_CHARACTER_MM,
  MM_PER_PX,
  SIZE_PUSH_DELAY_MS,
  letteringLengthError,
  letteringTextError,
  naturalLetteringSize,
  sizeLettering,
  sizeMismatchMessage,
  verifyLetteringSize,
} from './lettering-rules.js';

/** A measure of a given ink box; the sizing rules read only these three numbers. */
const box = (widthPx: number, heightPx: number, smallestCharacterPx: number | null): LetteringMeasure => ({
  widthPx,
  heightPx,
  smallestCharacterPx,
  inkLeftPx: 0,
  inkTopPx: -heightPx,
  unsupported: [],
  lines: [],
});

// 400 × 100 px: 105.83 × 26.46 mm at the natural size, four times as wide as it is high.
const WIDE = box(400, 100, 50);

describe('lettering constants and messages (forms-and-accounts.md §5, §8, §9)', () => {
  it('are the spec’s', () => {
    expect(LETTERING_PLACEHOLDER).toBe('Your text');
    expect(FONT_SIZE_PX).toBe(100);
    expect(LINE_GAP_PX).toBe(10);
    expect(MM_PER_PX).toBe(0.2645833333);
    expect(MIN_CHARACTER_MM).toBe(10);
    expect(HEIGHT_SIZING_BELOW_MM).toBe(30);
    expect(SIZE_PUSH_DELAY_MS).toBe(300);
    expect(LETTERING_MESSAGES.textErrorTitle).toBe('Text Error');
    expect(LETTERING_MESSAGES.tooSmall).toBe('Some characters are less than 10mm. Please increase the size to proceed.');
    expect(LETTERING_MESSAGES.tryAgain).toBe('TRY AGAIN');
    expect(LETTERING_MESSAGES.inputRequiredTitle).toBe('Text Input Required');
    expect(LETTERING_MESSAGES.inputRequired).toBe('Please enter your Text to generate the exact size.');
    expect(LETTERING_MESSAGES.artworkSuggestion).toMatch(/Lettering Decals/);
  });

  it('name the characters a font can’t cut', () => {
    expect(LETTERING_MESSAGES.unsupported(['é'])).toBe('This font has no “é”. Please remove it or choose another font.');
    expect(LETTERING_MESSAGES.unsupported(['é', '€'])).toBe('This font has no “é” “€”. Please remove them or choose another font.');
  });
});

describe('text', () => {
  it('is required, and the placeholder is no text', () => {
    expect(letteringTextError('')).toBe('required');
    expect(letteringTextError(' \n\t')).toBe('required');
    expect(letteringTextError('Your text')).toBe('required');
    expect(letteringTextError('  Your text\n')).toBe('required');
    expect(letteringTextError('Your texts')).toBeNull();
    expect(letteringTextError('OPEN')).toBeNull();
  });

  it('has at most 300 characters (line breaks included) and 10 lines', () => {
    expect(LETTERING_TEXT_MAX_LENGTH).toBe(300);
    expect(LETTERING_MAX_LINES).toBe(10);
    expect(letteringLengthError('x'.repeat(300))).toBeNull();
    expect(letteringLengthError('x'.repeat(301))).toBe('too-long');
    expect(letteringLengthError(Array(10).fill('Mon 9–6').join('\n'))).toBeNull();
    expect(letteringLengthError(Array(11).fill('Mon 9–6').join('\n'))).toBe('too-many-lines');
    // Blank lines around the text don't count.
    expect(letteringLengthError(`\n\n${Array(10).fill('x').join('\n')}\n\n`)).toBeNull();
  });
});

describe('sizing (mm = px × 0.2645833333; heights under 30 mm size from 30 mm high)', () => {
  it('from the typed width: the height follows the text’s proportions', () => {
    expect(sizeLettering(WIDE, { widthMm: 200 })).toEqual({ widthMm: 200, heightMm: 50, smallestCharacterMm: 25, tooSmall: false, sizedFrom: 'width' });
    expect(sizeLettering(WIDE, { widthMm: 600 })).toMatchObject({ widthMm: 600, heightMm: 150 });
  });

  it('from the typed height: the width follows', () => {
    expect(sizeLettering(WIDE, { heightMm: 45 })).toEqual({ widthMm: 180, heightMm: 45, smallestCharacterMm: 22.5, tooSmall: false, sizedFrom: 'height' });
  });

  it('a height under 30 mm, typed or following from the width, becomes 30 mm and the width follows from it', () => {
    expect(sizeLettering(WIDE, { widthMm: 100 })).toEqual({ widthMm: 120, heightMm: 30, smallestCharacterMm: 15, tooSmall: false, sizedFrom: 'height' });
    expect(sizeLettering(WIDE, { heightMm: 20 })).toMatchObject({ widthMm: 120, heightMm: 30, sizedFrom: 'height' });
    // Exactly 30 mm high is kept.
    expect(sizeLettering(WIDE, { widthMm: 120 })).toMatchObject({ widthMm: 120, heightMm: 30, sizedFrom: 'width' });
    // A tall, narrow text may be under 30 mm wide: the product's size rules judge that box.
    expect(sizeLettering(box(20, 100, 100), { heightMm: 30 })).toMatchObject({ widthMm: 6, heightMm: 30 });
  });

  it('the designer opens at the natural size (100 px font), raised to 30 mm high', () => {
    // 26.46 mm high at 100 px → 30 mm.
    expect(naturalLetteringSize(WIDE)).toMatchObject({ widthMm: 120, heightMm: 30, sizedFrom: 'height' });
    // Two lines of capitals are 180 px ≈ 47.6 mm high: kept, rounded up to whole mm.
    expect(naturalLetteringSize(box(300, 180, 70))).toMatchObject({ widthMm: 80, heightMm: 48 });
  });

  it('whole mm, rounded up: the side sized from, then the other one, so the cut is never smaller than stated', () => {
    // 201 wide → 50.25 high → 51.
    expect(sizeLettering(WIDE, { widthMm: 201 })).toMatchObject({ widthMm: 201, heightMm: 51 });
    // A typed fraction is rounded up first: 200.2 → 201.
    expect(sizeLettering(WIDE, { widthMm: 200.2 })).toMatchObject({ widthMm: 201, heightMm: 51 });
    // 130 × 70 px: 100 mm wide → 53.85 high → 54.
    expect(sizeLettering(box(130, 70, 70), { widthMm: 100 })).toMatchObject({ widthMm: 100, heightMm: 54 });
    // A size that is whole in exact arithmetic stays whole despite floating point.
    expect(sizeLettering(box(3, 1, 1), { widthMm: 90 })).toMatchObject({ widthMm: 90, heightMm: 30 });
  });

  it('flags a letter or digit under 10 mm; the smallest is shown rounded down to 0.1 mm', () => {
    const small = box(400, 100, 10); // its smallest character is a tenth of the lettering's height
    expect(sizeLettering(small, { widthMm: 200 })).toMatchObject({ heightMm: 50, smallestCharacterMm: 5, tooSmall: true });
    expect(sizeLettering(small, { widthMm: 400 })).toMatchObject({ heightMm: 100, smallestCharacterMm: 10, tooSmall: false });
    expect(sizeLettering(small, { widthMm: 399 })).toMatchObject({ smallestCharacterMm: 9.9, tooSmall: true });
    // Nothing to check: never too small.
    expect(sizeLettering(box(400, 100, null), { widthMm: 120 })).toMatchObject({ smallestCharacterMm: null, tooSmall: false });
  });

  it('a text without ink has no size', () => {
    expect(sizeLettering(box(0, 0, null), { widthMm: 100 })).toEqual({ widthMm: 0, heightMm: 0, smallestCharacterMm: null, tooSmall: false, sizedFrom: 'width' });
  });
});

// Glyphs in font units (1000 per em, so 0.1 px each at 100 px).
const FONT: LetteringFontMetrics = {
  fontId: 'test',
  unitsPerEm: 1000,
  glyphs: {
    H: { advance: 700, bbox: [50, 0, 650, 700] },
    ª: { advance: 350, bbox: [50, 500, 300, 700] }, // a raised ordinal: 20 px of ink
    ' ': { advance: 250, bbox: null },
    '.': { advance: 250, bbox: [80, 0, 170, 90] },
  },
  kerning: {},
};

describe('verifying a configuration on the server', () => {
  const verify = (text: string, widthMm: number, heightMm: number, alignment: 'left' | 'center' | 'right' = 'left') => verifyLetteringSize({ text, alignment, widthMm, heightMm }, FONT);

  it('accepts the size the designer computes', () => {
    // "HH" is 130 × 70 px of ink.
    const size = sizeLettering(measureLettering('HH', 'left', FONT), { widthMm: 100 });
    expect(size).toMatchObject({ widthMm: 100, heightMm: 54 });
    expect(verify('HH', 100, 54)).toBeNull();
    for (const widthMm of [56, 57, 100, 263, 600]) {
      const s = sizeLettering(measureLettering('H H\nH', 'center', FONT), { widthMm });
      expect(verify('H H\nH', s.widthMm, s.heightMm, 'center')).toBeNull();
    }
  });

  it('allows 1 mm for rounding on either side, not more', () => {
    // 100 mm wide is 53.85 mm high: 54 is stated; 101 × 54 is within 1 mm of 100.29 × 54.
    expect(verify('HH', 101, 54)).toBeNull();
    expect(verify('HH', 100, 55)).toBe(sizeMismatchMessage({ widthMm: 100, heightMm: 55 }, { widthMm: 100, heightMm: 54 }));
    expect(verify('HH', 102, 54)).toBe(sizeMismatchMessage({ widthMm: 102, heightMm: 54 }, { widthMm: 101, heightMm: 54 }));
    expect(verify('HH', 100, 56)).toBe(sizeMismatchMessage({ widthMm: 100, heightMm: 56 }, { widthMm: 100, heightMm: 54 }));
    // The alignment changes the box of lines whose ink differs from their advances, so it is part of the check.
    expect(verify('HH', 100, 54, 'right')).toBeNull();
  });

  it('refuses a character under 10 mm at the size it will be cut (the text fitted into the box)', () => {
    // "Hª": 70 px high, ª 20 px of it → at 30 mm high ª is 8.6 mm; at 35 mm, exactly 10.
    const measure = measureLettering('Hª', 'left', FONT);
    const at30 = sizeLettering(measure, { heightMm: 30 });
    expect(at30.tooSmall).toBe(true);
    expect(verify('Hª', at30.widthMm, at30.heightMm)).toBe(LETTERING_MESSAGES.tooSmall);
    const at35 = sizeLettering(measure, { heightMm: 35 });
    expect(at35).toMatchObject({ smallestCharacterMm: 10, tooSmall: false });
    expect(verify('Hª', at35.widthMm, at35.heightMm)).toBeNull();
    // Punctuation is not held to it.
    const dot = sizeLettering(measureLettering('H.', 'left', FONT), { heightMm: 30 });
    expect(verify('H.', dot.widthMm, dot.heightMm)).toBeNull();
  });

  it('refuses lettering under 30 mm high even in proportion', () => {
    expect(verify('HH', 52, 28)).toBe(LETTERING_MESSAGES.heightBelowMinimum);
  });

  it('refuses missing text, the placeholder, over-long text and characters the font lacks', () => {
    expect(verify('  ', 100, 54)).toBe(LETTERING_MESSAGES.inputRequired);
    expect(verify('Your text', 100, 54)).toBe(LETTERING_MESSAGES.inputRequired);
    expect(verify('H'.repeat(301), 100, 54)).toBe(LETTERING_MESSAGES.tooLong);
    expect(verify(Array(11).fill('H').join('\n'), 100, 54)).toBe(LETTERING_MESSAGES.tooManyLines);
    expect(verify('HéH€', 100, 54)).toBe(LETTERING_MESSAGES.unsupported(['é', '€']));
    // Only blank glyphs: nothing to cut.
    expect(verify(' . ', 100, 54)).not.toBeNull();
    expect(verify('   ', 100, 54)).toBe(LETTERING_MESSAGES.inputRequired);
  });
});
