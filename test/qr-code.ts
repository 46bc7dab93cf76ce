/**
 * Reads a QR code in an image as a phone's camera app would: the image (PNG, JPEG…) decoded with
 * sharp to RGBA pixels, the code found and read with jsQR. Returns its text, or null when none
 * can be read.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

export async function readQrCode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
