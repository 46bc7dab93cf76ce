/**
 * The proof's PNG preview: the artwork placed on the ordered size as the proof places it
 * (artworkPlacement), the cut line drawn over it as a magenta dashed line (an SVG composited by
 * sharp), on a light background and on a dark one (for clear and white-ink stock). The picture
 * spans the size and the cut line with 1 mm to spare, so a traced line that runs outside the size
 * (its border) is seen whole; the long side is 1200 px.
 */
import sharp from 'sharp';
import type { CutLine } from './cut-line.js';
import { artworkPlacement } from './proof-pdf.js';

export const CUT_LINE_MAGENTA = '#ff00ff';
export const PREVIEW_BACKGROUNDS = { light: '#f5f5f5', dark: '#1f2937' } as const;
const SPARE_MM = 1;

export async function renderProofPreview(input: { artwork: Buffer; widthMm: number; heightMm: number; fit: 'crop' | 'pad'; cutLine: Pick<CutLine, 'paths'>; longSidePx?: number }): Promise<{ light: Buffer; dark: Buffer; width: number; height: number }> {
  const points = input.cutLine.paths.flat();
  const left = Math.min(0, ...points.map((p) => p.x)) - SPARE_MM;
  const top = Math.min(0, ...points.map((p) => p.y)) - SPARE_MM;
  const right = Math.max(input.widthMm, ...points.map((p) => p.x)) + SPARE_MM;
  const bottom = Math.max(input.heightMm, ...points.map((p) => p.y)) + SPARE_MM;
  const long = input.longSidePx ?? 1200;
  const scale = long / Math.max(right - left, bottom - top);
  const width = Math.round((right - left) * scale);
  const height = Math.round((bottom - top) * scale);
  const meta = await sharp(input.artwork).metadata();
  const place = artworkPlacement(input.fit, input.widthMm, input.heightMm, 0, { width: meta.width ?? 1, height: meta.height ?? 1 });
  const artW = Math.max(1, Math.round(place.width * scale));
  const artH = Math.max(1, Math.round(place.height * scale));
  const artX = Math.round((place.x - left) * scale);
  const artY = Math.round((place.y - top) * scale);
  // A cropped design is cut to the size: only the part inside it is drawn.
  const clipLeft = input.fit === 'crop' ? Math.max(0, Math.round(-left * scale) - artX) : 0;
  const clipTop = input.fit === 'crop' ? Math.max(0, Math.round(-top * scale) - artY) : 0;
  let art = sharp(input.artwork).resize(artW, artH, { fit: 'fill' });
  if (input.fit === 'crop') {
    const visibleW = Math.min(artW - clipLeft, Math.round(input.widthMm * scale));
    const visibleH = Math.min(artH - clipTop, Math.round(input.heightMm * scale));
    art = sharp(await art.png().toBuffer()).extract({ left: clipLeft, top: clipTop, width: Math.max(1, visibleW), height: Math.max(1, visibleH) });
  }
  const artPng = await art.png().toBuffer();
  const d = input.cutLine.paths
    .filter((ring) => ring.length > 1)
    .map((ring) => `M${ring.map((p) => `${((p.x - left) * scale).toFixed(2)},${((p.y - top) * scale).toFixed(2)}`).join(' L')} Z`)
    .join(' ');
  const stroke = Math.max(2, Math.round(long / 400));
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="none" stroke="${CUT_LINE_MAGENTA}" stroke-width="${stroke}" stroke-dasharray="${stroke * 4} ${stroke * 2}"/></svg>`);
  const onBackground = (background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .composite([{ input: artPng, left: artX + clipLeft, top: artY + clipTop }, { input: svg, left: 0, top: 0 }])
      .png()
      .toBuffer();
  const [light, dark] = await Promise.all([onBackground(PREVIEW_BACKGROUNDS.light), onBackground(PREVIEW_BACKGROUNDS.dark)]);
  return { light, dark, width, height };
}
