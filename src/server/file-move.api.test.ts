/**
 * Moving stored files between the database and the S3 bucket (npm run files:move, issue 20), on a
 * real database and a local S3 (s3rver): every file goes database → bucket → database with the
 * same SHA-256, the shop serving it all along; a run stopped half-way carries on when run again; a
 * file read while it moves comes out whole; objects left by a run stopped after its commit are
 * deleted by the next.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelsAt, pngImage } from '../../test/artwork-files.js';
import { registeredMember } from '../../test/place-order.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import type { CreatedQuoteRequest, StaffQuoteRequest } from '../features/quote-request/quote-request.schemas.js';
import { storedFileChunks, storedFiles } from './db/server.tables.js';
import { moveFiles } from './file-move.js';
import { newStorageKey } from './file-store.js';
import { ObjectBucket } from './object-bucket.js';

let s3: TestS3;
let shop: TestShop;
let bucket: ObjectBucket;
beforeAll(async () => {
  s3 = await startTestS3();
  // New files in the database; the bucket set, so files moved there are read there.
  shop = await createTestShop({ appOptions: { fileStore: { store: 'database', s3: s3.s3, signedDownloads: false } } });
  await shop.app.ready();
  bucket = new ObjectBucket(s3.s3);
});
afterAll(async () => {
  bucket?.close();
  await shop?.close();
  await s3?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const db = () => shop.database.db;
const where = async () => Object.fromEntries((await db().select({ location: storedFiles.location, n: count() }).from(storedFiles).groupBy(storedFiles.location)).map((r) => [r.location, r.n]));
const chunks = async () => (await db().select({ n: count() }).from(storedFileChunks))[0]?.n;

describe('npm run files:move', () => {
  const files = new Map<string, string>();
  let staff: Awaited<ReturnType<typeof registeredMember>>['v'];
  let download = '';
  let logo: Buffer;

  it('starts from files in the database: a quote request attachment the staff download, a large file, an empty one', async () => {
    logo = await pngImage(pixelsAt(50, 300), pixelsAt(50, 300), { transparent: true });
    const form = new FormData();
    const fields = { quote_type: 'Special Processing', firstname: 'Mei Ling', lastname: 'Tan', email_address: `move-${randomBytes(4).toString('hex')}@example.sg`, featured_item_id: '2', product_id: '5', cutting_id: '1', width: '50', height: '50', finishing_id: '1', adhesive_id: '1', color_id: '1', quantity: '500', 'addons[]': '1', 'special_processing_items[1][]': '1' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('attachments[]', new Blob([logo as BlobPart], { type: 'image/png' }), 'logo.png');
    const sent = await shop.app.inject({ method: 'POST', url: '/api/quote/create/quote-request', payload: form });
    expect(sent.statusCode, sent.body).toBe(201);
    ({ v: staff } = await registeredMember(shop, { staff: 'desk' }));
    const request = await staff.send<StaffQuoteRequest>('GET', `/api/staff/quote-requests/${(sent.json() as { data: CreatedQuoteRequest }).data.request_no}`);
    download = request.body.data.files[0]?.download_url ?? '';

    const store = shop.app.shop.files.on(db());
    for (const content of [randomBytes(3 * 1024 * 1024 + 17), Buffer.alloc(0)]) {
      const key = newStorageKey('tests/move');
      await store.put({ key, content, contentType: 'application/octet-stream' });
      files.set(key, sha256(content));
    }
    for (const row of await db().select({ key: storedFiles.key, sha256: storedFiles.sha256 }).from(storedFiles)) files.set(row.key, row.sha256);
    expect(await where()).toEqual({ database: files.size });
  });

  it('to s3: stopped after one file, run again it carries on; every file is then in the bucket with the same SHA-256, none in the database', async () => {
    const stop = new AbortController();
    const first = await moveFiles(db(), bucket, 's3', { signal: stop.signal, progress: (s) => (s.moved === 1 ? stop.abort() : undefined) });
    expect(first).toMatchObject({ to: 's3', total: files.size, moved: 1, failed: [] });
    expect(await where()).toEqual({ database: files.size - 1, s3: 1 });

    const second = await moveFiles(db(), bucket, 's3');
    expect(second).toMatchObject({ total: files.size - 1, moved: files.size - 1, failed: [] });
    expect(await where()).toEqual({ s3: files.size });
    expect(await chunks()).toBe(0);
    expect((await s3.keys()).sort()).toEqual([...files.keys()].sort());
    for (const [key, hash] of files) expect(sha256((await s3.object(key)) ?? Buffer.from('missing')), key).toBe(hash);

    // Nothing left to move.
    expect(await moveFiles(db(), bucket, 's3')).toMatchObject({ total: 0, moved: 0 });
    const got = await staff.raw(download);
    expect(got.statusCode).toBe(200);
    expect(sha256(got.bytes)).toBe(sha256(logo));
  });

  it('to database: every file back with the same SHA-256, the bucket emptied; an object left by a run stopped after its commit goes at the next', async () => {
    const summary = await moveFiles(db(), bucket, 'database');
    expect(summary).toMatchObject({ to: 'database', total: files.size, moved: files.size, failed: [], leftovers: 0 });
    expect(await where()).toEqual({ database: files.size });
    expect(await s3.keys()).toEqual([]);
    const store = shop.app.shop.files.on(db());
    for (const [key, hash] of files) expect(sha256((await store.get(key))?.content ?? Buffer.from('missing')), key).toBe(hash);
    const got = await staff.raw(download);
    expect(sha256(got.bytes)).toBe(sha256(logo));

    // As a run stopped between its commit and the object's delete leaves it.
    const [key] = files.keys();
    await bucket.put(key ?? '', Buffer.from('left behind'), 'application/octet-stream');
    expect(await moveFiles(db(), bucket, 'database')).toMatchObject({ moved: 0, leftovers: 1 });
    expect(await s3.keys()).toEqual([]);
  });

  it('a file read while it moves comes out whole: the rest is read where it went', async () => {
    const content = randomBytes(3 * 1024 * 1024 + 5);
    const key = newStorageKey('tests/moving');
    await shop.app.shop.files.on(db()).put({ key, content: Readable.from([content]), contentType: 'application/pdf' });
    const opened = await shop.app.shop.files.on(db()).open(key);
    const reader = (opened?.stream ?? Readable.from([]))[Symbol.asyncIterator]();
    const first = await reader.next();
    expect((first.value as Buffer).length).toBeGreaterThan(0);

    // Moved to the bucket (its pieces deleted) after the reader read its first piece.
    await moveFiles(db(), bucket, 's3');
    expect((await db().select({ location: storedFiles.location }).from(storedFiles).where(eq(storedFiles.key, key)))[0]?.location).toBe('s3');
    const read = [first.value as Buffer];
    for (let next = await reader.next(); !next.done; next = await reader.next()) read.push(next.value as Buffer);
    expect(sha256(Buffer.concat(read))).toBe(sha256(content));
  });
});
