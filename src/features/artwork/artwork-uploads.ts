/**
 * Artwork chosen on a product page before the order (issue 18): stored with its verdict at the
 * size then chosen, its automatic proof queued in the same transaction (the job's id is the
 * upload's, so its state can be read back). A refused file is never stored. Only the visitor who
 * uploaded a file can see it, its proof, or add it to the cart.
 *
 * And the automatic proofs as the API shows them (`proofDto`), for uploads and for orders.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { notFound } from '../../server/errors.js';
import { newStorageKey, type FileStore, type FileStores, type FileToStore, type OpenedFile } from '../../server/file-store.js';
import type { JobKind, JobQueue, JobState } from '../../server/jobs/job-queue.js';
import { artworkProofs, artworkUploads } from './artwork.tables.js';
import type { ArtworkProofSource } from './artwork-proof.js';
import { PROOF_FAILED_MESSAGE } from './artwork-proof.js';
import type { ArtworkProofDto, ArtworkUploadDto } from './artwork-upload.schemas.js';
import type { PreflightVerdict, PrintTarget } from './preflight-rules.js';

export const UPLOAD_NOT_FOUND = 'We could not find that artwork. Please choose the file again.';

type ProofRow = typeof artworkProofs.$inferSelect;
type UploadRow = typeof artworkUploads.$inferSelect;

/** An automatic proof as the API shows it; `base` is the path its files hang from. */
export function proofDto(row: ProofRow, base: string, artworkName: string, linePosition: number | null): ArtworkProofDto {
  const cut = row.cut_line;
  const suggestion = cut.sizeSuggestion;
  return {
    id: row.id,
    status: row.status,
    line_position: linePosition,
    artwork_name: artworkName,
    width_mm: row.target.print_width_mm,
    height_mm: row.target.print_height_mm,
    cut_line: {
      paths: cut.paths.map((path) => path.map((p) => ({ x: round2(p.x), y: round2(p.y) }))),
      width_mm: cut.widthMm,
      height_mm: cut.heightMm,
      bounds_mm: { x: round2(cut.boundsMm.x), y: round2(cut.boundsMm.y), width: round2(cut.boundsMm.width), height: round2(cut.boundsMm.height) },
      border_mm: cut.borderMm,
      shape: cut.shape?.kind ?? null,
      joined: cut.joined,
    },
    size_suggestion: suggestion ? { width_mm: suggestion.widthMm, height_mm: suggestion.heightMm, message: suggestion.message } : null,
    preview_light_url: `${base}/preview-light.png`,
    preview_dark_url: `${base}/preview-dark.png`,
    proof_url: `${base}/proof.pdf`,
    created_at: row.created_at.toISOString(),
  };
}

/** Hundredths of a millimetre are plenty for a page to draw the line. */
const round2 = (n: number): number => Number(n.toFixed(2));

/** The proof's state from its job's: pending while it waits or runs, failed once it gave up. */
export function proofState(proof: ProofRow | undefined, job: JobState | null): 'pending' | 'ready' | 'failed' {
  if (proof) return 'ready';
  return job === 'failed' || job === 'cancelled' ? 'failed' : 'pending';
}

export const uploadBase = (id: string): string => `/artwork/uploads/${id}`;

function uploadDto(upload: UploadRow, proof: ProofRow | undefined, state: 'pending' | 'ready' | 'failed'): ArtworkUploadDto {
  return {
    id: upload.id,
    name: upload.name,
    content_type: upload.content_type,
    size_bytes: upload.size_bytes,
    verdict: upload.preflight,
    target: upload.target,
    proof_state: state,
    proof_error: state === 'failed' ? PROOF_FAILED_MESSAGE : null,
    proof: proof ? proofDto(proof, uploadBase(upload.id), upload.name, null) : null,
    created_at: upload.created_at.toISOString(),
  };
}

export class ArtworkUploads {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly proofJob: JobKind<ArtworkProofSource>,
    private readonly files: FileStores,
  ) {}

  /**
   * Writes an upload's content, in the caller's transaction, before its row: the route writes it
   * while the preflight is still decoding the file (each takes a fraction of a second for a large
   * one), and rolls the transaction back if the verdict refuses it. Returns the storage key.
   */
  async putFile(tx: Database, visitorId: string, file: Pick<FileToStore, 'content' | 'contentType' | 'sha256'>): Promise<string> {
    const key = newStorageKey(`artwork-uploads/${visitorId}`);
    await this.files.on(tx).put({ key, ...file });
    return key;
  }

  /**
   * Records a file the preflight accepted (written by putFile) and queues its proof; in the same
   * transaction. Returns the upload as the API shows it, its proof pending.
   */
  async record(tx: Database, visitorId: string, fileKey: string, file: { name: string; contentType: string; sizeBytes: number }, target: PrintTarget, verdict: PreflightVerdict, now: Date): Promise<ArtworkUploadDto> {
    const id = randomUUID();
    const [row] = await tx
      .insert(artworkUploads)
      .values({ id, visitor_id: visitorId, file_key: fileKey, name: file.name, content_type: file.contentType, size_bytes: file.sizeBytes, target, preflight: verdict, created_at: now })
      .returning();
    if (!row) throw new Error(`artwork upload ${id} was not returned`);
    await this.jobs.send(tx, this.proofJob, { uploadId: id }, { id });
    return uploadDto(row, undefined, 'pending');
  }

  /** The visitor's upload; 404 for anyone else's or an unknown id. */
  async owned(db: Database, visitorId: string | null, id: string): Promise<UploadRow> {
    const [row] = visitorId ? await db.select().from(artworkUploads).where(and(eq(artworkUploads.id, id), eq(artworkUploads.visitor_id, visitorId))) : [];
    if (!row) throw notFound(UPLOAD_NOT_FOUND);
    return row;
  }

  async view(visitorId: string | null, id: string): Promise<ArtworkUploadDto> {
    const upload = await this.owned(this.db, visitorId, id);
    const [proof] = await this.db.select().from(artworkProofs).where(eq(artworkProofs.upload_id, id));
    return uploadDto(upload, proof, proofState(proof, proof ? null : ((await this.jobs.status(id))?.state ?? null)));
  }

  /** One of the upload's proof files, for its visitor (read as it is sent). */
  async proofFile(visitorId: string | null, id: string, which: ProofFileName): Promise<OpenedFile & { name: string }> {
    const upload = await this.owned(this.db, visitorId, id);
    const [proof] = await this.db.select().from(artworkProofs).where(eq(artworkProofs.upload_id, id));
    if (!proof) throw notFound(UPLOAD_NOT_FOUND);
    return openProofFile(this.files.on(this.db), proof, which, upload.name);
  }
}

export const PROOF_FILE_NAMES = ['preview-light.png', 'preview-dark.png', 'proof.pdf'] as const;
export type ProofFileName = (typeof PROOF_FILE_NAMES)[number];

/** A proof's file from the FileStore, opened to send, named after the artwork ("logo proof.pdf"). */
export async function openProofFile(files: FileStore, proof: ProofRow, which: ProofFileName, artworkName: string): Promise<OpenedFile & { name: string }> {
  const key = which === 'proof.pdf' ? proof.proof_key : which === 'preview-light.png' ? proof.preview_light_key : proof.preview_dark_key;
  const stored = await files.open(key);
  if (!stored) throw notFound(UPLOAD_NOT_FOUND);
  const stem = artworkName.replace(/\.[a-z0-9]+$/i, '');
  return { ...stored, name: which === 'proof.pdf' ? `${stem} proof.pdf` : `${stem} ${which}` };
}

// ---- What other features change here, on their transaction -------------------------------------

/** A guest's upload becomes the member's when the guest's cart joins theirs (cart-service.ts). */
export async function giveArtworkUpload(tx: Database, uploadId: string, fromVisitorId: string, toVisitorId: string): Promise<void> {
  await tx.update(artworkUploads).set({ visitor_id: toVisitorId }).where(and(eq(artworkUploads.id, uploadId), eq(artworkUploads.visitor_id, fromVisitorId)));
}

/** Staff sent an order's automatic proof to the shopper as it is (order-artwork.ts). */
export async function markProofReleased(tx: Database, proofId: string, at: Date): Promise<void> {
  await tx.update(artworkProofs).set({ status: 'released', released_at: at }).where(eq(artworkProofs.id, proofId));
}

/** Staff sent their own proof instead: the order's automatic proofs still waiting are replaced (order-artwork.ts). */
export async function markReadyProofsReplaced(tx: Database, orderId: string): Promise<void> {
  await tx.update(artworkProofs).set({ status: 'replaced' }).where(and(eq(artworkProofs.order_id, orderId), eq(artworkProofs.status, 'ready')));
}

