/**
 * An image's size and kind from its first bytes, without decoding a pixel: PNG (IHDR, and iCCP
 * and tRNS before the first IDAT) and JPEG (the markers up to the frame header: Exif orientation,
 * an ICC profile, the number of colour components). Pure and browser-safe.
 *
 * Both sides read the header first, so a decompression bomb (a small file declaring 30,000 ×
 * 30,000 px) is refused by its declared size before anything tries to decode it: the server before
 * sharp (which has its own pixel limit behind it), the page before createImageBitmap (which would
 * try to allocate gigabytes). Width and height are as the image is shown: a JPEG whose Exif
 * orientation turns it a quarter turn has them swapped, as browsers and sharp's autoOrient do.
 */

export interface ImageHeader {
  format: 'png' | 'jpeg';
  /** As shown (after the Exif orientation). */
  width: number;
  height: number;
  /** An alpha channel or a transparent palette entry (PNG); never for JPEG. */
  has_alpha: boolean;
  space: 'rgb' | 'cmyk' | 'grey';
  /** An ICC profile is embedded (PNG iCCP, JPEG APP2 ICC_PROFILE). */
  has_profile: boolean;
}

/** How much of a file the header is read from: enough for the chunks and markers before the pixels in nearly every file. */
export const IMAGE_HEADER_BYTES = 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));

function readPng(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = bytes[25] ?? -1;
  if (width === 0 || height === 0 || ![0, 2, 3, 4, 6].includes(colourType)) return undefined;
  let hasAlpha = colourType === 4 || colourType === 6;
  let hasProfile = false;
  // The chunks before the pixels: 4 bytes length, 4 type, the data, 4 CRC.
  for (let at = 8 + 25; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'iCCP') hasProfile = true;
    if (type === 'tRNS') hasAlpha = true;
    at += 12 + length;
  }
  return { format: 'png', width, height, has_alpha: hasAlpha, space: colourType === 0 || colourType === 4 ? 'grey' : 'rgb', has_profile: hasProfile };
}

/** The Exif orientation (1–8) in an APP1 segment's data, or 1. */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (ascii(bytes, start, 6) !== 'Exif\0\0') return 1;
  const tiff = start + 6;
  if (tiff + 8 > end) return 1;
  const little = ascii(bytes, tiff, 2) === 'II';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the size. */
const isFrameMarker = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  let orientation = 1;
  let hasProfile = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = view.getUint16(at + 2);
    const data = at + 4;
    const end = at + 2 + length;
    if (length < 2) return undefined;
    if (marker === 0xe1) orientation = exifOrientation(bytes, data, Math.min(end, bytes.length));
    if (marker === 0xe2 && ascii(bytes, data, 12) === 'ICC_PROFILE\0') hasProfile = true;
    if (isFrameMarker(marker)) {
      if (data + 6 > bytes.length) return undefined;
      const height = view.getUint16(data + 1);
      const width = view.getUint16(data + 3);
      const components = bytes[data + 5] ?? 0;
      if (width === 0 || height === 0) return undefined;
      const turned = orientation >= 5;
      const space = components === 4 ? 'cmyk' : components === 1 ? 'grey' : 'rgb';
      return { format: 'jpeg', width: turned ? height : width, height: turned ? width : height, has_alpha: false, space, has_profile: hasProfile };
    }
    at = end;
  }
  return undefined;
}

/** The header of a PNG or JPEG (its first IMAGE_HEADER_BYTES are enough), or undefined when it is neither or is cut off before its size. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return readPng(bytes, view);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes, view);
  } catch {
    // A length running past the end (DataView's RangeError): cut off.
  }
  return undefined;
}
