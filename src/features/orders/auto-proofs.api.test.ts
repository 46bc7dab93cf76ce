/**
 * The automatic proof on the real app (issue 18): artwork chosen on the product page is checked,
 * stored and proved within seconds by the `artwork-proof` job; it travels with the cart line into
 * the order, whose own automatic proof staff release to the shopper, who approves it. A refused
 * file stores nothing; only its visitor sees an upload; the job retried after a server dies, or
 * run twice at once, leaves one proof.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { ageJob } from '../../../test/jobs.js';
import { DIE_CUT_50, guestCheckoutBody, guestEmail, registeredMember, verifiedEmailToken } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../server/app.js';
import { storedFiles } from '../../server/db/server.tables.js';
import { hasCutContourSeparation, pdfInfo, POINTS_PER_MM } from '../artwork-templates/pdf-boxes.js';
import type { Cart } from '../cart/cart.schemas.js';
import type { Order } from './orders.schemas.js';
import type { OrderArtwork } from './order-artwork.js';
import { artworkProofs, artworkUploads } from '../artwork/artwork.tables.js';
import type { ArtworkUploadDto } from '../artwork/artwork-upload.schemas.js';
import { CUT_LINE_SETTINGS } from '../artwork/cut-line.js';
import { makeArtworkProof } from '../artwork/artwork-proof.js';
import type { FailedJobDto } from './staff-jobs.js';

const QUICK_JOBS = { pollMs: 20, maintenanceSeconds: 1, stopGraceMs: 200 };
const NO_RATE_LIMITS = { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 0 };

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ appOptions: { jobs: QUICK_JOBS } });
});
afterAll(async () => {
  await shop?.close();
});

/** Standard vinyl stickers die cut to the design's outline (Custom Shape), 50 × 50 mm: as CUSTOM_50 orders them. */
const CONTOUR_50 = { product_id: '5', cutting_id: '1', shape_id: '5', width_mm: '50', height_mm: '50' };
const CUSTOM_50 = { ...DIE_CUT_50, shape_id: 5 };
const SIDE_300_PPI = pixelsAt(50, 300);

function uploadForm(name: string, bytes: Uint8Array, fields: Record<string, string> = CONTOUR_50): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', new Blob([bytes as BlobPart]), name);
  return data;
}

type Visitor = ReturnType<typeof testVisitor>;

async function uploadCircle(visitor: Visitor): Promise<ArtworkUploadDto> {
  const answer = await visitor.send<ArtworkUploadDto>('POST', '/api/artwork/uploads', uploadForm('sun.png', await pngImage(SIDE_300_PPI, SIDE_300_PPI, { transparent: true })));
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function proofReady(visitor: Visitor, id: string): Promise<ArtworkUploadDto> {
  await expect.poll(async () => expectOk(await visitor.send<ArtworkUploadDto>('GET', `/api/artwork/uploads/${id}`)).proof_state, { timeout: 20_000 }).toBe('ready');
  return expectOk(await visitor.send<ArtworkUploadDto>('GET', `/api/artwork/uploads/${id}`));
}

/** The area of a closed polygon (shoelace). */
const areaOf = (path: readonly { x: number; y: number }[]): number =>
  Math.abs(path.reduce((sum, p, i) => { const q = path[(i + 1) % path.length]!; return sum + p.x * q.y - q.x * p.y; }, 0)) / 2;

async function rowCounts() {
  const [files] = await shop.database.db.select({ n: count() }).from(storedFiles);
  const [uploads] = await shop.database.db.select({ n: count() }).from(artworkUploads);
  return { files: files?.n ?? 0, uploads: uploads?.n ?? 0 };
}

describe('artwork chosen on the product page', () => {
  it('is checked at once and proved within seconds: the traced cut line, its previews and the proof PDF', async () => {
    const visitor = testVisitor(shop);
    const upload = await uploadCircle(visitor);
    expect(upload.verdict.level).toBe('ok');
    expect(upload.target).toMatchObject({ width_mm: 50, height_mm: 50, contour_cut: true });
    expect(['pending', 'ready']).toContain(upload.proof_state);

    const ready = await proofReady(visitor, upload.id);
    const proof = ready.proof!;
    expect(proof.cut_line.border_mm).toBe(CUT_LINE_SETTINGS.borderMm);
    expect(proof.cut_line.paths).toHaveLength(1);
    // The disc fills the 50 mm square (less its 1 px margin), offset by the 1.5 mm border.
    const radius = 25 * (SIDE_300_PPI / 2 - 1) / (SIDE_300_PPI / 2) + CUT_LINE_SETTINGS.borderMm;
    expect(areaOf(proof.cut_line.paths[0]!) / (Math.PI * radius ** 2)).toBeGreaterThan(0.98);
    expect(areaOf(proof.cut_line.paths[0]!) / (Math.PI * radius ** 2)).toBeLessThan(1.02);

    const light = await visitor.raw(proof.preview_light_url);
    expect(light.statusCode).toBe(200);
    expect(light.headers['content-type']).toBe('image/png');
    const dark = await visitor.raw(proof.preview_dark_url);
    expect(dark.bytes.equals(light.bytes)).toBe(false);
    const pdf = await visitor.raw(proof.proof_url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(hasCutContourSeparation(pdf.bytes)).toBe(true);
    const info = await pdfInfo(pdf.bytes);
    const [t0, t1, t2, t3] = info.boxes.TrimBox!;
    expect(t2 - t0).toBeCloseTo(50 * POINTS_PER_MM, 1);
    expect(t3 - t1).toBeCloseTo(50 * POINTS_PER_MM, 1);

    // Nobody else sees it.
    const stranger = testVisitor(shop);
    expectClientError(await stranger.send('GET', `/api/artwork/uploads/${upload.id}`), 404, { message: 'We could not find that artwork. Please choose the file again.' });
    expect((await stranger.raw(proof.preview_light_url)).statusCode).toBe(404);
  });

  it('that cannot print well is refused with the reason and the fix, and nothing is stored', async () => {
    const before = await rowCounts();
    const side = pixelsAt(50, 72);
    const answer = await testVisitor(shop).send('POST', '/api/artwork/uploads', uploadForm('logo.png', await pngImage(side, side, { transparent: true })));
    expectClientError(answer, 422, {
      field: 'file',
      message: 'At 50 × 50 mm this image prints at 72 ppi and will look blurry: upload one at least 591 × 591 px (300 ppi), or choose a smaller size.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('needs the size it will be printed at', async () => {
    const answer = await testVisitor(shop).send('POST', '/api/artwork/uploads', uploadForm('sun.png', await pngImage(600, 600, { transparent: true }), {}));
    expectClientError(answer, 422, { message: 'Please choose the size before you upload your artwork: we check it at the size you order.' });
  });
});

describe('from the cart to the approved proof', () => {
  it('the file travels with its cart line into the order; its automatic proof is released by staff and approved by the shopper', async () => {
    const shopper = testVisitor(shop);
    const upload = await uploadCircle(shopper);

    // Not at another size, not someone else's.
    expectClientError(await shopper.send('POST', '/api/cart/items', { ...CUSTOM_50, width: 60, height: 60, quantity: 100, artwork_upload_id: upload.id }), 422, { field: 'artwork_upload_id' });
    expectClientError(await testVisitor(shop).send('POST', '/api/cart/items', { ...CUSTOM_50, quantity: 100, artwork_upload_id: upload.id }), 422, {
      message: 'We could not find that artwork. Please choose the file again.',
    });

    // Two adds of the same configuration: the one with artwork is a line of its own.
    expect((await shopper.send('POST', '/api/cart/items', { ...CUSTOM_50, quantity: 100 })).statusCode).toBe(201);
    const added = await shopper.send<Cart>('POST', '/api/cart/items', { ...CUSTOM_50, quantity: 100, artwork_upload_id: upload.id });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.items).toHaveLength(2);
    expect(added.body.data.items.map((line) => line.artwork_upload?.name ?? null)).toEqual([null, 'sun.png']);

    const email = guestEmail();
    const token = await verifiedEmailToken(shop, shopper, email);
    const placed = await shopper.send<Order>('POST', '/api/checkout', { ...guestCheckoutBody(email), email_token: token, expected_total_cents: added.body.data.total_cents });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const orderNo = placed.body.data.order_no;

    const view = async () => expectOk(await shopper.send<OrderArtwork>('GET', `/api/orders/${orderNo}/artwork`));
    const first = await view();
    expect(first.artwork.map((file) => [file.name, file.line_position])).toEqual([['sun.png', 1]]);
    expect(first.artwork[0]!.preflight?.level).toBe('ok');
    await expect.poll(async () => (await view()).auto_proof_state, { timeout: 20_000 }).toBe('ready');
    const waiting = await view();
    expect(waiting.auto_proofs).toHaveLength(1);
    expect(waiting.auto_proofs[0]).toMatchObject({ status: 'ready', line_position: 1, artwork_name: 'sun.png' });
    expect(waiting.can_review).toBe(false);
    const orderPdf = await shopper.raw(waiting.auto_proofs[0]!.proof_url);
    expect(orderPdf.statusCode).toBe(200);
    expect(hasCutContourSeparation(orderPdf.bytes)).toBe(true);

    // Staff release it as it is: the shopper's proof to approve, emailed.
    const { v: staff } = await registeredMember(shop, { staff: true });
    const released = await staff.send<OrderArtwork>('POST', `/api/staff/orders/${orderNo}/auto-proofs/release`, {});
    expect(released.statusCode, JSON.stringify(released.body)).toBe(200);
    const sent = await view();
    expect(sent.stage).toBe('proof_sent');
    expect(sent.can_review).toBe(true);
    expect(sent.auto_proofs[0]!.status).toBe('released');
    expect(sent.proofs.map((file) => [file.name, file.line_position])).toEqual([[`${orderNo}-L2 proof.pdf`, 1]]);
    // The proof in the order's files is the automatic proof's PDF itself.
    expect((await shopper.raw(sent.proofs[0]!.url)).bytes.equals(orderPdf.bytes)).toBe(true);
    // Released once: again is refused.
    expectClientError(await staff.send('POST', `/api/staff/orders/${orderNo}/auto-proofs/release`, {}), 409, { message: 'A proof has already been sent to the customer for this artwork.' });

    expect((await shopper.send('POST', `/api/orders/${orderNo}/proof/approve`, {})).statusCode).toBe(200);
    expect((await view()).stage).toBe('approved');
  });

  it('staff cannot release a proof that is not made yet, and their own proof replaces the automatic one', async () => {
    const shopper = testVisitor(shop);
    const cart = (await shopper.send<Cart>('POST', '/api/cart/items', { ...DIE_CUT_50, quantity: 100 })).body.data;
    const email = guestEmail();
    const token = await verifiedEmailToken(shop, shopper, email);
    const placed = await shopper.send<Order>('POST', '/api/checkout', { ...guestCheckoutBody(email), email_token: token, expected_total_cents: cart.total_cents });
    const orderNo = placed.body.data.order_no;
    const { v: staff } = await registeredMember(shop, { staff: true });
    expectClientError(await staff.send('POST', `/api/staff/orders/${orderNo}/auto-proofs/release`, {}), 409, { message: 'There is no artwork to proof yet: the automatic proof is made once the customer uploads it.' });

    const form = new FormData();
    form.append('attachments[]', new Blob([(await pngImage(SIDE_300_PPI, SIDE_300_PPI, { transparent: true })) as BlobPart]), 'moon.png');
    expect((await shopper.send('POST', `/api/orders/${orderNo}/artwork`, form)).statusCode).toBe(200);
    await expect.poll(async () => expectOk(await staff.send<OrderArtwork>('GET', `/api/staff/orders/${orderNo}/artwork`)).auto_proof_state, { timeout: 20_000 }).toBe('ready');

    const own = new FormData();
    own.append('attachments[]', new Blob([(await shopper.raw(expectOk(await shopper.send<OrderArtwork>('GET', `/api/orders/${orderNo}/artwork`)).auto_proofs[0]!.proof_url)).bytes as BlobPart]), 'our proof.pdf');
    expect((await staff.send('POST', `/api/staff/orders/${orderNo}/proof`, own)).statusCode).toBe(200);
    const after = expectOk(await shopper.send<OrderArtwork>('GET', `/api/orders/${orderNo}/artwork`));
    expect(after.auto_proofs[0]!.status).toBe('replaced');
    expect(after.proofs.map((file) => file.name)).toEqual(['our proof.pdf']);
  });
});

describe('the proof job', () => {
  it('run twice at once leaves one proof', async () => {
    const visitor = testVisitor(shop);
    const upload = await uploadCircle(visitor);
    await proofReady(visitor, upload.id);
    const [before] = await shop.database.db.select({ n: count() }).from(storedFiles);
    // Two late runs of the same job (a retry racing a slow first attempt) make nothing more.
    const handler = makeArtworkProof({ database: shop.database, files: shop.app.shop.files, snapshot: () => shop.app.shop.catalogue.current(), shopName: 'Test', orderFiles: () => null, drawing: shop.app.artworkProofs.drawing });
    const job = { id: upload.id, payload: { uploadId: upload.id }, attempt: 2, attempts: 3, signal: new AbortController().signal };
    await Promise.all([handler(job), handler(job)]);
    expect(await shop.database.db.select({ n: count() }).from(artworkProofs).where(eq(artworkProofs.upload_id, upload.id))).toEqual([{ n: 1 }]);
    expect(await shop.database.db.select({ n: count() }).from(storedFiles)).toEqual([before]);
  });

  it('taken by a server that is killed mid-render is retried by another once it expires, and one proof results', async () => {
    const database = await createTestDatabase();
    // Server A takes uploads but (for this test) runs no jobs; B is the server that stays alive.
    const serverA = await buildApp({ database, now: () => DEFAULT_TEST_NOW, validateResponses: true, rateLimits: NO_RATE_LIMITS, jobs: { ...QUICK_JOBS, concurrency: 0, maintenanceSeconds: 3600 } });
    await serverA.ready();
    try {
      const visitor = testVisitor({ app: serverA, database, setNow: () => undefined, close: async () => undefined });
      const upload = await uploadCircle(visitor);
      // A's worker claims the job (as pg-boss's fetch does) and the process dies mid-render: the job stays active.
      await database.executeSql(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1 AND state = 'created'`, [upload.id]);
      const serverB = await buildApp({ database, now: () => DEFAULT_TEST_NOW, validateResponses: true, rateLimits: NO_RATE_LIMITS, jobs: QUICK_JOBS });
      await serverB.ready();
      try {
        expect((await serverB.jobs.status(upload.id))?.state).toBe('active');
        await ageJob(database, upload.id, 121);
        await expect.poll(async () => (await serverB.jobs.status(upload.id))?.state, { timeout: 20_000 }).toBe('completed');
        expect(await serverB.jobs.status(upload.id)).toMatchObject({ attemptsStarted: 2 });
        expect(await database.db.select({ n: count() }).from(artworkProofs).where(eq(artworkProofs.upload_id, upload.id))).toEqual([{ n: 1 }]);
        expect(expectOk(await visitor.send<ArtworkUploadDto>('GET', `/api/artwork/uploads/${upload.id}`)).proof_state).toBe('ready');
      } finally {
        await serverB.close();
      }
    } finally {
      await serverA.close();
      await database.close();
    }
  });
});

describe('failed background work on the staff desk', () => {
  it('lists a proof that could not be made in the shop\'s words, tells the shopper, and staff can try it again', async () => {
    const visitor = testVisitor(shop);
    const upload = await uploadCircle(visitor);
    await proofReady(visitor, upload.id);
    // As the job's last attempt leaves it when every retry failed (pg-boss's state and error), and no proof was made.
    await shop.database.db.delete(artworkProofs).where(eq(artworkProofs.upload_id, upload.id));
    await shop.database.executeSql(`UPDATE pgboss.job SET state = 'failed', completed_on = now(), output = '{"message":"The PDF could not be read"}' WHERE id = $1`, [upload.id]);

    const seen = expectOk(await visitor.send<ArtworkUploadDto>('GET', `/api/artwork/uploads/${upload.id}`));
    expect(seen).toMatchObject({ proof_state: 'failed', proof: null, proof_error: 'We could not make an automatic proof of this file. Our team will prepare your proof by hand.' });

    expectClientError(await visitor.send('GET', '/api/staff/jobs/failed'), 404);
    const { v: staff } = await registeredMember(shop, { staff: true });
    const failed = expectOk(await staff.send<FailedJobDto[]>('GET', '/api/staff/jobs/failed'));
    expect(failed.find((job) => job.id === upload.id)).toMatchObject({
      kind: 'artwork-proof',
      what: 'Automatic proof of sun.png (chosen on a product page, not ordered yet)',
      error: 'The PDF could not be read',
      order_no: null,
    });

    expect((await staff.send('POST', `/api/staff/jobs/${upload.id}/retry`, {})).statusCode).toBe(200);
    await proofReady(visitor, upload.id);
    expect(expectOk(await staff.send<FailedJobDto[]>('GET', '/api/staff/jobs/failed')).some((job) => job.id === upload.id)).toBe(false);
    expectClientError(await staff.send('POST', `/api/staff/jobs/${upload.id}/retry`, {}), 409, { message: 'This job is not failed any more: it was tried again already, or has been cleared.' });
  });
});
