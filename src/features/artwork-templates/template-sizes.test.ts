/** Which products get artwork templates, in which sizes and with which geometry, from the seed catalogue. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { badgePrintDiameter, templateBoxes, templateFileName, templateKey, templateProducts, type TemplateCatalogueRows } from './template-sizes.js';

type Row = Record<string, unknown>;
const seed = JSON.parse(readFileSync('db/seed/catalogue.json', 'utf8')) as Record<string, Row[]>;
const bySort = (rows: Row[] | undefined): Row[] => [...(rows ?? [])].sort((a, b) => Number(a.sort_order ?? a.id) - Number(b.sort_order ?? b.id));
/** The seed as the in-memory Catalogue's rows (ordered by sort_order, as catalogue.repository.ts reads them). */
const rows = {
  products: bySort(seed.products),
  productCuttings: bySort(seed.product_cuttings),
  presetSizes: bySort(seed.preset_sizes),
  dimLookups: seed.dim_lookups,
  addons: seed.addons,
  addonItems: bySort(seed.addon_items),
  attributeLookups: (seed.attribute_lookups ?? []).map((r) => ({ addon_id: null, ...r })),
} as unknown as TemplateCatalogueRows;

const products = templateProducts(rows);
const sizesOf = (ref: string) => products.find((p) => p.productRef === ref)?.templates.map((t) => t.size);

describe('template products and sizes', () => {
  it('has templates for the badges, the magnet, the three business cards and the two hang tags, keyed with underscores', () => {
    expect(products.map((p) => p.key)).toEqual([
      'button_badge',
      'mirror_badge',
      'magnetic_badge',
      'royal_extra_white_400gsm',
      'standard_matte_250gsm',
      'vintage_kraft_300gsm',
      'custom_magnet',
      'standard_hang_tag',
      'premium_hang_tag',
    ]);
    for (const product of products) expect(product.key).toBe(product.productRef.replace(/-/g, '_'));
    expect(templateKey('royal-extra-white-400gsm')).toBe('royal_extra_white_400gsm');
  });

  it('lists 58 mm and 75 mm first for every badge, as the defaults, then every other size sold', () => {
    expect(sizesOf('button-badge')).toEqual(['58mm', '75mm', '32mm', '44mm']);
    expect(sizesOf('mirror-badge')).toEqual(['58mm', '75mm']);
    expect(sizesOf('magnetic-badge')).toEqual(['58mm', '75mm']);
    const button = products.find((p) => p.productRef === 'button-badge')!;
    expect(button.templates.map((t) => t.isDefault)).toEqual([true, true, false, false]);
    expect(button.templates.map((t) => t.label)).toEqual(['58 mm', '75 mm', '32 mm', '44 mm']);
  });

  it('has every preset size of the cards and tags, and the magnet’s popular sizes (it has no presets)', () => {
    for (const ref of ['royal-extra-white-400gsm', 'standard-matte-250gsm', 'vintage-kraft-300gsm']) expect(sizesOf(ref)).toEqual(['90x54mm']);
    for (const ref of ['standard-hang-tag', 'premium-hang-tag']) expect(sizesOf(ref)).toEqual(['50x90mm', '55x90mm', '60x100mm']);
    expect(sizesOf('custom-magnet')).toEqual(['90x54mm', '100x70mm']);
  });

  it('names files {prod_info_ref}-{size}-template.{pdf|ai}', () => {
    const [first] = products[0]!.templates;
    expect(first!.files).toEqual({ pdf: 'button-badge-58mm-template.pdf', ai: 'button-badge-58mm-template.ai' });
    expect(templateFileName('standard-hang-tag', '50x90mm', 'ai')).toBe('standard-hang-tag-50x90mm-template.ai');
    const names = products.flatMap((p) => p.templates.flatMap((t) => [t.files.pdf, t.files.ai]));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('template geometry', () => {
  const spec = (ref: string, size: string) => products.find((p) => p.productRef === ref)!.templates.find((t) => t.size === size)!;

  it('cards, tags and magnets: 2 mm bleed, 3 mm safe margin, cut on the trim', () => {
    const card = spec('standard-matte-250gsm', '90x54mm');
    expect([card.widthMm, card.heightMm, card.bleedMm, card.safeMm]).toEqual([90, 54, 2, 3]);
    expect(card.cut).toEqual({ shape: 'rect', cornerRadiusMm: 0 });
    expect(card.roundedCornersOptionMm).toBe(3);
    expect(card.punchHolesMm).toBeUndefined();
    expect(templateBoxes(card)).toEqual({ pageWidthMm: 94, pageHeightMm: 58, trimInsetMm: 2, safeInsetMm: 5 });

    const tag = spec('premium-hang-tag', '60x100mm');
    expect([tag.widthMm, tag.heightMm]).toEqual([60, 100]);
    expect(tag.punchHolesMm).toEqual([4, 5, 6, 7, 8]);

    const magnet = spec('custom-magnet', '100x70mm');
    expect(magnet.cut).toEqual({ shape: 'rect', cornerRadiusMm: 3 });
    expect(magnet.roundedCornersOptionMm).toBeUndefined();
  });

  it('badges: the print disc wraps round the edge, so the bleed runs past the cut disc, and text keeps 4 mm from the rim', () => {
    const badge = spec('button-badge', '58mm');
    expect(badge.cut).toEqual({ shape: 'circle', diameterMm: 70 });
    expect(badge.bleedMm).toBe(8); // 6 mm wrap + 2 mm past the cut
    expect(badge.safeMm).toBe(4);
    expect(templateBoxes(badge)).toEqual({ pageWidthMm: 74, pageHeightMm: 74, trimInsetMm: 8, safeInsetMm: 12 });
    expect(spec('button-badge', '75mm').cut).toEqual({ shape: 'circle', diameterMm: 89 });
    for (const face of [32, 44, 58, 75]) {
      const wrap = (badgePrintDiameter(face) - face) / 2;
      expect(wrap, `${face} mm`).toBeGreaterThanOrEqual(5);
      expect(wrap, `${face} mm`).toBeLessThanOrEqual(7);
    }
    expect(badgePrintDiameter(50)).toBe(62);
  });
});

describe('sizes follow the catalogue', () => {
  it('a preset size added to the catalogue gets its template; a free size the rules no longer allow is dropped', () => {
    const more = { ...rows, presetSizes: [...rows.presetSizes, { product_id: 17, cutting_id: 11, value: '44x44' }] };
    expect(templateProducts(more).find((p) => p.productRef === 'mirror-badge')?.templates.map((t) => t.size)).toEqual(['58mm', '75mm', '44mm']);
    const smaller = { ...rows, dimLookups: rows.dimLookups.map((l) => (l.product_id === 22 ? { ...l, max_size: '95x95' } : l)) };
    expect(templateProducts(smaller).find((p) => p.productRef === 'custom-magnet')?.templates.map((t) => t.size)).toEqual(['90x54mm']);
  });
});
