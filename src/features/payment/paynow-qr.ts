/**
 * The PayNow QR code drawn on the server from a payload made by `paynow.ts` (error correction M,
 * the 4-module quiet zone scanners expect): an SVG for the order page, a PNG for the order email
 * (mail clients do not show SVG). Server only: the web app receives the finished image.
 */
import QRCode from 'qrcode';
import { verifyPayloadCrc } from './paynow.js';

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** Refuses a payload whose CRC does not check, so a damaged payload is never drawn. */
function checked(payload: string): string {
  if (!verifyPayloadCrc(payload)) throw new Error('Not a PayNow payload with a valid CRC');
  return payload;
}

/** The payload as an SVG QR code (a string). */
export async function paynowQrSvg(payload: string): Promise<string> {
  return QRCode.toString(checked(payload), { type: 'svg', ...QR_OPTIONS });
}

/** The payload as a PNG QR code, black on white, 8 pixels a module (400 to 500 pixels square: sharp at the 200 an email shows it at, on any screen). */
export async function paynowQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(checked(payload), { type: 'png', ...QR_OPTIONS, scale: 8 });
}
