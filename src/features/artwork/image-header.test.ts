/** An image's size and kind from its header, as the page and the server read it before decoding anything. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { corruptPng, jpegImage, pngBomb, pngImage, TEXT_FILE } from '../../../test/artwork-files.js';
import { readImageHeader } from './image-header.js';

describe('image headers', () => {
  it('read a PNG’s size, alpha and colour, and a JPEG’s', async () => {
    expect(readImageHeader(await pngImage(591, 300, { transparent: true }))).toEqual({ format: 'png', width: 591, height: 300, has_alpha: true, space: 'rgb', has_profile: false });
    expect(readImageHeader(await pngImage(20, 10))).toMatchObject({ width: 20, height: 10, has_alpha: false });
    expect(readImageHeader(await jpegImage(640, 480))).toEqual({ format: 'jpeg', width: 640, height: 480, has_alpha: false, space: 'rgb', has_profile: false });
  });

  it('find CMYK, grey, an embedded profile and a quarter turn', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } });
    expect(readImageHeader(await base.clone().toColourspace('cmyk').jpeg().toBuffer())).toMatchObject({ space: 'cmyk', has_profile: false });
    expect(readImageHeader(await base.clone().withIccProfile('cmyk').jpeg().toBuffer())).toMatchObject({ space: 'cmyk', has_profile: true });
    expect(readImageHeader(await base.clone().withIccProfile('srgb').png().toBuffer())).toMatchObject({ space: 'rgb', has_profile: true });
    expect(readImageHeader(await base.clone().toColourspace('b-w').png().toBuffer())).toMatchObject({ space: 'grey' });
    // Exif orientation 6 (a quarter turn): shown 30 × 40.
    expect(readImageHeader(await base.clone().withMetadata({ orientation: 6 }).jpeg().toBuffer())).toMatchObject({ width: 30, height: 40 });
  });

  it('read a decompression bomb’s declared size without decoding it', () => {
    expect(readImageHeader(pngBomb())).toMatchObject({ width: 30_000, height: 30_000 });
  });

  it('say nothing of what is not a PNG or JPEG, or is cut off before its size', async () => {
    expect(readImageHeader(TEXT_FILE)).toBeUndefined();
    expect(readImageHeader((await jpegImage(64, 64)).subarray(0, 30))).toBeUndefined();
    expect(readImageHeader((await pngImage(8, 8)).subarray(0, 20))).toBeUndefined();
    // A damaged PNG still has its header: its pixels are judged by decoding (preflight.ts).
    expect(readImageHeader(await corruptPng())).toMatchObject({ width: 600, height: 600 });
  });
});
