import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, DEFAULT_TRAIL } from './breadcrumbs.js';

const categories = [
  { id: 1, name: 'Paper Stickers', url_slug: 'paper' },
  { id: 2, name: 'Vinyl Stickers', url_slug: 'vinyl' },
  { id: 3, name: 'Special Stickers', url_slug: 'special' },
  { id: 4, name: 'Sticker Types', url_slug: 'sticker-types' },
  { id: 5, name: 'Business Cards', url_slug: 'business-cards' },
  { id: 6, name: 'Badges & Magnets', url_slug: 'badges-magnets' },
];
const paper = { url_slug: 'paper', name: 'Paper Stickers', route: '/stickers/paper', category_id: 1 };
const vinyl = { url_slug: 'vinyl', name: 'Vinyl Stickers', route: '/stickers/vinyl', category_id: 2 };
const special = { url_slug: 'special', name: 'Special Stickers', route: '/stickers/special', category_id: 3 };
const supply = (url_slug: string, name: string) => ({ url_slug, name, route: `/stickers/${url_slug}`, category_id: 4 });

describe('breadcrumbTrail', () => {
  it('defaults to Stickers › Paper Stickers (linking to /stickers/paper?featured=1) without an item', () => {
    expect(breadcrumbTrail({ categories })).toEqual([
      { label: 'Stickers', href: '/stickers' },
      { label: 'Paper Stickers', href: '/stickers/paper?featured=1' },
    ]);
    expect(breadcrumbTrail({ item: null, categories })).toEqual(DEFAULT_TRAIL);
  });

  it('starts with Stickers, then the material category, then the product name', () => {
    expect(breadcrumbTrail({ item: paper, product: { id: 1, name: 'Art Paper' }, categories })).toEqual([
      { label: 'Stickers', href: '/stickers' },
      { label: 'Paper Stickers', href: '/stickers/paper?featured=1' },
      { label: 'Art Paper Stickers' },
    ]);
    expect(breadcrumbTrail({ item: vinyl, product: { id: 11, name: 'Vinyl Lettering' }, categories }).map((c) => c.label)).toEqual([
      'Stickers',
      'Vinyl Stickers',
      'Vinyl Lettering Stickers',
    ]);
    // productDisplayName does not double "Stickers".
    expect(breadcrumbTrail({ item: special, product: { id: 13, name: 'Hologram Stickers' }, categories }).at(-1)).toEqual({ label: 'Hologram Stickers' });
  });

  it('links every crumb but the last', () => {
    const trail = breadcrumbTrail({ item: vinyl, product: { id: 5, name: 'Standard Vinyl' }, categories });
    expect(trail.slice(0, -1).every((c) => c.href)).toBe(true);
    expect(trail.at(-1)?.href).toBeUndefined();
    const withoutProduct = breadcrumbTrail({ item: vinyl, categories });
    expect(withoutProduct).toEqual([{ label: 'Stickers', href: '/stickers' }, { label: 'Vinyl Stickers' }]);
  });

  it('labels the supply groups, with Sticker Sheet and Others for their slugs', () => {
    const product = { id: 1, name: 'Art Paper' };
    expect(breadcrumbTrail({ item: supply('sheet', 'Sheet'), product, categories })[1]).toEqual({ label: 'Sticker Sheet', href: '/stickers/sheet?featured=4' });
    expect(breadcrumbTrail({ item: supply('other-finished-shape', 'Other Finished Shape'), product, categories })[1]?.label).toBe('Others');
    expect(breadcrumbTrail({ item: supply('die-cut', 'Die Cut Stickers'), product, categories }).map((c) => c.label)).toEqual([
      'Stickers',
      'Die Cut Stickers',
      'Art Paper Stickers',
    ]);
    expect(breadcrumbTrail({ item: supply('roll', 'Roll Stickers'), categories }).map((c) => c.label)).toEqual(['Stickers', 'Roll Stickers']);
  });

  it('falls back to the item name when the category list is missing', () => {
    expect(breadcrumbTrail({ item: paper, categories: [] })[1]).toEqual({ label: 'Paper Stickers' });
  });

  it('gives other families their own page, then the product’s own name', () => {
    const cards = { url_slug: 'business-cards', name: 'Business Cards', route: '/business-cards', category_id: 5 };
    expect(breadcrumbTrail({ item: cards, product: { id: 19, name: 'Royal Extra White 400gsm' }, categories })).toEqual([
      { label: 'Business Cards', href: '/business-cards' },
      { label: 'Royal Extra White 400gsm' },
    ]);
    const badges = { url_slug: 'badges', name: 'Badges', route: '/badges', category_id: 6 };
    expect(breadcrumbTrail({ item: badges, product: { id: 16, name: 'Button Badge' }, categories }).map((c) => c.label)).toEqual(['Badges', 'Button Badge']);
    // A single crumb: the page does not show the bar.
    expect(breadcrumbTrail({ item: badges, categories })).toEqual([{ label: 'Badges' }]);
  });
});
