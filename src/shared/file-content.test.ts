/** What a file really is against its name: one rule for the upload forms and the artwork preflight. */
import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, contentMismatchDetail, looksLikeSvg } from './file-content.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('file content', () => {
  it('takes an SVG by its first element, after a declaration, comments and a byte-order mark', () => {
    expect(looksLikeSvg(bytes('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(bytes('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(bytes('Notes for the printer'))).toBe(false);
  });

  it('checks content against the extension, and says what it found', async () => {
    expect(await contentMatchesExtension('pdf', bytes('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'))).toBe(true);
    expect(await contentMatchesExtension('png', bytes('%PDF-1.4\n'))).toBe(false);
    expect(await contentMatchesExtension('svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(contentMismatchDetail('png')).toBe('Its name ends in .png, but the file is not a PNG image.');
    expect(contentMismatchDetail('svg')).toBe('Its name ends in .svg, but the file is not an SVG image.');
  });
});
