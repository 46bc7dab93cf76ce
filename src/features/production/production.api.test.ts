/**
 * Production on the real app (issue 18): an order taken through its automatic proof (uploaded,
 * proved by the artwork-proof job, released by staff, approved by the shopper) gets its print
 * files from the print-files job, once however often the job runs; the staff Production view lists
 * its lines by dispatch date and material with their files; the day's files come as one zip; nobody
 * but staff sees any of it.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { pdfText } from '../../../test/pdf-text.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from '../artwork-templates/pdf-boxes.js';
import type { OrderArtwork } from '../orders/order-artwork.js';
import { artworkProofs } from '../artwork/artwork.tables.js';
import { orders } from '../orders/orders.tables.js';
import { makePrintFiles } from './print-files-job.js';
import type { ProductionView } from './production.schemas.js';
import { printFiles } from './production.tables.js';

const QUICK_JOBS = { pollMs: 20, maintenanceSeconds: 1, stopGraceMs: 200 };

let shop: TestShop;
let staff: ReturnType<typeof testVisitor>;
let shopper: ReturnType<typeof testVisitor>;
let orderNo: string;
let orderId: string;
let dispatchDate: string;

beforeAll(async () => {
  shop = await createTestShop({ appOptions: { jobs: QUICK_JOBS, publicUrl: 'https://printshop.sg' } });
  staff = (await registeredMember(shop, { staff: true })).v;
});

afterAll(async () => {
  await shop?.close();
});

/** An order of `lines`, paid; the shopper's PNG for its first line proved automatically, released by staff and approved. */
async function approvedWithAutoProof(lines: { config: Record<string, number>; quantity: number }[], artworkMm: { width: number; height: number }, beforeApproval: (orderNo: string) => Promise<void> = async () => undefined) {
  const placed = await placeGuestOrder(shop, lines);
  const no = placed.order.order_no;
  expect((await staff.send('POST', `/api/staff/orders/${no}/payment`, { amount_cents: placed.order.total_cents })).statusCode).toBe(200);
  const form = new FormData();
  form.append('line', '0');
  const png = await pngImage(pixelsAt(artworkMm.width, 300), pixelsAt(artworkMm.height, 300), { transparent: true });
  form.append('attachments[]', new Blob([png as BlobPart]), 'sun.png');
  const uploaded = await placed.shopper.send('POST', `/api/orders/${no}/artwork`, form);
  expect(uploaded.statusCode, JSON.stringify(uploaded.body)).toBe(200);
  await expect.poll(async () => expectOk(await staff.send<OrderArtwork>('GET', `/api/staff/orders/${no}/artwork`)).auto_proof_state, { timeout: 20_000 }).toBe('ready');
  const released = await staff.send('POST', `/api/staff/orders/${no}/auto-proofs/release`, {});
  expect(released.statusCode, JSON.stringify(released.body)).toBe(200);
  await beforeApproval(no);
  expect((await placed.shopper.send('POST', `/api/orders/${no}/proof/approve`, {})).statusCode).toBe(200);
  const [row] = await shop.database.db.select({ id: orders.id, status: orders.status, dispatchDate: orders.dispatch_date }).from(orders).where(eq(orders.order_no, no));
  expect(row?.status).toBe('approved');
  return { shopper: placed.shopper, orderNo: no, orderId: row!.id, dispatchDate: row!.dispatchDate! };
}

it('an order is paid, its automatic proof released by staff and approved by the shopper', async () => {
  // Two lines: 50 × 50 mm die-cut stickers with artwork, 60 × 40 mm with none (by hand).
  const approved = await approvedWithAutoProof(
    [
      { config: DIE_CUT_50, quantity: 100 },
      { config: { ...DIE_CUT_50, width: 60, height: 40 }, quantity: 200 },
    ],
    { width: 50, height: 50 },
  );
  ({ shopper, orderNo, orderId, dispatchDate } = approved);
}, 60_000);

const fileRows = () =>
  shop.database.db
    .select({ position: printFiles.line_position, kind: printFiles.kind, name: printFiles.name })
    .from(printFiles)
    .where(eq(printFiles.order_id, orderId))
    .orderBy(printFiles.line_position, printFiles.kind);
const storedCount = async () => (await shop.database.db.select({ n: count() }).from(storedFiles).where(like(storedFiles.key, `print-files/${orderNo}/%`)))[0]?.n ?? 0;

describe('the print-files job', () => {
  it("queued with the approval, makes each line's files once, however often it runs", async () => {
    // As the orders feature does in the approval's transaction.
    await shop.database.db.transaction(async (tx) => shop.app.production.queuePrintFiles(tx, orderId));
    shop.app.production.nudge();
    await expect.poll(async () => (await fileRows()).length, { timeout: 30_000 }).toBe(3);
    const expected = [
      { position: 0, kind: 'job-sheet', name: `${orderNo}-L1-job-sheet.pdf` },
      { position: 0, kind: 'print', name: `${orderNo}-L1-print.pdf` },
      { position: 1, kind: 'job-sheet', name: `${orderNo}-L2-job-sheet.pdf` },
    ];
    expect(await fileRows()).toEqual(expected);
    expect(await storedCount()).toBe(3);

    // Two late runs at once (a retry racing a second server) and one more through the queue: nothing more.
    const handler = makePrintFiles({ database: shop.database, files: shop.app.shop.files, snapshot: () => shop.app.shop.catalogue.current(), publicUrl: 'https://printshop.sg', shopName: 'Test', drawing: shop.app.artworkProofs.drawing });
    const job = { id: 'again', payload: { orderId }, attempt: 2, attempts: 5, signal: new AbortController().signal };
    await Promise.all([handler(job), handler(job)]);
    // Even with a file gone, a second run makes just that file, and still once.
    await shop.database.db.delete(printFiles).where(and(eq(printFiles.order_id, orderId), eq(printFiles.kind, 'print')));
    await Promise.all([handler(job), handler(job)]);
    expect(await fileRows()).toEqual(expected);
    expect(await storedCount()).toBe(4); // the deleted row's content stays in stored_files; one new print PDF
  }, 60_000);
});

describe('the Production view', () => {
  it('lists the approved lines under their dispatch date and material, with their files and state', async () => {
    const view = expectOk(await staff.send<ProductionView>('GET', `/api/staff/production?date=${dispatchDate}`));
    expect(view.date).toBe(dispatchDate);
    expect(view.days).toHaveLength(1);
    const [day] = view.days;
    expect(day).toMatchObject({ dispatch_date: dispatchDate, zip_url: `/staff/production/days/${dispatchDate}/files.zip`, file_count: 3 });
    const lines = day!.materials.flatMap((group) => group.lines.map((line) => ({ ...line, group: group.material })));
    const mine = lines.filter((line) => line.order_no === orderNo);
    expect(mine.map((line) => [line.line, line.state, line.state_label, line.files.map((f) => f.kind)])).toEqual([
      [1, 'ready', 'Ready to print', ['print', 'job-sheet']],
      [2, 'by_hand', 'Artwork needs preparing by hand', ['job-sheet']],
    ]);
    expect(mine[0]).toMatchObject({ group: mine[0]!.material, size: '50 × 50 mm', quantity: 100, order_url: `/staff/orders?order=${orderNo}`, order_status: 'approved' });
    expect(mine[1]).toMatchObject({ size: '60 × 40 mm', quantity: 200 });
    expect(mine[0]!.material).not.toBe('—');

    // The print PDF: 50 × 50 mm trim, 54 × 54 mm bleed, the CutContour, the slug.
    const pdf = await staff.raw(mine[0]!.files[0]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`${orderNo}-L1-print.pdf`);
    const info = await pdfInfo(pdf.bytes);
    const [t0, t1, t2, t3] = info.boxes.TrimBox!;
    const [b0, , b2] = info.boxes.BleedBox!;
    expect(t2 - t0).toBeCloseTo(50 * POINTS_PER_MM, 1);
    expect(t3 - t1).toBeCloseTo(50 * POINTS_PER_MM, 1);
    expect(b2 - b0).toBeCloseTo(54 * POINTS_PER_MM, 1);
    expect(hasCutContourSeparation(pdf.bytes)).toBe(true);
    expect(pdfText(pdf.bytes)).toContain(`${orderNo} · line 1 · qty 100 · 50 × 50 mm`);

    // The job sheet of the line without artwork says so, and links the staff order page.
    const sheet = pdfText((await staff.raw(mine[1]!.files[0]!.url)).bytes).replace(/\s+/g, ' ');
    expect(sheet).toContain('Artwork needs preparing by hand');
    expect(sheet).toContain(`https://printshop.sg/staff/orders?order=${orderNo}`);

    // Without a date: every line not yet dispatched.
    const all = expectOk(await staff.send<ProductionView>('GET', '/api/staff/production'));
    expect(all.days.flatMap((d) => d.materials.flatMap((m) => m.lines)).filter((line) => line.order_no === orderNo)).toHaveLength(2);
    // Another day: nothing.
    expect(expectOk(await staff.send<ProductionView>('GET', '/api/staff/production?date=2020-01-01')).days).toEqual([]);
    expectClientError(await staff.send('GET', '/api/staff/production?date=tomorrow'), 422, { field: 'date', message: 'Please give the date as YYYY-MM-DD.' });
  });

  it("gives the day's files as one zip, a folder per material", async () => {
    const view = expectOk(await staff.send<ProductionView>('GET', `/api/staff/production?date=${dispatchDate}`));
    const expected = view.days[0]!.materials.flatMap((group) => group.lines.flatMap((line) => line.files.map((file) => `${group.material}/${file.name}`)));
    const zip = await staff.raw(view.days[0]!.zip_url!);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(String(zip.headers['content-disposition'])).toContain(`print-files-${dispatchDate}.zip`);
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual([...expected].sort());
    expect(Object.keys(entries)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`/${orderNo}-L1-print\\.pdf$`)), expect.stringMatching(new RegExp(`/${orderNo}-L2-job-sheet\\.pdf$`))]));
    for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expectClientError(await staff.send('GET', '/staff/production/days/2020-01-01/files.zip'), 404, { message: 'There are no print files for that day yet.' });
  });

  it('is for staff only: shoppers and strangers get the 404 of a path that is not there', async () => {
    const view = expectOk(await staff.send<ProductionView>('GET', `/api/staff/production?date=${dispatchDate}`));
    const fileUrl = view.days[0]!.materials[0]!.lines[0]!.files[0]!.url;
    const member = (await registeredMember(shop)).v;
    for (const visitor of [testVisitor(shop), shopper, member]) {
      expect((await visitor.send('GET', `/api/staff/production?date=${dispatchDate}`)).statusCode).toBe(404);
      expect((await visitor.send('GET', '/api/staff/production')).statusCode).toBe(404);
      expect((await visitor.raw(fileUrl)).statusCode).toBe(404);
      expect((await visitor.raw(view.days[0]!.zip_url!)).statusCode).toBe(404);
    }
    const routes = shop.app.staffRoutes.filter((route) => route.url.includes('production'));
    expect(new Set(routes.map((route) => route.url))).toEqual(new Set(['/api/staff/production', '/staff/production/files/:id', '/staff/production/days/:date/files.zip']));
    expect(routes.every((route) => route.roles.join() === 'production')).toBe(true);
  });
});

describe('a sticker sheet', () => {
  it('gets a gang sheet: as many copies as fit on SRA3, each with its cut path, and the count on the job sheet', async () => {
    // Before the approval queues the print files: a kiss-cut sheet's proof (PrintTarget.sheet), as the artwork-proof job makes it for sheet cuttings.
    const asSheet = async (no: string) => {
      const [proof] = await shop.database.db
        .select({ id: artworkProofs.id, target: artworkProofs.target })
        .from(artworkProofs)
        .innerJoin(orders, eq(orders.id, artworkProofs.order_id))
        .where(and(eq(orders.order_no, no), eq(artworkProofs.status, 'released')));
      await shop.database.db.update(artworkProofs).set({ target: { ...proof!.target, sheet: true } }).where(eq(artworkProofs.id, proof!.id));
    };
    const sheet = await approvedWithAutoProof([{ config: { ...DIE_CUT_50, width: 100, height: 140 }, quantity: 100 }], { width: 100, height: 140 }, asSheet);

    const handler = makePrintFiles({ database: shop.database, files: shop.app.shop.files, snapshot: () => shop.app.shop.catalogue.current(), publicUrl: 'https://printshop.sg', shopName: 'Test', drawing: shop.app.artworkProofs.drawing });
    // Whether the approval queued the job (the orders feature) or not, this run makes what is missing, once.
    await handler({ id: 'sheet', payload: { orderId: sheet.orderId }, attempt: 1, attempts: 5, signal: new AbortController().signal });
    const rows = await shop.database.db.select({ kind: printFiles.kind, id: printFiles.id }).from(printFiles).where(eq(printFiles.order_id, sheet.orderId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['gang-sheet', 'job-sheet', 'print']);

    const gang = await staff.raw(`/staff/production/files/${rows.find((r) => r.kind === 'gang-sheet')!.id}`);
    const info = await pdfInfo(gang.bytes);
    expect(info.boxes.MediaBox![2]).toBeCloseTo(320 * POINTS_PER_MM, 0);
    expect(info.boxes.MediaBox![3]).toBeCloseTo(450 * POINTS_PER_MM, 0);
    expect(hasCutContourSeparation(gang.bytes)).toBe(true);
    // 100 × 140 mm fits 8 up turned 90° (2 × 4), 6 upright.
    expect(pdfText(gang.bytes).replace(/\s+/g, ' ')).toContain(`${sheet.orderNo} · line 1 · 8 up on SRA3 (2 × 4, turned 90°) · qty 100: 13 sheets`);
    const jobSheet = pdfText((await staff.raw(`/staff/production/files/${rows.find((r) => r.kind === 'job-sheet')!.id}`)).bytes).replace(/\s+/g, ' ');
    expect(jobSheet).toContain('Gang sheet 8 up on SRA3: 13 sheets for 100');

    const view = expectOk(await staff.send<ProductionView>('GET', `/api/staff/production?date=${sheet.dispatchDate}`));
    const line = view.days.flatMap((d) => d.materials.flatMap((m) => m.lines)).find((l) => l.order_no === sheet.orderNo)!;
    expect(line.files.map((f) => f.kind)).toEqual(['print', 'job-sheet', 'gang-sheet']);
  }, 60_000);
});
