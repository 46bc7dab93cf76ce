/** Artwork drawn as a PNG with alpha: images, vector PDFs (with bleed, with a TrimBox), SVGs; the traced cut line of a drawn PDF. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegImage, pdfPage, pdfWithTrimBox, pixelsAt, pngImage, svgDrawing, TEXT_FILE, vectorPdf } from '../../../test/artwork-files.js';
import { CUT_LINE_SETTINGS, traceCutLine, type PointMm } from './cut-line.js';
import { imageSideFor, rasteriseArtwork } from './rasterise.js';

/** The alpha of a PNG at a few places, and its size and channels. */
async function alphaOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[(Math.floor(y) * info.width + Math.floor(x)) * info.channels + info.channels - 1];
  return {
    info,
    at,
    corners: [at(1, 1), at(info.width - 2, 1), at(1, info.height - 2), at(info.width - 2, info.height - 2)],
    centre: at(info.width / 2, info.height / 2),
  };
}

const area = (path: readonly PointMm[]) => {
  let a = 0;
  let p = path.at(-1) ?? { x: 0, y: 0 };
  for (const q of path) {
    a += p.x * q.y - q.x * p.y;
    p = q;
  }
  return Math.abs(a) / 2;
};

const square = (mm: number) => ({ print_width_mm: mm, print_height_mm: mm });

describe('rasteriseArtwork: vector PDFs', () => {
  it('a filled circle on a transparent page: transparent corners, an opaque centre, 300 ppi at the size', async () => {
    const result = await rasteriseArtwork({ name: 'logo.pdf', content: await vectorPdf(60, 40) }, { print_width_mm: 60, print_height_mm: 40 });
    expect(result.source).toBe('pdf');
    expect(result).toMatchObject({ widthPx: pixelsAt(60, 300), heightPx: pixelsAt(40, 300) });
    const alpha = await alphaOf(result.png);
    expect(alpha.info).toMatchObject({ width: result.widthPx, height: result.heightPx, channels: 4 });
    expect(alpha.corners).toEqual([0, 0, 0, 0]);
    expect(alpha.centre).toBe(255);
  });

  it('an AI file that is a PDF is drawn as one', async () => {
    const result = await rasteriseArtwork({ name: 'logo.ai', content: await vectorPdf(50, 50) }, square(50));
    expect(result.source).toBe('pdf');
    expect((await alphaOf(result.png)).centre).toBe(255);
  });

  it('a large page is drawn at most maxSidePx on its long side, in proportion', async () => {
    const result = await rasteriseArtwork({ name: 'banner.pdf', content: await vectorPdf(1000, 500) }, { print_width_mm: 1000, print_height_mm: 500 });
    expect(result).toMatchObject({ widthPx: 4000, heightPx: 2000 });
    const small = await rasteriseArtwork({ name: 'banner.pdf', content: await vectorPdf(1000, 500) }, { print_width_mm: 1000, print_height_mm: 500 }, { maxSidePx: 800 });
    expect(small).toMatchObject({ widthPx: 800, heightPx: 400 });
  });

  it('a page of the size plus 2 mm bleed on every side is cropped to the size', async () => {
    // A 54 mm page for a 50 mm sticker, filled to its edge: the bleed is cut off.
    const result = await rasteriseArtwork({ name: 'bleed.pdf', content: await pdfPage(54, 54) }, square(50));
    expect(result).toMatchObject({ widthPx: pixelsAt(50, 300), heightPx: pixelsAt(50, 300) });
    expect((await alphaOf(result.png)).corners).toEqual([255, 255, 255, 255]);
  });

  it('the TrimBox is what is drawn', async () => {
    // A 60 mm page with a 40 mm TrimBox that a disc fills: the disc touches the picture's edges.
    const result = await rasteriseArtwork({ name: 'trim.pdf', content: pdfWithTrimBox(60, 40) }, square(40));
    expect(result).toMatchObject({ widthPx: pixelsAt(40, 300), heightPx: pixelsAt(40, 300) });
    const alpha = await alphaOf(result.png);
    expect(alpha.corners).toEqual([0, 0, 0, 0]);
    expect(alpha.at(1, result.heightPx / 2)).toBeGreaterThan(0);
    expect(alpha.at(result.widthPx / 2, 1)).toBeGreaterThan(0);
  });

  it('the cut line traced from a drawn circle is the circle plus the border (area within 2 %)', async () => {
    const result = await rasteriseArtwork({ name: 'circle.pdf', content: await vectorPdf(60, 60, { radiusMm: 20 }) }, square(60));
    const cut = await traceCutLine(result.png, 60, 60);
    expect(cut.paths).toHaveLength(1);
    const r = 20 + CUT_LINE_SETTINGS.borderMm;
    expect(Math.abs(area(cut.paths[0] ?? []) / (Math.PI * r * r) - 1)).toBeLessThan(0.02);
  });
});

describe('rasteriseArtwork: SVG', () => {
  it('a disc: transparent corners, an opaque centre, about 300 ppi at the size', async () => {
    // The drawing is 50 × 50 mm (its disc 48 mm across), printed at 50 mm.
    const result = await rasteriseArtwork({ name: 'logo.svg', content: svgDrawing() }, square(50));
    expect(result.source).toBe('svg');
    expect(Math.abs(result.widthPx - pixelsAt(50, 300))).toBeLessThanOrEqual(2);
    expect(result.heightPx).toBe(result.widthPx);
    const alpha = await alphaOf(result.png);
    expect(alpha.info.channels).toBe(4);
    expect(alpha.corners).toEqual([0, 0, 0, 0]);
    expect(alpha.centre).toBe(255);
  });

  it('an SVG in pixels printed large is drawn at most maxSidePx across', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect x="10" y="10" width="280" height="130" fill="red"/></svg>');
    const result = await rasteriseArtwork({ name: 'wide.svg', content: svg }, { print_width_mm: 1000, print_height_mm: 500 }, { maxSidePx: 1000 });
    expect(result).toMatchObject({ widthPx: 1000, heightPx: 500 });
  });
});

describe('rasteriseArtwork: images', () => {
  it('a JPEG comes out opaque, with an alpha channel', async () => {
    const result = await rasteriseArtwork({ name: 'photo.jpg', content: await jpegImage(800, 600) }, square(50));
    expect(result).toMatchObject({ source: 'raster', widthPx: 800, heightPx: 600 });
    const alpha = await alphaOf(result.png);
    expect(alpha.info.channels).toBe(4);
    expect([...alpha.corners, alpha.centre]).toEqual([255, 255, 255, 255, 255]);
  });

  it('a transparent PNG keeps its transparency, and is never enlarged', async () => {
    const result = await rasteriseArtwork({ name: 'disc.png', content: await pngImage(300, 200, { transparent: true }) }, square(500));
    expect(result).toMatchObject({ widthPx: 300, heightPx: 200 });
    const alpha = await alphaOf(result.png);
    expect(alpha.corners).toEqual([0, 0, 0, 0]);
    expect(alpha.centre).toBe(255);
  });

  it('an image larger than prints at 300 ppi is kept at that: 6000 px at 50 mm comes out 638 px', { timeout: 30_000 }, async () => {
    const result = await rasteriseArtwork({ name: 'big.png', content: await pngImage(6000, 6000, { transparent: true }) }, square(50));
    // 50 mm and its 2 mm bleed each side at 300 ppi: ceil(54 / 25.4 × 300) = ceil(637.8) = 638 px.
    expect(result).toMatchObject({ widthPx: imageSideFor(square(50), 6000, 6000), heightPx: imageSideFor(square(50), 6000, 6000) });
    expect(imageSideFor(square(50), 6000, 6000)).toBe(638);
    // A 2:1 image cropped to a square needs twice the pixels along its long side.
    expect(imageSideFor(square(50), 6000, 3000)).toBe(1276);
  });

  // Decoding 36 megapixels: seconds on a busy machine, more than the unit project's 5 s default.
  it('a 6000 × 6000 PNG comes out at most 4000 px across', { timeout: 30_000 }, async () => {
    const result = await rasteriseArtwork({ name: 'big.png', content: await pngImage(6000, 6000, { transparent: true }) }, square(500));
    expect(result).toMatchObject({ widthPx: 4000, heightPx: 4000 });
    expect((await sharp(result.png).metadata()).width).toBe(4000);
  });

  it('a WebP is drawn', async () => {
    const webp = await sharp({ create: { width: 64, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).webp({ lossless: true }).toBuffer();
    const result = await rasteriseArtwork({ name: 'art.webp', content: webp }, square(50));
    expect(result).toMatchObject({ source: 'raster', widthPx: 64, heightPx: 32 });
    expect((await alphaOf(result.png)).corners).toEqual([0, 0, 0, 0]);
  });
});

describe('rasteriseArtwork: refusals', () => {
  it('a file that is no image, PDF or SVG throws a clear error', async () => {
    await expect(rasteriseArtwork({ name: 'notes.txt', content: TEXT_FILE }, square(50))).rejects.toThrow(/Cannot draw notes\.txt.*Only PNG, JPEG, WebP, PDF/);
    await expect(rasteriseArtwork({ name: 'logo.png', content: TEXT_FILE }, square(50))).rejects.toThrow(/Cannot draw logo\.png/);
  });

  it('a PostScript AI throws', async () => {
    const ps = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n');
    await expect(rasteriseArtwork({ name: 'old.ai', content: ps }, square(50))).rejects.toThrow(/PostScript/);
  });

  it('an aborted signal stops it', async () => {
    const controller = new AbortController();
    controller.abort(new Error('proof job cancelled'));
    await expect(rasteriseArtwork({ name: 'logo.pdf', content: await vectorPdf(50, 50) }, square(50), { signal: controller.signal })).rejects.toThrow('proof job cancelled');
    const later = new AbortController();
    const drawing = rasteriseArtwork({ name: 'logo.pdf', content: await vectorPdf(50, 50) }, square(50), { signal: later.signal });
    later.abort(new Error('stopped while drawing'));
    await expect(drawing).rejects.toThrow('stopped while drawing');
  });
});
