/** The preflight's pure rules: the ppi thresholds, aspect ratio, transparency, colour, PDF pages and SVGs, in the shop's words. */
import { describe, expect, it } from 'vitest';
import {
  artworkExtension,
  effectivePpi,
  pdfVerdict,
  pixelsFor,
  PREFLIGHT_MESSAGES,
  printTarget,
  rasterVerdict,
  ratioWords,
  svgVerdict,
  verdictOf,
  type PdfFacts,
  type PrintTarget,
  type RasterFacts,
  type SvgFacts,
} from './preflight-rules.js';

/** Straight-cut square stickers (cutting 7, shape 2) of `mm` × `mm`. */
const square = (mm: number): PrintTarget => printTarget({ productId: 5, family: 'sticker', cuttingId: 7, shapeId: 2, widthMm: mm, heightMm: mm });
/** Die-cut stickers cut to the design's outline (cutting 1, no shape). */
const dieCut = (width: number, height: number): PrintTarget => printTarget({ productId: 5, family: 'sticker', cuttingId: 1, shapeId: null, widthMm: width, heightMm: height });

const opaqueRgb = (width: number, height: number): RasterFacts => ({ width_px: width, height_px: height, has_alpha: false, alpha_used: false, space: 'rgb', has_profile: false });
const codes = (notes: readonly { code: string }[]) => notes.map((n) => n.code);
const noteOf = (facts: RasterFacts, target: PrintTarget, code: string) => rasterVerdict(facts, target).notes.find((n) => n.code === code);

describe('resolution at the size ordered', () => {
  // 25.4 mm is one inch: the pixels are the ppi.
  const inch = square(25.4);

  it('refuses 149 ppi with the reason and the fix, warns at 150 and 299, and is sharp from 300', () => {
    expect(rasterVerdict(opaqueRgb(149, 149), inch)).toMatchObject({ level: 'refused' });
    expect(noteOf(opaqueRgb(149, 149), inch, 'resolution_low')?.message).toBe(
      'At 25.4 × 25.4 mm this image prints at 149 ppi and will look blurry: upload one at least 300 × 300 px (300 ppi), or choose a smaller size.',
    );
    expect(noteOf(opaqueRgb(150, 150), inch, 'resolution_fair')).toEqual({
      level: 'warning',
      code: 'resolution_fair',
      message: 'At 25.4 × 25.4 mm this image prints at 150 ppi: fine for photos, but small text and thin lines may look soft. For the sharpest print, upload one at least 300 × 300 px (300 ppi).',
    });
    expect(noteOf(opaqueRgb(299, 299), inch, 'resolution_fair')?.level).toBe('warning');
    expect(noteOf(opaqueRgb(300, 300), inch, 'resolution_sharp')).toEqual({ level: 'ok', code: 'resolution_sharp', message: 'At 25.4 × 25.4 mm this image prints at 300 ppi: sharp.' });
    expect([149, 150, 299, 300].map((px) => rasterVerdict(opaqueRgb(px, px), inch).level)).toEqual(['refused', 'warning', 'warning', 'ok']);
  });

  it('at 50 × 50 mm a 189 px image prints at 96 ppi and needs 591 × 591 px', () => {
    expect(noteOf(opaqueRgb(189, 189), square(50), 'resolution_low')?.message).toBe(
      'At 50 × 50 mm this image prints at 96 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.',
    );
    expect(pixelsFor(50)).toBe(591);
    // 600 px over 50.8 mm is exactly 300 ppi (not 299.99…); one pixel less is 299.
    expect(effectivePpi(600, 600, square(50.8))).toBe(300);
    expect(effectivePpi(599, 599, square(50.8))).toBe(299);
  });

  it('counts the lower axis on a fixed shape (the rest is cropped) and the higher on a contour cut (the image fits inside)', () => {
    expect(effectivePpi(400, 300, square(25.4))).toBe(300);
    expect(effectivePpi(400, 300, dieCut(25.4, 25.4))).toBe(400);
  });

  it('refuses an image over 100 megapixels or 30,000 px on a side, before anything else', () => {
    expect(rasterVerdict(opaqueRgb(30_000, 30_000), square(50))).toEqual({
      level: 'refused',
      notes: [
        {
          level: 'refused',
          code: 'image_too_large',
          message:
            'This image is 30,000 × 30,000 px, more than we can process (at most 100 megapixels and 30,000 px on a side): save it smaller and upload it again. 591 × 591 px is enough for 300 ppi at 50 × 50 mm.',
        },
      ],
    });
    expect(rasterVerdict(opaqueRgb(30_001, 100), square(50)).level).toBe('refused');
    expect(rasterVerdict(opaqueRgb(10_000, 10_000), square(800)).level).toBe('ok');
  });
});

describe('aspect ratio', () => {
  it('says what a fixed shape crops', () => {
    expect(noteOf(opaqueRgb(800, 600), square(50), 'aspect_cropped')?.message).toBe('Your image is 4:3 and the stickers are square: 25 % of its width will be cropped, half on each side.');
    const rectangle = printTarget({ productId: 5, family: 'sticker', cuttingId: 7, shapeId: 4, widthMm: 75, heightMm: 50 });
    expect(noteOf(opaqueRgb(1000, 1000), rectangle, 'aspect_cropped')?.message).toBe('Your image is square and the stickers are 3:2: 33 % of its height will be cropped, half on each side.');
    const badge = printTarget({ productId: 16, family: 'badge', cuttingId: 11, shapeId: 1, widthMm: 58, heightMm: 58 });
    expect(noteOf(opaqueRgb(1654, 827), badge, 'aspect_cropped')?.message).toBe('Your image is 2:1 and the badges are round: 50 % of its width will be cropped, half on each side.');
  });

  it('says how a contour cut fits the design and what is left empty', () => {
    expect(noteOf(opaqueRgb(800, 600), dieCut(50, 50), 'aspect_padded')?.message).toBe(
      'Your image is 4:3 and the stickers are 50 × 50 mm: fitted inside, it prints 50 × 37.5 mm, with 12.5 mm of the height left empty.',
    );
  });

  it('says nothing under 2 % of a side', () => {
    expect(codes(rasterVerdict(opaqueRgb(1000, 985), square(100)).notes)).not.toContain('aspect_cropped');
    expect(codes(rasterVerdict(opaqueRgb(1000, 975), square(100)).notes)).toContain('aspect_cropped');
  });

  it('names ratios as people say them', () => {
    expect([ratioWords(800, 600), ratioWords(1920, 1080), ratioWords(500, 500), ratioWords(600, 900), ratioWords(2350, 1000)]).toEqual(['4:3', '16:9', 'square', '2:3', '2.35:1']);
  });
});

describe('transparency for a contour cut', () => {
  const target = dieCut(50, 50);
  const big = { width_px: 600, height_px: 600, space: 'rgb' as const, has_profile: false };

  it('warns when the image has no alpha channel, or one with no transparent pixel', () => {
    expect(noteOf({ ...big, has_alpha: false, alpha_used: false }, target, 'transparency_missing')).toEqual({
      level: 'warning',
      code: 'transparency_missing',
      message:
        'This image has no transparent background, so the die cut will follow its rectangular edge: for a die cut around your design, upload a PNG with a transparent background.',
    });
    expect(noteOf({ ...big, has_alpha: true, alpha_used: false }, target, 'transparency_unused')?.message).toBe(
      'This image has a transparency channel but no transparent pixels, so the die cut will follow its rectangular edge: make the background transparent for a die cut around your design.',
    );
  });

  it('is fine with a transparent background, and says nothing about it for other cuts', () => {
    const transparent = { ...big, has_alpha: true, alpha_used: true };
    expect(rasterVerdict(transparent, target)).toMatchObject({ level: 'ok' });
    expect(noteOf(transparent, target, 'transparency_ok')?.message).toBe("Transparent background: the die cut will follow your design's outline.");
    expect(codes(rasterVerdict({ ...big, has_alpha: false, alpha_used: false }, square(50)).notes)).toEqual(['resolution_sharp', 'colour_rgb']);
    const kissCut = printTarget({ productId: 5, family: 'sticker', cuttingId: 2, shapeId: 5, widthMm: 50, heightMm: 50 });
    expect(noteOf({ ...big, has_alpha: false, alpha_used: false }, kissCut, 'transparency_missing')?.message).toContain('the kiss cut will follow');
    // A die cut to a fixed shape (a circle) is cut as that shape: no transparency needed.
    const circle = printTarget({ productId: 5, family: 'sticker', cuttingId: 1, shapeId: 1, widthMm: 50, heightMm: 50 });
    expect(circle).toMatchObject({ contour_cut: false, fit: 'crop', shape: 'round' });
  });
});

describe('colour', () => {
  const target = square(50);
  const facts = (space: RasterFacts['space'], profile: boolean): RasterFacts => ({ ...opaqueRgb(600, 600), space, has_profile: profile });
  it('says RGB is converted, CMYK with a profile prints as it is, and warns about CMYK without one', () => {
    expect(noteOf(facts('rgb', false), target, 'colour_rgb')?.message).toBe(
      'RGB colours (no embedded profile, so we read them as sRGB): we convert them to print colours (CMYK), and very bright blues and greens may print a little duller.',
    );
    expect(noteOf(facts('rgb', true), target, 'colour_rgb')?.message).toBe(
      'RGB colours with an embedded profile: we convert them to print colours (CMYK), and very bright blues and greens may print a little duller.',
    );
    expect(noteOf(facts('cmyk', true), target, 'colour_cmyk')).toEqual({ level: 'ok', code: 'colour_cmyk', message: 'CMYK colours with an embedded profile: printed as they are.' });
    expect(noteOf(facts('cmyk', false), target, 'colour_cmyk_no_profile')?.level).toBe('warning');
  });
});

describe('the size unknown', () => {
  it('judges what needs no size, and says why the resolution was not', () => {
    const verdict = rasterVerdict(opaqueRgb(10, 10), null);
    expect(verdict).toMatchObject({ level: 'warning' });
    expect(verdict.notes[0]).toEqual({ level: 'warning', code: 'size_unknown', message: PREFLIGHT_MESSAGES.sizeUnknown });
    const sheet = printTarget({ productId: 1, family: 'sticker', cuttingId: 5, shapeId: 2, widthMm: 148, heightMm: 210 });
    expect(rasterVerdict(opaqueRgb(10, 10), sheet).notes[0]?.message).toBe(PREFLIGHT_MESSAGES.sheetSize);
  });
});

describe('PDF pages', () => {
  const page = (width: number, height: number, fonts: string[] = []): PdfFacts => ({ page_width_mm: width, page_height_mm: height, pages: 1, fonts_not_embedded: fonts });
  const target = square(50);

  it('is fine with the size and 2 mm bleed, warns without bleed or at another size', () => {
    expect(pdfVerdict(page(54, 54), target)).toEqual({ level: 'ok', notes: [{ level: 'ok', code: 'pdf_bleed', message: 'The page is 54 × 54 mm: 50 × 50 mm with 2 mm bleed on every side.' }] });
    expect(pdfVerdict(page(54.2, 53.8), target).level).toBe('ok');
    expect(pdfVerdict(page(50, 50), target).notes[0]?.message).toBe(
      'The page is 50 × 50 mm, the finished size, with no bleed: extend the background 2 mm past every edge (a 54 × 54 mm page), or a thin white edge may show where it is cut.',
    );
    expect(pdfVerdict(page(100, 100), target).notes[0]?.message).toBe('The page is 100 × 100 mm and the stickers are 50 × 50 mm: we will scale it to 50 %. Check that small text stays readable at that size.');
    expect(pdfVerdict(page(210, 297), target).notes[0]?.code).toBe('aspect_cropped');
    // A contour cut follows the design: the ordered size without bleed is right.
    expect(pdfVerdict(page(50, 50), dieCut(50, 50)).notes).toEqual([{ level: 'ok', code: 'pdf_size', message: 'The page is 50 × 50 mm, the size you ordered.' }]);
  });

  it('names the fonts that are not embedded', () => {
    expect(pdfVerdict(page(54, 54, ['Helvetica']), target).notes[0]?.message).toBe(
      'The font Helvetica is not embedded in this PDF, so the text may print in another font: embed the fonts or convert the text to outlines, and export it again.',
    );
    expect(pdfVerdict(page(54, 54, ['Helvetica', 'Arial', 'Futura', 'Gill Sans', 'Optima']), target).notes[0]?.message).toMatch(/^The fonts Helvetica, Arial, Futura and 2 more are not embedded/);
  });
});

describe('SVG', () => {
  const clean: SvgFacts = { width: 50, height: 50, script: false, event_handlers: [], external_references: [], foreign_object: false, doctype: false, text_fonts: null };
  it('refuses scripts, event handlers, outside references, foreignObject and a DOCTYPE, each said', () => {
    const verdict = svgVerdict({ ...clean, script: true, event_handlers: ['onload'], external_references: ['https://example.com/logo.png'], foreign_object: true, doctype: true }, square(50));
    expect(verdict.level).toBe('refused');
    expect(codes(verdict.notes)).toEqual(['svg_doctype', 'svg_script', 'svg_event_handler', 'svg_external_reference', 'svg_foreign_object']);
    expect(verdict.notes[3]?.message).toBe(
      'This SVG uses a file from outside it (https://example.com/logo.png): we print only what is inside the file. Embed the image or font in the SVG and upload it again.',
    );
  });
  it('is vector, fine at any size; live text is a warning', () => {
    expect(svgVerdict(clean, square(50))).toEqual({ level: 'ok', notes: [{ level: 'ok', code: 'vector', message: 'Vector artwork: it prints sharp at any size.' }] });
    expect(svgVerdict({ ...clean, text_fonts: ['Futura'] }, square(50)).notes[0]?.message).toBe('This SVG has live text in Futura, which may print in another font: convert the text to outlines and upload it again.');
  });
});

describe('verdicts', () => {
  it('take their worst note’s level and list refusals first', () => {
    const verdict = verdictOf([
      { level: 'ok', code: 'vector', message: 'a' },
      { level: 'refused', code: 'svg_script', message: 'b' },
      { level: 'warning', code: 'svg_live_text', message: 'c' },
    ]);
    expect(verdict.level).toBe('refused');
    expect(verdict.notes.map((n) => n.level)).toEqual(['refused', 'warning', 'ok']);
    expect(verdictOf([]).level).toBe('ok');
  });

  it('judge the files by their extension', () => {
    expect(['logo.PNG', 'a.jpeg', 'b.svg', 'c.ai', 'd.pdf', 'e.gif', 'f'].map(artworkExtension)).toEqual(['png', 'jpeg', 'svg', 'ai', 'pdf', undefined, undefined]);
  });

  it('target a badge’s larger disc, its print wrapping round the edge', () => {
    const badge = printTarget({ productId: 16, family: 'badge', cuttingId: 11, shapeId: 1, widthMm: 58, heightMm: 58 });
    expect(badge).toMatchObject({ print_width_mm: 70, print_height_mm: 70, noun: 'badges', shape: 'round', fit: 'crop' });
    expect(noteOf(opaqueRgb(100, 100), badge, 'resolution_low')?.message).toBe(
      'At 70 × 70 mm (a 58 mm badge with the part that wraps round its edge) this image prints at 36 ppi and will look blurry: upload one at least 827 × 827 px (300 ppi), or choose a smaller size.',
    );
  });
});
