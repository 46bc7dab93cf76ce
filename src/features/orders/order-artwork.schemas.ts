/**
 * API contract of an order's artwork and proofs (issue 12, order-artwork.ts). Shared with the web app (types only).
 */
import { z } from 'zod';
import { artworkProofSchema } from '../artwork/artwork-upload.schemas.js';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { preflightVerdictSchema, printTargetSchema } from '../artwork/artwork.schemas.js';

export const orderFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['artwork', 'proof']),
  /** The order line (0-based) the artwork is for, or null for the whole order (and proofs). */
  line_position: z.number().int().nullable(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.enum(['shopper', 'staff']),
  created_at: z.string(),
  /** Downloads the file (its owner or staff). */
  url: z.string(),
  /** The artwork's preflight verdict at upload (issue 18): its warnings and what was fine; null for proofs and older files. */
  preflight: preflightVerdictSchema.nullable(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderArtworkSchema = z.object({
  order_no: z.string(),
  stage: z.enum(['awaiting_artwork', 'artwork_received', 'proof_sent', 'approved']),
  can_upload: z.boolean(),
  can_review: z.boolean(),
  /** "Please upload your file" while there is no artwork. */
  notice: z.string().nullable(),
  artwork: z.array(orderFileSchema),
  proofs: z.array(orderFileSchema),
  approved_at: z.string().nullable(),
  dispatch_date: z.string().nullable(),
  dispatch_date_text: z.string().nullable(),
  /** What each line's artwork is judged at, by position (null when its product is no longer sold): the page judges a chosen image with it. */
  targets: z.array(printTargetSchema.nullable()),
  auto_proofs: z.array(artworkProofSchema).describe("The automatic proofs of each line's latest artwork: ready (staff are checking it), released (the proof to approve) or replaced"),
  auto_proof_state: z.enum(['pending', 'ready', 'failed']).nullable().describe('pending while a proof is being made; failed when it could not be (staff prepare it by hand); null without artwork'),
});
export type OrderArtworkView = z.infer<typeof orderArtworkSchema>;
export const orderArtworkResponseSchema = successEnvelopeSchema(orderArtworkSchema);

export const proofChangesBodySchema = z.object({ message: z.string().max(10_000).optional() });
export const orderFileParamsSchema = z.object({ order_no: z.string().max(64), file_id: z.string().max(64) });

/** Documentation of the multipart bodies (the handlers read the parts themselves). */
export const artworkUploadBodyDocs = z
  .object({
    line: z.string().optional().describe('The order line (0-based position) the files are for; left out: the whole order'),
    'attachments[]': z.any().describe('Up to 4 files per line: PDF, AI, JPEG or PNG whose content matches the name, at most 25 MB each and 60 MB in all'),
  })
  .describe('multipart/form-data');
export const proofUploadBodyDocs = z.object({ 'attachments[]': z.any().describe('One PDF: the proof') }).describe('multipart/form-data');
