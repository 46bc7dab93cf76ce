/**
 * The Production view (staff): approved lines grouped by dispatch date, then material, each with
 * its print files and state; one print file; a day's files as one zip.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { Database } from '../../server/db/client.js';
import type { FileStore, FileStores, OpenedFile } from '../../server/file-store.js';
import { notFound } from '../../server/errors.js';
import { paths } from '../../shared/paths.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { formatShopDate } from '../shipping/dispatch-date.js';
import { approvedOrders, productionLines } from './production-lines.js';
import { APPROVED_STATUSES, PRODUCTION_STATE_LABELS, productionState, TO_DO_STATUSES } from './production-rules.js';
import type { PrintFileDto, ProductionDay, ProductionLineDto, ProductionView } from './production.schemas.js';
import { PRINT_FILE_KINDS, printFiles, type PrintFileKind } from './production.tables.js';

export const PRODUCTION_MESSAGES = {
  fileNotFound: 'There is no such print file.',
  noFilesThatDay: 'There are no print files for that day yet.',
} as const;

export const printFileUrl = (id: string): string => `/staff/production/files/${id}`;
export const productionZipUrl = (date: string): string => `/staff/production/days/${date}/files.zip`;

/** Every entry's date in the zip: the same day's zip is the same bytes. */
const ZIP_MTIME = new Date(Date.UTC(2026, 0, 1));

const KIND_ORDER = new Map(PRINT_FILE_KINDS.map((kind, i) => [kind, i]));
/** A folder name for the zip: the material's name without path separators. */
const folderName = (text: string): string => text.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'Other';

export class ProductionService {
  constructor(private readonly deps: { db: Database; files: FileStores; catalogue: () => Catalogue }) {}

  /** The lines dispatching on `date` (or every line not yet dispatched), by day, then material. */
  async view(date: string | null): Promise<ProductionView> {
    const { db } = this.deps;
    const list = date ? await approvedOrders(db, APPROVED_STATUSES, { date }) : await approvedOrders(db, TO_DO_STATUSES);
    const lines = await productionLines(db, this.deps.catalogue(), list);
    const files =
      list.length === 0
        ? []
        : await db
            .select({ id: printFiles.id, orderId: printFiles.order_id, position: printFiles.line_position, kind: printFiles.kind, name: printFiles.name })
            .from(printFiles)
            .where(
              inArray(
                printFiles.order_id,
                list.map((o) => o.id),
              ),
            )
            .orderBy(asc(printFiles.name));

    const days = new Map<string, ProductionDay>();
    for (const line of lines) {
      const own = files.filter((f) => f.orderId === line.order.id && f.position === line.position).sort((a, b) => (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0));
      const state = productionState(line.source, new Set<PrintFileKind>(own.map((f) => f.kind)));
      const dto: ProductionLineDto = {
        order_no: line.order.orderNo,
        order_url: `${paths.staffOrders}?${new URLSearchParams({ order: line.order.orderNo }).toString()}`,
        order_status: line.order.status,
        line: line.line,
        lines: line.lineCount,
        product: line.words.productName,
        size: line.words.size,
        material: line.words.material,
        finishing: line.words.finishing,
        quantity: line.quantity + line.bonusQuantity,
        bonus_quantity: line.bonusQuantity,
        state,
        state_label: PRODUCTION_STATE_LABELS[state],
        files: own.map((f): PrintFileDto => ({ id: f.id, kind: f.kind, name: f.name, url: printFileUrl(f.id) })),
      };
      const dayKey = line.order.dispatchDate ?? '';
      let day = days.get(dayKey);
      if (!day) {
        const d = line.order.dispatchDate;
        day = { dispatch_date: d, dispatch_date_text: d ? formatShopDate(d) : 'No dispatch date yet', zip_url: d ? productionZipUrl(d) : null, file_count: 0, materials: [] };
        days.set(dayKey, day);
      }
      day.file_count += own.length;
      let group = day.materials.find((m) => m.material === dto.material);
      if (!group) {
        group = { material: dto.material, lines: [] };
        day.materials.push(group);
      }
      group.lines.push(dto);
    }
    const sorted = [...days.values()].sort((a, b) => (a.dispatch_date ?? '9999').localeCompare(b.dispatch_date ?? '9999'));
    for (const day of sorted) day.materials.sort((a, b) => a.material.localeCompare(b.material));
    return { date, days: sorted };
  }

  /**
   * One print file (404 for an unknown id): a link signed for a few minutes when it is in the
   * bucket and S3_SIGNED_DOWNLOADS is on (the route redirects to it), else opened to stream.
   */
  async file(id: string): Promise<{ name: string; link: string } | { name: string; file: OpenedFile }> {
    const { db } = this.deps;
    const store = this.deps.files.on(db);
    const [row] = await db.select({ name: printFiles.name, key: printFiles.file_key }).from(printFiles).where(eq(printFiles.id, id));
    const info = row ? await store.info(row.key) : undefined;
    if (!row || !info) throw notFound(PRODUCTION_MESSAGES.fileNotFound);
    const link = await store.downloadLink(info, row.name);
    if (link) return { name: row.name, link };
    const file = await store.open(row.key);
    if (!file) throw notFound(PRODUCTION_MESSAGES.fileNotFound);
    return { name: row.name, file };
  }

  /**
   * The day's files as one zip, a folder per material: "Standard Vinyl/S261126-ABCD1234-L1-print.pdf"
   * (404 when there are none). Streamed: each file is read from the store and passed into the zip
   * as it goes out, never the day's files in memory at once (PDFs are compressed already: stored).
   */
  async dayZip(date: string): Promise<{ name: string; stream: Readable }> {
    const view = await this.view(date);
    const listed = view.days.flatMap((day) => day.materials.flatMap((group) => group.lines.flatMap((line) => line.files.map((file) => ({ id: file.id, path: `${folderName(group.material)}/${file.name}` })))));
    const keys =
      listed.length === 0
        ? []
        : await this.deps.db
            .select({ id: printFiles.id, key: printFiles.file_key })
            .from(printFiles)
            .where(
              inArray(
                printFiles.id,
                listed.map((file) => file.id),
              ),
            );
    const store = this.deps.files.on(this.deps.db);
    const entries: { path: string; key: string }[] = [];
    for (const file of listed) {
      const key = keys.find((row) => row.id === file.id)?.key;
      if (key && (await store.info(key))) entries.push({ path: file.path, key });
    }
    if (entries.length === 0) throw notFound(PRODUCTION_MESSAGES.noFilesThatDay);
    return { name: `print-files-${date}.zip`, stream: Readable.from(zipStream(store, entries), { objectMode: false }) };
  }
}

/** The zip's bytes as they are made: each entry's content read from the store and passed through uncompressed. */
async function* zipStream(store: FileStore, entries: readonly { path: string; key: string }[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.path);
    file.mtime = ZIP_MTIME;
    zip.add(file);
    const opened = await store.open(entry.key);
    for await (const chunk of opened?.stream ?? []) {
      file.push(chunk as Uint8Array);
      if (failure) throw failure;
      yield* ready.splice(0);
    }
    file.push(new Uint8Array(0), true);
    yield* ready.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}
