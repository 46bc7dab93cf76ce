import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseContent, PRODUCT_CONTENT_MESSAGES as M, productDescriptionProblem, productNameProblem } from './product-content-rules.js';

describe("a product's content as staff write it", () => {
  it('every seeded product passes, so the desk accepts what the shop ships with', () => {
    const { products } = JSON.parse(readFileSync('db/seed/catalogue.json', 'utf8')) as { products: { name: string; description: string }[] };
    for (const p of products) expect([productNameProblem(normaliseContent(p.name)), productDescriptionProblem(normaliseContent(p.description))]).toEqual([null, null]);
  });

  it('is trimmed, with runs of spaces made one', () => {
    expect(normaliseContent('  Standard \t  Vinyl \r\n')).toBe('Standard Vinyl');
  });

  it('is plain text within the lengths the pages are laid out for; a name is one line', () => {
    expect([productNameProblem('V'), productNameProblem('x'.repeat(41)), productNameProblem('Vinyl <b>'), productNameProblem('Two\nlines')]).toEqual([M.nameLength, M.nameLength, M.plainText('The name'), M.oneLine]);
    expect([productDescriptionProblem('Short.'), productDescriptionProblem(`${'x'.repeat(40)} <img>`), productDescriptionProblem('x'.repeat(401))]).toEqual([M.descriptionLength, M.plainText('The description'), M.descriptionLength]);
  });
});
