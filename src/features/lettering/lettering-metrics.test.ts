import { describe, expect, it } from 'vitest';
import { isCheckedCharacter, letteringLines, measureLettering, type LetteringFontMetrics } from './lettering-metrics.js';

// A hand-made font: 1000 units per em, so at 100 px a unit is 0.1 px.
const FONT: LetteringFontMetrics = {
  fontId: 'test',
  unitsPerEm: 1000,
  glyphs: {
    H: { advance: 700, bbox: [50, 0, 650, 700] }, // ink 60 × 70 px
    A: { advance: 600, bbox: [0, 0, 600, 700] },
    V: { advance: 600, bbox: [0, 0, 600, 700] },
    o: { advance: 500, bbox: [40, -10, 460, 510] }, // ink height 52 px
    g: { advance: 500, bbox: [40, -200, 460, 500] }, // ink height 70 px, descender included
    j: { advance: 250, bbox: [-60, -200, 180, 720] }, // overhangs its pen position by 6 px
    '1': { advance: 500, bbox: [100, 0, 400, 680] }, // ink height 68 px
    '.': { advance: 250, bbox: [80, 0, 170, 90] }, // 9 px, punctuation: not checked
    '-': { advance: 300, bbox: [40, 250, 260, 320] }, // 7 px, not checked
    ' ': { advance: 250, bbox: null },
  },
  kerning: { AV: -80, VA: -80, 'H.': -50 },
};

describe('measuring lettering (100 px font size, ink box of the glyph outlines)', () => {
  it('a single character: its outline box, not its advance', () => {
    const m = measureLettering('H', 'left', FONT);
    expect(m.widthPx).toBeCloseTo(60);
    expect(m.heightPx).toBeCloseTo(70);
    expect(m.inkLeftPx).toBeCloseTo(5);
    expect(m.inkTopPx).toBeCloseTo(-70);
    expect(m.lines).toEqual([{ text: 'H', offsetPx: 0, widthPx: 70, baselinePx: 0, glyphs: [{ char: 'H', xPx: 0 }] }]);
    expect(m.unsupported).toEqual([]);
  });

  it('a line is advances plus pair kerning; the ink runs from the first outline to the last', () => {
    const m = measureLettering('HH', 'left', FONT);
    // H at 0 and 70: ink from 5 to 70 + 65.
    expect(m.widthPx).toBeCloseTo(130);
    expect(m.lines[0]?.widthPx).toBeCloseTo(140);

    const kerned = measureLettering('AVA', 'left', FONT);
    // A at 0, V at 60 − 8, A at 52 + 60 − 8.
    expect(kerned.lines[0]?.glyphs.map((g) => g.xPx)).toEqual([0, 52, 104].map((x) => expect.closeTo(x)));
    expect(kerned.widthPx).toBeCloseTo(164);
    expect(kerned.lines[0]?.widthPx).toBeCloseTo(164);
    // Only the pair kerns: "AH" has no entry.
    expect(measureLettering('AH', 'left', FONT).lines[0]?.glyphs[1]?.xPx).toBeCloseTo(60);
  });

  it('spaces advance the pen but have no ink', () => {
    const m = measureLettering('H H', 'left', FONT);
    expect(m.lines[0]?.glyphs.map((g) => g.xPx)).toEqual([0, 70, 95].map((x) => expect.closeTo(x)));
    expect(m.widthPx).toBeCloseTo(95 + 65 - 5);
  });

  it('ink left of the pen (an overhanging j) and below the baseline (descenders) counts', () => {
    const j = measureLettering('j', 'left', FONT);
    expect(j.inkLeftPx).toBeCloseTo(-6);
    expect(j.widthPx).toBeCloseTo(24);
    expect(j.heightPx).toBeCloseTo(92);
    expect(j.inkTopPx).toBeCloseTo(-72);
    const g = measureLettering('Hg', 'left', FONT);
    expect(g.heightPx).toBeCloseTo(90); // 70 above the baseline, 20 below
  });

  it('lines are 110 px apart (font size 100 + line gap 10) and aligned by their advance width', () => {
    const left = measureLettering('H\nHH', 'left', FONT);
    expect(left.lines.map((l) => [l.text, l.offsetPx, l.widthPx, l.baselinePx])).toEqual([
      ['H', 0, 70, 0],
      ['HH', 0, 140, 110],
    ]);
    expect(left.heightPx).toBeCloseTo(180); // from −70 to the second baseline at 110
    expect(left.widthPx).toBeCloseTo(130);

    const center = measureLettering('H\nHH', 'center', FONT);
    expect(center.lines.map((l) => l.offsetPx)).toEqual([35, 0]);
    expect(center.inkLeftPx).toBeCloseTo(5);
    expect(center.widthPx).toBeCloseTo(130);

    const right = measureLettering('H\nHH', 'right', FONT);
    expect(right.lines.map((l) => l.offsetPx)).toEqual([70, 0]);

    // Alignment moves the ink box when the lines' ink differs from their advances.
    const shifted = measureLettering('j\nHH', 'right', FONT);
    expect(shifted.lines[0]?.offsetPx).toBeCloseTo(115);
    expect(shifted.inkLeftPx).toBeCloseTo(5);
    expect(shifted.widthPx).toBeCloseTo(130);
    const shiftedLeft = measureLettering('j\nHH', 'left', FONT);
    expect(shiftedLeft.inkLeftPx).toBeCloseTo(-6);
    expect(shiftedLeft.widthPx).toBeCloseTo(141);
  });

  it('ignores blank lines before and after the text and trailing whitespace; a blank line inside keeps its space', () => {
    const m = measureLettering('\r\n  \nH  \r\n\nH\n \n', 'center', FONT);
    expect(m.lines.map((l) => [l.text, l.baselinePx])).toEqual([
      ['H', 0],
      ['', 110],
      ['H', 220],
    ]);
    expect(m.lines.map((l) => l.offsetPx)).toEqual([0, 35, 0]);
    expect(m.heightPx).toBeCloseTo(290);
    expect(letteringLines('  \n')).toEqual([]);
    expect(letteringLines(' H')).toEqual([' H']);
  });

  it('names characters the font has no glyph for and lays out the rest without them', () => {
    const m = measureLettering('HéH\nAéV€', 'left', FONT);
    expect(m.unsupported).toEqual(['é', '€']);
    expect(m.lines[0]?.glyphs.map((g) => g.char).join('')).toBe('HH');
    // The kerning applies between the characters that are drawn.
    expect(m.lines[1]?.glyphs[1]?.xPx).toBeCloseTo(52);
  });

  it('no text, or nothing with ink: an empty box', () => {
    for (const text of ['', ' \n  ', 'éé']) {
      const m = measureLettering(text, 'left', FONT);
      expect([m.widthPx, m.heightPx, m.inkLeftPx, m.inkTopPx, m.smallestCharacterPx]).toEqual([0, 0, 0, 0, null]);
    }
  });
});

describe('character height (the 10 mm rule is checked on it)', () => {
  it('is the ink height of each letter and digit on its own; the smallest one counts', () => {
    expect(measureLettering('H', 'left', FONT).smallestCharacterPx).toBeCloseTo(70);
    expect(measureLettering('Ho', 'left', FONT).smallestCharacterPx).toBeCloseTo(52);
    expect(measureLettering('H1', 'left', FONT).smallestCharacterPx).toBeCloseTo(68);
    // A descender is part of the letter.
    expect(measureLettering('g', 'left', FONT).smallestCharacterPx).toBeCloseTo(70);
    // Over every line.
    expect(measureLettering('HH\no', 'left', FONT).smallestCharacterPx).toBeCloseTo(52);
  });

  it('punctuation, symbols and spaces are not checked', () => {
    expect(measureLettering('H. -', 'left', FONT).smallestCharacterPx).toBeCloseTo(70);
    expect(measureLettering('.-.', 'left', FONT).smallestCharacterPx).toBeNull();
    expect(['A', 'é', 'ß', 'ª', '7', '²', '½'].every(isCheckedCharacter)).toBe(true);
    expect(['.', ',', '-', '&', '€', '’', ' ', '©'].some(isCheckedCharacter)).toBe(false);
  });
});
