/**
 * API contract of artwork chosen before an order (the product page) and of automatic proofs
 * (issue 18), shared with the web app:
 *
 *   POST /api/artwork/uploads        multipart: file + the size and cut chosen (as the preflight's
 *                                    fields) → 201 the upload, its verdict, its proof pending;
 *                                    a refused file → 422 with the refusal, nothing stored
 *   GET  /api/artwork/uploads/:id    the upload and its proof (the visitor's own; 404 otherwise)
 *   GET  /artwork/uploads/:id/{preview-light.png,preview-dark.png,proof.pdf}
 *
 * The proof is made by the `artwork-proof` job within seconds: `proof_state` is `pending` until
 * then, `ready` with `proof`, or `failed` (the job gave up; staff see it on the desk).
 * Add to cart names the upload (`artwork_upload_id`), and the file becomes the order line's artwork.
 * The order's artwork view carries the order's automatic proofs in the same shape.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { preflightVerdictSchema, printTargetSchema } from './artwork.schemas.js';

const pointSchema = z.object({ x: z.number(), y: z.number() });

export const cutLineDtoSchema = z.object({
  /** Closed paths, mm, origin top-left of the ordered size (the trim box). */
  paths: z.array(z.array(pointSchema)),
  width_mm: z.number(),
  height_mm: z.number(),
  bounds_mm: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  border_mm: z.number(),
  /** A fixed shape's name (circle, oval, square, rectangle, rounded-rectangle); null when traced. */
  shape: z.string().nullable(),
  joined: z.enum(['union', 'hull', 'separate', 'fixed']),
});

export const sizeSuggestionSchema = z.object({
  width_mm: z.number(),
  height_mm: z.number(),
  /** "Your design is 50 × 38 mm with its border: choose 50 × 38 mm so nothing is left blank." */
  message: z.string(),
});

export const artworkProofSchema = z.object({
  id: z.string(),
  /** ready: made, waiting for staff (an order's) · released: sent to the shopper · replaced: staff sent their own instead. */
  status: z.enum(['ready', 'released', 'replaced']),
  /** The order line it is of (0-based); null for the whole order's artwork or an upload. */
  line_position: z.number().int().nullable(),
  artwork_name: z.string(),
  width_mm: z.number(),
  height_mm: z.number(),
  cut_line: cutLineDtoSchema,
  size_suggestion: sizeSuggestionSchema.nullable(),
  preview_light_url: z.string(),
  preview_dark_url: z.string(),
  proof_url: z.string(),
  created_at: z.string(),
});
export type ArtworkProofDto = z.infer<typeof artworkProofSchema>;

export const PROOF_STATES = ['pending', 'ready', 'failed'] as const;

export const artworkUploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  verdict: preflightVerdictSchema,
  target: printTargetSchema,
  proof_state: z.enum(PROOF_STATES),
  /** When the proof could not be made: what the shopper is told. */
  proof_error: z.string().nullable(),
  proof: artworkProofSchema.nullable(),
  created_at: z.string(),
});
export type ArtworkUploadDto = z.infer<typeof artworkUploadSchema>;
export const artworkUploadResponseSchema = successEnvelopeSchema(artworkUploadSchema);
export const artworkUploadParamsSchema = z.object({ id: z.uuid({ error: 'That is not an artwork upload.' }) });
