/**
 * POST /api/artwork/preflight (multipart): the server's verdict on one file at the target's size,
 * nothing stored (artwork.routes.ts). The page asks it for what it cannot read itself (PDF, AI,
 * SVG). The envelope is read as the API client reads it: an ERROR envelope is an ApiError with the
 * server's message.
 */
import type { Envelope } from '../../../shared/envelope.js';
import { ApiError } from '../../../web/lib/api-client.js';
import type { PreflightData } from '../artwork.schemas.js';
import type { PrintTarget } from '../preflight-rules.js';

export async function checkArtwork(file: File, target: PrintTarget | null): Promise<PreflightData> {
  const form = new FormData();
  if (target) {
    form.append('width_mm', String(target.width_mm));
    form.append('height_mm', String(target.height_mm));
    form.append('product_id', String(target.product_id));
    form.append('cutting_id', String(target.cutting_id));
    if (target.shape_id !== null) form.append('shape_id', String(target.shape_id));
  }
  form.append('file', file, file.name);
  const response = await fetch('/api/artwork/preflight', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, body: form });
  let body: Envelope<PreflightData>;
  try {
    body = (await response.json()) as Envelope<PreflightData>;
  } catch {
    throw new ApiError(response.status, 'The shop could not be reached. Please try again.', 'internal');
  }
  if (body.status === 'ERROR') throw new ApiError(body.code, body.message, body.error.reason, body.error.issues);
  return body.data;
}
