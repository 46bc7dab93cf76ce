/**
 * Backup and restore (src/server/backup.ts, npm run backup / restore): a shop with orders, staff
 * changes in the audit log and files in the S3 bucket is backed up, restored into a new database
 * and a new bucket, and the restored shop serves every order, file and audit entry as before.
 * On PostgreSQL with pg_dump/pg_restore; on the embedded database with its data folder.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, testVisitor } from '../../test/api-client.js';
import { vectorPdf } from '../../test/artwork-files.js';
import { withDatabase } from '../../test/database-template.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../test/place-order.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import { buildApp } from './app.js';
import { backupShop, restoreShop, type BackupManifest } from './backup.js';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.js';
import { ObjectBucket } from './object-bucket.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ARTWORK: Buffer;

let source: TestS3;
let target: TestS3;
let shop: TestShop;
let folder: string;
const orderNos: string[] = [];
let quoteRequestNo = '';

beforeAll(async () => {
  ARTWORK = await vectorPdf(900, 600);
  source = await startTestS3();
  target = await startTestS3();
  shop = await createTestShop({ appOptions: { fileStore: source.fileStore } });
  folder = join(mkdtempSync(join(tmpdir(), 'shop-backup-')), 'backup');

  // A morning's trade: three orders, one marked paid by staff (an audit entry), a quote request with a file in the bucket.
  for (let i = 0; i < 3; i++) orderNos.push((await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 * (i + 1) }])).order.order_no);
  const { v: staff } = await registeredMember(shop, { staff: true });
  const [first] = orderNos;
  const order = expectOk(await staff.send<{ total_cents: number }>('GET', `/api/staff/orders/${first}`));
  expectOk(await staff.send('POST', `/api/staff/orders/${first}/payment`, { amount_cents: order.total_cents }));
  const shopper = testVisitor(shop);
  const form = new FormData();
  const fields = { quote_type: 'Special Size', firstname: 'Wei', lastname: 'Lim', email_address: `backup-${Date.now().toString(36)}@example.sg`, featured_item_id: '2', product_id: '5', cutting_id: '1', width: '900', height: '600', finishing_id: '1', adhesive_id: '1', color_id: '1', quantity: '2000', comment: 'For our shop window.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachments[]', new Blob([ARTWORK as BlobPart], { type: 'application/pdf' }), 'window.pdf');
  const sent = await shopper.send<{ request_no: string }>('POST', '/api/quote/create/quote-request', form);
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(201);
  quoteRequestNo = sent.body.data.request_no;
  expect(await source.keys()).toHaveLength(1);
});

afterAll(async () => {
  await shop?.close();
  await source?.close();
  await target?.close();
  if (folder) rmSync(join(folder, '..'), { recursive: true, force: true });
});

const sourceBackup = (): Parameters<typeof backupShop>[0] =>
  onPostgres ? { engine: 'postgres', databaseUrl: shop.database.url ?? '' } : { engine: 'pglite', handle: shop.database };

describe('a backup', () => {
  let manifest: BackupManifest;
  let restored: DatabaseHandle;
  const restoredName = `shop_restored_${process.pid}`;

  beforeAll(async () => {
    manifest = await backupShop(sourceBackup(), new ObjectBucket(source.s3), folder);
  });

  afterAll(async () => {
    await restored?.close();
    if (onPostgres) {
      const admin = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', 'postgres') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('holds the database, every file of the bucket with its checksum, and the counts to check a restore against', () => {
    expect(manifest.engine).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.counts).toMatchObject({ orders: 3, stored_files: 1, quote_request_files: 1 });
    expect(manifest.counts.audit_log).toBeGreaterThanOrEqual(1);
    expect(manifest.objects).toHaveLength(1);
    expect(readFileSync(join(folder, 'objects', manifest.objects[0]!.key))).toEqual(ARTWORK);
  });

  it('refuses a folder that is not empty', async () => {
    await expect(backupShop(sourceBackup(), new ObjectBucket(source.s3), folder)).rejects.toThrow('is not empty: give a new folder for each backup');
  });

  it('restores into a new database and bucket, where the shop finds every order, file and audit entry', async () => {
    const bucket = new ObjectBucket(target.s3);
    if (onPostgres) {
      const admin = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', 'postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${restoredName}`);
      await admin.end();
      const url = withDatabase(process.env.TEST_DATABASE_URL ?? '', restoredName);
      const report = await restoreShop(folder, { databaseUrl: url }, bucket);
      expect(report.counts).toEqual(manifest.counts);
      restored = openPostgres(url, 2);
    } else {
      let archive: Blob | undefined;
      const report = await restoreShop(folder, { restoreDataDir: async (blob) => openPglite(await PGlite.create({ loadDataDir: (archive = blob) })) }, bucket);
      expect(report.counts).toEqual(manifest.counts);
      restored = openPglite(await PGlite.create({ loadDataDir: archive }));
    }
    expect(await target.keys()).toEqual(manifest.objects.map((o) => o.key));

    // The restored shop, on the new bucket: its staff desk lists the orders, the file downloads, the audit log has the payment.
    const app = await buildApp({ database: restored, fileStore: target.fileStore, validateResponses: true, rateLimits: { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 0 } });
    try {
      const { rows: orders } = await restored.executeSql('SELECT order_no FROM orders ORDER BY order_no', []);
      expect(orders.map((r) => r.order_no)).toEqual([...orderNos].sort());
      const { rows: audit } = await restored.executeSql(`SELECT action, subject_id FROM audit_log WHERE action = 'order.mark_paid'`, []);
      expect(audit).toEqual([{ action: 'order.mark_paid', subject_id: orderNos[0] }]);
      const { rows: files } = await restored.executeSql('SELECT key FROM stored_files', []);
      const content = await app.shop.files.on(restored.db).get(String(files[0]?.key));
      expect(content?.content).toEqual(ARTWORK);
      const { rows: requests } = await restored.executeSql('SELECT request_no FROM quote_requests', []);
      expect(requests.map((r) => r.request_no)).toContain(quoteRequestNo);
    } finally {
      await app.close();
    }
  });

  it('a damaged backup restores nothing', async () => {
    const damaged = join(folder, '..', 'damaged');
    rmSync(damaged, { recursive: true, force: true });
    const { cpSync } = await import('node:fs');
    cpSync(folder, damaged, { recursive: true });
    const file = join(damaged, manifest.database_file);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    await expect(restoreShop(damaged, { databaseUrl: 'postgres://nowhere.invalid/none' }, null)).rejects.toThrow('does not match its checksum in manifest.json: the backup is damaged');
  });
});
