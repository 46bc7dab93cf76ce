/**
 * Content completeness: every product in the seed catalogue has product-info content (bundle or
 * static JSON) and every image and icon the content and the page refer to exists on disk. (The
 * artwork templates are drawn by the server: artwork-templates/*.test.ts.)
 */
import { MIN_CHARACTER_MM } from '../lettering/lettering-rules.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BADGES_AND_MAGNETS_SLUGS, FALLBACK_CONTENT, PRODUCT_CONTENT_SLUGS, SUPPLY_SLUGS, hasProductContent, loadProductContent, loadSupplyContent } from './content/index.js';
import { PRODUCT_IMAGES, allGalleryImages, mainImage, quoteGalleryImages, rollImages } from './gallery.js';
import { badgesAndMagnetsSchema } from './static-content.schemas.js';
import { magneticStrengthFor } from './static-content.js';

const PUBLIC = join(process.cwd(), 'src/web/public');
const onDisk = (url: string): boolean => url.startsWith('/') && existsSync(join(PUBLIC, url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

interface Seed {
  products: { id: number; name: string; prod_info_ref: string; family: string }[];
  product_cuttings: { product_id: number; cutting_id: number }[];
  featured_items: { id: number; url_slug: string }[];
  featured_categories: { img: string }[];
  orientations: { file_path: string }[];
  shapes: { element_class: string }[];
}
const seed = readJson('db/seed/catalogue.json') as Seed;
const badgesAndMagnets = badgesAndMagnetsSchema.parse(readJson(join(PUBLIC, 'data/product-info/badges-and-magnets-details.json')));

/** The per-product panels the spec names (configurator.md §2, forms-and-accounts.md §3). */
const SPEC_SLUGS = [
  'art-paper', 'bumper-stickers', 'classic-paper', 'custom-decals', 'dome-stickers', 'embossed-paper-stickers', 'foil-paper-stickers',
  'gold-vinyl-stickers', 'hologram-stickers', 'kraft-paper', 'vinyl-lettering', 'pvc-vinyl', 'silver-vinyl-stickers', 'standard-vinyl',
  'transparent-stickers', 'button-badge', 'mirror-badge', 'magnetic-badge', 'custom-magnet',
  'royal-extra-white-400gsm', 'standard-matte-250gsm', 'vintage-kraft-300gsm',
];

describe('product-info content', () => {
  it('covers every product in the seed and every slug the spec names', () => {
    const slugs = seed.products.map((p) => p.prod_info_ref);
    expect(slugs).toHaveLength(24);
    for (const slug of new Set([...slugs, ...SPEC_SLUGS])) {
      const covered = hasProductContent(slug) || (BADGES_AND_MAGNETS_SLUGS.includes(slug) && slug in badgesAndMagnets);
      expect(covered, slug).toBe(true);
    }
    expect(PRODUCT_CONTENT_SLUGS.filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  it.each(PRODUCT_CONTENT_SLUGS)('%s: a full panel whose images exist', async (slug) => {
    const content = await loadProductContent(slug);
    expect(content).not.toBeNull();
    if (!content) return;
    expect(content.title.length).toBeGreaterThan(3);
    expect(content.subtitle.length).toBeGreaterThan(3);
    expect(content.descriptions.length).toBeGreaterThanOrEqual(1);
    expect(content.sections.length).toBeGreaterThanOrEqual(2);
    for (const section of content.sections) {
      expect(section.title.trim(), slug).not.toBe('');
      expect(section.items.length, `${slug}: ${section.title}`).toBeGreaterThan(0);
      expect(new Set(section.items).size, `${slug}: ${section.title} has duplicate items`).toBe(section.items.length);
    }
    expect(typeof content.closing_description === 'string' ? content.closing_description : content.closing_description.join('')).not.toBe('');
    expect(content.images.length).toBeGreaterThanOrEqual(2);
    for (const image of content.images) {
      expect(onDisk(image.src), image.src).toBe(true);
      expect(image.caption.trim()).not.toBe('');
    }
    if (content.video) expect(onDisk(content.video.thumbnail)).toBe(true);
  });

  it('gives sticker panels artwork tips with bleed, resolution, colour and font advice', async () => {
    for (const product of seed.products.filter((p) => p.family === 'sticker' || p.family === 'special')) {
      if (product.prod_info_ref === 'vinyl-lettering') continue; // Cut vinyl: no print, no bleed.
      const content = await loadProductContent(product.prod_info_ref);
      const tips = content?.sections.find((s) => s.title === 'Artwork tips')?.items.join(' ') ?? '';
      expect(tips, product.prod_info_ref).toMatch(/2 mm bleed/);
      expect(tips).toMatch(/300 dpi/);
      expect(tips).toMatch(/CMYK/);
      expect(tips).toMatch(/[Oo]utline/);
    }
  });

  it('has the vinyl lettering Transfer Decals block with two six-step How to attach guides', async () => {
    const decals = (await loadProductContent('vinyl-lettering'))?.transfer_decals;
    expect(decals).toBeDefined();
    if (!decals) return;
    expect(decals.blurbs.map((b) => b.title)).toEqual(['Colour', 'Water and weather resistance', 'Easy application']);
    expect(decals.sizeGuide.title).toBe('Size Guide');
    // The guide's sizes are per letter (spec §2 item 8), measured as the designer measures them, with its
    // 10 mm minimum; the size ordered is the whole lettering (no contradiction with the order form).
    expect(decals.sizeGuide.note).toMatch(/all sizes are per letter/i);
    expect(decals.sizeGuide.note).toContain(`at least ${MIN_CHARACTER_MM} mm`);
    expect(decals.sizeGuide.note).toMatch(/whole lettering/i);
    expect(decals.howTo.guides.map((g) => g.id)).toEqual(['auxiliary-sheet-enclosed', 'auxiliary-sheet-not-enclosed']);
    for (const guide of decals.howTo.guides) expect(guide.steps).toHaveLength(6);
  });

  it('returns null for a slug without content, and has a fallback', async () => {
    expect(await loadProductContent('no-such-product')).toBeNull();
    expect(FALLBACK_CONTENT.title && FALLBACK_CONTENT.subtitle && FALLBACK_CONTENT.description).toBeTruthy();
  });

  it('has marketing content for every supply page, keyed by featured-item slug', async () => {
    const itemSlugs = seed.featured_items.map((item) => item.url_slug);
    for (const slug of SUPPLY_SLUGS) {
      expect(itemSlugs, slug).toContain(slug);
      const supply = await loadSupplyContent(slug);
      expect(supply?.title, slug).toBeTruthy();
      expect(supply?.highlights.length).toBeGreaterThan(0);
      if (supply?.image) expect(onDisk(supply.image.src), supply.image.src).toBe(true);
    }
    expect(await loadSupplyContent('paper')).toBeNull();
  });
});

describe('badges and magnets details (static JSON)', () => {
  it('has every badge and magnet slug, with existing images and a templates heading', () => {
    expect(Object.keys(badgesAndMagnets).sort()).toEqual([...BADGES_AND_MAGNETS_SLUGS].sort());
    for (const details of Object.values(badgesAndMagnets)) {
      expect(onDisk(details.hero_image.src), details.hero_image.src).toBe(true);
      for (const image of details.images) expect(onDisk(image.src), image.src).toBe(true);
      // The files are listed only in download-templates.json (served from the catalogue), not here.
      expect(details.templates).toEqual({ title: expect.any(String) });
    }
  });

  it('has a magnetic strength section only for the magnetic badge', () => {
    for (const [slug, details] of Object.entries(badgesAndMagnets)) {
      expect(details.magnetic_strength !== undefined, slug).toBe(slug === 'magnetic-badge');
      expect(magneticStrengthFor(slug, details) !== undefined, slug).toBe(slug === 'magnetic-badge');
    }
  });
});

describe('product images', () => {
  const rollProductIds = new Set(seed.product_cuttings.filter((pc) => pc.cutting_id === 9).map((pc) => pc.product_id));

  it.each(seed.products.map((p) => [p.prod_info_ref, p] as const))('%s: main, four gallery images and roll images on disk', (_ref, product) => {
    const images = [mainImage(product), ...allGalleryImages(product), ...rollImages(product)];
    expect(allGalleryImages(product)).toHaveLength(4);
    expect(rollImages(product).length > 0, 'roll images iff sold on rolls').toBe(rollProductIds.has(product.id));
    for (const image of images) {
      // Served as WebP (and a thumbnail) that the build renders from the SVG of the same name.
      expect(image.src).toMatch(/\.webp$/);
      expect(image.thumb).toBe(image.src.replace(/\.webp$/, '-thumb.webp'));
      const source = image.src.replace(/\.webp$/, '.svg');
      expect(onDisk(source), source).toBe(true);
      const svg = readFileSync(join(PUBLIC, source), 'utf8');
      expect(svg).toContain(`<title>${image.alt.replace(/&/g, '&amp;')}</title>`);
      expect(statSync(join(PUBLIC, source)).size, `${source} should stay small`).toBeLessThan(16_000);
    }
  });

  it('shows the first 3 gallery images normally and the roll images on /stickers/roll', () => {
    const art = seed.products.find((p) => p.prod_info_ref === 'art-paper')!;
    expect(quoteGalleryImages(art, 'paper').map((i) => i.src)).toEqual(['1', '2', '3'].map((n) => `/images/products/art-paper/${n}.webp`));
    expect(quoteGalleryImages(art, 'roll').map((i) => i.src)).toEqual(['/images/products/art-paper/roll-1.webp', '/images/products/art-paper/roll-2.webp']);
    const decals = seed.products.find((p) => p.prod_info_ref === 'custom-decals')!;
    expect(quoteGalleryImages(decals, 'roll')).toHaveLength(3);
    expect(Object.keys(PRODUCT_IMAGES).sort()).toEqual(seed.products.map((p) => p.prod_info_ref).sort());
  });

  it('has every icon and category image the catalogue refers to, and the roll dispenser', () => {
    for (const category of seed.featured_categories) expect(onDisk(category.img), category.img).toBe(true);
    for (const orientation of seed.orientations) expect(onDisk(orientation.file_path), orientation.file_path).toBe(true);
    for (const shape of seed.shapes) expect(onDisk(`/images/shapes/${shape.element_class.replace(/^shape-/, '')}.svg`), shape.element_class).toBe(true);
    expect(onDisk('/images/roll-dispenser.svg')).toBe(true);
  });
});
