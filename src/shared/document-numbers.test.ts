import { describe, expect, it } from 'vitest';
import { documentNumber, documentNumberPattern, normaliseDocumentNo, type DocumentNumberKind } from './document-numbers.js';

const KIND: DocumentNumberKind = { prefix: 'X', randomLength: 5 };

describe('document numbers', () => {
  it('are the prefix, the Singapore day as YYMMDD, a dash and base32 characters from the random bytes', () => {
    expect(documentNumber(KIND, '2026-11-23', [0, 1, 31, 32, 255])).toBe('X261123-01Z0Z');
    expect(documentNumber(KIND, '2026-11-23', [10, 18, 21, 24, 27])).toBe('X261123-AJNRV');
  });

  it('never use I, L, O or U, and match their pattern', () => {
    const bytes = Array.from({ length: 256 }, (_, i) => i);
    const every = Array.from({ length: 51 }, (_, i) => documentNumber(KIND, '2026-01-02', bytes.slice(i * 5, i * 5 + 5)));
    for (const no of every) {
      expect(no).toMatch(documentNumberPattern(KIND));
      expect(no.slice(8)).not.toMatch(/[ILOU]/);
    }
  });

  it('refuse a day that is not YYYY-MM-DD and too few random bytes', () => {
    expect(() => documentNumber(KIND, '23/11/2026', [1, 2, 3, 4, 5])).toThrow(RangeError);
    expect(() => documentNumber(KIND, '2026-11-23', [1, 2, 3, 4])).toThrow(RangeError);
  });

  it('read a typed number in any case with spaces around; anything else is null', () => {
    expect(normaliseDocumentNo(KIND, ' x261123-ajnrv ')).toBe('X261123-AJNRV');
    expect(normaliseDocumentNo(KIND, 'X261123-AJNRVV')).toBeNull();
    expect(normaliseDocumentNo(KIND, 'Y261123-AJNRV')).toBeNull();
    expect(normaliseDocumentNo(KIND, 'X261123-AJNRI')).toBeNull();
  });
});
