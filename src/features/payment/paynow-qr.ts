/**
 * The PayNow QR code as an SVG image, drawn on the server from a payload made by `paynow.ts`
 * (error correction M, the 4-module quiet zone scanners expect). Server only: the web app
 * receives the finished SVG.
 */
import QRCode from 'qrcode';
import { verifyPayloadCrc } from './paynow.js';

/** The payload as an SVG QR code (a string). Refuses a payload whose CRC does not check, so a damaged payload is never drawn. */
export async function paynowQrSvg(payload: string): Promise<string> {
  if (!verifyPayloadCrc(payload)) throw new Error('Not a PayNow payload with a valid CRC');
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
