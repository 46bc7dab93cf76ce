/**
 * Files in an S3 bucket (FILE_STORE=s3, issue 20), on a real database and a local S3 (s3rver): an
 * upload lands in the bucket under its row's key and comes back byte-identical through the shop's
 * route; content streams both ways; an object whose transaction rolled back is an orphan the
 * hourly sweep deletes, and an object a row refers to is never deleted; staff (and only staff) get
 * a print file by a short-lived signed link; with the bucket out of reach an upload or a download
 * answers 503 and stores nothing, and uploads work again once it is back.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, testVisitor, type ApiAnswer } from '../../test/api-client.js';
import { pixelsAt, pngImage } from '../../test/artwork-files.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../test/place-order.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import { orders } from '../features/orders/orders.tables.js';
import { printFiles } from '../features/production/production.tables.js';
import { quoteRequests } from '../features/quote-request/quote-request.tables.js';
import type { CreatedQuoteRequest, StaffQuoteRequest } from '../features/quote-request/quote-request.schemas.js';
import { storedFileChunks, storedFiles } from './db/server.tables.js';
import { newStorageKey } from './file-store.js';
import { FILE_STORAGE_UNAVAILABLE_MESSAGE, ObjectBucket } from './object-bucket.js';
import { STORED_FILES_SWEEP_JOB, sweepOrphanObjects } from './stored-files-sweep.js';

let s3: TestS3;
let shop: TestShop;
let bucket: ObjectBucket;
beforeAll(async () => {
  s3 = await startTestS3();
  // Signed links on: staff print-file downloads go straight to the bucket.
  shop = await createTestShop({ appOptions: { fileStore: { ...s3.fileStore, signedDownloads: true } } });
  await shop.app.ready();
  bucket = new ObjectBucket(s3.s3);
});
afterAll(async () => {
  bucket?.close();
  await shop?.close();
  await s3?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const HOUR = 60 * 60_000;

/** A Special Processing request for 500 die-cut 50 × 50 mm stickers with one PNG at 300 ppi (the preflight passes it). */
async function sendRequest(png: Buffer): Promise<ApiAnswer<CreatedQuoteRequest>> {
  const form = new FormData();
  const fields = { quote_type: 'Special Processing', firstname: 'Mei Ling', lastname: 'Tan', email_address: `s3-${randomBytes(4).toString('hex')}@example.sg`, featured_item_id: '2', product_id: '5', cutting_id: '1', width: '50', height: '50', finishing_id: '1', adhesive_id: '1', color_id: '1', quantity: '500', 'addons[]': '1', 'special_processing_items[1][]': '1', comment: 'Gold foil on the logo.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachments[]', new Blob([png as BlobPart], { type: 'image/png' }), 'logo.png');
  const answer = await shop.app.inject({ method: 'POST', url: '/api/quote/create/quote-request', payload: form });
  return { statusCode: answer.statusCode, headers: answer.headers, body: answer.json() };
}

const logo = await pngImage(pixelsAt(50, 300), pixelsAt(50, 300), { transparent: true });

describe('with FILE_STORE=s3', () => {
  let staff: Awaited<ReturnType<typeof registeredMember>>['v'];
  let download = '';
  let objectKey = '';

  it("a quote request's attachment lands in the bucket under its row's key, and staff download it byte-identical", async () => {
    const sent = await sendRequest(logo);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(201);
    ({ v: staff } = await registeredMember(shop, { staff: 'desk' }));
    const request = await staff.send<StaffQuoteRequest>('GET', `/api/staff/quote-requests/${sent.body.data.request_no}`);
    const [file] = request.body.data.files;
    download = file?.download_url ?? '';

    const [row] = await shop.database.db.select().from(storedFiles).where(eq(storedFiles.key, (await shop.database.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.sha256, sha256(logo))))[0]?.key ?? ''));
    expect(row).toMatchObject({ location: 's3', size_bytes: logo.length, sha256: sha256(logo), content_type: 'image/png' });
    objectKey = row?.key ?? '';
    expect(objectKey).toMatch(new RegExp(`^quote-requests/${sent.body.data.request_no}/[0-9a-f-]{36}$`));
    expect(await s3.keys()).toContain(objectKey);
    expect(sha256((await s3.object(objectKey)) ?? Buffer.alloc(0))).toBe(sha256(logo));
    // Nothing of it in the database but its row.
    expect(await shop.database.db.select({ n: count() }).from(storedFileChunks).where(eq(storedFileChunks.key, objectKey))).toEqual([{ n: 0 }]);

    const got = await staff.raw(download);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-length']).toBe(String(logo.length));
    expect(sha256(got.bytes)).toBe(sha256(logo));
  });

  it('product-page artwork the preflight refuses is never written to the bucket (no orphan to sweep)', async () => {
    const keys = await s3.keys();
    const form = new FormData();
    for (const [name, value] of Object.entries({ product_id: '5', cutting_id: '1', shape_id: '5', width_mm: '50', height_mm: '50' })) form.append(name, value);
    // 72 ppi over 50 mm: refused.
    form.append('file', new Blob([(await pngImage(pixelsAt(50, 72), pixelsAt(50, 72), { transparent: true })) as BlobPart]), 'small.png');
    const refused = await shop.app.inject({ method: 'POST', url: '/api/artwork/uploads', payload: form });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await s3.keys()).toEqual(keys);
  });

  it('stores a stream as it arrives (multipart past 8 MB) and gives it back as a stream or whole; a key is stored once', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 5);
    const key = newStorageKey('tests/stream');
    // In pieces of 1 MB, as an upload or a copy arrives.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 2 ** 20) }, (_, i) => bytes.subarray(i * 2 ** 20, (i + 1) * 2 ** 20));
    const info = await shop.app.shop.files.on(shop.database.db).put({ key, content: Readable.from(pieces), contentType: 'application/pdf' });
    expect(info).toMatchObject({ key, sizeBytes: bytes.length, sha256: sha256(bytes), location: 's3', contentType: 'application/pdf' });

    const store = shop.app.shop.files.on(shop.database.db);
    const opened = await store.open(key);
    const streamed: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) streamed.push(chunk as Buffer);
    expect(sha256(Buffer.concat(streamed))).toBe(sha256(bytes));
    expect((await store.get(key))?.content.equals(bytes)).toBe(true);

    await expect(store.put({ key, content: Buffer.from('another'), contentType: 'text/plain' })).rejects.toThrow(/exists already/);
    expect(sha256((await s3.object(key)) ?? Buffer.alloc(0))).toBe(sha256(bytes));
  });

  it('an object whose transaction rolled back is an orphan, deleted by the sweep once an hour old; an object a row refers to stays', async () => {
    const orphans = [newStorageKey('tests/orphan'), newStorageKey('tests/orphan'), newStorageKey('tests/orphan')];
    for (const key of orphans) {
      await expect(
        shop.database.db.transaction(async (tx) => {
          await shop.app.shop.files.on(tx).put({ key, content: Buffer.from(`rolled back ${key}`), contentType: 'text/plain' });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
    }
    expect(await s3.keys()).toEqual(expect.arrayContaining(orphans));
    expect(await shop.database.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.key, orphans[0] ?? ''))).toEqual([{ n: 0 }]);
    const kept = await s3.keys();

    // Under an hour old: a write may still be committing, so nothing goes.
    expect(await sweepOrphanObjects(shop.database.db, bucket, new Date())).toEqual({ orphan_objects: 0 });
    // An hour later, in pages of 2 (the bucket listed page by page): the orphans go, nothing else.
    expect(await sweepOrphanObjects(shop.database.db, bucket, new Date(Date.now() + HOUR + 60_000), undefined, 2)).toEqual({ orphan_objects: orphans.length });
    expect(await s3.keys()).toEqual(kept.filter((key) => !orphans.includes(key)));
    expect(await s3.keys()).toContain(objectKey);
    expect((await staff.raw(download)).statusCode).toBe(200);
  });

  it('the sweep is queued at start as a job that repeats', async () => {
    await expect
      .poll(async () => (await shop.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'active', 'completed')`, [STORED_FILES_SWEEP_JOB])).rows[0]?.n)
      .toBeGreaterThanOrEqual(1);
  });

  it('a print file in the bucket: staff are sent to a link signed for 5 minutes (S3_SIGNED_DOWNLOADS); anyone else gets the 404, never a link', async () => {
    const { order } = await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }]);
    const pdf = Buffer.from(`%PDF-1.4 print file of ${order.order_no}`);
    const key = newStorageKey(`print-files/${order.order_no}`);
    const [orderRow] = await shop.database.db.select({ id: orders.id }).from(orders).where(eq(orders.order_no, order.order_no));
    const id = randomUUID();
    await shop.database.db.transaction(async (tx) => {
      await shop.app.shop.files.on(tx).put({ key, content: pdf, contentType: 'application/pdf' });
      await tx.insert(printFiles).values({ id, order_id: orderRow?.id ?? '', line_position: 0, kind: 'print', file_key: key, name: `${order.order_no}-L1-print.pdf` });
    });
    const { v: production } = await registeredMember(shop, { staff: 'production' });
    const sent = await shop.app.inject({ method: 'GET', url: `/staff/production/files/${id}`, headers: { cookie: production.cookie() } });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers['cache-control']).toBe('private, no-store');
    const link = new URL(String(sent.headers.location));
    expect(link.origin).toBe(s3.s3.endpoint);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toContain(`${order.order_no}-L1-print.pdf`);
    expect(sha256(new Uint8Array(await fetched.arrayBuffer()))).toBe(sha256(pdf));

    for (const cookie of [undefined, testVisitor(shop).cookie(), (await registeredMember(shop)).v.cookie()]) {
      const refused = await shop.app.inject({ method: 'GET', url: `/staff/production/files/${id}`, headers: cookie ? { cookie } : {} });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers.location).toBeUndefined();
    }
  });

  it('with the bucket out of reach an upload answers 503 and stores nothing, a download 503; once it is back, uploads work', async () => {
    const rows = async () => ({
      requests: (await shop.database.db.select({ n: count() }).from(quoteRequests))[0]?.n,
      files: (await shop.database.db.select({ n: count() }).from(storedFiles))[0]?.n,
    });
    const before = await rows();
    await s3.stop();
    try {
      const refused = await sendRequest(logo);
      expectClientError(refused, 503, { message: FILE_STORAGE_UNAVAILABLE_MESSAGE });
      expect(refused.body.error?.reason).toBe('unavailable');
      expect(refused.headers['retry-after']).toBe('5');
      expect(await rows()).toEqual(before);
      const unreadable = await staff.send('GET', download);
      expectClientError(unreadable, 503, { message: FILE_STORAGE_UNAVAILABLE_MESSAGE });
      expect(JSON.stringify(unreadable.body)).not.toMatch(/ECONNREFUSED|at .*\.js/);
    } finally {
      await s3.start();
    }
    const again = await sendRequest(logo);
    expect(again.statusCode, JSON.stringify(again.body)).toBe(201);
    const [row] = await shop.database.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, (await s3.keys())[0] ?? ''));
    expect(row?.key).toMatch(new RegExp(`^quote-requests/${again.body.data.request_no}/`));
  });
});
