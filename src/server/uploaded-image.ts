/**
 * A picture uploaded as base64 (review photos, product pictures): what it really is is read from
 * its first bytes (file-type; a name or a content type the browser sends proves nothing), and only
 * JPEG, PNG and WebP are taken. Decoding goes through `imageSource`, whose pixel limit stops a
 * decompression bomb. Each feature then sizes and re-encodes it in its own way (no metadata kept).
 */
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { invalidField } from './errors.js';

/** What file-type names the formats taken. */
const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'webp']);
/** 50 megapixels: more than any phone or camera, far less than a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The upload's bytes when they are a JPEG, PNG or WebP of at most `maxBytes`; otherwise a 422 naming `field`. */
export async function decodeUploadedImage(base64: string, rules: { field: string; maxBytes: number; tooLarge: string; notImage: string }): Promise<Buffer> {
  // A quick bound before decoding: base64 is 4/3 of the bytes.
  if (base64.length > Math.ceil(rules.maxBytes / 3) * 4 + 4) throw invalidField(rules.field, rules.tooLarge);
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw invalidField(rules.field, rules.notImage);
  if (content.length > rules.maxBytes) throw invalidField(rules.field, rules.tooLarge);
  const sniffed = await fileTypeFromBuffer(content);
  if (!sniffed || !IMAGE_EXTENSIONS.has(sniffed.ext)) throw invalidField(rules.field, rules.notImage);
  return content;
}

/** A sharp pipeline over an uploaded picture, within the pixel limit. */
export const imageSource = (content: Buffer) => sharp(content, { limitInputPixels: MAX_INPUT_PIXELS });
