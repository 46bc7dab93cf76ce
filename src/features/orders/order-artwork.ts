/**
 * Artwork and proofs of an order (issue 12):
 *
 * - the shopper uploads artwork for the order or one of its lines (the quote requests' files:
 *   PDF, AI, JPEG, PNG, sniffed, at most 4 per line since the last proof), until staff evaluate it;
 * - staff upload a proof (one PDF): the artwork is evaluated ("proof sent"), and further artwork is
 *   refused with the catalogue's "Sorry, update is unavailable. …";
 * - the shopper approves the proof, or asks for changes with a message (back to "artwork received":
 *   the artwork may be updated again and staff send a new proof); once approved, both are refused
 *   with the catalogue's "Sorry, your final proof has already been approved. …".
 *
 * Artwork is preflighted as it arrives (issue 18, artwork/preflight.ts) at its item's size (or the
 * only item's, for the whole order): a file the preflight refuses (below 150 ppi, hostile, damaged)
 * refuses the upload with its message and nothing is written; the others are stored with their
 * verdict, whose warnings the artwork view returns with the file.
 *
 * Each change is one transaction: the order's row is locked, the files (FileStore) and order_files
 * rows, the order's status, its event and the email (outbox) are written together. The order's status
 * follows the artwork only once it is paid (an order awaiting payment keeps that status, so mark paid
 * still applies; `catchUpAfterPayment` moves it on when the payment is marked). The estimated
 * dispatch date is worked out again from the later of payment and approval (6 PM Singapore cut-off).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { orderFiles, orders } from './orders.tables.js';
import { artworkProofs } from '../artwork/artwork.tables.js';
import type { ArtworkProofDto } from '../artwork/artwork-upload.schemas.js';
import { markProofReleased, markReadyProofsReplaced, openProofFile, proofDto, proofState, type ProofFileName } from '../artwork/artwork-uploads.js';
import type { JobState } from '../../server/jobs/job-queue.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import { newStorageKey, type FileStores, type OpenedFile } from '../../server/file-store.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { orderTotals } from '../pricing/order-totals.js';
import { MAX_ATTACHMENTS } from '../quote-request/quote-request-rules.js';
import { preflightArtwork, targetOfConfiguration } from '../artwork/preflight.js';
import type { PreflightVerdict, PrintTarget } from '../artwork/preflight-rules.js';
import { ARTWORK_MESSAGES, artworkTarget, PROOF_MESSAGE_MAX_LENGTH, refusedArtworkMessage } from './order-artwork-rules.js';
import type { UploadedFile } from '../quote-request/quote-request-upload.js';
import type { StaffMember } from '../account/staff-access.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { formatShopDate } from '../shipping/dispatch-date.js';
import { normaliseOrderNo, ORDER_MESSAGES, orderPagePath, type OrderStatus } from './order-rules.js';
import { OrdersRepository, type OrderFileRow, type OrderRow, type OrderViewer } from './orders.repository.js';

/** The messages are the pure rules' (order-artwork-rules.ts), which the web pages share. */
export { ARTWORK_MESSAGES } from './order-artwork-rules.js';

export interface OrderFileDto {
  id: string;
  kind: 'artwork' | 'proof';
  line_position: number | null;
  name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: 'shopper' | 'staff';
  created_at: string;
  url: string;
  /** The artwork's preflight verdict at upload (issue 18); null for proofs and older files. */
  preflight: PreflightVerdict | null;
}

type ArtworkProofRow = typeof artworkProofs.$inferSelect;

export type ArtworkStage = 'awaiting_artwork' | 'artwork_received' | 'proof_sent' | 'approved';

export interface OrderArtwork {
  order_no: string;
  stage: ArtworkStage;
  /** The shopper may upload artwork now (not evaluated yet). */
  can_upload: boolean;
  /** The shopper may approve or ask for changes now (a proof is waiting). */
  can_review: boolean;
  /** "Please upload your file" while there is no artwork. */
  notice: string | null;
  artwork: OrderFileDto[];
  proofs: OrderFileDto[];
  approved_at: string | null;
  dispatch_date: string | null;
  dispatch_date_text: string | null;
  /** What each line's artwork is judged at (by position; null when its product is gone), for the page's own verdict. */
  targets: (PrintTarget | null)[];
  /** The automatic proofs of each line's latest artwork (issue 18): ready (staff are checking it), released, or replaced by staff's own. */
  auto_proofs: ArtworkProofDto[];
  /** pending while a line's latest artwork has no proof yet, failed when its job gave up, ready when all are made; null without artwork. */
  auto_proof_state: 'pending' | 'ready' | 'failed' | null;
}

export interface OrderArtworkOptions {
  db: Database;
  /** Where artwork and proofs are kept (app.shop.files). */
  files: FileStores;
  now: () => Date;
  email: EmailContext;
  snapshot: () => CatalogueSnapshot;
  /** Queues the automatic proofs of artwork files just stored (the artwork feature's job), in their transaction. */
  queueProofs: (tx: Database, orderFileIds: readonly string[]) => Promise<void>;
  /** The state of a file's proof job (its id is the file's), for "pending" or "failed"; null when unknown. Read on `db` (the caller's transaction). */
  proofJobState: (db: Database, orderFileId: string) => Promise<JobState | null>;
  /** Called in the approval's transaction: production's print files are queued with it. */
  onApproved: (tx: Database, orderId: string) => Promise<void>;
}

/** Statuses in which the order's status follows its artwork (paid and on, before production). */
const ARTWORK_PHASE: readonly OrderStatus[] = ['paid', 'artwork_received', 'proof_sent', 'approved'];

export const orderFileUrl = (orderNo: string, id: string): string => `/orders/${orderNo}/files/${id}`;

/** The later of two instants (either may be missing). */
export function laterOf(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

export class OrderArtworkService {
  constructor(private readonly options: OrderArtworkOptions) {}

  /** The order's artwork and proofs, for its owner. */
  async view(viewer: OrderViewer, rawNo: string): Promise<OrderArtwork> {
    const order = await this.owned(this.options.db, viewer, rawNo);
    return this.present(this.options.db, order);
  }

  /** Staff: any order's artwork and proofs. */
  async staffView(rawNo: string): Promise<OrderArtwork> {
    const orderNo = normaliseOrderNo(rawNo);
    const stored = orderNo ? await new OrdersRepository(this.options.db).findByNumber(orderNo) : null;
    if (!stored) throw notFound(ORDER_MESSAGES.notFound);
    return this.present(this.options.db, stored.order);
  }

  /** The shopper's artwork for the order (`line` null) or one line; in the caller's transaction. */
  async uploadArtwork(tx: Database, viewer: OrderViewer, rawNo: string, lineField: string | undefined, files: readonly UploadedFile[]): Promise<OrderArtwork> {
    const order = await this.lockOwned(tx, viewer, rawNo);
    if (order.status === 'cancelled') throw conflict(ARTWORK_MESSAGES.orderCancelled);
    if (files.length === 0) throw invalidField('attachments', ARTWORK_MESSAGES.uploadRequired);
    if (order.approved_at) throw conflict(ARTWORK_MESSAGES.alreadyApproved);
    if (order.evaluated_at) throw conflict(ARTWORK_MESSAGES.alreadyEvaluated);
    const line = await this.linePosition(tx, order, lineField);
    const existing = await this.files(tx, order.id);
    const lastProof = existing.filter((f) => f.kind === 'proof').at(-1);
    const current = existing.filter((f) => f.kind === 'artwork' && f.line_position === line && (!lastProof || f.created_at > lastProof.created_at));
    if (current.length + files.length > MAX_ATTACHMENTS) throw invalidField('attachments', ARTWORK_MESSAGES.tooManyFiles);
    // Preflight before anything is written: one refused file refuses the upload.
    const target = artworkTarget(await this.targets(tx, order), line);
    const verdicts: PreflightVerdict[] = [];
    for (const file of files) {
      const { verdict } = await preflightArtwork(file, target);
      const refusal = verdict.notes.find((note) => note.level === 'refused');
      if (refusal) throw invalidField('attachments', refusedArtworkMessage(file.name, refusal.message, files.length));
      verdicts.push(verdict);
    }
    const now = this.options.now();
    const stored: string[] = [];
    for (const [index, file] of files.entries()) stored.push(await this.store(tx, order, { kind: 'artwork', line, file, uploadedBy: 'shopper', at: now, preflight: verdicts[index] ?? null }));
    await this.options.queueProofs(tx, stored);
    const names = files.map((f) => f.name).join(', ');
    await this.advance(tx, order, 'artwork_received', 'shopper', `Artwork uploaded${line === null ? '' : ` for line ${line + 1}`}: ${names}`, now);
    return this.present(tx, await this.reload(tx, order));
  }

  /** The shopper approves the proof: "approved", the dispatch date from the later of payment and approval, the shop's email. */
  async approve(tx: Database, viewer: OrderViewer, rawNo: string): Promise<OrderArtwork> {
    const order = await this.lockOwned(tx, viewer, rawNo);
    if (order.status === 'cancelled') throw conflict(ARTWORK_MESSAGES.orderCancelled);
    if (order.approved_at) throw conflict(ARTWORK_MESSAGES.alreadyApproved);
    if (!order.evaluated_at) throw conflict(ARTWORK_MESSAGES.noProof);
    const now = this.options.now();
    await tx
      .update(orders)
      .set({ approved_at: now, dispatch_date: await this.dispatchDate(tx, order, laterOf(order.paid_at ?? now, now) ?? now), updated_at: now })
      .where(eq(orders.id, order.id));
    await this.advance(tx, order, 'approved', 'shopper', 'Proof approved', now);
    await queueEmail(tx, this.shopEmail(order, 'approved', ''), this.options.email);
    await this.options.onApproved(tx, order.id);
    return this.present(tx, await this.reload(tx, order));
  }

  /** The shopper asks for changes: back to "artwork received" (the artwork may be updated again), the shop's email with the message. */
  async requestChanges(tx: Database, viewer: OrderViewer, rawNo: string, rawMessage: string | undefined): Promise<OrderArtwork> {
    const message = (rawMessage ?? '').trim();
    if (message === '') throw invalidField('message', ARTWORK_MESSAGES.messageRequired);
    if (message.length > PROOF_MESSAGE_MAX_LENGTH) throw invalidField('message', ARTWORK_MESSAGES.messageTooLong);
    const order = await this.lockOwned(tx, viewer, rawNo);
    if (order.status === 'cancelled') throw conflict(ARTWORK_MESSAGES.orderCancelled);
    if (order.approved_at) throw conflict(ARTWORK_MESSAGES.alreadyApproved);
    if (!order.evaluated_at) throw conflict(ARTWORK_MESSAGES.noProof);
    const now = this.options.now();
    await tx.update(orders).set({ evaluated_at: null, updated_at: now }).where(eq(orders.id, order.id));
    await this.advance(tx, order, 'artwork_received', 'shopper', `Changes requested: ${message}`, now, true);
    await queueEmail(tx, this.shopEmail(order, 'changes_requested', message), this.options.email);
    return this.present(tx, await this.reload(tx, order));
  }

  /** Staff upload the proof (one PDF): the artwork is evaluated, "proof sent", the shopper's "proof ready" email. */
  async uploadProof(tx: Database, staff: StaffMember, rawNo: string, files: readonly UploadedFile[], requestId?: string): Promise<OrderArtwork> {
    const [file] = files;
    if (!file || files.length !== 1 || file.contentType !== 'application/pdf') throw invalidField('attachments', ARTWORK_MESSAGES.proofOnePdf);
    const orderNo = normaliseOrderNo(rawNo);
    const order = orderNo ? await new OrdersRepository(tx).lockByNumber(orderNo) : null;
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled') throw conflict(ARTWORK_MESSAGES.orderCancelled);
    if (order.approved_at) throw conflict(ARTWORK_MESSAGES.alreadyApproved);
    if (!order.paid_at && !(await this.files(tx, order.id)).some((f) => f.kind === 'artwork')) throw conflict(ARTWORK_MESSAGES.proofNeedsArtwork);
    const now = this.options.now();
    const actor = `staff:${staff.email}`;
    await this.store(tx, order, { kind: 'proof', line: null, file, uploadedBy: actor, at: now, preflight: null });
    // Staff's own proof replaces the automatic ones waiting for them.
    await markReadyProofsReplaced(tx, order.id);
    await recordStaffChange(tx, { by: staff, action: 'order.proof_upload', subject: { type: 'order', id: order.order_no }, summary: `Proof uploaded: ${file.name}`, after: { proof: file.name, size_bytes: file.size }, requestId }, now);
    return this.sendProof(tx, order, actor, `Proof uploaded: ${file.name}`, now);
  }

  /**
   * Staff release the automatic proofs as they are (issue 18): each line's latest artwork must
   * have its proof made; each proof PDF becomes the line's proof (the same stored file), and the
   * shopper is asked to approve as with a proof staff upload.
   */
  async releaseAutoProofs(tx: Database, staff: StaffMember, rawNo: string, requestId?: string): Promise<OrderArtwork> {
    const orderNo = normaliseOrderNo(rawNo);
    const order = orderNo ? await new OrdersRepository(tx).lockByNumber(orderNo) : null;
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled') throw conflict(ARTWORK_MESSAGES.orderCancelled);
    if (order.approved_at) throw conflict(ARTWORK_MESSAGES.alreadyApproved);
    if (order.evaluated_at) throw conflict(AUTO_PROOF_MESSAGES.alreadySent);
    const latest = latestArtworkPerLine(await this.files(tx, order.id));
    if (latest.length === 0) throw conflict(AUTO_PROOF_MESSAGES.noArtwork);
    const proofs = await this.proofsOf(tx, latest.map((file) => file.id));
    const now = this.options.now();
    const actor = `staff:${staff.email}`;
    await recordStaffChange(tx, { by: staff, action: 'order.proof_release', subject: { type: 'order', id: order.order_no }, summary: `Automatic proof released for ${latest.length === 1 ? '1 line' : `${latest.length} lines`}`, after: { lines: latest.map((f) => (f.line_position ?? 0) + 1) }, requestId }, now);
    for (const file of latest) {
      const proof = proofs.get(file.id);
      if (!proof || proof.status !== 'ready') throw conflict(AUTO_PROOF_MESSAGES.notReady((file.line_position ?? 0) + 1));
      await tx.insert(orderFiles).values({
        id: randomUUID(),
        order_id: order.id,
        line_position: file.line_position,
        kind: 'proof',
        file_key: proof.proof_key,
        name: autoProofName(order.order_no, file.line_position),
        content_type: 'application/pdf',
        size_bytes: (await this.options.files.on(tx).info(proof.proof_key))?.sizeBytes ?? 0,
        uploaded_by: actor,
        created_at: now,
      });
      await markProofReleased(tx, proof.id, now);
    }
    return this.sendProof(tx, order, actor, `Automatic proof released${latest.length > 1 ? `: ${latest.length} lines` : ''}`, now);
  }

  /** The proof is with the shopper: the artwork is evaluated, "proof sent", the shopper's "proof ready" email. */
  private async sendProof(tx: Database, order: OrderRow, actor: string, note: string, now: Date): Promise<OrderArtwork> {
    await tx.update(orders).set({ evaluated_at: now, updated_at: now }).where(eq(orders.id, order.id));
    await this.advance(tx, order, 'proof_sent', actor, note, now);
    await queueEmail(
      tx,
      { kind: 'order-proof', to: order.email, firstName: order.first_name, orderNo: order.order_no, orderUrl: this.orderUrl(order), event: 'proof_ready', message: '' },
      this.options.email,
    );
    return this.present(tx, await this.reload(tx, order));
  }

  /** The automatic proofs of these order files, by file id. */
  private async proofsOf(db: Database, fileIds: readonly string[]): Promise<Map<string, ArtworkProofRow>> {
    if (fileIds.length === 0) return new Map();
    const rows = await db.select().from(artworkProofs).where(inArray(artworkProofs.order_file_id, [...fileIds]));
    return new Map(rows.map((row) => [row.order_file_id ?? '', row]));
  }

  /** One of an automatic proof's files (its previews or PDF), for the order's owner or staff. */
  async autoProofFile(viewer: OrderViewer, isStaff: boolean, rawNo: string, proofId: string, which: ProofFileName): Promise<OpenedFile & { name: string }> {
    const db = this.options.db;
    const orderNo = normaliseOrderNo(rawNo);
    const repository = new OrdersRepository(db);
    const stored = orderNo ? await (isStaff ? repository.findByNumber(orderNo) : repository.findForViewer(orderNo, viewer)) : null;
    if (!stored) throw notFound(ARTWORK_MESSAGES.fileNotFound);
    const [row] = await db
      .select({ proof: artworkProofs, name: orderFiles.name })
      .from(artworkProofs)
      .innerJoin(orderFiles, eq(orderFiles.id, artworkProofs.order_file_id))
      .where(and(eq(artworkProofs.id, proofId), eq(artworkProofs.order_id, stored.order.id)));
    if (!row) throw notFound(ARTWORK_MESSAGES.fileNotFound);
    return openProofFile(this.options.files.on(db), row.proof, which, row.name);
  }

  /**
   * Called in mark paid's transaction: an order whose artwork moved on while it awaited payment
   * takes the artwork's status, and an approved one its dispatch date from the payment.
   */
  async catchUpAfterPayment(tx: Database, orderId: string, now: Date): Promise<void> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== 'paid') return;
    const stage = stageOf(order, await this.files(tx, order.id));
    if (stage !== 'awaiting_artwork') await this.advance(tx, order, stage, 'system', 'Artwork already in hand when the payment arrived', now);
    if (order.approved_at && order.paid_at) {
      await tx
        .update(orders)
        .set({ dispatch_date: await this.dispatchDate(tx, order, laterOf(order.paid_at, order.approved_at) ?? now) })
        .where(eq(orders.id, order.id));
    }
  }

  /** One file, for its order's owner or staff: opened to send (read as it is sent), with its name and type. */
  async file(viewer: OrderViewer, isStaff: boolean, rawNo: string, fileId: string): Promise<{ name: string; contentType: string; file: OpenedFile }> {
    const db = this.options.db;
    const orderNo = normaliseOrderNo(rawNo);
    const repository = new OrdersRepository(db);
    const stored = orderNo ? await (isStaff ? repository.findByNumber(orderNo) : repository.findForViewer(orderNo, viewer)) : null;
    if (!stored || !/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound(ARTWORK_MESSAGES.fileNotFound);
    const [row] = await db
      .select()
      .from(orderFiles)
      .where(and(eq(orderFiles.id, fileId), eq(orderFiles.order_id, stored.order.id)));
    const file = row ? await this.options.files.on(db).open(row.file_key) : undefined;
    if (!row || !file) throw notFound(ARTWORK_MESSAGES.fileNotFound);
    return { name: row.name, contentType: row.content_type, file };
  }

  // ---- Helpers ----

  private async owned(db: Database, viewer: OrderViewer, rawNo: string): Promise<OrderRow> {
    const orderNo = normaliseOrderNo(rawNo);
    const stored = orderNo ? await new OrdersRepository(db).findForViewer(orderNo, viewer) : null;
    if (!stored) throw notFound(ORDER_MESSAGES.notFound);
    return stored.order;
  }

  /** The viewer's order, its row locked until the transaction ends (404 for anyone else's). */
  private async lockOwned(tx: Database, viewer: OrderViewer, rawNo: string): Promise<OrderRow> {
    const owned = await this.owned(tx, viewer, rawNo);
    const locked = await new OrdersRepository(tx).lockByNumber(owned.order_no);
    if (!locked) throw notFound(ORDER_MESSAGES.notFound);
    return locked;
  }

  private async reload(tx: Database, order: OrderRow): Promise<OrderRow> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  private async linePosition(tx: Database, order: OrderRow, field: string | undefined): Promise<number | null> {
    const text = (field ?? '').trim();
    if (text === '') return null;
    const stored = await new OrdersRepository(tx).findByNumber(order.order_no);
    const position = /^\d{1,4}$/.test(text) ? Number(text) : -1;
    if (!stored?.lines.some((line) => line.position === position)) throw invalidField('line', ARTWORK_MESSAGES.lineUnknown);
    return position;
  }

  private files(db: Database, orderId: string): Promise<OrderFileRow[]> {
    return new OrdersRepository(db).files(orderId);
  }

  /** What each line's artwork is judged at, by position (the catalogue's product, the line's cutting, shape and size). */
  private async targets(db: Database, order: OrderRow): Promise<(PrintTarget | null)[]> {
    const stored = await new OrdersRepository(db).findByNumber(order.order_no);
    const catalogue = this.options.snapshot().catalogue;
    return (stored?.lines ?? []).map((line) => targetOfConfiguration(line.configuration, catalogue));
  }

  private async store(
    tx: Database,
    order: OrderRow,
    input: { kind: 'artwork' | 'proof'; line: number | null; file: UploadedFile; uploadedBy: string; at: Date; preflight: PreflightVerdict | null },
  ): Promise<string> {
    const id = randomUUID();
    const key = newStorageKey(`orders/${order.order_no}/${input.kind}`);
    await this.options.files.on(tx).put({ key, content: input.file.content.stream(), contentType: input.file.contentType, sha256: input.file.sha256 });
    await tx.insert(orderFiles).values({
      id,
      order_id: order.id,
      line_position: input.line,
      kind: input.kind,
      file_key: key,
      name: input.file.name,
      content_type: input.file.contentType,
      size_bytes: input.file.size,
      uploaded_by: input.uploadedBy,
      created_at: input.at,
      preflight: input.preflight,
    });
    return id;
  }

  /**
   * Moves a paid order's status to `to` with an event (forward, or back from "proof sent" to
   * "artwork received" when `back`). An order awaiting payment keeps its status: mark paid catches up.
   */
  private async advance(tx: Database, order: OrderRow, to: OrderStatus, actor: string, note: string, at: Date, back = false): Promise<void> {
    const from = order.status as OrderStatus;
    if (!ARTWORK_PHASE.includes(from)) return;
    if (!back && ARTWORK_PHASE.indexOf(to) < ARTWORK_PHASE.indexOf(from)) return;
    await new OrdersRepository(tx).recordChange(order, { status: to }, { status: to, actor, note, at });
  }

  /** The estimated dispatch date for production starting from `from` (the order's lines and shipping method). */
  private async dispatchDate(tx: Database, order: OrderRow, from: Date): Promise<string | null> {
    const stored = await new OrdersRepository(tx).findByNumber(order.order_no);
    const lines = (stored?.lines ?? []).map((line) => ({ productId: line.product_id, quantity: line.quantity, totalCents: line.total_cents }));
    return orderTotals(this.options.snapshot(), lines, from, order.shipping_method).dispatchDate ?? order.dispatch_date;
  }

  private orderUrl(order: OrderRow): string {
    return `${this.options.email.publicUrl}${orderPagePath(order.order_no)}`;
  }

  private shopEmail(order: OrderRow, event: 'approved' | 'changes_requested', message: string) {
    return {
      kind: 'order-proof' as const,
      to: this.options.email.shop.email,
      firstName: 'team',
      orderNo: order.order_no,
      orderUrl: `${this.options.email.publicUrl}/staff/orders?order=${order.order_no}`,
      event,
      message,
    };
  }

  private async present(db: Database, order: OrderRow): Promise<OrderArtwork> {
    const rows = await this.files(db, order.id);
    const dto = (row: OrderFileRow): OrderFileDto => ({
      id: row.id,
      kind: row.kind === 'proof' ? 'proof' : 'artwork',
      line_position: row.line_position,
      name: row.name,
      content_type: row.content_type,
      size_bytes: row.size_bytes,
      uploaded_by: row.uploaded_by === 'shopper' ? 'shopper' : 'staff',
      created_at: row.created_at.toISOString(),
      url: orderFileUrl(order.order_no, row.id),
      preflight: row.preflight ?? null,
    });
    const artwork = rows.filter((r) => r.kind === 'artwork').map(dto);
    const proofs = rows.filter((r) => r.kind === 'proof').map(dto);
    const stage = stageOf(order, rows);
    return {
      order_no: order.order_no,
      stage,
      can_upload: !order.evaluated_at && !order.approved_at,
      can_review: order.evaluated_at !== null && order.approved_at === null,
      notice: artwork.length === 0 ? ARTWORK_MESSAGES.uploadRequired : null,
      artwork,
      proofs,
      approved_at: order.approved_at?.toISOString() ?? null,
      dispatch_date: order.dispatch_date,
      dispatch_date_text: order.dispatch_date ? formatShopDate(order.dispatch_date) : null,
      targets: await this.targets(db, order),
      ...(await this.autoProofs(db, order, rows)),
    };
  }

  /** The automatic proofs of each line's latest artwork, and where they stand. */
  private async autoProofs(db: Database, order: OrderRow, rows: readonly OrderFileRow[]): Promise<Pick<OrderArtwork, 'auto_proofs' | 'auto_proof_state'>> {
    const latest = latestArtworkPerLine(rows);
    if (latest.length === 0) return { auto_proofs: [], auto_proof_state: null };
    const proofs = await this.proofsOf(db, latest.map((file) => file.id));
    const states = await Promise.all(latest.map(async (file) => proofState(proofs.get(file.id), proofs.has(file.id) ? null : await this.options.proofJobState(db, file.id))));
    const autoProofs = latest.flatMap((file) => {
      const proof = proofs.get(file.id);
      return proof ? [proofDto(proof, autoProofBase(order.order_no, proof.id), file.name, file.line_position)] : [];
    });
    const state = states.includes('pending') ? 'pending' : states.includes('failed') ? 'failed' : 'ready';
    return { auto_proofs: autoProofs, auto_proof_state: state };
  }
}

/** Where an order's automatic proof's files are served. */
export const autoProofBase = (orderNo: string, proofId: string): string => `/orders/${orderNo}/auto-proofs/${proofId}`;

/** What the released proof is called in the order's files. */
const autoProofName = (orderNo: string, line: number | null): string => `${orderNo}${line === null ? '' : `-L${line + 1}`} proof.pdf`;

/** Each line's latest artwork file (the whole order's, line null, counts as line 1's). */
export function latestArtworkPerLine<File extends Pick<OrderFileRow, 'kind' | 'line_position' | 'seq'>>(files: readonly File[]): File[] {
  const latest = new Map<number, File>();
  for (const file of files) {
    if (file.kind !== 'artwork') continue;
    const line = file.line_position ?? 0;
    const seen = latest.get(line);
    if (!seen || file.seq > seen.seq) latest.set(line, file);
  }
  return [...latest.entries()].sort(([a], [b]) => a - b).map(([, file]) => file);
}

export const AUTO_PROOF_MESSAGES = {
  notReady: (line: number) => `The automatic proof of line ${line} is not ready yet. Release it once it has been made, or upload your own proof.`,
  alreadySent: 'A proof has already been sent to the customer for this artwork.',
  noArtwork: 'There is no artwork to proof yet: the automatic proof is made once the customer uploads it.',
} as const;

/** Where the artwork stands, from the order's row and files. */
export function stageOf(order: Pick<OrderRow, 'approved_at' | 'evaluated_at'>, files: readonly Pick<OrderFileRow, 'kind'>[]): ArtworkStage {
  if (order.approved_at) return 'approved';
  if (order.evaluated_at) return 'proof_sent';
  return files.some((f) => f.kind === 'artwork') ? 'artwork_received' : 'awaiting_artwork';
}

const conflict = (message: string): ShopError => new ShopError(409, 'conflict', message);
