/**
 * The server's preflight reads transparency from every pixel of a PNG, whatever its kind (8- or
 * 16-bit, colour or grey, palette with a transparent entry), and a damaged PNG is refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preflightArtwork } from './preflight.js';

const SIDE = 400;

/** An opaque square with, optionally, one transparent pixel in it, as a PNG of the given kind. */
async function png(kind: 'rgba8' | 'rgba16' | 'grey-alpha' | 'palette', transparentPixel: boolean): Promise<Buffer> {
  const pixels = Buffer.alloc(SIDE * SIDE * 4, 200);
  for (let at = 3; at < pixels.length; at += 4) pixels[at] = 255;
  if (transparentPixel) pixels[(SIDE * 123 + 321) * 4 + 3] = 0;
  const image = sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 4 } });
  switch (kind) {
    case 'rgba8':
      return image.png().toBuffer();
    case 'rgba16':
      return image.toColourspace('rgb16').png().toBuffer();
    case 'grey-alpha':
      return image.toColourspace('b-w').png().toBuffer();
    case 'palette':
      return image.png({ palette: true }).toBuffer();
  }
}

describe('transparency in a PNG', () => {
  for (const kind of ['rgba8', 'rgba16', 'grey-alpha', 'palette'] as const) {
    it(`${kind}: one transparent pixel counts; none, and the alpha channel is there but unused`, async () => {
      const used = await preflightArtwork({ name: 'art.png', content: await png(kind, true) }, null);
      expect(used.facts.image).toMatchObject({ width_px: SIDE, height_px: SIDE, has_alpha: true, alpha_used: true });
      const unused = await preflightArtwork({ name: 'art.png', content: await png(kind, false) }, null);
      expect(unused.facts.image).toMatchObject({ alpha_used: false });
    });
  }

  it('an RGB PNG has no transparency, and a truncated one is refused as damaged', async () => {
    const rgb = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#336699' } }).png().toBuffer();
    expect((await preflightArtwork({ name: 'art.png', content: rgb }, null)).facts.image).toMatchObject({ has_alpha: false, alpha_used: false });
    const noisy = await sharp(Buffer.from(Array.from({ length: SIDE * SIDE * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: SIDE, height: SIDE, channels: 3 } }).png().toBuffer();
    const damaged = await preflightArtwork({ name: 'art.png', content: noisy.subarray(0, Math.floor(noisy.length * 0.6)) }, null);
    expect(damaged.verdict.level).toBe('refused');
    expect(damaged.verdict.notes.map((note) => note.code)).toEqual(['image_unreadable']);
  });
});
