import { describe, expect, it } from 'vitest';
import { normaliseAlt, PRODUCT_IMAGE_MESSAGES as M, productImageAltProblem, productImageSizeProblem, productImageUrl } from './product-image-rules.js';

describe('product image rules', () => {
  it('takes alt text of 5 to 150 characters once trimmed, plain and on one line', () => {
    expect(productImageAltProblem('  Round  vinyl\tstickers ')).toBeNull();
    expect(normaliseAlt('  Round  vinyl\tstickers ')).toBe('Round vinyl stickers');
    expect(productImageAltProblem('    Logo ')).toBe(M.altLength);
    expect(productImageAltProblem('x'.repeat(150))).toBeNull();
    expect(productImageAltProblem('x'.repeat(151))).toBe(M.altLength);
    expect(productImageAltProblem('A <b>bold</b> sticker')).toBe(M.altPlain);
  });

  it('refuses a picture over 8 MB or under 600 px on its short side', () => {
    expect(productImageSizeProblem(8 * 1024 * 1024, 600, 2000)).toBeNull();
    expect(productImageSizeProblem(8 * 1024 * 1024 + 1, 1200, 1200)).toBe(M.tooLarge);
    expect(productImageSizeProblem(1000, 2000, 599)).toBe(M.tooSmall);
  });

  it("a product's main picture is the uploaded one when chosen, else the standard one", () => {
    expect(productImageUrl({ prod_info_ref: 'art-paper', main_image_id: null })).toBe('/images/products/art-paper/1.webp');
    expect(productImageUrl({ prod_info_ref: 'art-paper', main_image_id: 'a1b2' })).toBe('/images/uploaded/products/a1b2.webp');
  });
});
