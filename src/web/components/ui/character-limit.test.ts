/** What a field with a character limit says as the limit nears, and when a paste was cut. */
import { describe, expect, it } from 'vitest';
import { characterCountText, pasteCutText, pasteIsCut } from './character-limit.js';

describe('the count under a field', () => {
  it('says nothing until 90 % of the limit, then the count with thousands separators', () => {
    expect(characterCountText(0, 2000)).toBeNull();
    expect(characterCountText(1799, 2000)).toBeNull();
    expect(characterCountText(1800, 2000)).toBe('1,800 of 2,000 characters');
    expect(characterCountText(1950, 2000)).toBe('1,950 of 2,000 characters');
    expect(characterCountText(179, 200)).toBeNull();
    expect(characterCountText(180, 200)).toBe('180 of 200 characters');
    // 90 % of 55 is 49.5: from 50.
    expect([characterCountText(49, 55), characterCountText(50, 55)]).toEqual([null, '50 of 55 characters']);
  });

  it('at the limit, says that nothing more can be typed', () => {
    expect(characterCountText(2000, 2000)).toBe('2,000 of 2,000 characters. That is the limit: nothing more can be typed.');
    expect(characterCountText(200, 200)).toBe('200 of 200 characters. That is the limit: nothing more can be typed.');
  });

  it('a paste the field cut says so', () => {
    expect(pasteCutText(2000)).toBe('Only the first 2,000 characters were kept.');
  });
});

describe('whether a paste is cut', () => {
  const paste = (current: number, selected: number, pasted: string, multiline = false) => pasteIsCut({ current, selected, pasted, max: 10, multiline });

  it('counts what stays, the selection replaced by the paste', () => {
    expect(paste(0, 0, '0123456789')).toBe(false);
    expect(paste(0, 0, '0123456789a')).toBe(true);
    expect(paste(5, 0, '012345')).toBe(true);
    expect(paste(5, 3, '012345')).toBe(false);
  });

  it('a one-line field drops line breaks, a text area keeps each as one character', () => {
    expect(paste(0, 0, '01234\r\n56789')).toBe(false);
    expect(paste(0, 0, '01234\r\n56789', true)).toBe(true);
    expect(paste(0, 0, '0123\r\n5678', true)).toBe(false);
  });
});
