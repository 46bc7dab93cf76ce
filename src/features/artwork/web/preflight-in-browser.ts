/**
 * The preflight verdict on a chosen file, in the browser, as soon as it is read (issue 18): the
 * same pure rules as the server (preflight-rules.ts) on what the page can read itself.
 *
 * - PNG and JPEG: the header first (image-header.ts: the size, alpha, colour space and profile,
 *   with no pixel decoded, so a decompression bomb is refused by its declared size and never
 *   handed to the decoder); then the browser decodes it (createImageBitmap: one it cannot decode is
 *   refused as the server would) and, when it has an alpha channel, looks for a pixel that is not
 *   opaque on a copy at most 2048 px across, as the server does.
 * - PDF, AI and SVG: the server reads them (POST /api/artwork/preflight, nothing stored).
 *
 * The server checks every upload again and is the authority; a verdict the page could not get
 * (the network, a rate limit) is left out rather than guessed.
 */
import {
  artworkExtension,
  imageTooLarge,
  isBrowserReadable,
  PREFLIGHT_LIMITS,
  PREFLIGHT_MESSAGES,
  rasterVerdict,
  refused,
  type PreflightVerdict,
  type PrintTarget,
} from '../preflight-rules.js';
import { IMAGE_HEADER_BYTES, readImageHeader } from '../image-header.js';
import { checkArtwork } from './check-artwork.js';

/** Whether any pixel of the picture is not fully opaque (on a copy at most PREFLIGHT_LIMITS.alphaScanSidePx across, as the server looks). */
function alphaUsed(bitmap: ImageBitmap): boolean {
  const scale = Math.min(1, PREFLIGHT_LIMITS.alphaScanSidePx / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) return true;
  context.drawImage(bitmap, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let at = 3; at < pixels.length; at += 4) if (pixels[at]! < 255) return true;
  return false;
}

async function imageVerdict(file: Blob, target: PrintTarget | null): Promise<PreflightVerdict> {
  const header = readImageHeader(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
  if (!header) return refused('image_unreadable', PREFLIGHT_MESSAGES.imageUnreadable);
  if (imageTooLarge(header.width, header.height)) return refused('image_too_large', PREFLIGHT_MESSAGES.imageTooLarge(header.width, header.height, target));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  } catch {
    return refused('image_unreadable', PREFLIGHT_MESSAGES.imageUnreadable);
  }
  try {
    const used = header.has_alpha ? alphaUsed(bitmap) : false;
    return rasterVerdict({ width_px: header.width, height_px: header.height, has_alpha: header.has_alpha, alpha_used: used, space: header.space, has_profile: header.has_profile }, target);
  } finally {
    bitmap.close();
  }
}

/**
 * The verdict on `file` printed on `target` (null: the size is not known), or undefined when it
 * could not be had now (a name preflight does not judge, or the server could not be asked).
 */
export async function preflightInBrowser(file: File, target: PrintTarget | null): Promise<PreflightVerdict | undefined> {
  const extension = artworkExtension(file.name);
  if (!extension) return undefined;
  if (isBrowserReadable(extension)) return imageVerdict(file, target);
  try {
    return (await checkArtwork(file, target)).verdict;
  } catch {
    return undefined;
  }
}
