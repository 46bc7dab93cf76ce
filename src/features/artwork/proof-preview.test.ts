import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderProofPreview } from './proof-preview.js';

describe('renderProofPreview', () => {
  it('draws the artwork at the ordered aspect with a magenta cut line, light and dark', async () => {
    const artwork = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#2060c0"/></svg>') }])
      .png()
      .toBuffer();
    const ring = Array.from({ length: 72 }, (_, i) => ({ x: 25 + 20 * Math.cos((i / 72) * 2 * Math.PI), y: 25 + 20 * Math.sin((i / 72) * 2 * Math.PI) }));
    const out = await renderProofPreview({ artwork, widthMm: 50, heightMm: 50, fit: 'pad', cutLine: { paths: [ring] } });
    for (const [png, bg] of [[out.light, 245], [out.dark, 31]] as const) {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 1200]);
      const px = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
      expect(px(600, 600)).toEqual([32, 96, 192]);
      expect(px(5, 5)[0]).toBe(bg);
      // The picture spans 52 mm (1 mm spare each side): the cut circle (radius 20 mm) is 461.5 px round its centre.
      let magenta = 0;
      for (let i = 0; i < 360; i++) {
        const a = (i / 360) * 2 * Math.PI;
        const [r, g, b] = px(Math.round(600 + 461.5 * Math.cos(a)), Math.round(600 + 461.5 * Math.sin(a)));
        if (r! > 200 && g! < 60 && b! > 200) magenta++;
      }
      expect(magenta).toBeGreaterThan(150);
    }
  });
});
