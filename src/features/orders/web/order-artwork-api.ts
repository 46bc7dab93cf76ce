/**
 * The web app's artwork and proof calls (order-artwork.routes.ts): the order's artwork view, the
 * shopper's upload (multipart), approve, request changes, and staff's proof upload (multipart).
 * Multipart bodies go with fetch and FormData; the envelope is read as the API client reads it.
 */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '../../../shared/envelope.js';
import { apiGet, apiSend, ApiError } from '../../../web/lib/api-client.js';
import type { OrderArtworkView } from '../order-artwork.schemas.js';

export const orderArtworkKey = (orderNo: string, staff = false) => ['order', orderNo, staff ? 'staff-artwork' : 'artwork'] as const;

export const useOrderArtwork = (orderNo: string, staff = false) =>
  useQuery({
    queryKey: orderArtworkKey(orderNo, staff),
    queryFn: async ({ signal }) => (await apiGet<OrderArtworkView>(`${staff ? '/staff' : ''}/orders/${encodeURIComponent(orderNo)}/artwork`, {}, signal)).data,
    retry: false,
  });

async function sendForm(path: string, files: readonly File[], fields: Record<string, string>, idempotencyKey?: string): Promise<OrderArtworkView> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments[]', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const response = await fetch(`/api${path}`, { method: 'POST', credentials: 'same-origin', headers, body: form });
  let body: Envelope<OrderArtworkView>;
  try {
    body = (await response.json()) as Envelope<OrderArtworkView>;
  } catch {
    throw new ApiError(response.status, 'The shop could not be reached. Please try again.', 'internal');
  }
  if (body.status === 'ERROR') throw new ApiError(body.code, body.message, body.error.reason, body.error.issues);
  return body.data;
}

/** The shopper's files for the whole order (`line` null) or one line (0-based). */
export const uploadArtwork = (orderNo: string, files: readonly File[], idempotencyKey: string, line: number | null = null) =>
  sendForm(`/orders/${encodeURIComponent(orderNo)}/artwork`, files, line === null ? {} : { line: String(line) }, idempotencyKey);

export const uploadProof = (orderNo: string, file: File, idempotencyKey: string) => sendForm(`/staff/orders/${encodeURIComponent(orderNo)}/proof`, [file], {}, idempotencyKey);

/** Staff send the automatic proofs as they are. */
export const releaseAutoProofs = async (orderNo: string, idempotencyKey: string) =>
  (await apiSend<OrderArtworkView>('POST', `/staff/orders/${encodeURIComponent(orderNo)}/auto-proofs/release`, {}, { idempotencyKey })).data;

export const approveProof = async (orderNo: string, idempotencyKey: string) =>
  (await apiSend<OrderArtworkView>('POST', `/orders/${encodeURIComponent(orderNo)}/proof/approve`, {}, { idempotencyKey })).data;

export const requestProofChanges = async (orderNo: string, message: string, idempotencyKey: string) =>
  (await apiSend<OrderArtworkView>('POST', `/orders/${encodeURIComponent(orderNo)}/proof/changes`, { message }, { idempotencyKey })).data;
