import { describe, it, expect } from 'vitest';
import {
  validateStickersPerSheet,
  sanitizeStickersPerSheetInput,
  CUT_INPUT_MAX_LENGTH,
  MULTI_CUT_CUTTING_IDS,
  isMultiCutCutting,
  needsCutPerShape,
  sanitizeCutInput,
  validateCutPerShape,
} from './cut-rules';

describe('cut per shape', () => {
  it('multi-cut cuttings are 3 and 8', () => {
    expect(MULTI_CUT_CUTTING_IDS).toEqual([3, 8]);
    expect(isMultiCutCutting(3)).toBe(true);
    expect(isMultiCutCutting(8)).toBe(true);
    expect(isMultiCutCutting(1)).toBe(false);
    expect(isMultiCutCutting(null)).toBe(false);
  });

  it('is asked only for shapes whose cuts are not "na"', () => {
    expect(needsCutPerShape({ cuts: 'na' })).toBe(false);
    expect(needsCutPerShape({ cuts: 'NA' })).toBe(false);
    expect(needsCutPerShape({ cuts: 'multiple' })).toBe(true);
  });

  it('empty asks for the number of cuts', () => {
    for (const v of ['', '  ', null, undefined]) {
      expect(validateCutPerShape(v)).toBe('Please enter the number of cuts.');
    }
  });

  it('1 and 30 are allowed, 0 and 31 are not', () => {
    expect(validateCutPerShape('1')).toBeNull();
    expect(validateCutPerShape(30)).toBeNull();
    expect(validateCutPerShape('0')).toBe('Number of cuts should be between 1 and 30.');
    expect(validateCutPerShape('31')).toBe('Number of cuts should be between 1 and 30.');
    expect(validateCutPerShape(0)).toBe('Number of cuts should be between 1 and 30.');
  });

  it('fractions and non-numbers are out of range', () => {
    expect(validateCutPerShape('2.5')).toBe('Number of cuts should be between 1 and 30.');
    expect(validateCutPerShape(2.5)).toBe('Number of cuts should be between 1 and 30.');
    expect(validateCutPerShape('3a')).toBe('Number of cuts should be between 1 and 30.');
    expect(validateCutPerShape('-1')).toBe('Number of cuts should be between 1 and 30.');
  });

  it('leading zeros are fine', () => {
    expect(validateCutPerShape('0030')).toBeNull();
  });

  it('the box keeps digits only, at most 4', () => {
    expect(CUT_INPUT_MAX_LENGTH).toBe(4);
    expect(sanitizeCutInput('abc')).toBe('');
    expect(sanitizeCutInput('1a2')).toBe('12');
    expect(sanitizeCutInput('123456')).toBe('1234');
    expect(sanitizeCutInput(null)).toBe('');
  });
});

describe('stickers per sheet (ea)', () => {
  it('1 to 30 stickers; empty or 0 asks for the number, above 30 says the most', () => {
    expect(validateStickersPerSheet('1')).toBeNull();
    expect(validateStickersPerSheet(30)).toBeNull();
    expect(validateStickersPerSheet('')).toBe('Please specify the number of stickers to place in one seat.');
    expect(validateStickersPerSheet('0')).toBe('Please specify the number of stickers to place in one seat.');
    expect(validateStickersPerSheet('2.5')).toBe('Please specify the number of stickers to place in one seat.');
    expect(validateStickersPerSheet('31')).toBe('Number of stickers should not be more than 30.');
  });

  it('the box keeps digits only, at most 6', () => {
    expect(sanitizeStickersPerSheetInput('1a2')).toBe('12');
    expect(sanitizeStickersPerSheetInput('12345678')).toBe('123456');
  });
});
