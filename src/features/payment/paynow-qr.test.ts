import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { paynowProvider } from './payment-provider.js';
import { paymentSettings } from './payment-settings.js';
import { parseEmvPayload, verifyPayloadCrc } from './paynow.js';
import { paynowQrSvg } from './paynow-qr.js';

/**
 * Rasterises the SVG qrcode writes: a square viewBox of N modules and one stroked path of
 * 1-module-wide horizontal runs ("M x y" absolute moves, "m dx dy" relative moves, "h n" runs,
 * y at the middle of a row). Anything else in the path fails the test rather than being guessed at.
 */
function svgModules(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  expect(size).toBeGreaterThan(0);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  expect(d).toBeDefined();
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of (d ?? '').matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = (args ?? '').trim().split(/[\s,]+/).map(Number);
    if (cmd === 'M') [x, y] = [n[0] ?? NaN, n[1] ?? NaN];
    else if (cmd === 'm') [x, y] = [x + (n[0] ?? NaN), y + (n[1] ?? NaN)];
    else if (cmd === 'h') {
      const row = grid[y - 0.5];
      expect(row, `row at y=${y}`).toBeDefined();
      for (let i = 0; i < (n[0] ?? 0); i++) row![x + i] = true;
      x += n[0] ?? NaN;
    } else throw new Error(`unexpected path command ${cmd}`);
  }
  return grid;
}

/** Dark modules black, light ones white, `scale` pixels per module: RGBA for jsQR. */
function rasterise(grid: boolean[][], scale: number): { data: Uint8ClampedArray; width: number } {
  const width = grid.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      if (grid[Math.floor(py / scale)]?.[Math.floor(px / scale)]) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width };
}

describe('paynowQrSvg', () => {
  const provider = paynowProvider(paymentSettings({}, { name: 'Print Shop Singapore', uen: '201912345K' }).settings);
  const instructions = provider.instructions({ orderNo: 'S261123-7K3M9X', amountCents: 123450, createdAt: new Date('2026-11-21T17:30:00Z') });

  it('draws the payload at error correction M with a 4-module quiet zone, and a decoder reads the payload back', async () => {
    const svg = await paynowQrSvg(instructions.qrPayload);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const grid = svgModules(svg);
    const expected = QRCode.create(instructions.qrPayload, { errorCorrectionLevel: 'M' }).modules;
    expect(grid.length).toBe(expected.size + 8);
    for (let row = 0; row < grid.length; row++) {
      for (let col = 0; col < grid.length; col++) {
        const inside = row >= 4 && col >= 4 && row < expected.size + 4 && col < expected.size + 4;
        // Quiet zone light; inside, exactly the symbol qrcode computes at level M.
        expect(grid[row]![col], `module ${row},${col}`).toBe(inside ? expected.get(row - 4, col - 4) === 1 : false);
      }
    }

    const { data, width } = rasterise(grid, 8);
    const decoded = jsQR(data, width, width);
    expect(decoded?.data).toBe(instructions.qrPayload);
    expect(verifyPayloadCrc(decoded!.data)).toBe(true);
    const fields = parseEmvPayload(decoded!.data);
    expect(fields['54']).toBe('1234.50');
    expect(fields['62']).toEqual({ '01': 'S261123-7K3M9X' });
    expect(fields['26']).toMatchObject({ '00': 'SG.PAYNOW', '01': '2', '02': '201912345K', '03': '0', '04': '20261124' });
  });

  it('refuses to draw a payload whose CRC does not check', async () => {
    await expect(paynowQrSvg(instructions.qrPayload.replace('1234.50', '1243.50'))).rejects.toThrow(/valid CRC/);
    await expect(paynowQrSvg('hello')).rejects.toThrow(/valid CRC/);
  });
});
