/**
 * The product page's artwork calls (issue 18, artwork-upload.schemas.ts):
 *
 * - `uploadArtworkFile`: POST /api/artwork/uploads (multipart: the file and the size and cut
 *   chosen, as the preflight's fields) → the stored upload with the server's verdict, its proof
 *   pending; a refused file is an ApiError (422) whose message says why, and nothing is stored.
 * - `useArtworkUpload`: GET /api/artwork/uploads/:id, asked again every 700 ms while its proof is
 *   being made, then no more.
 *
 * The envelope is read as the API client reads it (an ERROR envelope is an ApiError with the
 * server's message).
 */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '../../../shared/envelope.js';
import { apiGet, ApiError } from '../../../web/lib/api-client.js';
import type { PricingQueryParams } from '../../pricing/web/get-pricing.js';
import type { ArtworkUploadDto } from '../artwork-upload.schemas.js';

/** What the file is judged and proofed at: the size and cut chosen on the page. */
export interface UploadTarget {
  product_id: number;
  cutting_id: number;
  shape_id: number | null;
  width_mm: number;
  height_mm: number;
}

/** What the product page lends the section: its pricing query at another size, and setting its size. */
export interface PageSize {
  /** The page's pricing query for its configuration at another size; null when that size cannot be priced. */
  pricingAt(widthMm: number, heightMm: number): PricingQueryParams | null;
  /** Sets the page's size (the proof's suggestion). */
  onUseSize(widthMm: number, heightMm: number): void;
}

/** Every so often while the proof is being made (it takes seconds). */
export const PROOF_POLL_MS = 700;

export const artworkUploadKey = (id: string) => ['artwork-upload', id] as const;

export async function uploadArtworkFile(file: File, target: UploadTarget, signal?: AbortSignal): Promise<ArtworkUploadDto> {
  const form = new FormData();
  form.append('width_mm', String(target.width_mm));
  form.append('height_mm', String(target.height_mm));
  form.append('product_id', String(target.product_id));
  form.append('cutting_id', String(target.cutting_id));
  if (target.shape_id !== null) form.append('shape_id', String(target.shape_id));
  form.append('file', file, file.name);
  const response = await fetch('/api/artwork/uploads', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, body: form, signal });
  let body: Envelope<ArtworkUploadDto>;
  try {
    body = (await response.json()) as Envelope<ArtworkUploadDto>;
  } catch {
    throw new ApiError(response.status, 'The shop could not be reached. Please try again.', 'internal');
  }
  if (body.status === 'ERROR') throw new ApiError(body.code, body.message, body.error.reason, body.error.issues);
  return body.data;
}

/** The upload and its proof; polled while the proof is pending. */
export const useArtworkUpload = (id: string | null) =>
  useQuery({
    queryKey: artworkUploadKey(id ?? ''),
    queryFn: async ({ signal }) => (await apiGet<ArtworkUploadDto>(`/artwork/uploads/${encodeURIComponent(id ?? '')}`, {}, signal)).data,
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.proof_state === 'pending' ? PROOF_POLL_MS : false),
  });
