/**
 * The proof's PNG preview: the artwork resized to the ordered aspect (long side 1200 px) with the
 * cut line drawn over it as a magenta dashed line (an SVG composited by sharp), on a light
 * background and on a dark one (for clear and white-ink stock).
 */
import sharp from 'sharp';
import { effectiveCutPath, type CutPath, type FixedShape } from './proof-pdf.js';

export const CUT_LINE_MAGENTA = '#ff00ff';

export async function renderProofPreview(input: { artwork: Buffer; widthMm: number; heightMm: number; cutPath: CutPath; fixedShape?: FixedShape; longSidePx?: number }): Promise<{ light: Buffer; dark: Buffer; width: number; height: number }> {
  const long = input.longSidePx ?? 1200;
  const scale = long / Math.max(input.widthMm, input.heightMm);
  const width = Math.round(input.widthMm * scale);
  const height = Math.round(input.heightMm * scale);
  const art = await sharp(input.artwork).resize(width, height, { fit: 'fill' }).png().toBuffer();
  const d = effectiveCutPath(input)
    .filter((ring) => ring.length > 1)
    .map((ring) => `M${ring.map((p) => `${(p.x * scale).toFixed(2)},${(p.y * scale).toFixed(2)}`).join(' L')} Z`)
    .join(' ');
  const stroke = Math.max(2, Math.round(long / 400));
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="none" stroke="${CUT_LINE_MAGENTA}" stroke-width="${stroke}" stroke-dasharray="${stroke * 4} ${stroke * 2}"/></svg>`);
  const onBackground = (background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .composite([{ input: art }, { input: svg }])
      .png()
      .toBuffer();
  const [light, dark] = await Promise.all([onBackground('#f5f5f5'), onBackground('#1f2937')]);
  return { light, dark, width, height };
}
